// The withdrawal tracker and the player's complaint, through the real gateway before the real mock upstream:
// the record's timeline, payout reference and expected date; "Not received?" within a dealer's 48-hour
// complaint window freezes the dealer's order (pay roll 5, complaint label) and the withdrawal; the platform's
// review (paid or failed) reaches both; after the window, or on the upstream's own payouts, it is refused.
import t, { type Test } from 'tap'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, startStack, type Stack } from '../helpers/stack.js'

const V1 = '/api/user/v1'
const AGENT = '/api/user/pay-center/v1/agent'
const WITHDRAW = `${V1}/amt/withdraw`
const LIST = `${V1}/amt/withdraw/list`
const COMPLAIN = `${V1}/amt/withdraw/complain`
const ASSET = `${V1}/amt/assetinfo`
const BD_PAGE = { host: 'coin.localhost' }
const BR_PAGE = { host: 'br.localhost' }
const DAY_S = 86400

type Answer = { http: number, code: number, msg: string, data: any }

async function call (s: Stack, token: string, path: string, body: object = {}, extra: Record<string, string> = {}, headers: Record<string, string> = idempotencyHeaders(path)): Promise<Answer> {
  const res = await s.api.post(path).set({ ...headers, ...clientHeaders(token, extra) }).send(body)
  return { http: res.status, ...(res.body as Omit<Answer, 'http'>) }
}

async function clock (s: Stack, seconds: number): Promise<void> {
  await supertest(s.mockUrl).post('/__mock/clock').send({ advance_s: seconds }).expect(200)
}

async function record (s: Stack, token: string, orderId: string, extra: Record<string, string> = {}): Promise<Record<string, any>> {
  const res = await call(s, token, LIST, { page_size: 50 }, extra)
  const found = (res.data.items as Array<Record<string, any>>).find(w => w.order_id === orderId)
  if (found === undefined) throw new Error(`${orderId} is not in ${token}'s record`)
  return found
}

async function payroll (s: Stack, dealer: string, orderId: string, extra: Record<string, string> = {}): Promise<Record<string, any>> {
  const res = await call(s, dealer, `${AGENT}/order/detail`, { order_id: orderId }, extra)
  if (res.code !== 0) throw new Error(`${dealer}: detail answered ${res.code} ${res.msg}`)
  return res.data
}

/** The player withdraws; the dealer accepts and remits with `utr`. The withdrawal's id. */
async function remitted (t: Test, s: Stack, player: string, dealer: string, amount: number, utr: string, extra: Record<string, string> = {}): Promise<string> {
  const made = await call(s, player, WITHDRAW, { amount }, extra)
  t.equal(made.code, 0, `${player} withdrew (${made.msg})`)
  const id: string = made.data.order.order_id
  t.equal((await call(s, dealer, `${AGENT}/order/accept`, { order_id: id }, extra)).code, 0, 'accepted')
  t.equal((await call(s, dealer, `${AGENT}/order/remit`, { order_id: id, utr }, extra)).code, 0, 'remitted')
  return id
}

t.test('India: timeline, UTR, expected date; a complaint in the window freezes both sides; the review pays', async t => {
  const s = await startStack(t)
  await s.reset()
  const made = await call(s, 'demo-in', WITHDRAW, { amount: 50000 })
  const id: string = made.data.order.order_id
  const created: number = made.data.order.created_at
  t.same(made.data.order.steps, [{ status: 0, at: created }], 'the request is the first step')
  t.equal(made.data.order.expected_at, created + 7 * DAY_S, 'India: expected within 7 days')
  t.notOk('reference' in made.data.order, 'no reference before a payer gives one')
  t.equal((await call(s, 'demo-in', COMPLAIN, { order_id: id })).code, 10090, 'no complaint before a dealer remits')

  t.equal((await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: id })).code, 0)
  await clock(s, 600)
  t.equal((await call(s, 'demo-dealer-in', `${AGENT}/order/remit`, { order_id: id, utr: '531298760042' })).code, 0)
  const sent = await record(s, 'demo-in', id)
  t.match(sent, { status: 6, reference: { kind: 'utr', value: '531298760042' }, expected_at: created + 7 * DAY_S }, 'transferring, with the UTR')
  t.equal(sent.steps.length, 2)
  t.same(sent.steps.map((x: any) => x.status), [0, 6], 'processing, then transferring')
  t.ok(sent.steps[1].at >= created + 600, 'the remit\'s time, on the business clock')
  t.equal(sent.complain_until, sent.steps[1].at + 48 * 3600, 'complaints until 48 hours after the remit')

  await clock(s, 47 * 3600)
  const headers = idempotencyHeaders(COMPLAIN)
  const complained = await call(s, 'demo-in', COMPLAIN, { order_id: id }, {}, headers)
  t.match(complained, { code: 0, data: { order: { order_id: id, status: 7 } } }, 'within 48 hours: accepted, the withdrawal frozen')
  t.notOk('expected_at' in complained.data.order, 'under review: no expected date')
  t.notOk('complain_until' in complained.data.order, 'and no second complaint offered')
  const replay = await call(s, 'demo-in', COMPLAIN, { order_id: id }, {}, headers)
  t.equal(replay.code, 0, 'a retry with the same key answers the same')
  t.equal((await call(s, 'demo-in', COMPLAIN, { order_id: id })).code, 10090, 'a new complaint on a frozen order is refused')
  const frozen = await payroll(s, 'demo-dealer-in', id)
  t.match(frozen.order, { status: 5, label: 'complaint' }, 'the dealer\'s order: state 5, complaint label')
  t.equal(frozen.history.filter((h: any) => h.action === 'complain').length, 1, 'one complaint in its history')

  // The window's end no longer settles it: the platform decides.
  await clock(s, 2 * 3600)
  t.match((await payroll(s, 'demo-dealer-in', id)).order, { status: 5 }, 'still frozen after the window')
  const balance = (await call(s, 'demo-in', ASSET)).data
  await supertest(s.mockUrl).post('/__mock/payout/review').send({ order_id: id, outcome: 'paid' }).expect(200)
  t.match((await payroll(s, 'demo-dealer-in', id)).order, { status: 4, label: 'complaint' }, 'paid: succeeded, the label kept')
  const done = await record(s, 'demo-in', id)
  t.match(done, { status: 1, reference: { kind: 'utr', value: '531298760042' } }, 'the player\'s record: received')
  t.same(done.steps.map((x: any) => x.status), [0, 6, 7, 1], 'processing, transferring, under review, received')
  t.notOk('expected_at' in done, 'finished: no expected date')
  t.same((await call(s, 'demo-in', ASSET)).data.amount, balance.amount, 'no money back')
  await supertest(s.mockUrl).post('/__mock/payout/review').send({ order_id: id, outcome: 'failed' }).expect(409)
})

