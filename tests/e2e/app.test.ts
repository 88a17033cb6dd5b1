// Every player route renders in real Chromium through the real gateway and mock upstream: a heading, no
// console errors, no serious accessibility violations; plus the app-wide journeys (redirect, not found,
// the login gate, the five languages, the timeout view, the browser fallback's token handling).
import t from 'tap'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { projectRoot } from '../../shared/node/project-root.js'
import { LANGUAGES } from '../../shared/regions.js'
import { paths } from '../../client/src/app/paths.js'
import { startStack } from '../helpers/stack.js'
import { launch } from './browser.js'
import { checkA11y, clientDir, openWallet, pageText, rawLocaleKeys, screenshot, testIdText, waitForTestId, waitForText } from './support/page.js'

const catalogue = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(projectRoot(), 'locales', `${lang}.json`), 'utf8')) as Record<string, string>
const en = catalogue('en')

/** A concrete URL for every route of paths.ts (fixture values for the parametric ones). */
const routeUrls: Record<Exclude<keyof typeof paths, 'root'>, string> = {
  assetDetail: '/asset/detail',
  assetOrder: '/asset/detail/RC10000207',
  assetTransactions: '/asset/transactions',
  withdrawOption: '/withdraw/option',
  withdrawBind: '/withdraw/bind/paytm',
  withdrawRecord: '/withdraw/record',
  rechargeAmount: '/recharge/amount',
  rechargeChannel: '/recharge/channel/50000/7500',
  rechargeCard: '/recharge/card',
  rechargeScratchers: '/recharge/scratchers',
  rechargeDirect: '/recharge/direct',
  rechargeNotice: '/recharge/notice',
  gpRechargeAmount: '/gp/recharge/amount',
  feedback: '/help/feedback',
  feedbackHistory: '/help/feedback/history',
  feedbackDetail: '/help/feedback/detail?id=FB1003',
  feedbackPreview: '/help/feedback/preview',
  privacy: '/document/privacy',
  aboutUs: '/document/aboutus',
  userTransfer: '/agent-transfer/user-transfer',
  transfersRecord: '/agent-transfer/transfers-record',
  addAgentCash: '/agent-transfer/add-agent-cash',
  // demo-in is not a dealer: the dealer routes show the not-a-dealer page (tests/e2e/dealer.test.ts drives them as a dealer).
  agentManage: '/agent-transfer/agent-manage',
  payOut: '/pay/out',
  payRoll: '/pay/roll',
  payTransCash: '/pay/transcash',
  payTransList: '/pay/translist',
  payCenterData: '/pay/centerdata',
  payCenterUser: '/pay/centeruser'
}

async function heading (page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '')
}

// One stack and one browser for the file; every page has its own browser context. Three pages at a time:
// most of a page's time is waiting on the network, not the CPU.
t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const stack = await startStack(t, { timeoutMs: 1500, env: { CLIENT_DIR: clientDir() } })
const browser = await launch()
t.teardown(async () => { await browser.close() })
t.jobs = 2

t.test('player routes, demo-in', { buffered: true }, async t => {
  t.jobs = 3
  t.test('every route of paths.ts has a URL here', { buffered: true }, async t => {
    t.same(Object.keys(routeUrls).sort(), Object.keys(paths).filter(k => k !== 'root').sort())
  })

  for (const [name, url] of Object.entries(routeUrls)) {
    t.test(`${name} ${url} renders`, { buffered: true }, async t => {
      const w = await openWallet(browser, stack, { token: 'demo-in', path: url })
      t.teardown(w.close)
      const { page } = w
      const h1 = await heading(page)
      t.ok(h1.length > 0, `a heading: ${JSON.stringify(h1)}`)
      t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated message keys on screen')
      t.equal(await testIdText(page, 'not-found'), null, 'not the not-found page')
      t.equal(await testIdText(page, 'login-required'), null, 'the demo player is logged in')
      t.equal(new URL(page.url()).pathname, new URL(url, 'http://x').pathname, 'stays on its route')
      t.same(w.consoleErrors, [], 'no console errors')
      await screenshot(page, `route-${name}`)
      await checkA11y(page, t, url)
    })
  }
})

