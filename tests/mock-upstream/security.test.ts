// Signature, time window, nonce, tokens, error tokens and the guest, as in docs/API.md "Signing".
import t from 'tap'
import { sign, signedQuery, unixSeconds, newNonce } from '../../shared/node/signing.js'
import { message } from '../helpers/messages.js'
import { checkSignature } from '../../mock-upstream/src/security.js'
import { startMock, SECRET } from './fixture/mock-client.js'
import { endpointList } from '../../shared/endpoints.js'

const en = (key: string, params?: Record<string, string | number>): string => message('en', key, params)

t.test('the contract test vector', async t => {
  const body = '{"amount":10000,"appversion":"1.0.0"}'
  t.equal(sign({ nonce: 'a1b2c3d4e5f60718', ts: '1763712000' }, body, 'dev-secret'), '30def3a022c84a67f9bae3323126e8df')
  const query = { nonce: 'a1b2c3d4e5f60718', ts: '1763712000', sign: '30def3a022c84a67f9bae3323126e8df' }
  t.same(checkSignature(query, body, 'dev-secret', 1763712000), { ok: true, nonce: 'a1b2c3d4e5f60718', ts: 1763712000 })
  t.same(checkSignature(query, body, 'dev-secret', 1763712000 + 300), { ok: true, nonce: 'a1b2c3d4e5f60718', ts: 1763712000 }, 'the window is inclusive')
  t.same(checkSignature(query, body, 'dev-secret', 1763712000 + 301), { ok: false, reason: 'stale' })
  t.same(checkSignature(query, body, 'dev-secret', 1763712000 - 301), { ok: false, reason: 'stale' })
  t.same(checkSignature(query, body + ' ', 'dev-secret', 1763712000), { ok: false, reason: 'mismatch' })
  t.same(checkSignature(query, body, 'other-secret', 1763712000), { ok: false, reason: 'mismatch' })
  t.same(checkSignature({ ...query, nonce: 'a1b2c3' }, body, 'dev-secret', 1763712000), { ok: false, reason: 'malformed' })
  t.same(checkSignature({ nonce: query.nonce, ts: query.ts }, body, 'dev-secret', 1763712000), { ok: false, reason: 'missing' })
  t.same(checkSignature({ ...query, nonce: [query.nonce, query.nonce] }, body, 'dev-secret', 1763712000), { ok: false, reason: 'malformed' })
  // Every query parameter but sign is signed, not only nonce and ts.
  const extra = { nonce: 'a1b2c3d4e5f60718', ts: '1763712000', v: '2' }
  t.same(checkSignature({ ...extra, sign: sign(extra, body, 'dev-secret') }, body, 'dev-secret', 1763712000), { ok: true, nonce: extra.nonce, ts: 1763712000 })
})

