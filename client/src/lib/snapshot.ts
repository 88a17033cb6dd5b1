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
export function mark (): string {
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
  try { localStorage.removeItem(KEY); localStorage.removeItem(PAYMENT_KEY) } catch { /* nothing kept */ }
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

/**
 * Where lib/kept-payment.ts keeps the player's payment in flight, under the same mark and cleared with the
 * snapshot.
 */
export const PAYMENT_KEY = 'wallet.payment'

/** Whether a payment may be kept (whose, kept-payment.ts tells): My Balance loads its card only then. */
export function paymentKept (): boolean {
  try { return localStorage.getItem(PAYMENT_KEY) !== null } catch { return false }
}
