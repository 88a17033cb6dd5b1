// Where the shared store lives (docs/REDIS.md): one Redis by URL, or a master found through Redis Sentinel,
// which follows a failover by itself. Read and checked once at start with the rest of the config.
import { isIP } from 'node:net'

export interface SentinelAddress { host: string, port: number }

export type RedisConfig =
  /** REDIS_URL: redis:// or rediss:// (TLS); a password in the URL or in REDIS_PASSWORD. */
  | { kind: 'url', url: string, password: string | undefined }
  /** REDIS_SENTINELS and REDIS_SENTINEL_NAME: the sentinels name the master, and name the new one after a failover. */
  | {
    kind: 'sentinel'
    sentinels: SentinelAddress[]
    name: string
    password: string | undefined
    sentinelPassword: string | undefined
    tls: boolean
  }

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
/** Sentinel's own rule for a master's name is loose; this keeps it to what fits a config file and a log line. */
const MASTER_NAME = /^[A-Za-z0-9._-]{1,100}$/
const MAX_SENTINELS = 16

function sentinelAddress (item: string): SentinelAddress {
  // host:port, or [v6]:port
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/i.exec(item)
  const host = match?.[1] ?? match?.[2]
  const port = Number(match?.[3])
  // [bracketed] is an IPv6 address; bare, an IPv4 address or a host name.
  const bracketed = match?.[1] !== undefined
  const hostOk = host !== undefined && (bracketed ? isIP(host) === 6 : isIP(host) === 4 || HOST_NAME.test(host))
  if (!hostOk || !Number.isInteger(port) || port < 1 || port > 65535) {
    const expected = 'comma-separated host:port pairs (such as sentinel-1:26379,sentinel-2:26379)'
    throw new Error(`REDIS_SENTINELS must be ${expected}, got "${item}"`)
  }
  return { host, port }
}

function secret (env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  // Never quoted back: the value is a password.
  if (/[\r\n\0]/.test(raw) || raw.length > 512) throw new Error(`${name} must be one line of at most 512 characters`)
  return raw
}

function onOff (env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '' || raw === 'off') return false
  if (raw === 'on') return true
  throw new Error(`${name} must be on or off, got "${raw}"`)
}

/**
 * undefined: no shared store (records and counters in memory). REDIS_SENTINELS, when set, is used instead
 * of REDIS_URL.
 */
export function loadRedisConfig (env: NodeJS.ProcessEnv): RedisConfig | undefined {
  const password = secret(env, 'REDIS_PASSWORD')
  const sentinels = env.REDIS_SENTINELS
  if (sentinels !== undefined && sentinels !== '') {
    const list = sentinels.split(',').map(s => s.trim()).filter(s => s !== '').map(sentinelAddress)
    if (list.length === 0 || list.length > MAX_SENTINELS) {
      throw new Error(`REDIS_SENTINELS must name 1 to ${MAX_SENTINELS} sentinels`)
    }
    const name = env.REDIS_SENTINEL_NAME
    if (name === undefined || name === '') {
      throw new Error('REDIS_SENTINEL_NAME must name the master the sentinels watch when REDIS_SENTINELS is set')
    }
    if (!MASTER_NAME.test(name)) {
      throw new Error(`REDIS_SENTINEL_NAME must be 1-100 letters, digits, dots, dashes or underscores, got "${name}"`)
    }
    return {
      kind: 'sentinel',
      sentinels: list,
      name,
      password,
      sentinelPassword: secret(env, 'REDIS_SENTINEL_PASSWORD'),
      tls: onOff(env, 'REDIS_TLS')
    }
  }
  if (env.REDIS_SENTINEL_NAME !== undefined && env.REDIS_SENTINEL_NAME !== '') {
    throw new Error('REDIS_SENTINEL_NAME needs REDIS_SENTINELS, the sentinels to ask')
  }
  const url = env.REDIS_URL
  if (url === undefined || url === '') return undefined
  if (!/^rediss?:\/\/\S+$/.test(url)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL')
  return { kind: 'url', url, password }
}
