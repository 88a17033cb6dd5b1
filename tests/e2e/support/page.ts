// Shared end-to-end helpers: open the wallet in a fresh browser context (in a fake host app or in the
// browser fallback), check accessibility with axe-core, take screenshots and read the screen.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Browser, BrowserContext, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core'
import type { Test } from 'tap'
import { projectRoot } from '../../../shared/node/project-root.js'
import { startStack, type Stack, type StackOptions } from '../../helpers/stack.js'
import { leakedInto } from '../../helpers/leaks.js'
import { catalogue, expectedText } from '../../helpers/messages.js'
import { exposeFakeSdk, finishPayment, installFakeHost, SDK_BINDING, type SdkFinish, type SdkPayment } from '../../../scripts/fake-host.js'

/** What the fake host app's `getAppInfo()` / `getUserInfo()` answer; unset fields get demo defaults. */
export interface FakeBridgeOptions {
  token?: string
  language?: string
  userId?: string
  /** Defaults from the token: `*-bd` BD, `*-br` BR, `*-id` ID, else IN. */
  region?: string
  countryCode?: string
  channel?: string
  productId?: string
  deviceId?: string
  origin?: string
  flavor?: string
  versionName?: string
  versionCode?: number
  /** Extra or overriding raw keys of getAppInfo's JSON (e.g. `{ slots: true }` or old key spellings). */
  appInfo?: Record<string, unknown>
  /** getUserInfo's JSON object; default `{ userId, name: 'Demo Player', user_type: 1, ... }`; null answers ''. */
  userInfo?: Record<string, unknown> | null
  /**
   * What the payer does after each pay(), in order (scripts/fake-host.ts): paid, failed or abandoned at the payment
   * provider and then reported, or 'lie' (success reported, nothing paid). Omitted or 'hold': pay() only
   * records, and the test finishes the payment with `bridge.finishPayment`.
   */
  payments?: SdkPayment[]
}

export interface BridgeCall { method: string, args: unknown[] }

export interface FakeBridge {
  /** The calls the page made on `window.WalletHost` (closeAllPages, payError, pay), in order. */
  calls: () => Promise<BridgeCall[]>
  /** Waits until the page has called `method` at least once; returns its first call. */
  waitForCall: (method: string, timeoutMs?: number) => Promise<BridgeCall>
  /** The app's payment SDK finishes a held payment: at the provider (unless 'lie'), then onWalletPayResult. */
  finishPayment: (orderId: string, how: SdkFinish) => Promise<void>
}

export interface OpenOptions {
  /** The login token: the bridge's (default 'demo-in' when a bridge is given), else `?token=` in the URL; omit for none. */
  token?: string
  /** The route to open, may carry its own query (default '/asset/detail'). */
  path?: string
  /** Page host: 'localhost' (IN), 'coin.localhost' (BD), 'br.localhost', 'id.localhost'. */
  host?: string
  /** Browser fallback: `?lang=`; with a bridge: the app info's language. */
  lang?: string
  /** Inject a fake `window.WalletHost` (the host app); false or omitted: the browser fallback. */
  bridge?: FakeBridgeOptions | false
  /** Adds `slots=1` to the page URL. */
  slots?: boolean
  /** Wait for the rendered screen (default true); false returns right after the navigation started. */
  waitRendered?: boolean
  /** Source run in every document of the page before its own scripts (e.g. listeners); gone when the page is given back. */
  initScript?: string
  /** Open a new page of this browser context (the same device's storage, e.g. an earlier wallet's `context`). */
  context?: BrowserContext
}

export interface OpenedWallet {
  page: Page
  /** Always present; without a fake bridge `calls()` answers []. */
  bridge: FakeBridge
  context: BrowserContext
  /** Everything the page logged with console.error, plus uncaught page errors ('pageerror: ...'). */
  consoleErrors: string[]
  /** `http://<host>:<port>` of the gateway for this page. */
  origin: string
  /** The URL first opened. */
  url: string
  /** Ends the test's use of the page: wiped and kept for the next openWallet of the browser (each test has a page of its own). */
  close: () => Promise<void>
}

