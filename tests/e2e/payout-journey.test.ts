// A withdrawal from the player to a coin dealer and back, in real Chromium with two browser contexts (the
// player's and the dealer's), through the real gateway and the stateful mock upstream: the player
// withdraws, the region's dealer sees it in the available list, accepts, remits with a UTR; once the
// business clock passes the complaint window, the player's record shows it received with the UTR, and
// balances and coins have moved once. India (UPI, demo-dealer-in) and Bangladesh (bKash, demo-dealer-bd).
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, type Stack } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { clientDir, testIdText, waitForTestId, waitForText } from './support/page.js'
import { catalogue, click, msg } from './support/actions.js'
import { withdrawOption } from './screens/withdraw.js'
import { checkout } from './screens/recharge.js'
import { dealerOrders } from './screens/dealer.js'

const AGENT = '/api/user/pay-center/v1/agent'
const COMPLAINT_WINDOW_S = 48 * 3600

async function api (stack: Stack, token: string, path: string, body: object, host: string): Promise<any> {
  const res = await stack.api.post(path).set(clientHeaders(token, { host })).send(body).expect(200)
  if (res.body.code !== 0) throw new Error(`${path} answered ${String(res.body.code)} ${String(res.body.msg)}`)
  return res.body.data
}

async function waitStatus (page: Page, orderId: string, expected: string): Promise<void> {
  await page.waitForFunction((id: string, want: string) => document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim() === want,
    { timeout: 15000, polling: 100 }, orderId, expected)
}

interface Journey {
  region: string
  player: string
  playerId: string
  dealer: string
  host: string
  lang: string
  /** Typed into the amount field, and the same in minor units. */
  typed: string
  amount: number
  /** What the dealer's card shows of the player's account. */
  account: RegExp
  utr: string
}

const JOURNEYS: Journey[] = [
  { region: 'India', player: 'demo-in', playerId: '20481736', dealer: 'demo-dealer-in', host: 'localhost', lang: 'en', typed: '500', amount: 50000, account: /rahul\.sharma@okaxis/, utr: '531298760042' },
  { region: 'Bangladesh', player: 'demo-bd', playerId: '', dealer: 'demo-dealer-bd', host: 'coin.localhost', lang: 'bn', typed: '1000', amount: 100000, account: /bKash/, utr: '9K4H7T2Q5W' }
]

