import { useAtomValue } from 'jotai'
import { useAssetInfo } from '../../domain/asset-info.js'
import { refreshAtom } from '../../lib/session.js'

/** The balances, reloaded when the session refreshes (back from paying, for example). */
export function useAsset () {
  const refresh = useAtomValue(refreshAtom)
  return { ...useAssetInfo([refresh]), refresh }
}
