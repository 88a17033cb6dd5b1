// Analytics loads once the first screen is shown (lib/service-worker.ts afterFirstScreen): its chunk is no part
// of what the player waits for (the first-paint budget: tests/e2e/analytics.test.ts). Page views seen before
// then wait here, a few at most, with the time they happened.
import { checkLogin } from './user.js'

const early: Array<[string, number]> = []
let view: ((path: string) => void) | undefined

export function pageView (path: string): void {
  if (view !== undefined) view(path)
  else if (early.length < 20) early.push([path, Date.now()])
}

/** Once per page, after the first screen. A chunk that cannot load leaves the wallet without analytics; the
 * next open tries again. */
export function startReporting (): void {
  import('../lib/analytics.js').then(a => { view = a.startAnalytics(checkLogin, early) }, () => {})
}
