// Add Cash end to end: the built client, the real gateway and the mock upstream, in Chromium, with a fake
// host app whose pay() records the hand-off and whose SDK (scripts/fake-host.ts) pays, fails or abandons the
// payment at the mock's fake payment provider and then reports through window.onWalletPayResult, as the
// game app does. Only the provider's word credits; the app's report is a hint the client checks.
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { clientHeaders } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, pageText, screenshot, testIdText, waitForTestId, waitForText, type OpenedWallet } from './support/page.js'
import { catalogue, msg } from './support/actions.js'
import { playerNumberLocale } from '../../shared/money.js'
import { REGION_INFO } from '../../shared/regions.js'
import { checkout } from './screens/recharge.js'
import { myBalance } from './screens/my-balance.js'

interface PayParams { order_id: string, amount: number, currency: string, channel_id: number, pay_type: number, sdk_payload: string, product_id?: string }

/** The order a payment handed to the app carries; a payment without one fails the test. */
function orderOf (pay: PayParams | undefined): string {
  if (pay === undefined || pay.order_id === '') throw new Error('the app was handed no order id')
  return pay.order_id
}

const { stack: s, wallet } = await e2eFile(t)

async function click (page: Page, testId: string): Promise<void> {
  const selector = `[data-testid="${testId}"]`
  await page.waitForSelector(selector, { visible: true })
  await page.click(selector)
}

async function setInput (page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true })
  await page.click(selector, { clickCount: 3 })
  await page.keyboard.press('Backspace')
  await page.type(selector, value)
}

/** Waits for the payment status card to reach `phase` (creating, waiting, confirming, success, failed, pending, no-app). */
async function waitPhase (page: Page, phase: string, timeoutMs = 10000): Promise<string> {
  try {
    await page.waitForSelector(`[data-testid="payment-status"][data-phase="${phase}"]`, { timeout: timeoutMs })
  } catch (err) {
    throw new Error(`payment phase ${phase} not reached; the page shows:\n${(await pageText(page)).slice(0, 1500)}`, { cause: err })
  }
  return (await page.$eval(checkout.paymentStatus, el => (el as HTMLElement).innerText))
}

