// Builds the gateway as a plugin tree. Tests build it in-process; server.ts is the only file that listens.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { AjvCompiler } from '@fastify/ajv-compiler'
import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import type { DestinationStream } from 'pino'
import type { Config } from './config/config.js'
import i18n from './plugins/i18n.js'
import site from './site/plugin.js'
import securityHeaders from './plugins/security-headers.js'
import cors from './plugins/cors.js'
import envelope from './plugins/envelope.js'
import requestContext from './context/plugin.js'
import upstream from './upstream/plugin.js'
import sharedState from './idempotency/plugin.js'
import rateLimits from './plugins/rate-limits.js'
import overload from './plugins/overload.js'
import compression from './plugins/compression.js'
import connectionBounds, { connectionOptions } from './plugins/connection-bounds.js'
import client from './site/client.js'
import serviceWorker from './site/service-worker.js'
import apiRoutes from './routes/api.js'
import metaRoutes from './routes/meta.js'
import metrics from './metrics/plugin.js'
import tracing, { type TracingOptions } from './tracing/plugin.js'
import readiness from './plugins/readiness.js'
import regionReload from './site/region-reload.js'
import regionWatch from './site/region-watch.js'
import { loggerOptions, stdoutDestination } from './logging.js'
import { RequestLog } from './request-log.js'
import { fastifyTrustProxy } from './config/trust-proxy.js'
import { RULE_KEYWORD } from '../../shared/schemas/common.js'

export async function app (fastify: FastifyInstance, opts: { config: Config } & TracingOptions) {
  await fastify.register(site, { config: opts.config })
  await fastify.register(metrics)
  await fastify.register(tracing, opts.tracerProvider === undefined ? {} : { tracerProvider: opts.tracerProvider })
  await fastify.register(regionReload)
  await fastify.register(regionWatch)
  await fastify.register(securityHeaders)
  await fastify.register(cors)
  await fastify.register(i18n)
  await fastify.register(requestContext)
  await fastify.register(connectionBounds)
  await fastify.register(envelope)
  await fastify.register(upstream)
  await fastify.register(sharedState)
  await fastify.register(readiness)
  await fastify.register(overload)
  await fastify.register(rateLimits)
  await fastify.register(compression)
  await fastify.register(serviceWorker)
  await fastify.register(client)
  await fastify.register(metaRoutes)
  await fastify.register(apiRoutes)
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/

// One pool of validators for the process, as Fastify makes one per app: Ajv keeps what it compiled by schema,
// so an app built after the first (the tests build many in one process) reuses the endpoints' compiled checks.
const validators = AjvCompiler()

/** `stream` sends the logs elsewhere (tests read them); the redaction rules always apply. */
export function serverOptions (config: Config, stream?: DestinationStream): FastifyServerOptions {
  const logger = loggerOptions(config.logLevel)
  return {
    logger: { ...logger, stream: stream ?? stdoutDestination() },
    logController: new RequestLog(),
    // Ajv as Fastify ships it would strip unknown keys and coerce "100" into 100: a body must be exactly right instead.
    // `x-rule` names a field's rule for normalising (shared/schemas/common.ts); it checks nothing itself.
    schemaController: { compilersFactory: { buildValidator: validators } },
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: false,
        useDefaults: false,
        keywords: [RULE_KEYWORD]
      }
    },
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
    // X-Forwarded-Host/-For are believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: fastifyTrustProxy(config.security.trustProxy),
    // A request that reaches a closing gateway on a connection it already had is served: its upstream and
    // Redis are still there, while Fastify's own 503 is no envelope, and an answer a proxy passes on rather
    // than trying the other replica (the rolling-deploy drill saw one). New connections are refused from the
    // start of the close.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    ...connectionOptions(config.limits)
  }
}

/** `options.tracerProvider` traces into the caller's provider (tests); else OTEL_EXPORTER_OTLP_ENDPOINT decides. */
export async function buildApp (
  config: Config, stream?: DestinationStream, options: TracingOptions = {}
): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(config, stream))
  fastify.addHook('onSend', function requestId (request, reply, payload, done) {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
  // fastify-plugin keeps the tree's decorators (config, catalogues, upstream) visible on the root instance.
  await fastify.register(fp(app), { config, ...options })
  return fastify
}
