// The withdrawal tracker and the player's complaint in real Chromium, through the real gateway and the
// stateful mock upstream, with the player's and the dealer's browser contexts: the record's detail shows each
// status reached with its time, the payer's reference and the expected date; "Not received?" within 48 hours
// of a dealer's remit freezes the dealer's order (the pay roll's state 5 with the complaint label, in the
// dealer's Chromium) and the record says it is under review; the platform's review reaches both (paid in
// India, failed in Bangladesh: the pay roll's state 6); after the window there is no complaint to make and the
// upstream refuses one. Brazil's own Pix payout shows its end-to-end id and offers no complaint. The pay
// roll's state 8 (an accepted order that timed out) and its "latest 50 of N" line, in Chromium too.
import t, { type Test } from 'tap'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, type Stack } from '../helpers/stack.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { e2eFile } from './support/fixture.js'
import { clientDir, screenshot, settle, testIdText, waitForTestId, type OpenedWallet } from './support/page.js'
import { catalogue, click, expectedText, msg } from './support/actions.js'

const V1 = '/api/user/v1'
const AGENT = '/api/user/pay-center/v1/agent'
const WITHDRAW = `${V1}/amt/withdraw`
const LIST = `${V1}/amt/withdraw/list`
const COMPLAIN = `${V1}/amt/withdraw/complain`
const DAY_S = 86400
const HOUR_S = 3600

async function api (stack: Stack, token: string, path: string, body: object, host: string): Promise<any> {
  const res = await stack.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, { host }) }).send(body).expect(200)
  if (res.body.code !== 0) throw new Error(`${path} answered ${String(res.body.code)} ${String(res.body.msg)}`)
  return res.body.data
}

async function clock (stack: Stack, seconds: number): Promise<void> {
  await supertest(stack.mockUrl).post('/__mock/clock').send({ advance_s: seconds }).expect(200)
}

async function record (stack: Stack, token: string, orderId: string, host: string): Promise<any> {
  const found = (await api(stack, token, LIST, { page_size: 50 }, host)).items.find((w: any) => w.order_id === orderId)
  if (found === undefined) throw new Error(`${orderId} is not in ${token}'s record`)
  return found
}

/** Opens the record afresh with the order's detail open, its status reading `status`. */
async function openDetail (w: OpenedWallet, orderId: string, status: string): Promise<void> {
  await w.page.goto(`${w.origin}/withdraw/record`, { waitUntil: 'load' })
  await settle(w.page)
  await w.page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim() === want,
    { timeout: 15000, polling: 100 }, orderId, expectedText(status))
  await click(w.page, `[data-testid="wd-row-${orderId}"] .wd-row-head`)
  await w.page.waitForSelector(`[data-testid="wd-row-${orderId}"] [data-testid="wd-timeline"]`, { visible: true, timeout: 15000 })
}

/** The timeline's entries as shown: each one's words and the time it carries. */
async function timeline (page: Page, orderId: string): Promise<Array<{ label: string, at: string | null }>> {
  return page.$$eval(`[data-testid="wd-row-${orderId}"] [data-testid="wd-timeline"] li`, items => items.map(li => ({
    label: li.querySelector('span')?.textContent?.trim() ?? '',
    at: li.querySelector('time')?.getAttribute('datetime') ?? null
  })))
}

