// The login gate (docs/ARCHITECTURE.md "Screens and routes"): a positive user type passes; guests and failures see why, with a way on.
import { useEffect, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { checkLogin, loginAtom } from './user.js'
import { readAppInfo } from '../lib/bridge.js'
import { appInfoAtom } from '../lib/session.js'
import { getDefaultStore } from 'jotai'
import { Loading, LoadFailed, LoginRequired } from '../components/screen-states.js'

function refresh (): void {
  getDefaultStore().set(appInfoAtom, readAppInfo())
  void checkLogin()
}

export function RequireLogin ({ children }: { children: ReactNode }) {
  const login = useAtomValue(loginAtom)
  // The store's state, not the rendered one: the boot's check may have finished between this render and its
  // effect, and asking again then would fetch the user info twice and render the screen once more.
  useEffect(() => { if (getDefaultStore().get(loginAtom).state === 'checking') void checkLogin() }, [login.state])
  switch (login.state) {
    case 'checking': return <Loading />
    case 'guest': return <LoginRequired onRefresh={refresh} />
    case 'failed': return <LoadFailed failure={login.failure} onRetry={refresh} />
    case 'in': return <>{children}</>
  }
}
