// The dealer's manage centre: who is a dealer, profile and price, followers, selling coins, and payout
// orders under PAYROLL_TRANSITIONS: every transition allowed and refused, UTR and payment-record remits,
// and the business clock moving orders (time-outs, the 48-hour complaint window, reviews).
import t from 'tap'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpointList, type EndpointId } from '../../../shared/endpoints.js'
import { projectRoot } from '../../../shared/node/project-root.js'
import { checkField } from '../../../shared/rules/fields.js'
import {
  DEALER_ACTIONS, PAYROLL_STATUSES, PAYROLL_TRANSITIONS, TAB_STATUSES, dealerActions, isFinal, nextStatus, payoutCoins, tabOf,
  type DealerAction, type PayrollStatus
} from '../../../shared/rules/payroll.js'
import { complaintClosesAt, complaintOpen } from '../../../shared/rules/payout-tracker.js'
import { FOLLOWER_TRANSITIONS, followerActionAllowed, isListed } from '../../../shared/rules/dealer.js'
import { transferProblem } from '../../../shared/rules/transfer.js'
import { startMock, picture, type Mock } from '../fixture/mock-client.js'

const IN = { token: 'demo-dealer-in' }
const BD = { token: 'demo-dealer-bd' }

/** One order of demo-dealer-in in each state 1-8 (the fixture has them all). */
const ORDER_IN_STATE: Record<PayrollStatus, string> = {
  1: 'WP70300118', 2: 'WP70300114', 3: 'WP70300112', 4: 'WP70300109', 5: 'WP70300106', 6: 'WP70300105', 7: 'WP70300102', 8: 'WP70300101'
}

/** The complaint window, written out: 48 hours after a remit the order succeeds by itself. */
const COMPLAINT_WINDOW_S = 48 * 3600
const clock = async (m: Mock, seconds: number): Promise<number> => (await m.control('post', '/__mock/clock', { advance_s: seconds }).expect(200)).body.now
const detail = async (m: Mock, orderId: string, token = IN.token): Promise<any> => (await m.json('agentOrderDetail', { order_id: orderId }, { token })).data
const info = async (m: Mock, token = IN.token): Promise<any> => (await m.json('agentInfo', {}, { token })).data

let utrSeq = 0
/** A fresh IMPS/UPI UTR each time (a UTR can be used once). */
const newUtr = (): string => `5${String(++utrSeq).padStart(11, '0')}`

t.test('the shared rules', async t => {
  t.test('PAYROLL_TRANSITIONS: the dealer\'s buttons per state', async t => {
    const buttons = Object.fromEntries(PAYROLL_STATUSES.map(s => [s, dealerActions(s)]))
    t.same(buttons, { 1: ['accept', 'refuse'], 2: ['abandon', 'remit'], 3: [], 4: [], 5: [], 6: [], 7: [], 8: [] })
    t.same(PAYROLL_STATUSES.filter(isFinal), [4, 6, 7, 8])
    t.same(PAYROLL_STATUSES.map(tabOf), ['available', 'pending', 'pending', 'completed', 'pending', 'completed', 'completed', 'completed'])
    t.same([...TAB_STATUSES.available, ...TAB_STATUSES.pending, ...TAB_STATUSES.completed].sort(), [...PAYROLL_STATUSES], 'every state in exactly one tab')
    t.equal(nextStatus('settle', 3), 4)
    t.equal(nextStatus('settle', 5), null, 'a complained order does not settle by itself')
    t.equal(nextStatus('remit', 8), null)
    for (const [action, tr] of Object.entries(PAYROLL_TRANSITIONS)) {
      t.notOk((tr.from as readonly number[]).includes(tr.to), `${action} changes the state`)
      t.notOk(tr.from.some(s => isFinal(s)), `${action} never leaves a final state`)
    }
    const remit = 1_700_000_000
    t.ok(complaintOpen(remit, remit + 47 * 3600 + 3599), 'a complaint 47 h 59 min 59 s after the remit is heard')
    t.notOk(complaintOpen(remit, remit + 48 * 3600), 'from 48 hours after the remit the payout counts as received')
    t.equal(complaintClosesAt(remit), 1_700_172_800, 'the window closes 172,800 s (48 h) after the remit')
    t.equal(payoutCoins(250050), 2500)
  })

  t.test('followers, transfers, listing', async t => {
    t.ok(followerActionAllowed('block', 'active'))
    t.notOk(followerActionAllowed('block', 'blocked'))
    t.ok(followerActionAllowed('unblock', 'blocked'))
    t.notOk(followerActionAllowed('migrate', 'blocked'))
    t.equal(FOLLOWER_TRANSITIONS.migrate.to, null)
    t.same(transferProblem('20481736', '20481736', 500, 1000), { key: 'self' })
    t.same(transferProblem('20481736', '20593318', 99, 1000), { key: 'below_minimum', min: 100 })
    t.same(transferProblem('20481736', '20593318', 1001, 1000), { key: 'above_balance' })
    t.equal(transferProblem('20481736', '20593318', 1000, 1000), null)
    t.notOk(isListed('', 5000))
    t.notOk(isListed('+919812345678', 99))
  })

  t.test('UTR, WhatsApp and nickname', async t => {
    for (const utr of ['431298765012', 'HDFCN24316512345', 'HDFCR52024110900123456', 'hdfcn24316512345']) t.ok(checkField('utr', utr, 'IN'), `IN ${utr}`)
    for (const utr of ['43129876501', '4312987650123', 'HDFCN2431651234', 'HDFCR520241109001234567', 'HDFC-N24316512345', '9K4H7T2Q1M', '']) t.notOk(checkField('utr', utr, 'IN'), `IN refuses ${utr}`)
    for (const utr of ['9K4H7T2Q1M', '71RBG8XN', '431298765012']) t.ok(checkField('utr', utr, 'BD'), `BD ${utr}`)
    for (const utr of ['71RBG8X', 'HDFCN24316512345', '9K4H 7T2Q1M']) t.notOk(checkField('utr', utr, 'BD'), `BD refuses ${utr}`)
    for (const w of ['+919812345678', '919812345678', '01812345679', '+8801812345679', '12345678']) t.ok(checkField('whatsapp', w), w)
    for (const w of ['', '+', '1234567', '+1234567890123456', '98123 45678', '+91-9812345678', '++919812345678']) t.notOk(checkField('whatsapp', w), `refuses "${w}"`)
    for (const n of ['Vikram Coins', 'সাব্বির কয়েন শপ', 'विक्रम कॉइन्स', 'R&K Chips', 'Coins4U', 'St. Mary\'s Chips']) t.ok(checkField('nickname', n), n)
    for (const n of ['V', ' Vikram', 'Vikram ', 'Vikram 🪙', '<b>Vikram</b>', 'x'.repeat(31)]) t.notOk(checkField('nickname', n), `refuses "${n}"`)
  })
})

