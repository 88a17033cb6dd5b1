// Configuration is read and validated once at start; the app only ever sees a checked Config.
import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join } from 'node:path'
import { Type, type Static, type TOptional } from 'typebox'
import { Compile } from 'typebox/compile'
import { REGIONS, LANGUAGES, type Region } from '../../../shared/regions.js'
import { projectRoot } from '../../../shared/node/project-root.js'
import { DEFAULT_UPSTREAM_TIMEOUT_MS, LOG_LEVELS, UPSTREAM_TIMEOUT_RANGE_MS } from '../../../shared/defaults.js'
import { literals } from '../../../shared/schemas/common.js'
import { MONEY_MODES, type MoneyMode } from '../../../shared/money-modes.js'
import { signSecret } from './sign-secret.js'
import { loadSecurityConfig, parseFlag, type SecurityConfig } from './security-config.js'
import { loadRedisConfig, type RedisConfig } from './redis-config.js'
import { loadHolidays, type HolidayCalendars } from '../site/holidays.js'

const UrlText = Type.String({ pattern: '^https?://[^\\s/]+(?::\\d+)?(?:/[^\\s]*)?[^/\\s]$|^https?://[^\\s/]+$' })
const RegionName = literals(...REGIONS)
const LanguageName = literals(...LANGUAGES)
/** The game server a host's players play on (feedback and uploads' `server_name`). */
const ServerName = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' })
/** The product plan analytics reports (`ext_data.plan`) when the app info carries none. */
const PlanName = Type.String({ pattern: '^[A-Za-z0-9._-]{1,50}$' })

const HostSettings = Type.Object({
  region: RegionName,
  language: Type.Optional(LanguageName),
  upstream: Type.Optional(UrlText),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  fractionDigits: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
  serverName: Type.Optional(ServerName),
  plan: Type.Optional(PlanName)
}, { additionalProperties: false })

/** Region money modes (shared/money-modes.ts): a region not named is `open`. */
const MoneyModeName = literals(...MONEY_MODES)
const modeByRegion = Object.fromEntries(REGIONS.map(r => [r, Type.Optional(MoneyModeName)]))
const MoneyModes = Type.Object(
  modeByRegion as Record<Region, TOptional<typeof MoneyModeName>>,
  { additionalProperties: false }
)

export const RegionsFile = Type.Object({
  $comment: Type.Optional(Type.String()),
  money: Type.Optional(MoneyModes),
  default: HostSettings,
  hosts: Type.Array(Type.Object({
    match: Type.String({ pattern: '^(?:\\*\\.)?[a-z0-9.-]+$' }),
    region: RegionName,
    language: Type.Optional(LanguageName),
    upstream: Type.Optional(UrlText),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    fractionDigits: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
    serverName: Type.Optional(ServerName),
    plan: Type.Optional(PlanName)
  }, { additionalProperties: false }))
}, { additionalProperties: false })
export type RegionsFile = Static<typeof RegionsFile>

export interface Config {
  port: number
  host: string
  upstreamUrl: string
  signSecret: string
  upstreamTimeoutMs: number
  uploadMaxBytes: number
  /** Connection time limits (plugins/connection-bounds.ts): each bounds how long a socket can be held. */
  limits: TimeLimits
  production: boolean
  clientDir: string
  /**
   * SERVICE_WORKER: `on` serves the built worker at /sw.js; `off` serves one that retires it
   * (site/service-worker.ts).
   */
  serviceWorker: boolean
  regions: RegionsFile
  /** Where `regions` came from: read again on SIGHUP (site/region-reload.ts). */
  regionsFile: string
  /**
   * REGIONS_WATCH: also read it again when its directory changes, as a mounted ConfigMap does
   * (site/region-watch.ts).
   */
  regionsWatch: boolean
  /** Each region's national holidays per year (site/holidays.ts), read at start from HOLIDAYS_DIR. */
  holidays: HolidayCalendars
  logLevel: string
  /** Shared store of idempotency records and rate-limit counters (redis-config.ts); undefined keeps them in memory. */
  redis: RedisConfig | undefined
  security: SecurityConfig
  /** Rate limits and overload (plugins/rate-limits.ts, plugins/overload.ts). */
  traffic: TrafficConfig
  /** Metrics, traces and shutdown (metrics/plugin.ts, tracing/plugin.ts, server.ts). */
  operations: OperationsConfig
}

