// The last known state, honestly labelled (issue 26), in real Chromium through the real gateway and mock:
// a repeat visit offline shows the player's kept balance marked with its time and the offline banner, in each
// of the five languages; offline, a withdrawal and a transfer send nothing, now or later, and say why; back
// online (the browser's event, or the backoff poll alone) the screen turns live; a second player on the same
// browser never sees the first one's balance.
import t from 'tap'
import type { Test } from 'tap'
import type { Page } from 'puppeteer-core'
import { startStack } from '../helpers/stack.js'
import { message } from '../helpers/messages.js'
import { LANGUAGES, type Language } from '../../shared/regions.js'
import { e2eBrowser, walletOf } from './support/fixture.js'
import { E2E_UPSTREAM_TIMEOUT_MS, waitForTestId } from './support/page.js'
import { withdrawOption } from './screens/withdraw.js'
import { transfer } from './screens/transfer.js'
import { myBalance } from './screens/my-balance.js'

const stack = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { SERVICE_WORKER: 'on' } })
const browser = await e2eBrowser(t)
const wallet = walletOf(browser, stack)

const SNAPSHOT_KEY = 'wallet.snapshot'

async function text (page: Page, testId: string): Promise<string> {
  return await page.$eval(`[data-testid="${testId}"]`, el => (el as HTMLElement).innerText.trim())
}

/** Until this visit's live balance and transactions are kept, and the worker is active (its precache complete). */
async function keptAndInstalled (page: Page): Promise<{ at: number, u: string }> {
  await page.waitForFunction((key: string) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as { asset?: unknown, trades?: unknown } | null
    return kept?.asset !== undefined && kept.trades !== undefined
  }, { timeout: 15_000 }, SNAPSHOT_KEY)
  await page.evaluate(async () => { await navigator.serviceWorker.ready })
  return await page.evaluate((key: string) => JSON.parse(localStorage.getItem(key) ?? '{}') as { at: number, u: string }, SNAPSHOT_KEY)
}

/** The stamp as the page writes it: the kept time in the player's language (time only, the same day). */
async function expectedStamp (page: Page, lang: Language, at: number): Promise<string> {
  const time = await page.evaluate((l: string, ms: number) => new Intl.DateTimeFormat(l, { timeStyle: 'short' }).format(new Date(ms)), lang, at)
  return message(lang, 'asset.as_of', { time })
}

/** The offline chunk (connection watch and banner) is in: the page hears offline and online from now on. */
async function watching (page: Page): Promise<void> {
  await page.waitForSelector('.offline-host', { timeout: 15_000 })
}

t.test('a repeat visit offline shows the kept balance with its time and the banner, in each language (one browser, five contexts)', async t => {
  await stack.reset()
  for (const lang of LANGUAGES) {
    await t.test(lang, async t => {
      // Not the helper's network-idle settle: with the worker on, its precache and the page's after-first-screen
      // chunks keep a loaded CI machine's network busy past it (a 15 s timeout there once). The test waits for
      // what it checks: the live balance, then the kept snapshot and the active worker.
      const w = await wallet(t, { token: 'demo-in', lang, waitRendered: false })
      const live = await waitForTestId(w.page, myBalance.ids.total, 15_000)
      const kept = await keptAndInstalled(w.page)
      t.equal(await w.page.$(myBalance.stamp), null, 'the live balance carries no stamp')
      const liveRows = await w.page.$$eval(myBalance.tradeRow, rows => rows.length)
      t.ok(liveRows > 0, 'live transactions are listed')

      await w.page.setOfflineMode(true)
      await w.page.reload({ waitUntil: 'load' })
      await waitForTestId(w.page, myBalance.ids.stamp)
      t.equal(await text(w.page, 'balance-total'), live.trim(), 'the kept balance, as last fetched')
      t.equal(await text(w.page, 'balance-stamp'), await expectedStamp(w.page, lang, kept.at), 'marked as of when it was fetched, in the player\'s language')
      t.equal(await w.page.$$eval(myBalance.tradeRow, rows => rows.length), liveRows, 'and the kept recent transactions')
      await waitForTestId(w.page, 'offline-banner', 15_000)
      t.match(await text(w.page, 'offline-banner'), message(lang, 'offline.banner'), 'the banner in the player\'s language')
      t.match(await text(w.page, 'offline-banner'), message(lang, 'offline.money_paused'), 'saying why money actions wait')
      t.equal(await w.page.$$eval('.card [aria-disabled="true"], nav [aria-disabled="true"]', els => els.length), 4, 'add cash, withdraw, transfer and buying coins from agents are disabled')
      t.equal(await w.page.$$eval('.card a[href*="withdraw/option"], .card a[href*="recharge"], nav a[href*="user-transfer"], nav a[href*="add-agent-cash"]', els => els.length), 0, 'and lead nowhere')
      t.notMatch(await w.page.$eval('body', el => el.innerText), /\b(?:error|offline|asset|common)\.[a-z_]+\b/, 'no raw message key on screen')
    })
  }
})

