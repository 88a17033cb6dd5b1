// The envelope of every answer the gateway gives, one schema per HTTP status, and which statuses each
// kind of call can get (docs/API.md "The envelope"): the same decisions as routes/api.ts, the envelope
// plugin, the idempotency forwarder and the limiters, written down for an integrator.
import { requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { MONEY_MODES } from '../../../shared/money-modes.js'
import {
  BAD_REQUEST, GATEWAY_FAILURE, IDEMPOTENCY_IN_FLIGHT, IDEMPOTENCY_MISMATCH, UNAUTHORIZED
} from '../../../shared/codes.js'

type Schema = Record<string, unknown>

const FieldError: Schema = {
  type: 'object',
  required: ['field', 'message'],
  properties: {
    field: {
      type: 'string',
      description: 'The body field or header refused (a header by its lower-case name, e.g. `idempotency-key`)'
    },
    message: {
      type: 'string',
      description: 'Why, in the language of Accept-Language, with an example of the accepted form where one helps'
    }
  }
}

interface Refusal {
  description: string
  code: number
  status: readonly string[]
  /** Whether `errors` is always there, may be there, or never is. */
  errors: 'always' | 'sometimes' | 'never'
  retryAfter?: boolean
}

/** Every non-200 status an /api call can get, with what its envelope holds. */
export const REFUSALS = {
  400: {
    code: BAD_REQUEST,
    status: ['error'],
    errors: 'always',
    description: 'Refused before anything reached the upstream: a body that fails its schema or the page region\'s ' +
      'field rules, a body that is not JSON (or broken multipart), a forwarded header too long or not printable ' +
      'ASCII, a missing or malformed Idempotency-Key. `msg` names the first bad field; `errors` lists it.'
  },
  401: {
    code: UNAUTHORIZED,
    status: ['error'],
    errors: 'never',
    description: 'The call needs login and there is no well-formed `Authorization: Bearer <token>`.'
  },
  408: {
    code: GATEWAY_FAILURE,
    status: ['timeout'],
    errors: 'never',
    description: 'The request (headers and body) did not arrive within the gateway\'s time bounds; the connection is ' +
      'closed after the answer.'
  },
  409: {
    code: IDEMPOTENCY_IN_FLIGHT,
    status: ['error'],
    errors: 'never',
    description: 'The same Idempotency-Key is still in flight: the outcome is not known yet. Query (or retry later ' +
      'with the same key).'
  },
  413: {
    code: 413,
    status: ['error'],
    errors: 'sometimes',
    description: 'The body is over its limit: a JSON body over 256 KiB, an upload file over UPLOAD_MAX_BYTES, or ' +
      'more parts than an upload has.'
  },
  415: {
    code: 415,
    status: ['error'],
    errors: 'never',
    description: 'Not `application/json` (UTF-8) for a JSON call, not `multipart/form-data` with one boundary for an ' +
      'upload, or an uploaded file whose first bytes are not an allowed image type.'
  },
  422: {
    code: IDEMPOTENCY_MISMATCH,
    status: ['error'],
    errors: 'never',
    description: 'This Idempotency-Key was already used with a different body: a different operation needs a key of ' +
      'its own.'
  },
  429: {
    code: 429,
    status: ['error'],
    errors: 'never',
    retryAfter: true,
    description: 'Rate limited (per player, or per address for calls without login): wait `Retry-After` seconds.'
  },
  500: {
    code: GATEWAY_FAILURE,
    status: ['error'],
    errors: 'never',
    description: 'The gateway failed on its own (a bug); nothing certain about the upstream.'
  },
  502: {
    code: GATEWAY_FAILURE,
    status: ['error'],
    errors: 'never',
    description: 'The upstream answered HTTP 401, 403, 404, another non-2xx, or a body that is not its envelope. On ' +
      'a keyed call whose outcome is unknown, `status` is `timeout`: settle it by querying.'
  },
  503: {
    code: GATEWAY_FAILURE,
    status: ['outage'],
    errors: 'never',
    retryAfter: true,
    description: 'The upstream is unreachable (refused, reset, DNS), the gateway is overloaded (with `Retry-After`), ' +
      'or, for a keyed call, the idempotency store is unreachable.'
  },
  504: {
    code: GATEWAY_FAILURE,
    status: ['timeout'],
    errors: 'never',
    description: 'The upstream did not answer within UPSTREAM_TIMEOUT_MS (or cut the connection during a keyed ' +
      'call): the outcome is unknown.'
  }
} as const satisfies Record<number, Refusal>

export type RefusalStatus = keyof typeof REFUSALS

function refusalSchema (refusal: Refusal, status: readonly string[]): Schema {
  const required = ['code', 'msg', 'data', 'status']
  const properties: Record<string, unknown> = {
    code: { const: refusal.code },
    msg: { type: 'string', description: 'In the language of Accept-Language (en, hi, id, bn, pt; others en)' },
    data: { type: 'null' },
    status: status.length === 1 ? { const: status[0] } : { enum: [...status] }
  }
  if (refusal.errors !== 'never') {
    properties.errors = { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/FieldError' } }
  }
  if (refusal.errors === 'always') required.push('errors')
  return { type: 'object', required, properties, additionalProperties: false }
}

/** A keyed call whose outcome is unknown answers 502 with status timeout, where others say error. */
const KEYED_502 = { ...REFUSALS[502], status: ['error', 'timeout'] } as const

const name = (status: number, keyed = false): string => `Refusal${status}${keyed ? 'Keyed' : ''}`

export function envelopeComponents (): {
  schemas: Record<string, Schema>
  responses: Record<string, unknown>
  headers: Record<string, unknown>
} {
  const schemas: Record<string, Schema> = { FieldError }
  const responses: Record<string, unknown> = {}
  const add = (status: number, refusal: Refusal, keyed = false): void => {
    schemas[name(status, keyed)] = refusalSchema(refusal, refusal.status)
    responses[name(status, keyed)] = {
      description: refusal.description,
      headers: {
        'X-Request-Id': { $ref: '#/components/headers/RequestId' },
        'X-Money-Mode': { $ref: '#/components/headers/MoneyMode' },
        ...(refusal.retryAfter === true ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {})
      },
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name(status, keyed)}` } } }
    }
  }
  for (const [status, refusal] of Object.entries(REFUSALS)) add(Number(status), refusal)
  add(502, KEYED_502, true)
  const headers = {
    RequestId: {
      description: 'The request\'s id: the caller\'s X-Request-Id when it is 8-100 of `A-Za-z0-9._-`, ' +
        'else a new one; also sent upstream and written in the logs',
      schema: { type: 'string' }
    },
    RetryAfter: { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
    MoneyMode: {
      description: 'The money mode of the region the page\'s host serves (docs/REGIONS.md "Money modes"): ' +
        'which money calls its operators have closed. On every answer once the host is known, so an open page ' +
        'learns a change at its next call',
      schema: { enum: [...MONEY_MODES] }
    },
    IdempotentReplayed: {
      description: '`true` when this is the saved answer of an earlier call with the same Idempotency-Key; ' +
        'the upstream was not called again',
      schema: { const: 'true' }
    }
  }
  return { schemas, responses, headers }
}

export interface CallFacts {
  /** Whether a rate limit applies to the call (the gateway's limitFor). */
  limited: boolean
}

/** The statuses besides 200 that this call can get. */
export function refusalStatuses (entry: EndpointDef, facts: CallFacts): RefusalStatus[] {
  const statuses: RefusalStatus[] = [400, 408, 500, 502, 503, 504]
  if (entry.login) statuses.push(401)
  if (entry.kind !== 'none') statuses.push(413, 415)
  if (requiresIdempotencyKey(entry)) statuses.push(409, 422)
  if (facts.limited) statuses.push(429)
  return statuses.sort((a, b) => a - b)
}

export function refusalResponses (entry: EndpointDef, facts: CallFacts): Record<string, unknown> {
  const keyed = requiresIdempotencyKey(entry)
  return Object.fromEntries(refusalStatuses(entry, facts).map(status =>
    [String(status), { $ref: `#/components/responses/${name(status, keyed && status === 502)}` }]))
}

/** The 200 answer: the upstream's data on code 0, its code and message otherwise. */
export function successResponse (entry: EndpointDef, data: Schema): Record<string, unknown> {
  const keyed = requiresIdempotencyKey(entry)
  const success: Schema = {
    type: 'object',
    required: ['code', 'msg', 'data', 'status'],
    properties: {
      code: { const: 0 },
      msg: { type: 'string' },
      data: entry.result === 'ret' ? { type: 'null' } : withList(data),
      status: { const: 'success' }
    }
  }
  const error: Schema = {
    type: 'object',
    required: ['code', 'msg', 'data', 'status'],
    properties: {
      code: {
        type: 'integer',
        not: { const: 0 },
        description: 'The upstream\'s code: 50300, 50301, 50307 and 50315 mean the host app closes every wallet ' +
          'page; 40000 a field the upstream refused; 10001 and up a domain error (docs/API.md "Upstream codes")'
      },
      msg: { type: 'string', description: 'The upstream\'s message, in the player\'s language' },
      data: { type: 'null' },
      status: { const: 'error' }
    }
  }
  return {
    description: `The upstream answered: ${entry.result === 'ret' ? 'its `ret`' : 'its `code`'} 0 is ` +
      '`status: success`; any other code is `status: error` with the upstream\'s code and message.',
    headers: {
      'X-Request-Id': { $ref: '#/components/headers/RequestId' },
      'X-Money-Mode': { $ref: '#/components/headers/MoneyMode' },
      ...(keyed ? { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } : {})
    },
    content: { 'application/json': { schema: { oneOf: [success, error] } } }
  }
}

/** Where data.items is an array, the gateway adds data.list, the same array. */
function withList (data: Schema): Schema {
  const properties = data.properties as Record<string, Schema> | undefined
  const items = properties?.items
  if (items === undefined || items.type !== 'array') return data
  const list = { ...items, description: 'The same array as `items`, added by the gateway' }
  return { ...data, properties: { ...properties, list } }
}
