// Brazil and Indonesia have no coin dealers: the upstream pays withdrawals out itself. In real Chromium,
// through the real gateway and the stateful mock upstream, the player withdraws twice through the form (to
// Pix in Brazil, to GoPay in Indonesia); the business clock moves both, in two steps, from processing to
// transferring, then one to received and the other, of the catalogue's scripted failure amount
// (`self_payout.bounce_amounts`), back to the player; the record shows each status as it moves, and the
// balance is restored for the one that came back. No wait on wall time: only the clock moves them.
import t, { type Test } from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import supertest from 'supertest'
import { clientHeaders, type Stack } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { clientDir, settle, testIdText, waitForTestId, type OpenedWallet } from './support/page.js'
import { catalogue, expectedText, msg } from './support/actions.js'
import type { Region } from '../../shared/regions.js'
import { withdrawOption } from './screens/withdraw.js'

const ASSET = '/api/user/v1/amt/assetinfo'
const WITHDRAW = '/api/user/v1/amt/withdraw'
const LIST = '/api/user/v1/amt/withdraw/list'

interface Journey {
  region: Region
  player: string
  host: string
  lang: string
  /** The bound payout account's type (its label on the record). */
  type: string
  /** Paid out: typed, and in minor units. */
  paid: [string, number]
  /** The catalogue's scripted failure amount: comes back. */
  bounced: [string, number]
  /** The withdrawable balance shown once the failure is back: the fixture's less the paid one, as read. */
  restored: string
}

const JOURNEYS: Journey[] = [
  { region: 'BR', player: 'demo-br', host: 'br.localhost', lang: 'pt', type: 'pix', paid: ['50', 5000], bounced: ['130', 13000], restored: 'R$ 1.050,00' },
  { region: 'ID', player: 'demo-id', host: 'id.localhost', lang: 'id', type: 'gopay', paid: ['10.000', 1000000], bounced: ['13.000', 1300000], restored: 'Rp 140.000' }
]

async function api (stack: Stack, token: string, path: string, body: object, host: string): Promise<any> {
  const res = await stack.api.post(path).set(clientHeaders(token, { host })).send(body).expect(200)
  if (res.body.code !== 0) throw new Error(`${path} answered ${String(res.body.code)} ${String(res.body.msg)}`)
  return res.body.data
}

/** Moves the business clock by `seconds` (the upstream's payouts follow it). */
async function clock (stack: Stack, seconds: number): Promise<void> {
  await supertest(stack.mockUrl).post('/__mock/clock').send({ advance_s: seconds }).expect(200)
}

/** Opens the record afresh and waits until the order's status reads `expected`; returns what it read. */
async function recordStatus (w: OpenedWallet, orderId: string, expected: string): Promise<string> {
  await w.page.goto(`${w.origin}/withdraw/record`, { waitUntil: 'load' })
  await settle(w.page)
  const selector = `[data-testid="wd-status-${orderId}"]`
  try {
    await w.page.waitForFunction((s: string, want: string) => document.querySelector(s)?.textContent?.trim() === want,
      { timeout: 15000, polling: 100 }, selector, expectedText(expected))
  } catch (err) {
    throw new Error(`${orderId}: expected the status ${JSON.stringify(expected)}, shown ${JSON.stringify(await testIdText(w.page, `wd-status-${orderId}`))}`, { cause: err })
  }
  return (await testIdText(w.page, `wd-status-${orderId}`))?.trim() ?? ''
}

/** Withdraws through the form and its confirmation; the new order's id from the upstream's record. */
async function withdrawThroughForm (t: Test, stack: Stack, w: OpenedWallet, j: Journey, typed: string, amount: number): Promise<string> {
  await w.page.goto(`${w.origin}/withdraw/option`, { waitUntil: 'load' })
  await waitForTestId(w.page, 'wd-daily-used')
  await withdrawOption.fill(w.page, typed)
  await withdrawOption.submit(w.page)
  await w.page.waitForSelector('[role=dialog]', { visible: true })
  await withdrawOption.accept(w.page)
  await waitForTestId(w.page, withdrawOption.ids.success)
  const sent = (await stack.journal(WITHDRAW)).at(-1)?.body as { amount?: number } | undefined
  t.equal(sent?.amount, amount, `${j.region}: "${typed}" sent as ${amount} minor units`)
  const latest = (await api(stack, j.player, LIST, {}, j.host)).items[0] as { order_id: string, amount: number, type: string, status: number }
  t.match(latest, { amount, type: j.type, status: 0 }, `${j.region}: to the bound ${j.type} account, processing`)
  return latest.order_id
}

