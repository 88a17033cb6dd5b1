// Work the first screen does not need (the service worker, the offline banner) waits until the page has
// loaded and the browser is idle, so it never competes with the first screen on a slow link. The entry, a
// module script, always runs before the page's load event.
export function afterFirstScreen (run: () => void): void {
  addEventListener('load', () => { (window.requestIdleCallback ?? setTimeout)(run) }, { once: true })
}
