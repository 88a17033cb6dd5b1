// The client's region settings and the API document (health and readiness: plugins/readiness.ts).
import type { FastifyInstance } from 'fastify'
import { siteConfig } from '../site/site-config.js'
import { openApiDocument } from '../openapi/document.js'

export default async function metaRoutes (fastify: FastifyInstance) {
  const document = openApiDocument({ limited: entry => fastify.limitFor(entry) !== undefined })

  fastify.get('/api/openapi.json', async () => document)

  // What the client needs for this page host: never a secret or an upstream address. The page itself carries
  // the same data (site/client.ts), so the first load does not wait for this call.
  fastify.get('/api/config', async (request, reply) => {
    reply.header('cache-control', 'no-cache')
    return reply.envelope(200, { code: 0, msg: '', status: 'success', data: siteConfig(fastify.config, request.site) })
  })
}
