// The control API: reset, faults of every kind, the journal, the business clock, the payment provider, unknown paths.
import t from 'tap'
import { newNonce } from '../../shared/node/signing.js'
import { startMock } from './fixture/mock-client.js'

const ASSET = '/api/user/v3/amt/assetinfo'
const WITHDRAW = '/api/user/v1/amt/withdraw'

t.test('reset restores everything', async t => {
  const m = await startMock(t)
  const original = (await m.json('assetInfo')).data
  const nonce = newNonce()
  t.equal((await m.json('withdrawCancel', { order_id: 'WD10000110' }, { nonce })).code, 0)
  t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'k-1' })).code, 0)
  await m.control('post', '/__mock/fault', { path: ASSET, code: 50307, times: 5 }).expect(200)
  await m.control('post', '/__mock/clock', { advance_s: 3600 }).expect(200)
  t.not((await m.json('assetInfo')).code, 0)

  t.same((await m.control('post', '/__mock/reset').expect(200)).body, { ok: true })
  t.same((await m.json('assetInfo')).data, original, 'balances are the fixtures again (and the fault is gone)')
  t.equal((await m.control('get', '/__mock/requests')).body.items.length, 1, 'the journal restarted')
  t.equal((await m.json('withdrawCancel', { order_id: 'WD10000110' }, { nonce })).code, 0, 'nonces are forgotten, the withdrawal is processing again')
  const again = await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'k-1' })
  t.equal(again.code, 0, 'the idempotency key runs again')
  const clock = (await m.control('post', '/__mock/clock', { advance_s: 0 })).body
  t.ok(Math.abs(clock.now - Math.floor(Date.now() / 1000)) <= 1, 'the clock is back to real time')
  await m.control('post', '/__mock/reset').set('content-type', 'application/json').send('').expect(200)
})

t.test('faults', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const fault = async (body: Record<string, unknown>): Promise<number> => {
    const res = await m.control('post', '/__mock/fault', body).expect(200)
    t.equal(res.body.ok, true)
    t.type(res.body.id, 'number')
    return res.body.id
  }

  t.test('http_status, for the next `times` matching calls', async t => {
    await fault({ path: ASSET, http_status: 503, times: 2 })
    const first = await m.call('assetInfo')
    t.equal(first.status, 503)
    t.same(first.body, { error: 'Injected fault', status: 503 })
    t.equal((await m.call('withdrawList')).status, 200, 'another path is not affected')
    t.equal((await m.call('assetInfo')).status, 503)
    t.equal((await m.call('assetInfo')).status, 200, 'used up')
    await fault({ http_status: 401 })
    t.equal((await m.call('getUserInfo')).status, 401, 'without a path: any call')
  })

  t.test('by token', async t => {
    await fault({ token: 'demo-id', http_status: 500 })
    t.equal((await m.call('assetInfo')).status, 200)
    t.equal((await m.call('assetInfo', {}, { token: 'demo-id' })).status, 500)
  })

  t.test('reset destroys the connection', async t => {
    await fault({ path: ASSET, reset: true })
    await t.rejects(async () => { await m.call('assetInfo') }, { message: /socket hang up|ECONNRESET/ })
    t.equal((await m.call('assetInfo')).status, 200)
  })

  t.test('malformed answers a body that is not JSON', async t => {
    await fault({ path: ASSET, malformed: true })
    const res = await m.call('assetInfo')
    t.equal(res.status, 200)
    t.equal(res.text, '<html>oops')
    t.match(res.headers['content-type'], /text\/html/)
  })

  t.test('code and msg', async t => {
    await fault({ path: WITHDRAW, code: 10020, msg: 'Bank is down' })
    t.same(await m.json('withdraw', { amount: 10000 }), { code: 10020, msg: 'Bank is down', data: null })
    await fault({ path: WITHDRAW, code: 50307 })
    t.same(await m.json('withdraw', { amount: 10000 }, { lang: 'en' }), { code: 50307, msg: 'Your account has signed in on another device', data: null }, 'the code\'s own message by default')
    t.equal((await m.json('withdraw', { amount: 10050 })).code, 10003, 'then the real rule again')
  })

  t.test('delay, then the normal answer', async t => {
    await fault({ path: ASSET, delay_ms: 300 })
    const started = Date.now()
    const res = await m.json('assetInfo')
    t.ok(Date.now() - started >= 290, 'delayed')
    t.equal(res.code, 0)
    await fault({ path: ASSET, delay_ms: 200, http_status: 502 })
    const started2 = Date.now()
    t.equal((await m.call('assetInfo')).status, 502)
    t.ok(Date.now() - started2 >= 190, 'delay then the status')
  })

  t.test('faults come before the signature check', async t => {
    await fault({ path: ASSET, code: 10020 })
    t.equal((await m.json('assetInfo', {}, { secret: 'wrong' })).code, 10020)
    t.equal((await m.json('assetInfo', {}, { secret: 'wrong' })).code, 50300)
  })

  t.test('the oldest matching fault applies first', async t => {
    await fault({ path: ASSET, http_status: 503 })
    await fault({ path: ASSET, http_status: 504 })
    t.equal((await m.call('assetInfo')).status, 503)
    t.equal((await m.call('assetInfo')).status, 504)
  })

  t.test('invalid faults are refused', async t => {
    for (const body of [{}, { path: ASSET }, { msg: 'x', delay_ms: 5 }, { reset: true, malformed: true }, { http_status: 99 }, { times: 0, reset: true }, { path: ASSET, reset: true, colour: 'red' }, { path: 'no-slash', reset: true }]) {
      const res = await m.control('post', '/__mock/fault', body)
      t.equal(res.status, 400, JSON.stringify(body))
      t.equal(res.body.code, 400)
    }
    t.equal((await m.control('post', '/__mock/fault').set('content-type', 'application/json').send('{oops')).status, 400)
  })
})

