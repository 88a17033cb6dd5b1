// The one pooled HTTP client to the upstream. It never throws: every call ends in an Outcome that the
// envelope mapping turns into success, error, outage or timeout.
import { Agent, request } from 'undici'
import type { Readable } from 'node:stream'

export interface UpstreamRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string | Readable
  /** Aborts the call from the caller's side (a refused upload); reported as 'aborted'. */
  signal?: AbortSignal
  /**
   * Bound on the whole call instead of the upstream timeout. A streamed upload lasts as long as the client
   * takes to send it; the upstream timeout then bounds only a stall (nothing taken for that long) and the
   * wait for the answer after the last byte, which the agent's headersTimeout measures.
   */
  totalMs?: number
}

export type Outcome =
  | { kind: 'answer', status: number, json: unknown, parsed: boolean }
  | { kind: 'timeout' }
  /** Never reached the upstream: refused, no route, no such host. */
  | { kind: 'outage', reason: string }
  /** The connection broke after the request may have been sent: the upstream may have acted on it. */
  | { kind: 'reset', reason: string }
  | { kind: 'aborted', reason: unknown }

/** An answer larger than this is not an envelope we could use. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])
/** Failures before a connection exists: the request cannot have been sent. Anything else may have been. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'])

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

  constructor (timeoutMs: number) {
    this.#timeoutMs = timeoutMs
    this.#agent = pool(timeoutMs, 128)
    this.#uploads = pool(timeoutMs, 64)
  }

  async send (call: UpstreamRequest): Promise<Outcome> {
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
      if (timeout.aborted || isTimeout(err)) return { kind: 'timeout' }
      const reason = errorCode(err)
      return NOT_SENT_CODES.has(reason) ? { kind: 'outage', reason } : { kind: 'reset', reason }
    }
  }

  async close (): Promise<void> {
    await Promise.all([this.#agent.close(), this.#uploads.close()])
  }
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