export const VIEWPORT = { width: 360, height: 740, deviceScaleFactor: 1 } as const

function regionOfToken (token: string): string {
  const m = /-(bd|br|id|in)(?:-|$)/.exec(token)
  return m?.[1]?.toUpperCase() ?? 'IN'
}

export function bridgePayload (o: FakeBridgeOptions, token: string, lang: string | undefined): { appInfo: Record<string, unknown>, userInfo: Record<string, unknown> | null } {
  const region = o.region ?? regionOfToken(token)
  const userId = o.userId ?? '20481736'
  const appInfo: Record<string, unknown> = {
    token,
    language: o.language ?? lang ?? 'en',
    userId,
    flavor: o.flavor ?? 'gp_in',
    versionName: o.versionName ?? '3.2.1',
    versionCode: o.versionCode ?? 321,
    origin: o.origin ?? 'https://wallet.example',
    deviceId: o.deviceId ?? 'e2e-device-1',
    region,
    channel: o.channel ?? 'gp',
    productId: o.productId ?? 'cardgame',
    countryCode: o.countryCode ?? region,
    session: 'e2e-session-1',
    ...o.appInfo
  }
  const userInfo = o.userInfo === null
    ? null
    : { userId, name: 'Demo Player', picture: '', email: '', phone: '', user_type: 1, ...o.userInfo }
  return { appInfo, userInfo }
}

function withQuery (path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, 'http://x')
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v)
  return `${url.pathname}${url.search}${url.hash}`
}

/** A port-qualified origin for a page host in front of the stack's gateway. */
export function originFor (stack: Stack, host = 'localhost'): string {
  return `http://${host}:${new URL(stack.gatewayUrl).port}`
}

/** The page hosts the tests open (each a region of the gateway's host map). */
export const PAGE_HOSTS = ['localhost', 'br.localhost', 'coin.localhost', 'id.localhost'] as const

interface Tab { context: BrowserContext, page: Page }

/**
 * The requests a borrowed page has started and not yet seen end, for settle()'s quiet-network wait. Puppeteer's
 * own count (page.waitForNetworkIdle) cannot serve a reused tab: giving a tab back removes every 'request'
 * listener, Puppeteer's own among them, so on the next test that count saw no new request (its wait ended
 * at once) and kept for ever any request it never saw end (its wait then timed out, as in CI).
 */
interface Traffic { open: Map<HTTPRequest, number>, lastChange: number, stop: () => void }
const traffic = new WeakMap<Page, Traffic>()

function trackTraffic (page: Page): void {
  traffic.get(page)?.stop()
  const t: Traffic = { open: new Map(), lastChange: Date.now(), stop: () => {} }
  const started = (request: HTTPRequest): void => {
    // A new document in the tab: the old one's requests are cancelled with it, and Puppeteer does not always
    // report their end (one held for an ExtraInfo event that never comes kept a later settle waiting in CI).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) t.open.clear()
    t.open.set(request, Date.now())
    t.lastChange = Date.now()
  }
  const ended = (request: HTTPRequest): void => { if (t.open.delete(request)) t.lastChange = Date.now() }
  const answered = (response: HTTPResponse): void => { ended(response.request()) }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  page.on('response', answered)
  t.stop = () => {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
    page.off('response', answered)
  }
  traffic.set(page, t)
}

