// One Idempotency-Key per money operation, kept while the same operation is retried (a timeout, a lost
// answer), and dropped once it has an outcome, so a second, new operation never replays the first.
import { IDEMPOTENCY_IN_FLIGHT } from '../../../shared/codes.js'

const keys = new Map<string, string>()

/** `operation` names the intent, e.g. `withdraw:20000:acc-1`; the same intent gets the same key until settled. */
export function keyFor (operation: string): string {
  let key = keys.get(operation)
  if (key === undefined) {
    key = crypto.randomUUID()
    keys.set(operation, key)
  }
  return key
}

export function settle (operation: string): void {
  keys.delete(operation)
}

/** Settles on any answer the upstream gave (success or a domain error); keeps the key when nothing certain came
 * back, and while the gateway says the first call with this key is still in flight (409). */
export function settleUnlessUncertain (operation: string, result: { ok: true } | { ok: false, status: string, code: number }): void {
  if (result.ok || (result.status === 'error' && result.code !== IDEMPOTENCY_IN_FLIGHT)) settle(operation)
}
