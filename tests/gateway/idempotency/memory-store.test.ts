// The in-memory store's own rules: a claim of a gateway that died lapses, records expire after a day,
// and the store stays bounded under a flood of keys.
import t from 'tap'
import { MemoryIdempotencyStore } from '../../../gateway/src/idempotency/memory-store.js'
import { RECORD_TTL_MS } from '../../../gateway/src/idempotency/store.js'
import { finishOf } from '../../../gateway/src/idempotency/forward.js'

const ANSWER = { http: 200, body: { code: 0, msg: 'ok', data: { coins: 1 }, status: 'success' as const } }

t.test('claims, lapsed claims, expiry', async t => {
  let now = 1_000_000
  const store = new MemoryIdempotencyStore(10, () => now)
  t.same(await store.begin('k', 'fp', 5000), { kind: 'proceed' })
  t.same(await store.begin('k', 'fp', 5000), { kind: 'in_flight' })
  t.same(await store.begin('k', 'other', 5000), { kind: 'mismatch' }, 'another body, even in flight')
  now += 5001
  t.same(await store.begin('k', 'fp', 5000), { kind: 'proceed' }, 'the claim of a gateway that never finished lapses')
  await store.finish('k', 'fp', { kind: 'done', answer: ANSWER })
  t.same(await store.begin('k', 'fp', 5000), { kind: 'replay', answer: ANSWER })
  now += RECORD_TTL_MS
  t.same(await store.begin('k', 'fp', 5000), { kind: 'proceed' }, 'forgotten after a day')
  await store.finish('k', 'fp', { kind: 'unknown' })
  t.same(await store.begin('k', 'fp', 5000), { kind: 'proceed' }, 'an unknown outcome is forwarded again')
  await store.finish('k', 'fp', { kind: 'not_sent' })
  t.same(await store.begin('k', 'other', 5000), { kind: 'proceed' }, 'a call never sent frees its key')
})

t.test('bounded: the oldest records go first', async t => {
  const store = new MemoryIdempotencyStore(3)
  for (const k of ['a', 'b', 'c', 'd']) await store.finish(k, 'fp', { kind: 'done', answer: ANSWER })
  t.equal(store.size, 3)
  t.same(await store.begin('a', 'fp', 1000), { kind: 'proceed' }, 'a was evicted')
  t.match(await store.begin('d', 'fp', 1000), { kind: 'replay' }, 'd is kept')
})

t.test('bounded: a write makes a record the newest, a read does not', async t => {
  const store = new MemoryIdempotencyStore(3)
  for (const k of ['a', 'b', 'c']) await store.finish(k, 'fp', { kind: 'done', answer: ANSWER })
  t.match(await store.begin('a', 'fp', 1000), { kind: 'replay' }, 'a read of a (a replay)')
  await store.finish('b', 'fp', { kind: 'unknown' })
  await store.finish('d', 'fp', { kind: 'done', answer: ANSWER })
  t.equal(store.size, 3)
  t.same(await store.begin('a', 'fp', 1000), { kind: 'proceed' }, 'a, read but last written first, was evicted')
  t.same(await store.begin('b', 'other', 1000), { kind: 'mismatch' }, 'b, written again, is kept')
  // A flood far beyond the bound keeps it, and the newest keys.
  for (let i = 0; i < 1000; i++) await store.finish(`flood-${i}`, 'fp', { kind: 'done', answer: ANSWER })
  t.equal(store.size, 3)
  t.match(await store.begin('flood-999', 'fp', 1000), { kind: 'replay' }, 'the newest record is kept')
  t.same(await store.begin('b', 'other', 1000), { kind: 'proceed' }, 'older ones are gone')
})

t.test('what an outcome says about the operation', async t => {
  const busy = { http: 502, body: { code: -1, msg: '', data: null, status: 'error' as const } }
  t.same(finishOf({ kind: 'outage', reason: 'ECONNREFUSED' }, busy), { kind: 'not_sent' }, 'refused: never sent')
  t.same(finishOf({ kind: 'reset', reason: 'UND_ERR_SOCKET' }, busy), { kind: 'unknown' }, 'reset after sending: unknown')
  t.same(finishOf({ kind: 'timeout' }, busy), { kind: 'unknown' })
  t.same(finishOf({ kind: 'answer', status: 500, json: {}, parsed: true }, busy), { kind: 'unknown' }, 'a 5xx may hide a done operation')
  t.same(finishOf({ kind: 'answer', status: 200, json: null, parsed: false }, busy), { kind: 'unknown' }, 'so may a body that is not the envelope')
  t.same(finishOf({ kind: 'answer', status: 403, json: {}, parsed: true }, busy), { kind: 'not_sent' }, 'a 403 refuses the call as a whole')
  t.same(finishOf({ kind: 'answer', status: 200, json: {}, parsed: true }, ANSWER), { kind: 'done', answer: ANSWER })
})
