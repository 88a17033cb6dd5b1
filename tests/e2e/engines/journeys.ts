// The main journeys, written once for every engine (issue 36): My Balance in the five languages, add cash up
// to the hand-off to the app, bind and withdraw with the dealer's accept and remit, transfer, feedback with a
// screenshot, and the offline repeat visit where the engine runs service workers. Each engine's test file
// (webkit.test.ts, firefox.test.ts) starts its engine once and the real stack once, and runs these.
import { realPng } from '../../helpers/pictures.js'
import { join } from 'node:path'
import type { Test } from 'tap'
import { installFakeHost, SDK_BINDING } from '../../../scripts/fake-host.js'
import { catalogue, msg } from '../../helpers/messages.js'
import { clientHeaders, startStack, type Stack } from '../../helpers/stack.js'
import {
  engineScreenshot, fieldErrorOf, waitFor, waitPath, waitSelector, waitTestId, waitText,
  type Engine, type EnginePage
} from '../support/engine.js'
import { bridgePayload, E2E_UPSTREAM_TIMEOUT_MS } from '../support/page.js'

const PRIYA = '20593318'

/** The host app's bridge as a script run before the page's own (scripts/fake-host.ts's installFakeHost). */
function fakeHostScript (token: string, lang: string): string {
  const payload = { ...bridgePayload({}, token, lang), sdkBinding: SDK_BINDING }
  return `globalThis.__name = globalThis.__name ?? (fn => fn);(${installFakeHost.toString()})(${JSON.stringify(payload)})`
}

/** Clicks the first element of `selector` whose trimmed text is `text`. */
async function clickText (page: EnginePage, selector: string, text: string): Promise<void> {
  await waitFor(page, `${selector} "${text}"`, (s: string, x: string) => {
    const el = [...document.querySelectorAll(s)].find(e => e.textContent?.trim() === x)
    el?.setAttribute('data-engine-pick', '')
    return el !== undefined
  }, selector, text)
  await page.click('[data-engine-pick]')
  await page.evaluate(() => { document.querySelector('[data-engine-pick]')?.removeAttribute('data-engine-pick') })
}

/** Sets a date or select control as the player's choice would, through React's own event. */
async function choose (page: EnginePage, selector: string, value: string): Promise<void> {
  await waitSelector(page, selector)
  await page.evaluate((s: string, v: string) => {
    const el = document.querySelector(s) as HTMLInputElement | HTMLSelectElement
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, v)
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }, selector, value)
}

async function api (stack: Stack, token: string, path: string, body: object): Promise<any> {
  const res = await stack.api.post(path).set(clientHeaders(token)).send(body).expect(200)
  if (res.body.code !== 0) throw new Error(`${path} answered ${String(res.body.code)} ${String(res.body.msg)}`)
  return res.body.data
}

interface BalanceCase { host: string, token: string, lang: string, title: string, total: string }

/** My Balance as each region's player reads it: the title in the language, the total in the region's money
 * (Brazil's and Indonesia's with the no-break space Intl puts after the symbol). */
const BALANCES: BalanceCase[] = [
  { host: 'localhost', token: 'demo-in', lang: 'en', title: 'My Balance', total: '₹25,000.00' },
  { host: 'localhost', token: 'demo-in', lang: 'hi', title: 'मेरा बैलेंस', total: '₹25,000.00' },
  { host: 'coin.localhost', token: 'demo-bd', lang: 'bn', title: 'আমার ব্যালেন্স', total: '৮,৫০০.০০৳' },
  { host: 'br.localhost', token: 'demo-br', lang: 'pt', title: 'Meu Saldo', total: 'R$\u00a01.200,00' },
  { host: 'id.localhost', token: 'demo-id', lang: 'id', title: 'Saldo Saya', total: 'Rp\u00a0450.000' }
]

