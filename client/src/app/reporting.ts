// Analytics loads once the first screen is shown: React has rendered into the root, nothing is still marked
// busy (every loading state carries aria-busy) and the browser is idle; a screen busy for 15 s holds it no
// longer. Its chunk is then no part of what the player waits for (the first-paint budget:
// tests/e2e/analytics.test.ts). Page views seen before wait here, a few at most, with the time they happened.
// Polled with setTimeout: a page opened in the background paints no frames.
import { checkLogin } from './user.js'

const early: Array<[string, number]> = []
let view: ((path: string) => void) | undefined

export function pageView (path: string): void {
  if (view !== undefined) view(path)
  else if (early.length < 20) early.push([path, Date.now()])
}

/** Once per page. A chunk that cannot load leaves the wallet without analytics; the next open tries again. */
export function startReporting (): void {
  let tries = 150
  const check = (): void => {
    if (tries-- > 0 && (document.querySelector('#root>*') === null || document.querySelector('[aria-busy="true"]') !== null)) setTimeout(check, 100)
    else (window.requestIdleCallback ?? setTimeout)(() => { import('../lib/analytics.js').then(a => { view = a.startAnalytics(checkLogin, early) }, () => {}) })
  }
  check()
}
