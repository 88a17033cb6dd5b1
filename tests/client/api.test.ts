// The client's api module in Node (no DOM needed at import): the envelope mapping, the contract headers
// from the app info, and what a failed call does (toast, host bridge), with fetch and the host stubbed.
import t, { type Test } from 'tap'
import { getDefaultStore } from 'jotai'
import { interpret, requestHeaders, call } from '../../client/src/lib/api.js'
import { appInfoAtom, configAtom, type SiteConfig } from '../../client/src/lib/session.js'
import { normaliseAppInfo } from '../../client/src/lib/bridge.js'
import { toastAtom } from '../../client/src/lib/toast.js'
import { keyFor, settle, settleUnlessUncertain } from '../../client/src/lib/idempotency.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { setLanguage } from '../../client/src/lib/i18n.js'

interface HostCall { method: string, args: unknown[] }
const hostCalls: HostCall[] = []
const g = globalThis as Record<string, unknown>
// The bits of `window` the modules touch at call time: location (slots, origin) and the host bridge.
g.window = {
  location: { search: '', origin: 'https://page.example', href: 'https://page.example/asset/detail' },
  WalletHost: {
    getAppInfo: () => '{}',
    getUserInfo: () => '{}',
    closeAllPages: (...args: unknown[]) => { hostCalls.push({ method: 'closeAllPages', args }) },
    payError: (...args: unknown[]) => { hostCalls.push({ method: 'payError', args }) },
    pay: (...args: unknown[]) => { hostCalls.push({ method: 'pay', args }) }
  }
}
t.teardown(() => { delete g.window })

const store = getDefaultStore()
const info = normaliseAppInfo({ token: 'tok-1', language: 'en', userId: '42', flavor: '', versionName: '3.2.1', versionCode: 321, deviceId: 'dev-1', region: 'in', channel: 'gp', productId: 'cardgame', countryCode: 'IN', session: 's-1', origin: 'https://wallet.example' })
store.set(appInfoAtom, info)
store.set(configAtom, { timeoutMs: 1000 } as SiteConfig)
// Catalogues are fetched chunks in the browser; here the same dynamic import loads English.
await setLanguage('en')

t.test('interpret: envelopes to results', async t => {
  t.same(interpret(200, { code: 0, msg: 'ok', status: 'success', data: { a: 1 } }), { ok: true, data: { a: 1 }, msg: 'ok' })
  t.match(interpret(200, { code: 10002, msg: 'Insufficient', status: 'error', data: null }), { ok: false, code: 10002, msg: 'Insufficient', status: 'error' })
  t.match(interpret(400, { code: 400, msg: 'bad', status: 'error', data: null, errors: [{ field: 'amount', message: 'too small' }] }), { ok: false, errors: [{ field: 'amount', message: 'too small' }] })
  t.match(interpret(504, { code: -1, msg: 'Timed out', status: 'timeout', data: null }), { ok: false, status: 'timeout' })
  t.match(interpret(504, null), { ok: false, code: -1, status: 'timeout' }, 'a 504 without an envelope is a timeout')
  t.match(interpret(502, '<html>'), { ok: false, code: -1, status: 'network' }, 'a proxy\'s page says nothing of the outcome')
  t.match(interpret(504, null), { msg: 'The server took too long to answer. Please try again' }, 'a proxy\'s 504 is told as a timeout')
  t.match(interpret(503, '<html>'), { ok: false, code: -1, status: 'outage', msg: 'The service cannot be reached right now. Please try again later' }, 'a proxy\'s 503 is an outage, told apart from a timeout')
  t.match(interpret(200, null), { ok: false, code: -1, status: 'network' }, 'nor does an answer cut before its body (a bare 200)')
  const busy = interpret(500, null)
  t.ok(!busy.ok && busy.msg !== '' && !busy.msg.includes('error.'), 'a translated message, not a key')
  t.match(interpret(200, { code: 0, msg: '', status: 'error' }), { ok: false, code: 0 }, 'code 0 without success status is not a success')
})

