// Keyed calls (money, payout bindings) with an Idempotency-Key: a retry replays the first answer and the money
// moves once; the key is required and bound to the body it first came with.
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

  t.test('a binding replays for its key; a new binding has a new key; rejected bodies are not remembered', async t => {
    const paytm = { paytm_id: '9876543210', name: 'Rahul Sharma' }
    t.equal((await m.json('bindPaytm', paytm, { idempotencyKey: 'p-1' })).code, 0)
    const retry = await m.call('bindPaytm', paytm, { idempotencyKey: 'p-1' })
    t.equal(retry.body.code, 0, 'the retried binding gets its first answer')
    t.equal(retry.headers['idempotent-replayed'], 'true')
    t.equal((await m.json('bindPaytm', paytm, { idempotencyKey: 'p-2' })).code, 10005, 'binding again is a new operation: the account is locked')
    await m.json('withdrawCancel', { order_id: 'WD10000110' })
    t.equal((await m.json('withdraw', { amount: 'lots' }, { idempotencyKey: 'w-9' })).code, 40000)
    t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'w-9' })).code, 0)
    t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'w-9', secret: 'bad' })).code, 50300, 'a retry is still signed')
  })

  t.test('the key is required and bound to its body', async t => {
    const nokey = await m.json('transfer', { user_id: '20593318', amount: 100 }, { idempotencyKey: null })
    t.match(nokey, { code: 40000, data: null }, 'a transfer without a key is refused')
    t.match(nokey.msg, /idempotency-key/i, 'naming the header')
    t.equal((await m.json('bindPaytm', { paytm_id: '9876543210', name: 'Rahul Sharma' }, { idempotencyKey: null })).code, 40000, 'and a binding')
    t.equal((await m.json('withdraw', { amount: 10000 }, { idempotencyKey: 'k'.repeat(256) })).code, 40000, 'a key of 256 characters is refused')
    const before = await asset()
    t.equal((await m.json('transfer', { user_id: '20593318', amount: 100 }, { idempotencyKey: 't-1' })).code, 0)
    const other = await m.json('transfer', { user_id: '20593318', amount: 5000 }, { idempotencyKey: 't-1' })
    t.match(other, { code: 40000, data: null }, 'the same key with another amount is refused, not replayed')
    t.match(other.msg, /idempotency-key/i)
    t.equal(before.coins - (await asset()).coins, 100, 'one transfer of 100 coins moved')
  })
})
