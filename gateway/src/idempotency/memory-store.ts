// The default store: one gateway process, bounded so a flood of keys cannot grow it without end.
import { LRUCache } from 'lru-cache'
import { RECORD_TTL_MS, type Begin, type Finish, type IdempotencyStore, type SavedAnswer } from './store.js'

type Entry =
  | { state: 'in_flight', fingerprint: string, lockedUntil: number, expires: number }
  | { state: 'done', fingerprint: string, answer: SavedAnswer, expires: number }
  | { state: 'unknown', fingerprint: string, expires: number }

export const MEMORY_STORE_MAX_KEYS = 100_000

export class MemoryIdempotencyStore implements IdempotencyStore {
  // Bounded by lru-cache, whose eviction is constant time. A Map evicting its first key was not: every
  // delete leaves a hole at the front of V8's table that the next keys().next() walks again, so a full
  // store cost up to a few hundred µs per keyed call (docs/PERFORMANCE.md). Records are only peeked, never
  // got, so the order is that of their last write: the oldest record goes first. Expiry stays ours (the
  // store's clock, which tests set).
  readonly #entries: LRUCache<string, Entry>
  readonly #now: () => number

  constructor (maxKeys = MEMORY_STORE_MAX_KEYS, now: () => number = Date.now) {
    this.#entries = new LRUCache<string, Entry>({ max: maxKeys })
    this.#now = now
  }

  get size (): number { return this.#entries.size }

  async begin (key: string, fingerprint: string, lockMs: number): Promise<Begin> {
    const now = this.#now()
    const entry = this.#live(key, now)
    if (entry !== undefined) {
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' }
      if (entry.state === 'done') return { kind: 'replay', answer: entry.answer }
      if (entry.state === 'in_flight' && entry.lockedUntil > now) return { kind: 'in_flight' }
    }
    this.#put(key, { state: 'in_flight', fingerprint, lockedUntil: now + lockMs, expires: now + RECORD_TTL_MS })
    return { kind: 'proceed' }
  }

  async finish (key: string, fingerprint: string, result: Finish): Promise<void> {
    const expires = this.#now() + RECORD_TTL_MS
    if (result.kind === 'not_sent') this.#entries.delete(key)
    else if (result.kind === 'done') this.#put(key, { state: 'done', fingerprint, answer: result.answer, expires })
    else this.#put(key, { state: 'unknown', fingerprint, expires })
  }

  #live (key: string, now: number): Entry | undefined {
    const entry = this.#entries.peek(key)
    if (entry !== undefined && entry.expires <= now) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  // A write makes the record the newest; beyond the bound the least recently written goes.
  #put (key: string, entry: Entry): void {
    this.#entries.set(key, entry)
  }
}
