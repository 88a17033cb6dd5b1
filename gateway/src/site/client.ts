// Serves the built client; any other GET that is not /api gets index.html so client routes work on reload.
import fp from 'fastify-plugin'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { pageWithConfig, siteConfig } from './site-config.js'
import { matchesTag } from './etag.js'
import { isLanguage, type Language } from '../../../shared/regions.js'

/** dist/client/preload.json, written by the build (scripts/client-manifest.ts). */
interface PreloadManifest {
  pages: Record<string, { chunks: string[], more: boolean }>
  catalogues: Partial<Record<Language, { core: string, more: string }>>
}

/** The modules the first screen of `path` needs, in the player's language: its chunks and catalogue parts. */
function firstScreenModules (manifest: PreloadManifest | null, path: string, language: Language): string[] {
  const page = manifest?.pages[path.length > 1 ? path.replace(/\/+$/, '') : path]
  if (manifest === null || page === undefined) return []
  const catalogue = manifest.catalogues[language]
  return [...page.chunks, ...(catalogue === undefined ? [] : [catalogue.core, ...(page.more ? [catalogue.more] : [])])]
}

/** The player's language as the client will choose it: the page URL's `lang` (browser), else the host's. */
function pageLanguage (url: string, fallback: Language): Language {
  const lang = new URLSearchParams(url.split('?')[1] ?? '').get('lang')?.toLowerCase().split(/[-_]/)[0]
  return lang !== undefined && isLanguage(lang) ? lang : fallback
}

export default fp(async function client (fastify) {
  const root = fastify.config.clientDir
  const built = existsSync(join(root, 'index.html'))
  // Read again only when the build changed it, so a rebuilt client is served without a restart.
  let cached: { mtimeMs: number, html: string } | undefined
  const indexHtml = async (): Promise<string> => {
    const file = join(root, 'index.html')
    const { mtimeMs } = await stat(file)
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') }
    return cached.html
  }
  let manifestCache: { mtimeMs: number, manifest: PreloadManifest | null } | undefined
  const preloadManifest = async (): Promise<PreloadManifest | null> => {
    const file = join(root, 'preload.json')
    try {
      const { mtimeMs } = await stat(file)
      if (manifestCache?.mtimeMs !== mtimeMs) {
        manifestCache = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as PreloadManifest }
      }
      return manifestCache.manifest
    } catch {
      // A client built without it: the page works, it only asks for its chunks later.
      return null
    }
  }
  /** The app's page, carrying this host's settings; compressed here, as the not-found handler has no hooks. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const config = siteConfig(fastify.config, request.site)
    const path = request.url.split('?')[0] ?? '/'
    const modules = firstScreenModules(await preloadManifest(), path, pageLanguage(request.url, config.language))
    const html = pageWithConfig(await indexHtml(), config, modules)
    // no-cache means "ask first": a repeat visit with the same page gets 304 and downloads nothing.
    // Weak: the same page goes as brotli, gzip or plain bytes.
    const tag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`
    reply.header('cache-control', 'no-cache').header('etag', `W/${tag}`).header('vary', 'accept-encoding')
    if (matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send()
    reply.type('text/html; charset=utf-8')
    // Deep links reach here through the static wildcard route, whose hooks gave the reply its compress().
    if (typeof reply.compress === 'function') reply.compress(html)
    else reply.send(html)
    return reply
  }
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
        const asked = file.endsWith('.html') || file.endsWith('sw.js') || file.endsWith('preload.json')
        res.header('cache-control', asked ? 'no-cache' : 'public, max-age=31536000, immutable')
      }
    })
    // The wildcard route would treat / as a directory listing request; the root is the app.
    fastify.get('/', sendPage)
    fastify.get('/index.html', sendPage)
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
    if (!built) {
      reply.code(503).type('text/plain; charset=utf-8')
      return reply.send('The client is not built yet: run npm run build:client')
    }
    return await sendPage(request, reply)
  })
}, { name: 'client', dependencies: ['envelope', 'site', 'compression'] })
