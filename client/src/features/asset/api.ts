// The asset feature's calls.
import { call } from '../../lib/api.js'
import type { Fetch } from '../../lib/use-paged.js'
import type { Trade } from '../../../../shared/schemas/asset.js'

export const TRADE_PAGE_SIZE = 20

export function tradePages (type: number): Fetch<Trade> {
  return async (page, cursor, signal) => {
    const result = await call('tradeList', { type: type as 0, page, page_size: TRADE_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) }, { signal, silent: true })
    if (!result.ok) return result
    return { ok: true, page: { items: result.data.items, hasMore: result.data.has_more, cursor: result.data.next_cursor } }
  }
}
