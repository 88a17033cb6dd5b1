// What the gateway remembers of a keyed call (money, payout binding): the body's fingerprint, whether the
// call is in flight, finished with a saved answer, or ended without a certain outcome.
import type { Envelope } from '../../../shared/codes.js'

export interface SavedAnswer { http: number, body: Envelope }

export type Begin =
  | { kind: 'proceed' }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' }
  | { kind: 'replay', answer: SavedAnswer }

export type Finish =
  /** The upstream gave a certain answer: replayed for every retry with the key. */
  | { kind: 'done', answer: SavedAnswer }
  /** Sent, but nothing certain came back: a retry is forwarded again, with the same key. */
  | { kind: 'unknown' }
  /** Never reached the upstream (or it refused the call as a whole): the key is free again. */
  | { kind: 'not_sent' }

/** Kept for a day, as Stripe and the IETF draft suggest: a player retrying tomorrow still gets the first answer. */
export const RECORD_TTL_MS = 24 * 60 * 60 * 1000

export interface IdempotencyStore {
  /**
   * Atomically: claims the key for this call, or says why not. `lockMs` bounds the in-flight claim of a
   * gateway that died.
   */
  begin: (key: string, fingerprint: string, lockMs: number) => Promise<Begin>
  finish: (key: string, fingerprint: string, result: Finish) => Promise<void>
}

export class StoreUnavailable extends Error {
  constructor (cause: unknown) {
    super('idempotency store unavailable', { cause })
    this.name = 'StoreUnavailable'
  }
}