/** Until no request of the page has been open for `idleMs`; a timeout names the requests still open. */
async function networkQuiet (page: Page, idleMs: number, timeoutMs: number): Promise<void> {
  const t = traffic.get(page)
  if (t === undefined) {
    await page.waitForNetworkIdle({ idleTime: idleMs, concurrency: 0, timeout: timeoutMs })
    return
  }
  const deadline = Date.now() + timeoutMs
  while (t.open.size > 0 || Date.now() - t.lastChange < idleMs) {
    if (Date.now() > deadline) {
      const open = [...t.open].map(([r, at]) => `${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')} (${r.resourceType()}, open ${Date.now() - at} ms)`)
      throw new Error(`the network was not quiet for ${idleMs} ms within ${timeoutMs} ms; open: ${open.length === 0 ? 'none (requests kept starting)' : open.join(', ')}`)
    }
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}
// A fresh page costs Chromium a new renderer process (about two CPU-seconds here, most of a page test's
// cost on CI's two cores); a page given back is wiped and reused by the next openWallet of its browser.
const idleTabs = new WeakMap<Browser, Tab[]>()

async function borrowTab (browser: Browser): Promise<Tab> {
  const idle = idleTabs.get(browser)?.pop()
  if (idle !== undefined) return idle
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  // A test file run on its own through tsx (npm test runs them compiled by tsc) has esbuild's `__name(fn,
  // "name")` wrappers in the functions it sends to the page (installFakeHost, evaluate callbacks).
  await page.evaluateOnNewDocument('globalThis.__name = globalThis.__name ?? (fn => fn)')
  return { context, page }
}

/** A new page of a context a test already has (a second page of the same device). */
async function newTabOf (context: BrowserContext): Promise<Tab> {
  const page = await context.newPage()
  await page.evaluateOnNewDocument('globalThis.__name = globalThis.__name ?? (fn => fn)')
  return { context, page }
}

/** Leaves the tab as a new one would be (blank, no storage, cookies, listeners or scripts of the test), then idle. */
async function giveBack (browser: Browser, tab: Tab, stack: Stack, scripts: string[], bindings: string[], visited: Set<string>): Promise<void> {
  const { context, page } = tab
  try {
    if (!browser.connected || page.isClosed()) return
    // sessionStorage belongs to the tab and can only be cleared from a page of its origin: a tab that
    // saw more than one origin, or has left the one it saw, is not reused.
    const [only, ...more] = visited
    if (more.length > 0 || (only !== undefined && new URL(page.url()).origin !== only)) throw new Error('not reusable')
    await page.evaluate(() => { sessionStorage.clear(); localStorage.clear() })
    for (const other of await context.pages()) if (other !== page) await other.close()
    traffic.get(page)?.stop()
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
    page.removeAllListeners('request')
    page.removeAllListeners('dialog')
    page.removeAllListeners('framenavigated')
    await page.setRequestInterception(false)
    await page.setOfflineMode(false) // a test that left its page offline (the wallet's offline journeys)
    for (const id of scripts) await page.removeScriptToEvaluateOnNewDocument(id)
    for (const name of bindings) await page.removeExposedFunction(name)
    await page.goto('about:blank', { timeout: 5000 })
    const cdp = await page.createCDPSession()
    try {
      for (const host of PAGE_HOSTS) {
        const origin = originFor(stack, host)
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
      }
      await cdp.send('Network.clearBrowserCookies')
    } finally {
      await cdp.detach()
    }
    await page.setViewport(VIEWPORT)
  } catch {
    await context.close().catch(() => {})
    return
  }
  const idle = idleTabs.get(browser) ?? []
  idle.push(tab)
  idleTabs.set(browser, idle)
}

export async function openWallet (browser: Browser, stack: Stack, options: OpenOptions = {}): Promise<OpenedWallet> {
  const { path = '/asset/detail', host = 'localhost', lang, bridge: bridgeOptions, slots } = options
  const tab = options.context !== undefined ? await newTabOf(options.context) : await borrowTab(browser)
  const { context, page } = tab
  trackTraffic(page)
  const scripts: string[] = []
  const bindings: string[] = []
  await page.setViewport(VIEWPORT)
  const consoleErrors: string[] = []
  page.on('console', msg => {
    if (msg.type() !== 'error') return
    const where = msg.location().url
    // The browser's own favicon probe is not the app's error; nor are the fixtures' pictures, whose CDN
    // host (cdn.mock.local) exists nowhere (the screens show their fallbacks instead).
    if (where?.endsWith('/favicon.ico') === true) return
    if (where !== undefined && where !== '' && new URL(where).hostname === 'cdn.mock.local') return
    consoleErrors.push(where !== undefined && where !== '' ? `${msg.text()} (${where})` : msg.text())
  })
  page.on('pageerror', err => { consoleErrors.push(`pageerror: ${err instanceof Error ? err.message : String(err)}`) })
  const visited = new Set<string>()
  page.on('framenavigated', frame => {
    if (frame !== page.mainFrame()) return
    const at = new URL(frame.url())
    if (at.protocol === 'http:' || at.protocol === 'https:') visited.add(at.origin)
  })

  if (options.initScript !== undefined) scripts.push((await page.evaluateOnNewDocument(options.initScript)).identifier)
  let query: Record<string, string | undefined>
  if (bridgeOptions !== undefined && bridgeOptions !== false) {
    const token = options.token ?? bridgeOptions.token ?? 'demo-in'
    scripts.push((await page.evaluateOnNewDocument(installFakeHost, { ...bridgePayload(bridgeOptions, token, lang), sdkBinding: SDK_BINDING })).identifier)
    if (bridgeOptions.payments !== undefined) {
      const queue = [...bridgeOptions.payments]
      await exposeFakeSdk(page, stack.mockUrl, () => queue.shift() ?? 'hold', message => { consoleErrors.push(message) })
      bindings.push(SDK_BINDING)
    }
    query = { slots: slots === true ? '1' : undefined }
  } else {
    query = { token: options.token, lang, slots: slots === true ? '1' : undefined }
  }
  const origin = originFor(stack, host)
  const url = `${origin}${withQuery(path, query)}`
  const bridge: FakeBridge = {
    calls: async () => page.evaluate(() => (window as unknown as { __bridgeCalls?: BridgeCall[] }).__bridgeCalls ?? []),
    waitForCall: async (method, timeoutMs = 10000) => {
      const handle = await page.waitForFunction(
        (m: string) => ((window as unknown as { __bridgeCalls?: BridgeCall[] }).__bridgeCalls ?? []).find(c => c.method === m),
        { timeout: timeoutMs }, method)
      return await handle.jsonValue() as BridgeCall
    },
    finishPayment: async (orderId, how) => { await finishPayment(page, stack.mockUrl, orderId, how) }
  }
  let closed: Promise<void> | undefined
  const close = async (): Promise<void> => {
    closed ??= giveBack(browser, tab, stack, scripts, bindings, visited)
    await closed
  }
  if (options.waitRendered === false) {
    await page.goto(url, { waitUntil: 'domcontentloaded' })
  } else {
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
  }
  return { page, bridge, context, consoleErrors, origin, url, close }
}

/** Waits until the app shows a screen: no spinner or placeholder still waiting for its answer (aria-busy), and a
 * page frame or a state view (login, failed, timeout). */
export async function waitRendered (page: Page, timeoutMs = 15000): Promise<void> {
  try {
    await page.waitForFunction(() =>
      document.querySelector('.spinner, [aria-busy="true"]') === null &&
      document.querySelector('.page, [data-testid], .state[role=alert]') !== null,
    { timeout: timeoutMs, polling: 50 })
  } catch (err) {
    // What the page was waiting on, so a timeout on a loaded machine can be told from a screen that never came.
    const seen = await page.evaluate(() => ({
      url: location.href,
      busy: [...document.querySelectorAll('.spinner, [aria-busy="true"]')].map(el => el.outerHTML.slice(0, 200)),
      text: document.body.innerText.slice(0, 1000),
      // The last requests that finished, and when (ms after the page's start).
      done: performance.getEntriesByType('resource').slice(-6).map(r => `${r.name.replace(location.origin, '')} ${Math.round(r.startTime + r.duration)}`),
      now: Math.round(performance.now())
    })).catch(() => null)
    throw new Error(`screen not rendered within ${timeoutMs} ms: ${JSON.stringify(seen)}`, { cause: err })
  }
}

/** Waits for the screen to be rendered and the network to be quiet (no request for 150 ms), then rendered again. */
export async function settle (page: Page, timeoutMs = 15000): Promise<void> {
  await waitRendered(page, timeoutMs)
  await networkQuiet(page, 150, timeoutMs)
  await waitRendered(page, timeoutMs)
}

/** Waits until the page's visible text contains `text` (never empty: every page contains ''); returns that visible text. */
export async function waitForText (page: Page, text: string, timeoutMs = 10000): Promise<string> {
  expectedText(text)
  try {
    const seen = await page.waitForFunction((s: string) => document.body.innerText.includes(s) && document.body.innerText, { timeout: timeoutMs, polling: 50 }, text)
    return await seen.jsonValue() as string
  } catch (err) {
    const shown = await page.evaluate(() => document.body.innerText).catch(() => '(page gone)')
    throw new Error(`text ${JSON.stringify(text)} not shown within ${timeoutMs} ms; the page shows:\n${shown.slice(0, 2000)}`, { cause: err })
  }
}

/** Waits for `text` on the page, then asserts the visible text seen holds it. */
export async function seeText (t: Test, page: Page, text: string, label: string): Promise<void> {
  t.match(await waitForText(page, text), text, label)
}

/** The text of the page's first h1, trimmed; '' for none. */
export async function heading (page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '')
}

