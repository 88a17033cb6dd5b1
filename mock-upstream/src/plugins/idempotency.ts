// Money calls retried with the same Idempotency-Key get the first answer again, and the money moves once.
import fp from 'fastify-plugin'

export interface StoredAnswer { code: number, msg: string, data: unknown }

const MAX_KEYS = 10000

export class IdempotencyStore {
  private answers = new Map<string, StoredAnswer>()

  key (token: string, path: string, key: string): string {
    return JSON.stringify([token, path, key])
  }

  get (key: string): StoredAnswer | undefined {
    return this.answers.get(key)
  }

  set (key: string, answer: StoredAnswer): void {
    this.answers.set(key, answer)
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
