// docs/API.md "The envelope": how an upstream outcome becomes the envelope and its HTTP status.
import { GATEWAY_FAILURE, OK, type Envelope } from '../../../shared/codes.js'
import type { Outcome } from './types.js'

type T = (key: string) => string

export interface Mapped { http: number, body: Envelope }

function isRecord (value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function busy (t: T): Mapped {
  return { http: 502, body: { code: GATEWAY_FAILURE, msg: t('error.system_busy'), data: null, status: 'error' } }
}

/** Where data.items is an array, data.list is the same array (the client reads either). */
function withList (data: unknown): unknown {
  if (isRecord(data) && Array.isArray(data.items)) return { ...data, list: data.items }
  return data ?? null
}

/** The gateway's own failure envelope: no data, the message in the caller's language. */
function failure (http: number, msg: string, status: 'timeout' | 'outage'): Mapped {
  return { http, body: { code: GATEWAY_FAILURE, msg, data: null, status } }
}

export function mapOutcome (outcome: Outcome, result: 'code' | 'ret', t: T): Mapped {
  switch (outcome.kind) {
    case 'timeout': return failure(504, t('error.timeout'), 'timeout')
    // docs/API.md "The envelope": refused, reset or DNS is an outage. Keyed calls treat a reset as unknown
    // instead (idempotency/forward.ts).
    case 'outage':
    case 'reset': return failure(503, t('error.outage'), 'outage')
    case 'aborted': return busy(t)
    case 'answer': break
  }
  const ok = outcome.status >= 200 && outcome.status <= 299
  if (!ok || !outcome.parsed || !isRecord(outcome.json)) return busy(t)
  const json = outcome.json
  const code = result === 'ret' ? json.ret : json.code
  if (typeof code !== 'number' || !Number.isInteger(code)) return busy(t)
  const msg = typeof json.msg === 'string' ? json.msg : ''
  if (json.msg !== undefined && typeof json.msg !== 'string') return busy(t)
  if (code === OK) {
    const data = result === 'ret' ? null : withList(json.data)
    return { http: 200, body: { code: OK, msg, data, status: 'success' } }
  }
  return { http: 200, body: { code, msg, data: null, status: 'error' } }
}
