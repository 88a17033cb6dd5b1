// Every player route renders in real Chromium through the real gateway and mock upstream: a heading, no
// untranslated key, no console errors, no serious accessibility violations.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { routeUrls } from './support/route-urls.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, heading, pageText, rawLocaleKeys, screenshot, testIdText } from './support/page.js'

// demo-in is not a dealer: the dealer routes show the not-a-dealer page (tests/e2e/dealer.test.ts drives them
// as a dealer).
// One stack and one browser for the file; every test borrows a wiped page. Two pages at a time: one
// renders while the other waits for its answers.
t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const { wallet } = await e2eFile(t)

t.test('player routes, demo-in', { buffered: true }, async t => {
  t.jobs = 2
  t.test('every route of paths.ts has a concrete URL here', { buffered: true }, async t => {
    t.same(Object.entries(routeUrls).filter(([, url]) => !/^\/[^:?]*[^/:?](\?.*)?$/.test(url)), [], 'no parameter left unfilled')
  })

  for (const [name, url] of Object.entries(routeUrls)) {
    t.test(`${name} ${url} renders`, { buffered: true }, async t => {
      const w = await wallet(t, { token: 'demo-in', path: url })
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
