// Settings of the security headers and proxy trust, read from the environment with the rest of the config.
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js'

export interface SecurityConfig {
  /** CSP frame-ancestors sources: ["'none'"] unless the operator names embedding origins. */
  frameAncestors: string[]
  /** TLS terminates in front of the gateway: HSTS and upgrade-insecure-requests, https origins only for CORS. */
  behindTls: boolean
  trustProxy: TrustProxy
}

const KEYWORDS: Record<string, string> = { none: "'none'", "'none'": "'none'", self: "'self'", "'self'": "'self'" }
// An origin (optionally with a leading *. label); nothing that could end the directive or add another.
const ORIGIN_SOURCE = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/

export function parseFrameAncestors (raw: string | undefined): string[] {
  const entries = (raw ?? '').trim().toLowerCase().split(/[\s,]+/).filter(e => e !== '')
  if (entries.length === 0) return ["'none'"]
  const sources = entries.map(entry => {
    const keyword = KEYWORDS[entry]
    if (keyword !== undefined) return keyword
    if (ORIGIN_SOURCE.test(entry)) return entry
    const expected = 'none, self or origins such as https://partner.example (space or comma separated)'
    throw new Error(`FRAME_ANCESTORS must be ${expected}, got "${entry}"`)
  })
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error('FRAME_ANCESTORS: none cannot be combined with other sources')
  }
  return [...new Set(sources)]
}

export function parseFlag (env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase()
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'no') return false
  if (raw === 'true' || raw === '1' || raw === 'yes') return true
  throw new Error(`${name} must be true or false, got "${env[name] ?? ''}"`)
}

export function loadSecurityConfig (env: NodeJS.ProcessEnv): SecurityConfig {
  return {
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    behindTls: parseFlag(env, 'BEHIND_TLS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY)
  }
}
