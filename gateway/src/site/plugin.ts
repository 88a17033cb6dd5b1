// The page host decides the region (currency, default language, upstream) of every request. With
// TRUST_PROXY, Fastify's hostname is X-Forwarded-Host from a trusted proxy; from anyone else, Host.
import fp from 'fastify-plugin'
import type { Config } from '../config/config.js'
import { pageHosts, type HostConfig } from './page-hosts.js'
import { safeHost } from '../logging.js'
import { uncoveredYears } from './holidays.js'

declare module 'fastify' {
  interface FastifyInstance { config: Config }
  interface FastifyRequest { site: Readonly<HostConfig> }
}

/** Unknown hosts logged so far; bounded, as anyone can send any Host header. */
const MAX_LOGGED_HOSTS = 1000

export default fp<{ config: Config }>(async function site (fastify, opts) {
  fastify.decorate('config', opts.config)
  fastify.decorateRequest('site', null as unknown as HostConfig)
  const logged = new Set<string>()
  // Host values already looked at for the warning, so a repeated unknown host costs one lookup.
  const considered = new Set<string>()
  const hostOf = pageHosts(opts.config)
  // Service hours are unknown in a year without a holiday calendar: say so before a player meets it.
  for (const gap of uncoveredYears(opts.config.holidays, new Date())) {
    fastify.log.warn(gap, 'holiday calendar missing: service hours unknown for that year')
  }
  fastify.addHook('onRequest', function site (request, _reply, done) {
    const hostname = request.hostname
    const host = hostOf(hostname)
    request.site = host.site
    if (!host.named && considered.size < MAX_LOGGED_HOSTS && !considered.has(hostname)) {
      considered.add(hostname)
      const shown = safeHost(hostname) ?? '(none)'
      if (!logged.has(shown)) {
        logged.add(shown)
        request.log.warn({ host: shown, region: request.site.region }, 'unknown page host: default region applied')
      }
    }
    done()
  })
}, { name: 'site' })