t.test('back online, the online event turns the screen live: the stamp and the banner go, the balance is asked again', async t => {
  await stack.reset()
  const w = await wallet(t, { token: 'demo-in', lang: 'en', waitRendered: false })
  await waitForTestId(w.page, myBalance.ids.total, 15_000)
  await keptAndInstalled(w.page)
  await w.page.setOfflineMode(true)
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, myBalance.ids.stamp)
  await waitForTestId(w.page, 'offline-banner', 15_000)
  const asked = (await stack.journal('/api/user/v3/amt/assetinfo')).length

  await w.page.setOfflineMode(false)
  await w.page.waitForFunction(() => document.querySelector('[data-testid="offline-banner"]') === null && document.querySelector('[data-testid="balance-stamp"]') === null, { timeout: 15_000 })
  t.ok((await stack.journal('/api/user/v3/amt/assetinfo')).length > asked, 'the live balance was asked for')
  await waitForTestId(w.page, myBalance.ids.total)
  t.equal(await w.page.$$eval('[aria-disabled="true"]', els => els.length), 0, 'the money links are live again')
})

t.test('back online without an online event (a WebView that never says so): the backoff poll finds the gateway', async t => {
  await stack.reset()
  // Every later document of the page swallows the online event before the wallet hears it, and counts it.
  const w = await wallet(t, {
    token: 'demo-in',
    lang: 'en',
    initScript: 'window.__onlineSwallowed = 0; window.addEventListener("online", e => { window.__onlineSwallowed++; e.stopImmediatePropagation() }, true)'
  })
  await waitForTestId(w.page, myBalance.ids.total)
  await keptAndInstalled(w.page)
  await w.page.setOfflineMode(true)
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, myBalance.ids.stamp)
  await waitForTestId(w.page, 'offline-banner', 15_000)

  await w.page.setOfflineMode(false)
  await w.page.waitForFunction(() => (window as unknown as { __onlineSwallowed: number }).__onlineSwallowed > 0, { timeout: 5000 })
  // The poll's delays double from 2 s to at most 60 s; the page went offline moments ago.
  await w.page.waitForFunction(() => document.querySelector('[data-testid="offline-banner"]') === null && document.querySelector('[data-testid="balance-stamp"]') === null, { timeout: 45_000 })
  t.equal(await w.page.$('[data-testid="offline-banner"]'), null, 'the banner went, though the wallet heard no online event')
  t.equal(await w.page.$$eval('[aria-disabled="true"]', els => els.length), 0, 'the money links are live again')
  await waitForTestId(w.page, myBalance.ids.total)
})

/** Opens a money screen online, goes offline (the page is told) and checks its button is disabled with the reason. */
async function offlineButton (t: Test, page: Page, button: string): Promise<void> {
  await watching(page)
  await page.setOfflineMode(true)
  await waitForTestId(page, 'offline-banner', 15_000)
  await page.waitForSelector(`[data-testid="${button}"][disabled]`, { timeout: 10_000 })
  t.equal(await text(page, 'offline-note'), message('en', 'offline.money_off'), 'the reason beside the disabled button')
  t.equal(await page.$eval(`[data-testid="${button}"]`, el => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? ''), message('en', 'offline.money_off'), 'the button is described by it')
}

