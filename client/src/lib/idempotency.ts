// One Idempotency-Key per money operation, kept while the same operation is retried (a timeout, a lost
// answer), and dropped once it has an outcome, so a second, new operation never replays the first.
import { IDEMPOTENCY_IN_FLIGHT } from '../../../shared/codes.js'

const keys = new Map<string, string>()

/**
 * `operation` names the request (lib/api.ts: the endpoint and its body); the same one gets the same key until
 * settled.
 */
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

type Outcome = { ok: true } | { ok: false, status: string, code: number }

/** Nothing certain came back (timeout, outage, network, the first call still in flight): the operation may have
 * happened. The screen says it is pending and sends the player to the record; a retry reuses the key. */
export function isUncertain (result: Outcome): boolean {
  return !result.ok && (result.status !== 'error' || result.code === IDEMPOTENCY_IN_FLIGHT)
}

/** Settles on any answer the upstream gave (success or a domain error); keeps the key while uncertain. */
export function settleUnlessUncertain (operation: string, result: Outcome): void {
  if (!isUncertain(result)) settle(operation)
}

const running = new Map<string, Promise<Outcome>>()

/**
 * Sends a keyed operation with its key and settles the key by the answer. The same operation already on its way
 * (a second tap, a second path to submit) shares that request and its answer, rather than sending the key again
 * only to be told 409 "in flight" and shown as uncertain.
 */
export function sendKeyed<T extends Outcome> (operation: string, send: (key: string) => Promise<T>): Promise<T> {
  let sent = running.get(operation) as Promise<T> | undefined
  if (sent === undefined) {
    // send() (lib/api.ts) never rejects: every failure is a Result.
    sent = send(keyFor(operation)).then(result => {
      running.delete(operation)
      settleUnlessUncertain(operation, result)
      return result
    })
    running.set(operation, sent)
  }
  return sent
}
