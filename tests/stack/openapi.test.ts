// The OpenAPI document against the OpenAPI 3.1 schema, against the table, and against what the real gateway
// (in front of the real mock upstream) answers: every status it gives a call is documented for that call,
// with a body the documented envelope schema accepts.
import t, { type Test } from 'tap'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { randomUUID } from 'node:crypto'
import { startStack, clientHeaders, type Stack } from '../helpers/stack.js'
import { endpointList, endpoints, requiresIdempotencyKey, type EndpointDef } from '../../shared/endpoints.js'
import { FORWARDED_HEADERS } from '../../gateway/src/checks/request-headers.js'

type Doc = Record<string, any>

/** The document as served, with every $ref resolved. */
async function servedDocument (s: Stack): Promise<{ raw: Doc, resolved: Doc, valid: boolean, errors: unknown }> {
  const res = await s.api.get('/api/openapi.json')
  if (res.status !== 200) throw new Error(`openapi.json: HTTP ${res.status}`)
  const validator = new Validator()
  const result = await validator.validate(res.body)
  return { raw: res.body, resolved: result.valid ? validator.resolveRefs() : {}, valid: result.valid, errors: result.errors }
}

const ajv = new Ajv2020({ strict: false, allErrors: true })

function operationOf (doc: Doc, entry: EndpointDef): Doc {
  return doc.paths[entry.path][entry.method.toLowerCase()]
}

/** Checks an answer against the schema documented for its status; a status the document omits fails. */
function matchesDocument (t: Test, doc: Doc, entry: EndpointDef, res: { status: number, body: unknown }, label: string): void {
  const response = operationOf(doc, entry).responses[String(res.status)]
  if (response === undefined) {
    t.fail(`${label}: HTTP ${res.status} is not documented`)
    return
  }
  const validate = ajv.compile(response.content['application/json'].schema)
  t.ok(validate(res.body), `${label}: HTTP ${res.status} as documented`, { body: res.body, errors: validate.errors })
}

const keyed = (entry: EndpointDef): boolean => requiresIdempotencyKey(entry)

t.test('the served document is valid OpenAPI 3.1 and every schema in it compiles', async t => {
  const s = await startStack(t)
  const { resolved, valid, errors } = await servedDocument(s)
  t.ok(valid, 'valid OpenAPI', { errors })
  for (const [id, e] of endpointList()) {
    const op = operationOf(resolved, e)
    for (const [status, response] of Object.entries(op.responses as Record<string, Doc>)) {
      t.doesNotThrow(() => ajv.compile(response.content['application/json'].schema), `${id} ${status}`)
    }
    const content = op.requestBody?.content as Doc | undefined
    if (content !== undefined) for (const media of Object.values(content)) t.doesNotThrow(() => ajv.compile(media.schema), `${id} body`)
  }
})

t.test('every operation documents its headers, login and error statuses', async t => {
  const s = await startStack(t)
  const { resolved: doc } = await servedDocument(s)
  for (const [id, e] of endpointList()) {
    const op = operationOf(doc, e)
    const params = new Map((op.parameters as Doc[]).map(p => [String(p.name).toLowerCase(), p]))
    for (const name of [...FORWARDED_HEADERS, 'x-origin', 'x-flavor', 'x-slots', 'x-request-id']) {
      t.equal(params.get(name)?.in, 'header', `${id}: ${name}`)
    }
    t.equal(params.get('idempotency-key')?.required, keyed(e) ? true : undefined, `${id}: Idempotency-Key ${keyed(e) ? 'required' : 'not taken'}`)
    for (const name of e.headers ?? []) t.equal(params.get(name)?.required, true, `${id}: ${name} required`)
    t.same(op.security, e.login ? [{ bearer: [] }] : [{}, { bearer: [] }], `${id}: security`)
    const statuses = Object.keys(op.responses).map(Number)
    const expected = [200, 400, 408, 500, 502, 503, 504]
    if (e.login) expected.push(401)
    if (e.kind !== 'none') expected.push(413, 415)
    if (keyed(e)) expected.push(409, 422)
    t.same(statuses.filter(n => n !== 429).sort(), expected.sort(), `${id}: statuses`)
    for (const status of statuses.filter(n => n !== 200)) {
      const schema = op.responses[status].content['application/json'].schema
      t.ok(schema.properties.code.const !== undefined && schema.required.includes('status'), `${id} ${status}: an envelope with its code`)
    }
  }
  const phone = operationOf(doc, endpoints.bindAccount).requestBody.content['application/json'].schema.properties.phone
  t.match(phone['x-regions'], { IN: { pattern: '^[6-9]\\d{9}$', canonical: '9876543210' }, BR: { canonical: '+5511987654321' } }, 'a field\'s rule per region')
  t.match(operationOf(doc, endpoints.bindAccount).requestBody.content['application/json'].schema.description, /IN: ifsc.*ID: bank_name/, 'what each region requires')
  t.match(operationOf(doc, endpoints.universalUpdate).requestBody.content['application/json'].schema.description, /type `pix`: card_type `evp`: name, cpf, evp/, 'what each payout type requires')
})

