// The built client, served by the real gateway in front of the real mock upstream, in real Chromium: each
// page host gets its region's settings, and client routes load on reload (the SPA fallback).
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from './browser.js'
import { clientDir, openWallet, startWalletStack, waitForTestId } from './support/page.js'

t.test('the page loads through the gateway and gets the host\'s region', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const stack = await startWalletStack(t)
  const browser = await launch()
  t.teardown(async () => { await browser.close() })
  for (const [host, region, currency] of [['localhost', 'IN', 'INR'], ['br.localhost', 'BR', 'BRL'], ['coin.localhost', 'BD', 'BDT'], ['id.localhost', 'ID', 'IDR']] as const) {
    const w = await openWallet(browser, stack, { token: 'demo-in', host })
    await waitForTestId(w.page, 'balance-total')
    const asked = await w.page.evaluate(() => performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(p => p === '/api/config').length)
    t.equal(asked, 0, `${host}: the page brought its settings; no /api/config round trip before the balance`)
    // No waterfall: the route's chunk and the user info start before the language catalogue has arrived
    // (ordering from the browser's own resource timing, not a speed).
    const timing = await w.page.evaluate(() => performance.getEntriesByType('resource').map(e => {
      const r = e as PerformanceResourceTiming
      return { path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd }
    }))
    const first = (pattern: RegExp) => timing.find(e => pattern.test(e.path))
    const catalogue = first(/^\/(?:en|hi|bn|id|pt)\.[0-9a-f]+\.js$/)
    const chunk = first(/^\/asset-detail\.[0-9a-f]+\.js$/)
    const user = first(/^\/api\/user\/v3\/account\/getuserinfo$/)
    t.ok(catalogue !== undefined && chunk !== undefined && user !== undefined, `${host}: catalogue, route chunk and user info were loaded`)
    t.ok((chunk?.start ?? Infinity) < (catalogue?.end ?? 0), `${host}: the route's chunk was asked for before the catalogue arrived`)
    t.ok((user?.start ?? Infinity) < (catalogue?.end ?? 0), `${host}: and so was the user info`)
    const config = await w.page.evaluate(async () => (await (await fetch('/api/config')).json()) as { data: { region: string, currency: string } })
    t.equal(config.data.region, region, `${host}: region`)
    t.equal(config.data.currency, currency, `${host}: currency`)
    await waitForTestId(w.page, 'balance-total')
    t.same(w.consoleErrors, [], `${host}: no console errors`)
    await w.close()
  }
  const w = await openWallet(browser, stack, { waitRendered: false })
  const deep = await w.page.goto(`${w.origin}/withdraw/record`, { waitUntil: 'domcontentloaded' })
  t.equal(deep?.status(), 200, 'client routes load on reload (SPA fallback)')
  await w.close()
})
