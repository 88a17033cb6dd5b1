// TRUST_PROXY (README.md "Environment"): which peers' X-Forwarded-Host/-For the gateway believes.
import { isIP } from 'node:net'

/** false: nobody; a number: that many proxy hops; a list: those addresses or ranges. */
export type TrustProxy = false | number | string[]

/** proxy-addr's names for the private ranges, accepted as written. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange (entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

export function parseTrustProxy (raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim()
  if (text === '' || text === '0') return false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10) throw new Error(`TRUST_PROXY must be at most 10 proxy hops, got ${hops}`)
    return hops
  }
  const entries = text.split(',').map(e => e.trim()).filter(e => e !== '')
  const bad = entries.find(e => !isAddressOrRange(e))
  if (bad !== undefined || entries.length === 0) {
    const expected = 'a number of proxy hops or comma-separated IP addresses/CIDR ranges ' +
      '(or loopback, linklocal, uniquelocal)'
    throw new Error(`TRUST_PROXY must be ${expected}, got "${bad ?? text}"`)
  }
  return entries
}

/** Fastify's trustProxy option: all, a list of addresses and ranges, or a function of the address and hop. */
type FastifyTrust = boolean | string[] | ((address: string, hop: number) => boolean)

/**
 * Fastify's own option for the setting. Fastify 5 refuses a bare hop count (it cannot tell a proxy from a
 * client that dials the port directly), but the contract offers one for deployments where only the proxies
 * can reach the gateway, so a count becomes a trust function here; docs/SECURITY.md "Headers and CORS" says
 * when that is safe.
 */
export function fastifyTrustProxy (trust: TrustProxy): FastifyTrust {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}
