// The balances (`assetInfo`), read by My Balance, recharge, withdraw and transfer: one hook so every screen
// asks with the same body, the one My Balance prefetches at boot (features/asset/prefetch.ts).
import { useCall } from '../lib/use-call.js'
import { ASSET_INFO_BODY } from './asset-info-body.js'

export { ASSET_INFO_BODY }

/** deps are what reloads the balances (usually the session's refresh), as for useCall; none reads them once. */
export function useAssetInfo (deps: unknown[] = []) {
  return useCall('assetInfo', ASSET_INFO_BODY, deps)
}
