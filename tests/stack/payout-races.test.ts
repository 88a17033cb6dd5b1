// A dealer's accept and remit under a poor network, through the real gateway before the real mock, over
// real HTTP: a double tap (two accepts at once from the same dealer), a connection lost while the accept or
// the remit was carried out. Each ends with one acceptance and one remit, the player's money and the
// dealer's coins moved once; an unknown outcome is settled by querying, and a retry keeps its Idempotency-Key.
import t, { type Test } from 'tap'
import { randomUUID } from 'node:crypto'
import supertest from 'supertest'
import { clientHeaders, type Stack, startStack } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'

const V1 = '/api/user/v1'
const AGENT = '/api/user/pay-center/v1/agent'
const WITHDRAW = `${V1}/amt/withdraw`
const LIST = `${V1}/amt/withdraw/list`
const ASSET = `${V1}/amt/assetinfo`
const TRANSFERS = `${V1}/amt/transfer/list`
const ACCEPT = `${AGENT}/order/accept`
const REMIT = `${AGENT}/order/remit`
const DETAIL = `${AGENT}/order/detail`
const INFO = `${AGENT}/info`
const DEALER = 'demo-dealer-in'
const COMPLAINT_WINDOW_S = 48 * 3600

type Answer = { http: number, code: number, msg: string, status: string, data: any, replayed: boolean }

async function call (s: Stack, token: string, path: string, body: object = {}, key: string = randomUUID()): Promise<Answer> {
  const res = await s.api.post(path).set({ 'idempotency-key': key, ...clientHeaders(token) }).send(body)
  return { http: res.status, replayed: res.headers['idempotent-replayed'] === 'true', ...(res.body as Omit<Answer, 'http' | 'replayed'>) }
}

async function read (s: Stack, token: string, path: string, body: object = {}): Promise<any> {
  const res = await s.api.post(path).set(clientHeaders(token)).send(body).expect(200)
  if (res.body.code !== 0) throw new Error(`${path} answered ${String(res.body.code)} ${String(res.body.msg)}`)
  return res.body.data
}

async function newWithdrawal (s: Stack, amount: number): Promise<string> {
  const made = await call(s, 'demo-in', WITHDRAW, { amount })
  if (made.code !== 0) throw new Error(`withdraw answered ${made.code} ${made.msg}`)
  return made.data.order.order_id
}

/** The order as the dealer's detail shows it: how an unknown outcome is settled. */
async function detail (s: Stack, orderId: string): Promise<{ status: number, utr: string }> {
  return (await read(s, DEALER, DETAIL, { order_id: orderId })).order
}

/** After the complaint window: the order's "withdraw pay" records and the dealer's coins moved for it alone. */
async function settledOnce (t: Test, s: Stack, orderId: string, amount: number, coinsBefore: number, paysBefore: Array<Record<string, any>>): Promise<void> {
  await supertest(s.mockUrl).post('/__mock/clock').send({ advance_s: COMPLAINT_WINDOW_S + 1 }).expect(200)
  const withdrawal = (await read(s, 'demo-in', LIST, { page_size: 50 })).items.find((w: any) => w.order_id === orderId)
  t.match(withdrawal, { status: 1 }, 'the player\'s withdrawal is received')
  const pays = (await read(s, DEALER, TRANSFERS, { type: 'withdraw_pay', page_size: 50 })).items as Array<Record<string, any>>
  t.equal(pays.filter(p => p.order_id === orderId).length, 1, 'one "withdraw pay" record for the order')
  // The clock also settles the fixtures' own pending orders: those credits are counted apart.
  const seen = new Set(paysBefore.map(p => p.transfer_id))
  const others = pays.filter(p => !seen.has(p.transfer_id) && p.order_id !== orderId).reduce((sum, p) => sum + (p.amount as number), 0)
  t.equal((await read(s, DEALER, INFO)).coins_available, coinsBefore + amount / 100 + others, 'the dealer\'s coins moved once')
}

t.test('a dealer double-tapping Accept: one acceptance, the money moves once', async t => {
  const s = await startStack(t)
  await s.reset()
  const before = (await read(s, 'demo-in', ASSET)).amount as number

  // The same tap twice (the client keys the operation, so both carry one key): one is carried out.
  const id = await newWithdrawal(s, 20000)
  const coins = (await read(s, DEALER, INFO)).coins_available as number
  const pays = (await read(s, DEALER, TRANSFERS, { type: 'withdraw_pay', page_size: 50 })).items
  const key = randomUUID()
  const same = await Promise.all([call(s, DEALER, ACCEPT, { order_id: id }, key), call(s, DEALER, ACCEPT, { order_id: id }, key)])
  const accepted = same.filter(a => a.code === 0)
  t.ok(accepted.length >= 1, `one tap accepted it (${same.map(a => `${a.http}/${a.code}`).join(', ')})`)
  for (const a of same.filter(x => x.code !== 0)) t.match(a, { http: 409, msg: msg(s.gateway.catalogues.en, 'error.idempotency_in_flight') }, 'the other, while the first was on its way, is told it is in progress')
  if (accepted.length === 2) t.ok(accepted.some(a => a.replayed), 'or given the first one\'s answer again')
  t.equal((await s.journal(ACCEPT)).length, 1, 'one accept reached the upstream')
  t.match(await detail(s, id), { status: 2 }, 'in payment with the dealer')

  // Two taps that each made a key of their own (a page reloaded in between): the upstream accepts once.
  const second = await newWithdrawal(s, 30000)
  const own = await Promise.all([call(s, DEALER, ACCEPT, { order_id: second }), call(s, DEALER, ACCEPT, { order_id: second })])
  t.equal(own.filter(a => a.code === 0).length, 1, `exactly one acceptance (${own.map(a => a.code).join(', ')})`)
  t.equal((await s.journal(ACCEPT)).length, 3, 'both reached the upstream')
  t.match(await detail(s, second), { status: 2 })
  const orders = (await read(s, DEALER, `${AGENT}/order/list`, {})).items as Array<{ order_id: string }>
  t.equal(orders.filter(o => o.order_id === second).length, 1, 'the dealer holds it once')

  t.equal((await call(s, DEALER, REMIT, { order_id: id, utr: '431298700011' })).code, 0)
  await settledOnce(t, s, id, 20000, coins, pays)
  t.equal((await read(s, 'demo-in', ASSET)).amount, before - 50000, 'the player\'s balance went down once for each withdrawal')
})

