// One Idempotency-Key per money operation, kept while the same operation is retried (a timeout, a lost
// answer), and dropped once it has an outcome, so a second, new operation never replays the first.
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

/** Settles on any answer the upstream gave (success or a domain error); keeps the key when nothing certain came back. */
export function settleUnlessUncertain (operation: string, status: string): void {
  if (status === 'success' || status === 'error') settle(operation)
}
