// The asset feature's calls.
import { pagedCall } from '../../lib/paged-call.js'
import type { Fetch } from '../../lib/use-paged.js'
import type { Trade } from '../../../../shared/schemas/asset.js'

export const TRADE_PAGE_SIZE = 20

export function tradePages (type: number): Fetch<Trade> {
  return pagedCall('tradeList', (page, cursor) => ({ type: type as 0, page, page_size: TRADE_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) }))
}
