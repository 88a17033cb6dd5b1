// The asset feature's calls.
import { pagedCall } from '../../lib/paged-call.js'
import { useCall } from '../../lib/use-call.js'
import type { Fetch } from '../../lib/use-paged.js'
import type { Trade } from '../../../../shared/schemas/asset.js'
import { RECENT_TRADES_BODY } from './prefetch.js'

export const TRADE_PAGE_SIZE = 20

export function tradePages (type: number): Fetch<Trade> {
  return pagedCall('tradeList', (page, cursor) => ({
    type: type as 0,
    page,
    page_size: TRADE_PAGE_SIZE,
    ...(cursor === undefined ? {} : { cursor })
  }))
}

/** My Balance's latest trades, with the body prefetched at boot so the first load takes that answer. */
export function useRecentTrades (refresh: number) {
  return useCall('tradeList', RECENT_TRADES_BODY, [refresh])
}
