// Every route's text fits its box (issues 33 §4 and 36), in real Chromium through the real gateway and mock: in
// the five languages, at 360 CSS px (the most common Android width in these markets), at 320 px and at 200% text
// (Chromium's default font size, as a WebView's text zoom sets it). It fails on any box whose text is wider
// than it, a chip narrower than its words or broken inside one, a chip or page running past its row or the
// screen, and a money row (transactions, withdrawal and transfer records) whose amount has left its column at
// the row's end; each failure keeps a
// screenshot in tests/e2e/screenshots/layout-fit/. It counts what it measured and fails on nothing measured.
// One browser and one page per player and language; the routes are visited in the page (the app's own
// navigation), and the three sizes measured on each settled screen, so the whole walk stays short.
import t from 'tap'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { CDPSession, Page } from 'puppeteer-core'
import { projectRoot } from '../../shared/node/project-root.js'
import { e2eFile } from './support/fixture.js'
import { screenshot, settle } from './support/page.js'
import { LANGS, settled } from './support/keyboard.js'
import { routeUrls, type RouteName } from './support/route-urls.js'

/** The routes the router gates to dealers (client/src/app/router.tsx `dealer: true`): visited as a dealer. */
const DEALER_ROUTES: readonly RouteName[] = ['agentManage', 'payOut', 'payRoll', 'payTransCash', 'payTransList', 'payCenterData', 'payCenterUser']
/** The money screens a player looks at as a player would (issue 33 §4), kept as screenshots at 360 px. */
const LOOKED_AT: readonly RouteName[] = ['rechargeAmount', 'withdrawRecord', 'assetTransactions', 'payRoll']
const LOOKED_AT_LANGS = ['en', 'hi', 'bn']

interface Size { name: string, width: number, height: number, fontPx: number }
const SIZES: readonly Size[] = [
  { name: '360px', width: 360, height: 740, fontPx: 16 },
  { name: '320px', width: 320, height: 640, fontPx: 16 },
  { name: '200pct-text', width: 360, height: 740, fontPx: 32 }
]

interface Measured { boxes: number, chips: number, rows: number, problems: string[] }

/**
 * In the page: every laid-out box holding text, every chip and every money row, and what does not fit.
 * `beside`: the amount must sit beside the row's text (at 360 and 320 px); at 200% text it may go under the
 * text, still at the row's end, as every row's does. The first misfit is marked for the screenshot.
 */
function measure (beside: boolean): Measured {
  const problems: string[] = []
  let marked = false
  const misfit = (el: Element, problem: string): void => {
    problems.push(problem)
    if (!marked) { el.setAttribute('data-layout-misfit', ''); marked = true }
  }
  let boxes = 0
  let chips = 0
  let rows = 0
  const name = (el: Element): string => {
    const testId = el.getAttribute('data-testid')
    const cls = typeof el.className === 'string' && el.className.trim() !== '' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
    return `${el.tagName.toLowerCase()}${testId === null ? '' : `[data-testid=${testId}]`}${cls} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
  }
  const shown = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], .sr-only, [hidden], dialog:not([open])') !== null) return false
    const r = el.getBoundingClientRect()
    return r.width > 1 && r.height > 1
  }
  const scrolls = (style: CSSStyleDeclaration): boolean => style.overflowX === 'auto' || style.overflowX === 'scroll'

  if (document.documentElement.scrollWidth > window.innerWidth) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`)
  }
  // Boxes whose text runs past them; only the innermost is named (its ancestors overflow because of it).
  const over: Element[] = []
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg', 'INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'IMG'].includes(el.tagName)) continue
    if ((el.textContent ?? '').trim() === '' || !shown(el)) continue
    const style = getComputedStyle(el)
    if (style.display === 'inline' || style.display === 'contents' || style.position === 'fixed') continue
    boxes++
    if (!scrolls(style) && el.scrollWidth > el.clientWidth + 1) over.push(el)
  }
  for (const el of over) {
    if (over.some(other => other !== el && el.contains(other))) continue
    misfit(el, `text wider than its box (${el.scrollWidth} > ${el.clientWidth} px): ${name(el)}`)
  }
  // Chips: inside their row, as wide as their words, never broken inside a word.
  for (const chip of Array.from(document.querySelectorAll('.chip'))) {
    if (!shown(chip)) continue
    chips++
    const box = chip.getBoundingClientRect()
    const row = chip.parentElement
    if (row !== null && !scrolls(getComputedStyle(row))) {
      const r = row.getBoundingClientRect()
      if (box.left < r.left - 1 || box.right > r.right + 1) misfit(chip, `chip runs past its row (${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(r.left)}..${Math.round(r.right)}): ${name(chip)}`)
    }
    if (box.right > window.innerWidth + 1) misfit(chip, `chip past the screen's edge: ${name(chip)}`)
    const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      // A word: what lies between spaces and hyphens (a line may break after a hyphen, as "custo-/benefício").
      for (const word of text.matchAll(/[^\s\-\u2010]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index ?? 0)
        range.setEnd(node, (word.index ?? 0) + word[0].length)
        const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)))
        if (lines.size > 1) misfit(chip, `chip breaks the word "${word[0]}" across lines: ${name(chip)}`)
      }
    }
  }
  // Money rows (transactions, the withdrawal record, the transfer record): the amount beside the text, at the
  // row's end; the text wraps instead.
  for (const row of Array.from(document.querySelectorAll('[data-testid="trade-row"], .wd-row-head, .tf-row'))) {
    if (!shown(row)) continue
    const amount = row.querySelector('.money')
    const text = row.firstElementChild
    const title = text?.firstElementChild ?? text
    if (amount === null || text === null || title === null || !text.contains(title) || text.contains(amount)) {
      misfit(row, `money row without its text and amount columns: ${name(row)}`)
      continue
    }
    rows++
    const r = row.getBoundingClientRect()
    const a = amount.getBoundingClientRect()
    const first = title.getBoundingClientRect()
    const end = r.right - parseFloat(getComputedStyle(row).paddingRight)
    const tx = text.getBoundingClientRect()
    if (Math.abs(a.right - end) > 2) misfit(row, `amount not at the row's end (${Math.round(a.right)} of ${Math.round(end)}): ${name(row)}`)
    if (beside && a.top >= first.bottom) misfit(row, `amount dropped under the text: ${name(row)}`)
    else if (a.top < tx.bottom - 1 && a.left < tx.right - 1) misfit(row, `amount over the text: ${name(row)}`)
  }
  return { boxes, chips, rows, problems }
}

