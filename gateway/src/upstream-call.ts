// What the gateway adds to a call before it goes upstream: the common body fields, the forwarded headers
// and the signature (CONTRACT.md section 4).
import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY, requiresIdempotencyKey, type EndpointDef } from '../../shared/endpoints.js'
import { SLOTS_ASSETS_TYPE } from '../../shared/regions.js'
import { newNonce, signedQuery, unixSeconds } from '../../shared/signing.js'
import { headerMax } from '../../shared/limits.js'
import { DEFAULT_FLAVOR } from '../../shared/defaults.js'

export const FORWARDED_HEADERS = ['accept-language', 'device', 'user', 'session', 'country', 'channel', 'product', 'version'] as const
/** Headers whose values become common fields or are forwarded: bounded so nothing malformed goes upstream. */
// The Idempotency-Key has its own bound (1-255 printable characters, IDEMPOTENCY_KEY in shared/endpoints.ts).
export const CHECKED_HEADERS = [...FORWARDED_HEADERS, 'x-origin', 'x-flavor', 'x-slots', 'game-version'] as const
const PRINTABLE = /^[\x20-\x7e]*$/

function header (request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

/** The first forwarded header that is too long (for the field it becomes upstream) or not printable ASCII, if any. */
export function badHeader (request: FastifyRequest): string | null {
  for (const name of CHECKED_HEADERS) {
    const value = request.headers[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > headerMax(name) || !PRINTABLE.test(value)) return name
  }
  return null
}

/** The Idempotency-Key header: null when absent, false when malformed (1-255 printable characters). */
export function idempotencyKey (request: FastifyRequest): string | null | false {
  const value = request.headers['idempotency-key']
  if (value === undefined) return null
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value) ? value : false
}

/** Bearer token of the Authorization header, when well-formed. */
export function bearerToken (request: FastifyRequest): string | null {
  const auth = header(request, 'authorization')
  if (auth === undefined) return null
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(auth)
  return match?.[1] ?? null
}

export function commonFields (request: FastifyRequest, nonce: string, ts: number) {
  return {
    origin: header(request, 'x-origin') ?? '',
    appversion: header(request, 'version') ?? '',
    from: 1 as const,
    assets_type: header(request, 'x-slots') === '1' ? SLOTS_ASSETS_TYPE : request.site.info.assetsType,
    flavor: header(request, 'x-flavor') || DEFAULT_FLAVOR,
    device_id: header(request, 'device') ?? '',
    nonce,
    timestamp: ts
  }
}

export function forwardedHeaders (request: FastifyRequest, entry: EndpointDef): Record<string, string> {
  const out: Record<string, string> = { 'x-request-id': String(request.id) }
  const token = bearerToken(request)
  if (token !== null) {
    out.authorization = `Bearer ${token}`
    out['x-auth-token'] = token
  }
  const names: string[] = [...FORWARDED_HEADERS, ...(entry.headers ?? []), ...(requiresIdempotencyKey(entry) ? ['idempotency-key'] : [])]
  for (const name of names) {
    const value = header(request, name)
    if (value !== undefined) out[name] = value
  }
  return out
}

export interface Prepared { url: string, headers: Record<string, string>, body: string }

/** A signed JSON call: business fields (less the dropped ones) plus the common fields. */
export function prepareJson (request: FastifyRequest, entry: EndpointDef, business: Record<string, unknown>): Prepared {
  const nonce = newNonce()
  const ts = unixSeconds()
  const kept = Object.fromEntries(Object.entries(business).filter(([k]) => !(entry.drop ?? []).includes(k)))
  const body = entry.kind === 'none' ? '' : JSON.stringify({ ...kept, ...commonFields(request, nonce, ts) })
  const headers = forwardedHeaders(request, entry)
  if (entry.kind !== 'none') headers['content-type'] = 'application/json'
  return { url: `${request.site.upstream}${entry.upstream}?${signedQuery(body, request.server.config.signSecret, nonce, ts)}`, headers, body }
}

/** A signed multipart call: the body is not part of the signature. */
export function signedUrl (request: FastifyRequest, entry: EndpointDef): string {
  return `${request.site.upstream}${entry.upstream}?${signedQuery('', request.server.config.signSecret, newNonce(), unixSeconds())}`
}
