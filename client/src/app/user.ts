// Who is using the wallet: from the host app's user info, or the upstream's. A positive user type is a
// logged-in player; guests (0) are not allowed.
import { getDefaultStore } from 'jotai/vanilla'
import { hostUserInfo } from '../lib/bridge.js'
import { call } from '../lib/api.js'
import { appInfo, loginAtom } from '../lib/session.js'
import { clearSnapshot } from '../lib/snapshot.js'
import { CLOSE_ALL_PAGES_CODES } from '../../../shared/codes.js'

export { loginAtom, refreshAtom } from '../lib/session.js'

let checking: Promise<void> | null = null

/** One check at a time: the boot starts it early, and the login gate that mounts later joins it. */
export async function checkLogin (): Promise<void> {
  checking ??= check().finally(() => { checking = null })
  return await checking
}

async function check (): Promise<void> {
  const store = getDefaultStore()
  // A guest, or a session the upstream ended, is a logout: the last player's snapshot goes (lib/snapshot.ts).
  const guest = () => { clearSnapshot(); store.set(loginAtom, { state: 'guest' }) }
  const info = appInfo()
  const host = hostUserInfo()
  if (info === null || info.token === '' || (host !== null && host.user_type <= 0)) return guest()
  const result = await call('getUserInfo', undefined, { silent: true })
  if (!result.ok) {
    if (CLOSE_ALL_PAGES_CODES.includes(result.code)) clearSnapshot()
    store.set(loginAtom, { state: 'failed', failure: result })
    return
  }
  if (result.data.user_type > 0) store.set(loginAtom, { state: 'in', user: result.data })
  else guest()
}