export async function runJourneys (t: Test, engine: Engine, stack: Stack): Promise<void> {
  const shot = async (page: EnginePage, name: string): Promise<void> => {
    await engineScreenshot(page, engine.name, name)
  }
  const open = async (t: Test, path: string, options: Parameters<Engine['open']>[1] = {}): Promise<EnginePage> => {
    const page = await engine.open(path, options)
    t.teardown(page.close)
    return page
  }

  t.test('My Balance in the five languages', async t => {
    for (const c of BALANCES) {
      const page = await open(t, `/asset/detail?token=${c.token}&lang=${c.lang}`, { host: c.host })
      const total = await waitTestId(page, 'balance-total')
      t.equal(total, c.total, `${c.lang}: the total in the region's money`)
      t.equal(await page.evaluate(() => document.querySelector('h1')?.textContent), c.title, `${c.lang}: the title`)
      t.equal(await page.evaluate(() => document.documentElement.lang), c.lang, `${c.lang}: <html lang>`)
      await shot(page, `asset-detail-${c.lang}`)
      await page.close()
    }
  })

  t.test('add cash in the app, up to the hand-off and the provider\'s word', async t => {
    await stack.reset()
    const page = await open(t, '/recharge/amount', { initScript: fakeHostScript('demo-in-new', 'en') })
    await waitTestId(page, 'first-recharge-offer')
    t.match(await waitTestId(page, 'recharge-balance'), '₹5.00', 'the current balance')
    await page.click('[data-testid="package-101"]')
    await page.click('[data-testid="amount-continue"]')
    await waitTestId(page, 'channel-picker')
    t.equal(new URL(await page.evaluate(() => location.href)).pathname, '/recharge/channel/10000/6000', 'the amount and extra')
    await page.type('[data-testid="contact-form"] input', '9123456780')
    await choose(page, '[data-testid="declare-birth"]', '1995-06-15')
    await choose(page, '[data-testid="declare-state"]', 'Kerala')
    await page.click('[data-testid="declare-submit"]')
    await waitFor(page, 'the declaration stored', () => document.querySelector('[data-testid="declaration"]') === null)
    await shot(page, 'recharge-channel')
    await page.click('[data-testid="pay-button"]')
    const handOff = await waitFor(page, 'pay() handed to the app', () => {
      const calls = (window as unknown as { __bridgeCalls?: Array<{ method: string, args: unknown[] }> }).__bridgeCalls
      return calls?.find(c => c.method === 'pay')?.args[0] as string | undefined
    })
    const pay = JSON.parse(handOff) as { order_id: string, amount: number, currency: string }
    t.match(pay, { amount: 10000, currency: 'INR', order_id: /^RC/ }, 'the app gets the order, ₹100.00 in paise')
    const orders = await stack.journal('/api/user/v3/amt/recharge')
    t.equal(orders.length, 1, 'one order created')
    t.match(orders[0]?.body, { amount: 10000, package_id: 101, declaration: true }, 'with its package and declaration')
    // The app's SDK: the provider is paid, then the app reports.
    const paid = await fetch(`${stack.mockUrl}/__mock/provider/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: pay.order_id, outcome: 'paid' })
    })
    t.equal(paid.status, 200, 'the provider took the payment')
    await page.evaluate((id: string) => {
      (window as unknown as { onWalletPayResult: (json: string) => void }).onWalletPayResult(JSON.stringify({ order_id: id, result: 'success' }))
    }, pay.order_id)
    await waitSelector(page, '[data-testid="payment-status"][data-phase="success"]')
    t.match(await waitTestId(page, 'payment-status'), '₹100.00 added', 'credited on the provider\'s word')
    await shot(page, 'recharge-success')
  })

  t.test('bind a bank account, withdraw, and the dealer accepts and remits', async t => {
    await stack.reset()
    const en = catalogue('en')
    const binder = await open(t, '/withdraw/bind/bank?token=demo-in-new')
    await waitSelector(binder, '#wd-f-bank_account')
    await binder.type('#wd-f-bank_account', '50100987654321')
    await binder.type('#wd-f-bank_account_confirm', '50100987654321')
    await binder.type('#wd-f-name', 'Priya Nair')
    await binder.type('#wd-f-ifsc', 'sbin0004567')
    await binder.type('#wd-f-phone', '8123456789')
    await binder.type('#wd-f-email', 'priya.nair@yahoo.com')
    await shot(binder, 'withdraw-bind-bank')
    await binder.click('[data-testid=wd-bind-submit]')
    await waitPath(binder, '/withdraw/option')
    const bound = await stack.journal('/api/user/v1/amt/withdraw/update_bank_account')
    t.match(bound[0]?.body, { bank_account: '50100987654321', ifsc: 'SBIN0004567', name: 'Priya Nair' }, 'bound, the IFSC in capitals')
    await binder.close()

    const player = await open(t, '/withdraw/option?token=demo-in')
    await waitTestId(player, 'wd-daily-used')
    await player.type('#wd-amount', '500')
    await player.click('[data-testid="wd-submit"]')
    await waitSelector(player, '[role=dialog]')
    await shot(player, 'withdraw-confirm')
    await player.click('[data-testid="wd-confirm"]')
    await waitTestId(player, 'wd-success')
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 1, 'one withdrawal reached the upstream')
    const record = await api(stack, 'demo-in', '/api/user/v1/amt/withdraw/list', {})
    const orderId = String(record.items[0].order_id)
    t.match(record.items[0], { amount: 50000, status: 0 }, '₹500.00, processing')

    const dealer = await open(t, '/pay/out?token=demo-dealer-in')
    const card = `[data-testid="order-${orderId}"]`
    t.match(await waitTestId(dealer, `order-${orderId}`), /rahul\.sharma@okaxis/, 'the dealer sees the account to pay')
    await dealer.click(`${card} [data-testid=order-accept]`)
    await waitText(dealer, msg(en, 'dealer.accepted'))
    await dealer.goto(`${dealer.origin}/pay/roll`)
    await dealer.click('[data-testid=status-2]')
    await waitSelector(dealer, card)
    await dealer.click(`${card} [data-testid=order-remit]`)
    await waitSelector(dealer, '#dealer-utr')
    await dealer.type('#dealer-utr', '531298760042')
    await shot(dealer, 'dealer-remit')
    await dealer.click('[data-testid=remit-utr-submit]')
    await waitText(dealer, msg(en, 'dealer.remitted'))
    const after = await api(stack, 'demo-in', '/api/user/v1/amt/withdraw/list', {})
    t.match(after.items[0], { order_id: orderId, status: 6 }, 'remitted: transferring for the player')
  })

  t.test('transfer 1,000 coins to Priya Nair', async t => {
    await stack.reset()
    const page = await open(t, '/agent-transfer/user-transfer?token=demo-in')
    t.equal(await waitTestId(page, 'tf-coins'), '5,200 coins', 'the player\'s coins')
    await page.type('#tf-user-id', PRIYA)
    await waitFor(page, 'Priya Nair shown', () =>
      document.querySelector('[data-testid="tf-recipient-name"]')?.textContent?.trim() === 'Priya Nair')
    t.equal(await fieldErrorOf(page, 'tf-user-id'), null, 'a known id: no error')
    await page.type('#tf-amount', '1000')
    await page.click('[data-testid=tf-submit]')
    const dialog = await waitFor(page, 'the confirmation', () =>
      document.querySelector<HTMLElement>('[role=dialog]')?.innerText)
    t.match(dialog, '1,000 coins', 'the confirmation: the coins')
    t.match(dialog, '4,200 coins', 'and what is left after')
    await shot(page, 'transfer-confirm')
    await page.click('[data-testid=tf-confirm]')
    await waitTestId(page, 'tf-success')
    t.equal(await waitTestId(page, 'tf-coins-left'), '4,200 coins', 'coins left')
    const sent = await stack.journal('/api/user/v1/amt/transfer')
    t.equal(sent.length, 1, 'one transfer reached the upstream')
    t.match(sent[0]?.body, { user_id: PRIYA, amount: 1000 }, 'to Priya, whole coins')
    await shot(page, 'transfer-success')
  })

  t.test('feedback with a screenshot', async t => {
    await stack.reset()
    const page = await open(t, '/help/feedback?token=demo-in')
    await waitTestId(page, 'service-hours')
    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Withdrawal')
    const description = 'My withdrawal of 500 is still processing after two days.'
    await page.type('[data-testid="feedback-description"]', description)
    await page.upload('input[type=file][data-testid="screenshot-input"]', join(t.testdir({ 'screenshot.png': realPng() }), 'screenshot.png'))
    await waitFor(page, 'the upload at 100%', () =>
      document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '100')
    await waitSelector(page, '[data-testid="screenshot-list"] img')
    t.equal((await stack.journal('/api/user/v1/feedback/uploadfeedbackfile')).length, 1, 'the screenshot reached the upstream')
    await shot(page, 'feedback-form')
    await page.click('[data-testid="feedback-preview"]')
    t.equal(await waitTestId(page, 'summary-description'), description, 'the preview shows the description')
    await page.click('[data-testid="feedback-submit"]')
    t.match(await waitTestId(page, 'feedback-success'), 'Thank you! Your feedback has been sent', 'sent')
    const sent = await stack.journal('/api/user/v1/feedback/submit')
    t.equal(sent.length, 1, 'submitted once')
    t.match(sent[0]?.body, { type_id: 2, description }, 'the category and description')
    t.equal((sent[0]?.body as { pictures?: string[] }).pictures?.length, 1, 'with the uploaded picture\'s address')
    await shot(page, 'feedback-sent')
  })

  t.test('the offline repeat visit', async t => {
    const swStack = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { SERVICE_WORKER: 'on' } })
    const page = await open(t, '/asset/detail?token=demo-in&lang=hi', { stack: swStack })
    await waitTestId(page, 'balance-total')
    await page.evaluate(async () => { await navigator.serviceWorker.ready })
    await page.reload()
    await waitTestId(page, 'balance-total')
    t.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the repeat visit is controlled by the worker')
    await page.setOffline(true)
    await page.reload()
    t.equal(await waitFor(page, 'the title', () => document.querySelector('h1')?.textContent), 'मेरा बैलेंस',
      'offline, the cached shell opens in Hindi')
    if (engine.saysOffline) {
      const banner = await waitTestId(page, 'offline-banner')
      t.match(banner, msg(catalogue('hi'), 'offline.banner'), 'with the offline banner in Hindi')
    } else {
      // Classic WebDriver cannot make WebKit say it is offline (docs/ENGINES.md): the network is cut, and the
      // page was served by the worker alone.
      t.equal(await page.evaluate(() => navigator.onLine), true, 'the engine still says online')
    }
    await shot(page, 'offline-hi')
    await page.setOffline(false)
  })
}
