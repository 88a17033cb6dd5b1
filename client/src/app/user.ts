// Who is using the wallet: from the host app's user info, or the upstream's. A positive user type is a
// logged-in player; guests (0) are not allowed.
import { getDefaultStore } from 'jotai'
import { hostUserInfo } from '../lib/bridge.js'
import { call } from '../lib/api.js'
import { appInfo, loginAtom } from '../lib/session.js'

export { loginAtom, refreshAtom } from '../lib/session.js'

let checking: Promise<void> | null = null

/** One check at a time: the boot starts it early, and the login gate that mounts later joins it. */
export async function checkLogin (): Promise<void> {
  checking ??= check().finally(() => { checking = null })
  return await checking
}

async function check (): Promise<void> {
  const store = getDefaultStore()
  const info = appInfo()
  if (info === null || info.token === '') {
    store.set(loginAtom, { state: 'guest' })
    return
  }
  const host = hostUserInfo()
  if (host !== null && host.user_type <= 0) {
    store.set(loginAtom, { state: 'guest' })
    return
  }
  const result = await call('getUserInfo', undefined, { silent: true })
  if (!result.ok) {
    store.set(loginAtom, { state: 'failed', failure: result })
    return
  }
  store.set(loginAtom, result.data.user_type > 0 ? { state: 'in', user: result.data } : { state: 'guest' })
}
