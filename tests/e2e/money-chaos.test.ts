// Double taps and dropped connections never double or lose money (issue 33 §1). In Chromium, through the real
// gateway and the real mock upstream:
// - every money button (each kind of recharge, withdraw, cancel, bind, transfer, and the dealer's sell, accept,
//   refuse and remit) is clicked twice in one task (the second click before React has rendered anything of
//   the first), and tapped twice more while the first call is held on its way: the browser sends one request,
//   the upstream's journal holds one call, and the screen shows the one outcome;
// - the answer of a recharge order, a withdrawal, a transfer, an accept and a remit is lost after the gateway
//   and the upstream acted on it (the test forwards the request itself, then cuts the page's connection):
//   the page says nothing certain, the player's retry carries the same Idempotency-Key and the gateway answers
//   it from its record, so the upstream acted once and the screen shows that outcome.
// The withdrawal over a 2G-like, lossy link is tests/e2e/flaky-network.test.ts.
import t, { type Test } from 'tap'
import { existsSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer-core'
import { endpoints } from '../../shared/endpoints.js'
import { e2eFile } from './support/fixture.js'
import { clientDir, pageText, settle, testIdText, waitForTestId, waitForText, type OpenedWallet, type OpenOptions } from './support/page.js'
import { catalogue, click, expectedText, msg, typeInto } from './support/actions.js'
import { withdrawOption } from './screens/withdraw.js'
import { bindForm } from './screens/bind-forms.js'
import { transfer } from './screens/transfer.js'
import { rechargeAmount, checkout } from './screens/recharge.js'
import { dealerOrders, dealerSell } from './screens/dealer.js'

const en = catalogue('en')
const PRIYA = '20593318'
const card = (orderId: string): string => `[data-testid="order-${orderId}"]`

t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const { stack, wallet } = await e2eFile(t)

/** What happens to the page's POSTs to one gateway path, and what the page sent and got there. */
interface Gate {
  /** pass: to the gateway; hold: kept until release(); drop: the first goes to the gateway, its answer never reaches the page. */
  mode: 'pass' | 'hold' | 'drop'
  /** The Idempotency-Key of each request the browser sent, in order (undefined: sent without one). */
  sent: Array<string | undefined>
  /** The gateway's idempotent-replayed header of each answer the page got (undefined: not a replay). */
  replayed: Array<string | undefined>
  /** The answers the gateway gave that the page never saw. */
  lost: Array<{ status: number, body: unknown }>
  held: HTTPRequest[]
  release: () => Promise<void>
}

interface Network { gate: (path: string, mode: Gate['mode']) => Gate, stop: () => void }

/**
 * Intercepts the page's requests: the gated paths as their gate says, every other request straight on.
 * Ends with the page's use (openWallet's close() turns interception off and drops the request listener).
 */
async function intercept (w: OpenedWallet): Promise<Network> {
  const gates = new Map<string, Gate>()
  const { page } = w
  await page.setRequestInterception(true)
  const gated = (r: HTTPRequest): Gate | undefined => r.method() === 'POST' ? gates.get(new URL(r.url()).pathname) : undefined
  page.on('request', (req: HTTPRequest) => {
    const g = gated(req)
    if (g === undefined) { req.continue().catch(() => {}); return }
    g.sent.push(req.headers()['idempotency-key'])
    if (g.mode === 'hold') { g.held.push(req); return }
    if (g.mode === 'drop') {
      g.mode = 'pass'
      void forward(req).then(answer => { g.lost.push(answer) }, err => { g.lost.push({ status: 0, body: String(err) }) })
        .then(async () => { await req.abort('connectionreset') }).catch(() => {})
      return
    }
    req.continue().catch(() => {})
  })
  const answered = (res: HTTPResponse): void => { gated(res.request())?.replayed.push(res.headers()['idempotent-replayed']) }
  page.on('response', answered)
  return {
    stop: () => { page.off('response', answered) },
    gate: (path, mode) => {
      const g: Gate = {
        mode,
        sent: [],
        replayed: [],
        lost: [],
        held: [],
        release: async () => {
          g.mode = 'pass'
          for (const req of g.held.splice(0)) await req.continue()
        }
      }
      gates.set(path, g)
      return g
    }
  }
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding'])

/** Sends the page's request to the gateway from here, as the browser would have: the gateway and upstream act on it. */
async function forward (req: HTTPRequest): Promise<{ status: number, body: unknown }> {
  const url = new URL(req.url())
  const headers: Record<string, string> = { host: url.host }
  for (const [name, value] of Object.entries(req.headers())) if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value
  const body = req.postData() ?? ''
  return await new Promise((resolve, reject) => {
    const out = httpRequest({ host: '127.0.0.1', port: Number(url.port), path: `${url.pathname}${url.search}`, method: req.method(), headers }, res => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try { parsed = JSON.parse(text) } catch {}
        resolve({ status: res.statusCode ?? 0, body: parsed })
      })
      res.on('error', reject)
    })
    out.on('error', reject)
    out.end(body)
  })
}

