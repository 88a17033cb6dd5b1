// The built client, served by the real gateway in front of the real mock upstream, in real Chromium: each
// page host gets its region's settings, and client routes load on reload (the SPA fallback).
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { e2eFile } from './support/fixture.js'
import { clientDir, waitForTestId } from './support/page.js'
import { myBalance } from './screens/my-balance.js'

/** The order in which the page asks for API calls and gets their answers, as the page's own script sees it. */
const RECORD_CALLS = `(() => {
  const events = []
  Object.defineProperty(window, '__calls', { value: events })
  const original = window.fetch
  window.fetch = function (input, init) {
    const path = new URL(typeof input === 'string' ? input : input.url, location.href).pathname
    events.push('asked ' + path)
    return original.call(this, input, init).then(res => { events.push('answered ' + path); return res })
  }
})()`

t.test('the page loads through the gateway and gets the host\'s region', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { wallet } = await e2eFile(t)
  for (const [host, region, currency, language] of [['localhost', 'IN', 'INR', 'en'], ['br.localhost', 'BR', 'BRL', 'pt'], ['coin.localhost', 'BD', 'BDT', 'bn'], ['id.localhost', 'ID', 'IDR', 'id']] as const) {
    const w = await wallet(t, { token: 'demo-in', host, initScript: RECORD_CALLS })
    await waitForTestId(w.page, myBalance.ids.total)
    const asked = await w.page.evaluate(() => performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(p => p === '/api/config').length)
    t.equal(asked, 0, `${host}: the page brought its settings; no /api/config round trip before the balance`)
    // No waterfall (orderings from the browser's own resource timing, not speeds). The page names the entry,
    // React's renderer (which the entry imports once it has started the calls), My Balance's chunk and the core messages of the player's language (the host's here), so the browser
    // asks for them together, before the entry has even arrived; the page's links say so too.
    const timing = await w.page.evaluate(() => performance.getEntriesByType('resource').map(e => {
      const r = e as PerformanceResourceTiming
      return { path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd }
    }))
    const first = (pattern: RegExp) => timing.find(e => pattern.test(e.path))
    const entry = first(/^\/client\.[0-9a-f]+\.js$/)
    const renderer = first(/^\/renderer\.[0-9a-f]+\.js$/)
    const catalogue = first(/^\/(?:en|hi|bn|id|pt)\.core\.[0-9a-f]+\.js$/)
    const chunk = first(/^\/asset-detail\.[0-9a-f]+\.js$/)
    const user = first(/^\/api\/user\/v3\/account\/getuserinfo$/)
    const asset = first(/^\/api\/user\/v1\/amt\/assetinfo$/)
    const trades = first(/^\/api\/user\/v1\/amt\/trade_list$/)
    t.ok(entry !== undefined && renderer !== undefined && catalogue !== undefined && chunk !== undefined, `${host}: entry, renderer, route chunk and catalogue were loaded`)
    t.match(catalogue?.path, new RegExp(`^/${language}\\.core\\.`), `${host}: the catalogue of the host's language (${language}), its core part`)
    t.equal(timing.filter(e => /^\/(?:en|hi|bn|id|pt)\.(?:core\.)?[0-9a-f]+\.js$/.test(e.path) && e.path !== catalogue?.path).length, 0, `${host}: no other language's catalogue before the first screen`)
    t.ok((renderer?.start ?? Infinity) < (entry?.end ?? 0), `${host}: the renderer was asked for before the entry arrived`)
    t.ok((chunk?.start ?? Infinity) < (entry?.end ?? 0), `${host}: the route's chunk was asked for before the entry arrived`)
    t.ok((catalogue?.start ?? Infinity) < (entry?.end ?? 0), `${host}: and so was the catalogue`)
    const html = await w.page.evaluate(async () => await (await fetch(location.pathname)).text())
    for (const needed of [entry, renderer, chunk, catalogue]) t.match(html, new RegExp(`<link rel="?modulepreload"? href="?${needed?.path ?? '-'}`), `${host}: the page preloads ${needed?.path ?? '?'}`)
    // The first screen's calls go out together as soon as the app info is known: none waits for another.
    const calls = [user, asset, trades]
    t.ok(calls.every(c => c !== undefined), `${host}: user info, asset info and transactions were asked for`)
    // In the page's own order of events, not by clocks: all three were asked for before any answer came in.
    const events = await w.page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)
    const firstScreen = events.filter(e => /\/(?:getuserinfo|assetinfo|trade_list)$/.test(e))
    const firstAnswer = firstScreen.findIndex(e => e.startsWith('answered '))
    t.equal(firstScreen.slice(0, firstAnswer).length, 3, `${host}: all three asked for before any of them answered (${firstScreen.join(', ')})`)
    t.equal(timing.filter(e => /^\/api\/user\/v1\/amt\/(?:assetinfo|trade_list)$/.test(e.path)).length, 2, `${host}: each asked once (the screen took the early answers)`)
    t.equal(timing.filter(e => e.path === '/api/user/v3/account/getuserinfo').length, 1, `${host}: the user info asked once (the login gate joined the boot's check)`)
    const config = await w.page.evaluate(async () => (await (await fetch('/api/config')).json()) as { data: { region: string, currency: string } })
    t.equal(config.data.region, region, `${host}: region`)
    t.equal(config.data.currency, currency, `${host}: currency`)
    await waitForTestId(w.page, myBalance.ids.total)
    t.same(w.consoleErrors, [], `${host}: no console errors`)
    await w.close()
  }
  const w = await wallet(t, { waitRendered: false })
  const deep = await w.page.goto(`${w.origin}/withdraw/record`, { waitUntil: 'domcontentloaded' })
  t.equal(deep?.status(), 200, 'client routes load on reload (SPA fallback)')
  await w.close()
})
