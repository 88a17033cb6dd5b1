// A player's withdrawal from request to received, through the real gateway before the real mock: offered
// to the region's coin dealers, accepted by one (and only one), remitted, and ended by the business clock;
// the upstream's own payouts where there are no dealers; the daily limits; barred declarations.
import t from 'tap'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, startStack, type Stack } from '../helpers/stack.js'

const V1 = '/api/user/v1'
const AGENT = '/api/user/pay-center/v1/agent'
const WITHDRAW = `${V1}/amt/withdraw`
const LIST = `${V1}/amt/withdraw/list`
const CANCEL = `${V1}/amt/withdraw/cancel`
const ASSET = `${V1}/amt/assetinfo`
const TRANSFER = `${V1}/amt/transfer`
const TRANSFERS = `${V1}/amt/transfer/list`
const ORDERS = `${AGENT}/order/list`
const INFO = `${AGENT}/info`
const BD_PAGE = { host: 'coin.localhost' }
const COMPLAINT_WINDOW_S = 48 * 3600

type Answer = { http: number, code: number, msg: string, status: string, data: any }

async function call (s: Stack, token: string, path: string, body: object = {}, extra: Record<string, string> = {}): Promise<Answer> {
  const res = await s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, extra) }).send(body)
  return { http: res.status, ...(res.body as Omit<Answer, 'http'>) }
}

async function clock (s: Stack, seconds: number): Promise<void> {
  await supertest(s.mockUrl).post('/__mock/clock').send({ advance_s: seconds }).expect(200)
}

async function available (s: Stack, dealer: string, extra: Record<string, string> = {}): Promise<Array<Record<string, any>>> {
  const res = await call(s, dealer, ORDERS, { tab: 'available' }, extra)
  if (res.code !== 0) throw new Error(`${dealer}: order list answered ${res.code} ${res.msg}`)
  return res.data.items
}

async function withdrawal (s: Stack, token: string, orderId: string, extra: Record<string, string> = {}): Promise<Record<string, any> | undefined> {
  const res = await call(s, token, LIST, { page_size: 50 }, extra)
  return (res.data.items as Array<Record<string, any>>).find(w => w.order_id === orderId)
}

/** The dealer's "withdraw pay" records: the clock settles the fixtures' own orders too, so credits are told apart by order. */
async function pays (s: Stack, dealer: string, extra: Record<string, string> = {}): Promise<Array<Record<string, any>>> {
  const res = await call(s, dealer, TRANSFERS, { type: 'withdraw_pay', page_size: 50 }, extra)
  if (res.code !== 0) throw new Error(`${dealer}: transfer list answered ${res.code} ${res.msg}`)
  return res.data.items
}

/** Coins credited between two readings, apart from this order: what the clock paid for the fixtures' orders. */
function othersPaid (before: Array<Record<string, any>>, after: Array<Record<string, any>>, orderId: string): number {
  const seen = new Set(before.map(r => r.transfer_id))
  return after.filter(r => !seen.has(r.transfer_id) && r.order_id !== orderId).reduce((sum, r) => sum + (r.amount as number), 0)
}

async function coinsOf (s: Stack, dealer: string, extra: Record<string, string> = {}): Promise<number> {
  return (await call(s, dealer, INFO, {}, extra)).data.coins_available
}