t.test('Bangladesh: TrxID, a 1-day expected date; a failed review returns the money; after 48 hours no complaint', async t => {
  const s = await startStack(t)
  await s.reset()
  const before = (await call(s, 'demo-bd', ASSET, {}, BD_PAGE)).data
  const id = await remitted(t, s, 'demo-bd', 'demo-dealer-bd', 100000, '9K4H7T2Q5W', BD_PAGE)
  const sent = await record(s, 'demo-bd', id, BD_PAGE)
  t.match(sent, { status: 6, reference: { kind: 'trxid', value: '9K4H7T2Q5W' } }, 'bKash: the TrxID')
  t.equal(sent.expected_at, sent.created_at + DAY_S, 'Bangladesh: expected within a day')
  t.equal((await call(s, 'demo-bd', COMPLAIN, { order_id: id }, BD_PAGE)).code, 0, 'complained')
  await supertest(s.mockUrl).post('/__mock/payout/review').send({ order_id: id, outcome: 'failed' }).expect(200)
  t.match((await payroll(s, 'demo-dealer-bd', id, BD_PAGE)).order, { status: 6, label: 'complaint' }, 'the dealer\'s order failed')
  const back = await record(s, 'demo-bd', id, BD_PAGE)
  t.same(back.steps.map((x: any) => x.status), [0, 6, 7, 2], 'back to the player after the review')
  const after = (await call(s, 'demo-bd', ASSET, {}, BD_PAGE)).data
  t.same([after.amount, after.withdraw_amt], [before.amount, before.withdraw_amt], 'the money is back, once')

  const late = await remitted(t, s, 'demo-bd', 'demo-dealer-bd', 100000, '9K4H7T2Q6X', BD_PAGE)
  await clock(s, 48 * 3600)
  const refused = await call(s, 'demo-bd', COMPLAIN, { order_id: late }, { ...BD_PAGE, 'accept-language': 'bn' })
  t.match(refused, { code: 10090, msg: 'এই উত্তোলন না পাওয়ার অভিযোগ আর করা যাবে না।' }, 'after 48 hours the upstream refuses, in the player\'s language')
  t.match(await record(s, 'demo-bd', late, BD_PAGE), { status: 1 }, 'received')
  t.match((await payroll(s, 'demo-dealer-bd', late, BD_PAGE)).order, { status: 4, label: 'none' }, 'the dealer\'s order succeeded, no complaint')
})

t.test('Brazil: the upstream\'s own Pix payout gives its end-to-end id, and cannot be complained about', async t => {
  const s = await startStack(t)
  await s.reset()
  const made = await call(s, 'demo-br', WITHDRAW, { amount: 5000 }, BR_PAGE)
  t.equal(made.code, 0)
  const id: string = made.data.order.order_id
  t.equal(made.data.order.expected_at, made.data.order.created_at + 7 * DAY_S, 'Brazil: expected within 7 days')
  const conf = s.mock.world.catalog('BR').self_payout
  if (conf === undefined) throw new Error('BR has no self_payout')
  await clock(s, conf.transfer_after_s + 1)
  const sent = await record(s, 'demo-br', id, BR_PAGE)
  t.equal(sent.status, 6)
  t.equal(sent.reference.kind, 'pix_e2e')
  t.match(sent.reference.value, /^E18236120\d{12}[A-Za-z0-9]{11}$/, 'a Pix end-to-end id: E, the payer\'s ISPB, the minute, 11 characters')
  t.notOk('complain_until' in sent, 'no complaint window on the upstream\'s own payout')
  t.equal((await call(s, 'demo-br', COMPLAIN, { order_id: id }, BR_PAGE)).code, 10090, 'refused')
  t.equal((await call(s, 'demo-br', COMPLAIN, { order_id: 'WD99999999' }, BR_PAGE)).code, 10010, 'an unknown order is not found')
  const bad = await call(s, 'demo-br', COMPLAIN, {}, BR_PAGE)
  t.equal(bad.http, 400, 'no order id: a bad request')
})
