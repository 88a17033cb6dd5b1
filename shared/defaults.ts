// Defaults the client, the gateway and the mock upstream must agree on, each written once. The signing
// secret's development default is in dev-secret.ts, apart, so the client never imports it.

/** The flavor when the app info names none: the client's X-Flavor and the body's `flavor` upstream. */
export const DEFAULT_FLAVOR = 'gp_in'

/** UPSTREAM_TIMEOUT_MS when unset (the spec's 20 s request timeout); the client waits a little longer. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 20000

/** The range UPSTREAM_TIMEOUT_MS may take, for the gateway and the mock upstream alike. */
export const UPSTREAM_TIMEOUT_RANGE_MS = { min: 1, max: 600000 } as const

/** pino's levels, which both servers' LOG_LEVEL takes (Fastify's logger is pino). */
export const LOG_LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