t.test('India: a withdrawal to UPI is offered to the region\'s dealers, one accepts and remits, the complaint window ends it', async t => {
  const s = await startStack(t)
  await s.reset()
  const before = (await call(s, 'demo-in', ASSET)).data
  const made = await call(s, 'demo-in', WITHDRAW, { amount: 50000 })
  t.match(made, { http: 200, code: 0, data: { order: { amount: 50000, status: 0, type: 'upi' } } })
  const id: string = made.data.order.order_id

  for (const dealer of ['demo-dealer-in', 'demo-dealer-in-2']) {
    const offered = (await available(s, dealer)).find(o => o.order_id === id)
    t.match(offered, { user_id: '20481736', amount: 50000, coins: 500, pay_method: 'upi', upi_id: 'rahul.sharma@okaxis', name: 'Rahul Sharma', status: 1, tab: 'available' }, `offered to ${dealer}`)
  }
  t.notOk((await available(s, 'demo-dealer-bd', BD_PAGE)).some(o => o.order_id === id), 'not offered to another region\'s dealer')

  const coinsBefore = await coinsOf(s, 'demo-dealer-in')
  const paysBefore = await pays(s, 'demo-dealer-in')
  t.match(await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: id }), { code: 0, data: { order: { order_id: id, status: 2 }, actions: ['abandon', 'remit'] } })
  t.notOk((await available(s, 'demo-dealer-in-2')).some(o => o.order_id === id), 'gone from the other dealer\'s list')
  t.match(await call(s, 'demo-dealer-in-2', `${AGENT}/order/accept`, { order_id: id }), { code: 10084, msg: 'Another coin dealer has already accepted this order.' }, 'a late accept gets its own code')
  t.match(await call(s, 'demo-in', CANCEL, { order_id: id }), { code: 10008 }, 'the player cannot cancel once a dealer pays it')
  t.match(await withdrawal(s, 'demo-in', id), { status: 0 }, 'still processing for the player')

  t.match(await call(s, 'demo-dealer-in', `${AGENT}/order/remit`, { order_id: id, utr: '531298765047' }), { code: 0, data: { order: { status: 3, utr: '531298765047' } } })
  t.match(await withdrawal(s, 'demo-in', id), { status: 6, remark: /UTR 531298765047/ }, 'transferring, with the UTR')
  t.equal(await coinsOf(s, 'demo-dealer-in'), coinsBefore, 'no coins before the complaint window ends')

  await clock(s, COMPLAINT_WINDOW_S + 1)
  t.match(await withdrawal(s, 'demo-in', id), { status: 1, remark: 'Received, UTR 531298765047' }, 'received, with the UTR')
  const paysAfter = await pays(s, 'demo-dealer-in')
  t.match(paysAfter.filter(p => p.order_id === id), [{ type: 'withdraw_pay', amount: 500, user_id: '20481736' }], 'one "withdraw pay" record')
  t.equal(await coinsOf(s, 'demo-dealer-in'), coinsBefore + 500 + othersPaid(paysBefore, paysAfter, id), 'the dealer is credited 500 coins, once')
  const after = (await call(s, 'demo-in', ASSET)).data
  t.equal(after.amount, before.amount - 50000, 'the player\'s balance went down by the amount, once')
  t.equal(after.withdraw_amt, before.withdraw_amt - 50000)
  t.equal(await coinsOf(s, 'demo-dealer-in-2'), 40000, 'the other dealer\'s coins did not move')
})

t.test('Bangladesh: a bKash withdrawal goes to demo-dealer-bd, remitted with a TrxID', async t => {
  const s = await startStack(t)
  await s.reset()
  const made = await call(s, 'demo-bd', WITHDRAW, { amount: 100000 }, BD_PAGE)
  t.equal(made.code, 0, made.msg)
  const id: string = made.data.order.order_id
  const offered = (await available(s, 'demo-dealer-bd', BD_PAGE)).find(o => o.order_id === id)
  t.match(offered, { amount: 100000, pay_method: 'bkash', bank_name: 'bKash', bank_account: /^01\d{9}$/, status: 1 })
  t.notOk((await available(s, 'demo-dealer-in')).some(o => o.order_id === id), 'not offered in India')
  const coins = await coinsOf(s, 'demo-dealer-bd', BD_PAGE)
  const before = await pays(s, 'demo-dealer-bd', BD_PAGE)
  t.equal((await call(s, 'demo-dealer-bd', `${AGENT}/order/accept`, { order_id: id }, BD_PAGE)).code, 0)
  t.equal((await call(s, 'demo-dealer-bd', `${AGENT}/order/remit`, { order_id: id, utr: '9K4H7T2Q1Z' }, BD_PAGE)).code, 0)
  t.match(await withdrawal(s, 'demo-bd', id, BD_PAGE), { status: 6 })
  await clock(s, COMPLAINT_WINDOW_S + 1)
  t.match(await withdrawal(s, 'demo-bd', id, BD_PAGE), { status: 1, remark: /9K4H7T2Q1Z/ })
  const after = await pays(s, 'demo-dealer-bd', BD_PAGE)
  t.match(after.filter(p => p.order_id === id), [{ type: 'withdraw_pay', amount: 1000 }], 'one "withdraw pay" record')
  t.equal(await coinsOf(s, 'demo-dealer-bd', BD_PAGE), coins + 1000 + othersPaid(before, after, id), 'credited 1,000 coins, once')
})

