// The upstream's request checks (docs/API.md "Signing"): signature, time window, and who is calling.
import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { sign } from '../../shared/node/signing.js'
import { SIGNATURE_WINDOW_S } from './plugins/nonces.js'

export type SignatureCheck =
  | { ok: true, nonce: string, ts: number }
  | { ok: false, reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

const NONCE = /^[0-9a-f]{16,64}$/
const TS = /^\d{1,12}$/
const SIGN = /^[0-9a-f]{32}$/

/** Checks ?nonce&ts&sign against the exact body bytes; nonce reuse is the caller's second check. */
export function checkSignature (query: unknown, rawBody: string, secret: string, now: number): SignatureCheck {
  if (query === null || typeof query !== 'object') return { ok: false, reason: 'missing' }
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    // A repeated parameter has no single canonical value, so it cannot be signed.
    if (typeof value !== 'string') return { ok: false, reason: 'malformed' }
    params[key] = value
  }
  const { nonce, ts, sign: given } = params
  if (nonce === undefined || ts === undefined || given === undefined) return { ok: false, reason: 'missing' }
  if (!NONCE.test(nonce) || !TS.test(ts) || !SIGN.test(given)) return { ok: false, reason: 'malformed' }
  const seconds = Number(ts)
  if (Math.abs(now - seconds) > SIGNATURE_WINDOW_S) return { ok: false, reason: 'stale' }
  const expected = sign(params, rawBody, secret)
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return { ok: false, reason: 'mismatch' }
  return { ok: true, nonce, ts: seconds }
}

export interface Caller {
  /** The bearer token as sent (recorded in the journal even when it cannot be trusted). */
  token: string | null
  /** False when X-Auth-Token contradicts the Authorization header. */
  consistent: boolean
}

function header (headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

export function caller (headers: IncomingHttpHeaders): Caller {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(headers, 'authorization') ?? '')
  const token = match?.[1] ?? null
  const bare = header(headers, 'x-auth-token')
  return { token, consistent: bare === undefined || bare === token }
}
