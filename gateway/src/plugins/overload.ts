// An overloaded gateway says so at once (503 with Retry-After) instead of answering every call late.
import fp from 'fastify-plugin'
import underPressure from '@fastify/under-pressure'

export const RETRY_AFTER_OVERLOAD_S = 10

export default fp(async function overload (fastify) {
  const { traffic } = fastify.config
  await fastify.register(underPressure, {
    maxEventLoopDelay: traffic.maxEventLoopDelayMs,
    maxHeapUsedBytes: traffic.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_OVERLOAD_S,
    exposeStatusRoute: false
  })
}, { name: 'overload', dependencies: ['site'] })
