// The default store: one gateway process, bounded so a flood of keys cannot grow it without end.
import { RECORD_TTL_MS, type Begin, type Finish, type IdempotencyStore, type SavedAnswer } from './store.js'

type Entry =
  | { state: 'in_flight', fingerprint: string, lockedUntil: number, expires: number }
  | { state: 'done', fingerprint: string, answer: SavedAnswer, expires: number }
  | { state: 'unknown', fingerprint: string, expires: number }

export const MEMORY_STORE_MAX_KEYS = 100_000

export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #entries = new Map<string, Entry>()
  readonly #maxKeys: number
  readonly #now: () => number

  constructor (maxKeys = MEMORY_STORE_MAX_KEYS, now: () => number = Date.now) {
    this.#maxKeys = maxKeys
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
    const entry = this.#entries.get(key)
    if (entry !== undefined && entry.expires <= now) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  // Map order is insertion order: re-inserting keeps the newest last, so the oldest record goes first.
  #put (key: string, entry: Entry): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    while (this.#entries.size > this.#maxKeys) {
      const oldest = this.#entries.keys().next()
      if (oldest.done === true) break
      this.#entries.delete(oldest.value)
    }
  }
}
