// The region file is read again on request (SIGHUP, sent by server.ts): checked like at start, and applied
// only when valid; a broken file is logged and counted, and the settings in use stay as they were.
import fp from 'fastify-plugin'
import { loadRegions } from '../config.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the file was valid and is now in use. */
    reloadRegions: () => boolean
  }
}

export default fp(async function regionReload (fastify) {
  fastify.decorate('reloadRegions', () => {
    const file = fastify.config.regionsFile
    try {
      // Every request reads config.regions afresh (site/page-hosts.ts), so one assignment switches them all.
      fastify.config.regions = loadRegions(file)
    } catch (err) {
      fastify.metrics.reloads.inc({ result: 'error' })
      fastify.log.error({ file, reason: (err as Error).message }, 'region file not reloaded: the previous settings stay in use')
      return false
    }
    fastify.metrics.reloads.inc({ result: 'ok' })
    fastify.log.info({ file, hosts: fastify.config.regions.hosts.length }, 'region file reloaded')
    return true
  })
}, { name: 'region-reload', dependencies: ['site', 'metrics'] })