t.test('signature checks over HTTP', async t => {
  const m = await startMock(t)
  const signInvalid = { code: 50300, msg: en('upstream.sign_invalid'), data: null }

  t.test('a correctly signed call works', async t => {
    const res = await m.json('assetInfo')
    t.equal(res.code, 0)
    t.equal(res.msg, 'Success')
  })

  t.test('a body changed after signing', async t => {
    t.same(await m.json('withdrawList', {}, { afterSign: raw => raw.replace('"from":1', '"from":1 ') }), signInvalid)
  })

  t.test('the wrong secret', async t => {
    t.same(await m.json('assetInfo', {}, { secret: 'not-the-secret' }), signInvalid)
  })

  t.test('a timestamp outside 300 s, either way', async t => {
    t.same(await m.json('assetInfo', {}, { ts: unixSeconds() - 301 }), signInvalid)
    t.same(await m.json('assetInfo', {}, { ts: unixSeconds() + 301 }), signInvalid)
    t.equal((await m.json('assetInfo', {}, { ts: unixSeconds() - 290 })).code, 0, 'inside the window is fine')
  })

  t.test('a reused nonce, even on another path', async t => {
    const nonce = newNonce()
    t.equal((await m.json('assetInfo', {}, { nonce })).code, 0)
    t.same(await m.json('assetInfo', {}, { nonce }), signInvalid)
    t.same(await m.json('withdrawList', {}, { nonce }), signInvalid)
    t.same(await m.json('getUserInfo', {}, { nonce }), signInvalid)
  })

  t.test('body nonce or timestamp differing from the query', async t => {
    t.same(await m.json('assetInfo', {}, { common: { nonce: newNonce() } }), signInvalid)
    t.same(await m.json('assetInfo', {}, { common: { timestamp: unixSeconds() - 5 } }), signInvalid)
  })

  t.test('missing or malformed query parameters', async t => {
    const raw = ''
    const nonce = newNonce()
    const ts = unixSeconds()
    t.same(await m.json('getUserInfo', {}, { query: '' }), signInvalid)
    t.same(await m.json('getUserInfo', {}, { query: `nonce=${nonce}&ts=${ts}` }), signInvalid)
    t.same(await m.json('getUserInfo', {}, { query: `ts=${ts}&sign=${sign({ ts: String(ts) }, raw, SECRET)}` }), signInvalid)
    t.same(await m.json('getUserInfo', {}, { query: signedQuery(raw, SECRET, 'abc123', ts) }), signInvalid, 'nonce shorter than 16 hex')
    t.same(await m.json('getUserInfo', {}, { query: signedQuery(raw, SECRET, 'ZZZZZZZZZZZZZZZZ', ts) }), signInvalid, 'nonce not hex')
  })

  t.test('GET signs an empty body', async t => {
    const res = await m.json('getUserInfo')
    t.equal(res.code, 0)
    t.equal(res.data.user_id, '20481736')
  })

  t.test('the message follows Accept-Language', async t => {
    const res = await m.json('assetInfo', {}, { secret: 'x', lang: 'hi-IN,hi;q=0.9,en;q=0.8' })
    t.equal(res.code, 50300)
    t.equal(res.msg, message('hi', 'upstream.sign_invalid'))
    const pt = await m.json('assetInfo', {}, { secret: 'x', lang: 'pt-BR' })
    t.equal(pt.msg, message('pt', 'upstream.sign_invalid'))
    const other = await m.json('assetInfo', {}, { secret: 'x', lang: 'fr' })
    t.equal(other.msg, en('upstream.sign_invalid'), 'other languages fall back to English')
  })
})

