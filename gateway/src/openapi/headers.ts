// The request headers of each call (docs/API.md "Request headers"): the ones every call reads or forwards, the
// Idempotency-Key of keyed calls, and the headers a table entry forwards for itself.
import { requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { headerMax } from '../../../shared/limits.js'
import { LANGUAGES, SLOTS_ASSETS_TYPE } from '../../../shared/regions.js'
import { DEFAULT_FLAVOR } from '../../../shared/defaults.js'
import { FORWARDED_HEADERS } from '../checks/request-headers.js'

type Parameter = Record<string, unknown>

/** A header's value: bounded for the field it becomes upstream, printable ASCII. */
function headerSchema (name: string): Record<string, unknown> {
  return { type: 'string', maxLength: headerMax(name), pattern: '^[\\x20-\\x7e]*$' }
}

/** Bounded and printable: the gateway answers 400 naming the header otherwise. */
function bounded (name: string, description: string, required = false): Parameter {
  return { name, in: 'header', required, description, schema: headerSchema(name) }
}

/** What each header of the host app's info means; those in FORWARDED_HEADERS also go upstream unchanged. */
const MEANING: Record<string, string> = {
  'accept-language': 'The player\'s language: the gateway\'s own messages and the upstream\'s answer in it ' +
    `(${LANGUAGES.join(', ')}; others en)`,
  device: 'Device id; also sent upstream as the body\'s `device_id`',
  user: 'User id of the app info',
  session: 'Session of the app info',
  country: 'Country code of the app info',
  channel: 'Channel of the app info',
  product: 'Product id of the app info',
  version: 'App version name; also sent upstream as the body\'s `appversion`'
}

/** Headers that become common fields of the upstream body without being forwarded themselves. */
const COMMON_FIELD_HEADERS: Parameter[] = [
  bounded('x-origin', 'Where the page runs; sent upstream as the body\'s `origin`'),
  bounded('x-flavor', `Build flavor; sent upstream as the body's \`flavor\` (default \`${DEFAULT_FLAVOR}\`)`),
  {
    ...bounded('x-slots', '`1` when the page URL has `slots=1`: the body\'s `assets_type` is then ' +
      `${SLOTS_ASSETS_TYPE} instead of the page region's`),
    schema: { ...headerSchema('x-slots'), examples: ['1'] }
  }
]

const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` })
/** accept-language -> AcceptLanguage. */
const componentName = (header: string): string =>
  header.split('-').map(p => p.charAt(0).toUpperCase() + p.slice(1)).join('')

const IDEMPOTENCY_KEY: Parameter = {
  name: 'idempotency-key',
  in: 'header',
  required: true,
  description: 'One key per operation, kept for its retries: the same key with the same body within 24 hours gets ' +
    'the first answer again (`Idempotent-Replayed: true`) and the upstream acts once; with another body 422; while ' +
    'the first is in flight 409. Scoped by player and call. Forwarded upstream.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' }
}

const REQUEST_ID: Parameter = {
  name: 'x-request-id',
  in: 'header',
  required: false,
  description: 'The caller\'s request id, kept when it is 8-100 of `A-Za-z0-9._-`; echoed in the answer\'s ' +
    'X-Request-Id and sent upstream',
  schema: { type: 'string' }
}

/** Parameters shared by every call, by component name. */
export function headerComponents (): Record<string, Parameter> {
  const out: Record<string, Parameter> = {}
  for (const name of FORWARDED_HEADERS) {
    out[componentName(name)] = bounded(name, `${MEANING[name] ?? 'Of the app info'}. Forwarded upstream.`)
  }
  for (const p of COMMON_FIELD_HEADERS) out[componentName(String(p.name))] = p
  out.IdempotencyKey = IDEMPOTENCY_KEY
  out.XRequestId = REQUEST_ID
  return out
}

/**
 * The header parameters of one call. Authorization is the `bearer` security scheme (OpenAPI ignores it as
 * a parameter). A header the entry forwards is required: the upstream refuses the call without it.
 */
const ENTRY_HEADER_TEXT =
  'Forwarded upstream for this call only; the upstream refuses the call without it (code 40000 naming the header).'

export function headerParameters (entry: EndpointDef): Parameter[] {
  const params: Parameter[] = [
    ...FORWARDED_HEADERS.map(name => ref(componentName(name))),
    ...COMMON_FIELD_HEADERS.map(p => ref(componentName(String(p.name)))),
    ref('XRequestId')
  ]
  if (requiresIdempotencyKey(entry)) params.push(ref('IdempotencyKey'))
  for (const name of entry.headers ?? []) {
    params.push(bounded(name, ENTRY_HEADER_TEXT, true))
  }
  return params
}
