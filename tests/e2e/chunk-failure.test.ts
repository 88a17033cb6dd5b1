// A screen whose code does not arrive (a flaky mobile network) is not a blank page: the player sees the
// localized failure with a retry, and the retry (a reload: browsers keep a failed import failed) asks for
// the code again and shows the screen.
import t from 'tap'
import type { HTTPRequest } from 'puppeteer-core'
import { launch } from './browser.js'
import { openWallet, startWalletStack, waitForTestId } from './support/page.js'
import { click } from './support/actions.js'
import { loadCatalogues } from '../../shared/node/locales.js'

const stack = await startWalletStack(t)
const browser = await launch()
t.teardown(async () => { await browser.close() })
const en = loadCatalogues().en

t.test('the Withdraw chunk fails once, then a retry shows the screen', async t => {
  const w = await openWallet(browser, stack, { token: 'demo-in' })
  t.teardown(w.close)
  await waitForTestId(w.page, 'balance-total')
  let failing = true
  const asked: string[] = []
  await w.page.setRequestInterception(true)
  const onRequest = (req: HTTPRequest): void => {
    const file = new URL(req.url()).pathname
    if (/^\/withdraw-option\.[0-9a-f]+\.js$/.test(file)) {
      asked.push(file)
      if (failing) { void req.abort('internetdisconnected'); return }
    }
    void req.continue()
  }
  w.page.on('request', onRequest)
  t.teardown(() => { w.page.off('request', onRequest) })

  await click(w.page, 'a[href="/withdraw/option"]')
  await w.page.waitForFunction((text: string) => document.querySelector('[role=alert] .state-title')?.textContent === text, { timeout: 15_000 }, en['common.load_failed'] ?? '')
  t.equal(asked.length, 1, 'the chunk was asked for once')
  t.ok(await w.page.$('#root [role=alert] button'), 'a retry button is offered')

  failing = false
  await Promise.all([w.page.waitForNavigation(), click(w.page, '#root [role=alert] button')])
  t.equal(new URL(w.page.url()).pathname, '/withdraw/option', 'the same screen is loaded again')
  await waitForTestId(w.page, 'wd-withdrawable', 15_000)
  t.equal(asked.length, 2, 'the retry asked for the chunk again')
  t.equal(await w.page.$('#root [role=alert] .state-title'), null, 'the failure is gone')
  t.same(w.consoleErrors.filter(e => !e.includes('withdraw-option') && !e.includes('Failed to fetch dynamically imported module') && !e.includes('ERR_INTERNET_DISCONNECTED')), [], 'no other error')
})
