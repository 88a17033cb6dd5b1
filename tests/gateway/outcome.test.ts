import t from 'tap'
import { mapOutcome } from '../../gateway/src/upstream/outcome.js'

const tr = (key: string) => `[${key}]`

t.test('docs/API.md "The envelope", row by row', async t => {
  t.same(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { code: 0, msg: 'ok', data: { items: [1, 2], total: 2 } } }, 'code', tr),
    { http: 200, body: { code: 0, msg: 'ok', data: { items: [1, 2], total: 2, list: [1, 2] }, status: 'success' } })
  t.same(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { code: 0, msg: 'ok', data: { amount: 5 } } }, 'code', tr).body.data, { amount: 5 })
  t.same(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { code: 10001, msg: 'Insufficient balance', data: null } }, 'code', tr),
    { http: 200, body: { code: 10001, msg: 'Insufficient balance', data: null, status: 'error' } })
  for (const status of [401, 403, 404, 500, 302]) {
    t.same(mapOutcome({ kind: 'answer', status, parsed: true, json: { code: 0, msg: '', data: null } }, 'code', tr),
      { http: 502, body: { code: -1, msg: '[error.system_busy]', data: null, status: 'error' } }, `HTTP ${status}`)
  }
  for (const json of [undefined, [], 'x', { msg: 'no code' }, { code: '0' }, { code: 1.5 }, { code: 0, msg: 5 }]) {
    t.equal(mapOutcome({ kind: 'answer', status: 200, parsed: json !== undefined, json }, 'code', tr).http, 502, `not an envelope: ${JSON.stringify(json)}`)
  }
  t.same(mapOutcome({ kind: 'timeout' }, 'code', tr), { http: 504, body: { code: -1, msg: '[error.timeout]', data: null, status: 'timeout' } })
  t.same(mapOutcome({ kind: 'outage', reason: 'ECONNREFUSED' }, 'code', tr), { http: 503, body: { code: -1, msg: '[error.outage]', data: null, status: 'outage' } })
})

t.test('hub report: success is ret 0', async t => {
  t.same(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { ret: 0, msg: 'ok' } }, 'ret', tr), { http: 200, body: { code: 0, msg: 'ok', data: null, status: 'success' } })
  t.same(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { ret: 3, msg: 'bad' } }, 'ret', tr), { http: 200, body: { code: 3, msg: 'bad', data: null, status: 'error' } })
  t.equal(mapOutcome({ kind: 'answer', status: 200, parsed: true, json: { code: 0 } }, 'ret', tr).http, 502)
})
