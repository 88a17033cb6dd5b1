// What the gateway adds to a checked call before it goes upstream: the common body fields, the forwarded
// headers and the signature (docs/API.md "What the gateway adds upstream", "Signing").
import type { FastifyRequest } from 'fastify'
import { requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { SLOTS_ASSETS_TYPE } from '../../../shared/regions.js'
import { signedQuery, unixSeconds } from '../../../shared/node/signing.js'
import { DEFAULT_FLAVOR } from '../../../shared/defaults.js'
import { FORWARDED_HEADERS, bearerToken, header } from '../checks/request-headers.js'
import { NoncePool } from './nonce-pool.js'

const nonces = new NoncePool()

function commonFields (request: FastifyRequest, nonce: string, ts: number) {
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
