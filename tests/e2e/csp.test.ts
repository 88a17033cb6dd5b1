// The built client under the gateway's Content-Security-Policy in real Chromium: screens load and work in
// a plain browser and inside the fake host app with no policy violation and no console error; the policy
// is really enforced (an inline script is refused and reported); a same-origin service worker registers.
import t from 'tap'
import { cpSync, existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { startStack } from '../helpers/stack.js'
import { e2eBrowser, walletOf } from './support/fixture.js'
import { checkA11y, clientDir, E2E_UPSTREAM_TIMEOUT_MS, waitForTestId, type OpenOptions } from './support/page.js'

interface Violation { directive: string, blocked: string, source: string, sample: string }

// Before any script of the page: every securitypolicyviolation event of the document, kept for the test.
const RECORD_VIOLATIONS = `(() => {
  const seen = []
  Object.defineProperty(window, '__cspViolations', { value: seen })
  document.addEventListener('securitypolicyviolation', e => {
    seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, sample: e.sample })
  }, true)
})()`

async function violations (page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [{ directive: 'recorder missing', blocked: '', source: '', sample: '' }])
}

/** The policy the page itself was served with (the same document fetched again). */
async function servedPolicy (page: Page): Promise<string> {
  return page.evaluate(async () => (await fetch(location.pathname, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '')
}

t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
// A copy of the built client plus a probe worker (the stack serves the wallet's own worker switched off).
const served = t.testdir({})
cpSync(clientDir(), served, { recursive: true })
writeFileSync(join(served, 'csp-probe-sw.js'), "self.addEventListener('fetch', () => {})\n")
const stack = await startStack(t, { timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { CLIENT_DIR: served } })
const browser = await e2eBrowser(t)
const wallet = walletOf(browser, stack)

const SCREENS = [
  { path: '/asset/detail', ready: 'balance-total' },
  { path: '/asset/transactions', ready: 'trade-row' },
  { path: '/withdraw/option', ready: 'wd-method-upi' },
  { path: '/recharge/amount', ready: 'packages' }
] as const

const MODES: Array<{ label: string, open: OpenOptions }> = [
  { label: 'plain browser', open: { token: 'demo-in' } },
  { label: 'host app bridge', open: { bridge: { token: 'demo-in' } } }
]

for (const mode of MODES) {
  t.test(`${mode.label}: screens work under the CSP`, async t => {
    await stack.reset()
    for (const screen of SCREENS) {
      const w = await wallet(t, { ...mode.open, path: screen.path, lang: 'en', initScript: RECORD_VIOLATIONS })
      const policy = await servedPolicy(w.page)
      t.match(policy, /(^|;)\s*script-src 'self'\s*(;|$)/, `${screen.path}: served with a script-src of its own origin only`)
      t.notMatch(policy, /unsafe-inline|unsafe-eval/, `${screen.path}: no inline script or eval allowed`)
      await waitForTestId(w.page, screen.ready)
      t.ok(await w.page.$(`[data-testid="${screen.ready}"]`), `${screen.path}: ${screen.ready} shown`)
      if (screen.path === '/asset/detail') {
        await w.page.click('a[href="/withdraw/option"]')
        await waitForTestId(w.page, 'wd-method-upi')
        t.equal(new URL(w.page.url()).pathname, '/withdraw/option', 'the withdraw link leads to the withdraw screen (lazy route chunk loaded)')
      }
      t.same(await violations(w.page), [], `${screen.path}: no securitypolicyviolation`)
      t.same(w.consoleErrors, [], `${screen.path}: no console error`)
      // Given back at once, so the next screen reuses this renderer instead of starting one.
      await w.close()
    }
  })
}

t.test('the policy is enforced: inline script and eval are refused and reported', async t => {
  const w = await wallet(t, { token: 'demo-in', initScript: RECORD_VIOLATIONS })
  const logged = new Promise<string>(resolve => {
    w.page.on('console', msg => { if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) resolve(msg.text()) })
  })
  const ran = await w.page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.head.appendChild(script)
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
  })
  t.equal(ran, false, 'the inline script did not run')
  t.match(await logged, /inline script/i, 'the refusal is a console error, which the screens above would show')
  await w.page.waitForFunction(() => ((window as unknown as { __cspViolations?: unknown[] }).__cspViolations ?? []).length > 0)
  const [first] = await violations(w.page)
  t.equal(first?.directive, 'script-src-elem', 'reported as a script-src violation')
  t.equal(first?.blocked, 'inline', 'of an inline script')

  // Through a script of the page: a timer is where a page's own code would call eval.
  const evalOutcome = await w.page.evaluate(async () => new Promise<string>(resolve => {
    setTimeout(() => {
      // eslint-disable-next-line no-eval -- the point: the page's CSP must refuse eval
      try { resolve(String((0, eval)('"eval ran"'))) } catch (err) { resolve((err as Error).name) }
    }, 0)
  }))
  t.equal(evalOutcome, 'EvalError', 'eval is refused')
})

t.test('a same-origin service worker registers under the policy', async t => {
  const w = await wallet(t, { token: 'demo-in', initScript: RECORD_VIOLATIONS })
  const state = await w.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/csp-probe-sw.js', { type: 'module', scope: '/' })
    await navigator.serviceWorker.ready
    const scope = registration.scope
    await registration.unregister()
    return scope
  })
  t.equal(state, `${w.origin}/`, 'registered for the whole app')
  t.same(await violations(w.page), [], 'no securitypolicyviolation')
})

t.test('accessibility checks still run under the policy', async t => {
  const w = await wallet(t, { token: 'demo-in', initScript: RECORD_VIOLATIONS })
  await checkA11y(w.page, t, 'asset detail under the CSP')
  t.same(await violations(w.page), [], 'axe-core itself caused no violation')
})
