// The service worker's choices, kept apart from Workbox so they are tested in Node (tests/client/sw/rules.test.ts).
// /api is never answered by the worker: balances, payments and the session must always be live.

/** Caches the wallet's workers own: Workbox's precache (`workbox-precache-v2-<scope>`) and the page cache. */
export const PAGES_CACHE = 'wallet-pages-v1'
export const WALLET_CACHE = /^(?:workbox-|wallet-)/

/** The shell kept for navigations when the network is slow or gone. */
export const SHELL_PATH = '/'

/** How long a navigation waits for the network before the cached shell answers (2G: a page's first bytes). */
export const NAVIGATION_TIMEOUT_S = 4

/** Parcel names assets name.<8 hex hash>.ext: such a file's content never changes, its name is its revision. */
export const HASHED_ASSET = /\.[0-9a-f]{8}\.[a-z0-9]+$/i

export function isApi (pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/** The navigation route's denylist: /api, even as a navigation, is never answered by the worker. */
export const API_PATH = /^\/api(?:[/?#]|$)/

/**
 * The key a page is cached under: its path alone. The first page URL carries the player's token (?token=),
 * which must never be stored; the page itself carries only the host's settings.
 */
export function pageCacheKey (url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}`
}

/** The message a page posts to let a waiting worker take over (client/src/features/offline/worker.ts). */
export const SKIP_WAITING = 'SKIP_WAITING'
