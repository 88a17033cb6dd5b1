// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Nothing is registered globally: the
// gateway passes parents explicitly (request.span) and writes the W3C traceparent itself, so no context
// manager runs on every async step and an app built without tracing pays nothing.
import {
  ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter, defaultTextMapSetter, trace,
  type Span, type Tracer, type TracerProvider
} from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import {
  ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVICE_NAME, ATTR_URL_PATH
} from '@opentelemetry/semantic-conventions'
import type { EndpointDef } from '../../../shared/endpoints.js'
import type { OperationsConfig } from '../config/config.js'
import type { Outcome } from '../upstream/types.js'

const propagator = new W3CTraceContextPropagator()

/** The exporting provider of the configuration, or null when tracing is off. The SDK and the exporter are
 * loaded only then: they are about 200 modules, a tenth of a second of every start without tracing. */
export async function otlpProvider (ops: OperationsConfig): Promise<NodeTracerProvider | null> {
  if (ops.otlpEndpoint === undefined) return null
  const [{ resourceFromAttributes }, { BatchSpanProcessor, NodeTracerProvider }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http')
    ])
  return new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: ops.serviceName }),
    // Batched and bounded (2048 spans queued at most): a collector that is down costs dropped spans, not memory.
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${ops.otlpEndpoint}/v1/traces`, timeoutMillis: 10_000 }))
    ]
  })
}

export function gatewayTracer (provider: TracerProvider): Tracer {
  return provider.getTracer('wallet-gateway')
}

/** The request's span, child of the caller's traceparent when it sent a valid one. */
export function startRequestSpan (
  tracer: Tracer, name: string, method: string, headers: Record<string, unknown>
): Span {
  const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter)
  return tracer.startSpan(name, { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } }, parent)
}

export function endRequestSpan (span: Span, http: number, attributes: Record<string, string>): void {
  span.setAttributes(attributes)
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, http)
  if (http >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
  span.end()
}

/** A child span for the upstream call; its traceparent goes into the call's headers. */
export function startUpstreamSpan (
  tracer: Tracer, parent: Span, entry: EndpointDef, id: string, headers: Record<string, string>
): Span {
  const span = tracer.startSpan(`upstream ${id}`, {
    kind: SpanKind.CLIENT,
    // The path only: the query carries the signature.
    attributes: { [ATTR_HTTP_REQUEST_METHOD]: entry.method, [ATTR_URL_PATH]: entry.upstream, 'wallet.endpoint': id }
  }, trace.setSpan(ROOT_CONTEXT, parent))
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter)
  return span
}

export function endUpstreamSpan (span: Span, outcome: Outcome): void {
  span.setAttribute('wallet.upstream.outcome', outcome.kind)
  if (outcome.kind === 'answer') {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, outcome.status)
    const json = outcome.parsed && typeof outcome.json === 'object' && outcome.json !== null
      ? outcome.json as { code?: unknown, ret?: unknown }
      : undefined
    const code = json === undefined ? undefined : json.code ?? json.ret
    if (typeof code === 'number') span.setAttribute('wallet.upstream.code', code)
    if (outcome.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
  } else {
    span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.kind })
  }
  span.end()
}
