// Registers the app-shell service worker (client/sw.ts) in builds made with WALLET_SW=1 only: Parcel
// inlines process.env at build time, so other builds carry neither this code nor the worker.
export function registerServiceWorker (): void {
  if (process.env.WALLET_SW === '1') {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
    // After the page has loaded, so installing never competes with the first screen on a slow network.
    const register = () => {
      navigator.serviceWorker.register(new URL('../../sw.ts', import.meta.url), { type: 'module', scope: '/' }).catch(() => {
        // No worker is only slower; the wallet works the same without it.
      })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
  }
}