t.test('the connection lost during accept: pending, settled by querying, the retry keeps its key; accepted once', async t => {
  const s = await startStack(t)
  await s.reset()
  const id = await newWithdrawal(s, 40000)
  const coins = (await read(s, DEALER, INFO)).coins_available as number
  const pays = (await read(s, DEALER, TRANSFERS, { type: 'withdraw_pay', page_size: 50 })).items
  const key = randomUUID()

  // The upstream accepts, then the connection is cut before its answer.
  await s.fault({ path: ACCEPT, reset_after: true })
  const lost = await call(s, DEALER, ACCEPT, { order_id: id }, key)
  t.match(lost, { http: 504, status: 'timeout', code: -1 }, 'an unknown outcome, not a refusal')
  t.equal(lost.msg, msg(s.gateway.catalogues.en, 'error.outcome_unknown'))
  t.match(await detail(s, id), { status: 2 }, 'querying settles it: the dealer holds it')
  const retry = await call(s, DEALER, ACCEPT, { order_id: id }, key)
  t.match(retry, { http: 200, code: 0, data: { order: { order_id: id, status: 2 } } }, 'the retry with the same key gets the acceptance')
  t.same((await s.journal(ACCEPT)).map(e => e.headers['idempotency-key']), [key, key], 'forwarded again with the same key, never a new one')
  t.equal((await call(s, DEALER, ACCEPT, { order_id: id }, key)).replayed, true, 'then answered by the gateway itself')

  // The client's own connection dropped while the gateway waits for a slow upstream.
  const slow = await newWithdrawal(s, 10000)
  const slowKey = randomUUID()
  await s.fault({ path: ACCEPT, delay_ms: 800 })
  const controller = new AbortController()
  const dropped = fetch(`${s.gatewayUrl}${ACCEPT}`, {
    method: 'POST',
    headers: { 'idempotency-key': slowKey, 'content-type': 'application/json', ...clientHeaders(DEALER) },
    body: JSON.stringify({ order_id: slow }),
    signal: controller.signal
  }).then(() => 'answered', (err: Error) => err.name)
  while ((await s.journal(ACCEPT)).length < 3) await new Promise(resolve => setTimeout(resolve, 20))
  controller.abort()
  t.equal(await dropped, 'AbortError', 'the client gave up while the upstream was working')
  // Settled by querying, then the same key again until the gateway has the outcome (409 while in flight).
  let settled = await call(s, DEALER, ACCEPT, { order_id: slow }, slowKey)
  for (let i = 0; i < 100 && settled.http === 409; i++) {
    await new Promise(resolve => setTimeout(resolve, 50))
    settled = await call(s, DEALER, ACCEPT, { order_id: slow }, slowKey)
  }
  t.match(settled, { http: 200, code: 0, data: { order: { order_id: slow, status: 2 } } }, 'the same key gets the acceptance')
  t.equal((await s.journal(ACCEPT)).filter(e => e.headers['idempotency-key'] === slowKey).length, 1, 'and the upstream was asked once')
  t.match(await detail(s, slow), { status: 2 })

  t.equal((await call(s, DEALER, REMIT, { order_id: id, utr: '431298700022' })).code, 0)
  await settledOnce(t, s, id, 40000, coins, pays)
})

t.test('the connection lost during remit: settled by querying, the same key again, remitted and paid once', async t => {
  const s = await startStack(t)
  await s.reset()
  const before = (await read(s, 'demo-in', ASSET)).amount as number
  const id = await newWithdrawal(s, 50000)
  t.equal((await call(s, DEALER, ACCEPT, { order_id: id })).code, 0)
  const coins = (await read(s, DEALER, INFO)).coins_available as number
  const pays = (await read(s, DEALER, TRANSFERS, { type: 'withdraw_pay', page_size: 50 })).items
  const key = randomUUID()
  await s.fault({ path: REMIT, reset_after: true })
  const lost = await call(s, DEALER, REMIT, { order_id: id, utr: '531298700033' }, key)
  t.match(lost, { http: 504, status: 'timeout', code: -1 }, 'unknown')
  t.match(await detail(s, id), { status: 3, utr: '531298700033' }, 'querying settles it: remitted with the UTR')
  const retry = await call(s, DEALER, REMIT, { order_id: id, utr: '531298700033' }, key)
  t.match(retry, { http: 200, code: 0, data: { order: { status: 3, utr: '531298700033' } } }, 'the retry with the same key gets the remit')
  t.same((await s.journal(REMIT)).map(e => e.headers['idempotency-key']), [key, key], 'the same key both times')
  const player = (await read(s, 'demo-in', LIST, { page_size: 50 })).items.find((w: any) => w.order_id === id)
  t.match(player, { status: 6 }, 'transferring for the player')
  await settledOnce(t, s, id, 50000, coins, pays)
  t.equal((await read(s, 'demo-in', ASSET)).amount, before - 50000, 'the player\'s balance went down once')
})
