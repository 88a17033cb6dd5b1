// State that several gateway processes must share (idempotency records; rate-limit counters use the same
// connection): in memory by default, in Redis when REDIS_URL is set, or in the master Redis Sentinel names
// when REDIS_SENTINELS is (docs/REDIS.md).
import fp from 'fastify-plugin'
import type { Redis, RedisOptions } from 'ioredis'
import type { RedisConfig } from '../config/redis-config.js'
import { MemoryIdempotencyStore } from './memory-store.js'
import { RedisIdempotencyStore } from './redis-store.js'
import type { IdempotencyStore } from './store.js'

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null
    idempotencyStore: IdempotencyStore
  }
}

/** A money call must fail closed within 2 s when Redis is gone, never wait on endless retries. */
export const REDIS_COMMAND_TIMEOUT_MS = 1500
/** How soon a connection ioredis ended by itself is started again, as its own retries are paced. */
const RESTART_AFTER_END_MS = 200

/** What ioredis needs besides the common options: a URL, or the sentinels and the master's name. */
function connection (config: RedisConfig): { url?: string, options: RedisOptions } {
  if (config.kind === 'url') {
    return { url: config.url, options: config.password === undefined ? {} : { password: config.password } }
  }
  return {
    options: {
      sentinels: config.sentinels,
      name: config.name,
      ...(config.password === undefined ? {} : { password: config.password }),
      ...(config.sentinelPassword === undefined ? {} : { sentinelPassword: config.sentinelPassword }),
      ...(config.tls ? { tls: {}, sentinelTLS: {}, enableTLSForSentinelMode: true } : {}),
      // The sentinels' +switch-master tells of a failover at once, before the old master's socket times out.
      failoverDetector: true,
      sentinelCommandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Asking every sentinel in turn for ever, at most 2 s apart, as for the master itself.
      sentinelRetryStrategy: times => Math.min(times * 200, 2000)
    }
  }
}

export default fp(async function sharedState (fastify) {
  const config = fastify.config.redis
  if (config === undefined) {
    fastify.decorate('redis', null)
    fastify.decorate('idempotencyStore', new MemoryIdempotencyStore())
    return
  }
  // Loaded only here: a gateway without Redis does not pay for ioredis's modules at every start.
  const { Redis } = await import('ioredis')
  const { url, options } = connection(config)
  const common: RedisOptions = {
    ...options,
    // No queue while disconnected: a command fails at once instead of waiting for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect at most 2 s apart, for ever: the gateway recovers by itself when Redis comes back.
    retryStrategy: times => Math.min(times * 200, 2000),
    // A master demoted behind a partition answers READONLY: reconnect, to the master the sentinels name now.
    reconnectOnError: err => err.message.startsWith('READONLY'),
    lazyConnect: false
  }
  const redis = url === undefined ? new Redis(common) : new Redis(url, common)
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
  // ioredis gives up for good (status end) when Sentinel's +switch-master arrives while it is still asking the
  // sentinels for the master: its failover detector closes the connector mid-connect, and the connect's
  // rejection ends the client instead of retrying. Start again: the sentinels name the new master by then.
  redis.on('end', () => {
    if (closing) return
    lost('connection ended')
    fastify.log.warn('redis client ended its connection by itself: connecting again')
    setTimeout(() => {
      if (!closing && redis.status === 'end') redis.connect().catch(() => { /* 'end' again: tried again */ })
    }, RESTART_AFTER_END_MS).unref()
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
