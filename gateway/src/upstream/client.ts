// The one pooled HTTP client to the upstream. It never throws: every call ends in an Outcome that the
// envelope mapping turns into success, error, outage or timeout.
import { Agent, request } from 'undici'
import { AnswerCollector } from './answer.js'
import type { Outcome, UpstreamRequest } from './types.js'
import { Deadlines } from './deadlines.js'

/** An answer larger than this is not an envelope we could use. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])
/** Failures before a connection exists: the request cannot have been sent. Anything else may have been. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'
])

function pool (timeoutMs: number, connections: number): Agent {
  return new Agent({
    connections,
    keepAliveTimeout: 10_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: Math.min(timeoutMs, 10_000) }
  })
}

export class UpstreamClient {
  readonly #agent: Agent
  /** Streamed uploads last as long as a slow phone takes: their own pool, so they never queue money calls. */
  readonly #uploads: Agent
  readonly #timeoutMs: number
  /** The bound on every buffered call: they share one timeout, so one clock serves them all. */
  readonly #deadlines: Deadlines

  constructor (timeoutMs: number) {
    this.#timeoutMs = timeoutMs
    this.#agent = pool(timeoutMs, 128)
    this.#uploads = pool(timeoutMs, 64)
    this.#deadlines = new Deadlines(timeoutMs)
  }

  async send (call: UpstreamRequest): Promise<Outcome> {
    const streamed = typeof call.body === 'object' || call.signal !== undefined || call.totalMs !== undefined
    if (streamed) return await this.#stream(call)
    return await this.#buffered(call)
  }

  /**
   * A call whose body is a string: dispatched with a handler that gathers the answer's bytes as they come
   * (no response stream), bounded by the shared deadlines rather than a timer and an abort signal each.
   */
  async #buffered (call: UpstreamRequest): Promise<Outcome> {
    // The URL is the configured upstream base (checked at start) and a path of the endpoint table.
    const pathStart = call.url.indexOf('/', call.url.indexOf('//') + 2)
    const origin = pathStart === -1 ? call.url : call.url.slice(0, pathStart)
    const path = pathStart === -1 ? '/' : call.url.slice(pathStart)
    return await new Promise<Outcome>(resolve => {
      const collector = new AnswerCollector(MAX_ANSWER_BYTES, resolve, outcomeOfError)
      this.#deadlines.add(collector)
      const request = { origin, path, method: call.method, headers: call.headers, body: call.body ?? null }
      this.#agent.dispatch(request, collector)
    })
  }

  /** Uploads (a stream, the caller's abort signal, their own bound) go through undici's request API. */
  async #stream (call: UpstreamRequest): Promise<Outcome> {
    const timeout = AbortSignal.timeout(call.totalMs ?? this.#timeoutMs)
    const signal = call.signal === undefined ? timeout : AbortSignal.any([timeout, call.signal])
    try {
      const res = await request(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body ?? null,
        signal,
        dispatcher: typeof call.body === 'object' ? this.#uploads : this.#agent
      })
      const text = await readLimited(res.body)
      if (text === null) return { kind: 'answer', status: res.statusCode, json: undefined, parsed: false }
      try {
        return { kind: 'answer', status: res.statusCode, json: JSON.parse(text), parsed: true }
      } catch {
        return { kind: 'answer', status: res.statusCode, json: undefined, parsed: false }
      }
    } catch (err) {
      if (call.signal?.aborted === true) return { kind: 'aborted', reason: call.signal.reason }
      if (timeout.aborted) return { kind: 'timeout' }
      return outcomeOfError(err)
    }
  }

  async close (): Promise<void> {
    await Promise.all([this.#agent.close(), this.#uploads.close()])
  }
}

/** A failed call: out of time, never sent, or broken after it may have been sent. */
export function outcomeOfError (err: unknown): Outcome {
  if (isTimeout(err)) return { kind: 'timeout' }
  const reason = errorCode(err)
  return NOT_SENT_CODES.has(reason) ? { kind: 'outage', reason } : { kind: 'reset', reason }
}

async function readLimited (body: AsyncIterable<Buffer> & { destroy: () => void }): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > MAX_ANSWER_BYTES) {
      body.destroy()
      return null
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function isTimeout (err: unknown): boolean {
  const e = err as { name?: string, code?: string }
  return e?.name === 'TimeoutError' || TIMEOUT_CODES.has(e?.code ?? '')
}

function errorCode (err: unknown): string {
  const e = err as { code?: string, name?: string }
  return e?.code ?? e?.name ?? 'unknown'
}