async function inDetail (page: Page, orderId: string, testId: string): Promise<string | null> {
  return page.evaluate((id: string, tid: string) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="wd-row-${id}"] [data-testid="${tid}"]`)
    return el === null ? null : el.innerText.replace(/\s+/g, ' ').trim()
  }, orderId, testId)
}

/** A screenshot of the order's detail, scrolled into the viewport (for a person to look at; checks nothing). */
async function detailShot (page: Page, orderId: string, name: string): Promise<void> {
  await page.$eval(`[data-testid="wd-row-${orderId}"] [data-testid="wd-timeline"]`, el => { el.scrollIntoView({ block: 'center' }) })
  await screenshot(page, name)
}

const iso = (at: number): string => new Date(at * 1000).toISOString()

/** The dealer's pay roll under the chip of `status`, with the order's card showing that state. */
async function payRollCard (page: Page, origin: string, status: number, orderId: string, expected: string): Promise<{ status: string, label: string | null }> {
  await page.goto(`${origin}/pay/roll`, { waitUntil: 'load' })
  await settle(page)
  await click(page, `[data-testid=status-${status}]`)
  const card = `[data-testid="order-${orderId}"]`
  await page.waitForFunction((sel: string, want: string) => document.querySelector(`${sel} [data-testid="order-status"]`)?.textContent?.trim() === want,
    { timeout: 15000, polling: 100 }, card, expectedText(expected)).catch(() => {})
  return page.evaluate((sel: string) => ({
    status: document.querySelector(`${sel} [data-testid="order-status"]`)?.textContent?.trim() ?? '',
    label: document.querySelector(`${sel} [data-testid="order-label"]`)?.textContent?.trim() ?? null
  }), card)
}

interface DealerJourney {
  region: string
  player: string
  dealer: string
  host: string
  lang: string
  amount: number
  reference: string
  /** The label of the reference, written as the player reads it. */
  referenceLabel: string
  /** The region's payout days, as the rule says. */
  days: number
  review: 'paid' | 'failed'
  /** The upstream's remark on a withdrawal under review, in the journey's language. */
  underReview: string
}

const JOURNEYS: DealerJourney[] = [
  { region: 'India', player: 'demo-in', dealer: 'demo-dealer-in', host: 'localhost', lang: 'en', amount: 50000, reference: '531298760042', referenceLabel: 'UTR', days: 7, review: 'paid', underReview: 'Your complaint is under review' },
  { region: 'Bangladesh', player: 'demo-bd', dealer: 'demo-dealer-bd', host: 'coin.localhost', lang: 'bn', amount: 100000, reference: '9K4H7T2Q5W', referenceLabel: 'TrxID নম্বর', days: 1, review: 'failed', underReview: 'আপনার অভিযোগ পর্যালোচনা করা হচ্ছে' }
]

t.test('withdrawal tracker and complaint', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)

  for (const j of JOURNEYS) {
    t.test(`${j.region}: the timeline, the ${j.referenceLabel} and the expected date; "Not received?" freezes the dealer's order; the review (${j.review}) reaches both`, async t => {
      await stack.reset()
      const cat = catalogue(j.lang)
      const made = (await api(stack, j.player, WITHDRAW, { amount: j.amount }, j.host)).order
      const orderId: string = made.order_id
      // An order the dealer accepts and never remits: it times out (the pay roll's state 8).
      const idle = (await api(stack, j.player, WITHDRAW, { amount: j.amount }, j.host)).order.order_id as string
      await api(stack, j.dealer, `${AGENT}/order/accept`, { order_id: orderId }, j.host)
      await api(stack, j.dealer, `${AGENT}/order/accept`, { order_id: idle }, j.host)
      await clock(stack, 600)
      await api(stack, j.dealer, `${AGENT}/order/remit`, { order_id: orderId, utr: j.reference }, j.host)
      await clock(stack, HOUR_S)
      const sent = await record(stack, j.player, orderId, j.host)

      const player = await wallet(t, { token: j.player, path: '/withdraw/record', host: j.host, lang: j.lang })
      await openDetail(player, orderId, msg(cat, 'withdraw.status.6'))
      t.same(await timeline(player.page, orderId), [
        { label: msg(cat, 'withdraw.status.0'), at: iso(made.created_at) },
        { label: msg(cat, 'withdraw.status.6'), at: iso(sent.steps[1].at) }
      ], 'requested (processing), then transferring, each with its time')
      // The business clock runs on from the real time, so the remit is 10 minutes after the request plus the seconds the calls took.
      t.ok(sent.steps[1].at >= made.created_at + 600 && sent.steps[1].at < made.created_at + 600 + 120, 'the remit\'s time on the business clock')
      t.equal(await inDetail(player.page, orderId, 'wd-reference'), `${j.referenceLabel} ${j.reference}`, `the dealer's ${j.referenceLabel}`)
      const expectedDate = new Intl.DateTimeFormat(j.lang, { dateStyle: 'medium' }).format(new Date((made.created_at + j.days * DAY_S) * 1000))
      t.equal(await inDetail(player.page, orderId, 'wd-expected'), msg(cat, 'withdraw.expected', { date: expectedDate }), `expected within ${j.days} day(s)`)
      t.equal(await inDetail(player.page, orderId, 'wd-complain'), msg(cat, 'withdraw.complain_action'), '"Not received?" is offered')
      await detailShot(player.page, orderId, `withdraw-tracker-${j.lang}-transferring`)

      // The complaint, confirmed; the record says it is under review.
      await click(player.page, `[data-testid="wd-row-${orderId}"] [data-testid="wd-complain"]`)
      await player.page.waitForSelector('[role=dialog]', { visible: true })
      await screenshot(player.page, `withdraw-tracker-${j.lang}-confirm`)
      await click(player.page, '[data-testid="wd-complain-confirm"]')
      await player.page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim() === want,
        { timeout: 15000, polling: 100 }, orderId, msg(cat, 'withdraw.status.7'))
      const complaints = await stack.journal(COMPLAIN)
      t.equal(complaints.length, 1, 'one complaint reached the upstream')
      t.match(complaints[0]?.body, { order_id: orderId })
      await openDetail(player, orderId, msg(cat, 'withdraw.status.7'))
      const frozen = await record(stack, j.player, orderId, j.host)
      t.same(await timeline(player.page, orderId), [
        { label: msg(cat, 'withdraw.status.0'), at: iso(made.created_at) },
        { label: msg(cat, 'withdraw.status.6'), at: iso(sent.steps[1].at) },
        { label: msg(cat, 'withdraw.timeline_review'), at: iso(frozen.steps[2].at) }
      ], 'the complaint is the third step: under review')
      t.equal(await inDetail(player.page, orderId, 'wd-complain'), null, 'no second complaint')
      t.equal(await inDetail(player.page, orderId, 'wd-expected'), null, 'no expected date while under review')
      t.match(await testIdText(player.page, `wd-row-${orderId}`), expectedText(j.underReview), 'the record says it is under review')
      await detailShot(player.page, orderId, `withdraw-tracker-${j.lang}-review`)

      // The dealer's pay roll in Chromium: the order frozen with the complaint label; the idle one timed out.
      const dealer = await wallet(t, { token: j.dealer, path: '/pay/roll', host: j.host, lang: j.lang })
      t.same(await payRollCard(dealer.page, dealer.origin, 5, orderId, msg(cat, 'dealer.status.5')), { status: msg(cat, 'dealer.status.5'), label: msg(cat, 'dealer.label.complaint') }, 'state 5, complaint label')
      t.same(await payRollCard(dealer.page, dealer.origin, 8, idle, msg(cat, 'dealer.status.8')), { status: msg(cat, 'dealer.status.8'), label: null }, 'the accepted, unpaid order: state 8')
      await screenshot(dealer.page, `withdraw-tracker-${j.lang}-payroll-8`)

      // The platform's review reaches the dealer's pay roll and the player's record.
      await supertest(stack.mockUrl).post('/__mock/payout/review').send({ order_id: orderId, outcome: j.review }).expect(200)
      const dealerState = j.review === 'paid' ? 4 : 6
      t.same(await payRollCard(dealer.page, dealer.origin, dealerState, orderId, msg(cat, `dealer.status.${dealerState}`)),
        { status: msg(cat, `dealer.status.${dealerState}`), label: msg(cat, 'dealer.label.complaint') }, `reviewed ${j.review}: state ${dealerState}, the complaint label kept`)
      await screenshot(dealer.page, `withdraw-tracker-${j.lang}-payroll-${dealerState}`)
      const playerState = j.review === 'paid' ? 1 : 2
      await openDetail(player, orderId, msg(cat, `withdraw.status.${playerState}`))
      const ended = await record(stack, j.player, orderId, j.host)
      t.same((await timeline(player.page, orderId)).map(x => x.label), [
        msg(cat, 'withdraw.status.0'), msg(cat, 'withdraw.status.6'), msg(cat, 'withdraw.timeline_review'), msg(cat, `withdraw.status.${playerState}`)
      ], `the review's outcome ends the timeline: ${msg(catalogue('en'), `withdraw.status.${playerState}`)}`)
      t.equal((await timeline(player.page, orderId))[3]?.at, iso(ended.steps[3].at))
      t.equal(await inDetail(player.page, orderId, 'wd-expected'), null, 'finished: no expected date')
      t.equal(await inDetail(player.page, orderId, 'wd-reference'), `${j.referenceLabel} ${j.reference}`, 'the reference stays')
      t.same(player.consoleErrors, [], 'no console errors for the player')
      t.same(dealer.consoleErrors, [], 'no console errors for the dealer')
    })
  }

  t.test('India: after the 48-hour window the record offers no complaint, and the upstream refuses one', async t => {
    await stack.reset()
    const cat = catalogue('hi')
    const made = (await api(stack, 'demo-in', WITHDRAW, { amount: 50000 }, 'localhost')).order
    await api(stack, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: made.order_id }, 'localhost')
    await api(stack, 'demo-dealer-in', `${AGENT}/order/remit`, { order_id: made.order_id, utr: '531298760043' }, 'localhost')

    // A page opened inside the window, used after it: the upstream refuses, and the page shows why.
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/record', lang: 'hi' })
    await openDetail(w, made.order_id, msg(cat, 'withdraw.status.6'))
    await detailShot(w.page, made.order_id, 'withdraw-tracker-hi-transferring')
    await clock(stack, 48 * HOUR_S)
    await click(w.page, `[data-testid="wd-row-${made.order_id}"] [data-testid="wd-complain"]`)
    await w.page.waitForSelector('[role=dialog]', { visible: true })
    await click(w.page, '[data-testid="wd-complain-confirm"]')
    await waitForTestId(w.page, 'toast')
    t.match(await testIdText(w.page, 'toast'), msg(cat, 'upstream.complaint_closed'), 'the upstream\'s refusal, in Hindi')
    const answers = await stack.journal(COMPLAIN)
    t.equal(answers.length, 1, 'the complaint reached the upstream, which refused it')
    await w.page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim() === want,
      { timeout: 15000, polling: 100 }, made.order_id, msg(cat, 'withdraw.status.1'))
    await openDetail(w, made.order_id, msg(cat, 'withdraw.status.1'))
    t.equal(await inDetail(w.page, made.order_id, 'wd-complain'), null, 'received: no "Not received?"')
    t.equal(await inDetail(w.page, made.order_id, 'wd-reference'), 'UTR नंबर 531298760043', 'the UTR, labelled in Hindi')
    const res = await stack.api.post(COMPLAIN).set({ ...idempotencyHeaders(COMPLAIN), ...clientHeaders('demo-in') }).send({ order_id: made.order_id }).expect(200)
    t.equal(res.body.code, 10090, 'a direct call is refused with a non-zero code')
    t.match(await api(stack, 'demo-dealer-in', `${AGENT}/order/detail`, { order_id: made.order_id }, 'localhost'), { order: { status: 4, label: 'none' } }, 'the dealer was paid, no complaint')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('Brazil: the upstream\'s own Pix payout shows its end-to-end id and the expected date, and offers no complaint', async t => {
    await stack.reset()
    const cat = catalogue('pt')
    const host = 'br.localhost'
    const made = (await api(stack, 'demo-br', WITHDRAW, { amount: 5000 }, host)).order
    const conf = stack.mock.world.catalog('BR').self_payout
    if (conf === undefined) throw new Error('BR has no self_payout')
    await clock(stack, conf.transfer_after_s + 1)
    const sent = await record(stack, 'demo-br', made.order_id, host)
    t.match(sent.reference, { kind: 'pix_e2e', value: /^E18236120\d{12}[A-Za-z0-9]{11}$/ }, 'a Pix end-to-end id')

    const w = await wallet(t, { token: 'demo-br', path: '/withdraw/record', host, lang: 'pt' })
    await openDetail(w, made.order_id, msg(cat, 'withdraw.status.6'))
    t.same(await timeline(w.page, made.order_id), [
      { label: 'Em processamento', at: iso(made.created_at) },
      { label: 'Em transferência', at: iso(made.created_at + conf.transfer_after_s) }
    ], 'processing, then transferring when the upstream sent it')
    t.equal(await inDetail(w.page, made.order_id, 'wd-reference'), `ID fim a fim do Pix ${String(sent.reference.value)}`, 'the end-to-end id, labelled')
    const expectedDate = new Intl.DateTimeFormat('pt', { dateStyle: 'medium' }).format(new Date((made.created_at + 7 * DAY_S) * 1000))
    t.equal(await inDetail(w.page, made.order_id, 'wd-expected'), `Previsto até ${expectedDate}`, 'expected within 7 days')
    t.equal(await inDetail(w.page, made.order_id, 'wd-complain'), null, 'no "Not received?" on the upstream\'s own payout')
    await detailShot(w.page, made.order_id, 'withdraw-tracker-pt-transferring')

    await clock(stack, conf.receive_after_s)
    await openDetail(w, made.order_id, msg(cat, 'withdraw.status.1'))
    t.same((await timeline(w.page, made.order_id)).map(x => x.label), ['Em processamento', 'Em transferência', 'Recebido'], 'then received')
    t.equal(await inDetail(w.page, made.order_id, 'wd-expected'), null, 'finished: no expected date')
    t.same(w.consoleErrors, [], 'no console errors')
  })
})