t.test('refuse and abandon leave the order to the other dealers; a time-out too', async t => {
  const s = await startStack(t)
  await s.reset()
  const id: string = (await call(s, 'demo-in', WITHDRAW, { amount: 20000 })).data.order.order_id
  t.match(await call(s, 'demo-dealer-in', `${AGENT}/order/refuse`, { order_id: id, reason: 'No UPI limit left today' }), { code: 0, data: { order: { status: 6, label: 'refused' } } })
  t.notOk((await available(s, 'demo-dealer-in')).some(o => o.order_id === id), 'off the refusing dealer\'s list')
  t.ok((await available(s, 'demo-dealer-in-2')).some(o => o.order_id === id), 'still on the other\'s')
  t.equal((await call(s, 'demo-dealer-in-2', `${AGENT}/order/accept`, { order_id: id })).code, 0)
  t.equal((await call(s, 'demo-dealer-in-2', `${AGENT}/order/abandon`, { order_id: id, reason: 'Bank down' })).code, 0)
  t.match(await withdrawal(s, 'demo-in', id), { status: 0 }, 'still processing for the player')
  t.equal((await call(s, 'demo-in', CANCEL, { order_id: id })).code, 0, 'back in the pool, so the player may cancel')

  const second: string = (await call(s, 'demo-in', WITHDRAW, { amount: 20000 })).data.order.order_id
  t.equal((await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: second })).code, 0)
  const timeout = (await call(s, 'demo-dealer-in', INFO)).data.pay_timeout_s as number
  await clock(s, timeout + 1)
  t.match((await call(s, 'demo-dealer-in', `${AGENT}/order/detail`, { order_id: second })).data.order, { status: 8 }, 'timed out for the dealer')
  t.ok((await available(s, 'demo-dealer-in-2')).some(o => o.order_id === second), 'offered to the other dealer again')
})

t.test('the player\'s complaint freezes it; an upheld complaint sends it back and returns the money', async t => {
  const s = await startStack(t)
  await s.reset()
  const before = (await call(s, 'demo-in', ASSET)).data
  const id: string = (await call(s, 'demo-in', WITHDRAW, { amount: 40000 })).data.order.order_id
  await supertest(s.mockUrl).post('/__mock/payout/script').send({ order_id: id, complain_after_s: 3600, review_outcome: 'failed' }).expect(200)
  await supertest(s.mockUrl).post('/__mock/payout/script').send({ order_id: 'WD0', complain_after_s: 1 }).expect(404)
  t.equal((await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: id })).code, 0)
  t.equal((await call(s, 'demo-dealer-in', `${AGENT}/order/remit`, { order_id: id, utr: '531298760077' })).code, 0)
  const coins = await coinsOf(s, 'demo-dealer-in')
  const paysBefore = await pays(s, 'demo-dealer-in')
  await clock(s, 3601)
  t.match(await withdrawal(s, 'demo-in', id), { status: 7 }, 'frozen while the complaint is reviewed')
  t.match((await call(s, 'demo-dealer-in', `${AGENT}/order/detail`, { order_id: id })).data.order, { status: 5, label: 'complaint' })
  await clock(s, 86401)
  t.match(await withdrawal(s, 'demo-in', id), { status: 2 }, 'back')
  const after = (await call(s, 'demo-in', ASSET)).data
  t.equal(after.amount, before.amount, 'the money is back in the balance')
  t.equal(after.withdraw_amt, before.withdraw_amt)
  const paysAfter = await pays(s, 'demo-dealer-in')
  t.equal(paysAfter.filter(p => p.order_id === id).length, 0, 'the dealer is not credited for it')
  t.equal(await coinsOf(s, 'demo-dealer-in'), coins + othersPaid(paysBefore, paysAfter, id))
})

