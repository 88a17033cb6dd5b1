// Tracing through the real gateway and the real mock upstream, into an in-memory exporter: one server span
// per request with its endpoint id, region and status, a client span for the upstream call, and the W3C
// traceparent the upstream received names that client span.
import t, { type Test } from 'tap'
import { createServer } from 'node:http'
import { Writable } from 'node:stream'
import supertest from 'supertest'
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node'
import { SpanKind } from '@opentelemetry/api'
import { buildApp } from '../../gateway/src/app.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import { clientHeaders, startStack, TEST_SECRET } from '../helpers/stack.js'

const ASSET = '/api/user/v1/amt/assetinfo'
const UPSTREAM_ASSET = '/api/user/v3/amt/assetinfo'

async function tracedStack (t: Test) {
  const mock = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '1500' }), logger: false })
  await mock.listen({ port: 0, host: '127.0.0.1' })
  const mockUrl = `http://127.0.0.1:${(mock.server.address() as { port: number }).port}`
  const exporter = new InMemorySpanExporter()
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
  const logs: string[] = []
  const gateway = await buildApp(loadConfig({ UPSTREAM_URL: mockUrl, SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '1500', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }),
    new Writable({ write (chunk, _enc, done) { logs.push(String(chunk)); done() } }), { tracerProvider: provider })
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => {
    await gateway.close()
    await mock.close()
    await provider.shutdown()
  })
  const journal = async (path: string): Promise<Array<{ headers: Record<string, string> }>> =>
    (await (await fetch(`${mockUrl}/__mock/requests?path=${encodeURIComponent(path)}`)).json() as { items: Array<{ headers: Record<string, string> }> }).items
  return { api: supertest(gateway.server), exporter, journal, logs, mockUrl, fault: async (f: object) => { await fetch(`${mockUrl}/__mock/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(f) }) } }
}

function byKind (spans: ReadableSpan[], kind: SpanKind): ReadableSpan[] {
  return spans.filter(s => s.kind === kind)
}

t.test('a request: a server span with endpoint, region and status, a child span for the upstream call, and its traceparent upstream', async t => {
  const s = await tracedStack(t)
  const res = await s.api.post(ASSET).set('host', 'br.localhost').set(clientHeaders('demo-br')).send({})
  t.equal(res.body.status, 'success')
  const spans = s.exporter.getFinishedSpans()
  const [server] = byKind(spans, SpanKind.SERVER)
  const [client] = byKind(spans, SpanKind.CLIENT)
  if (server === undefined || client === undefined) throw new Error(`expected a server and a client span, got ${spans.map(x => x.name).join(', ')}`)
  t.equal(server.name, `POST ${ASSET}`)
  t.match(server.attributes, { 'wallet.endpoint': 'assetInfo', 'wallet.region': 'BR', 'wallet.status': 'success', 'http.response.status_code': 200, 'http.request.method': 'POST' })
  t.equal(client.name, 'upstream assetInfo')
  t.match(client.attributes, { 'wallet.endpoint': 'assetInfo', 'url.path': UPSTREAM_ASSET, 'wallet.upstream.outcome': 'answer', 'wallet.upstream.code': 0, 'http.response.status_code': 200 })
  t.equal(client.spanContext().traceId, server.spanContext().traceId, 'one trace')
  t.equal(client.parentSpanContext?.spanId, server.spanContext().spanId, 'the upstream span is a child of the request span')
  t.notOk(JSON.stringify(client.attributes).includes('sign='), 'no signature in the span')

  const [received] = await s.journal(UPSTREAM_ASSET)
  const traceparent = received?.headers.traceparent ?? ''
  t.match(traceparent, /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/, 'W3C traceparent sent upstream')
  const [, traceId, spanId] = traceparent.split('-')
  t.equal(traceId, server.spanContext().traceId, 'the upstream received the trace id of the request span')
  t.equal(spanId, client.spanContext().spanId, 'and the upstream call as its parent')

  const lines = s.logs.map(l => JSON.parse(l) as { reqId?: string, trace_id?: string, msg?: string })
  const ofRequest = lines.filter(l => l.reqId === res.headers['x-request-id'])
  t.ok(ofRequest.length >= 1, 'the request has its log line (one per request, written when it ends)')
  t.ok(ofRequest.every(l => l.trace_id === server.spanContext().traceId), 'every one with the request id and the trace id')
})

t.test('a caller\'s traceparent is continued; a timeout is an error span with the timeout status', async t => {
  const s = await tracedStack(t)
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
  const res = await s.api.post(ASSET).set(clientHeaders('demo-slow', { traceparent: `00-${traceId}-00f067aa0ba902b7-01` })).send({})
  t.equal(res.status, 504)
  const [server] = byKind(s.exporter.getFinishedSpans(), SpanKind.SERVER)
  const [client] = byKind(s.exporter.getFinishedSpans(), SpanKind.CLIENT)
  t.equal(server?.spanContext().traceId, traceId, 'the WebView\'s trace goes on')
  t.equal(server?.parentSpanContext?.spanId, '00f067aa0ba902b7')
  t.match(server?.attributes, { 'wallet.status': 'timeout', 'wallet.region': 'IN', 'http.response.status_code': 504 })
  t.equal(server?.status.code, 2, 'error status on a 5xx')
  t.match(client?.attributes, { 'wallet.upstream.outcome': 'timeout' })
  t.equal(client?.status.code, 2)
  const [received] = await s.journal(UPSTREAM_ASSET)
  t.equal(received?.headers.traceparent?.split('-')[1], traceId)
})

t.test('a refusal before the upstream: a server span and no upstream span', async t => {
  const s = await tracedStack(t)
  const res = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({ surprise: 1 })
  t.equal(res.status, 400)
  const spans = s.exporter.getFinishedSpans()
  t.equal(byKind(spans, SpanKind.CLIENT).length, 0)
  t.match(byKind(spans, SpanKind.SERVER)[0]?.attributes, { 'wallet.status': 'error', 'http.response.status_code': 400, 'wallet.endpoint': 'assetInfo' })
})

t.test('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT): no tracer, no span, no traceparent upstream', async t => {
  const s = await startStack(t)
  t.equal(s.gateway.tracer, null)
  t.equal((await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.status, 'success')
  const [received] = await s.journal(UPSTREAM_ASSET)
  t.equal(received?.headers.traceparent, undefined)
})

t.test('OTEL_EXPORTER_OTLP_ENDPOINT: spans are exported over OTLP/HTTP to <endpoint>/v1/traces', async t => {
  // A tiny collector: records the path, content type and size of what it receives.
  const received: Array<{ path: string, type: string, bytes: number }> = []
  const collector = createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => { bytes += chunk.length })
    req.on('end', () => {
      received.push({ path: req.url ?? '', type: String(req.headers['content-type']), bytes })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>(resolve => { collector.listen(0, '127.0.0.1', resolve) })
  t.teardown(() => { collector.close() })
  const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`
  const s = await startStack(t, { env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${collectorUrl}/otlp`, OTEL_SERVICE_NAME: 'wallet-gateway-test' } })
  t.not(s.gateway.tracer, null)
  t.equal((await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.status, 'success')
  const [upstream] = await s.journal(UPSTREAM_ASSET)
  t.match(upstream?.headers.traceparent, /^00-[0-9a-f]{32}-/)
  // Closing the gateway flushes the batch.
  await s.gateway.close()
  t.ok(received.length >= 1, 'the collector got the spans')
  t.equal(received[0]?.path, '/otlp/v1/traces')
  t.ok((received[0]?.bytes ?? 0) > 0, `${received[0]?.bytes ?? 0} bytes of ${received[0]?.type ?? ''}`)
})
