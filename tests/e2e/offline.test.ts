// The service worker in real Chromium through the real gateway and mock (issue 26): registered after the
// first screen and controlling the next visit; offline, the cached shell opens with the offline banner in the
// player's language; the kill switch (SERVICE_WORKER=off,
// the same /sw.js) retires the worker and clears the wallet's caches.
import t from 'tap'
import type { Page } from 'puppeteer-core'
import { startStack } from '../helpers/stack.js'
import { message } from '../helpers/messages.js'
import { launch } from './browser.js'
import { E2E_UPSTREAM_TIMEOUT_MS, openWallet, waitForTestId } from './support/page.js'

const stack = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { SERVICE_WORKER: 'on' } })
const browser = await launch()
t.teardown(async () => { await browser.close() })

/** Until the page's worker is active and its precache is complete (the install step ends only then). */
async function workerActive (page: Page): Promise<void> {
  await page.evaluate(async () => { await navigator.serviceWorker.ready })
}

async function walletCaches (page: Page): Promise<string[]> {
  return await page.evaluate(async () => (await caches.keys()).filter(name => /^(?:workbox-|wallet-)/.test(name)))
}

async function controlled (page: Page): Promise<boolean> {
  return await page.evaluate(() => navigator.serviceWorker.controller !== null)
}

async function text (page: Page, testId: string): Promise<string> {
  return await page.$eval(`[data-testid="${testId}"]`, el => (el as HTMLElement).innerText)
}

for (const lang of ['en', 'hi'] as const) {
  t.test(`${lang}: a repeat visit is controlled; offline it opens with the banner`, async t => {
    await stack.reset()
    const w = await openWallet(browser, stack, { token: 'demo-in', lang })
    t.teardown(w.close)
    await waitForTestId(w.page, 'balance-total')
    t.notOk(await controlled(w.page), 'the first visit is not held up by a worker')
    await workerActive(w.page)
    t.ok((await walletCaches(w.page)).some(name => name.startsWith('workbox-precache')), 'the build is precached')

    await w.page.reload({ waitUntil: 'load' })
    await waitForTestId(w.page, 'balance-total')
    t.ok(await controlled(w.page), 'the second visit is controlled by the wallet\'s worker')
    const scope = await w.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? '')
    t.equal(new URL(scope).pathname, '/', 'scope /')

    await w.page.setOfflineMode(true)
    await w.page.reload({ waitUntil: 'load' })
    await waitForTestId(w.page, 'offline-banner')
    t.match(await text(w.page, 'offline-banner'), message(lang, 'offline.banner'), 'the banner, in the player\'s language')
    t.match(await text(w.page, 'offline-banner'), message(lang, 'offline.money_paused'), 'and why money actions wait')
    t.notMatch(await w.page.$eval('body', el => el.innerText), /\b(?:error|offline)\.[a-z_]+\b/, 'no raw message key on screen')

    await w.page.setOfflineMode(false)
  })
}

t.test('the kill switch: the same /sw.js retires the worker and clears the wallet\'s caches', async t => {
  await stack.reset()
  const config = stack.gateway.config
  const w = await openWallet(browser, stack, { token: 'demo-in', lang: 'en' })
  t.teardown(async () => { config.serviceWorker = true; await w.close() })
  await waitForTestId(w.page, 'balance-total')
  await workerActive(w.page)
  t.ok((await walletCaches(w.page)).length > 0, 'the worker keeps its caches')

  config.serviceWorker = false
  // The next visit: the browser checks the worker's script (never cached) and installs the retiring one.
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, 'balance-total')
  await w.page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0, { timeout: 30_000 })
  t.same(await walletCaches(w.page), [], 'the wallet\'s caches are gone')
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, 'balance-total')
  t.notOk(await controlled(w.page), 'the next visit runs without a worker')
  t.equal(await w.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'and registers none')
})
