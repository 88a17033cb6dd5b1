// Serves the built client; any other GET that is not /api gets index.html so client routes work on reload.
import fp from 'fastify-plugin'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'

export default fp(async function client (fastify) {
  const root = fastify.config.clientDir
  const built = existsSync(join(root, 'index.html'))
  if (built) {
    await fastify.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside every text asset (scripts/compress-client.ts): sent as they are,
      // by Accept-Encoding, with Vary.
      preCompressed: true,
      // Parcel names assets by content hash, so they can be cached for good; index.html never.
      setHeaders (res, path) {
        const file = path.replace(/\.(?:br|gz)$/, '')
        res.header('cache-control', file.endsWith('.html') || file.endsWith('sw.js') ? 'no-cache' : 'public, max-age=31536000, immutable')
      }
    })
    // The wildcard route would treat / as a directory listing request; the root is the app.
    fastify.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'))
  } else {
    fastify.log.warn({ root }, 'client is not built: run npm run build:client')
  }

  fastify.setNotFoundHandler(async function (request, reply) {
    const path = request.url.split('?')[0] ?? ''
    if (path === '/api' || path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.fail(404, 'error.not_found')
    }
    // A missing asset (a stale hashed chunk) is a 404, never index.html served as JavaScript.
    if (/\.[A-Za-z0-9]+$/.test(path)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send('The client is not built yet: run npm run build:client')
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}, { name: 'client', dependencies: ['envelope', 'site'] })
