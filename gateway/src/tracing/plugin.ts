// One span per request (endpoint id, region, envelope status, HTTP status), when tracing is on; the
// upstream call's child span is made where the call is (upstream/plugin.ts). Off, it adds no hook.
import fp from 'fastify-plugin'
import type { Span, Tracer, TracerProvider } from '@opentelemetry/api'
import type { HostConfig } from '../site/page-hosts.js'
import { ENDPOINT_LABELS, routeIndex } from '../metrics/labels.js'
import { endRequestSpan, gatewayTracer, otlpProvider, startRequestSpan } from './spans.js'

declare module 'fastify' {
  interface FastifyInstance { tracer: Tracer | null }
  interface FastifyRequest { span: Span | null }
}

/** What the request's span is closed with (a request whose site is unknown yet was refused early). */
interface Finished {
  span: Span | null
  routeOptions: { url?: string }
  url: string
  site: HostConfig | null
  envelopeAnswer: { status: string } | null
}

export interface TracingOptions {
  /** A provider of the caller's (tests: an in-memory exporter); else one from OTEL_EXPORTER_OTLP_ENDPOINT, if set. */
  tracerProvider?: TracerProvider
}

export default fp<TracingOptions>(async function tracing (fastify, opts) {
  const own = opts.tracerProvider === undefined ? await otlpProvider(fastify.config.operations) : null
  const provider = opts.tracerProvider ?? own
  fastify.decorateRequest('span', null)
  fastify.decorate('tracer', provider === null ? null : gatewayTracer(provider))
  const tracer = fastify.tracer
  if (tracer === null) return
  if (own !== null) {
    fastify.log.info({ endpoint: fastify.config.operations.otlpEndpoint }, 'tracing on')
    // Spans still queued are sent before the process ends.
    fastify.addHook('onClose', async () => { await own.shutdown() })
  }

  fastify.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url
    const name = route === undefined ? request.method : `${request.method} ${route}`
    request.span = startRequestSpan(tracer, name, request.method, request.headers)
    // The request id stays in every line; the trace id joins it, to find a trace from a log line (the
    // request's own line is written by reply.log: request-log.ts).
    request.log = request.log.child({ trace_id: request.span.spanContext().traceId })
    reply.log = request.log
    done()
  })
  const finish = (request: Finished, http: number): void => {
    const span = request.span
    if (span === null || !span.isRecording()) return
    endRequestSpan(span, http, {
      'wallet.endpoint': ENDPOINT_LABELS[routeIndex(request.routeOptions.url, request.url)] ?? 'other',
      'wallet.region': request.site?.region ?? 'unknown',
      'wallet.status': request.envelopeAnswer?.status ?? 'none'
    })
  }
  fastify.addHook('onResponse', (request, reply, done) => { finish(request, reply.statusCode); done() })
  fastify.addHook('onRequestAbort', (request, done) => { finish(request, 499); done() })
}, { name: 'tracing', dependencies: ['site', 'metrics'] })