function shownMoney (page: Page, testId: string): Promise<string | null> {
  return testIdText(page, testId).then(text => text === null ? null : text.replace(/\s+/g, ' ').trim())
}

t.test('self payouts', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)

  for (const j of JOURNEYS) {
    t.test(`${j.region}: to ${j.type}, the clock moves it processing → transferring → received; the scripted failure comes back`, async t => {
      await stack.reset()
      const cat = catalogue(j.lang)
      const conf = stack.mock.world.catalog(j.region).self_payout
      if (conf === undefined) throw new Error(`${j.region} has no self_payout in its catalogue`)
      t.ok(conf.bounce_amounts.includes(j.bounced[1]), `${j.region}: ${j.bounced[1]} is the catalogue's scripted failure`)
      const before = await api(stack, j.player, ASSET, {}, j.host)

      const w = await wallet(t, { token: j.player, path: '/withdraw/option', host: j.host, lang: j.lang })
      const paid = await withdrawThroughForm(t, stack, w, j, j.paid[0], j.paid[1])
      const bounced = await withdrawThroughForm(t, stack, w, j, j.bounced[0], j.bounced[1])
      const taken = await api(stack, j.player, ASSET, {}, j.host)
      t.equal(taken.withdraw_amt, before.withdraw_amt - j.paid[1] - j.bounced[1], 'both taken from the withdrawable balance')

      t.equal(await recordStatus(w, paid, msg(cat, 'withdraw.status.0')), msg(cat, 'withdraw.status.0'), 'processing')
      t.match(await testIdText(w.page, `wd-row-${paid}`), msg(cat, `withdraw.type.${j.type}`), `the record names ${j.type}`)

      // First step: past the transfer time only. Both are on their way; nothing has arrived or come back.
      await clock(stack, conf.transfer_after_s + 1)
      t.equal(await recordStatus(w, paid, msg(cat, 'withdraw.status.6')), msg(cat, 'withdraw.status.6'), 'transferring')
      t.equal(await recordStatus(w, bounced, msg(cat, 'withdraw.status.6')), msg(cat, 'withdraw.status.6'), 'the other is transferring too')
      t.equal((await api(stack, j.player, ASSET, {}, j.host)).withdraw_amt, taken.withdraw_amt, 'no money back yet')

      // Second step: past the receive time. One received, the scripted failure back to the player.
      await clock(stack, conf.receive_after_s)
      t.equal(await recordStatus(w, paid, msg(cat, 'withdraw.status.1')), msg(cat, 'withdraw.status.1'), 'received')
      t.equal(await recordStatus(w, bounced, msg(cat, 'withdraw.status.2')), msg(cat, 'withdraw.status.2'), 'back')

      const after = await api(stack, j.player, ASSET, {}, j.host)
      t.equal(after.amount, before.amount - j.paid[1], 'the balance lost only the paid withdrawal')
      t.equal(after.withdraw_amt, before.withdraw_amt - j.paid[1], 'the returned money is withdrawable again')
      const refunds = (await api(stack, j.player, '/api/user/v1/amt/trade_list', { type: 5, page_size: 50 }, j.host)).items
        .filter((x: { type: number, amount: number, status: number }) => x.type === 5 && x.amount === j.bounced[1] && x.status === 1)
      t.equal(refunds.length, 1, 'one refund trade, once')

      // The player's screen shows the restored withdrawable balance.
      await w.page.goto(`${w.origin}/withdraw/option`, { waitUntil: 'load' })
      await waitForTestId(w.page, withdrawOption.ids.withdrawable)
      t.equal(await shownMoney(w.page, 'wd-withdrawable'), j.restored, 'the withdrawal screen shows the balance restored')
      t.same(w.consoleErrors, [], 'no console errors')
    })
  }
})
