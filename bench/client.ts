// The client as a player on a low-end phone over a slow mobile network sees it: cold loads and repeat visits
// of My Balance in Chromium with Lighthouse's mobile profile applied through the DevTools protocol, against
// the real gateway and mock upstream as separate processes (built from dist/, like production).
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { TargetType, type Browser, type CDPSession, type Page, type Target } from 'puppeteer-core'
import { launchChromium, runLighthouse, type LighthouseFigures } from '../scripts/lighthouse.js'
import { startServices } from './services.js'
import { projectRoot } from '../shared/node/project-root.js'
import { median } from './lib/stats.js'
import { startChild, stopChild } from './lib/children.js'
import { floorPagesDir, scripts } from './lib/dist.js'
import { freePorts, waitUntilServing } from './lib/net.js'
import { FIRST_PAINT_GOAL_BYTES } from './bundle.js'

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x. */
export const MOBILE_PROFILE = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 } as const
/** A mid-range phone's viewport, as Lighthouse's mobile emulation uses. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const RUNS = 9
const PATH = '/asset/detail'
/** The goal: the balance amount on screen within 1.2 s of a cold load. */
export const BALANCE_GOAL_MS = 1200

interface Request {
  url: string
  type: string
  start: number
  end: number
  bytes: number
  /** Answered by the HTTP cache or by the service worker (from its caches), not over the network. */
  cached: boolean
  /** Made by the service worker itself (its navigation fetch, a precache download), not by the page. */
  worker?: boolean
}

export interface Load {
  fcp: number
  lcp: number
  balance: number
  bytes: number
  requests: Request[]
  /** The balance first shown was the kept one, with its time (lib/snapshot.ts); false on pages without one. */
  kept: boolean
  /** When the live balance replaced the kept one (its time gone); -1 when it never did (offline) or none was kept. */
  live: number
  /** A spinner was on screen before the balance. */
  spinner: boolean
  /** When the offline banner showed; -1 when it did not. */
  banner: number
}

export interface ClientBench {
  cold: Load[]
  repeat: Load[]
  /** Per reference page, its cold loads. */
  floor: Load[][]
  /** Per page, each run. */
  lighthouse: LighthouseFigures[][]
  markdown: string
}

/**
 * Reference pages (bench/floor), each showing only the balance, loaded cold beside My Balance under the same
 * profile: how soon this host lets any page show a balance, with no framework and with React 19 alone.
 */
const REACT_ALONE = 'React 19 alone: the balance asked for while React downloads, then one render'
const FLOOR_PAGES = [
  ['the balance written into the page by its server, no script', '/static.html'],
  ['no framework: a small module asks for the balance and writes it', '/plain.html'],
  ['the same while React downloads and is evaluated beside it', '/plain-react.html'],
  [REACT_ALONE, '/react.html']
] as const

/** The pages the Lighthouse goals name. */
const LIGHTHOUSE_PAGES = [
  ['My Balance', PATH],
  ['Withdraw', '/withdraw/option'],
  ['Add Cash', '/recharge/amount']
] as const
export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, bestPractices: 100 } as const
const LIGHTHOUSE_RUNS = 3
/** Lighthouse warns of a slow host below this benchmark index (core/gather/driver/environment.js): its 4x
 * slowdown is meant for hosts at or above it. */
export const LIGHTHOUSE_HOST_INDEX = 1000

/** The host's CPU as Lighthouse measures it, beside what the throttled figures mean on it. */
export function hostLine (runs: LighthouseFigures[]): string {
  const indexes = runs.map(r => r.benchmarkIndex).filter(n => Number.isFinite(n))
  if (indexes.length === 0) return 'Lighthouse measured no benchmark index for this machine.'
  const index = Math.round(median(indexes))
  const meaning = index >= LIGHTHOUSE_HOST_INDEX
    ? 'this host is at or above it'
    : `this host is below it: its JavaScript runs about ${(LIGHTHOUSE_HOST_INDEX / index).toFixed(1)}x as long, so ` +
      'the same slowdown makes a slower phone than the goals name'
  return 'This machine\'s CPU by Lighthouse\'s benchmark index (a JavaScript compute test; median of its ' +
    `${indexes.length} runs): **${index}**. The ${MOBILE_PROFILE.cpuSlowdown}x CPU slowdown stands for a ` +
    `mid-range phone on a host of ${LIGHTHOUSE_HOST_INDEX} or more, and ${meaning}. The index does not measure ` +
    'how fast the host gives a new renderer process its memory (the fresh-memory figure at the top of this ' +
    'file), which slows every load on a host that backs its memory lazily.'
}

