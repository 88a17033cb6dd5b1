// Whether the wallet can reach its gateway. The browser's word (navigator.onLine, online/offline events) is
// checked by a real request: a captive portal or a dead link says "online" too, and a WebView may never say
// it is back. So while the gateway cannot be reached it is asked again with a backoff, whatever the browser
// says, as well as at once on the `online` event. When it answers again, `onBack` has the screens fetch again.
import { getDefaultStore } from 'jotai'
import { onlineAtom } from '../../lib/session.js'

const FIRST_RETRY_MS = 2000
const MAX_RETRY_MS = 60_000

/** A small GET that reaches the gateway and never the cache: the gateway's settings of this page host. */
async function reachable (): Promise<boolean> {
  try {
    const res = await fetch('/api/config', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000)
    })
    return res.ok
  } catch {
    return false
  }
}

export function watchConnection (onBack: () => void): void {
  const store = getDefaultStore()
  let timer: ReturnType<typeof setTimeout> | undefined
  let delay = FIRST_RETRY_MS
  const retryLater = () => {
    clearTimeout(timer)
    timer = setTimeout(() => { void check() }, delay)
    delay = Math.min(delay * 2, MAX_RETRY_MS)
  }
  const check = async (): Promise<void> => {
    clearTimeout(timer)
    // Asked even when the browser says offline: a request then fails at once, and a WebView's word may be stale.
    if (await reachable()) {
      delay = FIRST_RETRY_MS
      if (!store.get(onlineAtom)) {
        store.set(onlineAtom, true)
        onBack()
      }
      return
    }
    store.set(onlineAtom, false)
    retryLater()
  }
  addEventListener('offline', () => { delay = FIRST_RETRY_MS; store.set(onlineAtom, false); retryLater() })
  addEventListener('online', () => { void check() })
  if (!navigator.onLine) { store.set(onlineAtom, false); retryLater() }
}