t.test('app-wide journeys', { buffered: true }, async t => {
  t.jobs = 2

  t.test('/ redirects to /asset/detail', { buffered: true }, async t => {
    const w = await openWallet(browser, stack, { token: 'demo-in', path: '/' })
    t.teardown(w.close)
    t.equal(new URL(w.page.url()).pathname, '/asset/detail')
    t.equal(await heading(w.page), en['asset.title'])
    await waitForTestId(w.page, 'balance-card')
  })

  t.test('an unknown path shows the not-found page with its apology', { buffered: true }, async t => {
    const w = await openWallet(browser, stack, { token: 'demo-in', path: '/no/such/page' })
    t.teardown(w.close)
    const text = await waitForTestId(w.page, 'not-found')
    t.match(text, en['notfound.apology'])
    t.equal(await heading(w.page), en['notfound.title'])
    t.same(w.consoleErrors, [], 'no console errors')
    await screenshot(w.page, 'not-found')
    await checkA11y(w.page, t, 'not found')
  })

  for (const [label, token] of [['a guest (user_type 0)', 'demo-guest'], ['no token at all', undefined]] as const) {
    t.test(`${label} meets the login gate`, { buffered: true }, async t => {
      const w = await openWallet(browser, stack, token === undefined ? {} : { token })
      t.teardown(w.close)
      const text = await waitForTestId(w.page, 'login-required')
      t.match(text, 'You need login first!')
      t.match(text, en['common.tap_to_refresh'])
      const button = await w.page.$('[data-testid=login-required] button')
      t.ok(button, 'a tap-to-refresh button')
      t.equal(await button?.evaluate(b => b.textContent), en['common.tap_to_refresh'])
      t.equal(await testIdText(w.page, 'balance-card'), null, 'no balance shown')
      await button?.click()
      await waitForTestId(w.page, 'login-required')
      t.pass('tapping refresh checks again and still asks to log in')
      await screenshot(w.page, `login-required-${token ?? 'none'}`)
      await checkA11y(w.page, t, 'login gate')
    })
  }

  for (const lang of LANGUAGES) {
    t.test(`lang=${lang}: My Balance in that language`, { buffered: true }, async t => {
      const w = await openWallet(browser, stack, { token: 'demo-in', lang })
      t.teardown(w.close)
      const title = catalogue(lang)['asset.title']
      t.ok(title, `locales/${lang}.json has asset.title`)
      t.equal(await heading(w.page), title)
      t.equal(await w.page.evaluate(() => document.documentElement.lang), lang, '<html lang>')
      await waitForTestId(w.page, 'balance-card')
      t.same(w.consoleErrors, [], 'no console errors')
      await screenshot(w.page, `asset-detail-${lang}`)
    })
  }

  t.test('demo-slow: the timeout view, with retry', { buffered: true }, async t => {
    const w = await openWallet(browser, stack, { token: 'demo-slow' })
    t.teardown(w.close)
    const text = await waitForTestId(w.page, 'timeout-view', 15000)
    t.match(text, en['common.timeout_title'])
    t.ok(await w.page.$('[data-testid=timeout-view] button'), 'a retry button')
    await screenshot(w.page, 'timeout-view')
    await checkA11y(w.page, t, 'timeout view')
  })

  t.test('browser fallback: the token leaves the address bar and stays for the tab', { buffered: true }, async t => {
    const w = await openWallet(browser, stack, { token: 'demo-in', lang: 'en' })
    t.teardown(w.close)
    const url = new URL(w.page.url())
    t.equal(url.searchParams.get('token'), null, 'no token in the address bar')
    t.equal(url.pathname, '/asset/detail')
    await waitForTestId(w.page, 'balance-card')

    await w.page.reload({ waitUntil: 'networkidle0' })
    t.equal(new URL(w.page.url()).searchParams.get('token'), null)
    const balance = await waitForTestId(w.page, 'balance-total')
    t.match(balance, '₹25,000.00', 'reload: still logged in as demo-in')
    await waitForText(w.page, en['asset.title'] ?? 'My Balance')

    const other = await w.context.newPage()
    await other.goto(`${w.origin}/asset/detail`, { waitUntil: 'networkidle0' })
    await waitForTestId(other, 'login-required')
    t.pass('another tab without the token is not logged in (kept per tab)')
    t.notMatch(await pageText(other), '₹25,000.00')
  })
})
