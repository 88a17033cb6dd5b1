// The layout stays still while answers arrive: on every screen, in every language, with the upstream answering
// late (after the first paint), the cumulative layout shift Chromium reports is at most 0.05. What loads later
// has its space reserved at its final size, so nothing moves under the player's thumb. Each region's player
// reads their own language and data (Bengali digits, Brazil's two agents, Indonesia's long amounts), and a
// player with no history yet has fewer rows than any screen reserves.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { routeUrls, type RouteName } from './support/route-urls.js'
import { e2eFile } from './support/fixture.js'
import { clientDir } from './support/page.js'

const MAX_CLS = 0.05
/** Long enough that every answer comes after the first paint of the screen's frame. */
const UPSTREAM_DELAY_MS = 700

const DEALER_ROUTES: readonly RouteName[] = ['agentManage', 'payOut', 'payRoll', 'payTransCash', 'payTransList', 'payCenterData', 'payCenterUser']

const PLAYERS = [
  { lang: 'en', player: 'demo-in', dealer: 'demo-dealer-in' },
  { lang: 'hi', player: 'demo-in-new', dealer: 'demo-dealer-in' },
  { lang: 'bn', player: 'demo-bd', dealer: 'demo-dealer-bd' },
  { lang: 'pt', player: 'demo-br', dealer: 'demo-dealer-in' },
  { lang: 'id', player: 'demo-id', dealer: 'demo-dealer-in' }
] as const

const routes = PLAYERS.flatMap(({ lang, player, dealer }) => Object.entries(routeUrls).map(([name, url]) => ({
  name: name as RouteName,
  url,
  lang,
  token: DEALER_ROUTES.includes(name as RouteName) ? dealer : player
})))

/** Sums layout-shift entries without recent input (the CLS definition), from before the first paint on. */
const OBSERVE = `(() => {
  window.__shifts = []
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue
      window.__shifts.push({ value: e.value, at: Math.round(e.startTime), nodes: (e.sources || []).map(s => s.node ? (s.node.className || s.node.nodeName) + ' ' + String(s.node.textContent || '').slice(0, 40) : '?') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`

async function shifts (page: Page): Promise<Array<{ value: number, at: number, nodes: string[] }>> {
  return await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number, at: number, nodes: string[] }> }).__shifts)
}

t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const { stack, wallet } = await e2eFile(t)

t.test('no screen moves as late answers arrive', { buffered: true }, async t => {
  // Most of each load is the upstream's delay: four at once keep two cores busy.
  t.jobs = 4
  for (const token of new Set(PLAYERS.flatMap(p => [p.player, p.dealer]))) await stack.fault({ token, delay_ms: UPSTREAM_DELAY_MS, times: 10000 })
  t.teardown(async () => { await stack.reset() })
  for (const route of routes) {
    t.test(`${route.lang} ${route.name} ${route.url}`, { buffered: true }, async t => {
      const w = await wallet(t, { token: route.token, path: route.url, lang: route.lang, initScript: OBSERVE })
      const list = await shifts(w.page)
      const cls = list.reduce((sum, s) => sum + s.value, 0)
      t.comment(`${route.lang} ${route.url}: CLS ${cls.toFixed(4)}`)
      t.ok(cls <= MAX_CLS, `CLS ${cls.toFixed(4)} <= ${MAX_CLS}${list.length > 0 ? `; shifts: ${JSON.stringify(list)}` : ''}`)
      t.same(w.consoleErrors, [], 'no console errors')
    })
  }
})
