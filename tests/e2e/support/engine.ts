// A small engine-neutral page driver for the journeys that also run in WebKit and Firefox
// (tests/e2e/engines/): each engine has one adapter (engine-webkit.ts, engine-firefox.ts), and every journey
// is written once against this interface. Waits poll the page from Node, which works the same in both.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../../shared/node/project-root.js'
import { expectedText } from '../../helpers/messages.js'
import type { Stack } from '../../helpers/stack.js'

export type EngineName = 'webkit' | 'firefox'

export interface EnginePage {
  /** `http://<host>:<port>` the page reaches the gateway at. */
  origin: string
  /** Navigates this page and waits for its load event. */
  goto: (url: string) => Promise<void>
  reload: () => Promise<void>
  /** Runs `fn` in the page with JSON arguments; its result (a promise is awaited) comes back as JSON. */
  evaluate: <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) => Promise<R>
  /** Clicks the first element matching the CSS selector once it is there and can be clicked. */
  click: (selector: string) => Promise<void>
  /** Types into an input, replacing what it held. */
  type: (selector: string, text: string) => Promise<void>
  /** Chooses a file in an `<input type=file>`. */
  upload: (selector: string, file: string) => Promise<void>
  /** A PNG of the viewport. */
  screenshot: (file: string) => Promise<void>
  /** Cuts this page off the network (the browser says it is offline where the engine can), or restores it. */
  setOffline: (offline: boolean) => Promise<void>
  close: () => Promise<void>
}

export interface OpenPageOptions {
  /** Page host: 'localhost' (IN), 'coin.localhost' (BD), 'br.localhost', 'id.localhost'. */
  host?: string
  /** Another stack's gateway than the engine's own (one with the service worker on, say). */
  stack?: Stack
  /** Source run in every document of the page before its own scripts (the host app's bridge). */
  initScript?: string
}

export interface Engine {
  name: EngineName
  /** Whether `setOffline` makes the page's browser say it is offline (navigator.onLine, the offline event). */
  saysOffline: boolean
  /** A new page at 360x740 with storage of its own, opened at `path` (with its query) of the page host. */
  open: (path: string, options?: OpenPageOptions) => Promise<EnginePage>
  close: () => Promise<void>
}

export const ENGINE_VIEWPORT = { width: 360, height: 740 } as const

/** Waits until `fn` is truthy in the page; returns that value. A timeout says what `what` waited for and the page text. */
export async function waitFor<A extends unknown[], R> (page: EnginePage, what: string, fn: (...args: A) => R, ...args: A): Promise<NonNullable<R>> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const value = await page.evaluate(fn, ...args).catch(() => undefined)
    if (value !== undefined && value !== null && value !== false && value !== '') return value
    if (Date.now() > deadline) {
      const shown = await page.evaluate(() => `${location.href}\n${document.body?.innerText ?? ''}`).catch(() => '(page gone)')
      throw new Error(`waited 15 s for ${what}; the page shows:\n${shown.slice(0, 1500)}`)
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/** Waits for `[data-testid=<id>]` and returns its visible text. */
export async function waitTestId (page: EnginePage, testId: string): Promise<string> {
  return await waitFor(page, `[data-testid="${testId}"]`, (id: string) => {
    const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    return el === null ? null : el.innerText
  }, testId).catch(async err => {
    // An empty element is still there: its text is ''.
    const there = await page.evaluate((id: string) => document.querySelector(`[data-testid="${id}"]`) !== null, testId)
    if (there) return ''
    throw err
  })
}

/** Waits until the page's visible text holds `text`; returns that visible text. */
export async function waitText (page: EnginePage, text: string): Promise<string> {
  expectedText(text)
  return String(await waitFor(page, JSON.stringify(text), (s: string) => document.body.innerText.includes(s) && document.body.innerText, text))
}

/** Waits until the selector matches an element. */
export async function waitSelector (page: EnginePage, selector: string): Promise<void> {
  await waitFor(page, selector, (s: string) => document.querySelector(s) !== null, selector)
}

/** Waits until the page is at `path` (location.pathname). */
export async function waitPath (page: EnginePage, path: string): Promise<void> {
  await waitFor(page, `the path ${path}`, (p: string) => location.pathname === p, path)
}

/** The error shown under an input, found through its aria-describedby; null when none. */
export async function fieldErrorOf (page: EnginePage, inputId: string): Promise<string | null> {
  return await page.evaluate((id: string) => {
    const ids = (document.getElementById(id)?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
    const error = ids.map(i => document.getElementById(i)).find(el => el?.classList.contains('field-error'))
    return error?.textContent ?? null
  }, inputId)
}

/** Saves `tests/e2e/screenshots/<engine>-<name>.png` (git-ignored). */
export async function engineScreenshot (page: EnginePage, engine: EngineName, name: string): Promise<string> {
  const dir = join(projectRoot(), 'tests', 'e2e', 'screenshots')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${engine}-${name.replace(/[^a-zA-Z0-9._-]+/g, '_')}.png`)
  await page.screenshot(file)
  return file
}

/** The port of the stack's gateway, for an engine's origins. */
export function gatewayPort (stack: Stack): number {
  return Number(new URL(stack.gatewayUrl).port)
}