t.test('who is a dealer', async t => {
  const m = await startMock(t)
  const bodies: Partial<Record<EndpointId, Record<string, unknown>>> = {
    agentProfile: { nickname: 'Rahul Coins', whatsapp: '+919876543210' }, agentPrice: { price: 10000 }, agentFollowerAdd: { user_id: '20593318' },
    agentFollowerMigrate: { user_id: '20593318', to_agent_id: 'AG-IN-01' }, agentFollowerBlock: { user_id: '20593318', blocked: true },
    agentSell: { user_id: '20593318', amount: 100 }, agentOrderDetail: { order_id: 'WP70300118' }, agentOrderAccept: { order_id: 'WP70300118' },
    agentOrderRefuse: { order_id: 'WP70300118' }, agentOrderAbandon: { order_id: 'WP70300114' }, agentOrderRemit: { order_id: 'WP70300114', utr: '431200000000' }
  }
  const dealerCalls = endpointList().filter(([, e]) => e.area === 'dealer').map(([id]) => id)
  t.equal(dealerCalls.length, 18)
  for (const id of dealerCalls) {
    const opts = id === 'agentOrderRecord' ? { file: { content: picture(4096), filename: 'utr.jpg', mime: 'image/jpeg' } } : {}
    const body = id === 'agentOrderRecord' ? { order_id: 'WP70300114' } : bodies[id] ?? {}
    t.same(await m.json(id, body, { token: 'demo-in', ...opts }), { code: 10070, msg: 'This account is not a coin dealer', data: null }, `${id}: demo-in is a player`)
  }
  t.equal((await m.json('agentInfo', {}, { token: 'demo-in', lang: 'bn' })).msg, 'এই অ্যাকাউন্টটি কয়েন ডিলারের নয়')
  t.equal((await m.json('agentOrderAccept', { order_id: 'WP70300118' }, IN)).code, 0, 'nothing happened to the dealer\'s orders')
  t.equal((await m.json('getUserInfo', {}, IN)).data.is_dealer, true, 'the rule is the upstream\'s user info')
})

t.test('profile and price', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('the account', async t => {
    t.same(await info(m), {
      user_id: '70315528', nickname: 'Vikram Coins', picture: 'https://cdn.mock.local/avatars/70315528.png', whatsapp: '+919812345678', price: 9900,
      price_min: 9000, price_max: 11000, coins_available: 250000, coins_sold: 1794700, followers: 8, blocked: 2,
      orders: { available: 4, pending: 6, completed: 8 }, listed: true, complaint_window_s: 172800, pay_timeout_s: 1800, min_transfer: 100
    })
    t.match(await info(m, BD.token), { nickname: 'Sabbir Coin Shop', whatsapp: '+8801812345679', price: 9500, coins_available: 120000, orders: { available: 2, pending: 4, completed: 7 } })
  })

  t.test('nickname and WhatsApp: both required and checked', async t => {
    const res = await m.json('agentProfile', { nickname: 'Vikram Chips', whatsapp: '919812300000' }, IN)
    t.match(res.data, { nickname: 'Vikram Chips', whatsapp: '919812300000' })
    t.same(await m.json('agentProfile', { nickname: 'Vikram Chips', whatsapp: '' }, IN), { code: 40000, msg: 'Invalid request: WhatsApp number', data: null })
    t.equal((await m.json('agentProfile', { nickname: 'Vikram Chips', whatsapp: '98123' }, IN)).code, 40000)
    t.equal((await m.json('agentProfile', { nickname: 'Vikram Chips' }, IN)).code, 40000)
    t.same(await m.json('agentProfile', { nickname: ' ', whatsapp: '919812300000' }, IN), { code: 40000, msg: 'Invalid request: nickname', data: null })
    t.equal((await info(m)).nickname, 'Vikram Chips', 'refusals changed nothing')
  })

  t.test('the price: within the region\'s range, formatted in the message', async t => {
    t.same(await m.json('agentPrice', { price: 8999 }, IN), { code: 10079, msg: 'The price must be between ₹90.00 and ₹110.00', data: null })
    t.equal((await m.json('agentPrice', { price: 11001 }, IN)).code, 10079)
    t.equal((await m.json('agentPrice', { price: 0 }, IN)).code, 40000)
    t.equal((await m.json('agentPrice', { price: 10200 }, IN)).data.price, 10200)
    t.match((await m.json('agentPrice', { price: 8000 }, BD)).msg, /৳/)
  })

  t.test('a dealer without WhatsApp is not listed and cannot price until the profile has one', async t => {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-fixtures-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    cpSync(join(projectRoot(), 'fixtures'), dir, { recursive: true })
    const file = join(dir, 'users', 'demo-dealer-in.json')
    const json = JSON.parse(readFileSync(file, 'utf8'))
    json.dealer.whatsapp = ''
    writeFileSync(file, JSON.stringify(json))
    const fresh = await startMock(t, { fixturesDir: dir })
    t.equal((await info(fresh)).listed, false)
    t.notOk((await fresh.json('agencyList')).data.items.some((a: any) => a.agent_id === '70315528'))
    t.same(await fresh.json('agentPrice', { price: 10000 }, IN), { code: 10077, msg: 'Please set your WhatsApp number first', data: null })
    t.equal((await fresh.json('agentProfile', { nickname: 'Vikram Coins', whatsapp: '+919812345678' }, IN)).data.listed, true)
    t.equal((await fresh.json('agentPrice', { price: 10000 }, IN)).data.price, 10000)
  })
})

