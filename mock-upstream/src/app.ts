// Builds the mock upstream as a plugin tree, as the gateway is. Tests build it in-process; server.ts is the
// only file that listens.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
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

export interface MockPluginOptions {
  config: MockConfig
  fixturesDir?: string
}

/** The mock upstream as one plugin: its state, its control API and every call of the endpoint table. */
export async function app (fastify: FastifyInstance, opts: MockPluginOptions): Promise<void> {
  fastify.decorate('mockConfig', opts.config)

  await fastify.register(worldPlugin, opts.fixturesDir === undefined ? {} : { fixturesDir: opts.fixturesDir })
  await fastify.register(journalPlugin)
  await fastify.register(faultsPlugin)
  await fastify.register(noncesPlugin)
  await fastify.register(idempotencyPlugin)
  await fastify.register(delaysPlugin)
  await fastify.register(metricsPlugin)

  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: 'Not found', data: null }))
  // Transport-level refusals (wrong content type, body too large) keep their HTTP status, like a web server
  // in front of the real upstream; anything else is our bug and is logged.
  fastify.setErrorHandler<FastifyError>((err, request, reply) => {
    const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) request.log.error({ err }, 'mock upstream failed')
    return reply.code(status).send({ code: status, msg: status === 500 ? 'Internal error' : err.message, data: null })
  })

  await fastify.register(upstreamRoutes)
  await fastify.register(control)
}

export async function buildMockApp (opts: MockAppOptions = {}): Promise<FastifyInstance> {
  const config: MockConfig = { ...DEFAULT_CONFIG, ...opts.config }
  const logger = opts.logger === undefined || opts.logger === false
    ? false
    : { level: config.logLevel, ...opts.logger, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
  const fastify = Fastify({ logger })
  // fastify-plugin keeps the tree's decorators (world, journal, faults) visible on the root instance.
  await fastify.register(
    fp(app),
    opts.fixturesDir === undefined ? { config } : { config, fixturesDir: opts.fixturesDir }
  )
  return fastify
}