/** Each score and figure is the median of the page's runs; the failing audits are those of the run with the
 * median performance score. */
export function medianLighthouse (runs: LighthouseFigures[]): LighthouseFigures {
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]
  if (middle === undefined) throw new Error('no Lighthouse run')
  const scoreOf = (pick: (r: LighthouseFigures) => number | null): number | null => {
    const values = runs.map(pick)
    return values.some(v => v === null) ? null : median(values as number[])
  }
  const metric = (pick: (r: LighthouseFigures) => number): number => median(runs.map(pick))
  return {
    ...middle,
    scores: {
      performance: scoreOf(r => r.scores.performance),
      accessibility: scoreOf(r => r.scores.accessibility),
      bestPractices: scoreOf(r => r.scores.bestPractices)
    },
    metrics: {
      fcp: metric(r => r.metrics.fcp),
      lcp: metric(r => r.metrics.lcp),
      cls: metric(r => r.metrics.cls),
      tbt: metric(r => r.metrics.tbt),
      speedIndex: metric(r => r.metrics.speedIndex),
      bytes: metric(r => r.metrics.bytes),
      requests: metric(r => r.metrics.requests)
    }
  }
}

function lighthouseTable (pages: LighthouseFigures[][]): string {
  const s = (n: number | null): string => n === null ? 'n/a' : String(n)
  const rows = pages.map((runs, i) => {
    const r = medianLighthouse(runs)
    const each = runs.map(x => s(x.scores.performance)).join(', ')
    return `| ${LIGHTHOUSE_PAGES[i]?.[0] ?? r.url} | ${s(r.scores.performance)} | ${each} | ` +
      `${s(r.scores.accessibility)} | ${s(r.scores.bestPractices)} | ${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} ` +
      `| ${r.metrics.cls.toFixed(3)} | ${ms(r.metrics.tbt)} | ${kb(r.metrics.bytes)} | ` +
      `${r.failing.map(f => f.id).join(', ')} |`
  })
  const g = LIGHTHOUSE_GOALS
  return [
    `Lighthouse 12 (mobile, simulated throttling), median of ${LIGHTHOUSE_RUNS} runs per page, goals: performance ` +
      `>= ${g.performance}, accessibility ${g.accessibility}, best practices ${g.bestPractices}:`,
    '',
    '| page | performance | performance of each run | accessibility | best practices | FCP (ms) | LCP (ms) | CLS | ' +
      'TBT (ms) | KB | audits under 1 (median run) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

/** What observe() records in the page (types only: the functions run in the page, where no import exists). */
interface BenchMarks { balance: number, lcp: number, kept: boolean, live: number, spinner: boolean, banner: number }
interface Benched { __bench: BenchMarks }

/** Runs in the page before its own scripts: when the balance amount shows, and the largest paint. */
function observe (): void {
  const w = window as unknown as Benched
  w.__bench = { balance: -1, lcp: -1, kept: false, live: -1, spinner: false, banner: -1 }
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) w.__bench.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // Mutations are seen before the frame that paints them: a balance seen here at or before the first
  // contentful paint's time is part of that paint.
  const check = (): void => {
    const b = w.__bench
    const stamp = document.querySelector('[data-testid="balance-stamp"]') !== null
    if (b.balance < 0) {
      if (document.querySelector('.spinner') !== null) b.spinner = true
      const el = document.querySelector('[data-testid="balance-total"]')
      if (el !== null && /\d/.test(el.textContent ?? '')) { b.balance = performance.now(); b.kept = stamp }
    } else if (b.kept && b.live < 0 && !stamp) b.live = performance.now()
    if (b.banner < 0 && document.querySelector('[data-testid="offline-banner"]') !== null) b.banner = performance.now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
}

/** The profile's network (or none at all) on a page's or a service worker's session; the CPU slowdown on pages. */
async function throttle (cdp: CDPSession, offline: boolean, cpu: boolean): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: MOBILE_PROFILE.rttMs,
    downloadThroughput: MOBILE_PROFILE.downKbps * 1024 / 8,
    uploadThroughput: MOBILE_PROFILE.upKbps * 1024 / 8
  })
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown })
}