export interface OperationsConfig {
  /** The separate listener of GET /metrics, bound like HOST; 0 picks a free port. */
  metricsPort: number
  /** OTLP/HTTP base URL (the exporter adds /v1/traces); undefined: tracing off. */
  otlpEndpoint: string | undefined
  serviceName: string
  /** After a stop signal, /readyz fails for this long before the listener closes, so load balancers move away first. */
  shutdownDrainMs: number
  /** One readiness probe's result answers every /readyz for this long (plugins/readiness.ts); 0: each check probes. */
  readyCacheMs: number
}

export interface TrafficConfig {
  /** Money calls, bindings and recipient lookups per player per minute. */
  userPerMinute: number
  /** Calls without login (guest login, event reports) per address per minute. */
  ipPerMinute: number
  /** Overload: answer 503 once the event loop lags this much (ms), or the heap passes this size (0: off). */
  maxEventLoopDelayMs: number
  maxHeapUsedBytes: number
}

function integer (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`)
  const value = Number(raw)
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`)
  return value
}

const urlCheck = Compile(UrlText)
// A plain boolean rather than the check's type guard: the message below still needs the refused value's type.
const isBaseUrl = (value: string): boolean => urlCheck.Check(value)

function url (env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] ?? fallback
  if (!isBaseUrl(raw)) throw new Error(`${name} must be an http(s) base URL without a trailing slash, got "${raw}"`)
  return raw
}

/** Labels of letters, digits and inner dashes (RFC 1123), as a listen address that DNS resolves. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

/** The address to listen on: empty is the default, as for the mock; otherwise an IP address or a host name. */
function listenHost (env: NodeJS.ProcessEnv): string {
  const raw = env.HOST
  if (raw === undefined || raw === '') return '127.0.0.1'
  if (isIP(raw) === 0 && !HOST_NAME.test(raw)) {
    const expected = 'an IP address or a host name to listen on (such as 127.0.0.1, 0.0.0.0 or ::)'
    throw new Error(`HOST must be ${expected}, got "${raw}"`)
  }
  return raw
}

