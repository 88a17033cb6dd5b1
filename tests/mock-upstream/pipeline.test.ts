// Money calls with an Idempotency-Key: a retry replays the first answer and the money moves once.
import t from 'tap'
import { startMock } from './fixture/mock-client.js'

t.test('idempotent replay', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const asset = async (token = 'demo-in'): Promise<any> => (await m.json('assetInfo', {}, { token })).data

  t.test('a withdrawal retried with the same key', async t => {
    await m.json('withdrawCancel', { order_id: 'WD10000110' })
    const before = await asset()
    const first = await m.call('withdraw', { amount: 100000 }, { idempotencyKey: 'w-1' })
    t.equal(first.body.code, 0)
    t.equal(first.headers['idempotent-replayed'], undefined)
    const retry = await m.call('withdraw', { amount: 100000 }, { idempotencyKey: 'w-1' })
    t.same(retry.body, first.body, 'the same answer, the same order')
    t.equal(retry.headers['idempotent-replayed'], 'true')
    t.equal((await asset()).withdraw_amt, before.withdraw_amt - 100000, 'the money moved once')
    t.equal((await m.json('withdrawList', {})).data.items.filter((w: any) => w.status === 0).length, 1)
    const other = await m.json('withdraw', { amount: 100000 }, { idempotencyKey: 'w-2' })
    t.equal(other.code, 0, 'another key is another withdrawal')
    t.not(other.data.order.order_id, first.body.data.order.order_id)
    t.equal((await asset()).withdraw_amt, before.withdraw_amt - 200000)
    t.equal((await m.json('withdraw', { amount: 100000 }, { token: 'demo-dealer-in', idempotencyKey: 'w-1' })).code, 0, 'keys belong to a token')
  })

  t.test('a refusal is replayed too', async t => {
    const first = await m.json('withdraw', { amount: 1300000 }, { idempotencyKey: 'w-3' })
    t.equal(first.code, 10002, '₹13,000 of ₹12,000 withdrawable')
    await m.json('withdrawCancel', { order_id: 'WD10000110' })
    t.same(await m.json('withdraw', { amount: 1300000 }, { idempotencyKey: 'w-3' }), first, 'although ₹14,000 is withdrawable now')
  })

  t.test('a cancel retried with the same key', async t => {
    const before = await asset()
    const first = await m.json('withdrawCancel', { order_id: 'WD10000110' }, { idempotencyKey: 'c-1' })
    t.equal(first.code, 0)
    t.same(await m.json('withdrawCancel', { order_id: 'WD10000110' }, { idempotencyKey: 'c-1' }), first, 'not 10008')
    t.equal((await asset()).withdraw_amt, before.withdraw_amt + 200000, 'refunded once')
    t.equal((await m.json('withdrawCancel', { order_id: 'WD10000110' }, { idempotencyKey: 'w-1' })).code, 10008, 'a key of another path does not replay')
  })

  t.test('recharge orders', async t => {
    const first = await m.json('recharge', { amount: 20000, channel_id: 14 }, { idempotencyKey: 'r-1' })
    t.equal(first.code, 0)
    t.same(await m.json('recharge', { amount: 20000, channel_id: 14 }, { idempotencyKey: 'r-1' }), first)
    t.equal((await m.json('recharge', { amount: 20000, channel_id: 14 })).code, 10024, 'without a key: a second order')
    t.equal((await m.json('commonRecharge', { amount: 20000, channel_id: 14 }, { idempotencyKey: 'r-1' })).code, 10024)
  })

  t.test('only money calls replay; rejected bodies are not remembered', async t => {
    t.equal((await m.json('bindPaytm', { paytm_id: '9876543210', name: 'Rahul Sharma' }, { idempotencyKey: 'p-1' })).code, 0)
    t.equal((await m.json('bindPaytm', { paytm_id: '9876543210', name: 'Rahul Sharma' }, { idempotencyKey: 'p-1' })).code, 10005)
    await m.json('withdrawCancel', { order_id: 'WD10000110' })
    t.equal((await m.json('withdraw', { amount: 'lots' }, { idempotencyKey: 'w-9' })).code, 40000)
    t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'w-9' })).code, 0)
    t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'w-9', secret: 'bad' })).code, 50300, 'a retry is still signed')
  })
})