t.test('followers', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const followers = async (body: Record<string, unknown> = {}, token = IN.token): Promise<any> => (await m.json('agentFollowers', { page_size: 50, ...body }, { token })).data

  t.test('the list: newest first, by status, paged', async t => {
    const all = await followers()
    t.equal(all.total, 10)
    t.same(all.items.map((f: any) => f.added_at), [...all.items.map((f: any) => f.added_at)].sort((a: number, b: number) => b - a))
    t.same((await followers({ status: 'blocked' })).items.map((f: any) => f.name), ['Sandeep Chauhan', 'Deepak Yadav'])
    t.match((await followers({ user_id: '20481736' })).items, [{ name: 'Rahul Sharma', status: 'active', source: 'added', coins_bought: 18500 }])
    const page = (await m.json('agentFollowers', { page: 3, page_size: 4 }, IN)).data
    t.same([page.items.length, page.has_more], [2, false])
    t.equal((await followers({}, BD.token)).total, 8)
  })

  t.test('add: a player who follows nobody', async t => {
    const res = await m.json('agentFollowerAdd', { user_id: '20593318' }, IN)
    t.match(res.data, { user_id: '20593318', name: 'Priya Nair', status: 'active', source: 'added', coins_bought: 0, last_buy_at: 0 })
    t.equal((await followers()).items[0].user_id, '20593318', 'on top')
    t.same(await m.json('agentFollowerAdd', { user_id: '20593318' }, IN), { code: 10073, msg: 'This user is already your follower', data: null })
    t.same(await m.json('agentFollowerAdd', { user_id: '20593318' }, BD), { code: 10040, msg: 'User ID does not exist', data: null }, 'an Indian player is unknown to the Bangladeshi dealer\'s upstream')
    t.equal((await m.json('agentFollowerMigrate', { user_id: '20593318', to_agent_id: 'AG-IN-01' }, IN)).code, 0)
    t.same(await m.json('agentFollowerAdd', { user_id: '20593318' }, IN), { code: 10074, msg: 'This user already follows another dealer', data: null }, 'migrated to an agency: taken')
    t.same(await m.json('agentFollowerAdd', { user_id: '70315528' }, IN), { code: 10076, msg: 'You cannot add yourself as a follower', data: null })
    t.same(await m.json('agentFollowerAdd', { user_id: '12345678' }, IN), { code: 10040, msg: 'User ID does not exist', data: null })
    t.equal((await m.json('agentFollowerAdd', { user_id: '2059331' }, IN)).code, 40000)
    t.equal((await followers()).total, 10, 'ten: one added, then migrated away')
  })

  t.test('block and unblock: only from the state that allows it', async t => {
    const blocked = await m.json('agentFollowerBlock', { user_id: '21346587', blocked: true }, IN)
    t.equal(blocked.data.status, 'blocked')
    t.same(await m.json('agentFollowerBlock', { user_id: '21346587', blocked: true }, IN), { code: 10071, msg: 'This follower is already blocked', data: null })
    t.same(await m.json('agentFollowerBlock', { user_id: '22457698', blocked: false }, IN), { code: 10071, msg: 'This follower is not blocked', data: null })
    t.equal((await m.json('agentFollowerBlock', { user_id: '24679810', blocked: false }, IN)).data.status, 'active')
    t.same(await m.json('agentFollowerBlock', { user_id: '20593318', blocked: true }, IN), { code: 10072, msg: 'This user is not one of your followers', data: null })
    t.same((await info(m)).blocked, 2, 'one blocked, one unblocked')
  })

  t.test('migrate: an active follower to another agent of the region', async t => {
    const res = await m.json('agentFollowerMigrate', { user_id: '26891032', to_agent_id: 'AG-IN-02' }, IN)
    t.same(res.data, { user_id: '26891032', to_agent_id: 'AG-IN-02', to_nickname: 'Lucky Star Agency' })
    t.equal((await followers({ user_id: '26891032' })).total, 0, 'gone from the list')
    t.equal((await m.json('agentFollowerAdd', { user_id: '26891032' }, IN)).code, 10074, 'now follows Lucky Star Agency')
    t.same(await m.json('agentFollowerMigrate', { user_id: '24679810', to_agent_id: 'AG-IN-02' }, IN),
      { code: 10071, msg: 'A blocked follower cannot be migrated. Unblock them first', data: null })
    t.same(await m.json('agentFollowerMigrate', { user_id: '21346587', to_agent_id: 'AG-BD-01' }, IN), { code: 10083, msg: 'This agent does not exist', data: null }, 'not of the region')
    t.equal((await m.json('agentFollowerMigrate', { user_id: '21346587', to_agent_id: '70315528' }, IN)).code, 10083, 'not to oneself')
    t.equal((await m.json('agentFollowerMigrate', { user_id: '20593318', to_agent_id: 'AG-IN-01' }, IN)).code, 10072)
    t.equal((await m.json('agentFollowerMigrate', { user_id: '21346587', to_agent_id: 'AG IN 01' }, IN)).code, 40000)
  })

  t.test('sell coins to a follower', async t => {
    const before = await info(m)
    const res = await m.json('agentSell', { user_id: '23568709', amount: 2500 }, IN)
    t.equal(res.code, 0)
    t.match(res.data, {
      coins_available: before.coins_available - 2500, coins_sold: before.coins_sold + 2500,
      record: { type: 'deduct', user_id: '23568709', name: 'Mohammed Irfan', amount: 2500, balance_after: before.coins_available - 2500 },
      follower: { user_id: '23568709', coins_bought: 54700 }
    })
    t.equal(res.data.follower.last_buy_at, res.data.record.created_at)
    const after = await info(m)
    t.same([after.coins_available, after.coins_sold], [before.coins_available - 2500, before.coins_sold + 2500])
    const today = (await m.json('agentData', { days: 1 }, IN)).data.days[0]
    t.ok(today.coins_sold >= 2500 && today.sales >= 1, 'today\'s figures rise')
    t.match((await m.json('agentLog', {}, IN)).data.items[0], { action: 'sell', target: '23568709', detail: '2500 coins to Mohammed Irfan' })
  })

  t.test('sell refusals, in order', async t => {
    const before = await info(m)
    t.equal((await m.json('agentSell', { user_id: '70315528', amount: 500 }, IN)).code, 10041)
    t.equal((await m.json('agentSell', { user_id: '23568709', amount: 99 }, IN)).code, 10043)
    t.equal((await m.json('agentSell', { user_id: '12345678', amount: 500 }, IN)).code, 10040)
    t.same(await m.json('agentSell', { user_id: '20593318', amount: 500 }, IN), { code: 10072, msg: 'This user is not one of your followers', data: null })
    t.same(await m.json('agentSell', { user_id: '24679810', amount: 500 }, IN), { code: 10075, msg: 'This follower is blocked. Unblock them first', data: null })
    t.same(await m.json('agentSell', { user_id: '23568709', amount: 250001 }, IN), { code: 10078, msg: 'Not enough coins available', data: null })
    t.same(await info(m), before, 'nothing moved')
  })

  t.test('a sale retried with its Idempotency-Key happens once', async t => {
    const first = await m.json('agentSell', { user_id: '23568709', amount: 1000 }, { ...IN, idempotencyKey: 'sell-1' })
    const again = await m.json('agentSell', { user_id: '23568709', amount: 1000 }, { ...IN, idempotencyKey: 'sell-1' })
    t.same(again, first)
    t.equal((await info(m)).coins_available, 249000)
  })
})

