// `npm run dev:app`'s fake game app, headless here: the wallet runs as in the app, pay() opens the fake SDK's
// sheet, and the developer's choice is played at the mock's payment provider before the app reports it.
import t from 'tap'
import type { Page } from 'puppeteer-core'
import { openDevApp } from '../../scripts/dev-app.js'
import { e2eFile } from './support/fixture.js'
import { originFor, pageText } from './support/page.js'
import { checkout } from './screens/recharge.js'
import { myBalance } from './screens/my-balance.js'

const { stack: s, browser } = await e2eFile(t)

async function phase (page: Page, name: string): Promise<string> {
  try {
    await page.waitForSelector(`[data-testid="payment-status"][data-phase="${name}"]`, { timeout: 15000 })
  } catch (err) {
    throw new Error(`payment phase ${name} not reached; the page shows:\n${(await pageText(page)).slice(0, 1500)}`, { cause: err })
  }
  return page.$eval(checkout.paymentStatus, el => (el as HTMLElement).innerText)
}

/** Pays 200 rupees and answers the fake SDK's sheet with `choice`; returns the order id the sheet named. */
async function payWith (page: Page, choice: string): Promise<string> {
  await page.goto(`${originFor(s)}/recharge/channel/20000/0`, { waitUntil: 'networkidle0' })
  await page.waitForSelector(checkout.payButton, { visible: true })
  await page.click(checkout.payButton)
  await page.waitForSelector('[data-testid="fake-sdk"]', { visible: true, timeout: 15000 })
  const sheet = await page.$eval('[data-testid="fake-sdk"]', el => (el as HTMLElement).innerText)
  t.match(sheet, '200.00 INR', 'the sheet shows what is being paid')
  const orderId = /order (RC\d+)/.exec(sheet)?.[1] ?? ''
  t.match(orderId, /^RC\d+$/, 'and the order')
  await page.click(`[data-testid="fake-sdk"] button[data-choice="${choice}"]`)
  return orderId
}

t.test('the developer pays, then fails a payment, in the fake SDK', async t => {
  await s.reset()
  const page = await browser.newPage()
  t.teardown(async () => { await page.close() })
  const problems: string[] = []
  await openDevApp(page, { url: `${originFor(s)}/asset/detail`, mockUrl: s.mockUrl, token: 'demo-in', language: 'en', log: m => { problems.push(m) } })
  await page.waitForSelector(myBalance.total)
  t.equal(await page.$eval(myBalance.total, el => el.textContent), '₹25,000.00', 'logged in through the fake host app')

  const paid = await payWith(page, 'paid')
  t.match(await phase(page, 'success'), '₹200.00 added')
  t.equal(await page.$('[data-testid="fake-sdk"]'), null, 'the sheet is gone')
  const provider = await (await fetch(`${s.mockUrl}/__mock/provider/orders/${paid}`)).json() as { order: { state: string } }
  t.equal(provider.order.state, 'paid', 'paid at the provider')

  const failed = await payWith(page, 'failed')
  t.match(await phase(page, 'failed'), 'Payment failed')
  t.not(failed, paid)
  t.same(problems, [], 'the fake SDK reported no problem')
})
