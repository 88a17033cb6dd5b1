// GET /metrics of the real gateway, on its own listener, after real calls to the real mock upstream: the
// counters and histograms move by endpoint id, region, envelope status and HTTP status, and no label value
// ever comes from what a caller sent.
import t, { type Test } from 'tap'
import { randomBytes, randomUUID } from 'node:crypto'
import { clientHeaders, startStack, type Stack } from '../helpers/stack.js'
import { scrape, total, type Sample } from '../helpers/prometheus.js'
import { jpeg } from '../helpers/pictures.js'
import { endpointList } from '../../shared/endpoints.js'
import { REGIONS } from '../../shared/regions.js'

const ASSET = '/api/user/v1/amt/assetinfo'
const TRANSFER = '/api/user/v1/amt/transfer'
const WITHDRAW = '/api/user/v1/amt/withdraw'
const UPLOAD = '/api/user/v1/file/uploadfile'
const GIFT = { user_id: '20593318', amount: 100 }

async function stackWithMetrics (t: Test, env: Record<string, string> = {}): Promise<Stack & { metrics: () => Promise<Sample[]>, metricsUrl: string }> {
  const s = await startStack(t, { env })
  const { port } = await s.gateway.listenMetrics(0, '127.0.0.1')
  const metricsUrl = `http://127.0.0.1:${port}/metrics`
  return { ...s, metricsUrl, metrics: async () => (await scrape(metricsUrl)).samples }
}

const REQUESTS = 'wallet_gateway_requests_total'