t.test('the journal', async t => {
  const m = await startMock(t)
  await m.json('assetInfo', {}, { lang: 'hi', headers: { device: 'dev-9', 'x-flavor': 'gp_in' } })
  await m.json('withdraw', { amount: 10000 }, { secret: 'bad' })
  await m.json('getUserInfo', {}, { token: 'demo-id' })
  await m.control('get', '/nope')
  const items = (await m.control('get', '/__mock/requests').expect(200)).body.items
  t.same(items.map((i: any) => [i.method, i.path]), [['POST', ASSET], ['POST', WITHDRAW], ['GET', '/api/user/v3/account/getuserinfo']], 'oldest first, failed signatures included, unknown paths not')
  const first = items[0]
  t.equal(first.token, 'demo-in')
  t.equal(first.headers['accept-language'], 'hi')
  t.equal(first.headers.device, 'dev-9')
  t.equal(first.headers['x-auth-token'], 'demo-in')
  t.match(first.query, { nonce: /^[0-9a-f]{16}$/, ts: /^\d+$/, sign: /^[0-9a-f]{32}$/ })
  t.match(first.body, { from: 1, assets_type: 1, flavor: 'gp_in', nonce: first.query.nonce, timestamp: Number(first.query.ts) })
  t.ok(!Number.isNaN(Date.parse(first.at)))
  t.equal(items[1].body.amount, 10000)
  t.equal(items[2].body, null, 'GET has no body')
  t.equal(items[2].token, 'demo-id')
  const filtered = (await m.control('get', `/__mock/requests?path=${encodeURIComponent(WITHDRAW)}`)).body.items
  t.equal(filtered.length, 1)
  t.equal(filtered[0].path, WITHDRAW)
  t.same((await m.control('get', '/__mock/requests?path=/api/none')).body.items, [])
})