/** Waits until the upstream has answered `count` order checks (recharge/detail) of the player; returns them. */
async function waitForChecks (token: string, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const checks = (await s.journal('/api/user/v1/amt/recharge/detail')).filter(e => e.token === token)
    if (checks.length >= count || Date.now() > deadline) return checks
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

async function payCalls (w: OpenedWallet): Promise<PayParams[]> {
  return (await w.bridge.calls()).filter(c => c.method === 'pay').map(c => JSON.parse(String(c.args[0])) as PayParams)
}

async function waitPayCalls (w: OpenedWallet, count: number): Promise<PayParams[]> {
  await w.page.waitForFunction((n: number) => ((window as unknown as { __bridgeCalls?: Array<{ method: string }> }).__bridgeCalls ?? []).filter(c => c.method === 'pay').length >= n, { timeout: 10000 }, count)
  return payCalls(w)
}

t.test('first recharge of a new player in the app: first-recharge offer, contact, declaration, pay, credited', async t => {
  const w = await wallet(t, { token: 'demo-in-new', bridge: {}, path: '/recharge/amount' })
  const { page } = w
  await waitForTestId(page, 'first-recharge-offer')
  t.match(await waitForTestId(page, 'recharge-balance'), '₹5.00', 'the current balance is shown')
  t.ok(await page.$('[data-testid="package-106"]'), 'the first-recharge-only package is offered')
  t.match(await page.$eval('[data-testid="package-101"]', el => (el as HTMLElement).innerText), /First recharge: \+₹50\.00/, 'the first-recharge extra is on the package')
  t.match(await page.$eval('[data-testid="package-105"]', el => (el as HTMLElement).innerText), 'Package has expired', 'an expired package says so')
  t.ok(await page.$eval('[data-testid="package-105"]', el => (el as HTMLButtonElement).disabled), 'and cannot be chosen')
  t.match(await page.$eval('[data-testid="package-104"]', el => (el as HTMLElement).innerText), /Ends in \d\d:\d\d:\d\d/, 'a limited package counts down')
  const countdown = async () => page.$eval('[data-testid="package-104"] [data-testid="countdown"]', el => el.textContent)
  const before = await countdown()
  await page.waitForFunction((b: string | null) => document.querySelector('[data-testid="package-104"] [data-testid="countdown"]')?.textContent !== b, { timeout: 3000 }, before)
  t.not(await countdown(), before, 'the countdown ticks')
  await screenshot(page, 'recharge-amount')
  await checkA11y(page, t, 'recharge amount')

  // A tab asks the upstream for that activity type only.
  await page.click('nav.chips a[href="/recharge/amount/1"]')
  await page.waitForFunction(() => location.pathname === '/recharge/amount/1' && document.querySelector('[data-testid="package-101"]') === null && document.querySelector('[data-testid="package-103"]') !== null)
  t.match((await s.journal('/api/user/v3/amt/rechargelist')).at(-1)?.body, { type: 1 }, 'the bonus tab lists type 1')
  await page.click('nav.chips a[href="/recharge/amount"]')
  await page.waitForSelector('[data-testid="package-101"]')

  // A free amount outside the range is refused with the rule's message.
  await setInput(page, '[data-testid="amount-input"]', '50')
  await click(page, 'amount-continue')
  await waitForText(page, 'The amount must be between ₹100.00 and ₹1,00,000.00')

  await click(page, 'package-101')
  await click(page, 'amount-continue')
  await page.waitForFunction(() => location.pathname === '/recharge/channel/10000/6000' && location.search === '?package=101')
  await waitForTestId(page, 'channel-picker')
  t.match(await pageText(page), /UPI\s*Best choice\s*Recommended/, 'markers are words, not only colour')
  t.ok(await page.$('[data-testid="paytm-guide"]'), 'the Paytm guide is there (Paytm is a method)')
  t.equal(await page.$eval('[data-testid="channel-14"] input', el => (el).checked), true, 'the best method is chosen')
  await waitForTestId(page, 'declaration')
  t.match(await page.$eval('[data-testid="declaration"]', el => (el as HTMLElement).innerText), /aged 18 or over.*Assam.*Telangana/s, 'age and the upstream\'s barred states are stated')
  await screenshot(page, 'recharge-channel')
  await checkA11y(page, t, 'recharge channel')

  // A refused contact and no declaration: nothing is created.
  await setInput(page, '[data-testid="contact-form"] input', 'someone@qq.com')
  await click(page, 'pay-button')
  await waitForText(page, 'Incorrect phone number or email address')
  await waitForText(page, 'Please confirm that you are 18 or older')
  t.same(await payCalls(w), [], 'nothing handed to the app')
  t.equal((await s.journal('/api/user/v3/amt/recharge')).length, 0, 'no order created')

  await setInput(page, '[data-testid="contact-form"] input', '9123456780')
  // India's declaration: date of birth and state, stored upstream before the order (an adult in Kerala).
  await page.$eval('[data-testid="declare-birth"]', el => {
    const input = el as HTMLInputElement
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1995-06-15')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await page.select('[data-testid="declare-state"]', 'Kerala')
  await click(page, 'declare-submit')
  await page.waitForFunction(() => document.querySelector('[data-testid="declaration"]') === null, { timeout: 10000 })
  t.match((await s.journal('/api/user/v3/account/declare'))[0]?.body, { birth_date: '1995-06-15', state: 'Kerala' }, 'the declaration is stored upstream')
  await click(page, 'pay-button')
  const [params] = await waitPayCalls(w, 1)
  t.ok(params !== undefined)
  if (params === undefined) return
  t.equal(params.amount, 10000, 'pay() gets the order amount')
  t.equal(params.currency, 'INR')
  t.match(params.order_id, /^RC/)
  await waitPhase(page, 'waiting')

  const [modify] = await s.journal('/api/user/v3/account/modifyuserinfo')
  t.match(modify?.body, { phone: '9123456780' }, 'the new contact is saved on the profile')
  const orders = await s.journal('/api/user/v3/amt/recharge')
  t.equal(orders.length, 1)
  t.match(orders[0]?.body, { amount: 10000, package_id: 101, channel_id: 14, declaration: true, phone: '9123456780' }, 'the order carries package, method, declaration and contact')
  t.match(orders[0]?.headers['idempotency-key'], /^[0-9a-f-]{36}$/, 'the order is sent with an Idempotency-Key')

  await w.bridge.finishPayment(params.order_id, 'paid')
  const done = await waitPhase(page, 'success')
  t.match(done, '₹100.00 added')
  t.match(done, '+₹60.00 extra', 'package extra and first-recharge extra')
  t.match((await s.journal('/api/user/v1/amt/recharge/sdkcallback'))[0]?.body, { order_id: params.order_id, result: 'success' }, 'the SDK result is reported')
  await screenshot(page, 'recharge-success')
  await checkA11y(page, t, 'payment success')

  await page.click('[data-testid="payment-status"] a.button')
  await page.waitForFunction(() => location.pathname === '/asset/detail')
  await page.waitForFunction(() => document.querySelector('[data-testid="balance-total"]')?.textContent?.includes('₹165.00') === true, { timeout: 10000 })
  t.match(await testIdText(page, myBalance.ids.total), '₹165.00', 'the balance shows ₹5 + ₹100 + ₹10 extra + ₹50 first-recharge extra')

  await page.goto(`${w.origin}/recharge/amount`, { waitUntil: 'networkidle0' })
  await waitForTestId(page, 'packages')
  t.equal(await page.$('[data-testid="first-recharge-offer"]'), null, 'the first-recharge offer is gone')
  t.equal(await page.$('[data-testid="package-106"]'), null, 'so is the first-recharge-only package')
  t.equal(await page.$('[data-testid="first-extra"]'), null, 'and no package shows a first-recharge extra')
  await page.goto(`${w.origin}/recharge/channel/10000/1000?package=101`, { waitUntil: 'networkidle0' })
  await waitForTestId(page, 'channel-picker')
  t.equal(await page.$('[data-testid="declaration"]'), null, 'the declaration is asked only before the first recharge')
  t.same(w.consoleErrors, [], 'no console errors')
})

let paidOrder = ''

t.test('a failed payment shows the failure screen; retry makes a new order', async t => {
  const w = await wallet(t, { token: 'demo-in', bridge: {}, path: '/recharge/channel/50000/0' })
  const { page } = w
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const [first] = await waitPayCalls(w, 1)
  if (first === undefined) throw new Error('no pay() call')
  await waitPhase(page, 'waiting')
  await w.bridge.finishPayment(first.order_id, 'failed')
  const failed = await waitPhase(page, 'failed')
  t.match(failed, 'Payment failed')
  t.match(failed, first.order_id, 'the order is named')
  await screenshot(page, 'recharge-failed')
  await checkA11y(page, t, 'payment failed')

  await page.click('[data-testid="payment-status"] button.button')
  const calls = await waitPayCalls(w, 2)
  const second = calls[1]
  if (second === undefined) throw new Error('no second pay() call')
  t.not(second.order_id, first.order_id, 'retry is a new order')
  const keys = (await s.journal('/api/user/v3/amt/recharge')).filter(e => e.token === 'demo-in').map(e => e.headers['idempotency-key'])
  t.equal(keys.length, 2)
  t.not(keys[0], keys[1], 'with a new Idempotency-Key')
  await waitPhase(page, 'waiting')
  await w.bridge.finishPayment(second.order_id, 'paid')
  t.match(await waitPhase(page, 'success'), '₹500.00 added')
  paidOrder = second.order_id
})

t.test('the return route /asset/detail/<order_id> confirms the order, then shows the balance', async t => {
  t.ok(paidOrder !== '', 'a paid order from the test before')
  const w = await wallet(t, { token: 'demo-in', bridge: {}, path: `/asset/detail/${paidOrder}` })
  const { page } = w
  t.match(await waitPhase(page, 'success'), '₹500.00 added', 'a paid order is confirmed')
  await waitForTestId(page, 'balance-card')
  await screenshot(page, 'asset-order')
  await checkA11y(page, t, 'asset order')

  // An order still pending when the player comes back: the app's result arrives while it is being checked.
  await page.goto(`${w.origin}/recharge/channel/20000/0`, { waitUntil: 'networkidle0' })
  await click(page, 'pay-button')
  const calls = await waitPayCalls(w, 1)
  const pending = calls[0]
  if (pending === undefined) throw new Error('no pay() call')
  await page.goto(`${w.origin}/asset/detail/${pending.order_id}`, { waitUntil: 'domcontentloaded' })
  await waitPhase(page, 'confirming')
  await w.bridge.finishPayment(pending.order_id, 'paid')
  t.match(await waitPhase(page, 'success'), '₹200.00 added', 'the pending order is confirmed once the provider has it paid')

  // A failed order from the history: its reason, and a way to add cash again.
  await page.goto(`${w.origin}/asset/detail/RC10000206`, { waitUntil: 'networkidle0' })
  const failed = await waitPhase(page, 'failed')
  t.match(failed, 'Card declined by the issuing bank')
  t.ok(await page.$('[data-testid="payment-status"] a[href="/recharge/amount"]'), 'try again leads to Add Cash')
})

t.test('without the app nothing can be paid: a clear message and no order', async t => {
  const before = (await s.journal('/api/user/v3/amt/recharge')).length
  const w = await wallet(t, { token: 'demo-in', path: '/recharge/channel/50000/0' })
  const { page } = w
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const text = await waitPhase(page, 'no-app')
  t.match(text, 'Payment needs the game app')
  t.match(text, 'A browser cannot make payments')
  t.equal((await s.journal('/api/user/v3/amt/recharge')).length, before, 'no order left pending to block the next one')
  await screenshot(page, 'recharge-no-app')
  await checkA11y(page, t, 'no app')
})

t.test('an unpaid order is checked every 3 s and says by when the player will know; the provider\'s payment reaches the screen without a reload', async t => {
  const w = await wallet(t, { token: 'demo-bd', bridge: {}, path: '/recharge/channel/10000/0' })
  const { page } = w
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const [order] = await waitPayCalls(w, 1)
  if (order === undefined) throw new Error('no pay() call')
  await waitPhase(page, 'waiting')
  // The player says they paid; the app never reports: the page keeps checking on its schedule.
  await page.click('[data-testid="payment-status"] button')
  await waitPhase(page, 'confirming')
  // "By" the end of the provider's 15 minutes (and 5 s) after the hand-off, as this browser writes a time.
  const handedAt = await page.evaluate(() => (JSON.parse(localStorage.getItem('wallet.payment') ?? '{}') as { handed_at?: number }).handed_at ?? 0)
  t.ok(handedAt > 0, 'the order is kept on the device')
  const by = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(handedAt + 905_000))
  t.equal(spaced(await waitForTestId(page, 'payment-know-by')), spaced(`You will know by ${by}`))
  const checks = await waitForChecks('demo-bd', 4, 30000)
  t.ok(checks.length >= 4, `the order is checked again and again (${checks.length} checks)`)
  // The mock's arrival times: after the first, the checks are at least the schedule's 3 s apart (a lower bound, whatever the load).
  const arrived = checks.map(e => Date.parse(String(e.at)))
  const gaps = arrived.slice(2, 4).map((at, i) => at - (arrived[i + 1] ?? at))
  t.same(gaps.map(gap => gap >= 3000), [true, true], `checks 3 s apart: ${gaps.join(', ')} ms`)
  t.equal((await s.journal('/api/user/v1/amt/recharge/sdkcallback')).filter(e => e.token === 'demo-bd').length, 0, 'no SDK result was invented')
  await screenshot(page, 'recharge-checking')

  // The payment goes through late at the provider: the next check settles the order on the same page.
  const notice = await fetch(`${s.mockUrl}/__mock/provider/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: order.order_id, outcome: 'paid' }) })
  t.equal(notice.status, 200)
  t.match(await waitPhase(page, 'success'), 'added')
})

t.test('recharge cards, direct and scratchers recharges, the notice', async t => {
  const w = await wallet(t, { token: 'demo-in', bridge: {}, path: '/recharge/card' })
  const { page } = w
  t.match(await waitForTestId(page, 'cards'), '₹1,000.00', 'the cards the upstream has on sale')
  t.ok((await s.journal('/api/recharge_card/app/user_card/list')).length >= 1, 'read from the upstream, not a copy in the client')
  await screenshot(page, 'recharge-card')
  await checkA11y(page, t, 'recharge card')
  await click(page, 'card-2')
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const [card] = await waitPayCalls(w, 1)
  if (card === undefined) throw new Error('no pay() call')
  t.equal(card.amount, 50000, 'the card\'s amount')
  t.match((await s.journal('/api/recharge_card/app/user_card/buy')).at(-1)?.body, { card_id: 2, channel_id: 14 })
  await w.bridge.finishPayment(card.order_id, 'paid')
  await waitPhase(page, 'success')

  await page.goto(`${w.origin}/recharge/direct`, { waitUntil: 'networkidle0' })
  // Devanagari digits are read as the amount.
  await setInput(page, '[data-testid="amount-input"]', '५००')
  await screenshot(page, 'recharge-direct')
  await checkA11y(page, t, 'recharge direct')
  await click(page, 'amount-continue')
  t.match(await waitForTestId(page, 'pay-summary'), '₹500.00')
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  // Each page load has its own fake host, so its calls count from zero again.
  const [direct] = await waitPayCalls(w, 1)
  if (direct === undefined) throw new Error('no pay() call')
  t.match((await s.journal('/api/user/v3/amt/common_recharge')).at(-1)?.body, { amount: 50000, channel_id: 14 })
  await w.bridge.finishPayment(direct.order_id, 'abandoned')
  t.match(await waitPhase(page, 'failed'), 'Payment cancelled', 'a payment abandoned at the provider says so')

  await page.goto(`${w.origin}/recharge/scratchers`, { waitUntil: 'networkidle0' })
  await waitForTestId(page, 'amount-input')
  await screenshot(page, 'recharge-scratchers')
  await checkA11y(page, t, 'recharge scratchers')
  await setInput(page, '[data-testid="amount-input"]', '150')
  await click(page, 'amount-continue')
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const [scratchers] = await waitPayCalls(w, 1)
  if (scratchers === undefined) throw new Error('no pay() call')
  t.match((await s.journal('/api/scratchers/app/recharge')).at(-1)?.body, { amount: 15000 })
  // Settled, so no pending order blocks the next test's purchase.
  await w.bridge.finishPayment(scratchers.order_id, 'paid')
  t.match(await waitPhase(page, 'success'), '₹150.00 added')

  const notice = await wallet(t, { path: '/recharge/notice' })
  await waitForText(notice.page, '10:00')
  t.match(await pageText(notice.page), /10:00 to 18:00, Monday to Sunday, except on national holidays/, 'support hours, without login')
  await screenshot(notice.page, 'recharge-notice')
  await checkA11y(notice.page, t, 'recharge notice')
})

t.test('the Chips Shop: products, a reward claimed with its dialog, refresh, buying a product', async t => {
  const w = await wallet(t, { token: 'demo-in', bridge: {}, path: '/gp/recharge/amount' })
  const { page } = w
  await waitForTestId(page, 'products')
  await waitForTestId(page, 'rewards')
  await screenshot(page, 'gp-recharge-amount')
  await checkA11y(page, t, 'chips shop')
  await page.click('[data-testid="reward-1"] button')
  t.match(await waitForTestId(page, 'reward-claimed'), '₹50.00', 'the dialog shows the claimed amount')
  await page.click('.dialog .button')
  await page.waitForFunction(() => document.querySelector('[data-testid="reward-1"]')?.textContent?.includes('Claimed') === true)
  t.equal(await page.$('[data-testid="reward-1"] button'), null, 'a claimed reward cannot be claimed again')
  // The old list stays on screen while the new one loads: wait for the reload's answer, not for the list.
  const reloaded = page.waitForResponse(r => new URL(r.url()).pathname === '/api/user/pay-center/v1/buy/gp_pay/product/list')
  await click(page, 'shop-refresh')
  await reloaded
  t.ok((await s.journal('/api/user/pay-center/v1/buy/gp_pay/product/list')).length >= 2, 'refresh reloads the products')

  await page.waitForSelector('[data-testid="product-chips_in_1200k"] button', { visible: true })
  await page.click('[data-testid="product-chips_in_1200k"] button')
  await waitForTestId(page, 'channel-picker')
  await click(page, 'pay-button')
  const [buy] = await waitPayCalls(w, 1)
  t.match(buy, { amount: 10000, product_id: 'chips_in_1200k' }, 'a product is handed to the app\'s store as that product')
  t.match((await s.journal('/api/user/v3/amt/recharge')).at(-1)?.body, { amount: 10000, product_id: 'chips_in_1200k' }, 'and ordered as that product')
})

t.test('a ₹10 product below every channel\'s minimum: Google Play too old, then paid; exactly its chips are credited', async t => {
  await s.reset()
  const coins = async (): Promise<number> => (await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({}).expect(200)).body.data.coins as number
  const before = await coins()
  const w = await wallet(t, { token: 'demo-in', bridge: { payments: ['unsupported', 'paid'] }, path: '/gp/recharge/amount' })
  const { page } = w
  await page.waitForSelector('[data-testid="product-chips_in_100k"] button', { visible: true })
  await page.click('[data-testid="product-chips_in_100k"] button')
  await waitForTestId(page, 'channel-picker')
  t.notMatch(await pageText(page), 'No payment method accepts this amount', 'a product is never refused for a channel\'s minimum')
  await click(page, 'pay-button')
  const [first] = await waitPayCalls(w, 1)
  t.match(first, { amount: 1000, product_id: 'chips_in_100k' })
  t.match(await waitPhase(page, 'failed'), 'Update Google Play and try again', 'the app\'s store cannot pay: the specification\'s "not supported"')
  t.match(await orderState('demo-in', orderOf(first)), { status: 2, provider: 'closed' })
  t.equal(await coins(), before, 'nothing credited')
  await page.click('[data-testid="payment-status"] button.button')
  const second = (await waitPayCalls(w, 2))[1]
  await waitPhase(page, 'success')
  t.match(await orderState('demo-in', orderOf(second)), { status: 1, provider: 'paid' })
  t.equal(await coins(), before + 100000, 'the product\'s 1 lakh chips, once')
  await screenshot(page, 'chips-shop-paid')
  t.same(w.consoleErrors, [], 'no console errors')
})

t.test('a paid product\'s success screen says what was bought: its chips and bonus chips, as the upstream credited them', async t => {
  await s.reset()
  const coins = async (): Promise<number> => (await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({}).expect(200)).body.data.coins as number
  const before = await coins()
  for (const lang of ['en', 'hi'] as const) {
    const cat = catalogue(lang)
    const w = await wallet(t, { token: 'demo-in', bridge: { payments: ['paid'], language: lang }, lang, path: '/gp/recharge/amount' })
    const { page } = w
    // ₹50 buys 5 lakh chips and 50,000 bonus chips (fixtures/catalog/in.json, chips_in_550k).
    await page.waitForSelector('[data-testid="product-chips_in_550k"] button', { visible: true })
    await page.click('[data-testid="product-chips_in_550k"] button')
    await waitForTestId(page, 'channel-picker')
    await click(page, 'pay-button')
    const [paid] = await waitPayCalls(w, 1)
    t.match(paid, { amount: 5000, product_id: 'chips_in_550k' })
    await waitPhase(page, 'success')
    const detail = (await s.api.post('/api/user/v1/amt/recharge/detail').set(clientHeaders('demo-in')).send({ order_id: orderOf(paid) }).expect(200)).body.data
    t.match(detail, { status: 1, product: { product_id: 'chips_in_550k', coins: 500000, bonus_coins: 50000 } }, `${lang}: the upstream's order says what it credited`)
    const number = (n: number): string => new Intl.NumberFormat(playerNumberLocale(REGION_INFO.IN.numberLocale, lang)).format(n)
    t.equal(spaced(await testIdText(page, 'payment-credited')), msg(cat, 'recharge.success_chips', { count: number(500000) }), `${lang}: the product's chips`)
    t.equal(spaced(await testIdText(page, 'payment-extra')), msg(cat, 'recharge.bonus_chips', { count: number(50000) }), `${lang}: and its bonus chips`)
    t.same(w.consoleErrors, [], `${lang}: no console errors`)
  }
  t.equal(await coins(), before + 2 * 550000, 'each purchase credited its 5.5 lakh chips once')
})

t.test('in a browser the Chips Shop says it needs the app, and orders nothing', async t => {
  const before = (await s.journal('/api/user/v3/amt/recharge')).length
  const w = await wallet(t, { token: 'demo-in', path: '/gp/recharge/amount' })
  const { page } = w
  await page.waitForSelector('[data-testid="product-chips_in_550k"] button', { visible: true })
  await page.click('[data-testid="product-chips_in_550k"] button')
  await click(page, 'pay-button')
  const needsApp = catalogue('en')['recharge.shop_needs_app']
  if (needsApp === undefined) throw new Error('no recharge.shop_needs_app in en')
  t.match(await waitPhase(page, 'no-app'), needsApp)
  t.equal((await s.journal('/api/user/v3/amt/recharge')).length, before, 'no order')
})

/** Money as the page shows it, with the no-break space of Intl as a plain space: "R$ 10,50". */
function spaced (text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

async function waitUnderstood (page: Page, testId: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction((id: string, want: string) =>
      (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim() === want,
    { timeout: 10000, polling: 50 }, testId, expected)
  } catch (err) {
    throw new Error(`expected ${JSON.stringify(expected)} under the amount, shown: ${JSON.stringify(spaced(await testIdText(page, testId)))}`, { cause: err })
  }
}

t.test('amounts as each region writes them: "10,50" in Brazil, "150.000" in Indonesia, "1,000.50" in India', async t => {
  await s.reset()
  const pt = catalogue('pt')
  const id = catalogue('id')
  const en = catalogue('en')

  // Brazil: a free amount of R$10,50 (the range is R$10,00 to R$5.000,00), never R$1.050.
  const br = await wallet(t, { token: 'demo-br', bridge: {}, lang: 'pt', host: 'br.localhost', path: '/recharge/amount' })
  await waitForTestId(br.page, 'packages')
  await setInput(br.page, '[data-testid="amount-input"]', '10.5')
  await click(br.page, 'amount-continue')
  await waitForText(br.page, msg(pt, 'error.amount_format', { field: msg(pt, 'field.amount'), example: '12.345,50' }))
  t.equal(await br.page.evaluate(() => location.pathname), '/recharge/amount', '"10.5" is not a Brazilian amount: refused, not read as R$105')
  await setInput(br.page, '[data-testid="amount-input"]', '10,50')
  await waitUnderstood(br.page, 'recharge-amount-understood', msg(pt, 'amount.understood', { amount: 'R$ 10,50' }))
  await screenshot(br.page, 'recharge-amount-understood-br')
  await checkA11y(br.page, t, 'recharge amount br')
  await click(br.page, 'amount-continue')
  await br.page.waitForFunction(() => location.pathname === '/recharge/channel/1050/0', { timeout: 10000 })
  await waitForTestId(br.page, 'pay-button')
  t.equal(await br.page.$('[data-testid="channel-picker"]'), null, 'Brazil\'s show_channel is false: the method list is not shown, Pix is used')
  t.equal(await br.page.$eval('[data-testid="contact-form"] input', el => (el).value), '', 'use_user_lib is false: the saved contact is not filled in')
  t.match((await s.journal('/api/user/v1/amt/recharge/channel/list')).filter(e => e.token === 'demo-br').at(-1)?.body, { amount: 1050 }, 'the methods are asked for R$10,50')
  // The contact written as Brazilians write a phone: it is the saved +5511987654321.
  await setInput(br.page, '[data-testid="contact-form"] input', '(11) 98765-4321')
  await click(br.page, 'pay-button')
  const [brPay] = await waitPayCalls(br, 1)
  if (brPay === undefined) throw new Error('no pay() call')
  t.equal(brPay.amount, 1050, 'pay() gets 1050 centavos')
  t.equal(brPay.currency, 'BRL')
  const brOrder = (await s.journal('/api/user/v3/amt/recharge')).filter(e => e.token === 'demo-br')
  t.equal(brOrder.length, 1)
  t.match(brOrder[0]?.body, { amount: 1050, phone: '+5511987654321' }, 'the journal\'s amount is 1050 (R$10,50) and the phone in the upstream\'s form')
  t.equal((await s.journal('/api/user/v3/account/modifyuserinfo')).filter(e => e.token === 'demo-br').length, 0, 'the same number written another way is not a new contact')
  await br.bridge.finishPayment(brPay.order_id, 'paid')
  t.match(spaced(await waitPhase(br.page, 'success')), 'R$ 10,50', 'R$ 10,50 added')
  t.same(br.consoleErrors, [], 'Brazil: no console errors')

  // Indonesia: "150.000" is Rp150.000.
  const idw = await wallet(t, { token: 'demo-id', bridge: {}, lang: 'id', host: 'id.localhost', path: '/recharge/amount' })
  await waitForTestId(idw.page, 'packages')
  await setInput(idw.page, '[data-testid="amount-input"]', '150.000')
  await waitUnderstood(idw.page, 'recharge-amount-understood', msg(id, 'amount.understood', { amount: 'Rp 150.000' }))
  await click(idw.page, 'amount-continue')
  await idw.page.waitForFunction(() => location.pathname === '/recharge/channel/15000000/0', { timeout: 10000 })
  await waitForTestId(idw.page, 'channel-picker')
  await click(idw.page, 'pay-button')
  const [idPay] = await waitPayCalls(idw, 1)
  if (idPay === undefined) throw new Error('no pay() call')
  t.equal(idPay.amount, 15000000, 'Rp150.000 in minor units')
  t.match((await s.journal('/api/user/v3/amt/recharge')).filter(e => e.token === 'demo-id').at(-1)?.body, { amount: 15000000 }, 'the upstream got 15000000')
  await idw.bridge.finishPayment(idPay.order_id, 'paid')
  await waitPhase(idw.page, 'success')

  // India: "1,000.50" on the direct recharge.
  const inw = await wallet(t, { token: 'demo-in', bridge: {}, path: '/recharge/direct' })
  await setInput(inw.page, '[data-testid="amount-input"]', '1,000.50')
  await waitUnderstood(inw.page, 'direct-amount-understood', msg(en, 'amount.understood', { amount: '₹1,000.50' }))
  await click(inw.page, 'amount-continue')
  t.match(await waitForTestId(inw.page, 'pay-summary'), '₹1,000.50', 'the amount to pay, as understood')
  await waitForTestId(inw.page, 'channel-picker')
  await click(inw.page, 'pay-button')
  const [inPay] = await waitPayCalls(inw, 1)
  if (inPay === undefined) throw new Error('no pay() call')
  t.equal(inPay.amount, 100050)
  t.match((await s.journal('/api/user/v3/amt/common_recharge')).filter(e => e.token === 'demo-in').at(-1)?.body, { amount: 100050 }, 'the upstream got 100050 paise')
  await inw.bridge.finishPayment(inPay.order_id, 'paid')
  await waitPhase(inw.page, 'success')
})

/** The balance the page shows on My Balance, as text ("₹1,234.00"). */
async function shownBalance (w: OpenedWallet): Promise<string> {
  await w.page.goto(`${w.origin}/asset/detail`, { waitUntil: 'networkidle0' })
  return spaced(await waitForTestId(w.page, myBalance.ids.total))
}

/** The order as the upstream answers it through the gateway, and as the provider has it. */
async function orderState (token: string, orderId: string): Promise<{ status: number, fail_reason: string, provider: string }> {
  const detail = await s.api.post('/api/user/v1/amt/recharge/detail').set(clientHeaders(token)).send({ order_id: orderId }).expect(200)
  const provider = await fetch(`${s.mockUrl}/__mock/provider/orders/${orderId}`)
  const { order } = await provider.json() as { order: { state: string } }
  return { status: detail.body.data.status, fail_reason: detail.body.data.fail_reason, provider: order.state }
}

/** Every payment phase the page shows from now on, in order (the status card re-renders on each). */
async function recordPhases (page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __phases: string[] }
    w.__phases = []
    const note = () => {
      const phase = document.querySelector('[data-testid="payment-status"]')?.getAttribute('data-phase')
      if (phase != null && w.__phases.at(-1) !== phase) w.__phases.push(phase)
    }
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] })
  })
  return async () => page.evaluate(() => (window as unknown as { __phases: string[] }).__phases)
}