t.test('payout orders', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('the tabs: available list, pending, completed; the fixtures hold every state', async t => {
    const all = (await m.json('agentOrders', {}, IN)).data
    t.equal(all.total, 18)
    t.same(all.counts, { available: 4, pending: 6, completed: 8 })
    t.same([...new Set(all.items.map((o: any) => o.status))].sort(), [1, 2, 3, 4, 5, 6, 7, 8])
    t.same([...new Set(all.items.map((o: any) => o.label))].sort(), ['complaint', 'doubtful', 'none', 'refused', 'user_cancelled'])
    t.same(all.items.map((o: any) => o.created_at), [...all.items.map((o: any) => o.created_at)].sort((a: number, b: number) => b - a), 'newest first')
    for (const tab of ['available', 'pending', 'completed'] as const) {
      const list = (await m.json('agentOrders', { tab }, IN)).data
      t.equal(list.items.length, all.counts[tab])
      t.ok(list.items.every((o: any) => o.tab === tab && TAB_STATUSES[tab].includes(o.status)), `${tab}`)
    }
    t.same((await m.json('agentOrders', { status: 6 }, IN)).data.items.map((o: any) => o.label), ['refused', 'user_cancelled', 'complaint'])
    t.equal((await m.json('agentOrders', { tab: 'available', status: 4 }, IN)).data.total, 0)
    t.equal((await m.json('agentOrders', { status: 9 }, IN)).code, 40000)
    const bd = (await m.json('agentOrders', {}, BD)).data
    t.same([...new Set(bd.items.map((o: any) => o.status))].sort(), [1, 2, 3, 4, 5, 6, 7, 8])
    t.ok(bd.items.every((o: any) => ['bkash', 'nagad'].includes(o.pay_method) && o.ifsc === ''))
  })

  t.test('an order shows what the dealer needs to pay it', async t => {
    const o = (await detail(m, 'WP70300118')).order
    t.same(o, {
      order_id: 'WP70300118', user_id: '21346587', name: 'Amit Kumar', amount: 250000, coins: 2500, pay_method: 'bank', bank_name: 'State Bank of India',
      ifsc: 'SBIN0004587', bank_account: '30198765432', upi_id: '', status: 1, label: 'none', tab: 'available', utr: '', record_url: '',
      created_at: o.created_at, accepted_at: 0, remitted_at: 0, finished_at: 0, expire_at: 0, remark: ''
    })
    const inPayment = (await detail(m, 'WP70300114')).order
    t.equal(inPayment.expire_at, inPayment.accepted_at + 1800, 'the time-out')
    const pending = (await detail(m, 'WP70300112')).order
    t.equal(pending.expire_at, pending.remitted_at + 172800, 'the end of the complaint window')
  })

  t.test('the latest 50 only', async t => {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-fixtures-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    cpSync(join(projectRoot(), 'fixtures'), dir, { recursive: true })
    const file = join(dir, 'users', 'demo-dealer-in.json')
    const json = JSON.parse(readFileSync(file, 'utf8'))
    const old = json.dealer.orders.find((o: any) => o.order_id === 'WP70300109')
    for (let i = 0; i < 60; i++) {
      json.dealer.orders.push({ ...old, order_id: `WP6${String(i).padStart(7, '0')}`, utr: `4${String(i).padStart(11, '0')}`, created_at: { ago_s: 900000 + i * 3600 } })
    }
    writeFileSync(file, JSON.stringify(json))
    const many = await startMock(t, { fixturesDir: dir })
    const all = (await many.json('agentOrders', {}, IN)).data
    t.same([all.total, all.items.length, all.counts.completed], [78, 50, 68])
    t.equal(all.items[49].order_id, 'WP60000031', 'the newest 50')
    const done = (await many.json('agentOrders', { tab: 'completed' }, IN)).data
    t.same([done.total, done.items.length], [68, 50])
    t.equal((await many.json('agentOrderDownload', { tab: 'completed' }, IN)).data.count, 50)
  })

  t.test('every dealer action from every state: allowed exactly where the table says', async t => {
    for (const status of PAYROLL_STATUSES) {
      for (const action of DEALER_ACTIONS) {
        await m.control('post', '/__mock/reset').expect(200)
        const orderId = ORDER_IN_STATE[status]
        const before = await detail(m, orderId)
        t.equal(before.order.status, status)
        const id: Record<DealerAction, EndpointId> = { accept: 'agentOrderAccept', refuse: 'agentOrderRefuse', abandon: 'agentOrderAbandon', remit: 'agentOrderRemit' }
        const body = action === 'remit' ? { order_id: orderId, utr: newUtr() } : { order_id: orderId }
        const res = await m.json(id[action], body, IN)
        const to = nextStatus(action, status)
        if (to === null) {
          t.equal(res.code, 10071, `${action} from ${status} is refused`)
          t.notMatch(res.msg, /^upstream\./, 'with its own message')
          t.same(await detail(m, orderId), before, `${action} from ${status} changed nothing`)
        } else {
          t.equal(res.code, 0, `${action} from ${status} is allowed`)
          t.equal(res.data.order.status, to, `${action}: ${status} -> ${to}`)
          t.match(res.data.history.at(-1), { action, by: 'dealer', from: status, to })
          t.same(res.data.actions, dealerActions(to))
        }
      }
    }
  })

  t.test('accept, refuse, abandon: with the label, reason, history and log', async t => {
    const accepted = await m.json('agentOrderAccept', { order_id: 'WP70300118' }, IN)
    t.match(accepted.data, { order: { status: 2, tab: 'pending' }, actions: ['abandon', 'remit'] })
    t.ok(accepted.data.order.accepted_at > 0)
    t.same(await m.json('agentOrderAccept', { order_id: 'WP70300118' }, IN), { code: 10071, msg: 'Only an order in the available list can be accepted', data: null }, 'not twice')
    const abandoned = await m.json('agentOrderAbandon', { order_id: 'WP70300118', reason: 'IMPS limit reached' }, IN)
    t.match(abandoned.data.order, { status: 7, tab: 'completed', remark: 'IMPS limit reached' })
    t.ok(abandoned.data.order.finished_at > 0)
    t.same(await m.json('agentOrderAbandon', { order_id: 'WP70300118' }, IN), { code: 10071, msg: 'Only an order in payment can be abandoned', data: null })
    const refused = await m.json('agentOrderRefuse', { order_id: 'WP70300116', reason: 'Name does not match' }, IN)
    t.match(refused.data.order, { status: 6, label: 'refused', remark: 'Name does not match' })
    t.match(refused.data.history.at(-1), { action: 'refuse', by: 'dealer', from: 1, to: 6, note: 'Name does not match' })
    t.same(await m.json('agentOrderRefuse', { order_id: 'WP70300116' }, IN), { code: 10071, msg: 'Only an order in the available list can be refused', data: null })
    t.same(await m.json('agentOrderAccept', { order_id: 'WP99999999' }, IN), { code: 10010, msg: 'Order not found', data: null })
    t.equal((await m.json('agentOrderAccept', { order_id: 'WP71400112' }, IN)).code, 10010, 'another dealer\'s order')
    t.equal((await m.json('agentOrderRefuse', { order_id: 'WP70300117', reason: '   ' }, IN)).code, 40000, 'a blank reason')
    const log = (await m.json('agentLog', {}, IN)).data.items
    t.same(log.map((e: any) => [e.action, e.target]), [['refuse', 'WP70300116'], ['abandon', 'WP70300118'], ['accept', 'WP70300118']])
    t.match(log[0].detail, /₹15,000\.00: Name does not match/)
  })

  t.test('remit by UTR', async t => {
    const res = await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: 'hdfcn24330123456' }, IN)
    t.match(res.data.order, { status: 3, tab: 'pending', utr: 'HDFCN24330123456' })
    t.equal(res.data.order.expire_at, res.data.order.remitted_at + COMPLAINT_WINDOW_S)
    t.match(res.data.history.at(-1), { action: 'remit', by: 'dealer', from: 2, to: 3, note: 'UTR HDFCN24330123456' })
    t.same(await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: newUtr() }, IN), { code: 10071, msg: 'Only an order in payment can be remitted', data: null })
  })

  t.test('UTR refusals', async t => {
    t.same(await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: '12345' }, IN), { code: 40000, msg: 'Invalid request: UTR / transaction ID', data: null })
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: '9K4H7T2Q1Z' }, IN)).code, 40000, 'a bKash TrxID is not an Indian UTR')
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP70300114' }, IN)).code, 40000)
    t.same(await m.json('agentOrderRemit', { order_id: 'WP70300113', utr: 'HDFCN24330123456' }, IN),
      { code: 10080, msg: 'This UTR does not fit the payment: a UPI payment has a 12-digit UTR', data: null }, 'a UPI order')
    t.same(await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: '431298765012' }, IN),
      { code: 10081, msg: 'This UTR has already been submitted for another order', data: null }, 'used on WP70300112')
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: 'hdfcr52024110900123456' }, IN)).code, 10081, 'case does not make a UTR new')
    t.equal((await detail(m, 'WP70300114')).order.status, 2, 'still in payment')
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP70300113', utr: '431288888888' }, IN)).data.order.status, 3)
  })

  t.test('Bangladesh: remit by the bKash or Nagad TrxID', async t => {
    await m.json('agentOrderAccept', { order_id: 'WP71400112' }, BD)
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP71400112', utr: 'HDFCN24330123456' }, BD)).code, 40000, 'an Indian NEFT UTR')
    t.equal((await m.json('agentOrderRemit', { order_id: 'WP71400112', utr: '9K4H7T2Q1M' }, BD)).code, 10081, 'used on WP71400105')
    const res = await m.json('agentOrderRemit', { order_id: 'WP71400112', utr: '8x7a6d5d2k' }, BD)
    t.match(res.data.order, { status: 3, utr: '8X7A6D5D2K', pay_method: 'bkash', bank_name: 'bKash' })
  })

  t.test('remit by a photo of the payment record', async t => {
    const res = await m.json('agentOrderRecord', { order_id: 'WP70300114', user_id: '70315528' }, { ...IN, file: { content: picture(50000), filename: 'imps.jpg', mime: 'image/jpeg' } })
    t.match(res.data.order, { status: 3, utr: '', record_url: /^https:\/\/cdn\.mock\.local\/uploads\/F\d+\.jpg$/ })
    t.match(res.data.history.at(-1), { action: 'remit', note: 'Payment record photo' })
    const journal = (await m.control('get', '/__mock/requests?path=/api/user/pay-center/v1/agent/order/upload_record')).body.items
    t.same(journal[0].body.files, [{ field: 'file', filename: 'imps.jpg', mime: 'image/jpeg', size: 50000 }])
    const photo = { file: { content: picture(50000), filename: 'x.png', mime: 'image/png' } }
    t.same(await m.json('agentOrderRecord', { order_id: 'WP70300114' }, { ...IN, ...photo }), { code: 10071, msg: 'Only an order in payment can be remitted', data: null })
    t.same(await m.json('agentOrderRecord', { order_id: 'WP70300113' }, { ...IN, file: { content: picture(500), filename: 'x.png', mime: 'image/png' } }),
      { code: 10082, msg: 'Invalid upload. Please upload a clear photo of the payment record', data: null })
    t.equal((await m.json('agentOrderRecord', { order_id: 'WP99999999' }, { ...IN, ...photo })).code, 10010)
    t.equal((await m.json('agentOrderRecord', { order_id: 'WP70300113', user_id: '20481736' }, { ...IN, ...photo })).code, 10061)
    t.equal((await m.json('agentOrderRecord', { order_id: 'WP70300113' }, IN)).code, 40000, 'no file')
    t.equal((await m.json('agentOrderRecord', { order_id: 'WP70300113', utr: '431288888888' }, { ...IN, ...photo })).code, 40000, 'an unknown field')
    t.equal((await detail(m, 'WP70300113')).order.status, 2)
  })

  t.test('the history of fixture orders, oldest first', async t => {
    const paid = await detail(m, 'WP70300108')
    t.same(paid.history.map((h: any) => [h.action, h.by, h.from, h.to]), [
      ['created', 'player', 0, 1], ['accept', 'dealer', 1, 2], ['remit', 'dealer', 2, 3], ['complain', 'player', 3, 5], ['resolve_paid', 'system', 5, 4]
    ])
    t.same(paid.history.map((h: any) => h.at), [...paid.history.map((h: any) => h.at)].sort((a: number, b: number) => a - b))
    t.same(paid.actions, [])
    t.same((await detail(m, 'WP70300104')).history.map((h: any) => h.action), ['created', 'user_cancel'])
    t.same((await detail(m, 'WP70300101')).history.map((h: any) => h.action), ['created', 'accept', 'timeout'])
    t.same((await detail(m, 'WP70300103')).history.map((h: any) => h.action), ['created', 'accept', 'remit', 'complain', 'resolve_failed'])
  })

  t.test('the download list', async t => {
    const res = (await m.json('agentOrderDownload', { tab: 'available' }, IN)).data
    t.match(res.filename, /^payout-orders-available-\d{12}\.csv$/)
    t.same(res.columns, ['order_id', 'user_id', 'created_at', 'amount', 'pay_method', 'bank_name', 'name', 'ifsc', 'bank_account', 'upi_id', 'status', 'label', 'utr'])
    t.equal(res.count, 4)
    t.same(res.rows[0].slice(0, 2), ['WP70300118', '21346587'])
    t.match(res.rows[0][2], /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    t.same(res.rows[0].slice(3), ['2500.00', 'bank', 'State Bank of India', 'Amit Kumar', 'SBIN0004587', '30198765432', '', '1', 'none', ''])
    t.equal((await m.json('agentOrderDownload', { status: 8 }, IN)).data.count, 1)
    t.match((await m.json('agentOrderDownload', {}, BD)).data.filename, /^payout-orders-all-/)
  })
})

