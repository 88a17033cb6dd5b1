// Work the first screen does not need (the service worker, the offline banner, analytics) waits until the
// page has loaded and the browser is idle, so it never competes with the first screen on a slow link.
export function afterFirstScreen (run: () => void): void {
  const idle = () => { if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 }); else setTimeout(run, 500) }
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
