// Cross-origin calls through @fastify/cors: only pages on the configured region hosts may call this
// gateway from another origin; every other origin gets no CORS header, so the browser keeps the answer.
import fp from 'fastify-plugin'
import cors from '@fastify/cors'
import type { Config } from '../config/config.js'
import { isRegionHost } from '../site/page-hosts.js'

/** What the client sends (docs/API.md "Request headers"); a preflight asking for more is not granted more. */
export const CORS_REQUEST_HEADERS = [
  'authorization', 'content-type', 'accept-language', 'device', 'user', 'session', 'country', 'channel',
  'product', 'version', 'x-origin', 'x-flavor', 'x-slots', 'idempotency-key', 'x-request-id'
] as const

/** Answer headers the client reads. */
export const CORS_EXPOSED_HEADERS = ['x-request-id', 'idempotent-replayed', 'retry-after'] as const

export function isAllowedOrigin (config: Config, origin: string | undefined): boolean {
  if (origin === undefined || origin === '' || origin === 'null') return false
  let url: URL
  try { url = new URL(origin) } catch { return false }
  // An Origin header is scheme, host and port only; anything else is not a browser's.
  if (url.origin !== origin) return false
  const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && !config.security.behindTls)
  return schemeOk && isRegionHost(config, url.hostname)
}

export default fp(async function corsPolicy (fastify) {
  const config = fastify.config
  await fastify.register(cors, {
    origin: (origin, callback) => { callback(null, isAllowedOrigin(config, origin)) },
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: [...CORS_REQUEST_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    // The client authenticates with a bearer header, never cookies.
    credentials: false,
    maxAge: 600
  })
}, { name: 'cors', dependencies: ['site'] })
