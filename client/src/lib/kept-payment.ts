// The payment handed to the host app, kept the way the last known state is (lib/snapshot.ts: the player's
// mark; gone with a guest or an ended session, which clear the snapshot) so that a page killed while the player
// paid resumes it on the next visit (features/recharge). Only the order's id, amount and times: never a token
// or payment details. Apart from snapshot.ts so that the first paint does not carry it.
import { mark, PAYMENT_KEY } from './snapshot.js'

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
    const stored = localStorage.getItem(PAYMENT_KEY) ?? 'null'
    const kept = JSON.parse(stored) as (KeptPayment & { p: string, u?: string }) | null
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
  const owner = user === undefined ? {} : { u: user }
  try {
    localStorage.setItem(PAYMENT_KEY, JSON.stringify({ p, ...owner, ...payment }))
  } catch { /* refused: nothing resumes */ }
}

export function clearPayment (): void {
  try { localStorage.removeItem(PAYMENT_KEY) } catch { /* nothing kept */ }
}
