// Lighthouse 12 on a page of the wallet with Debian's Chromium (scripts/chromium.ts), mobile form factor and
// simulated throttling (Lighthouse's defaults): the scores and the figures a bench prints. One browser can
// serve several runs (pass it in); each run gets a fresh tab, and Lighthouse clears the origin's storage first.
import lighthouse from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumPath } from './chromium.js'

export interface LighthouseFigures {
  url: string
  /** 0-100; null when Lighthouse could not score the category (a page that failed to load). */
  scores: { performance: number | null, accessibility: number | null, bestPractices: number | null }
  /** Milliseconds, except cls (unitless) and bytes. */
  metrics: { fcp: number, lcp: number, cls: number, tbt: number, speedIndex: number, bytes: number, requests: number }
  /** Audits of the three categories scoring under 1 (informative and not-applicable ones left out). */
  failing: Array<{ id: string, title: string, score: number, displayValue?: string }>
  /** Lighthouse's own warnings (a run with a warning is worth a second look). */
  warnings: string[]
  /** Lighthouse's measure of the host's CPU: its 4x slowdown stands for a mid-range phone on a host of 1000
   * or more; on a slower host the same slowdown makes a slower phone (docs/throttling.md, "CPU throttling"). */
  benchmarkIndex: number
}

export interface LighthouseOptions {
  /** Reuse a running Chromium (several pages in one go); otherwise one is started and closed. */
  browser?: Browser
  /** Lighthouse's log level; quiet by default. */
  logLevel?: 'silent' | 'error' | 'info' | 'verbose'
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/** The Chromium flags the tests use (no sandbox in containers, no GPU, /tmp instead of a small /dev/shm). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync'
]

export async function launchChromium (): Promise<Browser> {
  return await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
}

function score (value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null
}

/** Lighthouse's own failures to record a trace (it says "run Lighthouse again"): not the page's doing. On a
 * busy two-core machine Chromium's tracing now and then misses the navigation's start. */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED'])
/** Audits that give no score to fail: shown for information, not applicable, or checked by hand. */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual'])
const ATTEMPTS = 3

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

async function record (url: string, browser: Browser, logLevel: LighthouseOptions['logLevel']): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage()
    try {
      const flags = { logLevel: logLevel ?? 'silent', output: 'json' as const, onlyCategories: CATEGORIES }
      const result = await lighthouse(url, flags, undefined, page)
      if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
      const error = result.lhr.runtimeError
      if (error === undefined) return result.lhr
      const retry = TRACE_NOT_RECORDED.has(error.code) && attempt < ATTEMPTS
      if (!retry) throw new Error(`Lighthouse could not run on ${url}: ${error.code} ${error.message}`)
    } finally {
      await page.close().catch(() => {})
    }
  }
}

export async function runLighthouse (url: string, options: LighthouseOptions = {}): Promise<LighthouseFigures> {
  const browser = options.browser ?? await launchChromium()
  try {
    const lhr = await record(url, browser, options.logLevel)
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
    const requests = lhr.audits['network-requests']?.details
    const failing = Object.values(lhr.categories).flatMap(c => c.auditRefs.map(r => r.id))
      .filter((id, i, all) => all.indexOf(id) === i)
      .map(id => lhr.audits[id])
      .filter((a): a is NonNullable<typeof a> => a !== undefined)
      .filter(a => a.score !== null && a.score < 1 && !UNSCORED.has(a.scoreDisplayMode))
      .map(a => ({
        id: a.id,
        title: a.title,
        score: a.score ?? 0,
        ...(a.displayValue === undefined ? {} : { displayValue: a.displayValue })
      }))
    return {
      url,
      scores: {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score)
      },
      metrics: {
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        speedIndex: audit('speed-index'),
        bytes: audit('total-byte-weight'),
        requests: requests !== undefined && 'items' in requests && Array.isArray(requests.items)
          ? requests.items.length
          : 0
      },
      failing,
      warnings: [...lhr.runWarnings],
      benchmarkIndex: lhr.environment.benchmarkIndex
    }
  } finally {
    if (options.browser === undefined) await browser.close()
  }
}
