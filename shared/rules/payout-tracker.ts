// The withdrawal tracker's rules (docs/API.md "Withdrawal tracker"): when an unfinished withdrawal is
// expected, by the region's payout days, and until when a dealer's remit may be complained about. The
// mock upstream answers with them; the client shows what the upstream says.
import { REGION_INFO, type Region } from '../regions.js'
import { COMPLAINT_WINDOW_S } from './payroll.js'

const DAY_S = 86400

/** Withdraw statuses still on their way to the player: processing, transferring, arriving. */
export const AWAITED_WITHDRAW_STATUSES: readonly number[] = [0, 6, 4]

/**
 * When the money of a withdrawal made at `createdAt` is expected by: the region's payout days later (Bangladesh 1,
 * others 7).
 */
export function expectedPayoutAt (createdAt: number, region: Region): number {
  return createdAt + REGION_INFO[region].payoutDays * DAY_S
}

/** The end of the complaint window of a dealer's remit: from then on the payout counts as received. */
export function complaintClosesAt (remittedAt: number): number {
  return remittedAt + COMPLAINT_WINDOW_S
}

/** Whether the player may still say "Not received?" about a remit made at `remittedAt`. */
export function complaintOpen (remittedAt: number, now: number): boolean {
  return now < complaintClosesAt(remittedAt)
}
