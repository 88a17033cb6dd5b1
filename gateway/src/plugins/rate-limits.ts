// Rate limits (@fastify/rate-limit; counters in Redis when configured, so every gateway counts together):
// per player on money calls, bindings and recipient lookups, per address on calls without login.
import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit an entry of the endpoint table falls under, if any. */
    limitFor: (entry: EndpointDef) => onRequestHookHandler | undefined
  }
}

export const RATE_LIMITED = 'WALLET_RATE_LIMITED'

/**
 * Paths whose answers tell whether a player id exists: one budget, so a transfer's "no such user" probes
 * no faster than the lookup.
 */
const RECIPIENT_PATHS = new Set([
  '/api/user/v3/account/getotheruserinfo',
  '/api/user/v1/amt/transfer',
  '/api/user/pay-center/v1/agent/transfer'
])

const player = (bucket: string) => (request: FastifyRequest): string => `${bucket}:${request.ctx.tokenScope()}`

export default fp(async function rateLimits (fastify) {
  const { traffic } = fastify.config
  await fastify.register(rateLimit, {
    global: false,
    ...(fastify.redis === null ? {} : { redis: fastify.redis }),
    nameSpace: 'wallet:rl:',
    // Redis gone: limits pause rather than block reads; money calls fail closed in the idempotency store.
    skipOnError: true,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), {
      statusCode: context.statusCode,
      code: RATE_LIMITED,
      retryAfterSeconds: Math.ceil(context.ttl / 1000)
    })
  })
  const minute = 60_000
  const perPlayer = (bucket: string) => fastify.rateLimit({
    max: traffic.userPerMinute,
    timeWindow: minute,
    keyGenerator: player(bucket)
  })
  const recipient = perPlayer('recipient')
  const keyed = perPlayer('keyed')
  const anonymous = fastify.rateLimit({
    max: traffic.ipPerMinute,
    timeWindow: minute,
    keyGenerator: request => `ip:${request.ip}`
  })
  fastify.decorate('limitFor', (entry: EndpointDef) => {
    if (RECIPIENT_PATHS.has(entry.path)) return recipient
    if (requiresIdempotencyKey(entry)) return keyed
    if (!entry.login) return anonymous
    return undefined
  })
}, { name: 'rate-limits', dependencies: ['site', 'shared-state', 'request-context'] })