t.test('the business clock', async t => {
  const m = await startMock(t)
  const real = Math.floor(Date.now() / 1000)
  const advanced = (await m.control('post', '/__mock/clock', { advance_s: 3600 }).expect(200)).body
  t.equal(advanced.ok, true)
  t.ok(advanced.now >= real + 3600 && advanced.now <= real + 3602)
  const more = (await m.control('post', '/__mock/clock', { advance_s: 60 })).body
  t.ok(more.now >= real + 3660 && more.now <= real + 3662, 'advances add up')
  const set = (await m.control('post', '/__mock/clock', { set_offset_s: -86400 })).body
  t.ok(set.now >= real - 86400 && set.now <= real - 86398, 'set replaces the offset')
  t.equal((await m.json('assetInfo')).code, 0, 'signatures still use real time')
  await m.control('post', '/__mock/clock', { set_offset_s: 0 })
  const withdraw = await m.json('withdrawCancel', { order_id: 'WD10000110' })
  t.ok(Math.abs(withdraw.data.order.updated_at - real) <= 2)
  await m.control('post', '/__mock/clock', { advance_s: 86400 })
  const res = await m.json('withdraw', { amount: 10000 })
  t.ok(res.data.order.created_at >= real + 86400, 'new orders are stamped with the business clock')
  for (const body of [{}, { advance_s: 1, set_offset_s: 2 }, { advance_s: 'soon' }, { advance_s: 1.5 }]) {
    t.equal((await m.control('post', '/__mock/clock', body)).status, 400, JSON.stringify(body))
  }
})

t.test('the payment provider: paid, failed, abandoned, notified twice, forgotten on reset', async t => {
  const m = await startMock(t)
  const balance = async (): Promise<number> => (await m.json('assetInfo')).data.amount
  const order = async (): Promise<string> => {
    const res = await m.json('commonRecharge', { amount: 20000, channel_id: 14 })
    if (res.code !== 0) throw new Error(`no order: ${res.msg}`)
    return res.data.order.order_id
  }
  const notice = (orderId: string, outcome: string) => m.control('post', '/__mock/provider/pay', { order_id: orderId, outcome })
  const state = async (orderId: string): Promise<any> => (await m.control('get', `/__mock/provider/orders/${orderId}`)).body.order
  const start = await balance()

  const paid = await order()
  t.match(await state(paid), { order_id: paid, owner: 'demo-in', amount: 20000, state: 'open', notices: 0 }, 'a new order is open at the provider')
  t.same((await notice(paid, 'paid').expect(200)).body, { ok: true, order: { order_id: paid, owner: 'demo-in', amount: 20000, state: 'paid', notices: 1 } })
  t.equal(await balance(), start + 20000, 'paid: credited')
  t.match((await notice(paid, 'paid').expect(200)).body.order, { state: 'paid', notices: 2 }, 'notified twice: acknowledged again')
  t.equal(await balance(), start + 20000, 'notified twice: credited once')
  const conflict = await notice(paid, 'failed').expect(409)
  t.match(conflict.body, { code: 409, msg: 'The order is already paid at the provider', data: { state: 'paid' } })

  const failed = await order()
  await notice(failed, 'failed').expect(200)
  t.match(await state(failed), { state: 'failed' })
  t.equal((await notice(failed, 'paid')).status, 409, 'a failed payment is not paid later')
  const abandoned = await order()
  await notice(abandoned, 'abandoned').expect(200)
  await notice(abandoned, 'abandoned').expect(200)
  t.equal(await balance(), start + 20000, 'failed and abandoned: nothing more credited')

  t.match((await notice('RC404', 'paid').expect(404)).body, { code: 404, msg: 'The provider has no such order' })
  t.equal((await m.control('get', '/__mock/provider/orders/RC404')).status, 404)
  for (const body of [{}, { order_id: paid }, { order_id: paid, outcome: 'success' }, { order_id: '', outcome: 'paid' }, { order_id: paid, outcome: 'paid', amount: 1 }]) {
    t.equal((await m.control('post', '/__mock/provider/pay', body)).status, 400, JSON.stringify(body))
  }

  const open = await order()
  await m.control('post', '/__mock/reset').expect(200)
  t.equal((await m.control('get', `/__mock/provider/orders/${open}`)).status, 404, 'reset: the provider forgets the run\'s orders')
  t.equal((await notice(paid, 'paid')).status, 404)
  t.equal(await balance(), start, 'and the balance is the fixtures\' again')
})

