// Work the first screen does not need (the service worker, the offline banner, analytics) waits until that
// screen is shown: the page has loaded, React has rendered into the root, nothing is still marked busy (every
// loading state carries aria-busy) and the browser is idle; a screen busy for 15 s holds it no longer. It then
// never competes with the first screen on a slow link, nor counts in the first paint's bytes
// (tests/e2e/analytics.test.ts). Polled with setTimeout: a page opened in the background paints no frames. The
// entry, a module script, always runs before the page's load event.
export function afterFirstScreen (run: () => void): void {
  let tries = 150
  const stillBusy = (): boolean =>
    document.querySelector('#root>*') === null || document.querySelector('[aria-busy="true"]') !== null
  const check = (): void => {
    if (tries-- > 0 && stillBusy()) setTimeout(check, 100)
    else (window.requestIdleCallback ?? setTimeout)(run)
  }
  addEventListener('load', check, { once: true })
}
