// Bad input of every kind gets a 400 naming the field (or 401/413/415), and nothing reaches the upstream.
import t, { type Test } from 'tap'
import type { FastifyRequest } from 'fastify'
import { clientHeaders, idempotencyHeaders, startStack, type Stack } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'
import { endpoints } from '../../shared/endpoints.js'
import { badHeader, checkedHeaders } from '../../gateway/src/checks/request-headers.js'

const WITHDRAW = '/api/user/v1/amt/withdraw'
const UPI = '/api/user/v1/amt/withdraw/update_upi_account'
const BANK = '/api/user/v1/amt/withdraw/update_bank_account'
const UNIVERSAL = '/api/user/v1/amt/withdraw/bind/universal/update'
const UP_UNIVERSAL = UNIVERSAL
const FEEDBACK_SUBMIT = '/api/user/v1/feedback/submit'

const goodUpi = { upi_id: 'ravi.k@okaxis', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' }

async function expectNothingForwarded (t: Test, s: Stack) {
  t.same(await s.journal(), [], 'nothing reached the upstream')
}

t.test('login-required calls without a bearer token: 401', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const headers of [{}, { authorization: 'demo-in' }, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }]) {
    const res = await s.api.post('/api/user/v1/amt/assetinfo').set(headers).send({})
    t.equal(res.status, 401, JSON.stringify(headers))
    t.same(res.body, { code: 401, msg: 'You need login first!', data: null, status: 'error' })
  }
  const hi = await s.api.get('/api/user/v3/account/getuserinfo').set('accept-language', 'hi')
  t.equal(hi.status, 401)
  t.equal(hi.body.msg, msg(s.gateway.catalogues.hi, 'error.login_required'))
  const report = await s.api.post('/api/hub/report').send({ list: [{ report_time: 1, event_class: 'page', event_name: 'view', attributes: {}, ext_data: { channel: 'gp', user_id: '', device_id: 'd', country_code: 'IN', user_type: 0, plan: '' } }] })
  t.equal(report.status, 200, 'analytics need no login')
  t.equal(report.body.status, 'success')
  const journal = await s.journal()
  t.same(journal.map(e => e.path), ['/hub/api/report'])
})