t.test('the provider decides: failed, then abandoned, then paid; only the paid order is credited', async t => {
  await s.reset()
  const w = await wallet(t, { token: 'demo-in', bridge: { payments: ['failed', 'abandoned', 'paid'] }, path: '/recharge/channel/30000/0' })
  const { page } = w
  const requested: string[] = []
  page.on('request', r => { requested.push(r.url()) })
  const before = await shownBalance(w)
  t.equal(before, '₹25,000.00', 'the fixture balance')
  await page.goto(`${w.origin}/recharge/channel/30000/0`, { waitUntil: 'networkidle0' })
  await waitForTestId(page, 'channel-picker')

  await click(page, 'pay-button')
  const [failed] = await waitPayCalls(w, 1)
  if (failed === undefined) throw new Error('no pay() call')
  t.match(await waitPhase(page, 'failed'), 'Payment failed', 'failed at the provider: the failure screen')
  t.match(await orderState('demo-in', failed.order_id), { status: 2, fail_reason: 'Payment failed', provider: 'failed' })

  await page.click('[data-testid="payment-status"] button.button')
  const abandoned = (await waitPayCalls(w, 2))[1]
  if (abandoned === undefined) throw new Error('no second pay() call')
  t.match(await waitPhase(page, 'failed'), 'Payment cancelled', 'abandoned at the provider: cancelled')
  t.match(await orderState('demo-in', abandoned.order_id), { status: 2, fail_reason: 'Payment cancelled', provider: 'abandoned' })

  await page.click('[data-testid="payment-status"] button.button')
  const paid = (await waitPayCalls(w, 3))[2]
  if (paid === undefined) throw new Error('no third pay() call')
  t.match(await waitPhase(page, 'success'), '₹300.00 added', 'paid at the provider: success')
  t.match(await orderState('demo-in', paid.order_id), { status: 1, provider: 'paid' })
  t.equal(await shownBalance(w), '₹25,300.00', 'the balance shows the paid order only')
  t.same(requested.filter(u => u.includes('/__mock/') || u.startsWith(s.mockUrl)), [], 'the page itself never reached the mock\'s control API')
  const bundle = readdirSync(clientDir()).filter(f => /\.(js|html)$/.test(f)).map(f => readFileSync(join(clientDir(), f), 'utf8')).join('\n')
  t.notMatch(bundle, '__mock', 'the built client knows no control API')
  t.same(w.consoleErrors, [], 'no console errors')
})

