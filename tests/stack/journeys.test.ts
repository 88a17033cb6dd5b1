// The mock upstream's rules reached through the gateway, as the client reaches them.
import t from 'tap'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, startStack, type Stack } from '../helpers/stack.js'

async function call (s: Stack, token: string, path: string, body: object = {}, extra: Record<string, string> = {}) {
  const res = await s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, extra) }).send(body)
  return res.body as { code: number, msg: string, status: string, data: any }
}
const asset = async (s: Stack, token: string) => (await call(s, token, '/api/user/v1/amt/assetinfo')).data as { amount: number, withdraw_amt: number, recharged: boolean }

t.test('withdraw lowers the balance, shows processing, cancel brings the money back', async t => {
  const s = await startStack(t)
  await s.reset()
  const pending = await call(s, 'demo-in', '/api/user/v1/amt/withdraw/list', { status: 0 })
  for (const order of pending.data.items) await call(s, 'demo-in', '/api/user/v1/amt/withdraw/cancel', { order_id: order.order_id })
  const before = await asset(s, 'demo-in')
  const refused = await call(s, 'demo-in', '/api/user/v1/amt/withdraw', { amount: 15000 })
  t.equal(refused.status, 'error', 'India: multiples of ₹100 only')
  t.equal(refused.code, 10003)
  const tooMuch = await call(s, 'demo-in', '/api/user/v1/amt/withdraw', { amount: before.withdraw_amt + 10000 })
  t.equal(tooMuch.code, 10002, 'insufficient withdrawal balance')
  const done = await call(s, 'demo-in', '/api/user/v1/amt/withdraw', { amount: 20000 }, { 'idempotency-key': 'wd-1' })
  t.equal(done.status, 'success')
  t.equal(done.data.order.status, 0)
  const replay = await call(s, 'demo-in', '/api/user/v1/amt/withdraw', { amount: 20000 }, { 'idempotency-key': 'wd-1' })
  t.equal(replay.data.order.order_id, done.data.order.order_id, 'a retry with the same key does not withdraw twice')
  const after = await asset(s, 'demo-in')
  t.equal(after.withdraw_amt, before.withdraw_amt - 20000)
  const second = await call(s, 'demo-in', '/api/user/v1/amt/withdraw', { amount: 10000 }, { 'idempotency-key': 'wd-2' })
  t.equal(second.status, 'success', 'another withdrawal while the first is processing ("one order in process" is a payment rule)')
  t.equal((await call(s, 'demo-in', '/api/user/v1/amt/withdraw/list/wait_audit')).data.total, 2)
  const cancel = await call(s, 'demo-in', '/api/user/v1/amt/withdraw/cancel', { order_id: done.data.order.order_id })
  t.equal(cancel.data.order.status, 5)
  await call(s, 'demo-in', '/api/user/v1/amt/withdraw/cancel', { order_id: second.data.order.order_id })
  t.equal((await asset(s, 'demo-in')).withdraw_amt, before.withdraw_amt, 'the money came back')
  const again = await call(s, 'demo-in', '/api/user/v1/amt/withdraw/cancel', { order_id: done.data.order.order_id })
  t.equal(again.code, 10008, 'cancel only while processing')
})

