// Back from the app's other screens (payment, settings): the session is read again after a short delay. It
// matters only once the player has left and come back, so it loads after the first screen (main.tsx), off
// the first paint's budget.
import { getDefaultStore } from 'jotai'
import { readAppInfo } from '../lib/bridge.js'
import { appInfoAtom } from '../lib/session.js'
import { checkLogin, refreshAtom } from './user.js'

const SESSION_STALE_MS = 10_000
const SESSION_REFRESH_DELAY_MS = 3_000

/** Once per page. */
export function startSessionRefresh (): void {
  const store = getDefaultStore()
  let last = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - last <= SESSION_STALE_MS) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      last = Date.now()
      store.set(appInfoAtom, readAppInfo())
      void checkLogin()
      store.set(refreshAtom, n => n + 1)
    }, SESSION_REFRESH_DELAY_MS)
  })
}
