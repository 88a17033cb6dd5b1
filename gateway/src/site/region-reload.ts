// The region file is read again on request (SIGHUP, sent by server.ts): checked like at start, and applied
// only when valid; a broken file is logged and counted, and the settings in use stay as they were.
import fp from 'fastify-plugin'
import { loadRegions, moneyModeOf, type RegionsFile } from '../config/config.js'
import { REGIONS } from '../../../shared/regions.js'
import type { MoneyMode } from '../../../shared/money-modes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the file was valid and is now in use. */
    reloadRegions: () => boolean
  }
}

/** Each region whose money mode differs between two region files. */
interface ModeChange { region: string, from: MoneyMode, to: MoneyMode }

function modeChanges (before: RegionsFile, after: RegionsFile): ModeChange[] {
  const modes = REGIONS.map(region => ({ region, from: moneyModeOf(before, region), to: moneyModeOf(after, region) }))
  return modes.filter(c => c.from !== c.to)
}

export default fp(async function regionReload (fastify) {
  const publishModes = (): void => { fastify.metrics.moneyModes(region => moneyModeOf(fastify.config.regions, region)) }
  publishModes()
  // A region started closed is said at start too: an operator reading the log sees why its money calls fail.
  for (const change of modeChanges({ default: fastify.config.regions.default, hosts: [] }, fastify.config.regions)) {
    fastify.log.warn({ region: change.region, mode: change.to }, 'region money mode in force')
  }
  fastify.decorate('reloadRegions', () => {
    const file = fastify.config.regionsFile
    try {
      const before = fastify.config.regions
      // Every request reads config.regions afresh (site/page-hosts.ts), so one assignment switches them all.
      fastify.config.regions = loadRegions(file)
      for (const change of modeChanges(before, fastify.config.regions)) {
        fastify.log.warn({ file, region: change.region, from: change.from, to: change.to }, 'region money mode changed')
      }
      publishModes()
    } catch (err) {
      fastify.metrics.reloads.inc({ result: 'error' })
      const reason = (err as Error).message
      fastify.log.error({ file, reason }, 'region file not reloaded: the previous settings stay in use')
      return false
    }
    fastify.metrics.reloads.inc({ result: 'ok' })
    fastify.log.info({ file, hosts: fastify.config.regions.hosts.length }, 'region file reloaded')
    return true
  })
}, { name: 'region-reload', dependencies: ['site', 'metrics'] })
