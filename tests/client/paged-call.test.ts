// pagedCall: one call per page through the real api client (fetch stubbed), the upstream's page in the
// shape usePaged keeps, and a failure handed back as it came.
import t from 'tap'
import { getDefaultStore } from 'jotai'
import { pagedCall } from '../../client/src/lib/paged-call.js'
import { configAtom, type SiteConfig } from '../../client/src/lib/session.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'

const g = globalThis as Record<string, unknown>
g.window = { location: { search: '', origin: 'https://page.example', href: 'https://page.example/asset/transactions' } }
t.teardown(() => { delete g.window })
getDefaultStore().set(configAtom, { timeoutMs: 1000 } as SiteConfig)

const realFetch = globalThis.fetch
t.teardown(() => { globalThis.fetch = realFetch })
const sent: Array<{ url: string, body: unknown }> = []
let answer: unknown = null
globalThis.fetch = (async (url: string, init: RequestInit) => {
  sent.push({ url: String(url), body: JSON.parse(init.body as string) })
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
}) as typeof fetch

t.test('a cursor-paged list: the body per page, the cursor carried to the next', async t => {
  const fetchPage = pagedCall('tradeList', (page, cursor) => ({ type: 0, page, page_size: 2, ...(cursor === undefined ? {} : { cursor }) }))
  answer = { code: 0, msg: '', status: 'success', data: { items: [{ trade_id: 'a' }, { trade_id: 'b' }], has_more: true, next_cursor: 'c2' } }
  const first = await fetchPage(1, undefined, new AbortController().signal)
  t.same(first, { ok: true, page: { items: [{ trade_id: 'a' }, { trade_id: 'b' }], hasMore: true, cursor: 'c2' } })
  t.equal(sent[0]?.url, endpointRoutes.tradeList.path)
  t.same(sent[0]?.body, { type: 0, page: 1, page_size: 2 })
  answer = { code: 0, msg: '', status: 'success', data: { items: [], has_more: false, next_cursor: '' } }
  await fetchPage(2, 'c2', new AbortController().signal)
  t.same(sent[1]?.body, { type: 0, page: 2, page_size: 2, cursor: 'c2' })
})

t.test('a page-numbered list, and a failure as the api client gave it', async t => {
  const fetchPage = pagedCall('agentLog', page => ({ page, page_size: 20 }))
  answer = { code: 0, msg: '', status: 'success', data: { total: 1, items: [{ at: 1 }], has_more: false } }
  t.same(await fetchPage(1, undefined, new AbortController().signal), { ok: true, page: { items: [{ at: 1 }], hasMore: false, cursor: undefined } })
  answer = { code: 10001, msg: 'Not a dealer', status: 'error', data: null }
  t.match(await fetchPage(2, undefined, new AbortController().signal), { ok: false, code: 10001, msg: 'Not a dealer', status: 'error' })
})
