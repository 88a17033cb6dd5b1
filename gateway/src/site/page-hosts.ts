// Which settings a page host gets: the operators' region file (config.regions) names hosts exactly or by
// a *. pattern; any other host gets the file's default.
import { REGION_INFO, type Language, type Region, type RegionInfo } from '../../../shared/regions.js'
import { moneyModeOf, type Config, type RegionsFile } from '../config/config.js'
import type { MoneyMode } from '../../../shared/money-modes.js'

export interface HostConfig {
  region: Region
  currency: string
  fractionDigits: number
  language: Language
  upstream: string
  info: RegionInfo
  /** The operators' `serverName` and `plan` for the host; '' when not configured. */
  serverName: string
  plan: string
  /** The region's money mode (region file `money`): which money calls the gateway refuses. */
  moneyMode: MoneyMode
}

function hostMatches (pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1))
  return host === pattern
}

function normaliseHost (hostname: string): string {
  return hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/** True when the operators' file names this page host (exactly or by a *. pattern). */
export function isRegionHost (config: Config, hostname: string): boolean {
  const host = normaliseHost(hostname)
  return config.regions.hosts.some(h => hostMatches(h.match, host))
}

function settingsOf (config: Config, settings: RegionsFile['default']): HostConfig {
  const info = REGION_INFO[settings.region]
  return {
    region: settings.region,
    currency: settings.currency ?? info.currency,
    fractionDigits: settings.fractionDigits ?? info.fractionDigits,
    language: settings.language ?? info.language,
    upstream: settings.upstream ?? config.upstreamUrl,
    info,
    serverName: settings.serverName ?? '',
    plan: settings.plan ?? '',
    moneyMode: moneyModeOf(config.regions, settings.region)
  }
}

export interface PageHost {
  site: Readonly<HostConfig>
  /** The operators' file names the host (isRegionHost). */
  named: boolean
}

/** Distinct Host values remembered; anyone can send any, so the memory is bounded and starts again when full. */
const REMEMBERED_HOSTS = 1000

/**
 * The host's settings and whether the file names it, in one lookup, for every request: each host's
 * settings are made once and shared (frozen) by every request to that host; a Host value seen before is
 * not parsed again. They are made again when config.regions is replaced (an operator's reload assigns a
 * new file's settings there). Unknown hosts get the default (India in the shipped file).
 */
export function pageHosts (config: Config): (hostname: string) => PageHost {
  let regions: RegionsFile | undefined
  let named: Array<{ match: string, host: PageHost }> = []
  let fallback: PageHost
  const seen = new Map<string, PageHost>()
  const build = (): void => {
    regions = config.regions
    const current = regions
    const hostOf = (entry: Parameters<typeof settingsOf>[1], isNamed: boolean): PageHost =>
      Object.freeze({ site: Object.freeze(settingsOf(config, entry)), named: isNamed })
    named = current.hosts.map(h => ({ match: h.match, host: hostOf(h, true) }))
    fallback = hostOf(current.default, false)
    seen.clear()
  }
  return (hostname) => {
    if (config.regions !== regions) build()
    const known = seen.get(hostname)
    if (known !== undefined) return known
    const host = normaliseHost(hostname)
    const found = named.find(n => hostMatches(n.match, host))?.host ?? fallback
    if (hostname.length <= 255) {
      if (seen.size >= REMEMBERED_HOSTS) seen.clear()
      seen.set(hostname, found)
    }
    return found
  }
}