/** The visible text of the page. */
export async function pageText (page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText)
}

let keyPattern: RegExp | undefined
/** Untranslated message keys shown as text (e.g. 'withdraw.type.upi'): first segments of locales/en.json's keys, dotted. */
export function rawLocaleKeys (text: string): string[] {
  if (keyPattern === undefined) {
    const en = catalogue('en')
    const prefixes = new Set([...Object.keys(en).map(k => k.split('.')[0] ?? ''), 'withdraw', 'recharge', 'feedback', 'documents', 'support'])
    prefixes.delete('')
    keyPattern = new RegExp(`(?<![\\w.@/-])(?:${[...prefixes].join('|')})(?:\\.[a-z0-9_]+)+(?![\\w@-])`, 'g')
  }
  return [...new Set(text.match(keyPattern) ?? [])]
}

/** The text of the first `[data-testid=<id>]`, or null when there is none. */
export async function testIdText (page: Page, testId: string): Promise<string | null> {
  return page.evaluate((id: string) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(id)}"]`)
    return el === null ? null : el.innerText
  }, testId)
}

/** Waits for `[data-testid=<id>]` to be in the page and returns its text. */
export async function waitForTestId (page: Page, testId: string, timeoutMs = 10000): Promise<string> {
  await page.waitForSelector(`[data-testid="${testId}"]`, { timeout: timeoutMs })
  return (await testIdText(page, testId)) ?? ''
}

