// A payment in flight outlives the page (issue 33 §1): the built client, the real gateway and the mock upstream
// in Chromium. The order handed to the app is kept on the device; a page that dies before the app's result
// leaves the next page of the same browser to resume it at the top of My Balance (`payment-resume`), and a
// late authorisation at the provider (after the order ended failed or timed out) is credited once and shown
// on the next visit. The mock's journal and the provider show every order and every credit exactly once.
import t from 'tap'
import type { Page } from 'puppeteer-core'
import { clientHeaders } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { pageText, rawLocaleKeys, screenshot, waitForTestId, type OpenedWallet } from './support/page.js'
import { catalogue, msg } from './support/actions.js'
import { checkout } from './screens/recharge.js'
import { myBalance } from './screens/my-balance.js'

interface PayParams { order_id: string, amount: number }

const { stack: s, wallet } = await e2eFile(t)

const RECHARGE = '/api/user/v3/amt/recharge'

/** Text as a person reads it: the non-breaking spaces of formatted numbers as plain spaces. */
function spaced (text: string | null): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** Waits for the resume card in `phase`; returns its text. */
async function resumeCard (page: Page, phase: string, timeoutMs = 15000): Promise<string> {
  try {
    await page.waitForSelector(`[data-testid="payment-resume"][data-phase="${phase}"]`, { timeout: timeoutMs })
  } catch (err) {
    throw new Error(`payment-resume ${phase} not shown; the page shows:\n${(await pageText(page)).slice(0, 1500)}`, { cause: err })
  }
  return spaced(await page.$eval('[data-testid="payment-resume"]', el => (el as HTMLElement).innerText))
}

/** My Balance shown, with its balance; then whether a resume card is there (it is rendered with the page when kept). */
async function balanceWithoutCard (page: Page): Promise<boolean> {
  await waitForTestId(page, myBalance.ids.total)
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10000 })
  return (await page.$('[data-testid="payment-resume"]')) === null
}

/** Opens Add Cash in the app, pays ₹`rupees` at channel 0 and returns the order handed to the app (held: no result yet). */
async function handOff (w: OpenedWallet, rupees: number): Promise<PayParams> {
  const { page } = w
  await page.goto(`${w.origin}/recharge/channel/${rupees * 100}/0`, { waitUntil: 'networkidle0' })
  await page.waitForSelector(checkout.payButton, { visible: true })
  await page.click(checkout.payButton)
  const call = await w.bridge.waitForCall('pay')
  await page.waitForSelector('[data-testid="payment-status"][data-phase="waiting"]')
  return JSON.parse(String(call.args[0])) as PayParams
}

