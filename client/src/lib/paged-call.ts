// A paged endpoint as usePaged's Fetch: one call per page, silent (the list shows its own failure), and the
// upstream's page (items, has_more, next_cursor where the call pages by cursor) in the hook's shape.
import type { BodyOf, DataOf } from '../../../shared/endpoints.js'
import { call, type CallId } from './api.js'
import type { Fetch } from './use-paged.js'

interface UpstreamPage { items: readonly unknown[], has_more: boolean, next_cursor?: string }

/** The endpoints that answer a page. */
export type PagedId = { [K in CallId]: DataOf<K> extends UpstreamPage ? K : never }[CallId]
export type ItemOf<K extends PagedId> = DataOf<K>['items'][number]

/** `body` builds the call's body for a page (and the cursor the previous page gave, if any). */
export function pagedCall<K extends PagedId> (
  id: K,
  body: (page: number, cursor: string | undefined) => BodyOf<K>
): Fetch<ItemOf<K>> {
  return async (page, cursor, signal) => {
    const result = await call(id, body(page, cursor), { signal, silent: true })
    if (!result.ok) return result
    const data: UpstreamPage = result.data
    const items = data.items as Array<ItemOf<K>>
    return { ok: true, page: { items, hasMore: data.has_more, cursor: data.next_cursor } }
  }
}
