// The mock upstream's side of the metrics, at GET /__mock/metrics (Prometheus text): answers by endpoint id,
// result code and HTTP status, and their duration. Labels come from the endpoint table and the known codes
// only (shared/metric-labels.ts), whatever path or body arrives.
import fp from 'fastify-plugin'
import { Counter, Histogram, Registry } from 'prom-client'
import { endpointList } from '../../../shared/endpoints.js'
import { codeLabel } from '../../../shared/metric-labels.js'
import { METRICS_CONTENT_TYPE, metricsText } from '../../../shared/node/process-metrics.js'

declare module 'fastify' {
  interface FastifyRequest { answerCode: unknown }
}

const HTTP_CODES = new Set([200, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504])
const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30]

export default fp(async function mockMetrics (app) {
  const registry = new Registry()
  const registers = [registry]
  const answers = new Counter({
    name: 'wallet_mock_requests_total',
    help: 'Answers by endpoint id (control: the /__mock API), result code and HTTP status',
    labelNames: ['endpoint', 'code', 'http_status'],
    registers
  })
  const duration = new Histogram({
    name: 'wallet_mock_request_duration_seconds',
    help: 'Time to answer, by endpoint id (injected delays included)',
    labelNames: ['endpoint'],
    buckets: SECONDS,
    registers
  })
  const byRoute = new Map<string, string>(endpointList().map(([id, entry]) => [entry.upstream, id]))
  const endpointOf = (route: string | undefined): string => {
    if (route === undefined) return 'unmatched'
    return byRoute.get(route) ?? (route.startsWith('/__mock/') ? 'control' : 'unmatched')
  }

  app.decorateRequest('answerCode', undefined)
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (typeof payload === 'object' && payload !== null) {
      const body = payload as { code?: unknown, ret?: unknown }
      request.answerCode = body.code ?? body.ret
    }
    done(null, payload)
  })
  app.addHook('onResponse', (request, reply, done) => {
    const endpoint = endpointOf(request.routeOptions.url)
    const http = HTTP_CODES.has(reply.statusCode) ? String(reply.statusCode) : 'other'
    answers.inc({ endpoint, code: endpoint === 'control' ? 'none' : codeLabel(request.answerCode), http_status: http })
    duration.observe({ endpoint }, reply.elapsedTime / 1000)
    done()
  })

  app.get('/__mock/metrics', async (_request, reply) => {
    return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(await metricsText(registry))
  })
}, { name: 'mock-metrics' })
