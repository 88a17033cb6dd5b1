// GET /__mock/metrics: the mock upstream's own side, in the Prometheus text format: answers by endpoint id,
// result code and HTTP status with their duration; labels never from what a caller sent.
import t from 'tap'
import { randomBytes } from 'node:crypto'
import { startMock } from './fixture/mock-client.js'
import { parseMetrics, total } from '../helpers/prometheus.js'

t.test('answers by endpoint, code and HTTP status; process metrics beside them', async t => {
  const m = await startMock(t)
  t.equal((await m.json('assetInfo')).code, 0)
  t.equal((await m.json('assetInfo', {}, { secret: 'wrong' })).code, 50300, 'a bad signature')
  t.equal((await m.json('assetInfo', {}, { token: 'demo-err-50307' })).code, 50307)
  t.equal((await m.json('hubReport', { events: [] }, { token: null })).ret !== undefined, true, 'the hub answers ret')
  const madeUp = `zz${randomBytes(5).toString('hex')}`
  await m.control('get', `/api/${madeUp}`)
  await m.control('post', '/__mock/fault').send({ path: '/api/user/v3/amt/assetinfo', http_status: 502 })
  t.equal((await m.call('assetInfo')).status, 502)

  const res = await m.control('get', '/__mock/metrics')
  t.equal(res.status, 200)
  t.match(res.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  const samples = parseMetrics(res.text)
  const answers = 'wallet_mock_requests_total'
  t.equal(total(samples, answers, { endpoint: 'assetInfo', code: '0', http_status: '200' }), 1)
  t.equal(total(samples, answers, { endpoint: 'assetInfo', code: '50300', http_status: '200' }), 1, 'signature refusals by their code')
  t.equal(total(samples, answers, { endpoint: 'assetInfo', code: '50307', http_status: '200' }), 1)
  t.equal(total(samples, answers, { endpoint: 'assetInfo', http_status: '502' }), 1, 'an injected HTTP failure')
  t.equal(total(samples, answers, { endpoint: 'hubReport' }), 1)
  t.equal(total(samples, answers, { endpoint: 'unmatched', http_status: '404' }), 1, 'an unknown path is one label')
  t.ok(total(samples, answers, { endpoint: 'control' }) >= 1, 'the control API is counted apart')
  t.equal(total(samples, 'wallet_mock_request_duration_seconds_count', { endpoint: 'assetInfo' }), 4)
  t.notOk(res.text.includes(madeUp), 'the made-up path is no label value')
  t.match(res.text, /^nodejs_eventloop_lag_seconds \d/m)
  t.match(res.text, /^process_resident_memory_bytes \d/m)
})
