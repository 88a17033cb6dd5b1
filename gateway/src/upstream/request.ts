// What the gateway adds to a call before it goes upstream: the common body fields, the forwarded headers
// and the signature (docs/API.md "What the gateway adds upstream", "Signing").
import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY, requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { SLOTS_ASSETS_TYPE } from '../../../shared/regions.js'
import { signedQuery, unixSeconds } from '../../../shared/node/signing.js'
import { headerMax } from '../../../shared/limits.js'
import { DEFAULT_FLAVOR } from '../../../shared/defaults.js'
import { tokenScope } from '../../../shared/node/fingerprint.js'
import { NoncePool } from './nonce-pool.js'

export const FORWARDED_HEADERS = ['accept-language', 'device', 'user', 'session', 'country', 'channel', 'product', 'version'] as const
/**
 * Headers every call checks: their values become common fields or are forwarded, so they are bounded and
 * nothing malformed goes upstream. An entry's own forwarded headers (its `headers` in the endpoint table)
 * are added per entry by checkedHeaders. The Idempotency-Key has its own bound (1-255 printable
 * characters, IDEMPOTENCY_KEY in shared/endpoints.ts).
 */
export const COMMON_CHECKED_HEADERS = [...FORWARDED_HEADERS, 'x-origin', 'x-flavor', 'x-slots'] as const

const nonces = new NoncePool()

function header (request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

/** True when every character is printable ASCII (0x20-0x7e); a loop, as a regex costs more per header. */
function printable (value: string, from = 0x20): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < from || c > 0x7e) return false
  }
  return true
}

export interface CheckedHeader { name: string, max: number }

/** The headers a call to the entry checks, with their bounds: made once per entry, when its route is. */
export function checkedHeaders (entry: EndpointDef): readonly CheckedHeader[] {
  const names = new Set<string>([...COMMON_CHECKED_HEADERS, ...(entry.headers ?? [])])
  return [...names].map(name => ({ name, max: headerMax(name) }))
}

/** The first checked header that is too long (for the field it becomes upstream) or not printable ASCII, if any. */
export function badHeader (request: FastifyRequest, checked: readonly CheckedHeader[]): string | null {
  const headers = request.headers
  for (const { name, max } of checked) {
    const value = headers[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > max || !printable(value)) return name
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
  // "Bearer " and 1 to 512 visible ASCII characters (0x21-0x7e), checked without a regex: called on every call.
  if (auth === undefined || auth.length < 8 || auth.length > 7 + 512 || !auth.startsWith('Bearer ')) return null
  const token = auth.slice(7)
  return printable(token, 0x21) ? token : null
}

const scopes = new WeakMap<FastifyRequest, string>()

/** tokenScope of the request's bearer token, hashed once per request (the rate limit and the idempotency record both need it). */
export function requestTokenScope (request: FastifyRequest, token: string): string {
  let scope = scopes.get(request)
  if (scope === undefined) {
    scope = tokenScope(token)
    scopes.set(request, scope)
  }
  return scope
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

/** The headers forwarded for each entry, listed once per entry rather than on every call. */
const forwardedNames = new WeakMap<EndpointDef, readonly string[]>()
function forwardedNamesOf (entry: EndpointDef): readonly string[] {
  let names = forwardedNames.get(entry)
  if (names === undefined) {
    names = [...FORWARDED_HEADERS, ...(entry.headers ?? []), ...(requiresIdempotencyKey(entry) ? ['idempotency-key'] : [])]
    forwardedNames.set(entry, names)
  }
  return names
}

export function forwardedHeaders (request: FastifyRequest, entry: EndpointDef): Record<string, string> {
  const out: Record<string, string> = { 'x-request-id': String(request.id) }
  const token = bearerToken(request)
  if (token !== null) {
    out.authorization = `Bearer ${token}`
    out['x-auth-token'] = token
  }
  for (const name of forwardedNamesOf(entry)) {
    const value = header(request, name)
    if (value !== undefined) out[name] = value
  }
  return out
}

export interface Prepared { url: string, headers: Record<string, string>, body: string }

/** The business fields less the ones the entry drops (trade_list's page), in the order sent. */
function kept (business: Record<string, unknown>, drop: readonly string[] | undefined): Record<string, unknown> {
  if (drop === undefined || drop.length === 0) return business
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(business)) if (!drop.includes(key)) out[key] = business[key]
  return out
}

/** A signed JSON call: business fields (less the dropped ones) plus the common fields. */
export function prepareJson (request: FastifyRequest, entry: EndpointDef, business: Record<string, unknown>): Prepared {
  const nonce = nonces.next()
  const ts = unixSeconds()
  const body = entry.kind === 'none' ? '' : JSON.stringify(Object.assign({}, kept(business, entry.drop), commonFields(request, nonce, ts)))
  const headers = forwardedHeaders(request, entry)
  if (entry.kind !== 'none') headers['content-type'] = 'application/json'
  return { url: `${request.site.upstream}${entry.upstream}?${signedQuery(body, request.server.config.signSecret, nonce, ts)}`, headers, body }
}

/** A signed multipart call: the body is not part of the signature. */
export function signedUrl (request: FastifyRequest, entry: EndpointDef): string {
  return `${request.site.upstream}${entry.upstream}?${signedQuery('', request.server.config.signSecret, nonces.next(), unixSeconds())}`
}