async function providerPay (orderId: string, late = false): Promise<number> {
  const res = await fetch(`${s.mockUrl}/__mock/provider/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId, outcome: 'paid', ...(late ? { late: true } : {}) }) })
  return res.status
}

async function providerOrder (orderId: string): Promise<{ state: string, notices: number }> {
  const res = await fetch(`${s.mockUrl}/__mock/provider/orders/${orderId}`)
  return ((await res.json()) as { order: { state: string, notices: number } }).order
}

/** The upstream's own balance and the player's add-cash transactions for the order. */
async function upstream (token: string, orderId: string): Promise<{ amount: number, trades: Array<{ status: number, amount: number }> }> {
  const asset = await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders(token)).send({}).expect(200)
  const list = await s.api.post('/api/user/v1/amt/trade_list').set(clientHeaders(token)).send({ type: 2, page_size: 50 }).expect(200)
  const trades = (list.body.data.items as Array<{ status: number, amount: number, remark: string }>).filter(tr => tr.remark.includes(orderId))
  return { amount: asset.body.data.amount, trades: trades.map(({ status, amount }) => ({ status, amount })) }
}

async function ordersCreated (token: string): Promise<number> {
  return (await s.journal(RECHARGE)).filter(e => e.token === token).length
}

t.test('the page dies between the hand-off and the app\'s result: a new page of the same browser resumes and shows the credit once', async t => {
  await s.reset()
  const w1 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail' })
  t.equal(spaced(await waitForTestId(w1.page, myBalance.ids.total)), '₹25,000.00', 'the fixture balance')
  const order = await handOff(w1, 300)
  const kept = await w1.page.evaluate(() => localStorage.getItem('wallet.payment') ?? '')
  t.match(kept, `"order_id":"${order.order_id}"`, 'the order is kept on the device before the hand-off')
  t.notMatch(kept, 'demo-in', 'without the token')
  t.notMatch(kept, 'sdk_payload', 'nor the payment details')
  // Android kills the WebView while the player pays; the app's result never reaches a page.
  await w1.page.close()
  t.equal(await providerPay(order.order_id), 200, 'the player paid at the provider')

  const w2 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail', context: w1.context })
  const text = await resumeCard(w2.page, 'success')
  t.match(text, 'Payment successful')
  t.match(text, '₹300.00 added')
  t.match(text, order.order_id, 'the order is named')
  t.equal(spaced(await waitForTestId(w2.page, 'payment-balance')), 'Balance now: ₹25,300.00', 'with the new balance')
  t.equal(spaced(await waitForTestId(w2.page, myBalance.ids.total)), '₹25,300.00')
  await screenshot(w2.page, 'payment-resume-success-en')

  t.equal(await ordersCreated('demo-in'), 1, 'one order was created')
  t.match(await providerOrder(order.order_id), { state: 'paid', notices: 1 }, 'paid once at the provider')
  t.same(await upstream('demo-in', order.order_id), { amount: 2530000, trades: [{ status: 1, amount: 30000 }] }, 'credited once: one transaction, succeeded')

  // Shown once: the next visit has no card.
  await w2.page.reload({ waitUntil: 'load' })
  t.ok(await balanceWithoutCard(w2.page), 'a settled outcome is shown once')
})

t.test('still unpaid when the new page opens: it says by when the player will know, keeps checking, and the payment reaches the card without a reload', async t => {
  await s.reset()
  const w1 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/recharge/amount' })
  const order = await handOff(w1, 200)
  const handedAt = await w1.page.evaluate(() => (JSON.parse(localStorage.getItem('wallet.payment') ?? '{}') as { handed_at?: number }).handed_at ?? 0)
  await w1.page.close()

  // Reopened on another route first: My Balance shows the card once the player gets there.
  const w2 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/transactions', context: w1.context })
  await w2.page.goto(`${w2.origin}/asset/detail`, { waitUntil: 'load' })
  const text = await resumeCard(w2.page, 'checking')
  t.match(text, 'Checking your payment of ₹200.00')
  const by = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(handedAt + 905_000))
  t.equal(spaced(await waitForTestId(w2.page, 'payment-know-by')), spaced(`You will know by ${by}`), 'by the end of the provider\'s window, from the hand-off')
  await screenshot(w2.page, 'payment-resume-checking-en')

  t.equal(await providerPay(order.order_id), 200)
  t.match(await resumeCard(w2.page, 'success'), '₹200.00 added', 'the next scheduled check settles it on screen')
  t.equal(await ordersCreated('demo-in'), 1)
  t.same(await upstream('demo-in', order.order_id), { amount: 2520000, trades: [{ status: 1, amount: 20000 }] })
})

/** Moves within the page as its links do (wouter follows history), without loading a new document. */
async function goInPage (page: Page, path: string): Promise<void> {
  await page.evaluate((to: string) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')) }, path)
}

t.test('My Balance first, then a payment, then back to My Balance in the same page: the card shows there and checking goes on', async t => {
  await s.reset()
  const w = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail' })
  t.equal(spaced(await waitForTestId(w.page, myBalance.ids.total)), '₹25,000.00', 'My Balance first: its screen is loaded in this page')
  await goInPage(w.page, '/recharge/channel/40000/0')
  await w.page.waitForSelector(checkout.payButton, { visible: true })
  await w.page.click(checkout.payButton)
  const order = JSON.parse(String((await w.bridge.waitForCall('pay')).args[0])) as PayParams
  await w.page.waitForSelector('[data-testid="payment-status"][data-phase="waiting"]')
  // The player leaves the payment screen for My Balance before the app answers.
  await goInPage(w.page, '/asset/detail')
  t.match(await resumeCard(w.page, 'checking'), 'Checking your payment of ₹400.00', 'the card at the top of My Balance')
  t.equal(await providerPay(order.order_id), 200)
  t.match(await resumeCard(w.page, 'success'), '₹400.00 added', 'the schedule goes on from My Balance and settles it on screen')
  t.equal(await ordersCreated('demo-in'), 1, 'one order was created')
  t.same(await upstream('demo-in', order.order_id), { amount: 2540000, trades: [{ status: 1, amount: 40000 }] }, 'credited once')
})

t.test('another player on the same device never sees the order', async t => {
  await s.reset()
  const w1 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail' })
  const order = await handOff(w1, 300)
  await w1.page.close()
  const other = await wallet(t, { token: 'demo-in-new', bridge: { userId: '30000001' }, path: '/asset/detail', context: w1.context })
  t.ok(await balanceWithoutCard(other.page), 'no card for another player')
  t.notMatch(await pageText(other.page), order.order_id)
  t.equal((await s.journal('/api/user/v1/amt/recharge/detail')).filter(e => e.body !== undefined && JSON.stringify(e.body).includes(order.order_id)).length, 0, 'nobody asked about the order')
})

t.test('late authorisation after the app said failed: credited once, and the next visit shows the success', async t => {
  await s.reset()
  const w1 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail' })
  const order = await handOff(w1, 400)
  await w1.bridge.finishPayment(order.order_id, 'failed')
  await w1.page.waitForSelector('[data-testid="payment-status"][data-phase="failed"]')
  // The checks gave up with the order failed; the bank's answer reaches the provider later.
  t.equal(await providerPay(order.order_id), 409, 'a plain notice cannot pay a failed order')
  t.equal(await providerPay(order.order_id, true), 200, 'the late authorisation is accepted')
  t.equal(await providerPay(order.order_id, true), 200, 'and acknowledged again')

  await w1.page.goto(`${w1.origin}/asset/detail`, { waitUntil: 'load' })
  const text = await resumeCard(w1.page, 'success')
  t.match(text, '₹400.00 added')
  t.equal(spaced(await waitForTestId(w1.page, 'payment-balance')), 'Balance now: ₹25,400.00')
  t.equal(await ordersCreated('demo-in'), 1)
  t.same(await upstream('demo-in', order.order_id), { amount: 2540000, trades: [{ status: 1, amount: 40000 }] }, 'credited once')
  const list = await s.api.post('/api/user/v1/amt/trade_list').set(clientHeaders('demo-in')).send({ type: 2, page_size: 50 }).expect(200)
  const trade = (list.body.data.items as Array<{ trade_id: string, remark: string }>).find(tr => tr.remark.includes(order.order_id))
  t.ok(trade !== undefined, 'the order\'s transaction')
  await w1.page.goto(`${w1.origin}/asset/transactions`, { waitUntil: 'networkidle0' })
  const row = await w1.page.waitForFunction((id: string) => [...document.querySelectorAll('li')].find(li => li.textContent?.includes(id))?.textContent ?? '', { timeout: 10000 }, `Transaction ID: ${trade?.trade_id ?? '?'}`)
  const rowText = spaced(await row.jsonValue())
  t.match(rowText, '₹400.00', 'the transactions list shows it with its amount')
  t.match(rowText, 'Successful', 'succeeded')
  await w1.page.goto(`${w1.origin}/asset/detail`, { waitUntil: 'load' })
  t.ok(await balanceWithoutCard(w1.page), 'shown once')
})

t.test('the order times out at the provider, then is authorised late: failed shown once, then the success', async t => {
  await s.reset()
  const w1 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail' })
  const order = await handOff(w1, 500)
  await w1.page.close()
  // 15 minutes and more pass at the upstream before the wallet is opened again.
  const clock = await fetch(`${s.mockUrl}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_s: 15 * 60 + 10 }) })
  t.equal(clock.status, 200)

  const w2 = await wallet(t, { token: 'demo-in', bridge: {}, path: '/asset/detail', context: w1.context })
  const failed = await resumeCard(w2.page, 'failed')
  t.match(failed, 'Your payment of ₹500.00 did not go through')
  t.match(failed, 'Payment time exceeded')
  t.match(await providerOrder(order.order_id), { state: 'closed' })
  await screenshot(w2.page, 'payment-resume-failed-en')
  await w2.page.reload({ waitUntil: 'load' })
  t.ok(await balanceWithoutCard(w2.page), 'the failure is shown once')

  t.equal(await providerPay(order.order_id, true), 200)
  await w2.page.reload({ waitUntil: 'load' })
  t.match(await resumeCard(w2.page, 'success'), '₹500.00 added', 'the next visit shows the late success')
  t.equal(await ordersCreated('demo-in'), 1)
  t.same(await upstream('demo-in', order.order_id), { amount: 2550000, trades: [{ status: 1, amount: 50000 }] }, 'credited once')
  await w2.page.reload({ waitUntil: 'load' })
  t.ok(await balanceWithoutCard(w2.page), 'shown once')
})

t.test('the card in Hindi and Bengali at 360 px', async t => {
  for (const lang of ['hi', 'bn'] as const) {
    await s.reset()
    const w1 = await wallet(t, { token: 'demo-in', bridge: { language: lang }, lang, path: '/asset/detail' })
    await handOff(w1, 300)
    await w1.page.goto(`${w1.origin}/asset/detail`, { waitUntil: 'load' })
    const text = await resumeCard(w1.page, 'checking')
    const words = msg(catalogue(lang), 'recharge.resume_checking', { amount: '@' }).split('@')[0] ?? ''
    t.match(text, words.trim(), `${lang}: the card's own words`)
    t.same(rawLocaleKeys(await pageText(w1.page)), [], `${lang}: no raw message key`)
    await screenshot(w1.page, `payment-resume-checking-${lang}`)
    await w1.close()
  }
})