t.test('normaliseAppInfo: one shape whatever the host app spells', async t => {
  t.match(info, { token: 'tok-1', flavor: 'gp_in', region: 'IN', slots: false })
  t.match(normaliseAppInfo({ loginToken: 'x', lang: 'hi', user_id: 7, device_id: 'd', product: 'p', country: 'BD', version: '1.0', slots: '1' }),
    { token: 'x', language: 'hi', userId: '7', deviceId: 'd', productId: 'p', countryCode: 'BD', versionName: '1.0', slots: true })
  t.match(normaliseAppInfo({ tpDeviceID: 'tp-1' }), { deviceId: 'tp-1', token: '', versionCode: 0 })
})

t.test('requestHeaders: the contract headers from the app info', async t => {
  t.same(requestHeaders(), {
    'accept-language': 'en',
    authorization: 'Bearer tok-1',
    device: 'dev-1',
    user: '42',
    session: 's-1',
    country: 'IN',
    channel: 'gp',
    product: 'cardgame',
    version: '3.2.1',
    'x-origin': 'https://wallet.example',
    'x-flavor': 'gp_in'
  })
  store.set(appInfoAtom, { ...info, slots: true, origin: '' })
  t.match(requestHeaders(), { 'x-slots': '1', 'x-origin': 'https://page.example' }, 'slots; the page origin when the app gives none')
  store.set(appInfoAtom, { ...info, token: '' })
  t.notOk('authorization' in requestHeaders(), 'no bearer without a token')
  store.set(appInfoAtom, info)
})

interface Sent { url: string, init: RequestInit }
const realFetch = globalThis.fetch
function stubFetch (t: Test, answer: (sent: Sent) => Promise<Response> | Response): Sent[] {
  const sent: Sent[] = []
  globalThis.fetch = (async (url: string, init: RequestInit) => { const s = { url: String(url), init }; sent.push(s); return answer(s) }) as typeof fetch
  t.teardown(() => { globalThis.fetch = realFetch })
  return sent
}
const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

t.test('call: path, method, headers, body', async t => {
  const sent = stubFetch(t, () => json(200, { code: 0, msg: '', status: 'success', data: { amount: 1 } }))
  const result = await call('assetInfo', {})
  t.match(result, { ok: true, data: { amount: 1 } })
  t.equal(sent[0]?.url, endpointRoutes.assetInfo.path)
  t.equal(sent[0]?.init.method, 'POST')
  t.match(sent[0]?.init.headers, { authorization: 'Bearer tok-1', 'content-type': 'application/json' })
  t.equal(sent[0]?.init.body, '{}')
  await call('getUserInfo')
  t.equal(sent[1]?.init.method, 'GET')
  t.equal(sent[1]?.init.body, undefined, 'GET has no body')
})

t.test('call: failures toast unless silent; the session codes close the app\'s pages', async t => {
  for (const code of [50300, 50301, 50307, 50315]) {
    hostCalls.length = 0
    store.set(toastAtom, null)
    stubFetch(t, () => json(200, { code, msg: `code ${code}`, status: 'error', data: null }))
    const result = await call('assetInfo', {})
    t.match(result, { ok: false, code }, String(code))
    t.ok(hostCalls.some(c => c.method === 'closeAllPages'), `${code}: closeAllPages`)
    t.equal(hostCalls.some(c => c.method === 'payError'), code === 50315, `${code}: payError only for 50315`)
    t.equal(store.get(toastAtom)?.text, `code ${code}`, `${code}: the message toasted`)
  }
  hostCalls.length = 0
  store.set(toastAtom, null)
  stubFetch(t, () => json(200, { code: 10002, msg: 'Insufficient', status: 'error', data: null }))
  await call('assetInfo', {}, { silent: true })
  t.equal(store.get(toastAtom), null, 'silent: no toast')
  t.same(hostCalls, [], 'a domain error leaves the app alone')
  stubFetch(t, () => { throw new TypeError('Failed to fetch') })
  t.match(await call('assetInfo', {}, { silent: true }), { ok: false, status: 'network', code: -1 })
  stubFetch(t, () => new Response('not json', { status: 504 }))
  t.match(await call('assetInfo', {}, { silent: true }), { ok: false, status: 'timeout' })
  store.set(toastAtom, null)
})

