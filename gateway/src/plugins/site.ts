// The page host decides the region (currency, default language, upstream) of every request. With
// TRUST_PROXY, Fastify's hostname is X-Forwarded-Host from a trusted proxy; from anyone else, Host.
import fp from 'fastify-plugin'
import { hostConfig, isRegionHost, type Config, type HostConfig } from '../config.js'
import { safeHost } from '../logging.js'

declare module 'fastify' {
  interface FastifyInstance { config: Config }
  interface FastifyRequest { site: HostConfig }
}

/** Unknown hosts logged so far; bounded, as anyone can send any Host header. */
const MAX_LOGGED_HOSTS = 1000

export default fp<{ config: Config }>(async function site (fastify, opts) {
  fastify.decorate('config', opts.config)
  fastify.decorateRequest('site', null as unknown as HostConfig)
  const logged = new Set<string>()
  fastify.addHook('onRequest', async (request) => {
    const hostname = request.hostname
    request.site = hostConfig(opts.config, hostname)
    if (logged.size < MAX_LOGGED_HOSTS && !isRegionHost(opts.config, hostname)) {
      const shown = safeHost(hostname) ?? '(none)'
      if (!logged.has(shown)) {
        logged.add(shown)
        request.log.warn({ host: shown, region: request.site.region }, 'unknown page host: default region applied')
      }
    }
  })
}, { name: 'site' })
