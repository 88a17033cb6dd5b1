import { useAtomValue } from 'jotai'
import { useCall } from '../../lib/use-call.js'
import { refreshAtom } from '../../lib/session.js'
import { ASSET_BODY } from './prefetch.js'

/** The balances, reloaded when the session refreshes (back from paying, for example). */
export function useAsset () {
  const refresh = useAtomValue(refreshAtom)
  return { ...useCall('assetInfo', ASSET_BODY, [refresh]), refresh }
}
