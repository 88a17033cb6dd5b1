// Loaded after the first screen (main.tsx): the connection watch, the service worker and the banner, in a
// React root of their own so the app's screens are untouched. The banner's messages are in the catalogue's
// `more` part, which the worker precaches, so they show offline too.
import { createElement } from 'react'
import { getDefaultStore } from 'jotai'
import { createRoot } from './renderer.js'
import { loadMore } from '../lib/i18n.js'
import { configAtom, loginAtom, refreshAtom } from '../lib/session.js'
import { watchConnection } from '../features/offline/connection.js'
import { OfflineBar } from '../features/offline/offline-bar.js'
import { registerWorker } from '../features/offline/worker.js'

export function startOffline (): void {
  // Back online: every screen's calls again, so a screen that failed offline fills in; a login check that
  // failed is asked again (the login gate checks when the state is 'checking').
  watchConnection(() => {
    const store = getDefaultStore()
    if (store.get(loginAtom).state === 'failed') store.set(loginAtom, { state: 'checking' })
    store.set(refreshAtom, n => n + 1)
  })
  void registerWorker(getDefaultStore().get(configAtom)?.serviceWorker === true).catch(() => {
    // No worker is only slower; the wallet works the same without it.
  })
  void loadMore().then(() => {
    const host = document.createElement('div')
    host.className = 'offline-host'
    document.body.prepend(host)
    createRoot(host).render(createElement(OfflineBar))
  })
}
