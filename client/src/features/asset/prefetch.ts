// My Balance's two reads, started at boot beside the user info (app/router.tsx) with the very bodies its
// components ask with, so they take these answers.
import { ASSET_INFO_BODY } from '../../domain/asset-info-body.js'
import { prefetch } from '../../lib/prefetch.js'

/** Transactions shown on My Balance. */
export const RECENT_TRADES = 5

export const RECENT_TRADES_BODY = { type: 0, page_size: RECENT_TRADES } as const

export function prefetchMyBalance (): Array<Promise<unknown>> {
  return [prefetch('assetInfo', ASSET_INFO_BODY), prefetch('tradeList', RECENT_TRADES_BODY)]
}
