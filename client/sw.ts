// The app-shell service worker (registered only in WALLET_SW=1 builds, see src/lib/service-worker.ts).
// It keeps index.html and the content-hashed assets so the wallet opens fast on a flaky network:
// navigations go to the network first (a deploy is seen at once) and fall back to the cached shell;
// hashed assets never change, so the cache answers them first. /api is never cached: balances,
// payments and the session must always be live.

export type Strategy = 'network-first' | 'cache-first' | 'none'

export const CACHE_PREFIX = 'wallet-shell-'
export const CACHE_NAME = `${CACHE_PREFIX}v1`
export const SHELL_KEY = '/index.html'

/** Parcel names assets name.<8+ hex hash>.ext; such a file's content never changes. */
export function isHashedAsset (pathname: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname)
}

function isApi (pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

export interface RequestFacts { method: string, url: string, mode: string }

export function strategyFor (request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'none'
  const url = new URL(request.url)
  if (url.origin !== origin || isApi(url.pathname)) return 'none'
  if (request.mode === 'navigate') return 'network-first'
  if (isHashedAsset(url.pathname)) return 'cache-first'
  return 'none'
}

/** The same-origin hashed assets index.html loads (scripts, styles, icons), as absolute paths. */
export function shellAssets (html: string, origin: string): string[] {
  const found = new Set<string>()
  // Parcel's minified HTML leaves attribute values unquoted (src=/client.5c4e10f8.js).
  for (const m of html.matchAll(/\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    const raw = m[1] ?? m[2] ?? m[3]
    if (raw === undefined || raw === '') continue
    let url: URL
    try { url = new URL(raw, `${origin}/`) } catch { continue }
    if (url.origin === origin && !isApi(url.pathname) && isHashedAsset(url.pathname)) found.add(url.pathname)
  }
  return [...found]
}

// ---- The worker itself: only when running as a service worker (the functions above are tested in Node).

interface ExtendableEvent extends Event { waitUntil: (promise: Promise<unknown>) => void }
interface FetchEvent extends ExtendableEvent { request: Request, respondWith: (response: Promise<Response>) => void }
interface WorkerScope {
  location: Location
  skipWaiting: () => Promise<void>
  clients: { claim: () => Promise<void> }
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) & ((type: 'fetch', listener: (event: FetchEvent) => void) => void)
}

async function fetchShell (scope: WorkerScope): Promise<void> {
  const cache = await caches.open(CACHE_NAME)
  const response = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' })
  if (!response.ok) return
  const html = await response.clone().text()
  await cache.put(SHELL_KEY, response)
  await cache.addAll(shellAssets(html, scope.location.origin))
}

/** A new index.html means a deploy: assets no longer named by it are dropped (lazy chunks come back on use). */
async function refreshShell (response: Response, scope: WorkerScope): Promise<void> {
  const cache = await caches.open(CACHE_NAME)
  const html = await response.text()
  const old = await cache.match(SHELL_KEY)
  if (old !== undefined && await old.text() === html) return
  await cache.put(SHELL_KEY, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
  const keep = new Set(shellAssets(html, scope.location.origin))
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname
    if (path !== SHELL_KEY && !keep.has(path)) await cache.delete(request)
  }
}

async function networkFirst (event: FetchEvent, scope: WorkerScope): Promise<Response> {
  try {
    const response = await fetch(event.request)
    const type = response.headers.get('content-type') ?? ''
    if (response.ok && type.includes('text/html')) event.waitUntil(refreshShell(response.clone(), scope).catch(() => undefined))
    return response
  } catch (err) {
    const cached = await caches.match(SHELL_KEY)
    if (cached !== undefined) return cached
    throw err
  }
}

async function cacheFirst (request: Request): Promise<Response> {
  const cached = await caches.match(request)
  if (cached !== undefined) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(CACHE_NAME)
    await cache.put(request, response.clone())
  }
  return response
}

function start (scope: WorkerScope): void {
  scope.addEventListener('install', event => {
    event.waitUntil(fetchShell(scope).catch(() => undefined).then(async () => scope.skipWaiting()))
  })
  scope.addEventListener('activate', event => {
    event.waitUntil((async () => {
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name)
      await scope.clients.claim()
    })())
  })
  scope.addEventListener('fetch', event => {
    const strategy = strategyFor(event.request, scope.location.origin)
    if (strategy === 'network-first') event.respondWith(networkFirst(event, scope))
    else if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request))
  })
}

if (typeof (globalThis as { ServiceWorkerGlobalScope?: unknown }).ServiceWorkerGlobalScope !== 'undefined') {
  start(globalThis as unknown as WorkerScope)
}
