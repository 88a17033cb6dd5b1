// The wallet's service worker, built by scripts/build-service-worker.ts (esbuild, then Workbox's
// injectManifest over Parcel's output fills self.__WB_MANIFEST). Served at /sw.js with scope / by the
// gateway (gateway/src/plugins/service-worker.ts), which serves a retiring worker instead when
// SERVICE_WORKER=off.
// - Every built script and stylesheet is precached with its revision (hashed names are their own), so a
//   repeat visit on a dropped link still has the entry, the renderer, every screen and every language's messages.
// - Navigations go to the network first (a deploy is seen at once, navigation preload saves the worker's start-up)
//   and fall back to the last page kept when the network is slow or gone.
// - /api is never routed: the worker never answers it, from any cache.
// - A new worker waits until the page, at a calm moment, asks it to take over (SKIP_WAITING); old precaches go.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { enable as enableNavigationPreload, isSupported as navigationPreloadSupported } from 'workbox-navigation-preload'
import { API_PATH, NAVIGATION_TIMEOUT_S, PAGES_CACHE, pageCacheKey, SHELL_PATH, SKIP_WAITING } from './rules.js'

interface ExtendableEvent extends Event { waitUntil: (promise: Promise<unknown>) => void }
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string, revision: string | null }>
  location: Location
  skipWaiting: () => Promise<void>
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) & ((type: 'message', listener: (event: MessageEvent) => void) => void)
}
declare const self: WorkerScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
if (navigationPreloadSupported()) enableNavigationPreload()

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
  plugins: [{
    // Kept by path only: never the first URL's token.
    cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
    // Only a good page is kept; an error page never replaces the shell.
    cacheWillUpdate: async ({ response }) => response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
    // A path never opened offline gets the shell: the app routes on the client.
    handlerDidError: async () => await caches.match(pageCacheKey(new URL(SHELL_PATH, self.location.origin).href), { cacheName: PAGES_CACHE }) ?? undefined
  }]
})
registerRoute(new NavigationRoute(pages, { allowlist: [/./], denylist: [API_PATH] }))

self.addEventListener('install', event => {
  // The shell as the gateway serves it (with this host's settings), so a path never visited opens offline too.
  event.waitUntil(caches.open(PAGES_CACHE).then(async cache => await cache.add(new Request(SHELL_PATH, { credentials: 'same-origin', cache: 'no-cache' }))).catch(() => undefined))
})

self.addEventListener('message', event => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting()
})
