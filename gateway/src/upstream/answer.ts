// Gathers one upstream answer straight from undici's dispatcher: the status, then the body's bytes up to
// a bound, parsed once when complete. No response stream, no async iteration, no copy of a one-chunk body.
import type { Dispatcher } from 'undici'
import type { Outcome } from './types.js'
import type { Expiring } from './deadlines.js'

class UpstreamTimeout extends Error {
  override readonly name = 'TimeoutError'
  constructor () { super('upstream timeout') }
}

export class AnswerCollector implements Dispatcher.DispatchHandler, Expiring {
  /** The call has its outcome; whatever undici reports afterwards is ignored. */
  settled = false
  #abort: ((err?: Error) => void) | null = null
  #status = 0
  #chunks: Buffer[] = []
  #size = 0
  readonly #max: number
  // Let go of once settled: a settled call can wait in the deadline queue behind a slow one.
  #resolve: ((outcome: Outcome) => void) | null
  readonly #failed: (err: unknown) => Outcome

  constructor (max: number, resolve: (outcome: Outcome) => void, failed: (err: unknown) => Outcome) {
    this.#max = max
    this.#resolve = resolve
    this.#failed = failed
  }

  /** Out of time: answered as a timeout now, and the call abandoned (never sent, if it is still queued). */
  expire (): void {
    if (this.settled) return
    const abort = this.#abort
    this.#settle({ kind: 'timeout' })
    abort?.(new UpstreamTimeout())
  }

  onConnect (abort: (err?: Error) => void): void {
    if (this.settled) abort(new UpstreamTimeout())
    else this.#abort = abort
  }

  // Called for 1xx answers too; the last status is the final one.
  onHeaders (statusCode: number): boolean {
    this.#status = statusCode
    return true
  }

  onData (chunk: Buffer): boolean {
    if (this.settled) return true
    this.#size += chunk.length
    if (this.#size > this.#max) {
      // Not an envelope we could use; the rest is not read.
      const abort = this.#abort
      this.#settle({ kind: 'answer', status: this.#status, json: undefined, parsed: false })
      abort?.()
      return true
    }
    this.#chunks.push(chunk)
    return true
  }

  onComplete (): void {
    if (this.settled) return
    const chunks = this.#chunks
    const bytes = chunks.length === 1 ? chunks[0] as Buffer : Buffer.concat(chunks, this.#size)
    const text = bytes.toString('utf8')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      this.#settle({ kind: 'answer', status: this.#status, json: undefined, parsed: false })
      return
    }
    this.#settle({ kind: 'answer', status: this.#status, json, parsed: true })
  }

  onError (err: Error): void {
    if (this.settled) return
    this.#settle(this.#failed(err))
  }

  #settle (outcome: Outcome): void {
    const resolve = this.#resolve
    this.settled = true
    this.#chunks = []
    this.#resolve = null
    this.#abort = null
    resolve?.(outcome)
  }
}