t.test('payout journey', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)

  for (const j of JOURNEYS) {
    t.test(`${j.region}: the player withdraws, ${j.dealer} accepts and remits, the record shows it received with the UTR`, async t => {
      await stack.reset()
      const cat = catalogue(j.lang)
      const profile = (await stack.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders(j.player, { host: j.host })).expect(200)).body.data
      const playerId: string = j.playerId !== '' ? j.playerId : profile.user_id
      const before = await api(stack, j.player, '/api/user/v1/amt/assetinfo', {}, j.host)
      const dealerBefore = await api(stack, j.dealer, `${AGENT}/info`, {}, j.host)
      const paysBefore = (await api(stack, j.dealer, '/api/user/v1/amt/transfer/list', { type: 'withdraw_pay', page_size: 50 }, j.host)).items as Array<Record<string, any>>

      // The player's context: the withdrawal through the form and its confirmation.
      const player = await wallet(t, { token: j.player, path: '/withdraw/option', host: j.host, lang: j.lang })
      await waitForTestId(player.page, 'wd-daily-used')
      await withdrawOption.fill(player.page, j.typed)
      await withdrawOption.submit(player.page)
      await player.page.waitForSelector('[role=dialog]', { visible: true })
      await withdrawOption.accept(player.page)
      await waitForTestId(player.page, withdrawOption.ids.success)
      const made = (await stack.journal('/api/user/v1/amt/withdraw')).length
      t.equal(made, 1, 'one withdrawal reached the upstream')
      const record = await api(stack, j.player, '/api/user/v1/amt/withdraw/list', {}, j.host)
      const orderId: string = record.items[0].order_id
      t.match(record.items[0], { amount: j.amount, status: 0 }, 'processing')

      // The dealer's context: the order in the available list with the player's account; accept.
      const dealer = await wallet(t, { token: j.dealer, path: '/pay/out', host: j.host, lang: j.lang })
      const card = `[data-testid="order-${orderId}"]`
      await dealer.page.waitForSelector(card, { visible: true, timeout: 15000 })
      const shown = await testIdText(dealer.page, `order-${orderId}`)
      t.match(shown, playerId, 'the card names the player\'s UID')
      t.match(shown, j.account, 'and the account to pay')
      await click(dealer.page, `${card} [data-testid=order-accept]`)
      await waitForText(dealer.page, msg(cat, 'dealer.accepted'))
      t.notOk((await api(stack, j.dealer, `${AGENT}/order/list`, { tab: 'available' }, j.host)).items.some((o: any) => o.order_id === orderId), 'it left the available list')

      // Remit with a UTR from the pay roll's "in payment" list.
      await dealer.page.goto(`${dealer.origin}/pay/roll`)
      await click(dealer.page, '[data-testid=status-2]')
      await dealer.page.waitForSelector(card, { visible: true, timeout: 15000 })
      await click(dealer.page, `${card} [data-testid=order-remit]`)
      await dealer.page.waitForSelector(dealerOrders.utrInput, { visible: true })
      await dealer.page.type(dealerOrders.utrInput, j.utr)
      await click(dealer.page, dealerOrders.utrSubmitButton)
      await waitForText(dealer.page, msg(cat, 'dealer.remitted'))
      t.match((await api(stack, j.player, '/api/user/v1/amt/withdraw/list', {}, j.host)).items[0], { order_id: orderId, status: 6 }, 'transferring for the player')

      // The complaint window passes on the business clock; the player's record shows it received, with the UTR.
      await supertest(stack.mockUrl).post('/__mock/clock').send({ advance_s: COMPLAINT_WINDOW_S + 1 }).expect(200)
      await click(player.page, '[data-testid=wd-success] a[href="/withdraw/record"]')
      await waitStatus(player.page, orderId, msg(cat, 'withdraw.status.1'))
      await click(player.page, `[data-testid="wd-row-${orderId}"] .wd-row-head`)
      await player.page.waitForFunction((id: string, utr: string) => document.querySelector(`[data-testid="wd-row-${id}"]`)?.textContent?.includes(utr) === true,
        { timeout: 15000, polling: 100 }, orderId, j.utr)
      const row = await player.page.$eval(`[data-testid="wd-row-${orderId}"]`, el => el.textContent)
      t.match(row, j.utr, 'the record shows the UTR')

      const after = await api(stack, j.player, '/api/user/v1/amt/assetinfo', {}, j.host)
      t.equal(after.amount, before.amount - j.amount, 'the player\'s balance went down once')
      t.equal(after.withdraw_amt, before.withdraw_amt - j.amount)
      const pays = (await api(stack, j.dealer, '/api/user/v1/amt/transfer/list', { type: 'withdraw_pay', page_size: 50 }, j.host)).items as Array<Record<string, any>>
      const seen = new Set(paysBefore.map(p => p.transfer_id))
      const ours = pays.filter(p => p.order_id === orderId)
      t.match(ours, [{ type: 'withdraw_pay', amount: j.amount / 100, user_id: playerId }], 'one "withdraw pay" record for the order')
      // The clock also settles the fixtures' own pending orders: those credits are counted apart.
      const others = pays.filter(p => !seen.has(p.transfer_id) && p.order_id !== orderId).reduce((sum, p) => sum + (p.amount as number), 0)
      const dealerAfter = await api(stack, j.dealer, `${AGENT}/info`, {}, j.host)
      t.equal(dealerAfter.coins_available, dealerBefore.coins_available + j.amount / 100 + others, 'the dealer\'s coins rose by the order\'s coins, once')
    })
  }

  t.test('barred declarations never reach the pay step: the reason instead of the methods', async t => {
    await stack.reset()
    for (const [token, reason] of [['demo-in-barred', /residents of Assam/], ['demo-in-minor', /aged 18 or over/]] as const) {
      const w = await wallet(t, { token, path: '/recharge/channel/10000/0' })
      t.match(await waitForTestId(w.page, 'barred-notice'), reason, `${token}: says why`)
      t.equal(await w.page.$(checkout.payButton), null, `${token}: no pay button`)
    }
    t.equal((await stack.journal('/api/user/v3/amt/recharge')).length, 0, 'no order was attempted')
  })

  t.test('Withdraw and Transfer: a barred declaration is told why in the player\'s language, with no form to confirm; the upstream refuses a direct call', async t => {
    await stack.reset()
    const players = [
      { token: 'demo-in-barred', key: 'upstream.barred_state', params: { state: 'Assam' } },
      { token: 'demo-in-minor', key: 'upstream.barred_under_age', params: { age: 18 } }
    ] as const
    const screens = [
      { path: '/withdraw/option', form: ['wd-amount', 'wd-submit', 'wd-confirm'] },
      { path: '/agent-transfer/user-transfer', form: ['tf-user-id', 'tf-submit', 'tf-confirm'] }
    ] as const
    for (const p of players) {
      for (const lang of ['en', 'hi'] as const) {
        const cat = catalogue(lang)
        for (const screen of screens) {
          const w = await wallet(t, { token: p.token, path: screen.path, lang })
          try {
            t.equal(await waitForTestId(w.page, 'barred-notice'), msg(cat, p.key, p.params), `${p.token} ${screen.path} (${lang}): the upstream's reason`)
            for (const id of screen.form) t.equal(await w.page.$(`[data-testid="${id}"]`), null, `${p.token} ${screen.path} (${lang}): no ${id}`)
            t.same(w.consoleErrors, [], 'no console errors')
          } finally {
            await w.close()
          }
        }
      }
    }
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 0, 'no withdrawal was sent from the screens')
    t.equal((await stack.journal('/api/user/v1/amt/transfer')).length, 0, 'no transfer was sent from the screens')

    // A client that skips the screen's check: the upstream itself refuses, with 10031 and the same words.
    for (const p of players) {
      for (const [path, body] of [['/api/user/v1/amt/withdraw', { amount: 10000 }], ['/api/user/v1/amt/transfer', { user_id: '20481736', amount: 100 }]] as const) {
        const res = await stack.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(p.token, { 'accept-language': 'hi' }) }).send(body).expect(200)
        t.match(res.body, { code: 10031, msg: msg(catalogue('hi'), p.key, p.params) }, `${p.token} ${path}: refused by the upstream`)
      }
    }
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 2, 'the direct withdrawals reached the upstream, which refused them')
    const after = await api(stack, 'demo-in-barred', '/api/user/v1/amt/assetinfo', {}, 'localhost')
    t.match(after, { withdraw_amt: 500000, coins: 1500 }, 'nothing moved')
  })

  t.test('Withdraw: a recharged player who never declared (recharged before the declaration was asked) declares before the form', async t => {
    await stack.reset()
    const cat = catalogue('hi')
    // demo-in-new recharges through the upstream, and the payment goes through. The upstream now asks India's
    // declaration before any money moves, so a player who recharged before it was asked is made here: the
    // stored declaration is taken back out of the mock's world after the recharge.
    const RECHARGE = '/api/user/v3/amt/common_recharge'
    await stack.api.post('/api/user/v3/account/declare').set(clientHeaders('demo-in-new')).send({ birth_date: '1990-01-01', state: 'Goa' }).expect(200)
    const made = await stack.api.post(RECHARGE).set({ ...idempotencyHeaders(RECHARGE), ...clientHeaders('demo-in-new') }).send({ amount: 50000, channel_id: 11, declaration: true }).expect(200)
    t.equal(made.body.code, 0, `ordered (${String(made.body.msg)})`)
    const order = made.body.data
    await supertest(stack.mockUrl).post('/__mock/provider/pay').send({ order_id: order.order.order_id, outcome: 'paid' }).expect(200)
    await api(stack, 'demo-in-new', '/api/user/v1/amt/recharge/detail', { order_id: order.order.order_id }, 'localhost')
    t.match(await api(stack, 'demo-in-new', '/api/user/v1/amt/assetinfo', {}, 'localhost'), { recharged: true }, 'recharged')
    const legacy = stack.mock.world.user('demo-in-new')
    if (legacy === undefined) throw new Error('demo-in-new is not in the mock\'s world')
    legacy.declaration = null
    const declared = (await stack.api.get('/api/user/v3/account/declaration').set(clientHeaders('demo-in-new')).expect(200)).body.data
    t.match(declared, { declared: false }, 'and never declared')

    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/option', lang: 'hi' })
    t.match(await waitForTestId(w.page, 'declaration'), msg(cat, 'withdraw.declare_title'), 'the declaration, titled for the withdrawal, in Hindi')
    t.equal(await w.page.$(withdrawOption.amountBox), null, 'no amount or method before it')
    await w.page.$eval('[data-testid="declare-birth"]', el => {
      const input = el as HTMLInputElement
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1996-02-29')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await w.page.select('[data-testid="declare-state"]', 'Goa')
    await click(w.page, '[data-testid="declare-submit"]')
    await w.page.waitForSelector(withdrawOption.amountBox, { visible: true, timeout: 15000 })
    t.equal(await w.page.$('[data-testid="declaration"]'), null, 'the withdrawal form instead of the declaration')
    t.match((await stack.journal('/api/user/v3/account/declare')).at(-1)?.body, { birth_date: '1996-02-29', state: 'Goa' }, 'stored upstream')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('Transfer: a player who has not declared is asked first; a barred answer then says why, an allowed one opens the form', async t => {
    const cases = [
      { state: 'Kerala', barred: false },
      { state: 'Odisha', barred: true }
    ] as const
    for (const c of cases) {
      await stack.reset()
      const cat = catalogue('en')
      const w = await wallet(t, { token: 'demo-in-new', path: '/agent-transfer/user-transfer' })
      t.match(await waitForTestId(w.page, 'declaration'), msg(cat, 'transfer.declare_title'), 'the declaration, titled for the transfer')
      t.equal(await w.page.$('[data-testid="tf-user-id"]'), null, 'no transfer form before it')
      await w.page.$eval('[data-testid="declare-birth"]', el => {
        const input = el as HTMLInputElement
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '1990-05-01')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await w.page.select('[data-testid="declare-state"]', c.state)
      await click(w.page, '[data-testid="declare-submit"]')
      if (c.barred) {
        t.equal(await waitForTestId(w.page, 'barred-notice'), msg(cat, 'upstream.barred_state', { state: c.state }), `${c.state}: says why`)
        t.equal(await w.page.$('[data-testid="tf-user-id"]'), null, `${c.state}: still no form`)
      } else {
        await w.page.waitForSelector('[data-testid="tf-user-id"]', { visible: true, timeout: 15000 })
        t.equal(await w.page.$('[data-testid="declaration"]'), null, `${c.state}: the form instead of the declaration`)
      }
      t.match((await stack.journal('/api/user/v3/account/declare')).at(-1)?.body, { birth_date: '1990-05-01', state: c.state }, 'stored upstream')
      t.same(w.consoleErrors, [], 'no console errors')
      await w.close()
    }
  })
})
