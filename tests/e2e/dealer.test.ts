// The coin dealer's manage centre in real Chromium, through the real gateway and the stateful mock
// upstream: as demo-dealer-in (English, localhost) and demo-dealer-bd (Bengali, coin.localhost) the dealer
// accepts, refuses and abandons payout orders (only the buttons the state allows; an illegal one answered
// by the upstream shows its message and the list refreshes), remits by UTR (a bad one first, its error tied
// to the field) and by a payment record photo, sees the 48-hour window count down and, after the mock
// clock moves 48 hours, the order succeeded; blocks a follower, edits the price, sells coins; the data
// centre and the download list; a player who is not a dealer gets the not-a-dealer page. Every screen is
// checked with axe and photographed at 360x740.
import t, { type Test } from 'tap'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { realPng } from '../helpers/pictures.js'
import type { Page } from 'puppeteer-core'
import { normaliseDigits } from '../../shared/money.js'
import { clientHeaders, idempotencyHeaders, type Stack } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, originFor, pageHolding, pageText, rawLocaleKeys, screenshot, settle, testIdText, waitForTestId, waitForText } from './support/page.js'
import { catalogue, click, expectedText, fieldError, msg, reportedEvents, typeInto, waitFieldError } from './support/actions.js'
import { dealerOrders, dealerSell } from './screens/dealer.js'

const en = catalogue('en')
const bn = catalogue('bn')

const AGENT = '/api/user/pay-center/v1/agent'
const HOURS_48 = 48 * 3600

/** The first bytes of a GIF: a picture type the record upload refuses before sending anything. */
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(2000, 1)])

const card = (orderId: string): string => `[data-testid="order-${orderId}"]`

async function cardText (page: Page, orderId: string): Promise<string> {
  return (await testIdText(page, `order-${orderId}`)) ?? ''
}

async function statusOf (page: Page, orderId: string): Promise<string> {
  return page.evaluate((sel: string) => document.querySelector(`${sel} [data-testid="order-status"]`)?.textContent?.trim() ?? '', card(orderId))
}

/**
 * The order's state once its list has loaded: waits for the expected state (a timeout is not an error here),
 * then reads it, so a wrong state still fails the check.
 */
async function shownStatus (page: Page, orderId: string, expected: string): Promise<string> {
  await waitStatus(page, orderId, expected).catch(() => {})
  return await statusOf(page, orderId)
}

/**
 * Clicks the pay roll's chip of a state, watching every change of the page until its list has loaded: no
 * commit may show an order of another state under that chip (the previous chip's list, a frame long, read
 * the wrong orders out to a screen reader and let a tap land on them).
 */
async function showState (t: Test, page: Page, status: number, loadedOrder: string, expected: string): Promise<void> {
  await page.evaluate((want: string) => {
    const w = window as unknown as { staleOrders?: string[], staleWatch?: MutationObserver }
    w.staleOrders = []
    w.staleWatch = new MutationObserver(() => {
      if (document.querySelector(`[data-testid="status-${want}"]`)?.getAttribute('aria-pressed') !== 'true') return
      for (const order of document.querySelectorAll<HTMLElement>('li.dealer-order[data-status]')) {
        if (order.dataset.status !== want) w.staleOrders?.push(`${order.dataset.testid ?? '?'} in state ${order.dataset.status ?? '?'}`)
      }
    })
    w.staleWatch.observe(document.body, { subtree: true, childList: true, attributes: true })
  }, String(status))
  await click(page, `[data-testid=status-${status}]`)
  await waitStatus(page, loadedOrder, expected).catch(() => {})
  const stale = await page.evaluate(() => {
    const w = window as unknown as { staleOrders?: string[], staleWatch?: MutationObserver }
    w.staleWatch?.disconnect()
    return w.staleOrders ?? ['the watch was lost']
  })
  t.same(stale, [], `under the chip of state ${status}, only orders in that state were ever shown`)
}

async function waitStatus (page: Page, orderId: string, expected: string): Promise<void> {
  await page.waitForFunction((sel: string, want: string) => document.querySelector(`${sel} [data-testid="order-status"]`)?.textContent?.trim() === want,
    { timeout: 10000, polling: 50 }, card(orderId), expectedText(expected))
}

async function waitGone (page: Page, orderId: string): Promise<void> {
  await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, card(orderId))
}

/** The buttons an order offers, by test id. */
async function buttonsOf (page: Page, orderId: string): Promise<string[]> {
  return page.$$eval(`${card(orderId)} .dealer-actions button`, els => els.map(e => e.getAttribute('data-testid') ?? '').sort())
}

async function dialogOpen (page: Page): Promise<void> {
  await page.waitForSelector('[role=dialog]', { visible: true })
  const inside = await page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement) ?? false)
  if (!inside) throw new Error('focus was not moved into the dialog')
}

async function dialogClosed (page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[role=dialog]') === null, { timeout: 10000, polling: 50 })
}

