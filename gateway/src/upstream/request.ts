// What the gateway adds to a checked call before it goes upstream: the common body fields, the forwarded
// headers and the signature (docs/API.md "What the gateway adds upstream", "Signing").
import type { FastifyRequest } from 'fastify'
import { requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { SLOTS_ASSETS_TYPE } from '../../../shared/regions.js'
import { signedQuery, unixSeconds } from '../../../shared/node/signing.js'
import { DEFAULT_FLAVOR } from '../../../shared/defaults.js'
import { FORWARDED_HEADERS } from '../checks/request-headers.js'
import type { RequestContext } from '../context/request-context.js'
import { NoncePool } from './nonce-pool.js'

const nonces = new NoncePool()

function commonFields (ctx: RequestContext, nonce: string, ts: number) {
  return {
    origin: ctx.header('x-origin') ?? '',
    appversion: ctx.header('version') ?? '',
    from: 1 as const,
    assets_type: ctx.header('x-slots') === '1' ? SLOTS_ASSETS_TYPE : ctx.site.info.assetsType,
    flavor: ctx.header('x-flavor') || DEFAULT_FLAVOR,
    device_id: ctx.header('device') ?? '',
    nonce,
    timestamp: ts
  }
}

/** The headers forwarded for each entry, listed once per entry rather than on every call. */
const forwardedNames = new WeakMap<EndpointDef, readonly string[]>()
function forwardedNamesOf (entry: EndpointDef): readonly string[] {
  let names = forwardedNames.get(entry)
  if (names === undefined) {
    const key = requiresIdempotencyKey(entry) ? ['idempotency-key'] : []
    names = [...FORWARDED_HEADERS, ...(entry.headers ?? []), ...key]
    forwardedNames.set(entry, names)
  }
  return names
}

/** The Idempotency-Key when it is well-formed (a malformed one never gets this far). */
function keyOf (ctx: RequestContext): string | undefined {
  return typeof ctx.idempotencyKey === 'string' ? ctx.idempotencyKey : undefined
}

export function forwardedHeaders (request: FastifyRequest, entry: EndpointDef): Record<string, string> {
  const ctx = request.ctx
  const out: Record<string, string> = { 'x-request-id': String(request.id) }
  if (ctx.token !== null) {
    out.authorization = `Bearer ${ctx.token}`
    out['x-auth-token'] = ctx.token
  }
  for (const name of forwardedNamesOf(entry)) {
    const value = name === 'idempotency-key' ? keyOf(ctx) : ctx.header(name)
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
  const fields = () => Object.assign({}, kept(business, entry.drop), commonFields(request.ctx, nonce, ts))
  const body = entry.kind === 'none' ? '' : JSON.stringify(fields())
  const headers = forwardedHeaders(request, entry)
  if (entry.kind !== 'none') headers['content-type'] = 'application/json'
  const query = signedQuery(body, request.server.config.signSecret, nonce, ts)
  return { url: `${request.ctx.site.upstream}${entry.upstream}?${query}`, headers, body }
}

/** A signed multipart call: the body is not part of the signature. */
export function signedUrl (request: FastifyRequest, entry: EndpointDef): string {
  const query = signedQuery('', request.server.config.signSecret, nonces.next(), unixSeconds())
  return `${request.ctx.site.upstream}${entry.upstream}?${query}`
}