t.test('two dealers accepting at once: exactly one wins, the coins move once', async t => {
  const s = await startStack(t)
  await s.reset()
  const id: string = (await call(s, 'demo-in', WITHDRAW, { amount: 30000 })).data.order.order_id
  const [first, second] = [await coinsOf(s, 'demo-dealer-in'), await coinsOf(s, 'demo-dealer-in-2')]
  const before = await pays(s, 'demo-dealer-in')
  const answers = await Promise.all(['demo-dealer-in', 'demo-dealer-in-2'].map(d => call(s, d, `${AGENT}/order/accept`, { order_id: id })))
  t.same(answers.map(a => a.code).sort(), [0, 10084], 'one accepted, the other was told another dealer has it')
  const winner = answers[0]?.code === 0 ? 'demo-dealer-in' : 'demo-dealer-in-2'
  t.equal((await call(s, winner, `${AGENT}/order/remit`, { order_id: id, utr: '431298700001' })).code, 0)
  await clock(s, COMPLAINT_WINDOW_S + 1)
  const others = othersPaid(before, await pays(s, 'demo-dealer-in'), id)
  t.same([await coinsOf(s, 'demo-dealer-in'), await coinsOf(s, 'demo-dealer-in-2')],
    winner === 'demo-dealer-in' ? [first + 300 + others, second] : [first + others, second + 300], 'credited once, to the winner')
  t.equal([...await pays(s, 'demo-dealer-in'), ...await pays(s, 'demo-dealer-in-2')].filter(p => p.order_id === id).length, 1, 'one "withdraw pay" record in all')
})

t.test('a dealer accepting while the player cancels: one wins, the money moves once', async t => {
  const s = await startStack(t)
  await s.reset()
  for (let round = 0; round < 2; round++) {
    const before = (await call(s, 'demo-in', ASSET)).data.amount as number
    const id: string = (await call(s, 'demo-in', WITHDRAW, { amount: 10000 })).data.order.order_id
    // The two orders alternate, so each side is the first to arrive once.
    const [accept, cancel] = round === 0
      ? await Promise.all([call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: id }), call(s, 'demo-in', CANCEL, { order_id: id })])
      : (await Promise.all([call(s, 'demo-in', CANCEL, { order_id: id }), call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: id })])).reverse() as [Answer, Answer]
    t.equal([accept?.code, cancel?.code].filter(c => c === 0).length, 1, `round ${round}: exactly one succeeded (${accept?.code}, ${cancel?.code})`)
    const after = (await call(s, 'demo-in', ASSET)).data.amount as number
    if (cancel?.code === 0) {
      t.equal(accept?.code, 10085, 'the dealer is told the player cancelled')
      t.equal(after, before, 'the money is back, once')
      t.match(await withdrawal(s, 'demo-in', id), { status: 5 })
    } else {
      t.equal(cancel?.code, 10008, 'the player is told it is too late to cancel')
      t.equal(after, before - 10000, 'the money stays out')
    }
  }
})

t.test('without coin dealers the upstream pays out itself: transferring, received, or back for a scripted failure', async t => {
  const s = await startStack(t)
  await s.reset()
  const headers = { host: 'br.localhost' }
  const before = (await call(s, 'demo-br', ASSET, {}, headers)).data
  const paid: string = (await call(s, 'demo-br', WITHDRAW, { amount: 5000 }, headers)).data.order.order_id
  const bounced: string = (await call(s, 'demo-br', WITHDRAW, { amount: 13000 }, headers)).data.order.order_id
  t.match(await withdrawal(s, 'demo-br', paid, headers), { status: 0 })
  await clock(s, 1801)
  t.match(await withdrawal(s, 'demo-br', paid, headers), { status: 6 }, 'transferring')
  await clock(s, 7200)
  t.match(await withdrawal(s, 'demo-br', paid, headers), { status: 1 }, 'received')
  t.match(await withdrawal(s, 'demo-br', bounced, headers), { status: 2 }, 'back')
  const after = (await call(s, 'demo-br', ASSET, {}, headers)).data
  t.equal(after.amount, before.amount - 5000, 'only the paid one left the balance')
  t.equal(after.withdraw_amt, before.withdraw_amt - 5000)
})

