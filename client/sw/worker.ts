// The wallet's service worker, built by scripts/build-service-worker.ts (esbuild, then Workbox's
// injectManifest over Parcel's output fills self.__WB_MANIFEST). Served at /sw.js with scope / by the
// gateway (gateway/src/plugins/service-worker.ts), which sets the shell's revision at its top, and serves a
// retiring worker instead when SERVICE_WORKER=off.
// - Every built script and stylesheet is precached with its revision (hashed names are their own), so a
//   repeat visit, online or not, has the entry, the renderer, every screen and every language's messages.
// - Every navigation is answered at once with the shell this worker kept at install (the app routes on the
//   client): a repeat visit sends nothing over the network but its API calls. The shell and the precache
//   belong to one build and one set of host settings; a deploy or a settings change is a new worker
//   (a new revision), which keeps its own shell and waits, and the page offers a reload at a calm moment.
//   A worker that could not keep its shell does not install; should the browser drop the cache, the network answers.
// - /api is never routed: the worker never answers it, from any cache.
// - A new worker waits until the page asks it to take over (SKIP_WAITING); old precaches and shells go.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NOT_A_PAGE, pageCacheKey, SHELL_PATH, SHELL_REVISION_GLOBAL, shellCacheName, SKIP_WAITING } from './rules.js'

interface ExtendableEvent extends Event { waitUntil: (promise: Promise<unknown>) => void }
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string, revision: string | null }>
  [SHELL_REVISION_GLOBAL]?: string
  location: Location
  skipWaiting: () => Promise<void>
  addEventListener:
    ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'message', listener: (event: MessageEvent) => void) => void)
}
declare const self: WorkerScope

const SHELL_CACHE = shellCacheName(self[SHELL_REVISION_GLOBAL] ?? 'unversioned')
const shellKey = (): string => pageCacheKey(new URL(SHELL_PATH, self.location.origin).href)

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(new NavigationRoute(async ({ request }) => {
  return await caches.match(shellKey(), { cacheName: SHELL_CACHE }) ?? await fetch(request)
}, { allowlist: [/./], denylist: NOT_A_PAGE }))

self.addEventListener('install', event => {
  // The shell as the gateway serves it (with this host's settings), kept by path only (never a token). Without
  // it the install fails, as a precache download's failure does: a worker that could not keep its shell must
  // not take over (and remove the shell of the one before), so the browser keeps the old one and tries again.
  event.waitUntil((async () => {
    const response = await fetch(new Request(SHELL_PATH, { credentials: 'same-origin', cache: 'no-cache' }))
    const isHtml = (response.headers.get('content-type') ?? '').includes('text/html')
    if (!response.ok || !isHtml) throw new Error(`the shell answered ${response.status}`)
    await (await caches.open(SHELL_CACHE)).put(shellKey(), response)
  })())
})

self.addEventListener('activate', event => {
  // The shells of older revisions (and the network-first page cache of earlier builds) go with them.
  event.waitUntil(caches.keys().then(async names => await Promise.all(names
    .filter(name => name.startsWith('wallet-') && name !== SHELL_CACHE)
    .map(async name => await caches.delete(name)))))
})

self.addEventListener('message', event => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting()
})