let axeSource: string | undefined
function axe (): string {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url)
    axeSource = readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')
  }
  return axeSource
}

/** axe-core's rule tags of WCAG 2.2 level AA (and the A and 2.0/2.1 levels under it). */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** What axe-core found on a page: each violation, and how many nodes each rule evaluated (passed, failed or
 * left to a person). */
export interface A11yFindings { violations: string[], evaluated: Record<string, number> }

/** Runs axe-core's WCAG 2.2 AA rules on the page as it is now. */
export async function a11yFindings (page: Page): Promise<A11yFindings> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  // Evaluated through the DevTools protocol: the page's CSP refuses inline <script> tags (addScriptTag).
  if (!present) await page.evaluate(axe())
  return await page.evaluate(async (tags: string[]) => {
    interface Rule { id: string, help: string, nodes: Array<{ target: unknown[] }> }
    interface Results { violations: Rule[], passes: Rule[], incomplete: Rule[] }
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Results> } }
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } })
    const evaluated: Record<string, number> = {}
    for (const rule of [...result.violations, ...result.passes, ...result.incomplete]) {
      evaluated[rule.id] = (evaluated[rule.id] ?? 0) + rule.nodes.length
    }
    const at = (rule: Rule): string => rule.nodes.map(n => JSON.stringify(n.target)).join(', ')
    return { violations: result.violations.map(v => `${v.id}: ${v.help} at ${at(v)}`), evaluated }
  }, WCAG22_AA)
}

/** The rules of `rules` that evaluated no node: what axe could not have checked on that page. */
export function unmeasured (findings: A11yFindings, rules: readonly string[]): string[] {
  return rules.filter(rule => (findings.evaluated[rule] ?? 0) === 0)
}

/**
 * The accessibility check of every screen: axe-core's WCAG 2.2 AA rules, every violation failing whatever its
 * impact, and proof that it measured the screen: the contrast of some text, and the labels of its form fields
 * when it shows any (a blank or unrendered page fails). `measured` adds rules that must evaluate some node.
 */
