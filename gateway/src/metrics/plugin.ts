// Counts every answer by endpoint id, region, envelope status and HTTP status, with its duration, from two
// hooks; the upstream call is counted where it is made (upstream/plugin.ts). The registry is served by a
// listener of its own, started by server.ts (listenMetrics), never by the public port.
import fp from 'fastify-plugin'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Envelope } from '../../../shared/codes.js'
import { GatewayMetrics } from './gateway-metrics.js'
import { listenMetrics } from './listener.js'
import { routeIndex } from './labels.js'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics
    /** Starts GET /metrics on its own listener (port 0: a free one); closed with the app. */
    listenMetrics: (port: number, host: string) => Promise<AddressInfo>
  }
  interface FastifyRequest {
    /** The envelope this request was answered with, once serialised; null for pages, assets and health. */
    envelopeAnswer: Envelope | null
  }
}

function isEnvelope (payload: unknown): payload is Envelope {
  return typeof payload === 'object' && payload !== null && typeof (payload as { status?: unknown }).status === 'string'
}

export default fp(async function metrics (fastify) {
  const instruments = new GatewayMetrics()
  fastify.decorate('metrics', instruments)
  fastify.decorateRequest('envelopeAnswer', null)

  // Every envelope passes here as an object on its way to the serialiser: its status and first bad field
  // are read without parsing anything.
  fastify.addHook('preSerialization', (request, _reply, payload, done) => {
    if (isEnvelope(payload)) request.envelopeAnswer = payload
    done(null, payload)
  })
  fastify.addHook('onResponse', (request, reply, done) => {
    instruments.answered(routeIndex(request.routeOptions.url, request.url), request.site.region, reply.statusCode,
      reply.elapsedTime / 1000, request.envelopeAnswer, reply.getHeader('idempotent-replayed') === 'true')
    done()
  })

  let server: Server | undefined
  fastify.decorate('listenMetrics', async (port: number, host: string) => {
    if (server !== undefined) throw new Error('the metrics listener is already started')
    const started = await listenMetrics(instruments.registry, port, host)
    server = started.server
    fastify.log.info({ port: started.address.port, host: started.address.address }, 'metrics listening')
    return started.address
  })
  fastify.addHook('onClose', async () => {
    if (server === undefined) return
    const closing = server
    await new Promise<void>(resolve => { closing.close(() => { resolve() }); closing.closeAllConnections() })
  })
}, { name: 'metrics', dependencies: ['site'] })
