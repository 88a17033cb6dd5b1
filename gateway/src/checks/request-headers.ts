// What every call's headers must be before anything else is looked at: the bearer token, the bounded
// context headers and the Idempotency-Key (docs/API.md "Request headers"). The upstream request is built
// from them afterwards (upstream/request.ts).
import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY, type EndpointDef } from '../../../shared/endpoints.js'
import { headerMax } from '../../../shared/limits.js'

/** The client's context headers, forwarded upstream as they came once checked. */
export const FORWARDED_HEADERS = [
  'accept-language', 'device', 'user', 'session', 'country', 'channel', 'product', 'version'
] as const
/**
 * Headers every call checks: their values become common fields or are forwarded, so they are bounded and
 * nothing malformed goes upstream. An entry's own forwarded headers (its `headers` in the endpoint table)
 * are added per entry by checkedHeaders. The Idempotency-Key has its own bound (1-255 printable
 * characters, IDEMPOTENCY_KEY in shared/endpoints.ts).
 */
export const COMMON_CHECKED_HEADERS = [...FORWARDED_HEADERS, 'x-origin', 'x-flavor', 'x-slots'] as const

/** A header's value when it came once (Node joins or lists repeated ones). */
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

export interface CheckedValues {
  /** The first checked header that is too long (for the field it becomes upstream) or not printable ASCII. */
  bad: string | null
  /** The checked headers sent, by name; empty when one is bad, as the call is refused then. */
  values: Record<string, string>
}

const NONE: Record<string, string> = Object.freeze({})

/** Checks the entry's headers in order, stopping at the first bad one, and keeps the good values. */
export function readCheckedHeaders (request: FastifyRequest, checked: readonly CheckedHeader[]): CheckedValues {
  const headers = request.headers
  const values: Record<string, string> = {}
  for (const { name, max } of checked) {
    const value = headers[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > max || !printable(value)) return { bad: name, values: NONE }
    values[name] = value
  }
  return { bad: null, values }
}

/** The first checked header that is too long or not printable ASCII, if any. */
export function badHeader (request: FastifyRequest, checked: readonly CheckedHeader[]): string | null {
  return readCheckedHeaders(request, checked).bad
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