async function waitHeld (g: Gate, count: number): Promise<void> {
  const deadline = Date.now() + 15000
  while (g.held.length < count) {
    if (Date.now() > deadline) throw new Error(`no request held within 15 s (sent: ${g.sent.length})`)
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}

/** Two clicks in one task: the second lands before React has rendered anything the first one did. */
async function clickTwiceAtOnce (page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true })
  await page.$eval(selector, el => { (el as HTMLElement).click(); (el as HTMLElement).click() })
}

/** The player taps where the button is, twice quickly (real pointer events); nothing when the screen has moved on. */
async function tapTwiceMore (page: Page, selector: string): Promise<void> {
  const box = await (await page.$(selector))?.boundingBox()
  if (box === null || box === undefined) return
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.click(x, y)
  await page.mouse.click(x, y)
}

/**
 * The double tap of a money button: two clicks in one task, the first call held on its way while the player taps
 * twice more, then let through. Returns what the browser sent on `path`.
 */
async function doubleTap (net: Network, page: Page, selector: string, path: string): Promise<Gate> {
  const g = net.gate(path, 'hold')
  await clickTwiceAtOnce(page, selector)
  await waitHeld(g, 1)
  await tapTwiceMore(page, selector)
  await g.release()
  return g
}

/** The money calls the upstream received on a gateway path (the journal is kept by upstream path). */
async function upstreamCalls (id: keyof typeof endpoints): Promise<number> {
  return (await stack.journal(endpoints[id].upstream)).length
}

async function waitWithdrawable (page: Page, expected: string): Promise<string> {
  const seen = await page.waitForFunction((want: string) => { const s = document.querySelector('[data-testid="wd-withdrawable"]')?.textContent?.trim(); return s === want && s },
    { timeout: 10000, polling: 50 }, expectedText(expected))
  return await seen.jsonValue() as string
}

async function waitPhase (page: Page, phase: string): Promise<string> {
  try {
    await page.waitForSelector(`[data-testid="payment-status"][data-phase="${phase}"]`, { timeout: 10000 })
  } catch (err) {
    throw new Error(`payment phase ${phase} not reached; the page shows:\n${(await pageText(page)).slice(0, 1500)}`, { cause: err })
  }
  return await page.$eval(checkout.paymentStatus, el => (el as HTMLElement).innerText)
}

interface PayParams { order_id: string, amount: number }
async function payCalls (w: OpenedWallet): Promise<PayParams[]> {
  return (await w.bridge.calls()).filter(c => c.method === 'pay').map(c => JSON.parse(String(c.args[0])) as PayParams)
}

async function waitStatus (page: Page, orderId: string, expected: string): Promise<string> {
  const seen = await page.waitForFunction((sel: string, want: string) => { const s = document.querySelector(`${sel} [data-testid="order-status"]`)?.textContent?.trim(); return s === want && s },
    { timeout: 10000, polling: 50 }, card(orderId), expectedText(expected))
  return await seen.jsonValue() as string
}