t.test('bodies that fail the schema', async t => {
  const s = await startStack(t)
  const cases: Array<[string, string, unknown, string]> = [
    ['unknown property', WITHDRAW, { amount: 10000, note: 'x' }, 'note'],
    ['string for an integer (no coercion)', WITHDRAW, { amount: '10000' }, 'amount'],
    ['fraction of a minor unit', WITHDRAW, { amount: 100.5 }, 'amount'],
    ['negative amount', WITHDRAW, { amount: -100 }, 'amount'],
    ['missing amount', WITHDRAW, {}, 'amount'],
    ['smuggled common field', WITHDRAW, { amount: 10000, assets_type: 6 }, 'assets_type'],
    ['smuggled nonce', WITHDRAW, { amount: 10000, nonce: 'a1b2c3d4e5f60718' }, 'nonce'],
    ['array body', WITHDRAW, [{ amount: 10000 }], 'body'],
    ['bad UPI ID', UPI, { ...goodUpi, upi_id: 'ravi@123' }, 'upi_id'],
    ['empty name', UPI, { ...goodUpi, name: '' }, 'name'],
    ['name with digits', UPI, { ...goodUpi, name: 'Ravi 2' }, 'name'],
    ['long name', UPI, { ...goodUpi, name: 'a'.repeat(101) }, 'name'],
    ['bad e-mail', UPI, { ...goodUpi, email: 'ravi@' }, 'email'],
    ['phone of another region on an India page', UPI, { ...goodUpi, phone: '081234567890' }, 'phone'],
    ['IFSC without the 0 in India', BANK, { bank_account: '123456789012', name: 'Ravi Kumar', ifsc: 'hdfc1001234', phone: '9876543210', email: 'ravi@example.com' }, 'ifsc'],
    ['missing IFSC in India', BANK, { bank_account: '123456789012', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' }, 'ifsc'],
    ['bank account with too few digits', BANK, { bank_account: 'ABCDE12345', name: 'Ravi Kumar', ifsc: 'HDFC0001234', phone: '9876543210', email: 'ravi@example.com' }, 'bank_account'],
    ['wallet id of another country', UNIVERSAL, { type: 'gopay', wallet_id: '+91 98765 43210', name: 'Budi' }, 'wallet_id'],
    ['pix without its key', UNIVERSAL, { type: 'pix', card_type: 'evp', name: 'Ana Souza', cpf: '12345678909' }, 'evp'],
    ['short EVP', UNIVERSAL, { type: 'pix', card_type: 'evp', evp: 'abc', name: 'Ana Souza', cpf: '12345678901' }, 'evp'],
    ['CPF with a wrong check digit', UNIVERSAL, { type: 'pix', card_type: 'cpf', name: 'Ana Souza', cpf: '123.456.789-01' }, 'cpf'],
    ['CPF of one repeated digit', UNIVERSAL, { type: 'pix', card_type: 'cpf', name: 'Ana Souza', cpf: '111.111.111-11' }, 'cpf'],
    ['EVP of 36 characters that is not a UUID', UNIVERSAL, { type: 'pix', card_type: 'evp', evp: '123e4567_e89b_42d3_a456_426614174000', name: 'Ana Souza', cpf: '12345678909' }, 'evp'],
    ['bKash number of another operator range', UNIVERSAL, { type: 'bkash', account_no: '01212345678', name: 'Rahim' }, 'account_no'],
    ['a company\'s PAN', '/api/user/v1/amt/withdraw/bind_upi_with_pancard', { ...goodUpi, pan_number: 'abcce1234f', pan_photo_url: 'https://cdn.example/p.jpg' }, 'pan_number'],
    ['name with an underscore', UPI, { ...goodUpi, name: 'Ravi_Kumar' }, 'name'],
    ['name with doubled apostrophes', UPI, { ...goodUpi, name: 'D\'\'Souza' }, 'name'],
    ['user id not 8 digits', '/api/user/v3/account/getotheruserinfo', { user_id_list: ['1234'] }, 'user_id_list.0'],
    ['empty description', '/api/user/v1/feedback/submit', { user_id: '12345678', server_name: 's', type_id: 1, description: '   ', log_consent: true }, 'description'],
    ['month format', '/api/user/v1/amt/withdraw/list', { month: '2026-13' }, 'month'],
    ['nested event field', '/api/event_report/api/event/push', { events: [{ report_time: 1, event_class: 'a b', event_name: 'x', attributes: {}, ext_data: { channel: '', user_id: '', device_id: '', country_code: '', user_type: 1, plan: '' } }] }, 'events.0.event_class'],
    ['prototype pollution key', WITHDRAW, JSON.parse('{"amount":10000,"__proto__":{"admin":true}}'), 'body']
  ]
  for (const [name, path, body, field] of cases) {
    await s.reset()
    const res = await s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders('demo-in') }).send(body as object)
    t.equal(res.status, 400, `${name}: 400`)
    t.equal(res.body.code, 400, name)
    t.equal(res.body.status, 'error', name)
    t.equal(res.body.errors?.[0]?.field, field, `${name}: names ${field}`)
    t.equal(typeof res.body.msg, 'string')
    t.equal(res.body.msg, res.body.errors?.[0]?.message, `${name}: msg is the first error`)
    await expectNothingForwarded(t, s)
  }
})

t.test('messages name the field in the request language', async t => {
  const s = await startStack(t)
  await s.reset()
  const expected: Record<string, string> = {}
  for (const lang of ['en', 'hi', 'id', 'bn', 'pt'] as const) {
    const catalogue = s.gateway.catalogues[lang]
    const res = await s.api.post(UPI).set({ ...idempotencyHeaders(UPI), ...clientHeaders('demo-in', { 'accept-language': lang }) }).send({ ...goodUpi, upi_id: 'bad' })
    expected[lang] = msg(catalogue, 'error.invalid_example').replace('{field}', msg(catalogue, 'field.upi_id')).replace('{example}', 'name@okaxis')
    t.equal(res.body.msg, expected[lang], lang)
    const missing = await s.api.post(UPI).set({ ...idempotencyHeaders(UPI), ...clientHeaders('demo-in', { 'accept-language': lang }) }).send({ ...goodUpi, name: undefined })
    t.equal(missing.body.msg, msg(catalogue, 'error.required').replace('{field}', msg(catalogue, 'field.name')), `${lang} required`)
  }
  t.equal(new Set(Object.values(expected)).size, 5, 'five different languages')
  const fallback = await s.api.post(UPI).set({ ...idempotencyHeaders(UPI), ...clientHeaders('demo-in', { 'accept-language': 'fr-FR' }) }).send({ ...goodUpi, upi_id: 'bad' })
  t.equal(fallback.body.msg, expected.en, 'others fall back to English')
})

