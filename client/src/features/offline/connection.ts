// Whether the wallet can reach its gateway: the browser's word (navigator.onLine, online/offline events),
// checked by a real request when the browser says it is back (a captive portal or a dead link says "online"
// too), with a backoff while it fails. When the connection is back, `onBack` has the screens fetch again.
import { atom, getDefaultStore } from 'jotai'

export const onlineAtom = atom(true)

const FIRST_RETRY_MS = 2000
const MAX_RETRY_MS = 60_000

/** A small GET that reaches the gateway and never the cache: the gateway's readiness of this page host. */
async function reachable (): Promise<boolean> {
  try {
    const res = await fetch('/api/config', { cache: 'no-store', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
    return res.ok
  } catch {
    return false
  }
}

export function watchConnection (onBack: () => void): void {
  const store = getDefaultStore()
  let timer: ReturnType<typeof setTimeout> | undefined
  let delay = FIRST_RETRY_MS
  const check = async (): Promise<void> => {
    clearTimeout(timer)
    if (!navigator.onLine) { store.set(onlineAtom, false); return }
    if (await reachable()) {
      delay = FIRST_RETRY_MS
      if (!store.get(onlineAtom)) {
        store.set(onlineAtom, true)
        onBack()
      }
      return
    }
    store.set(onlineAtom, false)
    timer = setTimeout(() => { void check() }, delay)
    delay = Math.min(delay * 2, MAX_RETRY_MS)
  }
  store.set(onlineAtom, navigator.onLine)
  addEventListener('offline', () => { clearTimeout(timer); delay = FIRST_RETRY_MS; store.set(onlineAtom, false) })
  addEventListener('online', () => { void check() })
}