t.test('tokens', async t => {
  const m = await startMock(t)
  const expired = { code: 50301, msg: en('upstream.session_expired'), data: null }

  t.test('unknown, missing or contradicting tokens on login calls', async t => {
    t.same(await m.json('assetInfo', {}, { token: 'nobody' }), expired)
    t.same(await m.json('assetInfo', {}, { token: null }), expired)
    t.same(await m.json('getUserInfo', {}, { token: null }), expired)
    t.same(await m.json('assetInfo', {}, { headers: { 'x-auth-token': 'demo-id' } }), expired, 'X-Auth-Token must equal the bearer token')
    t.same(await m.json('assetInfo', {}, { headers: { authorization: 'Basic demo-in' } }), expired)
  })

  t.test('calls without login work without a token', async t => {
    const events = [{ report_time: Date.now(), event_class: 'page', event_name: 'open', attributes: { page: 'asset' }, ext_data: { channel: 'gp', user_id: '', device_id: 'd1', country_code: 'IN', user_type: 0, plan: '' } }]
    t.same(await m.json('eventPush', { events }, { token: null }), { code: 0, msg: 'Success', data: { accepted: 1 } })
    t.same(await m.json('hubReport', { list: events }, { token: null }), { ret: 0, msg: 'ok' })
    const guest = await m.json('guestLogin', {}, { token: null })
    t.same(guest.data, { token: 'demo-guest', user_id: '60412873', user_type: 0 })
  })

  t.test('every error token answers its code on every call', async t => {
    const cases: Array<[string, number, string]> = [
      ['demo-err-50300', 50300, 'upstream.sign_invalid'],
      ['demo-err-50301', 50301, 'upstream.session_expired'],
      ['demo-err-50307', 50307, 'upstream.account_kicked'],
      ['demo-err-50315', 50315, 'upstream.pay_error']
    ]
    for (const [token, code, key] of cases) {
      t.same(await m.json('assetInfo', {}, { token }), { code, msg: en(key), data: null }, `${token} assetinfo`)
      t.same(await m.json('getUserInfo', {}, { token }), { code, msg: en(key), data: null }, `${token} getuserinfo`)
      t.same(await m.json('withdraw', { amount: 10000 }, { token }), { code, msg: en(key), data: null }, `${token} withdraw`)
      t.same(await m.json('guestLogin', {}, { token }), { code, msg: en(key), data: null }, `${token} on a call without login`)
      const hi = await m.json('rechargeList', {}, { token, lang: 'hi' })
      t.same(hi, { code, msg: message('hi', key), data: null }, `${token} in Hindi`)
      t.equal((await m.json('assetInfo', {}, { token, secret: 'wrong' })).code, 50300, `${token}: the signature is checked first`)
    }
  })

  t.test('the guest', async t => {
    const info = await m.json('getUserInfo', {}, { token: 'demo-guest' })
    t.equal(info.code, 0)
    t.equal(info.data.user_type, 0)
    const loginRequired = { code: 10060, msg: 'You need login first!', data: null }
    t.same(await m.json('assetInfo', {}, { token: 'demo-guest' }), loginRequired)
    t.same(await m.json('withdraw', { amount: 10000 }, { token: 'demo-guest' }), loginRequired)
    t.same(await m.json('rechargeList', {}, { token: 'demo-guest' }), loginRequired)
    t.same(await m.json('feedbackTypes', { user_id: '60412873', server_name: 'in1' }, { token: 'demo-guest' }), loginRequired)
    t.same(await m.json('uploadFile', {}, { token: 'demo-guest', file: { content: Buffer.alloc(2000), filename: 'a.png', mime: 'image/png' } }), loginRequired)
  })

  t.test('a guest gets exactly the login calls the table opens to guests', async t => {
    const loginRequired = { code: 10060, msg: 'You need login first!', data: null }
    const file = { content: Buffer.alloc(2000), filename: 'a.png', mime: 'image/png' }
    for (const [id, entry] of endpointList()) {
      if (!entry.login) continue
      const answer = await m.json(id, {}, { token: 'demo-guest', ...(entry.kind === 'multipart' ? { file } : {}) })
      if (entry.guests === true) t.not(answer.code, loginRequired.code, `${id} answers a guest`)
      else t.same(answer, loginRequired, `${id} refuses a guest`)
    }
    t.ok(endpointList().some(([, e]) => e.guests === true), 'the user info is open to guests')
  })
})

t.test('body checks after the signature', async t => {
  const m = await startMock(t)
  t.test('unknown, missing and wrongly typed fields', async t => {
    t.same(await m.json('withdraw', { amount: '10000' }), { code: 40000, msg: 'Invalid request: amount', data: null })
    t.same(await m.json('withdraw', {}), { code: 40000, msg: 'Invalid request: amount', data: null })
    t.same(await m.json('withdraw', { amount: 10000, upi: 'x' }), { code: 40000, msg: 'Invalid request: upi', data: null })
    t.same(await m.json('withdrawCancel', { order_id: 'bad id!' }), { code: 40000, msg: 'Invalid request: order number', data: null })
    const hi = await m.json('withdraw', { amount: 1.5 }, { lang: 'hi' })
    t.equal(hi.msg, message('hi', 'upstream.bad_params', { field: message('hi', 'field.amount') }))
  })
  t.test('a common field with a wrong value', async t => {
    t.same(await m.json('assetInfo', {}, { common: { from: 2 } }), { code: 40000, msg: 'Invalid request: from', data: null })
  })
  t.test('the fields the gateway must drop are refused', async t => {
    t.same(await m.json('tradeList', { page: 1 }), { code: 40000, msg: 'Invalid request: page', data: null })
  })
  t.test('a body that is not a JSON object', async t => {
    t.same(await m.json('assetInfo', {}, { afterSign: () => 'not json', query: undefined }), { code: 50300, msg: en('upstream.sign_invalid'), data: null }, 'changed after signing')
    const nonce = newNonce()
    const ts = unixSeconds()
    const res = await m.call('assetInfo', {}, { query: signedQuery('[1,2]', SECRET, nonce, ts), afterSign: () => '[1,2]' })
    t.same(res.body, { code: 40000, msg: 'Invalid request: request', data: null })
  })
})
