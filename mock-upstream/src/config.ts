// The mock upstream's settings, read from the environment once at start and checked, so a typo in a
// variable stops the process with a clear message instead of surfacing as odd behaviour later.
import { REGIONS, isRegion, type Region } from '../../shared/regions.js'
import { DEFAULT_UPSTREAM_TIMEOUT_MS, LOG_LEVELS, UPSTREAM_TIMEOUT_RANGE_MS } from '../../shared/defaults.js'
import { DEV_SIGN_SECRET } from '../../shared/dev-secret.js'

export interface MockConfig {
  /** Shared with the gateway: the md5 signing secret (docs/API.md "Signing"). */
  signSecret: string
  port: number
  host: string
  /** The gateway's upstream timeout; demo-slow answers 1 s after it. */
  upstreamTimeoutMs: number
  logLevel: string
  /**
   * The one region whose upstream this mock plays (MOCK_REGION), as production runs one upstream per region
   * host; null plays every region at once, so a single mock serves every page host in development.
   */
  region: Region | null
}

export const DEFAULT_CONFIG: MockConfig = {
  signSecret: DEV_SIGN_SECRET,
  port: 9090,
  host: '127.0.0.1',
  upstreamTimeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
  logLevel: 'info',
  region: null
}

export class ConfigError extends Error {
  constructor (readonly problems: string[]) {
    super(`Invalid mock upstream configuration:\n- ${problems.join('\n- ')}`)
    this.name = 'ConfigError'
  }
}

function integer (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[]
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`)
    return fallback
  }
  return value
}

export function loadConfig (env: NodeJS.ProcessEnv = process.env): MockConfig {
  const problems: string[] = []
  const secret = env.SIGN_SECRET
  if (secret === undefined || secret === '') {
    // Same rule as the gateway: production never runs on the development secret.
    if (env.NODE_ENV === 'production') problems.push('SIGN_SECRET is required when NODE_ENV=production')
  }
  const logLevel = env.LOG_LEVEL ?? DEFAULT_CONFIG.logLevel
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  }
  const rawRegion = env.MOCK_REGION ?? ''
  // A typo must not silently make the mock play every region.
  if (rawRegion !== '' && !isRegion(rawRegion)) {
    problems.push(`MOCK_REGION must be one of ${REGIONS.join(', ')} or unset (got "${rawRegion}")`)
  }
  const config: MockConfig = {
    signSecret: secret === undefined || secret === '' ? DEFAULT_CONFIG.signSecret : secret,
    port: integer(env, 'MOCK_PORT', DEFAULT_CONFIG.port, 0, 65535, problems),
    host: env.HOST === undefined || env.HOST === '' ? DEFAULT_CONFIG.host : env.HOST,
    upstreamTimeoutMs: integer(
      env,
      'UPSTREAM_TIMEOUT_MS',
      DEFAULT_CONFIG.upstreamTimeoutMs,
      UPSTREAM_TIMEOUT_RANGE_MS.min,
      UPSTREAM_TIMEOUT_RANGE_MS.max,
      problems
    ),
    logLevel,
    region: isRegion(rawRegion) ? rawRegion : null
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}