async function setSize (page: Page, cdp: CDPSession, size: Size): Promise<void> {
  await page.setViewport({ width: size.width, height: size.height, deviceScaleFactor: 1 })
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: size.fontPx } })
  await page.waitForFunction((px: string, width: number) => getComputedStyle(document.documentElement).fontSize === px && window.innerWidth === width,
    { timeout: 5000, polling: 50 }, `${size.fontPx}px`, size.width)
  // Two frames: the new size laid out and painted before anything is read.
  await page.evaluate(async () => { await new Promise(resolve => { requestAnimationFrame(() => { requestAnimationFrame(resolve) }) }) })
}

/** The app's own navigation (wouter follows history.pushState), then the screen settled. */
async function visit (page: Page, url: string): Promise<void> {
  await page.evaluate((to: string) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
  await page.waitForFunction((to: string) => `${location.pathname}${location.search}` === to, { timeout: 5000, polling: 50 }, url)
  await settle(page)
  await settled(page)
  await page.evaluate(async () => { await document.fonts.ready })
}

const FAILURES_DIR = join(projectRoot(), 'tests', 'e2e', 'screenshots', 'layout-fit')

t.test('every route\'s text fits its box in five languages, at 360 px, 320 px and 200% text', async t => {
  const { stack, wallet } = await e2eFile(t)
  await stack.reset()
  mkdirSync(FAILURES_DIR, { recursive: true })

  const routes = (Object.entries(routeUrls) as Array<[RouteName, string]>).filter(([, url]) => url !== '')
  const players = [
    { token: 'demo-in', routes: routes.filter(([name]) => !DEALER_ROUTES.includes(name)) },
    { token: 'demo-dealer-in', routes: routes.filter(([name]) => DEALER_ROUTES.includes(name)) }
  ]
  const totals = { screens: 0, boxes: 0, chips: 0, rows: 0 }
  const started = Date.now()

  for (const lang of LANGS) {
    for (const player of players) {
      const first = player.routes[0]
      if (first === undefined) throw new Error('no routes to walk')
      const w = await wallet(t, { token: player.token, lang, path: first[1] })
      const cdp = await w.page.createCDPSession()
      try {
        // The sizes in turn, one way then back (360, 320, 200%, then 200%, 320, 360): each route is first
        // measured at the size the one before it was left in, a resize and relayout fewer per route.
        let current: Size | undefined
        for (const [index, [route, url]] of player.routes.entries()) {
          await visit(w.page, url)
          for (const size of index % 2 === 0 ? SIZES : [...SIZES].reverse()) {
            if (size !== current) await setSize(w.page, cdp, size)
            current = size
            const seen = await w.page.evaluate(measure, size.fontPx === 16)
            totals.screens++
            totals.boxes += seen.boxes
            totals.chips += seen.chips
            totals.rows += seen.rows
            const label = `${lang} ${route} at ${size.name}`
            if (seen.problems.length > 0) {
              const file = join(FAILURES_DIR, `${lang}-${route}-${size.name}.png`)
              await w.page.evaluate(() => { document.querySelector('[data-layout-misfit]')?.scrollIntoView({ block: 'center' }) })
              await w.page.screenshot({ path: file })
              t.fail(`${label}: ${seen.problems.length} things do not fit (screenshot ${file})`, { problems: seen.problems.slice(0, 12) })
            } else if (seen.boxes === 0) {
              t.fail(`${label}: no text measured`)
            }
          }
          if (LOOKED_AT_LANGS.includes(lang) && LOOKED_AT.includes(route)) {
            const narrow = SIZES[0] as Size
            await setSize(w.page, cdp, narrow)
            current = narrow
            await screenshot(w.page, `layout-${route}-${lang}`)
          }
        }
      } finally {
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } }).catch(() => {})
        await cdp.detach().catch(() => {})
        await w.close()
      }
    }
  }

  const expectedScreens = LANGS.length * routes.length * SIZES.length
  t.equal(totals.screens, expectedScreens, `every route in every language at every size measured (${totals.screens} screens in ${Math.round((Date.now() - started) / 1000)} s)`)
  t.ok(totals.boxes > totals.screens * 5, `text boxes measured: ${totals.boxes}`)
  t.ok(totals.chips > 0, `chips measured: ${totals.chips}`)
  t.ok(totals.rows > 0, `money rows measured: ${totals.rows}`)
})
