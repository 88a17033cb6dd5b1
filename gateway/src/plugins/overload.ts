// An overloaded gateway says so at once (503 with Retry-After) instead of answering every call late. The probes
// answer whatever the load (`servedUnderPressure`): a liveness check refused for load got a busy gateway
// restarted, which sheds nothing and drops what it was serving, and a readiness check refused for load takes
// every replica out of the Service at once when all of them are busy. /readyz still says not ready for what
// it checks (the upstream, Redis, a shutdown).
import fp from 'fastify-plugin'
import underPressure from '@fastify/under-pressure'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const RETRY_AFTER_OVERLOAD_S = 10

type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's handler for this route instead of its 503 (under-pressure reads it from the config). */
    pressureHandler?: PressureHandler
  }
}

/** A route's config that lets it answer under any load: the handler sends nothing, so the route goes on. */
export const servedUnderPressure: { pressureHandler: PressureHandler } = { pressureHandler: () => {} }

export default fp(async function overload (fastify) {
  const { traffic } = fastify.config
  await fastify.register(underPressure, {
    maxEventLoopDelay: traffic.maxEventLoopDelayMs,
    maxHeapUsedBytes: traffic.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_OVERLOAD_S,
    exposeStatusRoute: false
  })
}, { name: 'overload', dependencies: ['site'] })