/** Collects a session's requests into `requests`, times from `clock.base` (the load's first request). */
function record (cdp: CDPSession, requests: Request[], clock: { base: number }, worker: boolean): void {
  const started = new Map<string, { url: string, type: string, at: number }>()
  cdp.on('Network.requestWillBeSent', e => {
    if (clock.base < 0) clock.base = e.timestamp
    started.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', at: e.timestamp })
  })
  const cached = new Set<string>()
  cdp.on('Network.requestServedFromCache', e => { cached.add(e.requestId) })
  cdp.on('Network.responseReceived', e => {
    const { fromDiskCache, fromPrefetchCache, fromServiceWorker } = e.response
    if (fromDiskCache === true || fromPrefetchCache === true || fromServiceWorker === true) cached.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', e => {
    const s = started.get(e.requestId)
    if (s === undefined || s.url.startsWith('data:')) return
    requests.push({
      url: s.url,
      type: s.type,
      start: (s.at - clock.base) * 1000,
      end: (e.timestamp - clock.base) * 1000,
      bytes: e.encodedDataLength,
      cached: cached.has(e.requestId),
      ...(worker ? { worker } : {})
    })
  })
}

interface LoadOptions {
  /** No network at all, for the page and its service worker. */
  offline?: boolean
  /** Service workers of the page's browser context running now: throttled (or cut off) as the page is. */
  workers?: CDPSession[]
}

async function load (page: Page, url: string, options: LoadOptions = {}): Promise<Load> {
  const offline = options.offline === true
  await page.setViewport(VIEWPORT)
  const cdp = await page.createCDPSession()
  await throttle(cdp, offline, true)
  const requests: Request[] = []
  const clock = { base: -1 }
  record(cdp, requests, clock, false)
  for (const worker of options.workers ?? []) {
    await throttle(worker, offline, false)
    record(worker, requests, clock, true)
  }
  await page.evaluateOnNewDocument(observe)
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForFunction(() => (window as unknown as Benched).__bench.balance >= 0, { timeout: 60_000 })
  // Answers that arrive after the balance (the live balance, the transactions) belong to the load too.
  if (offline) await page.waitForFunction(() => (window as unknown as Benched).__bench.banner >= 0, { timeout: 60_000 })
  else await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 })
  const seen = await page.evaluate(() => {
    const b = (window as unknown as Benched).__bench
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1
    return { fcp, lcp: b.lcp, balance: b.balance, kept: b.kept, live: b.live, spinner: b.spinner, banner: b.banner }
  })
  await cdp.detach()
  requests.sort((a, b) => a.start - b.start)
  return { ...seen, bytes: requests.reduce((sum, r) => sum + (r.cached ? 0 : r.bytes), 0), requests }
}