export async function checkA11y (
  page: Page, t: Test, label = page.url(), measured: readonly string[] = []
): Promise<void> {
  const findings = await a11yFindings(page)
  // Fields a person can reach: behind an open modal dialog the page is inert, and axe rightly skips it.
  const hasFields = await page.evaluate(() => {
    const scope = document.querySelector('dialog[open]:modal') ?? document
    const fields = [...scope.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea')]
    return fields.some(el => el.closest('[inert]') === null && el.checkVisibility())
  })
  const rules = ['color-contrast', ...(hasFields ? ['label'] : []), ...measured]
  t.same(findings.violations, [], `${label}: no WCAG 2.2 AA violation (axe-core)`)
  const counts = rules.map(rule => `${rule} ${findings.evaluated[rule] ?? 0}`).join(', ')
  t.same(unmeasured(findings, rules), [], `${label}: axe measured the screen (nodes: ${counts})`)
}

/** Saves `tests/e2e/screenshots/<name>.png` (git-ignored) of the 360x740 viewport. */
export async function screenshot (page: Page, name: string): Promise<string> {
  const dir = join(projectRoot(), 'tests', 'e2e', 'screenshots')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${name.replace(/[^a-zA-Z0-9._-]+/g, '_')}.png`)
  const vp = page.viewport()
  if (vp?.width !== VIEWPORT.width || vp.height !== VIEWPORT.height) await page.setViewport(VIEWPORT)
  await page.screenshot({ path: file })
  return file
}

/**
 * The gateway's upstream time limit in the browser tests. Two browser suites share CI's two cores with
 * their Chromium pages, so a mock answer can wait on the CPU for over a second; a tight limit there
 * turns a busy machine into 504s. Only the timeout view's test (demo-slow) waits this long.
 */
export const E2E_UPSTREAM_TIMEOUT_MS = 6000

/** The real gateway serving the built client in front of the real mock upstream, for one browser suite. */
/** `fixturesDir`: the mock's world of the test's own; `env`: more of the gateway's environment (a REGIONS_FILE of the
 * test's own, say). */
export async function startWalletStack (t: Test, options: Pick<StackOptions, 'fixturesDir'> & { env?: Record<string, string> } = {}): Promise<Stack> {
  const { env = {}, ...rest } = options
  const stack = await startStack(t, { ...rest, timeoutMs: E2E_UPSTREAM_TIMEOUT_MS, env: { CLIENT_DIR: clientDir(), ...env } })
  // After the file's whole run (teardowns run last first, so the stack is still up): nothing the players sent
  // upstream, token or personal value, is in the gateway's logs.
  t.teardown(async () => {
    const leaked = leakedInto(stack.logs, await stack.everything())
    if (leaked.length > 0) throw new Error(`the gateway's logs hold what players sent: ${leaked.map(v => `${v.slice(0, 3)}…`).join(', ')}`)
  })
  return stack
}

/** The client the gateway serves in tests (npm test builds it first); E2E_CLIENT_DIR points at another build. */
export function clientDir (): string {
  const dir = process.env.E2E_CLIENT_DIR
  return dir !== undefined && dir !== '' ? dir : join(projectRoot(), 'dist', 'client')
}

/**
 * A page in a browser context of its own (a cold load) whose requests for a path matching `path` wait
 * until release(): an answer that is slow for as long as the test needs, without a clock.
 */
export async function pageHolding (browser: Browser, t: Test, path: RegExp): Promise<{ page: Page, held: HTTPRequest[], release: () => void }> {
  const context = await browser.createBrowserContext()
  t.teardown(async () => { await context.close() })
  const page = await context.newPage()
  const held: HTTPRequest[] = []
  let holding = true
  await page.setRequestInterception(true)
  page.on('request', (req: HTTPRequest) => {
    if (holding && path.test(new URL(req.url()).pathname)) held.push(req)
    else void req.continue()
  })
  const release = (): void => {
    holding = false
    for (const req of held) void req.continue()
  }
  return { page, held, release }
}
