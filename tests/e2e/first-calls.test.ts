// The first screen's calls leave with the page's first module (client/src/first-calls.ts), not once the entry has
// arrived: in real Chromium, before the real gateway and mock upstream, the entry's download is held back, and
// My Balance's three calls reach the upstream all the same; released, the entry takes those calls in flight
// instead of asking again, and the balance shows.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { e2eFile } from './support/fixture.js'
import { clientDir, originFor, pageHolding, waitForTestId } from './support/page.js'
import type { Stack } from '../helpers/stack.js'

const { stack, browser } = await e2eFile(t)

const manifest = JSON.parse(readFileSync(join(clientDir(), 'preload.json'), 'utf8')) as { first: string, entry: string }

/** The upstream's paths of the three calls (shared/endpoints.ts). */
const USER_INFO = '/api/user/v3/account/getuserinfo'
const ASSET_INFO = '/api/user/v3/amt/assetinfo'
const TRADES = '/web-server/api/user/v1/amt/trade_list'

/** How many calls of each of the three the upstream has received. */
async function upstreamCounts (s: Stack): Promise<number[]> {
  return await Promise.all([USER_INFO, ASSET_INFO, TRADES].map(async p => (await s.journal(p)).length))
}

/** Until the upstream has received each of the three, or `ms` have passed (a bound, not a timing). */
async function untilAllReached (s: Stack, ms: number): Promise<number[]> {
  const deadline = Date.now() + ms
  for (;;) {
    const counts = await upstreamCounts(s)
    if (counts.every(n => n > 0) || Date.now() > deadline) return counts
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

t.test('the page names its first module before the entry', async t => {
  t.not(manifest.first, manifest.entry, 'the first module is a bundle of its own')
  const html = readFileSync(join(clientDir(), 'index.html'), 'utf8')
  const at = (what: string): number => html.indexOf(`<script type=module src=${what}>`)
  t.ok(at(manifest.first) >= 0 && at(manifest.first) < at(manifest.entry), 'its script comes before the entry\'s')
  const first = readFileSync(join(clientDir(), manifest.first.slice(1)), 'utf8')
  // React's element marker: the first module must not bring React with it (jotai/vanilla, not jotai).
  t.notOk(first.includes('react.transitional.element'), 'no React in the first module')
})

t.test('My Balance\'s calls reach the upstream while the entry is still held back', async t => {
  await stack.reset()
  const entryPath = new RegExp(`^${manifest.entry.replace(/\./g, '\\.')}$`)
  const { page, held, release } = await pageHolding(browser, t, entryPath)
  // Not awaited: the page's DOMContentLoaded waits for its module scripts, the held entry among them.
  const loading = page.goto(`${originFor(stack)}/asset/detail?token=demo-in&lang=en`, { waitUntil: 'load' })
  const counts = await untilAllReached(stack, 15_000)
  t.same(counts, [1, 1, 1], 'user info, asset info and transactions each reached the upstream once')
  t.ok(held.length > 0, 'the entry was asked for and is still held back')
  t.equal(await page.$('[data-testid="balance-total"]'), null, 'nothing rendered yet')
  release()
  await loading
  t.match(await waitForTestId(page, 'balance-total'), '₹', 'once the entry comes, My Balance shows')
  t.same(await upstreamCounts(stack), [1, 1, 1], 'the entry took the calls in flight: none asked again')
})
