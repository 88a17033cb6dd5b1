// A screen whose code does not arrive (a flaky mobile network) is not a blank page: the player sees the
// localized failure with a retry, and the retry (a reload: browsers keep a failed import failed) asks for
// the code again and shows the screen.
import t from 'tap'
import type { HTTPRequest } from 'puppeteer-core'
import { e2eFile } from './support/fixture.js'
import { originFor, waitForTestId } from './support/page.js'
import { catalogue, click, msg } from './support/actions.js'
import { withdrawOption } from './screens/withdraw.js'
import { myBalance } from './screens/my-balance.js'

const { stack, browser, wallet } = await e2eFile(t)
const en = catalogue('en')

t.test('the Withdraw chunk fails once, then a retry shows the screen', async t => {
  const w = await wallet(t, { token: 'demo-in' })
  await waitForTestId(w.page, myBalance.ids.total)
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
  await w.page.waitForFunction((text: string) => document.querySelector('[role=alert] .state-title')?.textContent === text, { timeout: 15_000 }, msg(en, 'common.load_failed'))
  t.equal(asked.length, 1, 'the chunk was asked for once')
  t.ok(await w.page.$('#root [role=alert] button'), 'a retry button is offered')

  failing = false
  await Promise.all([w.page.waitForNavigation(), click(w.page, '#root [role=alert] button')])
  t.equal(new URL(w.page.url()).pathname, '/withdraw/option', 'the same screen is loaded again')
  await waitForTestId(w.page, withdrawOption.ids.withdrawable, 15_000)
  t.equal(asked.length, 2, 'the retry asked for the chunk again')
  t.equal(await w.page.$('#root [role=alert] .state-title'), null, 'the failure is gone')
  t.same(w.consoleErrors.filter(e => !e.includes('withdraw-option') && !e.includes('Failed to fetch dynamically imported module') && !e.includes('ERR_INTERNET_DISCONNECTED')), [], 'no other error')
})

t.test('React\'s renderer fails on a cold load: the localized failure, then a retry shows My Balance', async t => {
  // A context of its own: a cold load, nothing of the page in any cache.
  const context = await browser.createBrowserContext()
  t.teardown(async () => { await context.close() })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', err => { errors.push(err instanceof Error ? err.message : String(err)) })
  let failing = true
  const asked: string[] = []
  await page.setRequestInterception(true)
  page.on('request', (req: HTTPRequest) => {
    const file = new URL(req.url()).pathname
    if (/^\/renderer\.[0-9a-f]+\.js$/.test(file)) {
      asked.push(file)
      if (failing) { void req.abort('internetdisconnected'); return }
    }
    void req.continue()
  })

  await page.goto(`${originFor(stack)}/asset/detail?token=demo-in&lang=hi`, { waitUntil: 'domcontentloaded' })
  const hi = catalogue('hi')
  await page.waitForFunction((text: string) => document.querySelector('#root [role=alert] .state-title')?.textContent === text, { timeout: 15_000 }, msg(hi, 'common.load_failed'))
  t.ok(asked.length >= 1, 'the renderer was asked for')
  t.equal(await page.$eval('#root [role=alert] button', b => b.textContent), msg(hi, 'common.retry'), 'a retry in the player\'s language')

  failing = false
  const before = asked.length
  await Promise.all([page.waitForNavigation(), click(page, '#root [role=alert] button')])
  await waitForTestId(page, myBalance.ids.total, 15_000)
  t.ok(asked.length > before, 'the retry asked for the renderer again')
  t.equal(await page.$('#root [role=alert] .state-title'), null, 'the failure is gone')
  t.same(errors, [], 'no uncaught error')
})