export async function cold (browser: Browser, url: string): Promise<Load> {
  const context = await browser.createBrowserContext()
  try {
    return await load(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

/** The second visit of a page whose browser kept the first one's cache (the reference pages: no worker). */
async function repeat (browser: Browser, url: string): Promise<Load> {
  const context = await browser.createBrowserContext()
  try {
    const first = await context.newPage()
    await first.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 })
    await first.close()
    return await load(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

/**
 * The wallet's repeat visit, its worker installed: a first visit shows the balance, keeps it (lib/snapshot.ts)
 * and installs the worker, whose install ends only with its precache complete; then the player comes back,
 * online or with no network at all. The worker, still running, is throttled (or cut off) as the page is.
 */
async function repeatWithWorker (browser: Browser, url: string, offline: boolean): Promise<Load> {
  const context = await browser.createBrowserContext()
  try {
    const first = await context.newPage()
    await first.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await first.waitForSelector('[data-testid="balance-total"]', { timeout: 60_000 })
    await first.evaluate(async () => { await navigator.serviceWorker.ready })
    const kept = (): boolean => (localStorage.getItem('wallet.snapshot') ?? '').includes('"asset"')
    await first.waitForFunction(kept, { timeout: 60_000 })
    await first.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 })
    const ownWorker = (t: Target): boolean => t.type() === TargetType.SERVICE_WORKER && t.browserContext() === context
    const workerTarget = await browser.waitForTarget(ownWorker, { timeout: 10_000 })
    const worker = await workerTarget.createCDPSession()
    await first.close()
    try {
      return await load(await context.newPage(), url, { offline, workers: [worker] })
    } finally {
      await worker.detach().catch(() => {})
    }
  } finally {
    await context.close()
  }
}

const ms = (n: number): string => n < 0 ? 'n/a' : `${Math.round(n)}`
const kb = (n: number): string => `${(n / 1024).toFixed(1)}`

/** The request's name without its content hash, so runs compare. */
function label (url: string): string {
  const u = new URL(url)
  if (u.pathname === '/' || !u.pathname.includes('.')) return u.pathname
  const file = u.pathname.split('/').pop() ?? ''
  // Parcel names the page's two scripts (the first module and the entry) alike: those keep their hash.
  return file.startsWith('client.') && file.endsWith('.js') ? file : file.replace(/\.[0-9a-f]{8}\./, '.')
}

const NO_LOAD: Load = {
  fcp: 0,
  lcp: 0,
  balance: 0,
  bytes: 0,
  requests: [],
  kept: false,
  live: -1,
  spinner: false,
  banner: -1
}

const isApi = (r: Request): boolean => new URL(r.url).pathname.startsWith('/api/')
/** What went over the network (not the HTTP cache, not the worker's caches). */
const overNetwork = (rs: Request[]): Request[] => rs.filter(r => !r.cached)

function summary (name: string, loads: Load[]): string {
  const m = (f: (l: Load) => number): number => median(loads.map(f))
  const net = (l: Load, api: boolean): Request[] => overNetwork(l.requests).filter(r => isApi(r) === api)
  const keptInPaint = loads.filter(l => l.kept && l.balance <= l.fcp).length
  return `| ${name} | ${ms(m(l => l.fcp))} | ${ms(m(l => l.balance))} | ${keptInPaint} of ${loads.length} | ` +
    `${ms(m(l => l.live))} | ${loads.filter(l => l.spinner).length} of ${loads.length} | ` +
    `${kb(m(l => net(l, true).reduce((sum, r) => sum + r.bytes, 0)))} | ${m(l => net(l, true).length)} | ` +
    `${kb(m(l => net(l, false).reduce((sum, r) => sum + r.bytes, 0)))} | ${m(l => net(l, false).length)} | ` +
    `${m(l => l.requests.filter(r => r.cached).length)} |`
}

function floorTable (floor: Load[][], wallet: Load[]): string {
  const row = (name: string, loads: Load[]): string => {
    const m = (f: (l: Load) => number): number => median(loads.map(f))
    return `| ${name} | ${ms(m(l => l.fcp))} | ${ms(m(l => l.lcp))} | ${ms(m(l => l.balance))} | ` +
      `${kb(m(l => l.bytes))} | ${m(l => l.requests.length)} |`
  }
  return [
    'What the profile allows on this host: reference pages that show nothing but the balance (`bench/floor`), ' +
      `served by a plain static server that answers the balance at once, each loaded cold ${RUNS} times in the ` +
      'same run, interleaved with My Balance\'s loads above; medians. Those with a script use the wallet\'s Intl ' +
      'warm-up script and money formatter; the React page fetches React beside the module that asks for the ' +
      'balance, as the wallet does. Its repeat visit comes from the HTTP cache (the page asked again, as the ' +
      'wallet\'s server asks of its own page; the hashed scripts kept).',
    '',
    '| page | FCP (ms) | LCP (ms) | balance (ms) | KB transferred | requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...FLOOR_PAGES.map(([name], i) => row(name, floor[i] ?? [])),
    row(`${REACT_ALONE}, repeat visit`, floor[FLOOR_PAGES.length] ?? []),
    row('**My Balance**, the wallet (the cold loads above)', wallet)
  ].join('\n')
}

/** Issue 26's goals, each the wallet's median over the React-alone reference's, measured in this run. */
export const RATIO_GOAL = 1.1
/** The cold load's goal (issue 35): its first screen's calls leave with the entry, React's renderer beside. */
export const COLD_RATIO_GOAL = 1.15

function goalsTable (c: {
  cold: Load[],
  online: Load[],
  offline: Load[],
  reactCold: Load[],
  reactRepeat: Load[]
}): string {
  const m = (loads: Load[], f: (l: Load) => number): number => median(loads.map(f))
  const row = (what: string, wallet: number, reference: number, goal: number): string => {
    const ratio = wallet / reference
    const verdict = ratio <= goal ? 'met' : '**not met**'
    return `| ${what} | ${ms(wallet)} | ${ms(reference)} | ${ratio.toFixed(2)} | ≤ ${goal}: ${verdict} |`
  }
  const repeatFcp = m(c.reactRepeat, l => l.fcp)
  return [
    'Goals of the flaky-network issue (26) and of issue 35 (the cold load), each the wallet\'s median over the ' +
      'React 19 reference page\'s, same run, same profile:',
    '',
    '| figure | My Balance (ms) | React 19 alone (ms) | ratio | goal |',
    '| --- | --- | --- | --- | --- |',
    row(
      'repeat visit, worker installed, online: first contentful paint ' +
        '(the wallet\'s with the kept balance; the reference\'s is its balance)',
      m(c.online, l => l.fcp), repeatFcp, RATIO_GOAL
    ),
    row(
      'repeat visit, worker installed, offline: the same paint with no network',
      m(c.offline, l => l.fcp), repeatFcp, RATIO_GOAL
    ),
    row('cold visit: the balance on screen', m(c.cold, l => l.balance), m(c.reactCold, l => l.balance), COLD_RATIO_GOAL)
  ].join('\n')
}

function waterfall (l: Load): string {
  const rows = l.requests.map(r => `| ${label(r.url)}${r.worker === true ? ' (worker)' : ''} | ${r.type} | ` +
    `${ms(r.start)} | ${ms(r.end)} | ${r.cached ? 'from cache' : kb(r.bytes)} |`)
  return ['| request | type | starts (ms) | ends (ms) | KB |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}

/** The goal for the first paint's JavaScript, language catalogue included, gzipped (one figure, bench/bundle.ts). */
export const FIRST_PAINT_JS_GOAL = FIRST_PAINT_GOAL_BYTES

/** The scripts a cold load asked for before its first API call, at their gzip size as built: what the page
 * names for its first screen (first module, entry, renderer, screen chunk, catalogue). */
function firstPaintScripts (l: Load): Array<{ name: string, gzip: number }> {
  const dir = join(projectRoot(), 'dist', 'client')
  const firstCall = Math.min(...l.requests.filter(r => r.type === 'Fetch').map(r => r.start))
  return l.requests.filter(r => r.type === 'Script' && r.start < firstCall).map(r => {
    const file = join(dir, new URL(r.url).pathname.slice(1) + '.gz')
    return { name: label(r.url), gzip: existsSync(file) ? statSync(file).size : Number.NaN }
  })
}

function firstPaint (l: Load): string {
  const scripts = firstPaintScripts(l)
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  return 'First paint\'s JavaScript (what the cold load asked for before its first call), gzipped: ' +
    `${scripts.map(s => `${s.name} ${kb(s.gzip)} KB`).join(', ')}; **${kb(total)} KB** (goal ` +
    `${kb(FIRST_PAINT_JS_GOAL)} KB).`
}

/** The run whose balance time is the median one, for its waterfall. */
function medianRun (loads: Load[]): Load | undefined {
  const sorted = [...loads].sort((a, b) => a.balance - b.balance)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function benchClient (): Promise<ClientBench> {
  const stack = await startServices()
  const [floorPort] = await freePorts(1)
  const floorPages = startChild('reference pages', scripts.floorPages, { PORT: String(floorPort), DIR: floorPagesDir })
  const browser = await launchChromium()
  try {
    await waitUntilServing(floorPages, `http://127.0.0.1:${floorPort}/api/balance`)
    const url = `${stack.gatewayUrl}${PATH}?token=demo-in`
    const floorUrls = FLOOR_PAGES.map(([, path]) => `http://localhost:${floorPort}${path}`)
    const reactUrl = `http://localhost:${floorPort}/react.html`
    // Chromium's own first start (fonts, caches) is not the player's cost; nor is each page's first compile.
    for (const u of [url, ...floorUrls]) await cold(browser, u)
    const colds: Load[] = []
    const online: Load[] = []
    const offline: Load[] = []
    // The reference pages' cold loads, then the React page's repeat visits.
    const floor: Load[][] = [...FLOOR_PAGES.map(() => []), []]
    for (let i = 0; i < RUNS; i++) {
      colds.push(await cold(browser, url))
      online.push(await repeatWithWorker(browser, url, false))
      offline.push(await repeatWithWorker(browser, url, true))
      for (const [k, u] of floorUrls.entries()) floor[k]?.push(await cold(browser, u))
      floor[FLOOR_PAGES.length]?.push(await repeat(browser, reactUrl))
    }
    const lighthouse: LighthouseFigures[][] = LIGHTHOUSE_PAGES.map(() => [])
    // Pages interleaved, so a busy moment on the shared machine does not fall on one page's runs alone.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const [i, [, path]] of LIGHTHOUSE_PAGES.entries()) {
        lighthouse[i]?.push(await runLighthouse(`${stack.gatewayUrl}${path}?token=demo-in&lang=en`, { browser }))
      }
    }
    const p = MOBILE_PROFILE
    const typical = medianRun(colds) ?? colds[0] ?? NO_LOAD
    const reactIndex = FLOOR_PAGES.findIndex(([name]) => name === REACT_ALONE)
    const lines = [
      '## Client',
      '',
      `My Balance (\`${PATH}\`), median of ${RUNS} cold loads and of ${RUNS} repeat visits each online and ` +
        'offline. A repeat visit follows a first visit that showed the balance, kept it ' +
        '(client/src/lib/snapshot.ts) and installed the service worker (its install ends with its precache ' +
        'complete); the worker, still running, gets the page\'s network profile, or no network at all.',
      '',
      `Chromium with ${p.rttMs} ms added round trip, ${p.downKbps} kbps down, ${p.upKbps} kbps up, CPU slowed ` +
        `${p.cpuSlowdown}x, a ${VIEWPORT.width}x${VIEWPORT.height} phone viewport; the real gateway and mock ` +
        `upstream on loopback. "Balance" is when the balance amount is on screen (goal ${BALANCE_GOAL_MS} ms ` +
        'cold), "kept balance in first paint" that it was the kept one, marked with its time, and on screen by ' +
        'the first contentful paint; "live" when the live answer replaced it. Bytes as transferred over the ' +
        'network (compressed); the HTTP cache and the worker\'s caches transfer none.',
      '',
      '| load | FCP (ms) | balance (ms) | kept balance in first paint | live balance (ms) | a spinner shown | API ' +
        'KB over the network | API requests | other KB over the network | other requests | from caches |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      summary('cold', colds),
      summary('repeat visit, worker installed, online', online),
      summary('repeat visit, worker installed, offline', offline),
      '',
      goalsTable({
        cold: colds,
        online,
        offline,
        reactCold: floor[reactIndex] ?? [],
        reactRepeat: floor[FLOOR_PAGES.length] ?? []
      }),
      '',
      floorTable(floor, colds),
      '',
      hostLine(lighthouse.flat()),
      '',
      firstPaint(typical),
      '',
      'Waterfall of the median cold load:',
      '',
      waterfall(typical),
      '',
      'Waterfall of the median repeat visit online ("worker": a request of the service worker itself):',
      '',
      waterfall(medianRun(online) ?? online[0] ?? NO_LOAD),
      '',
      lighthouseTable(lighthouse)
    ]
    return { cold: colds, repeat: online, floor, lighthouse, markdown: lines.join('\n') }
  } finally {
    await browser.close()
    await Promise.all([stack.stop(), stopChild(floorPages)])
  }
}