async function clock (stack: Stack, seconds: number): Promise<void> {
  const res = await fetch(`${stack.mockUrl}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_s: seconds }) })
  if (!res.ok) throw new Error(`clock: ${res.status}`)
}

async function goto (page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'load' })
  await settle(page)
}

function grouped (n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n)
}

// The gateway's CSP (connect-src 'self') rightly refuses fetch(blob:), so the test keeps the Blob behind
// each object URL the page makes and reads the CSV from it.
const KEEP_BLOBS = `(() => {
  const blobs = new Map()
  Object.defineProperty(window, '__blobs', { value: blobs })
  const create = URL.createObjectURL.bind(URL)
  URL.createObjectURL = object => { const url = create(object); if (object instanceof Blob) blobs.set(url, object); return url }
})()`

t.test('dealer centre', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, browser, wallet } = await e2eFile(t)
  const tmp = mkdtempSync(join(tmpdir(), 'dealer-e2e-'))
  const photo = join(tmp, 'payment-record.png')
  writeFileSync(photo, realPng())
  const gif = join(tmp, 'not-a-photo.png')
  writeFileSync(gif, GIF)

  t.test('a player who is not a dealer gets the not-a-dealer page on every dealer route', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/agent-transfer/agent-manage' })
    t.match(await waitForTestId(w.page, 'not-a-dealer'), msg(en, 'dealer.not_dealer_title'))
    t.ok(await w.page.$('[data-testid=not-a-dealer] a[href="/agent-transfer/add-agent-cash"]'), 'a link to the agency list')
    await checkA11y(w.page, t, 'not a dealer')
    await screenshot(w.page, 'dealer-not-a-dealer')
    await goto(w.page, w.origin, '/pay/roll')
    t.ok(await w.page.$('[data-testid=not-a-dealer]'), '/pay/roll too')
    t.equal((await stack.journal(`${AGENT}/order/list`)).length, 0, 'no dealer call was made')
  })

  t.test('the not-a-dealer page waits for its messages: the rest of the catalogue held back, no raw key shows', async t => {
    const { page, held, release } = await pageHolding(browser, t, /^\/en\.more\.[0-9a-f]+\.js$/)
    const gate = page.waitForResponse(r => /^\/require-dealer\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname))
    const user = page.waitForResponse(r => new URL(r.url()).pathname.endsWith('/account/getuserinfo'))
    await page.goto(`${originFor(stack)}/agent-transfer/agent-manage?token=demo-in&lang=en`, { waitUntil: 'domcontentloaded' })
    await Promise.all([gate, user])
    await new Promise(resolve => setTimeout(resolve, 500))
    t.ok(held.length > 0, 'the rest of the messages was asked for')
    t.same(rawLocaleKeys(await pageText(page)), [], 'while it is on its way, the page shows no raw key')
    release()
    t.match(await waitForTestId(page, 'not-a-dealer'), msg(en, 'dealer.not_dealer_title'), 'then the page, in English')
  })

  t.test('demo-dealer-in: the manage centre, profile and price', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/agent-transfer/agent-manage' })
    const { page } = w
    t.equal(await testIdText(page, dealerOrders.ids.coinsAvailable), '2,50,000', 'coins available, lakh grouping')
    t.equal(await testIdText(page, 'dealer-coins-sold'), '17,94,700')
    t.equal(await testIdText(page, 'dealer-price'), '₹99.00', 'the price of 100 coins')
    t.equal(await testIdText(page, 'dealer-followers'), msg(en, 'dealer.followers_count', { active: 8, blocked: 2 }))
    t.equal(await testIdText(page, 'dealer-count-available'), '4', 'orders per tab')
    t.equal(await testIdText(page, 'dealer-count-pending'), '6')
    t.equal(await testIdText(page, 'dealer-count-completed'), '8')
    for (const href of ['/pay/out', '/pay/roll', '/pay/transcash', '/pay/translist', '/pay/centerdata', '/pay/centeruser']) {
      t.ok(await page.$(`.dealer-links a[href="${href}"]`), `a link to ${href}`)
    }
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await checkA11y(page, t, 'manage centre')
    await screenshot(page, 'dealer-manage-in')

    // WhatsApp must not be empty: the error is tied to the field and nothing is sent.
    await typeInto(page, '#dealer-whatsapp', '')
    await click(page, '[data-testid=dealer-profile-save]')
    await waitFieldError(page, 'dealer-whatsapp', msg(en, 'error.required', { field: msg(en, 'field.whatsapp') }))
    t.equal(await page.evaluate(() => document.activeElement?.id), 'dealer-whatsapp', 'the field is focused with its error')
    t.equal((await stack.journal(`${AGENT}/profile/update`)).length, 0, 'no profile call for an empty WhatsApp number')
    await typeInto(page, '#dealer-whatsapp', '98123 45670')
    await typeInto(page, '#dealer-nickname', 'Vikram Coin Shop')
    await click(page, '[data-testid=dealer-profile-save]')
    await waitForText(page, msg(en, 'dealer.profile_saved'))
    t.match((await stack.journal(`${AGENT}/profile/update`))[0]?.body, { nickname: 'Vikram Coin Shop', whatsapp: '+919812345670' }, 'a number as dialled in India is sent with +91, without spaces')
    await page.waitForFunction(() => document.querySelector('#dealer-summary-title')?.textContent === 'Vikram Coin Shop')

    // The price: out of range is refused before sending, a valid one is saved in paise.
    t.match(await pageText(page), msg(en, 'dealer.price_range', { min: '₹90.00', max: '₹110.00' }), 'the range is shown')
    await typeInto(page, '#dealer-price-input', '150')
    await click(page, '[data-testid=dealer-price-save]')
    await waitFieldError(page, 'dealer-price-input', msg(en, 'upstream.price_out_of_range', { min: '₹90.00', max: '₹110.00' }))
    t.equal((await stack.journal(`${AGENT}/price/update`)).length, 0, 'no price call out of range')
    await typeInto(page, '#dealer-price-input', '100.50')
    await click(page, '[data-testid=dealer-price-save]')
    await waitForText(page, msg(en, 'dealer.price_saved', { price: '₹100.50' }))
    await page.waitForFunction(() => document.querySelector('[data-testid=dealer-price]')?.textContent === '₹100.50')
    t.match((await stack.journal(`${AGENT}/price/update`))[0]?.body, { price: 10050 }, 'the upstream got the price in paise')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('demo-dealer-in: pay out: accept, an illegal accept refreshed, refuse with a reason', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/out' })
    const { page } = w
    t.match(await testIdText(page, 'tab-available'), `${msg(en, 'dealer.tab.available')} (4)`)
    const ids = await page.$$eval('[data-testid=order-list] > li', els => els.map(e => e.getAttribute('data-testid')))
    t.same(ids, ['order-WP70300118', 'order-WP70300117', 'order-WP70300115', 'order-WP70300116'], 'the available list, newest first')
    const first = await cardText(page, 'WP70300118')
    for (const part of ['WP70300118', '21346587', 'Amit Kumar', '₹2,500.00', 'State Bank of India', 'SBIN0004587', '30198765432', msg(en, 'withdraw.type.bank'), msg(en, 'dealer.request_time'), msg(en, 'dealer.ifsc')]) {
      t.match(first, part, `the order shows ${part}`)
    }
    t.match(await cardText(page, 'WP70300117'), 'neha.joshi@oksbi', 'a UPI order shows its UPI ID')
    t.match(await cardText(page, 'WP70300116'), msg(en, 'dealer.label.doubtful'), 'the doubtful label as a badge')
    t.same(await buttonsOf(page, 'WP70300118'), ['order-accept', 'order-refuse'], 'an available order: accept and refuse only')
    await checkA11y(page, t, 'pay out')
    await screenshot(page, 'dealer-pay-out-in')

    await click(page, `${card('WP70300118')} [data-testid=order-accept]`)
    await waitForText(page, msg(en, 'dealer.accepted'))
    await waitGone(page, 'WP70300118')
    t.equal(await page.$(card('WP70300118')), null, 'the accepted order left the available list')

    // Meanwhile WP70300117 is accepted elsewhere: the stale button gets the upstream's refusal, and the list is read again.
    await stack.api.post(`${AGENT}/order/accept`).set({ ...idempotencyHeaders(`${AGENT}/order/accept`), ...clientHeaders('demo-dealer-in') }).send({ order_id: 'WP70300117' }).expect(200)
    await click(page, `${card('WP70300117')} [data-testid=order-accept]`)
    await waitForText(page, msg(en, 'upstream.illegal_accept'))
    await waitGone(page, 'WP70300117')
    t.equal(await page.$(card('WP70300117')), null, 'the illegal accept showed its message and the list refreshed')

    // Refuse, with a reason: confirmation first, the reason required.
    await click(page, `${card('WP70300116')} [data-testid=order-refuse]`)
    await dialogOpen(page)
    t.match(await page.$eval('[role=dialog]', el => (el as HTMLElement).innerText), 'WP70300116')
    await checkA11y(page, t, 'refuse dialog')
    await screenshot(page, 'dealer-refuse-dialog')
    await click(page, dealerOrders.reasonConfirmButton)
    await waitFieldError(page, 'dealer-reason', msg(en, 'error.required', { field: msg(en, 'field.reason') }))
    await page.type(dealerOrders.reasonInput, 'Account name does not match')
    await click(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(en, 'dealer.refused'))
    await dialogClosed(page)
    await waitGone(page, 'WP70300116')
    t.match((await stack.journal(`${AGENT}/order/refuse`))[0]?.body, { order_id: 'WP70300116', reason: 'Account name does not match' })

    // The pending tab: the accepted order, in payment, with its time-out and only abandon and remit.
    await click(page, '[data-testid=tab-pending]')
    await page.waitForSelector(card('WP70300118'))
    t.equal(await shownStatus(page, 'WP70300118', msg(en, 'dealer.status.2')), msg(en, 'dealer.status.2'))
    t.match(await testIdText(page, 'countdown-pay'), /^Pay within 00:(29|30):\d\d$/, 'the pay time-out counts down')
    t.same(await buttonsOf(page, 'WP70300118'), ['order-abandon', 'order-remit'], 'in payment: abandon and remit')
    await click(page, `${card('WP70300118')} [data-testid=order-history-toggle]`)
    await page.waitForSelector(`${card('WP70300118')} [data-testid=order-history] li:nth-child(2)`)
    const history = await page.$eval(`${card('WP70300118')} [data-testid=order-history]`, el => (el as HTMLElement).innerText)
    t.match(history, msg(en, 'dealer.history.created'), 'the history: created')
    t.match(history, msg(en, 'dealer.history.accept'), 'then accepted')
    await checkA11y(page, t, 'pay out pending')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('demo-dealer-in: pay roll: remit by UTR and by photo, abandon, the 48-hour window, the clock', async t => {
    await stack.reset()
    await stack.api.post(`${AGENT}/order/accept`).set({ ...idempotencyHeaders(`${AGENT}/order/accept`), ...clientHeaders('demo-dealer-in') }).send({ order_id: 'WP70300118' }).expect(200)
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/roll' })
    const { page } = w
    await click(page, '[data-testid=status-2]')
    await page.waitForSelector(card('WP70300114'))
    const inPayment = await page.$$eval('[data-testid=order-list] > li', els => els.map(e => e.getAttribute('data-testid')))
    t.same(inPayment, ['order-WP70300118', 'order-WP70300114', 'order-WP70300113'], 'state 2: the orders in payment')
    await checkA11y(page, t, 'pay roll')
    await screenshot(page, 'dealer-pay-roll-in')

    // A bad UTR first: refused under the field, nothing sent.
    await click(page, `${card('WP70300118')} [data-testid=order-remit]`)
    await dialogOpen(page)
    t.equal(await page.evaluate(() => document.activeElement?.id), 'dealer-utr', 'focus is on the UTR field')
    await page.type(dealerOrders.utrInput, '12345')
    await click(page, dealerOrders.utrSubmitButton)
    await waitFieldError(page, 'dealer-utr', msg(en, 'error.invalid_example', { field: msg(en, 'field.utr'), example: '431298765012' }))
    t.equal((await stack.journal(`${AGENT}/order/remit`)).length, 0, 'no remit call for a bad UTR')
    await checkA11y(page, t, 'remit dialog with an error')
    await screenshot(page, 'dealer-remit-bad-utr')
    await typeInto(page, dealerOrders.utrInput, 'hdfcn24330999999')
    t.equal(await fieldError(page, 'dealer-utr'), null, 'the error goes once corrected')
    await click(page, dealerOrders.utrSubmitButton)
    await waitForText(page, msg(en, 'dealer.remitted'))
    await dialogClosed(page)
    await waitGone(page, 'WP70300118')
    t.match((await stack.journal(`${AGENT}/order/remit`))[0]?.body, { order_id: 'WP70300118', utr: 'HDFCN24330999999' }, 'sent in capitals')

    // A payment record photo: a GIF is refused before sending, then a real PNG with its progress.
    await click(page, `${card('WP70300114')} [data-testid=order-remit]`)
    await dialogOpen(page)
    const input = await page.waitForSelector('[role=dialog] input[type=file]')
    await input?.uploadFile(gif)
    await waitForText(page, msg(en, 'error.file_type'))
    t.equal((await stack.journal(`${AGENT}/order/upload_record`)).length, 0, 'nothing uploaded for a GIF')
    await (await page.waitForSelector('[role=dialog] input[type=file]'))?.uploadFile(photo)
    await waitForText(page, msg(en, 'dealer.remitted'))
    await dialogClosed(page)
    await waitGone(page, 'WP70300114')
    const uploads = await stack.journal(`${AGENT}/order/upload_record`)
    t.equal(uploads.length, 1, 'the photo reached the upstream once')

    // Abandon, confirmed.
    await click(page, `${card('WP70300113')} [data-testid=order-abandon]`)
    await dialogOpen(page)
    await click(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(en, 'dealer.abandoned'))
    await waitGone(page, 'WP70300113')

    // State 3: both remitted orders, with the 48-hour window counting down.
    await showState(t, page, 3, 'WP70300118', msg(en, 'dealer.status.3'))
    t.equal(await shownStatus(page, 'WP70300118', msg(en, 'dealer.status.3')), msg(en, 'dealer.status.3'))
    t.equal(await shownStatus(page, 'WP70300114', msg(en, 'dealer.status.3')), msg(en, 'dealer.status.3'))
    t.match(await cardText(page, 'WP70300118'), 'HDFCN24330999999', 'the UTR is shown')
    t.ok(await page.$(`${card('WP70300114')} a[href^="https://cdn.mock.local/uploads/"]`), 'the payment record photo is linked')
    const countdown = async (): Promise<string> => page.$eval(`${card('WP70300118')} [data-testid=countdown-credit]`, el => el.textContent ?? '')
    const before = await countdown()
    // Just remitted: 48:00:00 in the second of the remit, then 47:59:59 and down.
    t.match(before, /^Listed to your account in (?:48:00:00|47:59:\d\d)$/, `the 48-hour window: ${before}`)
    await page.waitForFunction((sel: string, was: string) => document.querySelector(`${sel} [data-testid=countdown-credit]`)?.textContent !== was, { timeout: 4000 }, card('WP70300118'), before)
    t.not(await countdown(), before, 'and it ticks')
    t.same(await buttonsOf(page, 'WP70300118'), [], 'a remitted order has no dealer action')
    await screenshot(page, 'dealer-pay-roll-window')
    await checkA11y(page, t, 'pay roll pending')

    // 48 hours later without a complaint, the order succeeded and the dealer was credited.
    await clock(stack, HOURS_48 + 1)
    await goto(page, w.origin, '/pay/roll')
    await showState(t, page, 4, 'WP70300118', msg(en, 'dealer.status.4'))
    t.equal(await shownStatus(page, 'WP70300118', msg(en, 'dealer.status.4')), msg(en, 'dealer.status.4'), 'WP70300118 succeeded')
    t.equal(await shownStatus(page, 'WP70300114', msg(en, 'dealer.status.4')), msg(en, 'dealer.status.4'), 'WP70300114 succeeded')
    await click(page, `${card('WP70300118')} [data-testid=order-history-toggle]`)
    await waitForText(page, msg(en, 'dealer.history.settle'))
    await screenshot(page, 'dealer-pay-roll-succeeded')
    t.same(w.consoleErrors, [], 'no console errors')

    // Every step was reported.
    const wanted = ['remit_utr_invalid', 'remit_utr_success', 'remit_record_refused', 'remit_record_success', 'order_abandon_success']
    const names = await reportedEvents(stack, 'dealer', wanted)
    for (const n of wanted) t.ok(names.includes(n), `analytics: dealer ${n} reported`)
  })

  t.test('demo-dealer-in: followers, selling coins, the transfer list, the data centre', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/centeruser', initScript: KEEP_BLOBS })
    const { page } = w
    t.equal(await testIdText(page, 'followers-counts'), msg(en, 'dealer.followers_count', { active: 8, blocked: 2 }))
    const neha = '[data-testid="follower-29124365"]'
    t.ok(await page.$(`${neha} [data-testid=follower-migrate]`), 'an active follower can be migrated')
    await checkA11y(page, t, 'followers')
    await screenshot(page, 'dealer-followers-in')
    await click(page, `${neha} [data-testid=follower-block]`)
    await dialogOpen(page)
    await checkA11y(page, t, 'block dialog')
    await click(page, '[data-testid=block-confirm]')
    await waitForText(page, msg(en, 'dealer.blocked_toast', { name: 'Neha Joshi' }))
    await page.waitForFunction((sel: string, want: string) => document.querySelector(`${sel} [data-testid=follower-status]`)?.textContent === want, { timeout: 10000 }, neha, msg(en, 'dealer.follower_status.blocked'))
    t.equal(await page.$(`${neha} [data-testid=follower-migrate]`), null, 'a blocked follower cannot be migrated')
    t.match(await testIdText(page, 'follower-29124365'), msg(en, 'dealer.unblock'), 'but can be unblocked')
    await page.waitForFunction((want: string) => document.querySelector('[data-testid=followers-counts]')?.textContent === want, { timeout: 10000 }, msg(en, 'dealer.followers_count', { active: 7, blocked: 3 }))
    t.match((await stack.journal(`${AGENT}/follower/block`))[0]?.body, { user_id: '29124365', blocked: true })
    await click(page, '[data-testid=followers-blocked]')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=follower-list] > li').length === 3, { timeout: 10000 })
    t.equal(await page.$$eval('[data-testid=follower-list] > li', items => items.length), 3, 'the blocked filter lists the three blocked followers')

    // Add a follower: the 8-digit rule first, then the upstream's refusal of an existing one, then a new one.
    await page.type('#follower-add', '1234')
    await click(page, '[data-testid=follower-add-submit]')
    await waitFieldError(page, 'follower-add', msg(en, 'error.invalid_example', { field: msg(en, 'field.user_id'), example: '12345678' }))
    await typeInto(page, '#follower-add', '21346587')
    await click(page, '[data-testid=follower-add-submit]')
    await waitForText(page, msg(en, 'upstream.follower_exists'))
    await typeInto(page, '#follower-add', '20593318')
    await click(page, '[data-testid=follower-add-submit]')
    await waitForText(page, msg(en, 'dealer.added_toast', { name: 'Priya Nair' }))
    await click(page, '[data-testid=followers-all]')
    t.ok(await page.waitForSelector('[data-testid="follower-20593318"]'), 'the new follower is listed')

    // Migrate Rahul Sharma to another agent of the region, confirmed.
    await click(page, '[data-testid="follower-20481736"] [data-testid=follower-migrate]')
    await dialogOpen(page)
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#migrate-pick')?.options.length ?? 0) > 1, { timeout: 10000 })
    t.equal(await page.$('#migrate-pick option[value="70315528"]'), null, 'the dealer is not offered to himself')
    await page.select('#migrate-pick', 'AG-IN-01')
    await checkA11y(page, t, 'migrate dialog')
    await click(page, '[data-testid=migrate-confirm]')
    await waitForText(page, msg(en, 'dealer.migrated_toast', { name: 'Rahul Sharma', agent: 'Sharma Coins' }))
    await page.waitForFunction(() => document.querySelector('[data-testid="follower-20481736"]') === null, { timeout: 10000 })
    t.match((await stack.journal(`${AGENT}/follower/migrate`))[0]?.body, { user_id: '20481736', to_agent_id: 'AG-IN-01' })

    // Sell coins to Amit Kumar, picked from the followers.
    await goto(page, w.origin, '/pay/transcash')
    t.equal(await testIdText(page, dealerOrders.ids.coinsAvailable), '2,50,000')
    await click(page, '[data-testid=open-account]')
    await dialogOpen(page)
    t.equal(await testIdText(page, 'account-coins'), '2,50,000', 'my account: coins available')
    t.match(await testIdText(page, 'account-dialog'), '₹99.00', 'and the price')
    await checkA11y(page, t, 'my account dialog')
    await screenshot(page, 'dealer-my-account')
    await click(page, '[role=dialog] .dialog-actions button')
    await dialogClosed(page)
    await click(page, dealerSell.openButton)
    await dialogOpen(page)
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#sell-pick')?.options.length ?? 0) > 1, { timeout: 10000 })
    await page.select(dealerSell.pickButton, '21346587')
    t.equal(await page.$eval(dealerSell.userInput, el => (el as HTMLInputElement).value), '21346587', 'picking fills the user id')
    await page.type(dealerSell.amountInput, '50')
    await click(page, dealerSell.nextButton)
    await waitFieldError(page, 'sell-amount', msg(en, 'dealer.sell_min', { min: '100' }))
    await typeInto(page, dealerSell.amountInput, '300000')
    await click(page, dealerSell.nextButton)
    await waitFieldError(page, 'sell-amount', msg(en, 'dealer.sell_above', { available: '2,50,000' }))
    await typeInto(page, dealerSell.amountInput, '500')
    await checkA11y(page, t, 'sell dialog')
    await click(page, dealerSell.nextButton)
    await page.waitForSelector(dealerSell.confirmFacts)
    const confirm = await page.$eval('[role=dialog]', el => (el as HTMLElement).innerText)
    t.match(confirm, msg(en, 'dealer.sell_final'), 'it cannot be cancelled')
    t.match(confirm, 'Amit Kumar', 'to whom')
    t.match(confirm, '2,49,500', 'and what is left')
    await screenshot(page, 'dealer-sell-confirm')
    t.equal((await stack.journal(`${AGENT}/transfer`)).length, 0, 'nothing sold before the confirmation')
    await click(page, dealerSell.confirmButton)
    await waitForTestId(page, 'sell-success')
    await page.waitForFunction(() => document.querySelector('[data-testid=dealer-coins-available]')?.textContent === '2,49,500', { timeout: 10000 })
    t.equal(await page.$eval('[data-testid=dealer-coins-available]', el => el.textContent), '2,49,500', 'coins available lowered by 500')
    const sales = await stack.journal(`${AGENT}/transfer`)
    t.equal(sales.length, 1, 'one sale')
    t.match(sales[0]?.body, { user_id: '21346587', amount: 500 })
    t.ok(sales[0]?.headers['idempotency-key'], 'with an Idempotency-Key')
    await checkA11y(page, t, 'sold')
    await screenshot(page, 'dealer-sold')

    // The transfer list: the sale first; the action log names it.
    await goto(page, w.origin, '/pay/translist')
    const firstSale = await page.$eval('[data-testid=records-list] > li', el => (el as HTMLElement).innerText)
    t.match(firstSale, 'Amit Kumar', 'the newest sale first')
    t.match(firstSale, '−500')
    t.ok(await page.$('[data-testid=records-list] a[href="/pay/transcash?user_id=21346587"]'), 'sell again links to the sale screen with the follower')
    await checkA11y(page, t, 'transfer list')
    await screenshot(page, 'dealer-transfer-list')
    await click(page, '[data-testid=records-log]')
    await page.waitForSelector('[data-testid=log-list]')
    t.match(await testIdText(page, 'log-list'), msg(en, 'dealer.log.sell'))
    t.match(await testIdText(page, 'log-list'), msg(en, 'dealer.log.block'))

    // The data centre: figures, charts with their numbers, and the download list as a CSV file.
    await goto(page, w.origin, '/pay/centerdata')
    t.equal(await testIdText(page, 'data-coins-available'), '2,49,500')
    t.equal(await page.$$eval('[data-testid=data-table] tbody tr', rows => rows.length), 7, 'seven days by default')
    const label = await page.$eval('[data-testid=chart-coins] svg', el => el.getAttribute('aria-label') ?? '')
    t.match(label, /Coins sold in 7 days: [\d,]+/, 'the chart is named with its numbers')
    await page.$eval('[data-testid=chart-coins]', el => { el.scrollIntoView({ block: 'center' }) })
    await screenshot(page, 'dealer-data-chart')
    await click(page, '[data-testid=period-14]')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=data-table] tbody tr').length === 14, { timeout: 10000 })
    await click(page, '[data-testid=download-tab-completed]')
    await page.waitForFunction(() => document.querySelector('[data-testid=download-count]')?.textContent?.startsWith('8') === true, { timeout: 10000 })
    const link = await page.$eval('[data-testid=download-link]', el => ({ href: el.getAttribute('href') ?? '', file: el.getAttribute('download') ?? '' }))
    t.match(link.href, /^blob:/, 'the file is made in the browser')
    t.match(link.file, /^payout-orders-completed-\d+\.csv$/)
    const csv = await page.evaluate(async (href: string) => {
      const blob = (window as unknown as { __blobs?: Map<string, Blob> }).__blobs?.get(href)
      return blob === undefined ? '(no blob behind the link)' : await blob.text()
    }, link.href)
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    t.equal(lines[0], ['order_id', 'user_id', 'created_at', 'amount', 'pay_method', 'bank_name', 'name', 'ifsc', 'bank_account', 'upi_id', 'status', 'label', 'utr'].map(c => msg(en, `dealer.col.${c}`)).join(','), 'labelled columns')
    t.equal(lines.length, 9, 'a header and 8 rows')
    t.match(lines.find(l => l.startsWith('WP70300109')), 'KKBK0000811', 'the rows of the completed orders')
    await checkA11y(page, t, 'data centre')
    await screenshot(page, 'dealer-data-centre')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('demo-dealer-bd in Bengali on the coin domain', async t => {
    await stack.reset()
    const w = await wallet(t, { host: 'coin.localhost', token: 'demo-dealer-bd', lang: 'bn', path: '/agent-transfer/agent-manage' })
    const { page } = w
    t.equal(await page.evaluate(() => document.querySelector('h1')?.textContent), msg(bn, 'dealer.centre_title'))
    t.equal(await testIdText(page, dealerOrders.ids.coinsAvailable), grouped(120000, 'bn-BD'), 'coins in Bengali digits')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await checkA11y(page, t, 'manage centre bn')
    await screenshot(page, 'dealer-manage-bd')

    // The price typed in Bengali digits.
    await typeInto(page, '#dealer-price-input', '১০০')
    await click(page, '[data-testid=dealer-price-save]')
    await page.waitForFunction(() => (document.querySelector('[data-testid=dealer-price]')?.textContent ?? '').includes('১০০.০০'), { timeout: 10000 })
    t.match((await stack.journal(`${AGENT}/price/update`))[0]?.body, { price: 10000 }, 'Bengali digits become poisha')

    // Pay out: accept one, refuse the other.
    await goto(page, w.origin, '/pay/out')
    t.match(await cardText(page, 'WP71400112'), msg(bn, 'dealer.wallet_number', { method: msg(bn, 'withdraw.type.bkash') }), 'a bKash order names its wallet number')
    t.match(await cardText(page, 'WP71400112'), '01712345601')
    await checkA11y(page, t, 'pay out bn')
    await screenshot(page, 'dealer-pay-out-bd')
    await click(page, `${card('WP71400112')} [data-testid=order-accept]`)
    await waitForText(page, msg(bn, 'dealer.accepted'))
    await waitGone(page, 'WP71400112')
    await click(page, `${card('WP71400111')} [data-testid=order-refuse]`)
    await dialogOpen(page)
    await page.type(dealerOrders.reasonInput, 'নাম মিলছে না')
    await click(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(bn, 'dealer.refused'))
    await waitGone(page, 'WP71400111')

    // Pay roll: a bad TrxID, then a good one; a photo for the other order in payment.
    await goto(page, w.origin, '/pay/roll')
    await click(page, '[data-testid=status-2]')
    await page.waitForSelector(card('WP71400110'))
    await click(page, `${card('WP71400112')} [data-testid=order-remit]`)
    await dialogOpen(page)
    t.match(await page.$eval('[role=dialog]', el => (el as HTMLElement).innerText), msg(bn, 'dealer.utr_hint_bd'), 'the TrxID rule of Bangladesh')
    await page.type(dealerOrders.utrInput, 'HDFCN24330999999')
    await click(page, dealerOrders.utrSubmitButton)
    await waitFieldError(page, 'dealer-utr', msg(bn, 'error.invalid_example', { field: msg(bn, 'field.utr'), example: '9K4H7T2Q1M' }))
    t.equal((await stack.journal(`${AGENT}/order/remit`)).length, 0, 'an Indian UTR is not a TrxID: nothing sent')
    await screenshot(page, 'dealer-remit-bad-utr-bd')
    await typeInto(page, dealerOrders.utrInput, '8N7A6B5C4D')
    await click(page, dealerOrders.utrSubmitButton)
    await waitForText(page, msg(bn, 'dealer.remitted'))
    await waitGone(page, 'WP71400112')
    await click(page, `${card('WP71400110')} [data-testid=order-remit]`)
    await dialogOpen(page)
    await (await page.waitForSelector('[role=dialog] input[type=file]'))?.uploadFile(photo)
    await waitForText(page, msg(bn, 'dealer.remitted'))
    await waitGone(page, 'WP71400110')

    await click(page, '[data-testid=status-3]')
    await page.waitForSelector(card('WP71400112'))
    const text = await page.$eval(`${card('WP71400112')} [data-testid=countdown-credit]`, el => el.textContent ?? '')
    const [pre, post] = (msg(bn, 'dealer.credit_in')).split('{time}')
    t.ok(text.startsWith(pre ?? '') && text.endsWith(post ?? ''), `the window in Bengali: ${text}`)
    t.match(text, /[০-৯]{2}:[০-৯]{2}:[০-৯]{2}/, 'counted in Bengali digits')
    t.match(normaliseDigits(text), /48:00:00|47:59:\d\d/)
    await checkA11y(page, t, 'pay roll bn')
    await screenshot(page, 'dealer-pay-roll-bd')
    await clock(stack, HOURS_48 + 1)
    await goto(page, w.origin, '/pay/roll')
    await showState(t, page, 4, 'WP71400112', msg(bn, 'dealer.status.4'))
    t.equal(await shownStatus(page, 'WP71400112', msg(bn, 'dealer.status.4')), msg(bn, 'dealer.status.4'), 'succeeded after 48 hours')

    // Block a follower and sell to another, in Bengali digits.
    await goto(page, w.origin, '/pay/centeruser')
    await click(page, '[data-testid="follower-48593467"] [data-testid=follower-block]')
    await dialogOpen(page)
    await click(page, '[data-testid=block-confirm]')
    await waitForText(page, msg(bn, 'dealer.blocked_toast', { name: 'Arif Rahman' }))
    await checkA11y(page, t, 'followers bn')
    await screenshot(page, 'dealer-followers-bd')
    await goto(page, w.origin, '/pay/transcash?user_id=46371245')
    await dialogOpen(page)
    t.equal(await page.$eval(dealerSell.userInput, el => (el as HTMLInputElement).value), '46371245', 'the follower of the link is filled in')
    const coinsBefore = await testIdText(page, dealerOrders.ids.coinsAvailable)
    await page.type(dealerSell.amountInput, '৫০০')
    await click(page, dealerSell.nextButton)
    await page.waitForSelector(dealerSell.confirmButton)
    await checkA11y(page, t, 'sell confirmation bn')
    await screenshot(page, 'dealer-sell-confirm-bd')
    await click(page, dealerSell.confirmButton)
    await waitForTestId(page, 'sell-success')
    const coinsAfter = await testIdText(page, dealerOrders.ids.coinsAvailable)
    t.not(coinsAfter, coinsBefore, `coins available lowered: ${coinsBefore ?? ''} → ${coinsAfter ?? ''}`)
    t.match((await stack.journal(`${AGENT}/transfer`))[0]?.body, { user_id: '46371245', amount: 500 })
    for (const path of ['/pay/translist', '/pay/centerdata']) {
      await goto(page, w.origin, path)
      t.same(rawLocaleKeys(await pageText(page)), [], `${path}: no untranslated keys`)
      await checkA11y(page, t, `${path} bn`)
      await screenshot(page, `dealer-${path.slice(5)}-bd`)
    }
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('demo-dealer-bd: abandoning the order in payment', async t => {
    await stack.reset()
    const w = await wallet(t, { host: 'coin.localhost', token: 'demo-dealer-bd', lang: 'bn', path: '/pay/roll' })
    const { page } = w
    await click(page, `${card('WP71400110')} [data-testid=order-abandon]`)
    await dialogOpen(page)
    await click(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(bn, 'dealer.abandoned'))
    await waitStatus(page, 'WP71400110', msg(bn, 'dealer.status.7'))
    t.same(await buttonsOf(page, 'WP71400110'), [], 'an abandoned order has no action left')
    t.same(w.consoleErrors, [], 'no console errors')
  })
})