t.test('late authorisation: the provider confirms an order that ended failed or timed out; credited once, then success', async t => {
  const m = await startMock(t)
  const balance = async (): Promise<number> => (await m.json('assetInfo')).data.amount
  const order = async (): Promise<string> => {
    const res = await m.json('commonRecharge', { amount: 20000, channel_id: 14 })
    if (res.code !== 0) throw new Error(`no order: ${res.msg}`)
    return res.data.order.order_id
  }
  const notice = (body: Record<string, unknown>) => m.control('post', '/__mock/provider/pay', body)
  const detail = async (orderId: string): Promise<any> => (await m.json('rechargeDetail', { order_id: orderId })).data
  const start = await balance()

  // Ended failed: the app said so and the upstream closed it at the provider.
  const failed = await order()
  t.equal((await m.json('sdkCallback', { order_id: failed, result: 'failed' })).data.status, 2)
  t.equal((await notice({ order_id: failed, outcome: 'paid' })).status, 409, 'without late: refused, as before')
  t.match((await notice({ order_id: failed, outcome: 'paid', late: true }).expect(200)).body.order, { state: 'paid' })
  t.match(await detail(failed), { status: 1, fail_reason: '' }, 'the order reads success')
  t.equal(await balance(), start + 20000, 'credited')
  t.match((await notice({ order_id: failed, outcome: 'paid', late: true }).expect(200)).body.order, { state: 'paid', notices: 2 })
  t.equal(await balance(), start + 20000, 'a second notice changes nothing')
  const trades = (await m.json('tradeList', { type: 2, page_size: 20 })).data.items as Array<{ ref?: string, remark: string, status: number, amount: number }>
  t.match(trades.filter(tr => tr.remark.includes(failed)), [{ status: 1, amount: 20000 }], 'the transactions list shows it once, succeeded')

  // Timed out: nobody answered within the provider's window (15 minutes); the order query gives it up.
  const timedOut = await order()
  await m.control('post', '/__mock/clock', { advance_s: 15 * 60 + 1 }).expect(200)
  t.match(await detail(timedOut), { status: 2, fail_reason: 'Payment time exceeded' }, 'past the window: failed, time exceeded')
  t.match((await m.control('get', `/__mock/provider/orders/${timedOut}`)).body.order, { state: 'closed', reason: 'expired' })
  await notice({ order_id: timedOut, outcome: 'paid', late: true }).expect(200)
  t.match(await detail(timedOut), { status: 1 })
  t.equal(await balance(), start + 40000, 'credited once')
  await notice({ order_id: timedOut, outcome: 'paid', late: true }).expect(200)
  t.equal(await balance(), start + 40000, 'still once')

  // A late notice cannot turn a paid order into something else, nor fail one.
  t.equal((await notice({ order_id: timedOut, outcome: 'failed', late: true })).status, 409)
  t.equal((await notice({ order_id: timedOut, outcome: 'paid', late: 'yes' })).status, 400)
})

t.test('unknown paths', async t => {
  const m = await startMock(t)
  for (const [method, path] of [['get', '/'], ['post', '/api/user/v1/amt/nothing'], ['get', ASSET], ['get', '/__mock/reset']] as const) {
    const res = await m.control(method, path)
    t.equal(res.status, 404, `${method} ${path}`)
    t.same(res.body, { code: 404, msg: 'Not found', data: null })
  }
})