t.test('bodies that are not JSON', async t => {
  const s = await startStack(t)
  await s.reset()
  const raw = async (body: string, type = 'application/json') => s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in') }).set('content-type', type).send(body)
  for (const body of ['{bad', '', 'null', '"x"', '12', '{"amount":10000}garbage', '\u0000']) {
    const res = await raw(body)
    t.equal(res.status, 400, JSON.stringify(body))
    t.equal(res.body.status, 'error')
    t.equal(res.body.code, 400)
    t.ok(res.body.errors?.[0]?.field, `${JSON.stringify(body)} names a field`)
  }
  const huge = await raw(JSON.stringify({ amount: 10000, pad: 'x'.repeat(300 * 1024) }))
  t.equal(huge.status, 413)
  t.equal(huge.body.status, 'error')
  await expectNothingForwarded(t, s)
})

t.test('content types: only plain application/json and multipart/form-data', async t => {
  const s = await startStack(t)
  await s.reset()
  const bad = JSON.stringify({ amount: 'not a number', extra: true })
  for (const type of ['application/json\t', ' application/json', 'APPLICATION/JSON ;', 'application/json ', 'text/plain', 'application/x-www-form-urlencoded', 'text/json', 'application/json5', 'multipart/form-data; boundary=x']) {
    const res = await s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in') }).set('content-type', type).send(bad)
    t.ok([400, 415].includes(res.status), `${JSON.stringify(type)} refused (${res.status})`)
    t.equal(res.body.status, 'error')
    t.not(res.body.code, 0)
  }
  const noType = await s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in') }).unset('content-type').send(Buffer.from(bad))
  t.ok([400, 415].includes(noType.status), 'no content type')
  const jsonToUpload = await s.api.post('/api/user/v1/file/uploadfile').set(clientHeaders('demo-in')).send({ file: 'x' })
  t.equal(jsonToUpload.status, 415, 'JSON to an upload call')
  await expectNothingForwarded(t, s)
  const ok = await s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in') }).set('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ amount: 10000 }))
  t.equal(ok.status, 200, 'the plain spelling with a charset passes')
  t.equal((await s.journal()).length, 1)
})

t.test('headers that would become common fields are bounded', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in', { 'x-origin': 'x'.repeat(500) }) }).send({ amount: 10000 })
  t.equal(res.status, 400)
  t.equal(res.body.errors?.[0]?.field, 'x-origin')
  await expectNothingForwarded(t, s)
})

t.test('headers an entry forwards are checked as the endpoint table lists them', async t => {
  const s = await startStack(t)
  await s.reset()
  const me = await s.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders('demo-in')).expect(200)
  const feedback = { user_id: String(me.body.data.user_id), server_name: 'in-1', type_id: 1, description: 'The page froze', log_consent: false }
  await s.reset()
  for (const [name, value] of [['too long', '7'.repeat(201)], ['not ASCII', '7.1.0\u00e9']] as const) {
    const res = await s.api.post(FEEDBACK_SUBMIT).set({ ...idempotencyHeaders(FEEDBACK_SUBMIT), ...clientHeaders('demo-in', { 'game-version': value }) }).send(feedback)
    t.equal(res.status, 400, `Game-Version ${name}: 400`)
    t.equal(res.body.errors?.[0]?.field, 'game-version', `Game-Version ${name}: named`)
  }
  await expectNothingForwarded(t, s)
  const ok = await s.api.post(FEEDBACK_SUBMIT).set({ ...idempotencyHeaders(FEEDBACK_SUBMIT), ...clientHeaders('demo-in', { 'game-version': '7.1.0' }) }).send(feedback)
  t.equal(ok.body.status, 'success', 'a good one is forwarded')

  // A call whose entry does not forward the header neither checks nor sends it.
  await s.reset()
  const other = await s.api.post(WITHDRAW).set({ ...idempotencyHeaders(WITHDRAW), ...clientHeaders('demo-in', { 'game-version': '7'.repeat(201) }) }).send({ amount: 10000 })
  t.equal(other.body.status, 'success')
  const [sent] = await s.journal(WITHDRAW)
  t.notOk('game-version' in (sent?.headers ?? {}), 'not forwarded')

  // Another header in an entry's `headers` is checked with no other change.
  const checked = checkedHeaders({ ...endpoints.feedbackTypes, headers: ['x-partner'] })
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest
  t.equal(badHeader(request({ 'x-partner': 'p'.repeat(201) }), checked), 'x-partner')
  t.equal(badHeader(request({ 'x-partner': 'partner-7' }), checked), null)
  t.equal(badHeader(request({ 'x-partner': 'p'.repeat(201) }), checkedHeaders(endpoints.feedbackTypes)), null, 'only for that entry')
})