t.test('a new player: withdrawal locked until the first recharge (paid at the provider, not merely reported), bonus once', async t => {
  const s = await startStack(t)
  await s.reset()
  t.equal((await asset(s, 'demo-in-new')).recharged, false)
  // India asks for the age and residence declaration before any money moves: the upstream refuses a client that skips it.
  t.equal((await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw', { amount: 10000 })).code, 10029, 'not declared yet: refused before any other rule')
  t.equal((await call(s, 'demo-in-new', '/api/user/v1/amt/transfer', { user_id: '20593318', amount: 100 })).code, 10029, 'a transfer too')
  t.equal((await call(s, 'demo-in-new', '/api/user/v3/account/declare', { birth_date: '1996-08-15', state: 'Maharashtra' })).data.barred, false)
  t.equal((await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw', { amount: 10000 })).code, 10004)
  const list = await call(s, 'demo-in-new', '/api/user/v3/amt/rechargelist')
  t.equal(list.data.first_recharge, true)
  const channels = await call(s, 'demo-in-new', '/api/user/v1/amt/recharge/channel/list', { amount: list.data.min_amount })
  const channel = channels.data.items.find((c: { need_contact: boolean }) => !c.need_contact) ?? channels.data.items[0]
  const noDeclaration = await call(s, 'demo-in-new', '/api/user/v3/amt/recharge', { amount: list.data.min_amount, channel_id: channel.channel_id, phone: '9876543210', email: 'new@example.com' })
  t.equal(noDeclaration.code, 10029, 'age and residence declaration before the first recharge')
  const order = await call(s, 'demo-in-new', '/api/user/v3/amt/recharge', { amount: list.data.min_amount, channel_id: channel.channel_id, declaration: true, phone: '9876543210', email: 'new@example.com' })
  t.equal(order.status, 'success', order.msg)
  t.equal(order.data.order.status, 0)
  t.equal(order.data.pay.order_id, order.data.order.order_id, 'pay parameters for the host app')
  const reported = await call(s, 'demo-in-new', '/api/user/v1/amt/recharge/sdkcallback', { order_id: order.data.order.order_id, result: 'success' })
  t.equal(reported.data.status, 0, 'the app says success, the provider has not: still processing')
  t.equal((await asset(s, 'demo-in-new')).recharged, false, 'nothing credited on the app\'s word')
  t.equal((await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw', { amount: 10000 })).code, 10004, 'withdrawal still locked')
  await supertest(s.mockUrl).post('/__mock/provider/pay').send({ order_id: order.data.order.order_id, outcome: 'paid' }).expect(200)
  const detail = await call(s, 'demo-in-new', '/api/user/v1/amt/recharge/detail', { order_id: order.data.order.order_id })
  t.equal(detail.data.status, 1)
  t.equal((await asset(s, 'demo-in-new')).recharged, true, 'withdrawal unlocked')
  t.equal((await call(s, 'demo-in-new', '/api/user/v3/amt/rechargelist')).data.first_recharge, false, 'first-recharge bonus only once')
})

t.test('bound accounts stay bound; a UPI ID binds to one account only', async t => {
  const s = await startStack(t)
  await s.reset()
  const change = await call(s, 'demo-in', '/api/user/v1/amt/withdraw/update_upi_account', { upi_id: 'new.id@okaxis', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' })
  t.equal(change.code, 10005, 'a bound account cannot be changed')
  const taken = await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw/update_upi_account', { upi_id: 'vikram.singh@okicici', name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' })
  t.equal(taken.code, 10006, 'the UPI ID belongs to another player')
  const bound = await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw/update_upi_account', { upi_id: 'asha.rao@oksbi', name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' })
  t.equal(bound.status, 'success')
  const list = await call(s, 'demo-in-new', '/api/user/v1/amt/withdraw/bind/list')
  t.ok(list.data.list.some((a: { type: string }) => a.type === 'upi'), 'listed as bound (data.list mirrors data.items)')
})

t.test('Brazil: multiples of R$10 through a Brazilian page host', async t => {
  const s = await startStack(t)
  await s.reset()
  const brazil = { host: 'br.localhost', 'accept-language': 'pt-BR' }
  const bad = await call(s, 'demo-br', '/api/user/v1/amt/withdraw', { amount: 1500 }, brazil)
  t.equal(bad.code, 10003)
  t.match(bad.msg, /R\$/, 'the message shows reais')
  const ok = await call(s, 'demo-br', '/api/user/v1/amt/withdraw', { amount: 2000 }, brazil)
  t.equal(ok.status, 'success', ok.msg)
})