t.test('daily limits: the number of withdrawals and the day\'s total, cancelled ones not counted', async t => {
  const s = await startStack(t)
  await s.reset()
  const conf = s.mock.world.catalog('IN').withdraw_conf
  conf.daily_max = 300000
  const first = (await call(s, 'demo-in-new', ASSET)).data
  t.equal(first.withdraw_conf.daily_times, 3)
  // demo-bd has no withdrawal today in the fixtures: the counts start at zero.
  const start = (await call(s, 'demo-in', ASSET)).data.withdraw_today
  t.match(start, { times: Number, amount: Number, resets_at: Number })
  const room = 3 - (start.times as number)
  const ids: string[] = []
  for (let i = 0; i < room; i++) {
    const r = await call(s, 'demo-in', WITHDRAW, { amount: 10000 })
    t.equal(r.code, 0, r.msg)
    ids.push(r.data.order.order_id)
  }
  const refused = await call(s, 'demo-in', WITHDRAW, { amount: 10000 })
  t.match(refused, { http: 200, code: 10016, msg: /^You have made 3 withdrawals today, the daily limit\. The limit resets at \d{4}-\d\d-\d\d 00:00 \(Asia\/Kolkata time\)\.$/ })
  t.match((await call(s, 'demo-in', ASSET)).data.withdraw_today, { times: 3 })
  t.equal((await call(s, 'demo-in', CANCEL, { order_id: ids[0] })).code, 0)
  t.match((await call(s, 'demo-in', ASSET)).data.withdraw_today, { times: 2 }, 'a cancelled one does not count')
  const hi = await call(s, 'demo-in', WITHDRAW, { amount: 300000 }, { 'accept-language': 'hi' })
  t.equal(hi.code, 10017, 'the day\'s total')
  t.match(hi.msg, /₹3,000\.00/, `in Hindi, naming the limit: ${hi.msg}`)
  t.match(hi.msg, /Asia\/Kolkata/)
  t.equal((await call(s, 'demo-in', WITHDRAW, { amount: 10000 })).code, 0, 'the freed place can be used')
})

t.test('barred declarations: money moves refused with their own code and reason, reads work', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const [token, reason] of [['demo-in-barred', /residents of Assam/], ['demo-in-minor', /aged 18 or over/]] as const) {
    for (const [path, body] of [[WITHDRAW, { amount: 10000 }], [TRANSFER, { user_id: '20593318', amount: 100 }], ['/api/user/v3/amt/common_recharge', { amount: 50000, channel_id: 1 }]] as const) {
      const r = await call(s, token, path, body)
      t.match(r, { http: 200, status: 'error', code: 10031, msg: reason }, `${token} ${path}: ${r.msg}`)
    }
    const asset = await call(s, token, ASSET)
    t.match(asset, { code: 0, data: { withdraw_amt: 500000, coins: 1500 } }, `${token}: the balance reads`)
    t.equal((await call(s, token, LIST)).code, 0, `${token}: the record reads`)
    const declared = await s.api.get('/api/user/v3/account/declaration').set(clientHeaders(token))
    t.match(declared.body, { code: 0, data: { declared: true, barred: true } })
  }
  const hi = await call(s, 'demo-in-barred', WITHDRAW, { amount: 10000 }, { 'accept-language': 'hi' })
  t.match(hi, { code: 10031, msg: /Assam के निवासियों/ }, 'in Hindi')
  const journal = await s.journal(WITHDRAW)
  t.ok(journal.length > 0, 'the refusals came from the upstream itself')
})

t.test('declare: stored upstream, barred or not, fields checked, made once', async t => {
  const s = await startStack(t)
  await s.reset()
  const DECLARE = '/api/user/v3/account/declare'
  const bad = await call(s, 'demo-in-new', DECLARE, { birth_date: '2000-01-01', state: 'Atlantis' })
  t.match(bad, { http: 400, code: 400 })
  t.equal((bad as any).errors?.[0]?.field, 'state')
  const future = await call(s, 'demo-in-new', DECLARE, { birth_date: '2999-01-01', state: 'Kerala' })
  t.match(future, { code: 40000, msg: /date of birth/ }, future.msg)
  t.match(await call(s, 'demo-in-new', DECLARE, { birth_date: '1990-05-01', state: 'Odisha' }), { code: 0, data: { declared: true, barred: true, reason: 'barred_state', state: 'Odisha' } })
  t.match(await call(s, 'demo-in-new', DECLARE, { birth_date: '1990-05-01', state: 'Kerala' }), { code: 0, data: { barred: true, state: 'Odisha' } }, 'declaring again does not lift the bar')
  t.match(await call(s, 'demo-in-new', '/api/user/v3/amt/common_recharge', { amount: 50000, channel_id: 1, declaration: true }), { code: 10031, msg: /Odisha/ })
  t.match(await call(s, 'demo-in', '/api/user/v3/account/declare', { birth_date: '1990-05-01', state: 'Kerala' }), { code: 0, data: { barred: false, reason: 'none' } })
})
