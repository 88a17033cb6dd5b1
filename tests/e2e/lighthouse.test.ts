// Lighthouse 12 (mobile, simulated throttling) with Debian's Chromium on My Balance, Withdraw and Add Cash,
// through the real gateway and mock upstream: accessibility and best practices score 100. Performance is
// a speed and is measured by the bench (scripts/lighthouse.ts serves both); here it is only reported.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../../client/src/app/paths.js'
import { launchChromium, runLighthouse } from '../../scripts/lighthouse.js'
import { clientDir, originFor, startWalletStack } from './support/page.js'

const PAGES = [['My Balance', paths.assetDetail.path], ['Withdraw', paths.withdrawOption.path], ['Add Cash', '/recharge/amount']] as const

t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const stack = await startWalletStack(t)
// One Chromium for the three runs; Lighthouse opens a tab per run and clears the origin's storage first.
const browser = await launchChromium()
t.teardown(async () => { await browser.close() })

for (const [name, path] of PAGES) {
  t.test(`${name} ${path}`, async t => {
    const r = await runLighthouse(`${originFor(stack)}${path}?token=demo-in&lang=en`, { browser })
    t.comment(`${name}: performance ${String(r.scores.performance)}, FCP ${Math.round(r.metrics.fcp)} ms, LCP ${Math.round(r.metrics.lcp)} ms, TBT ${Math.round(r.metrics.tbt)} ms, CLS ${r.metrics.cls.toFixed(3)}, ${Math.round(r.metrics.bytes / 1024)} KB in ${r.metrics.requests} requests`)
    const failing = r.failing.map(a => `${a.id} (${a.score})`).join(', ')
    t.equal(r.scores.accessibility, 100, `accessibility 100; failing audits: ${failing || 'none'}`)
    t.equal(r.scores.bestPractices, 100, `best practices 100; failing audits: ${failing || 'none'}`)
  })
}
