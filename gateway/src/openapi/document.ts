// The OpenAPI document, made from the endpoint table like everything else: per call its headers, its body
// with each field's regional rules, its 200 envelope and the envelope of every other status the gateway can
// answer it with (docs/API.md). Served at GET /api/openapi.json.
import { endpointList, requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { envelopeComponents, refusalResponses, successResponse, type CallFacts } from './envelopes.js'
import { headerComponents, headerParameters } from './headers.js'
import { crossFieldText, payoutTypesText, withFieldRules } from './field-rules.js'

type Schema = Record<string, unknown>

export interface DocumentOptions {
  /** Whether a rate limit applies to the call: the gateway's own decision (plugins/rate-limits.ts). */
  limited: (entry: EndpointDef) => boolean
}

function plain (schema: unknown): Schema {
  return JSON.parse(JSON.stringify(schema)) as Schema
}

const AREAS: Record<string, string> = {
  withdraw: 'Withdrawals and payout accounts',
  asset: 'Balances, transactions, guest login',
  recharge: 'Add cash: packages, channels, orders, chips shop',
  user: 'User info and picture upload',
  feedback: 'Help and feedback',
  transfer: 'Coin transfer between players, the agency list',
  dealer: 'The coin dealer\'s manage centre',
  report: 'Analytics events (no login)'
}

const MONEY_TEXT = 'A money operation: send an Idempotency-Key, and keep it for every retry of this operation.'
const BINDING_TEXT = 'Binds a payout account: keyed like a money operation, so a retried binding is never applied ' +
  'twice. The gateway checks the fields by the page host\'s region, the upstream again by the account\'s own region.'
const GUESTS_TEXT = 'Guests (user_type 0) get an answer too; every other login call answers them code 10060.'
const RET_TEXT = 'The upstream answers `{ret, msg}`; the gateway gives the envelope with `code` = `ret`.'

function description (entry: EndpointDef): string {
  const how = entry.kind === 'json' ? ', with the common fields added to the body and the URL signed' : ', URL signed'
  const lines = [`Upstream: \`${entry.method} ${entry.upstream}\`${how}.`]
  if (entry.drop !== undefined) lines.push(`Dropped before forwarding: ${entry.drop.map(f => `\`${f}\``).join(', ')}.`)
  if (entry.money === true) lines.push(MONEY_TEXT)
  if (entry.binding === true) lines.push(BINDING_TEXT, payoutTypesText())
  if (entry.guests === true) lines.push(GUESTS_TEXT)
  if (entry.result === 'ret') lines.push(RET_TEXT)
  if (entry.upload !== undefined) {
    const { field, types } = entry.upload
    lines.push(`Upload: one file in \`${field}\` (${types.join(', ')}, by its first bytes), streamed; ` +
      'at most UPLOAD_MAX_BYTES (`GET /api/config` `uploadMaxBytes`).')
  }
  return lines.join(' ')
}

function requestBody (entry: EndpointDef): Schema | undefined {
  if (entry.kind === 'none') return undefined
  const body = withFieldRules(plain(entry.body))
  const rules = crossFieldText(entry, body)
  if (rules !== undefined) {
    body.description = typeof body.description === 'string' ? `${body.description} ${rules}` : rules
  }
  if (entry.kind === 'json') return { required: true, content: { 'application/json': { schema: body } } }
  const field = entry.upload?.field ?? 'file'
  const fields = (body.properties ?? {}) as Record<string, unknown>
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `image: ${(entry.upload?.types ?? []).join(', ')}`
  }
  const schema = {
    type: 'object',
    required: [field],
    additionalProperties: false,
    properties: { ...fields, [field]: file }
  }
  return { required: true, content: { 'multipart/form-data': { schema } } }
}

function operation (id: string, entry: EndpointDef, facts: CallFacts): Schema {
  const op: Schema = {
    operationId: id,
    summary: entry.summary,
    description: description(entry),
    tags: [entry.area],
    parameters: headerParameters(entry),
    // Calls without login take a token all the same and forward it when sent.
    security: entry.login ? [{ bearer: [] }] : [{}, { bearer: [] }],
    responses: { 200: successResponse(entry, plain(entry.data)), ...refusalResponses(entry, facts) }
  }
  const body = requestBody(entry)
  if (body !== undefined) op.requestBody = body
  if (requiresIdempotencyKey(entry)) op['x-idempotent'] = true
  return op
}

export function openApiDocument (options: DocumentOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [id, entry] of endpointList()) {
    const op = operation(id, entry, { limited: options.limited(entry) })
    paths[entry.path] = { ...(paths[entry.path] ?? {}), [entry.method.toLowerCase()]: op }
  }
  const envelopes = envelopeComponents()
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wallet gateway API',
      version: '1.0.0',
      description: 'Every /api answer is the envelope `{code, msg, data, status}` (status success, error, outage or ' +
        'timeout), whatever its HTTP status. Amounts are integer minor units (divide by 100 to show). The page host ' +
        'decides the region, and so the field rules and the upstream. Ruled fields (`x-rule`, with `x-regions`: each ' +
        'region\'s pattern, an example as players type it and its canonical form) are normalised before they are ' +
        'checked: digits of any script are read as ASCII and the spaces, dashes, dots and brackets people type ' +
        'between digits are dropped. The contract in prose: docs/API.md.'
    },
    servers: [{
      url: '/',
      description: 'A region host: its region decides the field rules and the common fields injected'
    }],
    tags: Object.entries(AREAS).map(([name, text]) => ({ name, description: text })),
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The player\'s login token from the host app\'s info (`token`). ' +
            'Forwarded upstream as `Authorization` and as the bare `X-Auth-Token`.'
        }
      },
      parameters: headerComponents(),
      schemas: envelopes.schemas,
      responses: envelopes.responses,
      headers: envelopes.headers
    },
    paths
  }
}
