// State that several gateway processes must share (idempotency records; rate-limit counters use the same
// connection): in memory by default, in Redis when REDIS_URL is set.
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { MemoryIdempotencyStore } from '../idempotency/memory-store.js'
import { RedisIdempotencyStore } from '../idempotency/redis-store.js'
import type { IdempotencyStore } from '../idempotency/store.js'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null
    idempotencyStore: IdempotencyStore
  }
}

/** A money call must fail closed within 2 s when Redis is gone, never wait on endless retries. */
export const REDIS_COMMAND_TIMEOUT_MS = 1500

export default fp(async function sharedState (fastify) {
  const url = fastify.config.redisUrl
  if (url === undefined) {
    fastify.decorate('redis', null)
    fastify.decorate('idempotencyStore', new MemoryIdempotencyStore())
    return
  }
  // Loaded only here: a gateway without Redis does not pay for ioredis's modules at every start.
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    // No queue while disconnected: a command fails at once instead of waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect at most 2 s apart, for ever: the gateway recovers by itself when Redis comes back.
    retryStrategy: times => Math.min(times * 200, 2000),
    lazyConnect: false
  })
  let down = false
  let closing = false
  const lost = (reason: string): void => {
    if (down || closing) return
    down = true
    fastify.log.warn({ reason }, 'redis unreachable: keyed calls answer 503 until it is back')
  }
  redis.on('error', (err: Error & { code?: string }) => { lost(err.code ?? err.name) })
  redis.on('close', () => { lost('connection closed') })
  redis.on('ready', () => {
    if (down) fastify.log.info('redis reachable again')
    down = false
  })
  // Start with the connection up when Redis is there, so the first money calls are not refused; a Redis
  // that is not there yet does not stop the gateway from serving reads.
  await new Promise<void>(resolve => {
    const timer = setTimeout(done, REDIS_COMMAND_TIMEOUT_MS)
    function done (): void {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    redis.once('ready', done)
  })
  fastify.decorate('redis', redis)
  fastify.decorate('idempotencyStore', new RedisIdempotencyStore(redis))
  fastify.addHook('onClose', async () => {
    closing = true
    redis.disconnect()
  })
}, { name: 'shared-state', dependencies: ['site'] })
