// docs/API.md "The envelope", each row produced by the real mock upstream (its error users and fault API).
import t from 'tap'
import { clientHeaders, startStack } from '../helpers/stack.js'

const ASSET = '/api/user/v1/amt/assetinfo'
const UP_ASSET = '/api/user/v3/amt/assetinfo'

t.test('success: upstream code 0, data.items copied to data.list', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post('/api/user/v1/amt/withdraw/list').set(clientHeaders('demo-in')).send({})
  t.equal(res.status, 200)
  t.equal(res.body.code, 0)
  t.equal(res.body.status, 'success')
  t.equal(typeof res.body.msg, 'string')
  t.ok(Array.isArray(res.body.data.items) && res.body.data.items.length > 0)
  t.same(res.body.data.list, res.body.data.items)
})

t.test('upstream codes 50300, 50301, 50307, 50315 and domain errors: HTTP 200, status error', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const code of [50300, 50301, 50307, 50315]) {
    const res = await s.api.post(ASSET).set(clientHeaders(`demo-err-${code}`)).send({})
    t.equal(res.status, 200)
    t.equal(res.body.code, code)
    t.equal(res.body.status, 'error')
    t.ok(res.body.msg.length > 0)
    t.equal(res.body.data, null)
  }
  await s.fault({ path: UP_ASSET, code: 12345, msg: 'Upstream says no' })
  const res = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.same(res.body, { code: 12345, msg: 'Upstream says no', data: null, status: 'error' })
  t.equal(res.status, 200)
})

t.test('upstream HTTP 401, 403, 404, 500 and non-envelope bodies: 502 System busy', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const status of [401, 403, 404, 500, 503]) {
    await s.fault({ path: UP_ASSET, http_status: status })
    const res = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
    t.equal(res.status, 502, `upstream ${status}`)
    t.same(res.body, { code: -1, msg: 'System busy! Please try again later', data: null, status: 'error' })
  }
  await s.fault({ path: UP_ASSET, malformed: true })
  const bad = await s.api.post(ASSET).set(clientHeaders('demo-in', { 'accept-language': 'pt-BR' })).send({})
  t.equal(bad.status, 502)
  t.equal(bad.body.status, 'error')
  t.equal(bad.body.code, -1)
  t.not(bad.body.msg, 'System busy! Please try again later', 'in Portuguese')
  const after = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.equal(after.body.status, 'success', 'a fault applies as many times as asked')
})

t.test('no answer within UPSTREAM_TIMEOUT_MS: 504 timeout', async t => {
  const s = await startStack(t, { timeoutMs: 500 })
  await s.reset()
  const slow = await s.api.post(ASSET).set(clientHeaders('demo-slow')).send({})
  t.equal(slow.status, 504)
  t.equal(slow.body.status, 'timeout')
  t.equal(slow.body.code, -1)
  await s.fault({ path: UP_ASSET, delay_ms: 2000 })
  const delayed = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.equal(delayed.status, 504)
  t.equal(delayed.body.status, 'timeout')
})

t.test('upstream unreachable or reset: 503 outage', async t => {
  const s = await startStack(t)
  await s.reset()
  await s.fault({ path: UP_ASSET, reset: true })
  const reset = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.equal(reset.status, 503)
  t.equal(reset.body.status, 'outage')
  t.equal(reset.body.code, -1)
  await s.mock.close()
  const down = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.equal(down.status, 503)
  t.equal(down.body.status, 'outage')
})

t.test('the gateway stays up through every failure (no unhandled rejection)', async t => {
  const s = await startStack(t, { timeoutMs: 400 })
  await s.reset()
  const faults = [{ reset: true }, { malformed: true }, { http_status: 500 }, { delay_ms: 1000 }]
  await Promise.all(faults.map(f => s.fault({ ...f, path: UP_ASSET })))
  const results = await Promise.all(faults.map(async () => s.api.post(ASSET).set(clientHeaders('demo-in')).send({})))
  t.same(results.map(r => r.status).sort(), [502, 502, 503, 504])
  const health = await s.api.get('/healthz')
  t.equal(health.status, 200)
})
