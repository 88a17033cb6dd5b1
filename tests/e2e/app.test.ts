// The app-wide journeys in real Chromium through the real gateway and mock upstream: redirect, not found,
// the login gate, the five languages, the timeout view, the browser fallback's token handling.
// (tests/e2e/routes.test.ts renders every route.)
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../../shared/regions.js'
import { catalogue, click, msg } from './support/actions.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, E2E_UPSTREAM_TIMEOUT_MS, heading, originFor, pageHolding, pageText, screenshot, testIdText, waitForTestId, waitForText } from './support/page.js'
import { myBalance } from './screens/my-balance.js'

const en = catalogue('en')

// One stack and one browser for the file; every test borrows a wiped page. Two pages at a time: one
// renders while the other waits for its answers.
t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const { stack, browser, wallet } = await e2eFile(t)
t.jobs = 2

t.test('app-wide journeys', { buffered: true }, async t => {
  t.jobs = 2

  t.test('/ redirects to /asset/detail', { buffered: true }, async t => {
    const w = await wallet(t, { token: 'demo-in', path: '/' })
    t.equal(new URL(w.page.url()).pathname, '/asset/detail')
    t.equal(await heading(w.page), msg(en, 'asset.title'))
    await waitForTestId(w.page, 'balance-card')
  })

  t.test('a user info still on its way does not hold the first render: a spinner, then My Balance', { buffered: true }, async t => {
    // main.tsx waits a moment for the first screen's answers before rendering; only a moment.
    const { page, held, release } = await pageHolding(browser, t, /\/account\/getuserinfo$/)
    await page.goto(`${originFor(stack)}/asset/detail?token=demo-in&lang=en`, { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('#root [role=status][aria-busy="true"]', { timeout: 15_000 })
    t.equal(held.length, 1, 'the user info was asked for and is held back')
    t.equal(await page.$(myBalance.total), null, 'no balance yet')
    release()
    t.match(await waitForTestId(page, myBalance.ids.total), '₹', 'once it comes, My Balance')
  })

  t.test('an unknown path shows the not-found page with its apology', { buffered: true }, async t => {
    const w = await wallet(t, { token: 'demo-in', path: '/no/such/page' })
    const text = await waitForTestId(w.page, 'not-found')
    t.match(text, msg(en, 'notfound.apology'))
    t.equal(await heading(w.page), msg(en, 'notfound.title'))
    t.same(w.consoleErrors, [], 'no console errors')
    await screenshot(w.page, 'not-found')
    await checkA11y(w.page, t, 'not found')
  })

  for (const [label, token] of [['a guest (user_type 0)', 'demo-guest'], ['no token at all', undefined]] as const) {
    t.test(`${label} meets the login gate`, { buffered: true }, async t => {
      const w = await wallet(t, token === undefined ? {} : { token })
      const text = await waitForTestId(w.page, 'login-required')
      t.match(text, 'You need login first!')
      t.match(text, msg(en, 'common.tap_to_refresh'))
      const button = await w.page.$('[data-testid=login-required] button')
      t.ok(button, 'a tap-to-refresh button')
      t.equal(await button?.evaluate(b => b.textContent), msg(en, 'common.tap_to_refresh'))
      t.equal(await testIdText(w.page, 'balance-card'), null, 'no balance shown')
      await button?.click()
      t.match(await waitForTestId(w.page, 'login-required'), msg(en, 'error.login_required'), 'tapping refresh checks again and still asks to log in')
      await screenshot(w.page, `login-required-${token ?? 'none'}`)
      await checkA11y(w.page, t, 'login gate')
    })
  }

  for (const lang of LANGUAGES) {
    t.test(`lang=${lang}: My Balance in that language`, { buffered: true }, async t => {
      const w = await wallet(t, { token: 'demo-in', lang })
      t.equal(await heading(w.page), msg(catalogue(lang), 'asset.title'))
      t.equal(await w.page.evaluate(() => document.documentElement.lang), lang, '<html lang>')
      await waitForTestId(w.page, 'balance-card')
      t.same(w.consoleErrors, [], 'no console errors')
      await screenshot(w.page, `asset-detail-${lang}`)
    })
  }

  t.test('demo-slow: the timeout view, with retry', { buffered: true }, async t => {
    const w = await wallet(t, { token: 'demo-slow' })
    const text = await waitForTestId(w.page, 'timeout-view', E2E_UPSTREAM_TIMEOUT_MS + 10000)
    t.match(text, msg(en, 'common.timeout_title'))
    t.ok(await w.page.$('[data-testid=timeout-view] button'), 'a retry button')
    await screenshot(w.page, 'timeout-view')
    await checkA11y(w.page, t, 'timeout view')
  })

  t.test('My Balance after a dropped first answer: the failure with a retry, and the retry asks again', { buffered: true }, async t => {
    // The boot asks for the balances before React renders; an answer that has already failed by then is shown
    // by the screen's first render, and its retry must not reuse it. demo-id is this test's own player.
    await stack.fault({ path: '/api/user/v3/amt/assetinfo', token: 'demo-id', http_status: 500, times: 1 })
    const w = await wallet(t, { token: 'demo-id', host: 'id.localhost' })
    await w.page.waitForSelector('.state[role=alert] button', { timeout: 15000 })
    t.equal(await w.page.$(myBalance.total), null, 'no balance from a failed answer')
    await click(w.page, '.state[role=alert] button')
    t.match(await waitForTestId(w.page, myBalance.ids.total), /Rp/, 'the retry brings the balance, in rupiah')
  })

  t.test('browser fallback: the token leaves the address bar and stays for the tab', { buffered: true }, async t => {
    const w = await wallet(t, { token: 'demo-in', lang: 'en' })
    const url = new URL(w.page.url())
    t.equal(url.searchParams.get('token'), null, 'no token in the address bar')
    t.equal(url.pathname, '/asset/detail')
    await waitForTestId(w.page, 'balance-card')

    await w.page.reload({ waitUntil: 'networkidle0' })
    t.equal(new URL(w.page.url()).searchParams.get('token'), null)
    const balance = await waitForTestId(w.page, myBalance.ids.total)
    t.match(balance, '₹25,000.00', 'reload: still logged in as demo-in')
    await waitForText(w.page, msg(en, 'asset.title'))

    const other = await w.context.newPage()
    await other.goto(`${w.origin}/asset/detail`, { waitUntil: 'networkidle0' })
    t.match(await waitForTestId(other, 'login-required'), msg(en, 'error.login_required'), 'another tab without the token is not logged in (kept per tab)')
    t.notMatch(await pageText(other), '₹25,000.00')
  })
})