function logLevel (env: NodeJS.ProcessEnv): string {
  const raw = env.LOG_LEVEL
  if (raw === undefined || raw === '') return 'info'
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`)
  return raw
}

export interface TimeLimits {
  /** The whole request, headers and body, must have arrived by then. */
  requestMs: number
  /** A request whose body stops arriving for this long is cut. */
  bodyIdleMs: number
  /** The headers must have arrived by then. */
  headersMs: number
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number
}

/**
 * An upstream that stalls during an upload stops the gateway reading the client's body, so the client's
 * socket goes idle: the upstream timeout must fire first, with a margin, for the client to get its 504
 * (the upstream's fault) rather than a 408 (its own).
 */
function timeLimits (env: NodeJS.ProcessEnv, upstreamTimeoutMs: number): TimeLimits {
  const limits = {
    requestMs: integer(env, 'REQUEST_TIMEOUT_MS', 120000, 1000, 3600000),
    bodyIdleMs: integer(env, 'BODY_IDLE_TIMEOUT_MS', Math.max(30000, upstreamTimeoutMs + 1000), 1000, 3600000),
    headersMs: integer(env, 'HEADERS_TIMEOUT_MS', 15000, 500, 3600000),
    keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72000, 1000, 3600000)
  }
  if (limits.bodyIdleMs < upstreamTimeoutMs + 1000) {
    const least = upstreamTimeoutMs + 1000
    const got = limits.bodyIdleMs
    throw new Error(`BODY_IDLE_TIMEOUT_MS must be at least UPSTREAM_TIMEOUT_MS + 1000 (${least}), got ${got}`)
  }
  if (limits.headersMs > limits.requestMs) {
    const { requestMs, headersMs } = limits
    throw new Error(`HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${requestMs}), got ${headersMs}`)
  }
  return limits
}

/** The money mode the region file names for a region; a region not named is open. */
export function moneyModeOf (regions: RegionsFile, region: Region): MoneyMode {
  return regions.money?.[region] ?? 'open'
}

export function loadRegions (file: string): RegionsFile {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new Error(`region config ${file} cannot be read: ${(err as Error).message}`)
  }
  const check = Compile(RegionsFile)
  if (!check.Check(parsed)) {
    const first = check.Errors(parsed)[0]
    const where = first?.instancePath ?? '/'
    throw new Error(`region config ${file} is invalid at ${where}: ${first?.message ?? 'unknown error'}`)
  }
  return parsed
}

function operations (env: NodeJS.ProcessEnv, production: boolean): OperationsConfig {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT
  const serviceName = env.OTEL_SERVICE_NAME ?? 'wallet-gateway'
  if (!/^[\w.-]{1,100}$/.test(serviceName)) {
    const expected = '1-100 letters, digits, dots, dashes or underscores'
    throw new Error(`OTEL_SERVICE_NAME must be ${expected}, got "${serviceName}"`)
  }
  return {
    metricsPort: integer(env, 'METRICS_PORT', 9464, 0, 65535),
    otlpEndpoint: endpoint === undefined || endpoint === '' ? undefined : url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ''),
    serviceName,
    // A development Ctrl-C should not wait; in production a load balancer needs a few probes to notice.
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', production ? 5000 : 0, 0, 120000),
    readyCacheMs: integer(env, 'READYZ_CACHE_MS', 1000, 0, 60000)
  }
}

function serviceWorker (env: NodeJS.ProcessEnv): boolean {
  const raw = (env.SERVICE_WORKER ?? 'on').trim().toLowerCase()
  if (raw === 'on' || raw === '') return true
  if (raw === 'off') return false
  throw new Error(`SERVICE_WORKER must be on or off, got "${env.SERVICE_WORKER ?? ''}"`)
}

export function loadConfig (env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const root = projectRoot()
  const { min: timeoutMin, max: timeoutMax } = UPSTREAM_TIMEOUT_RANGE_MS
  const upstreamTimeoutMs = integer(env, 'UPSTREAM_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUT_MS, timeoutMin, timeoutMax)
  const regionsFile = env.REGIONS_FILE ?? join(root, 'gateway', 'config', 'regions.json')
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: listenHost(env),
    upstreamUrl: url(env, 'UPSTREAM_URL', `http://127.0.0.1:${integer(env, 'MOCK_PORT', 9090, 1, 65535)}`),
    signSecret: signSecret(env),
    upstreamTimeoutMs,
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5242880, 1, 100 * 1024 * 1024),
    limits: timeLimits(env, upstreamTimeoutMs),
    production,
    clientDir: env.CLIENT_DIR ?? join(root, 'dist', 'client'),
    serviceWorker: serviceWorker(env),
    regions: loadRegions(regionsFile),
    regionsFile,
    regionsWatch: parseFlag(env, 'REGIONS_WATCH'),
    holidays: loadHolidays(env.HOLIDAYS_DIR ?? join(root, 'gateway', 'config', 'holidays')),
    logLevel: logLevel(env),
    redis: loadRedisConfig(env),
    security: loadSecurityConfig(env),
    traffic: {
      userPerMinute: integer(env, 'RATE_LIMIT_USER_PER_MIN', 30, 1, 100000),
      ipPerMinute: integer(env, 'RATE_LIMIT_IP_PER_MIN', 300, 1, 1000000),
      maxEventLoopDelayMs: integer(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 1000, 0, 600000),
      maxHeapUsedBytes: integer(env, 'OVERLOAD_HEAP_BYTES', 0, 0, 1024 * 1024 * 1024 * 1024)
    },
    operations: operations(env, production)
  }
}
