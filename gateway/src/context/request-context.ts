// What every later step of an API call reads about its caller, worked out once when the call arrives:
// the bearer token, the checked headers (the first bad one, else their values), the Idempotency-Key,
// the page host's region and the language. Nothing here answers anything: routes/api.ts refuses in its
// own order (login, money mode, headers, key, media type), so the errors stay what they were.
import type { FastifyRequest } from 'fastify'
import type { EndpointDef } from '../../../shared/endpoints.js'
import type { Language, Region } from '../../../shared/regions.js'
import { tokenScope } from '../../../shared/node/fingerprint.js'
import type { HostConfig } from '../site/page-hosts.js'
import {
  bearerToken, checkedHeaders, idempotencyKey, readCheckedHeaders, type CheckedHeader
} from '../checks/request-headers.js'

type Translator = FastifyRequest['t']

/** The checked headers of each entry, listed once per entry rather than on every call. */
const checkedOf = new WeakMap<EndpointDef, readonly CheckedHeader[]>()

export function checkedHeadersOf (entry: EndpointDef): readonly CheckedHeader[] {
  let checked = checkedOf.get(entry)
  if (checked === undefined) {
    checked = checkedHeaders(entry)
    checkedOf.set(entry, checked)
  }
  return checked
}

export class RequestContext {
  /** The bearer token when well-formed, else null. */
  readonly token: string | null
  /** The first checked header that is too long or not printable ASCII, if any. */
  readonly badHeader: string | null
  /** The checked headers the call came with, by name, once they are known good (empty when one is bad). */
  readonly headers: Readonly<Record<string, string>>
  /** The Idempotency-Key: null when absent, false when malformed. */
  readonly idempotencyKey: string | null | false
  readonly site: Readonly<HostConfig>
  readonly region: Region
  readonly lang: Language
  readonly t: Translator
  #scope: string | undefined

  constructor (request: FastifyRequest, entry: EndpointDef) {
    this.token = bearerToken(request)
    const checked = readCheckedHeaders(request, checkedHeadersOf(entry))
    this.badHeader = checked.bad
    this.headers = checked.values
    this.idempotencyKey = idempotencyKey(request)
    this.site = request.site
    this.region = request.site.region
    this.lang = request.lang
    this.t = request.t
  }

  /** A checked header's value, when the call sent it once. */
  header (name: string): string | undefined {
    return this.headers[name]
  }

  /**
   * tokenScope of the bearer token ('' scoped when there is none), hashed at most once per call: the rate
   * limit and the idempotency record both need it.
   */
  tokenScope (): string {
    this.#scope ??= tokenScope(this.token ?? '')
    return this.#scope
  }
}