t.test('idempotency: one key per operation until it has an outcome', async t => {
  const a = keyFor('withdraw:100:acc-1')
  t.equal(keyFor('withdraw:100:acc-1'), a, 'a retry reuses the key')
  t.not(keyFor('withdraw:200:acc-1'), a, 'another operation gets another key')
  settleUnlessUncertain('withdraw:100:acc-1', { ok: false, status: 'timeout', code: -1 })
  t.equal(keyFor('withdraw:100:acc-1'), a, 'kept after a timeout')
  settleUnlessUncertain('withdraw:100:acc-1', { ok: false, status: 'network', code: -1 })
  t.equal(keyFor('withdraw:100:acc-1'), a, 'kept after a network failure')
  settleUnlessUncertain('withdraw:100:acc-1', { ok: false, status: 'outage', code: -1 })
  t.equal(keyFor('withdraw:100:acc-1'), a, 'kept after an outage')
  settleUnlessUncertain('withdraw:100:acc-1', { ok: false, status: 'error', code: 409 })
  t.equal(keyFor('withdraw:100:acc-1'), a, 'kept while the gateway says the first call is in flight')
  settleUnlessUncertain('withdraw:100:acc-1', { ok: false, status: 'error', code: 10001 })
  t.not(keyFor('withdraw:100:acc-1'), a, 'a new key after a certain answer')
  settle('withdraw:100:acc-1')
  settle('withdraw:200:acc-1')
})

t.test('a payout binding carries a key of its own: kept while uncertain, new once answered', async t => {
  let answer: Response = json(504, { code: -1, msg: 'slow', status: 'timeout', data: null })
  const sent = stubFetch(t, () => answer)
  const body = { paytm_id: '9876543210', name: 'Priya Nair' }
  const keyOf = (i: number): unknown => (sent[i]?.init.headers as Record<string, string>)['idempotency-key']
  await call('bindPaytm', body, { silent: true })
  t.match(keyOf(0), /^[0-9a-f-]{36}$/, 'the binding is sent with an Idempotency-Key though the screen named none')
  answer = json(409, { code: 409, msg: 'in flight', status: 'error', data: null })
  await call('bindPaytm', body, { silent: true })
  t.equal(keyOf(1), keyOf(0), 'the retry after a timeout sends the same key')
  answer = json(200, { code: 0, msg: '', status: 'success', data: { type: 'paytm' } })
  await call('bindPaytm', body, { silent: true })
  t.equal(keyOf(2), keyOf(0), 'and again while the first is still in flight')
  await call('bindPaytm', body, { silent: true })
  t.not(keyOf(3), keyOf(0), 'a binding made after the answer is a new operation')
  await call('bindPaytm', { ...body, name: 'Priya N.' }, { silent: true })
  t.not(keyOf(4), keyOf(3), 'another binding, another key')
  await call('assetInfo', {}, { silent: true })
  t.equal(keyOf(5), undefined, 'a read is not keyed')
})

t.test('a money call is keyed by the table: the same withdrawal keeps its key until it has an outcome', async t => {
  let answer: Response = json(504, { code: -1, msg: 'slow', status: 'timeout', data: null })
  const sent = stubFetch(t, () => answer)
  const keyOf = (i: number): unknown => (sent[i]?.init.headers as Record<string, string>)['idempotency-key']
  const body = { amount: 20000, account_id: 'acc-1' }
  t.ok(endpointRoutes.withdraw.keyed, 'the table says withdraw is keyed, as a money call')
  await call('withdraw', body, { silent: true })
  t.match(keyOf(0), /^[0-9a-f-]{36}$/, 'sent with an Idempotency-Key the feature never named')
  answer = json(200, { code: 10002, msg: 'Insufficient', status: 'error', data: null })
  await call('withdraw', body, { silent: true })
  t.equal(keyOf(1), keyOf(0), 'the retry after a timeout is the same operation')
  await call('withdraw', body, { silent: true })
  t.not(keyOf(2), keyOf(0), 'after a certain answer the same amount again is a new withdrawal')
  await call('withdraw', { ...body, amount: 30000 }, { silent: true })
  t.not(keyOf(3), keyOf(2), 'another amount, another key')
})

