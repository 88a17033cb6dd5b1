// The session refresh on coming back (spec "Request timeout 20 s. Session refresh when more than 10 s since last,
// after a 3 s delay"), in real Chromium through the real gateway and mock: the wallet inside the fake host app
// is hidden (the player went to the app's other screens) and shown again. Back within 10 s nothing is read again;
// back after more than 10 s the user info and the balance are read again, 3 s after coming back, not before.
// The page's clock is moved forward instead of waiting 10 s; the 3 s delay runs on the real timer it uses.
import t from 'tap'
import type { Page } from 'puppeteer-core'
import { e2eFile } from './support/fixture.js'
import { waitForTestId } from './support/page.js'

// Runs before the page's scripts: Date.now can be moved forward, and the document's visibility is the host's
// (a WebView's page is hidden while the app shows another screen), with the event the browser would fire.
const LIFECYCLE = `(() => {
  const realNow = Date.now.bind(Date)
  let offset = 0
  Date.now = () => realNow() + offset
  let state = 'visible'
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state === 'hidden' })
  window.__lifecycle = {
    advance: ms => { offset += ms },
    show: visible => { state = visible ? 'visible' : 'hidden'; document.dispatchEvent(new Event('visibilitychange')) }
  }
})()`

const USER_INFO = '/account/getuserinfo'
const ASSET_INFO = '/amt/assetinfo'

/** The times (Node's clock) at which the page asked for each path, from now on. */
function watchRequests (page: Page): { times: (path: string) => number[] } {
  const seen: Array<{ url: string, at: number }> = []
  page.on('request', request => { seen.push({ url: request.url(), at: Date.now() }) })
  return { times: path => seen.filter(s => new URL(s.url).pathname.endsWith(path)).map(s => s.at) }
}

async function leaveAndComeBack (page: Page, awayMs: number): Promise<number> {
  await page.evaluate(() => { (window as unknown as { __lifecycle: { show: (v: boolean) => void } }).__lifecycle.show(false) })
  await page.evaluate((ms: number) => { (window as unknown as { __lifecycle: { advance: (ms: number) => void } }).__lifecycle.advance(ms) }, awayMs)
  const back = Date.now()
  await page.evaluate(() => { (window as unknown as { __lifecycle: { show: (v: boolean) => void } }).__lifecycle.show(true) })
  return back
}

t.test('session refresh on coming back to the wallet', async t => {
  const { wallet } = await e2eFile(t)

  const w = await wallet(t, { bridge: { token: 'demo-in', deviceId: 'dev-session-refresh' }, initScript: LIFECYCLE })
  const { page } = w
  await waitForTestId(page, 'balance-card')
  // The refresh's listener loads after the first screen (main.tsx): wait until the page has fetched what it loads then.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 })
  const requests = watchRequests(page)

  // Back after 11 s: the session and the balance are read again, 3 s after coming back.
  const asked = (path: string) => page.waitForRequest(request => new URL(request.url()).pathname.endsWith(path), { timeout: 15_000 })
  const userInfo = asked(USER_INFO)
  const asset = asked(ASSET_INFO)
  const late = await leaveAndComeBack(page, 11_000)
  await userInfo
  const delay = Date.now() - late
  await asset
  t.ok(delay >= 2_900, `back after more than 10 s: the user info is read again, not before the 3 s delay (${delay} ms after coming back)`)
  t.ok(delay < 8_000, `but soon after it (${delay} ms)`)
  t.ok(requests.times(ASSET_INFO).some(at => at >= late), 'and the balance')
  await waitForTestId(page, 'balance-card')
  t.equal(requests.times(USER_INFO).filter(at => at >= late).length, 1, 'the user info once')

  // Right after that reading, back again after 5 s (by the page's clock): within 10 s of the last reading,
  // nothing is read again.
  const soon = await leaveAndComeBack(page, 5_000)
  // Past the 3 s delay the refresh would have taken, with a margin for a loaded machine: a bounded wait is
  // the only way to see that something did not happen.
  await new Promise(resolve => setTimeout(resolve, 4_500))
  t.same(requests.times(USER_INFO).filter(at => at >= soon), [], 'back within 10 s: the user info is not read again')
  t.same(requests.times(ASSET_INFO).filter(at => at >= soon), [], 'nor the balance')
})
