// Builds the mock upstream as a Fastify instance without listening, so tests run it in-process.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { DEFAULT_CONFIG, type MockConfig } from './config.js'
import worldPlugin from './plugins/world.js'
import journalPlugin from './plugins/journal.js'
import faultsPlugin from './plugins/faults.js'
import noncesPlugin from './plugins/nonces.js'
import idempotencyPlugin from './plugins/idempotency.js'
import delaysPlugin from './plugins/delays.js'
import upstreamRoutes from './upstream-routes.js'
import control from './control.js'
import metricsPlugin from './plugins/metrics.js'

declare module 'fastify' {
  interface FastifyInstance { mockConfig: MockConfig }
}

export interface MockAppOptions {
  config?: Partial<MockConfig>
  /** Another fixtures folder (tests of broken fixtures); default the project's fixtures/. */
  fixturesDir?: string
  /** false (the default, for tests), or pino options; redaction is always added. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>
}

/**
 * Tokens travel in these headers; they must never reach a log line, wherever a logger puts headers
 * (the request serializer, or @fastify/multipart's busboy options at trace level).
 */
export const REDACTED_PATHS = ['headers.authorization', 'headers["x-auth-token"]', 'headers.cookie',
  '*.headers.authorization', '*.headers["x-auth-token"]', '*.headers.cookie']

export async function buildMockApp (opts: MockAppOptions = {}): Promise<FastifyInstance> {
  const config: MockConfig = { ...DEFAULT_CONFIG, ...opts.config }
  const logger = opts.logger === undefined || opts.logger === false
    ? false
    : { level: config.logLevel, ...opts.logger, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
  const app = Fastify({ logger })
  app.decorate('mockConfig', config)

  await app.register(worldPlugin, opts.fixturesDir === undefined ? {} : { fixturesDir: opts.fixturesDir })
  await app.register(journalPlugin)
  await app.register(faultsPlugin)
  await app.register(noncesPlugin)
  await app.register(idempotencyPlugin)
  await app.register(delaysPlugin)
  await app.register(metricsPlugin)

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: 'Not found', data: null }))
  // Transport-level refusals (wrong content type, body too large) keep their HTTP status, like a web server
  // in front of the real upstream; anything else is our bug and is logged.
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) request.log.error({ err }, 'mock upstream failed')
    return reply.code(status).send({ code: status, msg: status === 500 ? 'Internal error' : err.message, data: null })
  })

  await app.register(upstreamRoutes)
  await app.register(control)
  return app
}
