// Coin dealers (agents): followers and their states, prices, and when a dealer is listed (docs/ARCHITECTURE.md
// "Limits and constants"); a sale follows the players' transfer rule (rules/transfer.ts). Pure: read by the
// mock upstream and the dealer centre's forms.
import { MIN_TRANSFER } from './transfer.js'

/** A dealer's price is for this many coins (₹99.00 per 100 coins is 9900). */
export const PRICE_UNIT_COINS = 100

export const FOLLOWER_STATUSES = ['active', 'blocked'] as const
export type FollowerStatus = (typeof FOLLOWER_STATUSES)[number]

/** How a follower came to the dealer. */
export const FOLLOWER_SOURCES = ['added', 'migrated'] as const
export type FollowerSource = (typeof FOLLOWER_SOURCES)[number]

export interface FollowerTransition {
  from: readonly FollowerStatus[]
  /** null: the follower leaves the dealer's list (migrated to another agent). */
  to: FollowerStatus | null
}

/** A blocked follower cannot buy coins from the dealer and cannot be migrated before being unblocked. */
export const FOLLOWER_TRANSITIONS = {
  block: { from: ['active'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'active' },
  migrate: { from: ['active'], to: null }
} as const satisfies Record<string, FollowerTransition>
export type FollowerAction = keyof typeof FOLLOWER_TRANSITIONS

export function followerActionAllowed (action: FollowerAction, status: FollowerStatus): boolean {
  const t: FollowerTransition = FOLLOWER_TRANSITIONS[action]
  return t.from.includes(status)
}

/** A dealer is shown in the agency list only with a WhatsApp number and coins to sell. */
export function isListed (whatsapp: string, coinsAvailable: number): boolean {
  return whatsapp.trim() !== '' && coinsAvailable >= MIN_TRANSFER
}