t.test('the clock moves orders', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('an accepted order not remitted in time times out', async t => {
    const o = (await detail(m, 'WP70300114')).order
    await clock(m, 1100)
    t.equal((await detail(m, 'WP70300114')).order.status, 2, 'not yet: accepted 10 minutes ago, 30 allowed')
    await clock(m, 200)
    const after = await detail(m, 'WP70300114')
    t.match(after.order, { status: 8, tab: 'completed', finished_at: o.accepted_at + 1800, expire_at: 0 })
    t.match(after.history.at(-1), { action: 'timeout', by: 'system', from: 2, to: 8, at: o.accepted_at + 1800, note: 'Not remitted within 30 minutes' })
    t.same(await m.json('agentOrderRemit', { order_id: 'WP70300114', utr: newUtr() }, IN), { code: 10071, msg: 'Only an order in payment can be remitted', data: null })
  })

  t.test('48 hours after the remit without complaint: succeeded, coins listed to the account', async t => {
    const before = await info(m)
    const o = (await detail(m, 'WP70300112')).order
    const now = await clock(m, 0)
    await clock(m, o.remitted_at + COMPLAINT_WINDOW_S - now - 60)
    t.equal((await detail(m, 'WP70300112')).order.status, 3, 'a minute before the window ends')
    await clock(m, 61)
    const after = await detail(m, 'WP70300112')
    t.match(after.order, { status: 4, finished_at: o.remitted_at + COMPLAINT_WINDOW_S, label: 'none' })
    t.match(after.history.at(-1), { action: 'settle', by: 'system', from: 3, to: 4, note: '2000 coins listed to your account' })
    // By then the two older pending orders settled too, the frozen one was reviewed as paid, the orders in
    // payment timed out and the player cancelled WP70300115.
    const nowInfo = await info(m)
    t.equal(nowInfo.coins_available, before.coins_available + 2000 + 10000 + 1500 + 6000, '₹2,000 paid gives 2,000 coins (and the others theirs)')
    t.same(nowInfo.orders, { available: 3, pending: 0, completed: 15 })
    const credits = (await m.json('transferList', { type: 'withdraw_pay' }, IN)).data.items
    t.match(credits[0], { order_id: 'WP70300112', amount: 2000, balance_after: nowInfo.coins_available, user_id: '27902143', name: 'Pooja Gupta', created_at: o.remitted_at + COMPLAINT_WINDOW_S })
    t.same(credits.slice(0, 4).map((r: any) => r.order_id), ['WP70300112', 'WP70300106', 'WP70300110', 'WP70300111'], 'each credited at its own time')
    t.equal((await m.json('assetInfo', {}, IN)).data.coins, nowInfo.coins_available, 'the asset info agrees')
  })

  t.test('accept and remit now, settle 48 hours later, counted in the data centre', async t => {
    await m.json('agentOrderAccept', { order_id: 'WP70300118' }, IN)
    await m.json('agentOrderRemit', { order_id: 'WP70300118', utr: '431277777777' }, IN)
    await clock(m, COMPLAINT_WINDOW_S - 10)
    t.equal((await detail(m, 'WP70300118')).order.status, 3)
    await clock(m, 20)
    t.equal((await detail(m, 'WP70300118')).order.status, 4)
    // Today (two days on) has no fixture figures: its orders are exactly the credits of the day.
    const today = (await m.json('agentData', { days: 1 }, IN)).data.days[0]
    const day = (s: number): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(s * 1000))
    const credits = ((await m.json('transferList', { type: 'withdraw_pay', page_size: 50 }, IN)).data.items as any[]).filter(r => day(r.created_at) === today.date)
    t.ok(credits.some(r => r.order_id === 'WP70300118'))
    t.equal(today.orders, credits.length)
    t.equal(today.amount, credits.reduce((sum, r) => sum + r.amount * 100, 0))
  })

  t.test('a complaint freezes the order; the platform\'s review decides', async t => {
    const before = await info(m)
    await m.json('agentOrderRemit', { order_id: 'WP70300113', utr: '431266666666' }, IN)
    await clock(m, 7201)
    const frozen = await detail(m, 'WP70300113')
    t.match(frozen.order, { status: 5, label: 'complaint', tab: 'pending' })
    t.match(frozen.history.at(-1), { action: 'complain', by: 'player', from: 3, to: 5 })
    t.same(frozen.actions, [])
    await clock(m, 86400)
    const failed = await detail(m, 'WP70300113')
    t.match(failed.order, { status: 6, label: 'complaint', tab: 'completed' })
    t.match(failed.history.at(-1), { action: 'resolve_failed', by: 'system', from: 5, to: 6 })
    t.match(failed.history.at(-1).note, /₹5,000\.00 went back to the player's balance/)
    t.equal((await info(m)).coins_available >= before.coins_available, true)
    t.notOk((await m.json('transferList', { page_size: 50 }, IN)).data.items.some((r: any) => r.order_id === 'WP70300113'), 'no coins for a failed payment')
  })

  t.test('the fixture\'s frozen order is reviewed as paid', async t => {
    const o = await detail(m, 'WP70300106')
    t.match(o.order, { status: 5, label: 'complaint' })
    await clock(m, 86400 - 21600 + 5)
    const after = await detail(m, 'WP70300106')
    t.match(after.order, { status: 4, label: 'complaint' })
    t.match(o.history.at(-1), { action: 'complain', by: 'player' })
    t.match(after.history.at(-1), { action: 'resolve_paid', by: 'system', at: o.history.at(-1).at + 86400 }, 'a day after the complaint')
    const credit = (await m.json('transferList', { type: 'withdraw_pay', page_size: 50 }, IN)).data.items.find((r: any) => r.order_id === 'WP70300106')
    t.match(credit, { amount: 6000, user_id: '24679810', name: 'Deepak Yadav' })
  })

  t.test('the player cancels an order nobody accepted', async t => {
    await clock(m, 7201)
    const o = await detail(m, 'WP70300115')
    t.match(o.order, { status: 6, label: 'user_cancelled' })
    t.match(o.history.at(-1), { action: 'user_cancel', by: 'player' })
    t.same(await m.json('agentOrderAccept', { order_id: 'WP70300115' }, IN), { code: 10071, msg: 'Only an order in the available list can be accepted', data: null })
  })

  t.test('accepted before the player\'s cancel: the cancel no longer applies', async t => {
    await m.json('agentOrderAccept', { order_id: 'WP70300115' }, IN)
    await m.json('agentOrderRemit', { order_id: 'WP70300115', utr: '431255555555' }, IN)
    await clock(m, 7201)
    t.equal((await detail(m, 'WP70300115')).order.status, 3)
  })

  t.test('one long jump runs every step in order', async t => {
    const before = await info(m)
    await clock(m, 10 * 86400)
    const orders = (await m.json('agentOrders', {}, IN)).data.items as any[]
    const status = Object.fromEntries(orders.map(o => [o.order_id, o.status]))
    t.match(status, { WP70300118: 1, WP70300117: 1, WP70300116: 1, WP70300115: 6, WP70300114: 8, WP70300113: 8, WP70300112: 4, WP70300111: 4, WP70300110: 4, WP70300106: 4 })
    t.equal((await info(m)).coins_available, before.coins_available + 2000 + 10000 + 1500 + 6000, 'three pending and one frozen order credited')
    const credits = (await m.json('transferList', { type: 'withdraw_pay', page_size: 50 }, IN)).data.items as any[]
    t.same(credits.map(r => r.created_at), [...credits.map(r => r.created_at)].sort((a, b) => b - a), 'credits in time order')
    await m.control('post', '/__mock/reset').expect(200)
    t.equal((await detail(m, 'WP70300114')).order.status, 2, 'reset restores the orders and the clock')
  })

  t.test('the Bangladeshi dealer\'s frozen order is reviewed as failed', async t => {
    await clock(m, 86400)
    t.match((await detail(m, 'WP71400105', BD.token)).order, { status: 6, label: 'complaint' })
    t.match((await detail(m, 'WP71400109', BD.token)).order, { status: 3 })
    t.match((await detail(m, 'WP71400110', BD.token)).order, { status: 8 })
  })
})

