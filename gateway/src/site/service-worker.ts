// GET /sw.js: the wallet's service worker (built by scripts/build-service-worker.ts), scope /. With
// SERVICE_WORKER=off the same URL serves a worker that retires it: browsers check the worker's script on
// every navigation (it is never cached: no-cache), so every device that has the wallet's worker installs
// this one, which clears the wallet's caches and unregisters. Pages then run as without a worker.
import fp from 'fastify-plugin'
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { siteConfig } from './site-config.js'
import { matchesTag } from './etag.js'
import { SHELL_REVISION_GLOBAL } from '../../../shared/service-worker.js'

export const SERVICE_WORKER_PATH = '/sw.js'

/** The retiring worker: no fetch handler (every request goes to the network), caches gone, registration gone. */
const RETIRING_NOTE = "// The wallet's service worker is switched off (SERVICE_WORKER=off): this one retires it."
export const RETIRING_WORKER = `${RETIRING_NOTE}
self.addEventListener('install', () => { self.skipWaiting() })
self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    const names = await caches.keys()
    await Promise.all(names.filter(name => /^(?:workbox-|wallet-)/.test(name)).map(name => caches.delete(name)))
    await self.registration.unregister()
  })())
})
`

/**
 * The worker as this page host gets it: its build, headed by the revision of the shell it keeps (the build and
 * the host's page settings), so an operator's change of a host's settings, like a deploy, makes a new worker.
 * The rest of the shell (index.html, the preload manifest) changes only with the build's hashed files, which
 * the worker's precache list names.
 */
export function workerForHost (built: string, settings: unknown): string {
  const hash = createHash('sha256').update(built).update('\0').update(JSON.stringify(settings))
  const revision = hash.digest('hex').slice(0, 16)
  return `self.${SHELL_REVISION_GLOBAL}=${JSON.stringify(revision)};\n${built}`
}

export default fp(async function serviceWorker (fastify) {
  const file = join(fastify.config.clientDir, 'sw.js')
  // Read again only when a build changed it, so a deploy's worker is served without a restart.
  let cached: { mtimeMs: number, body: string } | undefined
  fastify.get(SERVICE_WORKER_PATH, async (request, reply) => {
    // Browsers check for a new worker at most daily when asked to cache it: never cached, so a deploy (or the
    // kill switch) is seen on the next visit.
    reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/')
    reply.type('text/javascript; charset=utf-8')
    let body: string
    if (!fastify.config.serviceWorker) body = RETIRING_WORKER
    else {
      try {
        const { mtimeMs } = await stat(file)
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: await readFile(file, 'utf8') }
      } catch {
        // A client built without it: a 404 makes registering fail, and the wallet works as without a worker.
        reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store')
        return await reply.send('Not found')
      }
      // Without the money mode: an operator's switch is no new version to offer a reload for; a kept shell's
      // page learns the mode from its first answer's x-money-mode header (plugins/envelope.ts).
      body = workerForHost(cached.body, { ...siteConfig(fastify.config, request.site), moneyMode: undefined })
    }
    // Each check of the worker (the page asks when it comes back into view and every half hour): an unchanged
    // one is a 304, not its 7 KB again. Weak: the same worker goes as brotli, gzip or plain bytes.
    const tag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
    reply.header('etag', `W/${tag}`)
    if (matchesTag(request.headers['if-none-match'], tag)) return await reply.code(304).send()
    return body
  })
}, { name: 'service-worker', dependencies: ['site'] })
