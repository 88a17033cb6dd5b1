// Health, the client's region settings and the API document.
import type { FastifyInstance } from 'fastify'
import { siteConfig } from '../site-config.js'
import { openApiDocument } from '../openapi.js'
import { connect } from 'node:net'

const PROBE_MS = 1000

/** A TCP connection to the upstream's host and port within a second: the address answers (no call, no signature spent). */
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

export default async function metaRoutes (fastify: FastifyInstance) {
  const document = openApiDocument()

  fastify.get('/healthz', async () => ({ status: 'ok' }))

  // Ready: the config is loaded (it is, or the process would not run), every upstream and the store answer,
  // and the gateway is not closing: a load balancer stops sending here first, before the last answers go out.
  let closing = false
  fastify.addHook('preClose', async () => { closing = true })
  const upstreams = [...new Set([fastify.config.upstreamUrl, ...fastify.config.regions.hosts.flatMap(h => h.upstream ?? []), ...(fastify.config.regions.default.upstream ?? [])])]
  fastify.get('/readyz', async (_request, reply) => {
    const checks = {
      closing,
      upstream: (await Promise.all(upstreams.map(reachable))).every(Boolean),
      store: await storeReachable(fastify)
    }
    const ready = !checks.closing && checks.upstream && checks.store
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready', upstream: checks.upstream, store: checks.store, closing: checks.closing })
  })

  fastify.get('/api/openapi.json', async () => document)

  // What the client needs for this page host: never a secret or an upstream address. The page itself carries
  // the same data (plugins/client.ts), so the first load does not wait for this call.
  fastify.get('/api/config', async (request, reply) => {
    reply.header('cache-control', 'no-cache')
    return reply.envelope(200, { code: 0, msg: '', status: 'success', data: siteConfig(fastify.config, request.site) })
  })
}
