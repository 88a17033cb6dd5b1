// Every player route renders in real Chromium through the real gateway and mock upstream: a heading, no
// untranslated key, no console errors, no serious accessibility violations.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../../client/src/app/paths.js'
import { launch } from './browser.js'
import { checkA11y, clientDir, heading, openWallet, pageText, rawLocaleKeys, screenshot, startWalletStack, testIdText } from './support/page.js'

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

// One stack and one browser for the file; every page has its own browser context. Two pages at a time,
// one per core: a page's load is mostly Chromium's CPU.
t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const stack = await startWalletStack(t)
const browser = await launch()
t.teardown(async () => { await browser.close() })

t.test('player routes, demo-in', { buffered: true }, async t => {
  t.jobs = 2
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
