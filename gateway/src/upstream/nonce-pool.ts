// Nonces for signed calls (docs/API.md "Signing": at least 16 random hex characters, fresh for every call)
// cut from a buffer of random bytes filled a few hundred calls at a time: one call into the system's
// CSPRNG for many nonces, instead of one (and a new buffer) per call. Each byte is handed out once.
import { randomFillSync } from 'node:crypto'

/** Bytes of one nonce: 16 hex characters. */
const NONCE_BYTES = 8

export class NoncePool {
  readonly #pool: Buffer
  #offset: number

  constructor (nonces = 512) {
    this.#pool = Buffer.allocUnsafe(nonces * NONCE_BYTES)
    this.#offset = this.#pool.length
  }

  next (): string {
    if (this.#offset === this.#pool.length) {
      randomFillSync(this.#pool)
      this.#offset = 0
    }
    const start = this.#offset
    this.#offset += NONCE_BYTES
    return this.#pool.toString('hex', start, this.#offset)
  }
}