t.test('the pay roll shows "the latest 50 of N" in Chromium', async (t: Test) => {
  // A dealer with 60 more completed orders than the fixtures give (as tests/mock-upstream/handlers/dealer.test.ts).
  const dir = mkdtempSync(join(tmpdir(), 'tracker-fixtures-'))
  t.teardown(() => { rmSync(dir, { recursive: true, force: true }) })
  cpSync(join(projectRoot(), 'fixtures'), dir, { recursive: true })
  const file = join(dir, 'users', 'demo-dealer-in.json')
  const json = JSON.parse(readFileSync(file, 'utf8'))
  const old = json.dealer.orders.find((o: any) => o.order_id === 'WP70300109')
  for (let i = 0; i < 60; i++) {
    json.dealer.orders.push({ ...old, order_id: `WP6${String(i).padStart(7, '0')}`, utr: `4${String(i).padStart(11, '0')}`, created_at: { ago_s: 900000 + i * 3600 } })
  }
  writeFileSync(file, JSON.stringify(json))
  const { stack, wallet } = await e2eFile(t, { fixturesDir: dir })
  const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/roll' })
  const all = await api(stack, 'demo-dealer-in', `${AGENT}/order/list`, {}, 'localhost')
  t.same([all.total, all.items.length], [78, 50], 'the upstream gives the latest 50 of 78')
  t.equal(await waitForTestId(w.page, 'order-total', 15000), 'The latest 50 of 78 orders (lists show the latest 50)', 'all states')
  t.equal(await w.page.$$eval('[data-testid="order-list"] > li', items => items.length), 50, 'fifty cards')
  // State 4: the fixtures' 3 succeeded orders and the 60 added.
  await click(w.page, '[data-testid=status-4]')
  const want = 'The latest 50 of 63 orders (lists show the latest 50)'
  await w.page.waitForFunction((text: string) => document.querySelector('[data-testid="order-total"]')?.textContent?.trim() === text, { timeout: 15000, polling: 100 }, want).catch(() => {})
  t.equal(await testIdText(w.page, 'order-total'), want, 'state 4')
  t.same(await w.page.$$eval('[data-testid="order-list"] > li', items => [...new Set(items.map(li => li.getAttribute('data-status')))]), ['4'], 'only succeeded orders under its chip')
  await screenshot(w.page, 'withdraw-tracker-payroll-latest-50')
  t.same(w.consoleErrors, [], 'no console errors')
})
