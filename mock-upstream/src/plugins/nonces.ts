// Nonces seen within the signature window: a signed request can never be replayed.
import fp from 'fastify-plugin'

/** Signature timestamps may be this far from now, either way (docs/API.md "Signing"). */
export const SIGNATURE_WINDOW_S = 300

export class NonceStore {
  private seen = new Map<string, number>()
  private lastPrune = 0

  /** Records the nonce; false when it was already used. */
  use (nonce: string, ts: number, now: number): boolean {
    this.prune(now)
    if (this.seen.has(nonce)) return false
    this.seen.set(nonce, ts)
    return true
  }

  /** A nonce whose timestamp left the window can no longer pass the time check, so it need not be kept. */
  private prune (now: number): void {
    if (now === this.lastPrune) return
    this.lastPrune = now
    for (const [nonce, ts] of this.seen) if (now - ts > SIGNATURE_WINDOW_S) this.seen.delete(nonce)
  }

  size (): number {
    return this.seen.size
  }

  clear (): void {
    this.seen.clear()
  }
}

declare module 'fastify' {
  interface FastifyInstance { nonces: NonceStore }
}

export default fp(async app => {
  app.decorate('nonces', new NonceStore())
}, { name: 'mock-nonces' })