t.test('50300 rejects the request: a failure the upstream decided, the pages closed, the operation not pending', async t => {
  hostCalls.length = 0
  store.set(toastAtom, null)
  let answer: Response = json(200, { code: 50300, msg: 'Invalid signature', status: 'error', data: null })
  const sent = stubFetch(t, () => answer)
  const keyOf = (i: number): unknown => (sent[i]?.init.headers as Record<string, string>)['idempotency-key']
  const body = { amount: 20000, account_id: 'acc-2' }
  const result = await call('withdraw', body)
  t.same(result, { ok: false, code: 50300, msg: 'Invalid signature', status: 'error' }, 'the call fails with the upstream\'s code, no data')
  t.same(hostCalls.map(c => c.method), ['closeAllPages'], 'and the app is asked to close its pages')
  t.equal(store.get(toastAtom)?.text, 'Invalid signature', 'the upstream\'s message shown')
  answer = json(200, { code: 0, msg: '', status: 'success', data: { order_id: 'x' } })
  await call('withdraw', body, { silent: true })
  t.not(keyOf(1), keyOf(0), 'rejected, not pending: the same amount again is a new withdrawal with a new key')
  store.set(toastAtom, null)
})

t.test('an outage and a timeout are told apart (CONTRACT section 5), both pending for a money call', async t => {
  let answer: Response = json(503, { code: -1, msg: 'The service cannot be reached right now. Please try again later', status: 'outage', data: null })
  const sent = stubFetch(t, () => answer)
  const keyOf = (i: number): unknown => (sent[i]?.init.headers as Record<string, string>)['idempotency-key']
  const body = { amount: 30000, account_id: 'acc-3' }
  store.set(toastAtom, null)
  t.match(await call('withdraw', body), { ok: false, code: -1, status: 'outage' }, 'the gateway\'s 503: outage')
  t.equal(store.get(toastAtom)?.text, 'The service cannot be reached right now. Please try again later')
  answer = json(504, { code: -1, msg: 'The server took too long to answer. Please try again', status: 'timeout', data: null })
  t.match(await call('withdraw', body), { ok: false, code: -1, status: 'timeout' }, 'the gateway\'s 504: timeout')
  t.equal(store.get(toastAtom)?.text, 'The server took too long to answer. Please try again')
  t.equal(keyOf(1), keyOf(0), 'neither settles the withdrawal: the retry reuses the key')
  answer = new Response('<html>bad gateway</html>', { status: 503 })
  t.match(await call('assetInfo', {}), { ok: false, status: 'outage' }, 'a proxy\'s bare 503 is an outage too')
  t.equal(store.get(toastAtom)?.text, 'The service cannot be reached right now. Please try again later')
  store.set(toastAtom, null)
})

t.test('the same money operation asked again while on its way shares the one request and its answer', async t => {
  const answers: Array<(r: Response) => void> = []
  let reached: () => void = () => {}
  const fetched = new Promise<void>(resolve => { reached = resolve })
  const sent = stubFetch(t, async () => await new Promise<Response>(resolve => { answers.push(resolve); reached() }))
  const body = { user_id: '20593318', amount: 70000 }
  // Both asked in the same task, as a double tap would, before the first has sent anything.
  const first = call('transfer', body, { silent: true })
  const second = call('transfer', body, { silent: true })
  // Wait for the first fetch itself (the route table is a dynamic import, more than a timer's turn under
  // load), then one more turn in which a second fetch would have been made.
  await fetched
  await new Promise(resolve => setTimeout(resolve, 20))
  t.equal(sent.length, 1, 'one request is on its way')
  // Every request made is answered, so a second one fails the counts below rather than hanging the test.
  for (const answer of answers) answer(json(200, { code: 0, msg: '', status: 'success', data: { coins_left: 450000 } }))
  const [a, b] = await Promise.all([first, second])
  t.match(a, { ok: true, data: { coins_left: 450000 } }, 'the first gets the answer')
  t.equal(b, a, 'the second gets the same answer, not a 409 "in flight"')
  t.equal(sent.length, 1, 'still one request')
  const other = stubFetch(t, () => json(200, { code: 0, msg: '', status: 'success', data: { coins_left: 380000 } }))
  await call('transfer', body, { silent: true })
  t.equal(other.length, 1, 'once answered, the same transfer again is sent: a new operation')
  t.not((other[0]?.init.headers as Record<string, string>)['idempotency-key'], (sent[0]?.init.headers as Record<string, string>)['idempotency-key'], 'with a new key')
})

t.test('the table\'s kinds hold at compile time', async t => {
  // Never run: the checks are the @ts-expect-error lines, which fail typecheck if the call compiles.
  const never = (): void => {
    // @ts-expect-error a multipart endpoint is not a call()
    void call('ocrPancard', {})
  }
  t.type(never, 'function')
})