t.test('unknown API paths and methods answer the envelope', async t => {
  const s = await startStack(t)
  const res = await s.api.post('/api/nope').send({})
  t.equal(res.status, 404)
  t.match(res.body, { code: 404, status: 'error', data: null })
  const get = await s.api.get('/api/user/v1/amt/withdraw').set(clientHeaders('demo-in'))
  t.equal(get.status, 404)
  t.equal(get.body.status, 'error')
})

t.test('a Pix key that is a phone number follows the Pix rule, not the region\'s phone rule', async t => {
  const s = await startStack(t)
  await s.reset()
  const pix = { type: 'pix', card_type: 'phone', phone: '11987654321', name: 'Ana Souza', cpf: '12345678909' }
  const res = await s.api.post(UNIVERSAL).set({ ...idempotencyHeaders(UNIVERSAL), ...clientHeaders('demo-br-new', { host: 'br.localhost' }) }).send(pix)
  t.not(res.status, 400, 'the 11-digit Pix phone passes the gateway')
  t.equal((await s.journal(UP_UNIVERSAL)).length, 1, 'and reaches the upstream')
  t.equal(res.body.code, 0, 'which binds the Brazilian player\'s key')
  const upi = await s.api.post(UPI).set({ ...idempotencyHeaders(UPI), ...clientHeaders('demo-in', { host: 'br.localhost' }) }).send({ ...goodUpi, phone: '9876543210' })
  t.equal(upi.status, 400, 'a contact phone still follows the page region (Brazil: +55 and 11 digits)')
  t.equal(upi.body.errors?.[0]?.field, 'phone')
})

t.test('feedback through the gateway: a log carries only its own fields, and the upstream\'s rules hold for a direct call', async t => {
  const s = await startStack(t)
  await s.reset()
  const headers = clientHeaders('demo-in', { 'game-version': '7.1.0' })
  const base = { user_id: '20481736', server_name: 'in-1', type_id: 2, description: 'Stuck', log_consent: true }
  const entry = { endpoint: '/api/user/v1/amt/assetinfo', status: 502, code: -1, request_id: '0f8e2d1c-3b4a-4c5d-8e6f-7a8b9c0d1e2f', at: 1700000000 }
  const smuggled: Array<[string, Record<string, unknown>]> = [
    ['a token as the request id', { ...entry, request_id: 'Bearer demo-in' }],
    ['a PAN as the request id', { ...entry, request_id: 'ABCDE1234F' }],
    ['a UPI ID in the path', { ...entry, endpoint: '/api/user/v1/amt/withdraw/rahul@ybl' }],
    ['a token in the query', { ...entry, endpoint: '/api/user/v1/amt/assetinfo?token=demo-in' }],
    ['an account number beside the fields', { ...entry, account_no: '50100123456789' }]
  ]
  for (const [what, bad] of smuggled) {
    const res = await s.api.post(FEEDBACK_SUBMIT).set(headers).send({ ...base, log: { source: 'client', entries: [bad] } })
    t.equal(res.status, 400, `${what}: 400`)
    t.match(res.body.errors?.[0]?.field, /^log/, `${what}: the log is named`)
  }
  await expectNothingForwarded(t, s)

  // Shaped right, so the gateway forwards it: the upstream is the one that refuses, with its own code.
  const direct = async (body: Record<string, unknown>, path = FEEDBACK_SUBMIT) => (await s.api.post(path).set(headers).send(body)).body
  t.match(await direct({ ...base, log_consent: false, log: { source: 'client', entries: [entry] } }), { code: 10051, status: 'error', msg: 'A diagnostic log can only be sent with your consent' })
  t.match(await direct({ ...base, log: { source: 'client', entries: [{ ...entry, endpoint: '/api/user/v1/demo-in' }] } }), { code: 40000, msg: 'Invalid request: log' }, 'a path of no call')
  t.match(await direct({ ...base, variant: 'song' }), { code: 10052, msg: 'A song report needs the song\'s title and what is wrong with it' })
  t.match(await direct({ user_id: '20481736', server_name: 'in-1', month: '2099-01' }, '/api/user/v1/feedback/list_latest'), { code: 10053, msg: 'Invalid time' })
  const sent = await direct({ ...base, variant: 'song', song: { title: 'Kesariya', problem: 'wont_play' }, log: { source: 'client', entries: [entry] } })
  t.equal(sent.status, 'success', 'a song report with consent and its log')
  const [top] = (await direct({ user_id: '20481736', server_name: 'in-1' }, '/api/user/v1/feedback/list_latest')).data.items
  t.match(top, { feedback_id: sent.data.feedback_id, variant: 'song', song: { title: 'Kesariya', problem: 'wont_play' }, log: { source: 'client', entries: [entry] } }, 'the history gives support the log and the song')
})
