// One pooled client per gateway process, closed with the server; every upstream call goes through
// sendUpstream: its latency and result counted (metrics/plugin.ts), and, with tracing on, a child span
// whose W3C traceparent travels to the upstream.
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { EndpointDef } from '../../../shared/endpoints.js'
import { ENDPOINT_LABELS, endpointIndexOf } from '../metrics/labels.js'
import { endUpstreamSpan, startUpstreamSpan } from '../tracing/spans.js'
import { UpstreamClient } from './client.js'
import type { Outcome, UpstreamRequest } from './types.js'

declare module 'fastify' {
  interface FastifyInstance { upstream: UpstreamClient }
}

export async function sendUpstream (
  request: FastifyRequest, entry: EndpointDef, call: UpstreamRequest
): Promise<Outcome> {
  const server = request.server
  const label = ENDPOINT_LABELS[endpointIndexOf(entry)] ?? 'other'
  const span = request.span === null || server.tracer === null
    ? null
    : startUpstreamSpan(server.tracer, request.span, entry, label, call.headers)
  const started = performance.now()
  const outcome = await server.upstream.send(call)
  server.metrics.upstream(entry, request.ctx.region, (performance.now() - started) / 1000, outcome)
  if (span !== null) endUpstreamSpan(span, outcome)
  return outcome
}

export default fp(async function upstream (fastify) {
  const client = new UpstreamClient(fastify.config.upstreamTimeoutMs)
  fastify.decorate('upstream', client)
  fastify.addHook('onClose', async () => { await client.close() })
}, { name: 'upstream', dependencies: ['site'] })