t.test('metrics are on their own listener, in the Prometheus text format, never on the public port', async t => {
  const s = await stackWithMetrics(t)
  const res = await fetch(s.metricsUrl)
  t.equal(res.status, 200)
  t.match(res.headers.get('content-type'), /^text\/plain; version=0\.0\.4/)
  const text = await res.text()
  t.match(text, /# TYPE wallet_gateway_requests_total counter/)
  t.match(text, /# TYPE wallet_gateway_upstream_duration_seconds histogram/)
  t.match(text, /^nodejs_eventloop_lag_seconds \d/m, 'event-loop lag')
  t.match(text, /^process_resident_memory_bytes \d/m, 'memory')
  t.match(text, /^nodejs_heap_size_used_bytes \d/m, 'heap')
  t.equal((await fetch(s.metricsUrl.replace('/metrics', '/other'))).status, 404)
  t.equal((await fetch(s.metricsUrl, { method: 'POST' })).status, 405)
  const publicPort = await s.api.get('/metrics').set('accept', 'text/html')
  t.notMatch(publicPort.text, /wallet_gateway_/, 'the public port does not serve them')
})

t.test('success, upstream error code, timeout and outage move the series of their endpoint and region', async t => {
  const s = await stackWithMetrics(t)
  const before = await s.metrics()

  t.equal((await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.status, 'success')
  t.equal((await s.api.post(ASSET).set('host', 'id.localhost').set(clientHeaders('demo-err-50301')).send({})).body.status, 'error')
  await s.fault({ path: '/api/user/v3/amt/assetinfo', code: 99999, msg: 'new code' })
  t.equal((await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.code, 99999)
  const slow = await s.api.post(ASSET).set('host', 'br.localhost').set(clientHeaders('demo-slow')).send({})
  t.equal(slow.status, 504)
  t.equal(slow.body.status, 'timeout')
  await s.fault({ path: '/api/user/v3/amt/assetinfo', reset: true })
  const reset = await s.api.post(ASSET).set('host', 'coin.localhost').set(clientHeaders('demo-bd')).send({})
  t.equal(reset.status, 503)
  t.equal(reset.body.status, 'outage')

  const after = await s.metrics()
  const moved = (name: string, labels: Record<string, string>): number => total(after, name, labels) - total(before, name, labels)
  t.equal(moved(REQUESTS, { endpoint: 'assetInfo', region: 'IN', status: 'success', http_status: '200' }), 1, 'success, IN')
  t.equal(moved(REQUESTS, { endpoint: 'assetInfo', region: 'ID', status: 'error', http_status: '200' }), 1, 'upstream error code, ID')
  t.equal(moved(REQUESTS, { endpoint: 'assetInfo', region: 'BR', status: 'timeout', http_status: '504' }), 1, 'the timeout series of that endpoint and region')
  t.equal(moved(REQUESTS, { endpoint: 'assetInfo', region: 'BD', status: 'outage', http_status: '503' }), 1, 'outage, BD')
  t.equal(moved(REQUESTS, { endpoint: 'assetInfo', status: 'timeout' }), 1, 'one timeout in all')

  t.equal(moved('wallet_gateway_upstream_requests_total', { endpoint: 'assetInfo', region: 'BR', result: 'timeout' }), 1)
  t.equal(moved('wallet_gateway_upstream_requests_total', { endpoint: 'assetInfo', region: 'BD', result: 'reset' }), 1)
  t.equal(moved('wallet_gateway_upstream_requests_total', { endpoint: 'assetInfo', region: 'IN', result: 'ok' }), 1)
  t.equal(moved('wallet_gateway_upstream_requests_total', { endpoint: 'assetInfo', result: 'error_code' }), 2)
  t.equal(moved('wallet_gateway_upstream_error_codes_total', { code: '50301', region: 'ID' }), 1, 'error code by code')
  t.equal(moved('wallet_gateway_upstream_error_codes_total', { code: 'other', region: 'IN' }), 1, 'a code outside the known list is "other"')

  t.equal(moved('wallet_gateway_request_duration_seconds_count', { endpoint: 'assetInfo' }), 5, 'whole-request histogram: every call')
  t.equal(moved('wallet_gateway_upstream_duration_seconds_count', { endpoint: 'assetInfo' }), 5, 'upstream histogram: every call')
  // The timeout took the upstream bound (1.5 s in the stack): it sits above the 1 s bucket.
  t.equal(moved('wallet_gateway_upstream_duration_seconds_bucket', { endpoint: 'assetInfo', region: 'BR', le: '1' }), 0)
  t.equal(moved('wallet_gateway_upstream_duration_seconds_bucket', { endpoint: 'assetInfo', region: 'BR', le: '+Inf' }), 1)
  t.ok(moved('wallet_gateway_upstream_duration_seconds_sum', { endpoint: 'assetInfo', region: 'BR' }) >= 1.4, 'the timeout lasted the upstream bound')
})

t.test('validation refusals by endpoint and schema field; a field the caller made up is "other"', async t => {
  const s = await stackWithMetrics(t)
  const before = await s.metrics()
  t.equal((await s.api.post(WITHDRAW).set(clientHeaders('demo-in', { 'idempotency-key': randomUUID() })).send({ amount: 'lots' })).body.errors[0].field, 'amount')
  const madeUp = `zz_${randomBytes(6).toString('hex')}`
  t.equal((await s.api.post(WITHDRAW).set(clientHeaders('demo-in', { 'idempotency-key': randomUUID() })).send({ amount: 10000, [madeUp]: 1 })).body.errors[0].field, madeUp)
  t.equal((await s.api.post(WITHDRAW).set(clientHeaders('demo-in')).send({ amount: 10000 })).body.errors[0].field, 'idempotency-key')
  const after = await s.metrics()
  const moved = (labels: Record<string, string>): number => total(after, 'wallet_gateway_validation_refusals_total', labels) - total(before, 'wallet_gateway_validation_refusals_total', labels)
  t.equal(moved({ endpoint: 'withdraw', field: 'amount' }), 1)
  t.equal(moved({ endpoint: 'withdraw', field: 'other' }), 1)
  t.equal(moved({ endpoint: 'withdraw', field: 'idempotency-key' }), 1)
  t.notOk(after.some(sample => Object.values(sample.labels).includes(madeUp)), 'the made-up name is no label value')
  t.equal(total(after, REQUESTS, { endpoint: 'withdraw', status: 'error', http_status: '400' }), 3)
})

t.test('idempotency replays and conflicts, and rate-limit refusals', async t => {
  const s = await stackWithMetrics(t, { RATE_LIMIT_USER_PER_MIN: '5' })
  await s.reset()
  const key = randomUUID()
  t.equal((await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': key })).send(GIFT)).body.status, 'success')
  const replay = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': key })).send(GIFT)
  t.equal(replay.headers['idempotent-replayed'], 'true')
  t.equal((await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': key })).send({ ...GIFT, amount: 200 })).status, 422)
  // A slow transfer still in flight when its retry arrives.
  await s.fault({ path: TRANSFER, delay_ms: 800 })
  const other = randomUUID()
  const first = s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': other })).send(GIFT).then(r => r)
  for (let i = 0; i < 100 && (await s.journal(TRANSFER)).length < 2; i++) await new Promise(resolve => setTimeout(resolve, 20))
  t.equal((await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': other })).send(GIFT)).status, 409)
  t.equal((await first).status, 200)
  // The player's five keyed calls a minute are spent (forwarded, replayed, mismatched, in flight, conflicting): refused now.
  const limited = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': randomUUID() })).send(GIFT)
  t.equal(limited.status, 429)

  const after = await s.metrics()
  t.equal(total(after, 'wallet_gateway_idempotency_total', { endpoint: 'transfer', result: 'replayed' }), 1)
  t.equal(total(after, 'wallet_gateway_idempotency_total', { endpoint: 'transfer', result: 'mismatch' }), 1)
  t.equal(total(after, 'wallet_gateway_idempotency_total', { endpoint: 'transfer', result: 'in_flight' }), 1)
  t.equal(total(after, 'wallet_gateway_rate_limited_total', { endpoint: 'transfer' }), 1)
  t.equal(total(after, 'wallet_gateway_upstream_requests_total', { endpoint: 'transfer' }), 2, 'replays and conflicts never reach the upstream')
})

t.test('uploads: bytes streamed, refusals by reason', async t => {
  const s = await stackWithMetrics(t, { UPLOAD_MAX_BYTES: String(64 * 1024) })
  const file = jpeg(20_000)
  t.equal((await s.api.post(UPLOAD).set(clientHeaders('demo-in')).attach('file', file, 'a.jpg')).body.status, 'success')
  t.equal((await s.api.post(UPLOAD).set(clientHeaders('demo-in')).attach('file', Buffer.from('GIF89a' + 'x'.repeat(100)), 'a.gif')).status, 415)
  t.equal((await s.api.post(UPLOAD).set(clientHeaders('demo-in')).attach('file', jpeg(70 * 1024), 'big.jpg')).status, 413)
  t.equal((await s.api.post(UPLOAD).set(clientHeaders('demo-in')).field('admin', '1').attach('file', jpeg(100), 'a.jpg')).status, 400)
  const after = await s.metrics()
  t.equal(total(after, 'wallet_gateway_upload_bytes_count', { endpoint: 'uploadFile' }), 1, 'one file streamed')
  t.equal(total(after, 'wallet_gateway_upload_bytes_sum', { endpoint: 'uploadFile' }), file.length, 'its bytes')
  t.equal(total(after, 'wallet_gateway_upload_bytes_bucket', { endpoint: 'uploadFile', le: '16384' }), 0)
  t.equal(total(after, 'wallet_gateway_upload_bytes_bucket', { endpoint: 'uploadFile', le: '65536' }), 1)
  t.equal(total(after, 'wallet_gateway_upload_refusals_total', { endpoint: 'uploadFile', reason: 'file_type' }), 1)
  t.equal(total(after, 'wallet_gateway_upload_refusals_total', { endpoint: 'uploadFile', reason: 'too_large' }), 1)
  t.equal(total(after, 'wallet_gateway_upload_refusals_total', { endpoint: 'uploadFile', reason: 'invalid' }), 1)
  t.equal(total(after, 'wallet_gateway_upstream_requests_total', { endpoint: 'uploadFile', result: 'ok' }), 1)
  // The file that outgrew the limit after its first bytes had its call started, then cut before the upstream got it whole.
  t.equal(total(after, 'wallet_gateway_upstream_requests_total', { endpoint: 'uploadFile', result: 'aborted' }), 1)
  t.equal(total(after, 'wallet_gateway_upstream_requests_total', { endpoint: 'uploadFile' }), 2, 'the other refusals start no upstream call')
})

t.test('bounded cardinality: random paths, hosts, methods and headers add no label value', async t => {
  const s = await stackWithMetrics(t)
  const sent: string[] = []
  for (let i = 0; i < 150; i++) {
    const word = randomBytes(5).toString('hex')
    sent.push(word)
    const path = i % 3 === 0 ? `/api/${word}/x` : i % 3 === 1 ? `/${word}` : `/api/user/v1/amt/${word}`
    const method = i % 2 === 0 ? 'get' : 'post'
    await s.api[method](path).set('host', `${word}.example`).set('x-request-id', `${word}-${word}`).set('accept-language', word)
  }
  const { text, samples } = await scrape(s.metricsUrl)
  for (const word of sent) if (text.includes(word)) t.fail(`${word} became part of the metrics`)
  const endpoints = new Set([...endpointList().map(([id]) => id), 'healthz', 'readyz', 'config', 'openapi', 'unmatched', 'page', 'other'])
  const labelled = samples.filter(x => x.name.startsWith('wallet_gateway_'))
  t.ok(labelled.every(x => x.labels.endpoint === undefined || endpoints.has(x.labels.endpoint)), 'endpoint labels from the table only')
  t.ok(labelled.every(x => x.labels.region === undefined || (REGIONS as readonly string[]).includes(x.labels.region)), 'regions from the list only')
  t.equal(total(samples, REQUESTS), 150)
  t.equal(total(samples, REQUESTS, { endpoint: 'unmatched' }), 100, 'unknown /api paths: one label')
  t.equal(total(samples, REQUESTS, { endpoint: 'page' }), 50, 'pages of the client: one label')
  t.ok(samples.filter(x => x.name === REQUESTS).length <= 8, `a handful of series, not one per path (${samples.filter(x => x.name === REQUESTS).length})`)
})

t.test('readiness at each scrape: ready, then not ready when the upstream is gone', async t => {
  // Without the probe's shared window, so the scrape right after the upstream goes sees it gone.
  const s = await stackWithMetrics(t, { READYZ_CACHE_MS: '0' })
  const up = await s.metrics()
  t.equal(total(up, 'wallet_gateway_ready'), 1)
  t.equal(total(up, 'wallet_gateway_dependency_up', { dependency: 'upstream' }), 1)
  t.equal(total(up, 'wallet_gateway_dependency_up', { dependency: 'store' }), 1)
  await s.mock.close()
  const down = await s.metrics()
  t.equal(total(down, 'wallet_gateway_ready'), 0)
  t.equal(total(down, 'wallet_gateway_dependency_up', { dependency: 'upstream' }), 0)
})
