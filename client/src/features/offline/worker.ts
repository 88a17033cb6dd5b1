// The service worker (client/sw/worker.ts, served at /sw.js): registered once the first screen is up, when the
// gateway serves it (the page's settings say so). A new deploy's worker is looked for when the page comes
// back into view and every half hour; it then waits, the running page keeps its version, and the player is
// offered a reload at a calm moment (offline-bar.tsx) which lets the new worker take over, then reloads.
import { atom, getDefaultStore } from 'jotai'
import { SKIP_WAITING } from '../../../sw/rules.js'

const UPDATE_CHECK_MS = 30 * 60_000

/** The worker that waits to take over, once there is one. */
export const waitingWorkerAtom = atom<ServiceWorker | null>(null)

/** `enabled`: the gateway serves the worker (SERVICE_WORKER, in the page's settings). */
export async function registerWorker (enabled: boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  if (!enabled) {
    // Switched off: a worker installed earlier checks its script, which is now the retiring one.
    await (await container.getRegistration('/'))?.update().catch(() => {})
    return
  }
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' })
  const store = getDefaultStore()
  // Only an update waits for the page's word: the first worker just installs (there is no page of an older one).
  const offer = () => {
    const { waiting } = registration
    if (waiting !== null && container.controller !== null) store.set(waitingWorkerAtom, waiting)
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => { if (installing.state === 'installed') offer() })
  })
  offer()
  const check = () => { void registration.update().catch(() => {}) }
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check() })
  setInterval(check, UPDATE_CHECK_MS)
}

/** The player chose to reload: the waiting worker takes over, and the page reloads once it controls it. */
export function applyUpdate (waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => { location.reload() }, { once: true })
  waiting.postMessage({ type: SKIP_WAITING })
}