async function waitGone (page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, selector)
}

/** A wallet page whose requests are intercepted once it has loaded; close() (also at the test's end) gives it back. */
async function open (t: Test, options: OpenOptions): Promise<{ w: OpenedWallet, page: Page, net: Network, close: () => Promise<void> }> {
  const w = await wallet(t, options)
  const net = await intercept(w)
  const close = async (): Promise<void> => { net.stop(); await w.close() }
  t.teardown(close)
  return { w, page: w.page, net, close }
}

t.test('double taps on every money button make one call', async t => {
  t.test('recharge: a package, an amount, a Chips Shop product, a card, scratchers, direct', async t => {
    await stack.reset()
    const kinds = [
      { kind: 'a package', path: '/recharge/amount', id: 'recharge', amount: 50000, shown: '₹500.00', choose: async (page: Page) => { await click(page, '[data-testid="package-102"]'); await rechargeAmount.submit(page) } },
      { kind: 'an amount', path: '/recharge/amount', id: 'recharge', amount: 30000, shown: '₹300.00', choose: async (page: Page) => { await rechargeAmount.fill(page, '300'); await rechargeAmount.submit(page) } },
      { kind: 'a Chips Shop product', path: '/gp/recharge/amount', id: 'recharge', amount: 10000, shown: '10,00,000 chips added', choose: async (page: Page) => { await click(page, '[data-testid="product-chips_in_1200k"] button') } },
      { kind: 'a recharge card', path: '/recharge/card', id: 'cardBuy', amount: 50000, shown: '₹500.00', choose: async (page: Page) => { await click(page, '[data-testid="card-2"]') } },
      { kind: 'scratchers', path: '/recharge/scratchers', id: 'scratchersRecharge', amount: 15000, shown: '₹150.00', choose: async (page: Page) => { await rechargeAmount.fill(page, '150'); await rechargeAmount.submit(page) } },
      { kind: 'direct', path: '/recharge/direct', id: 'commonRecharge', amount: 40000, shown: '₹400.00', choose: async (page: Page) => { await rechargeAmount.fill(page, '400'); await rechargeAmount.submit(page) } }
    ] as const
    for (const k of kinds) {
      // A page of its own for each: a navigation while requests are intercepted can leave the old page's
      // analytics beacons open for ever in the quiet-network wait.
      const { w, page, net, close } = await open(t, { token: 'demo-in', bridge: {}, path: k.path })
      const before = await upstreamCalls(k.id)
      await k.choose(page)
      await waitForTestId(page, 'channel-picker')
      const g = await doubleTap(net, page, '[data-testid="pay-button"]', endpoints[k.id].path)
      await waitPhase(page, 'waiting')
      await settle(page)
      t.equal(g.sent.length, 1, `${k.kind}: the browser sent one order request`)
      t.equal(await upstreamCalls(k.id) - before, 1, `${k.kind}: the upstream got one order`)
      const pays = await payCalls(w)
      t.equal(pays.length, 1, `${k.kind}: one payment handed to the app`)
      t.equal(pays[0]?.amount, k.amount, `${k.kind}: for its amount`)
      await w.bridge.finishPayment(pays[0]?.order_id ?? '', 'paid')
      t.match(await waitPhase(page, 'success'), k.shown, `${k.kind}: paid, and shown as paid`)
      t.same(w.consoleErrors, [], `${k.kind}: no console errors`)
      await close()
    }
  })

  t.test('withdraw, then cancel it', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-in', path: '/withdraw/option' })
    t.equal(await waitWithdrawable(page, '₹12,000.00'), '₹12,000.00')
    await withdrawOption.fill(page, '500')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    const g = await doubleTap(net, page, '[data-testid="wd-confirm"]', endpoints.withdraw.path)
    const success = await waitForTestId(page, withdrawOption.ids.success)
    t.equal(await waitWithdrawable(page, '₹11,500.00'), '₹11,500.00', 'the balance went down by ₹500 once')
    await settle(page)
    t.equal(g.sent.length, 1, 'the browser sent one withdrawal')
    t.equal(await upstreamCalls('withdraw'), 1, 'the upstream got one withdrawal')
    const orderId = /WD\d+/.exec(success)?.[0] ?? 'no order id on the success screen'

    await click(page, '[data-testid=wd-success] a[href="/withdraw/record"]')
    await click(page, `[data-testid="wd-row-${orderId}"] .wd-row-head`)
    await click(page, `[data-testid="wd-row-${orderId}"] [data-testid="wd-cancel"]`)
    await page.waitForSelector('[role=dialog]', { visible: true })
    const c = await doubleTap(net, page, '[data-testid="wd-cancel-confirm"]', endpoints.withdrawCancel.path)
    await page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim() === want,
      { timeout: 10000, polling: 50 }, orderId, msg(en, 'withdraw.status.5'))
    t.equal((await testIdText(page, `wd-status-${orderId}`))?.trim(), msg(en, 'withdraw.status.5'), 'the record says cancelled')
    t.equal(await waitWithdrawable(page, '₹12,000.00'), '₹12,000.00', 'the ₹500 came back once')
    await settle(page)
    t.equal(c.sent.length, 1, 'the browser sent one cancel')
    t.equal(await upstreamCalls('withdrawCancel'), 1, 'the upstream got one cancel')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('bind a Paytm wallet', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-in', path: '/withdraw/bind/paytm' })
    await page.waitForSelector('#wd-f-paytm_id')
    await page.type('#wd-f-paytm_id', '9812345670')
    await page.type('#wd-f-paytm_id_confirm', '9812345670')
    await page.type(bindForm.field('name'), 'Rahul Sharma')
    const g = await doubleTap(net, page, '[data-testid="wd-bind-submit"]', endpoints.bindPaytm.path)
    await waitForText(page, msg(en, 'withdraw.bind_done'))
    await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
    await settle(page)
    t.equal(g.sent.length, 1, 'the browser sent one binding')
    t.equal(await upstreamCalls('bindPaytm'), 1, 'the upstream got one binding')
    t.match(await testIdText(page, 'wd-method-paytm'), '981****670', 'the Paytm wallet is bound on the withdraw screen')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('transfer', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-in', path: `/agent-transfer/user-transfer?user_id=${PRIYA}` })
    await page.waitForFunction(() => document.querySelector('[data-testid="tf-recipient-name"]')?.textContent?.trim() === 'Priya Nair', { timeout: 10000 })
    await transfer.fill(page, '700')
    await transfer.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    const g = await doubleTap(net, page, '[data-testid=tf-confirm]', endpoints.transfer.path)
    await waitForTestId(page, 'tf-success')
    t.equal(await testIdText(page, transfer.ids.coinsLeft), '4,500 coins', '5,200 − 700, once')
    await settle(page)
    t.equal(g.sent.length, 1, 'the browser sent one transfer')
    t.equal(await upstreamCalls('transfer'), 1, 'the upstream got one transfer')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('the dealer sells coins', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-dealer-in', path: '/pay/transcash' })
    t.equal(await testIdText(page, dealerOrders.ids.coinsAvailable), '2,50,000')
    await click(page, dealerSell.openButton)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#sell-pick')?.options.length ?? 0) > 1, { timeout: 10000 })
    await page.select(dealerSell.pickButton, '21346587')
    await typeInto(page, dealerSell.amountInput, '500')
    await click(page, dealerSell.nextButton)
    await page.waitForSelector(dealerSell.confirmFacts)
    const g = await doubleTap(net, page, '[data-testid=sell-confirm]', endpoints.agentSell.path)
    await waitForTestId(page, 'sell-success')
    await page.waitForFunction(() => document.querySelector('[data-testid=dealer-coins-available]')?.textContent === '2,49,500', { timeout: 10000 })
    t.equal(await testIdText(page, dealerOrders.ids.coinsAvailable), '2,49,500', 'coins available lowered by 500 once')
    await settle(page)
    t.equal(g.sent.length, 1, 'the browser sent one sale')
    t.equal(await upstreamCalls('agentSell'), 1, 'the upstream got one sale')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('the dealer accepts, refuses and remits', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-dealer-in', path: '/pay/out' })
    const a = await doubleTap(net, page, `${card('WP70300118')} [data-testid=order-accept]`, endpoints.agentOrderAccept.path)
    await waitForText(page, msg(en, 'dealer.accepted'))
    await waitGone(page, card('WP70300118'))
    await settle(page)
    t.equal(a.sent.length, 1, 'accept: the browser sent one request')
    t.equal(await upstreamCalls('agentOrderAccept'), 1, 'accept: the upstream got one')

    await click(page, `${card('WP70300116')} [data-testid=order-refuse]`)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await page.type(dealerOrders.reasonInput, 'Account name does not match')
    const r = await doubleTap(net, page, '[data-testid=reason-confirm]', endpoints.agentOrderRefuse.path)
    await waitForText(page, msg(en, 'dealer.refused'))
    await waitGone(page, card('WP70300116'))
    await settle(page)
    t.equal(r.sent.length, 1, 'refuse: the browser sent one request')
    t.equal(await upstreamCalls('agentOrderRefuse'), 1, 'refuse: the upstream got one')

    await click(page, '[data-testid=tab-pending]')
    t.equal(await waitStatus(page, 'WP70300118', msg(en, 'dealer.status.2')), msg(en, 'dealer.status.2'), 'the accepted order is in payment')
    await click(page, `${card('WP70300118')} [data-testid=order-remit]`)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await page.type(dealerOrders.utrInput, 'HDFCN24330999999')
    const m = await doubleTap(net, page, '[data-testid=remit-utr-submit]', endpoints.agentOrderRemit.path)
    await waitForText(page, msg(en, 'dealer.remitted'))
    await settle(page)
    t.equal(m.sent.length, 1, 'remit: the browser sent one request')
    t.equal(await upstreamCalls('agentOrderRemit'), 1, 'remit: the upstream got one')
    t.same(w.consoleErrors, [], 'no console errors')
  })
})

t.test('an answer lost after the upstream acted is settled with the same key, and the upstream acts once', async t => {
  /** The player's retry was answered by the gateway from its record, with the first attempt's key. */
  const sameKeyReplayed = (t: Test, g: Gate): void => {
    t.equal(g.lost.length, 1, 'the gateway answered the first request, and the page never saw it')
    t.match(g.lost[0], { status: 200, body: { code: 0 } }, 'the upstream had acted on it')
    t.equal(g.sent.length, 2, 'the browser sent the cut attempt and the player\'s retry')
    t.match(g.sent[0], /^\S{8,}$/, 'the first attempt carried an Idempotency-Key')
    t.equal(g.sent[1], g.sent[0], 'the retry carried the same key')
    t.same(g.replayed, ['true'], 'the retry was answered from the gateway\'s record')
  }

  t.test('a recharge order', async t => {
    await stack.reset()
    const { w, page, net } = await open(t, { token: 'demo-in', bridge: {}, path: '/recharge/channel/50000/0' })
    await waitForTestId(page, 'channel-picker')
    const g = net.gate(endpoints.recharge.path, 'drop')
    await checkout.pay(page)
    await waitForText(page, msg(en, 'error.network'))
    await page.waitForSelector('[data-testid="pay-button"]:not([disabled])', { visible: true })
    t.same(await payCalls(w), [], 'nothing is handed to the app without the order')
    await checkout.pay(page)
    await waitPhase(page, 'waiting')
    const pays = await payCalls(w)
    t.equal(pays.length, 1, 'one payment handed to the app')
    t.equal(pays[0]?.order_id, (g.lost[0]?.body as { data?: { order?: { order_id?: string } } } | undefined)?.data?.order?.order_id, 'for the order made by the lost request')
    await w.bridge.finishPayment(pays[0]?.order_id ?? '', 'paid')
    t.match(await waitPhase(page, 'success'), '₹500.00', 'paid and shown as paid')
    await settle(page)
    sameKeyReplayed(t, g)
    t.equal(await upstreamCalls('recharge'), 1, 'the upstream made one order')
  })

  t.test('a withdrawal', async t => {
    await stack.reset()
    const { page, net } = await open(t, { token: 'demo-in', path: '/withdraw/option' })
    await waitWithdrawable(page, '₹12,000.00')
    const g = net.gate(endpoints.withdraw.path, 'drop')
    await withdrawOption.fill(page, '500')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    t.match(await waitForTestId(page, 'wd-uncertain'), msg(en, 'withdraw.uncertain'), 'the lost answer leaves the withdrawal pending, not failed')
    t.equal(await page.$(withdrawOption.success), null, 'no success is claimed while the outcome is unknown')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    await waitForTestId(page, withdrawOption.ids.success)
    t.equal(await waitWithdrawable(page, '₹11,500.00'), '₹11,500.00', 'the balance went down by ₹500 once')
    await settle(page)
    sameKeyReplayed(t, g)
    t.equal(await upstreamCalls('withdraw'), 1, 'the upstream got one withdrawal')
  })

  t.test('a transfer', async t => {
    await stack.reset()
    const { page, net } = await open(t, { token: 'demo-in', path: `/agent-transfer/user-transfer?user_id=${PRIYA}` })
    await page.waitForFunction(() => document.querySelector('[data-testid="tf-recipient-name"]')?.textContent?.trim() === 'Priya Nair', { timeout: 10000 })
    const g = net.gate(endpoints.transfer.path, 'drop')
    await transfer.fill(page, '700')
    await transfer.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await transfer.accept(page)
    t.match(await waitForTestId(page, 'tf-uncertain'), msg(en, 'transfer.uncertain'), 'the lost answer leaves the transfer pending')
    await transfer.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await transfer.accept(page)
    await waitForTestId(page, 'tf-success')
    t.equal(await testIdText(page, transfer.ids.coinsLeft), '4,500 coins', '5,200 − 700, once')
    await settle(page)
    sameKeyReplayed(t, g)
    t.equal(await upstreamCalls('transfer'), 1, 'the upstream got one transfer')
  })

  t.test('a dealer\'s accept and remit', async t => {
    await stack.reset()
    const { page, net } = await open(t, { token: 'demo-dealer-in', path: '/pay/out' })
    const a = net.gate(endpoints.agentOrderAccept.path, 'drop')
    await click(page, `${card('WP70300118')} [data-testid=order-accept]`)
    await waitForText(page, msg(en, 'error.network'))
    await waitGone(page, card('WP70300118'))
    await click(page, '[data-testid=tab-pending]')
    t.equal(await waitStatus(page, 'WP70300118', msg(en, 'dealer.status.2')), msg(en, 'dealer.status.2'), 'the list read again shows the order accepted, in payment')
    await settle(page)
    t.equal(a.lost.length, 1, 'accept: the page never saw the gateway\'s answer')
    t.equal(a.sent.length, 1, 'accept: nothing was sent again')
    t.equal(await upstreamCalls('agentOrderAccept'), 1, 'accept: the upstream got one')

    const m = net.gate(endpoints.agentOrderRemit.path, 'drop')
    await click(page, `${card('WP70300118')} [data-testid=order-remit]`)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await page.type(dealerOrders.utrInput, 'HDFCN24330999999')
    await click(page, dealerOrders.utrSubmitButton)
    await waitForText(page, msg(en, 'error.network'))
    t.equal(await waitStatus(page, 'WP70300118', msg(en, 'dealer.status.3')), msg(en, 'dealer.status.3'), 'the list read again shows the order remitted')
    await settle(page)
    t.equal(m.lost.length, 1, 'remit: the page never saw the gateway\'s answer')
    t.equal(m.sent.length, 1, 'remit: nothing was sent again')
    t.equal(await upstreamCalls('agentOrderRemit'), 1, 'remit: the upstream got one')
  })
})
