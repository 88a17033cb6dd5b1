// The service worker's choices, kept apart from Workbox so they are tested in Node (tests/client/sw/rules.test.ts).
// /api is never answered by the worker: balances, payments and the session must always be live.

/** Caches the wallet's workers own: Workbox's precache (`workbox-precache-v2-<scope>`) and the shell's. */
export const WALLET_CACHE = /^(?:workbox-|wallet-)/

/** The page every navigation opens: one app, routed on the client; the gateway adds the host's settings. */
export const SHELL_PATH = '/'

export { SHELL_REVISION_GLOBAL } from '../../shared/service-worker.js'

/** The cache holding the shell of one worker revision; a new worker fills its own, then removes the old ones. */
export function shellCacheName (revision: string): string {
  return `wallet-shell-${revision}`
}

/** Parcel names assets name.<8 hex hash>.ext: such a file's content never changes, its name is its revision. */
export const HASHED_ASSET = /\.[0-9a-f]{8}\.[a-z0-9]+$/i

export function isApi (pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/** The navigation route's denylist: /api, even as a navigation, files (a name with an extension) and the
 * gateway's probes are never answered with the shell. */
export const NOT_A_PAGE = [/^\/api(?:[/?#]|$)/, /\.[A-Za-z0-9]+(?:[?#]|$)/, /^\/(?:healthz|readyz)(?:[/?#]|$)/]

/**
 * The key the shell is kept under: its path alone. The first page URL carries the player's token (?token=),
 * which must never be stored; the page itself carries only the host's settings.
 */
export function pageCacheKey (url: string): string {
  const u = new URL(url)
  return `${u.origin}${u.pathname}`
}

/** The message a page posts to let a waiting worker take over (client/src/features/offline/worker.ts). */
export const SKIP_WAITING = 'SKIP_WAITING'
