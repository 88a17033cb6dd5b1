// One pooled client per gateway process, closed with the server.
import fp from 'fastify-plugin'
import { UpstreamClient } from '../upstream/client.js'

declare module 'fastify' {
  interface FastifyInstance { upstream: UpstreamClient }
}

export default fp(async function upstream (fastify) {
  const client = new UpstreamClient(fastify.config.upstreamTimeoutMs)
  fastify.decorate('upstream', client)
  fastify.addHook('onClose', async () => { await client.close() })
}, { name: 'upstream', dependencies: ['site'] })
