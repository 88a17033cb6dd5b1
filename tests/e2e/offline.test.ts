// The service worker in real Chromium through the real gateway and mock (issue 26): registered after the
// first screen and controlling the next visit; offline, the cached shell opens with the offline banner in the
// player's language; the kill switch (SERVICE_WORKER=off,
// the same /sw.js) retires the worker and clears the wallet's caches.
import t, { type Test } from 'tap'
import { appendFileSync, cpSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { startStack } from '../helpers/stack.js'
import { message } from '../helpers/messages.js'
import { e2eBrowser, walletOf } from './support/fixture.js'
import { clientDir, E2E_UPSTREAM_TIMEOUT_MS, waitForTestId, type OpenedWallet } from './support/page.js'
import { myBalance } from './screens/my-balance.js'

const stack = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { SERVICE_WORKER: 'on' } })
const browser = await e2eBrowser(t)
const wallet = walletOf(browser, stack)

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

/**
 * A stack serving its own copy of the build (so a test can deploy into it), and a page whose first visit has
 * shown the balance and installed the worker.
 */
async function deployable (t: Test): Promise<{ served: string, w: OpenedWallet }> {
  const served = t.testdir({})
  cpSync(clientDir(), served, { recursive: true })
  const deploy = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { SERVICE_WORKER: 'on', CLIENT_DIR: served } })
  const w = await walletOf(browser, deploy)(t, { token: 'demo-in', lang: 'en', waitRendered: false })
  await waitForTestId(w.page, myBalance.ids.total, 15_000)
  await workerActive(w.page)
  return { served, w }
}

for (const lang of ['en', 'hi'] as const) {
  t.test(`${lang}: a repeat visit is controlled; offline it opens with the banner`, async t => {
    await stack.reset()
    // Here and below, not the helper's network-idle settle, which never came within 15 s in CI's clean clone
    // for the second page of this browser with the worker on: the tests wait for what they check.
    const w = await wallet(t, { token: 'demo-in', lang, waitRendered: false })
    await waitForTestId(w.page, myBalance.ids.total, 15_000)
    t.notOk(await controlled(w.page), 'the first visit is not held up by a worker')
    await workerActive(w.page)
    t.ok((await walletCaches(w.page)).some(name => name.startsWith('workbox-precache')), 'the build is precached')

    const logged = stack.logs.length
    await w.page.reload({ waitUntil: 'load' })
    await waitForTestId(w.page, myBalance.ids.total)
    t.ok(await controlled(w.page), 'the second visit is controlled by the wallet\'s worker')
    // What reached the gateway during the repeat visit, from its request log.
    const served = stack.logs.slice(logged).flatMap(l => l.split('\n')).filter(l => l.includes('"request completed"')).map(l => String((JSON.parse(l) as { url?: unknown }).url).split('?')[0] ?? '')
    t.ok(served.some(path => path.startsWith('/api/')), 'the repeat visit\'s API calls reached the gateway')
    t.same(served.filter(path => !path.startsWith('/api/') && path !== '/sw.js'), [], 'and nothing else: the page, its scripts and its messages came from the worker')
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
  const w = await wallet(t, { token: 'demo-in', lang: 'en', waitRendered: false })
  t.teardown(() => { config.serviceWorker = true })
  await waitForTestId(w.page, myBalance.ids.total, 15_000)
  await workerActive(w.page)
  t.ok((await walletCaches(w.page)).length > 0, 'the worker keeps its caches')

  config.serviceWorker = false
  // The next visit: the browser checks the worker's script (never cached) and installs the retiring one.
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, myBalance.ids.total)
  await w.page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0, { timeout: 30_000 })
  t.same(await walletCaches(w.page), [], 'the wallet\'s caches are gone')
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, myBalance.ids.total)
  t.notOk(await controlled(w.page), 'the next visit runs without a worker')
  t.equal(await w.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'and registers none')
})

t.test('a new deploy: the running page keeps its worker, offers a reload on My Balance, and then runs the new one', async t => {
  const { served, w } = await deployable(t)
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, myBalance.ids.total)
  t.ok(await controlled(w.page), 'controlled by the first worker')
  t.equal(await w.page.$('[data-testid="update-offer"]'), null, 'nothing to offer yet')

  // The deploy: a changed worker script at the same URL.
  appendFileSync(join(served, 'sw.js'), '\n// deploy 2\n')
  await w.page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update() })
  await w.page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, { timeout: 30_000 })
  t.ok(await controlled(w.page), 'the running page keeps its worker while the new one waits')
  await w.page.reload({ waitUntil: 'load' })
  const offer = await waitForTestId(w.page, 'update-offer', 30_000)
  t.match(offer, message('en', 'update.ready'), 'a reload is offered on My Balance')
  await w.page.evaluate(() => { (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true })
  await Promise.all([w.page.waitForNavigation({ waitUntil: 'load' }), w.page.click('[data-testid="update-reload"]')])
  await waitForTestId(w.page, myBalance.ids.total)
  t.equal(await w.page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? null), null, 'the page reloaded')
  t.equal(await w.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null), null, 'no worker waits any more')
  t.ok(await controlled(w.page), 'the new worker controls the page')
})

t.test('a deploy whose shell cannot be fetched does not install: the old worker and its shell stay, offline too', async t => {
  const { served, w } = await deployable(t)
  const before = await walletCaches(w.page)
  t.ok(before.some(name => name.startsWith('wallet-shell-')), 'the first worker kept its shell')

  // The deploy's new worker, while the page it would keep fails (a half-finished rollout).
  const page = join(served, 'index.html')
  renameSync(page, `${page}.aside`)
  appendFileSync(join(served, 'sw.js'), '\n// deploy 2\n')
  await w.page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update().catch(() => {}) })
  await w.page.waitForFunction(async () => {
    const r = await navigator.serviceWorker.getRegistration()
    return r?.installing === null && r.waiting === null
  }, { timeout: 30_000 })
  renameSync(`${page}.aside`, page)
  t.same(await walletCaches(w.page), before, 'no worker waits with a missing shell, and the old shell is kept')

  await w.page.setOfflineMode(true)
  await w.page.reload({ waitUntil: 'load' })
  await waitForTestId(w.page, 'offline-banner')
  t.ok(await controlled(w.page), 'offline, the old worker opens the wallet from its shell')
  await w.page.setOfflineMode(false)
})
