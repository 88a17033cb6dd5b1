// docs/API.md "What the gateway adds upstream": what reaches the upstream, checked in the mock upstream's journal.
import t from 'tap'
import { sign } from '../../shared/node/signing.js'
import { clientHeaders, queryText, startStack, TEST_SECRET } from '../helpers/stack.js'

t.test('common fields, forwarded headers and the signature', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post('/api/user/v1/amt/withdraw/list').set(clientHeaders('demo-in', { 'x-flavor': 'gp_in_pro' })).send({ page: 1, page_size: 5 })
  t.equal(res.status, 200)
  t.equal(res.body.status, 'success')
  const [entry] = await s.journal('/api/user/v1/amt/withdraw/list')
  if (entry === undefined) throw new Error('nothing reached the upstream')
  const body = entry.body as Record<string, unknown>
  t.match(body, { page: 1, page_size: 5, origin: 'https://wallet.example', appversion: '3.2.1', from: 1, assets_type: 1, flavor: 'gp_in_pro', device_id: 'dev-1234' })
  t.match(String(body.nonce), /^[0-9a-f]{16,}$/)
  t.equal(body.nonce, entry.query.nonce, 'body nonce is the query nonce')
  t.equal(String(body.timestamp), entry.query.ts, 'body timestamp is the query ts')
  t.ok(Math.abs(Number(entry.query.ts) - Date.now() / 1000) < 5, 'ts is Unix seconds')
  t.equal(entry.query.sign, sign({ nonce: queryText(entry).nonce ?? '', ts: queryText(entry).ts ?? '' }, JSON.stringify(body), TEST_SECRET), 'the signature is md5(Q + B + secret)')
  t.match(entry.headers, {
    authorization: 'Bearer demo-in', 'x-auth-token': 'demo-in', 'accept-language': 'en', device: 'dev-1234', user: '10000001',
    session: 'sess-1', country: 'IN', channel: 'gp', product: 'cardgame', version: '3.2.1'
  })
  t.notOk('x-origin' in entry.headers, 'X-Origin becomes the origin field, not a header')
})

t.test('defaults: flavor gp_in, assets_type by page region, 6 on slots pages', async t => {
  const s = await startStack(t)
  await s.reset()
  const cases: Array<[Record<string, string>, number]> = [
    [{}, 1],
    [{ host: 'br.localhost' }, 2],
    [{ host: 'id.localhost' }, 2],
    [{ host: 'coin.localhost' }, 3],
    [{ 'x-slots': '1' }, 6],
    [{ host: 'coin.localhost', 'x-slots': '1' }, 6]
  ]
  for (const [extra, assetsType] of cases) {
    await s.reset()
    const res = await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in', extra)).send({})
    t.equal(res.body.status, 'success', JSON.stringify(extra))
    const [entry] = await s.journal('/api/user/v3/amt/assetinfo')
    t.match(entry?.body, { assets_type: assetsType, flavor: 'gp_in' }, JSON.stringify(extra))
  }
})

t.test('nonces are fresh for every call', async t => {
  const s = await startStack(t)
  await s.reset()
  for (let i = 0; i < 5; i++) await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({}).expect(200)
  const nonces = (await s.journal()).map(e => e.query.nonce)
  t.equal(new Set(nonces).size, 5)
})

t.test('asset info goes to v3, trade_list to the web-server prefix without page', async t => {
  const s = await startStack(t)
  await s.reset()
  await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({}).expect(200)
  await s.api.post('/api/user/v1/amt/trade_list').set(clientHeaders('demo-in')).send({ page: 3, page_size: 10, type: 0 }).expect(200)
  const paths = (await s.journal()).map(e => e.path)
  t.same(paths, ['/api/user/v3/amt/assetinfo', '/web-server/api/user/v1/amt/trade_list'])
  const [trade] = await s.journal('/web-server/api/user/v1/amt/trade_list')
  const body = trade?.body as Record<string, unknown>
  t.notOk('page' in body, 'page is dropped')
  t.equal(body.page_size, 10)
})

t.test('GET user info is signed over an empty body', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders('demo-in')).expect(200)
  t.equal(res.body.status, 'success')
  t.ok(Number(res.body.data.user_type) > 0)
  const [entry] = await s.journal('/api/user/v3/account/getuserinfo')
  t.equal(entry?.method, 'GET')
  t.equal(entry?.query.sign, sign({ nonce: queryText(entry).nonce ?? '', ts: queryText(entry).ts ?? '' }, '', TEST_SECRET))
})

t.test('call-specific headers: Game-Version on feedback, Idempotency-Key on money calls only', async t => {
  const s = await startStack(t)
  await s.reset()
  const user = await s.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders('demo-in')).expect(200)
  const userId = String(user.body.data.user_id)
  await s.api.post('/api/user/v1/feedback/fbtype_list').set(clientHeaders('demo-in', { 'game-version': '7.1.0', 'idempotency-key': 'k-1' })).send({ user_id: userId, server_name: 'in-1' }).expect(200)
  await s.api.post('/api/user/v1/amt/withdraw').set(clientHeaders('demo-in', { 'game-version': '7.1.0', 'idempotency-key': 'k-2' })).send({ amount: 10000 }).expect(200)
  const [types] = await s.journal('/api/user/v1/feedback/fbtype_list')
  t.notOk('game-version' in (types?.headers ?? {}), 'Game-Version only where the table says')
  t.notOk('idempotency-key' in (types?.headers ?? {}))
  const [withdraw] = await s.journal('/api/user/v1/amt/withdraw')
  t.equal(withdraw?.headers['idempotency-key'], 'k-2')
  t.notOk('game-version' in (withdraw?.headers ?? {}))
})

t.test('an upstream per host from the region file', async t => {
  const s = await startStack(t, { env: { UPSTREAM_URL: 'http://127.0.0.1:9' } })
  const down = await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({})
  t.equal(down.status, 503, 'UPSTREAM_URL is used by default (nothing listens on port 9)')
  t.equal(down.body.status, 'outage')
})
