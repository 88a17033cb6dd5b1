// The login gate (docs/ARCHITECTURE.md "Screens and routes"): a positive user type passes; guests and failures
// see why, with a way on.
// A screen that shows the player's last known state (`snapshot`: My Balance) shows it while the check is on its
// way, and when the check failed for want of a connection, if this player's snapshot is kept (lib/snapshot.ts).
import { useEffect, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { checkLogin, loginAtom } from './user.js'
import { readAppInfo } from '../lib/bridge.js'
import { appInfoAtom } from '../lib/session.js'
import { readSnapshot } from '../lib/snapshot.js'
import { getDefaultStore } from 'jotai'
import { Loading, LoadFailed, LoginRequired } from '../components/screen-states.js'

function refresh (): void {
  getDefaultStore().set(appInfoAtom, readAppInfo())
  void checkLogin()
}

export function RequireLogin ({ children, snapshot }: { children: ReactNode, snapshot?: boolean }) {
  const login = useAtomValue(loginAtom)
  const known = snapshot === true && readSnapshot() !== null
  // The store's state, not the rendered one: the boot's check may have finished between this render and its
  // effect, and asking again then would fetch the user info twice and render the screen once more.
  useEffect(() => { if (getDefaultStore().get(loginAtom).state === 'checking') void checkLogin() }, [login.state])
  switch (login.state) {
    case 'checking': return known ? children : <Loading />
    case 'guest': return <LoginRequired onRefresh={refresh} />
    case 'failed': {
      // No answer (network, outage, time-out) leaves a kept snapshot shown; an answered failure is shown.
      const unanswered = login.failure.status !== 'error'
      return known && unanswered ? children : <LoadFailed failure={login.failure} onRetry={refresh} />
    }
    case 'in': return <>{children}</>
  }
}