t.test('offline, a withdrawal and a transfer send no request, now or once back online, and say why', async t => {
  await stack.reset()
  await t.test('withdrawal', async t => {
    const w = await wallet(t, { token: 'demo-in', lang: 'en', path: '/withdraw/option' })
    await w.page.waitForSelector(withdrawOption.amountBox, { timeout: 15_000 })
    await w.page.type(withdrawOption.amountBox, '100')
    await offlineButton(t, w.page, withdrawOption.ids.submit)
    await w.page.click(withdrawOption.submitButton)
    await w.page.focus(withdrawOption.amountBox)
    await w.page.keyboard.press('Enter')
    t.equal(await w.page.$('dialog[open]'), null, 'no confirmation opens')
    await w.page.setOfflineMode(false)
    await w.page.waitForSelector(`${withdrawOption.submitButton}:not([disabled])`, { timeout: 15_000 })
    t.equal(await w.page.$('[data-testid="offline-note"]'), null, 'online again, the reason goes')
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 0, 'no withdrawal reached the upstream: nothing was queued')
  })
  await t.test('transfer', async t => {
    const w = await wallet(t, { token: 'demo-in', lang: 'en', path: '/agent-transfer/user-transfer' })
    await waitForTestId(w.page, transfer.ids.coins, 15_000)
    await w.page.type(transfer.userIdInput, '20593318') // Priya Nair (fixtures/users)
    await w.page.waitForFunction(() => (document.querySelector('[data-testid="tf-recipient-name"]')?.textContent ?? '').includes('Priya Nair'), { timeout: 10_000 })
    await w.page.type(transfer.amountInput, '1000')
    await offlineButton(t, w.page, 'tf-submit')
    await w.page.click(transfer.submitButton)
    await w.page.focus(transfer.amountInput)
    await w.page.keyboard.press('Enter')
    t.equal(await w.page.$('dialog[open]'), null, 'no confirmation opens')
    await w.page.setOfflineMode(false)
    await w.page.waitForSelector('[data-testid="tf-submit"]:not([disabled])', { timeout: 15_000 })
    t.equal((await stack.journal('/api/user/v1/amt/transfer')).length, 0, 'no transfer reached the upstream: nothing was queued')
  })
})

t.test('a second player on the same browser never sees the first one\'s balance', async t => {
  await stack.reset()
  const first = await wallet(t, { token: 'demo-in', lang: 'en', waitRendered: false })
  const firstTotal = (await waitForTestId(first.page, myBalance.ids.total, 15_000)).trim()
  const kept = await keptAndInstalled(first.page)
  t.ok(kept.u !== '', 'the first player\'s balance is kept')

  // The second player opens the wallet in the same tab (same storage), the first one's balance still kept:
  // every text the page ever shows is watched from the document's start.
  const watch = await first.page.evaluateOnNewDocument('window.__seen = []; new MutationObserver(() => { const el = document.querySelector(\'[data-testid="balance-total"]\'); if (el) window.__seen.push(el.textContent) }).observe(document, { subtree: true, childList: true, characterData: true })')
  t.teardown(async () => { await first.page.removeScriptToEvaluateOnNewDocument(watch.identifier) })
  await first.page.goto(`${first.origin}/asset/detail?token=demo-in-new&lang=en`, { waitUntil: 'load' })
  const secondTotal = (await waitForTestId(first.page, myBalance.ids.total)).trim()
  t.not(secondTotal, firstTotal, 'the two players\' balances differ (else the check below proves nothing)')
  const seen = await first.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
  t.ok(seen.length > 0, 'the balance shown was watched')
  t.notOk(seen.some(s => s.includes(firstTotal)), 'the first player\'s balance never showed')
  t.equal(await first.page.$(myBalance.stamp), null, 'no kept balance was shown')
  const now = await keptAndInstalled(first.page)
  t.not(now.u, kept.u, 'the kept balance is now the second player\'s')

  // Offline, the second player's repeat visit shows their own kept balance, never the first one's.
  await first.page.setOfflineMode(true)
  t.teardown(async () => { await first.page.setOfflineMode(false) })
  await first.page.reload({ waitUntil: 'load' })
  await waitForTestId(first.page, myBalance.ids.stamp)
  t.equal(await text(first.page, 'balance-total'), secondTotal, 'offline, the second player\'s own')
})
