// What a call to the upstream is and every way it can end: shared by the client that makes the call, the
// collector that gathers its answer and everything that reads the outcome, so none of them imports another.
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