/** The order checks' back-off at twenty times the speed: a second's wait and longer in the page takes a
 * twentieth. The schedule itself is checked at its real pace above; here it only has to run out. */
const FAST_BACK_OFF = '{ const set = window.setTimeout; window.setTimeout = (fn, ms, ...args) => set(fn, typeof ms === \'number\' && ms >= 1000 ? ms / 20 : ms, ...args) }'

t.test('the client lies: the app reports success for an order nobody paid; nothing is credited and the page says pending', async t => {
  await s.reset()
  const w = await wallet(t, { token: 'demo-in', bridge: { payments: ['lie'] }, path: '/asset/detail', initScript: FAST_BACK_OFF })
  const { page } = w
  const before = await shownBalance(w)
  t.equal(before, '₹25,000.00', 'the fixture balance')
  await page.goto(`${w.origin}/recharge/channel/40000/0`, { waitUntil: 'networkidle0' })
  await waitForTestId(page, 'channel-picker')
  const phases = await recordPhases(page)
  await click(page, 'pay-button')
  const [order] = await waitPayCalls(w, 1)
  if (order === undefined) throw new Error('no pay() call')
  // Six checks (at 1/20 of the schedule's gaps), each answered "processing": the page is still checking.
  await waitForChecks('demo-in', 6, 20000)
  const text = await waitPhase(page, 'confirming')
  t.match(text, order.order_id, 'the order is named')
  t.notOk((await phases()).includes('success'), `success was never shown (phases: ${(await phases()).join(', ')})`)
  t.match((await s.journal('/api/user/v1/amt/recharge/sdkcallback')).at(-1)?.body, { order_id: order.order_id, result: 'success' }, 'the app\'s word was passed on')
  t.match(await orderState('demo-in', order.order_id), { status: 0, provider: 'open' }, 'the order stays processing, open at the provider')
  t.equal(await testIdText(page, 'payment-credited'), null, 'no amount is said to be added')
  await screenshot(page, 'recharge-lying-client')

  t.equal(await shownBalance(w), before, 'the balance shown is unchanged')

  // A real payment afterwards: the provider's notice, then the order's page confirms it.
  const notice = await fetch(`${s.mockUrl}/__mock/provider/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: order.order_id, outcome: 'paid' }) })
  t.equal(notice.status, 200)
  await page.goto(`${w.origin}/asset/detail/${order.order_id}`, { waitUntil: 'domcontentloaded' })
  t.match(await waitPhase(page, 'success'), '₹400.00 added', 'paid at the provider: now it is credited')
  t.equal(await shownBalance(w), '₹25,400.00', 'and only then the balance moves')
})
