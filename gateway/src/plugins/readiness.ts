// Liveness and readiness. /healthz: the process serves. /readyz: the config is loaded (the process would not
// run otherwise, and a reload keeps a valid one), every upstream of the region file accepts a connection
// within a second, the shared store answers, and the gateway is not shutting down: on a stop signal it fails
// first, while calls in flight still finish (server.ts). Checks asked at the same time share one probe, and
// its result answers every check for READYZ_CACHE_MS (1 s) after it.
import fp from 'fastify-plugin'
import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { servedUnderPressure } from './overload.js'

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      check: () => Promise<Readiness>
      /** From now on /readyz answers 503; the listener stays open. */
      beginShutdown: () => void
    }
  }
}

export interface Readiness { ready: boolean, upstream: boolean, store: boolean, closing: boolean }

const PROBE_MS = 1000

/**
 * A TCP connection to the upstream's host and port within a second: the address answers (no call, no
 * signature spent).
 */
async function reachable (base: string): Promise<boolean> {
  const url = new URL(base)
  const port = Number(url.port !== '' ? url.port : url.protocol === 'https:' ? 443 : 80)
  return await new Promise(resolve => {
    const socket = connect({ host: url.hostname, port, timeout: PROBE_MS })
    const done = (ok: boolean): void => { socket.destroy(); resolve(ok) }
    socket.once('connect', () => { done(true) })
    socket.once('timeout', () => { done(false) })
    socket.once('error', () => { done(false) })
  })
}

async function storeReachable (fastify: FastifyInstance): Promise<boolean> {
  if (fastify.redis === null) return true
  try {
    return await fastify.redis.ping() === 'PONG'
  } catch {
    return false
  }
}

/** Every upstream the current region file can send a call to (it may have been reloaded). */
function upstreams (fastify: FastifyInstance): string[] {
  const { config } = fastify
  const byHost = config.regions.hosts.flatMap(h => h.upstream ?? [])
  return [...new Set([config.upstreamUrl, ...byHost, ...(config.regions.default.upstream ?? [])])]
}

export default fp(async function readiness (fastify) {
  let closing = false
  // /readyz is public: callers that ask while a probe is out share it, and its result answers every check
  // for a second after it settles, so a flood of readiness checks is at most one probe a second of the
  // upstreams and Redis, however many ask. That bounds the probes; the answers from memory cost what
  // /healthz costs. Readiness follows the upstream within that second; shutting down shows at once.
  const { readyCacheMs } = fastify.config.operations
  let probing: Promise<{ upstream: boolean, store: boolean }> | undefined
  let last: { at: number, result: { upstream: boolean, store: boolean } } | undefined
  const probe = async (): Promise<{ upstream: boolean, store: boolean }> => {
    const [upstream, store] = await Promise.all([
      Promise.all(upstreams(fastify).map(reachable)).then(all => all.every(Boolean)),
      storeReachable(fastify)
    ])
    return { upstream, store }
  }
  const remembered = (): { upstream: boolean, store: boolean } | undefined =>
    last !== undefined && performance.now() - last.at < readyCacheMs ? last.result : undefined
  const check = async (): Promise<Readiness> => {
    const { upstream, store } = remembered() ?? await (probing ??= probe()
      .then(result => { last = { at: performance.now(), result }; return result })
      .finally(() => { probing = undefined }))
    return { ready: !closing && upstream && store, upstream, store, closing }
  }
  fastify.decorate('readiness', {
    check,
    beginShutdown: () => {
      if (!closing) fastify.log.info('shutting down: /readyz answers 503 from now on')
      closing = true
    }
  })
  fastify.addHook('preClose', async () => { closing = true })
  // Shutting down, every answer closes its connection: a kept-alive client (the proxy) reconnects, to another
  // replica once this one stops listening, and the close does not wait out the keep-alive timeout.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  fastify.metrics.probeReadiness(check)

  // Both answer whatever the load (overload.ts says why).
  fastify.get('/healthz', { config: servedUnderPressure }, async () => ({ status: 'ok' }))
  fastify.get('/readyz', { config: servedUnderPressure }, async (_request, reply) => {
    const { ready, upstream, store } = await check()
    const body = { status: ready ? 'ready' : 'not ready', upstream, store, closing }
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send(body)
  })
}, { name: 'readiness', dependencies: ['site', 'shared-state', 'metrics'] })
