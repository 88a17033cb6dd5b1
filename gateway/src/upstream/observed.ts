// Every upstream call goes through here: its latency and result counted (plugins/metrics.ts), and, with
// tracing on, a child span whose W3C traceparent travels to the upstream.
import type { FastifyRequest } from 'fastify'
import type { EndpointDef } from '../../../shared/endpoints.js'
import { ENDPOINT_LABELS, endpointIndexOf } from '../metrics/labels.js'
import { endUpstreamSpan, startUpstreamSpan } from '../tracing.js'
import type { Outcome, UpstreamRequest } from './types.js'

export async function sendUpstream (request: FastifyRequest, entry: EndpointDef, call: UpstreamRequest): Promise<Outcome> {
  const server = request.server
  const span = request.span === null || server.tracer === null
    ? null
    : startUpstreamSpan(server.tracer, request.span, entry, ENDPOINT_LABELS[endpointIndexOf(entry)] ?? 'other', call.headers)
  const started = performance.now()
  const outcome = await server.upstream.send(call)
  server.metrics.upstream(entry, request.site.region, (performance.now() - started) / 1000, outcome)
  if (span !== null) endUpstreamSpan(span, outcome)
  return outcome
}