t.test('data centre and action log', async t => {
  const m = await startMock(t)

  t.test('days: oldest first, today last, with totals', async t => {
    const data = (await m.json('agentData', { days: 14 }, IN)).data
    t.equal(data.days.length, 14)
    t.same(data.days.map((d: any) => d.date), [...data.days.map((d: any) => d.date)].sort())
    t.equal(new Set(data.days.map((d: any) => d.date)).size, 14)
    t.match(data, { coins_available: 250000, coins_sold: 1794700, followers: 8 })
    t.equal(data.totals.coins_sold, data.days.reduce((s: number, d: any) => s + d.coins_sold, 0))
    t.equal(data.totals.amount, data.days.reduce((s: number, d: any) => s + d.amount, 0))
    t.ok(data.totals.orders > 0 && data.totals.sales > 0)
    t.equal((await m.json('agentData', {}, IN)).data.days.length, 7, '7 days by default')
    t.equal((await m.json('agentData', { days: 32 }, IN)).code, 40000)
  })

  t.test('the log: what the dealer did, newest first, paged', async t => {
    t.equal((await m.json('agentLog', {}, IN)).data.total, 0)
    await m.json('agentPrice', { price: 10100 }, IN)
    await m.json('agentFollowerBlock', { user_id: '21346587', blocked: true }, IN)
    await m.json('agentFollowerBlock', { user_id: '21346587', blocked: false }, IN)
    await m.json('agentOrderAccept', { order_id: 'WP70300117' }, IN)
    await m.json('agentOrderAccept', { order_id: 'WP70300117' }, IN)
    const log = (await m.json('agentLog', { page_size: 3 }, IN)).data
    t.same([log.total, log.has_more], [4, true], 'a refused action is not logged')
    t.same(log.items.map((e: any) => e.action), ['accept', 'unblock', 'block'])
    t.match((await m.json('agentLog', { page: 2, page_size: 3 }, IN)).data.items[0], { action: 'price', target: '', detail: '₹99.00 → ₹101.00 per 100 coins' })
    t.equal((await m.json('agentLog', {}, BD)).data.total, 0, 'per dealer')
  })
})
