// The player's last known balance and recent transactions, kept on the device so that a repeat visit shows
// them at once, marked with their time, while the live answer comes (and offline). One player's at a time,
// marked with the app info's user id and a hash of its token: another token (another player, a new login)
// finds none and clears it, as a guest or a refused session does (app/user.ts). Nothing secret is kept:
// not the token (a 32-bit hash only tells two apart), no payout account (the balance's paytm_id and the
// transactions' remarks are dropped).
import type { AssetInfo, Trade } from '../../../shared/schemas/asset.js'
import { appInfo } from './session.js'

const KEY = 'wallet.snapshot'

export type KeptAsset = Omit<AssetInfo, 'paytm_id'>
export interface Snapshot { p: string, u?: string, at: number, asset?: KeptAsset, trades?: Trade[] }

/** The player's mark: '' without a token (nothing is kept then). */
function mark (): string {
  const token = appInfo()?.token ?? ''
  let h = 2166136261
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619)
  return token === '' ? '' : `${appInfo()?.userId}:${(h >>> 0).toString(36)}`
}

/** This player's snapshot; another's is removed. `user`: the logged-in player's id once known. */
export function readSnapshot (user?: string): Snapshot | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Snapshot | null
    if (kept === null) return null
    if (kept.p === mark() && (user === undefined || kept.u === undefined || kept.u === user)) return kept
    clearSnapshot()
  } catch {
    // Storage refused (private mode) or spoilt: there is just no snapshot.
  }
  return null
}

/** Everything kept for the player: their snapshot and their payment in flight. */
export function clearSnapshot (): void {
  try { localStorage.removeItem(KEY) } catch { /* nothing kept */ }
  clearPayment()
}

function withoutAccount ({ paytm_id: account, ...asset }: AssetInfo): KeptAsset {
  return asset
}

/** Keeps a live answer of the logged-in player `user`; a balance restarts the snapshot's time. */
export function keepSnapshot (user: string, part: { asset: AssetInfo } | { trades: Trade[] }): void {
  const p = mark()
  if (p === '') return
  const kept = readSnapshot(user) ?? { p, at: Date.now() }
  const next: Snapshot = 'asset' in part
    ? { ...kept, u: user, at: Date.now(), asset: withoutAccount(part.asset) }
    : { ...kept, u: user, trades: part.trades.map(trade => ({ ...trade, remark: '' })) }
  try { localStorage.setItem(KEY, JSON.stringify(next)) } catch { /* full or refused: only the next visit is slower */ }
}

// The payment handed to the host app, kept the same way (the player's mark, gone with a guest or an ended
// session) so that a page killed while the player paid resumes it on the next visit (features/recharge).
// Only the order's id, amount and times: never a token or payment details.
const PAYMENT_KEY = 'wallet.payment'

export interface KeptPayment {
  order_id: string
  amount: number
  /** When it was handed to the app (this device's ms): the checking schedule counts from here. */
  handed_at: number
  /** The outcome last shown to the player: 0 none yet; 1 success; 2 failed (a late authorisation may follow). */
  shown: 0 | 1 | 2
}

export function readPayment (user?: string): KeptPayment | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PAYMENT_KEY) ?? 'null') as (KeptPayment & { p: string, u?: string }) | null
    if (kept === null) return null
    if (kept.p === mark() && (user === undefined || kept.u === undefined || kept.u === user)) {
      return { order_id: kept.order_id, amount: kept.amount, handed_at: kept.handed_at, shown: kept.shown }
    }
    clearPayment()
  } catch {
    // Storage refused or spoilt: nothing to resume.
  }
  return null
}

/** Keeps (or replaces) the player's payment in flight; `user`: the logged-in player's id once known. */
export function keepPayment (payment: KeptPayment, user?: string): void {
  const p = mark()
  if (p === '') return
  try { localStorage.setItem(PAYMENT_KEY, JSON.stringify({ p, ...(user === undefined ? {} : { u: user }), ...payment })) } catch { /* refused: nothing resumes */ }
}

export function clearPayment (): void {
  try { localStorage.removeItem(PAYMENT_KEY) } catch { /* nothing kept */ }
}
