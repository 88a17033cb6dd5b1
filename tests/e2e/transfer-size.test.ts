// What a player's phone downloads for My Balance, counted in Chromium by the DevTools protocol (bytes on
// the wire, headers included, brotli accepted as Chromium accepts it): a cold load is at most 130 KB in
// all; a repeat visit downloads only the page's revalidation (304) and the API answers: every hashed asset
// comes from the cache, unasked (immutable).
import t from 'tap'
import type { CDPSession, Page } from 'puppeteer-core'
import { e2eFile } from './support/fixture.js'
import { waitForTestId } from './support/page.js'
import { myBalance } from './screens/my-balance.js'

const COLD_LIMIT = 130 * 1024

interface Fetched { url: string, path: string, status: number, bytes: number, fromCache: boolean, encoding: string }

/** Records every response of the page until `stop` is called. */
async function record (page: Page): Promise<{ cdp: CDPSession, stop: () => Promise<Fetched[]> }> {
  const cdp = await page.createCDPSession()
  await cdp.send('Network.enable')
  const seen = new Map<string, Fetched>()
  // Chromium reports a cache hit before the response itself.
  const cached = new Set<string>()
  cdp.on('Network.requestServedFromCache', e => { cached.add(e.requestId) })
  // What came over the wire: a revalidated page is reported as its cached 200, the raw status was 304.
  const wireStatus = new Map<string, number>()
  cdp.on('Network.responseReceivedExtraInfo', e => { wireStatus.set(e.requestId, e.statusCode) })
  cdp.on('Network.responseReceived', e => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    seen.set(e.requestId, { url: e.response.url, path: new URL(e.response.url).pathname, status: e.response.status, bytes: 0, fromCache: cached.has(e.requestId) || e.response.fromDiskCache === true || e.response.fromPrefetchCache === true || e.response.fromServiceWorker === true, encoding: headers['content-encoding'] ?? '' })
  })
  cdp.on('Network.loadingFinished', e => { const f = seen.get(e.requestId); if (f !== undefined) f.bytes = e.encodedDataLength })
  return {
    cdp,
    stop: async () => {
      await cdp.detach()
      return [...seen.entries()].map(([id, f]) => ({ ...f, status: wireStatus.get(id) ?? f.status }))
    }
  }
}

const { wallet } = await e2eFile(t)

t.test('My Balance: cold load and repeat visit', async t => {
  // In the game app (the bridge gives the app info), which opens the same address each time.
  const w = await wallet(t, { bridge: { token: 'demo-in' } })
  // openWallet has loaded the page once; start over on an empty cache for a cold load, recorded.
  const cold = await record(w.page)
  await cold.cdp.send('Network.clearBrowserCache')
  await w.page.goto(w.url, { waitUntil: 'networkidle0' })
  await waitForTestId(w.page, myBalance.ids.total)
  const first = await cold.stop()
  const total = first.reduce((sum, f) => sum + f.bytes, 0)
  for (const f of first) t.comment(`cold ${f.status} ${f.path} ${f.bytes} B ${f.encoding}`)
  t.comment(`cold load: ${first.length} responses, ${(total / 1024).toFixed(1)} KB`)
  t.ok(total <= COLD_LIMIT, `a cold load transfers ${total} bytes <= ${COLD_LIMIT}`)
  const texts = first.filter(f => /\.(?:js|css)$/.test(f.path))
  t.ok(texts.length >= 3, 'scripts and the stylesheet were fetched')
  t.same(texts.filter(f => f.encoding !== 'br'), [], 'every script and stylesheet came brotli-compressed')

  // The player comes back to the same address.
  const again = await record(w.page)
  await w.page.goto(w.url, { waitUntil: 'networkidle0' })
  await waitForTestId(w.page, myBalance.ids.total)
  const second = await again.stop()
  for (const f of second) t.comment(`repeat ${f.status} ${f.path} ${f.bytes} B${f.fromCache ? ' (cache)' : ''}`)
  const page = second.find(f => f.path === '/asset/detail')
  t.equal(page?.status, 304, 'the page is revalidated: 304, nothing downloaded')
  const assets = second.filter(f => f !== page && !f.path.startsWith('/api/'))
  t.ok(assets.length >= 3, `the page's assets were used again (${assets.length})`)
  t.same(assets.filter(f => !f.fromCache), [], 'every asset came from the cache without asking the server')
  const downloaded = second.filter(f => !f.fromCache && f !== page).map(f => f.path)
  t.ok(downloaded.every(p => p.startsWith('/api/')), `only API calls went over the network: ${downloaded.join(', ')}`)
})