/** A request that passes the gateway's own checks (token, headers, media type), with an empty body. */
function plainCall (s: Stack, e: EndpointDef, token: string) {
  const req = (e.method === 'GET' ? s.api.get(e.path) : s.api.post(e.path)).set(clientHeaders(token))
  if (keyed(e)) req.set('idempotency-key', randomUUID())
  if (e.kind === 'json') return req.set('content-type', 'application/json').send('{}')
  if (e.kind === 'multipart') return req.set('content-type', 'multipart/form-data; boundary=b').send('--b--\r\n')
  return req
}

t.test('refusals before the upstream are what the document says', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: '10000' } })
  const { resolved: doc } = await servedDocument(s)
  for (const [id, e] of endpointList()) {
    const call = () => (e.method === 'GET' ? s.api.get(e.path) : s.api.post(e.path))
    if (e.login) matchesDocument(t, doc, e, await call().set('accept-language', 'pt'), `${id} without a token`)
    const badHeader = await call().set(clientHeaders('demo-in', { device: 'd'.repeat(500) }))
    t.equal(badHeader.status, 400, `${id}: a header too long`)
    matchesDocument(t, doc, e, badHeader, `${id} with a header too long`)
    if (e.kind === 'none') continue
    matchesDocument(t, doc, e, await call().set(clientHeaders('demo-in')).set('content-type', 'text/plain').send('x'), `${id} as text/plain`)
    const big = e.kind === 'json'
      ? await call().set(clientHeaders('demo-in')).set('content-type', 'application/json').send(`{"x":"${'a'.repeat(300 * 1024)}"}`)
      : await call().set(clientHeaders('demo-in')).set('content-type', 'multipart/form-data; boundary=b').send(Buffer.alloc(200 * 1024, 'a'))
    t.equal(big.status, 413, `${id}: too large`)
    matchesDocument(t, doc, e, big, `${id} too large`)
  }
})

t.test('the rate limits are where the document says', async t => {
  const s = await startStack(t, { env: { RATE_LIMIT_USER_PER_MIN: '1', RATE_LIMIT_IP_PER_MIN: '1' } })
  const { resolved: doc } = await servedDocument(s)
  for (const [id, e] of endpointList()) {
    // Each call twice with its own token: a limit of one a minute shows on the second, where one applies.
    const documented = operationOf(doc, e).responses['429'] !== undefined
    const answers = [await plainCall(s, e, `probe-${id}`), await plainCall(s, e, `probe-${id}`)]
    for (const res of answers) matchesDocument(t, doc, e, res, `${id} called`)
    const limited = answers.find(res => res.status === 429)
    t.equal(limited !== undefined, documented, `${id}: ${documented ? '' : 'not '}rate limited, as documented`)
    if (limited !== undefined) t.match(limited.headers['retry-after'], /^\d+$/, `${id}: Retry-After`)
  }
})

t.test('keyed calls and upstream failures are what the document says', async t => {
  const s = await startStack(t)
  const { resolved: doc } = await servedDocument(s)
  const withdraw = endpoints.withdraw
  const send = (body: object, key: string) => s.api.post(withdraw.path).set(clientHeaders('demo-in', { 'idempotency-key': key })).send(body)

  const key = randomUUID()
  matchesDocument(t, doc, withdraw, await send({ amount: 10000 }, key), 'a withdrawal')
  const other = await send({ amount: 20000 }, key)
  t.equal(other.status, 422)
  matchesDocument(t, doc, withdraw, other, 'the same key with another body')
  const replay = await send({ amount: 10000 }, key)
  t.equal(replay.headers['idempotent-replayed'], 'true')
  t.ok(operationOf(doc, withdraw).responses['200'].headers['Idempotent-Replayed'], 'the replay header is documented')
  t.equal(replay.headers['x-money-mode'], 'open', 'the region\'s money mode on the answer')
  t.equal(other.headers['x-money-mode'], 'open', 'and on a refusal')
  for (const status of ['200', '422']) {
    t.same(operationOf(doc, withdraw).responses[status].headers['X-Money-Mode']?.schema, { enum: ['open', 'withdraw_only', 'closed'] },
      `documented on ${status} with its values`)
  }

  await s.fault({ path: withdraw.upstream, delay_ms: 500 })
  const second = randomUUID()
  const first = send({ amount: 10000 }, second).then(res => res)
  await new Promise(resolve => setTimeout(resolve, 150))
  const inFlight = await send({ amount: 10000 }, second)
  t.equal(inFlight.status, 409)
  matchesDocument(t, doc, withdraw, inFlight, 'the same key in flight')
  await first

  await s.fault({ path: withdraw.upstream, http_status: 500 })
  const unknown = await send({ amount: 10000 }, randomUUID())
  t.same([unknown.status, unknown.body.status], [502, 'timeout'], 'a keyed call with an unknown outcome')
  matchesDocument(t, doc, withdraw, unknown, 'a keyed call with an unknown outcome')

  const asset = endpoints.assetInfo
  const assetInfo = () => s.api.post(asset.path).set(clientHeaders('demo-in')).send({})
  await s.fault({ path: asset.upstream, http_status: 500 })
  matchesDocument(t, doc, asset, await assetInfo(), 'upstream HTTP 500')
  await s.fault({ path: asset.upstream, delay_ms: 2500 })
  matchesDocument(t, doc, asset, await assetInfo(), 'upstream too slow')
  await s.mock.close()
  matchesDocument(t, doc, asset, await assetInfo(), 'upstream gone')
})
