// Keyed calls (money, payout bindings) retried with the same Idempotency-Key get the first answer again and
// act once; the key is bound to the body it first came with, as a real payment API binds it.
import fp from 'fastify-plugin'
import { fingerprint, tokenScope } from '../../../shared/node/fingerprint.js'

export interface StoredAnswer { code: number, msg: string, data: unknown }

interface Entry { fingerprint: string, answer: StoredAnswer }

const MAX_KEYS = 10000

export class IdempotencyStore {
  private answers = new Map<string, Entry>()

  key (token: string, path: string, key: string): string {
    return JSON.stringify([tokenScope(token), path, key])
  }

  /** The first answer for this key and body; 'mismatch' when the key came with another body. */
  get (key: string, body: unknown): StoredAnswer | 'mismatch' | undefined {
    const entry = this.answers.get(key)
    if (entry === undefined) return undefined
    return entry.fingerprint === fingerprint(body) ? entry.answer : 'mismatch'
  }

  set (key: string, body: unknown, answer: StoredAnswer): void {
    this.answers.set(key, { fingerprint: fingerprint(body), answer })
    if (this.answers.size > MAX_KEYS) {
      const oldest = this.answers.keys().next()
      if (oldest.done !== true) this.answers.delete(oldest.value)
    }
  }

  clear (): void {
    this.answers.clear()
  }
}

declare module 'fastify' {
  interface FastifyInstance { idempotency: IdempotencyStore }
}

export default fp(async app => {
  app.decorate('idempotency', new IdempotencyStore())
}, { name: 'mock-idempotency' })
