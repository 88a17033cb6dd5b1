// The only file that listens: config, logger, the metrics listener, region reloads and graceful shutdown.
import closeWithGrace from 'close-with-grace'
import { setTimeout as sleep } from 'node:timers/promises'
import { loadConfig } from './config/config.js'
import { buildApp } from './app.js'

let config
try {
  config = loadConfig()
} catch (err) {
  console.error(`gateway: ${(err as Error).message}`)
  process.exit(1)
}

const app = await buildApp(config)
const { shutdownDrainMs } = config.operations

// Stop: /readyz fails first and stays failing while load balancers notice (SHUTDOWN_DRAIN_MS, still serving),
// then the listener closes and the calls in flight finish (each bounded by UPSTREAM_TIMEOUT_MS), then exit.
// Past that bound, close-with-grace ends the process anyway.
const graceMs = shutdownDrainMs + config.upstreamTimeoutMs + 5000
closeWithGrace({ delay: graceMs, skip: ['SIGHUP'] }, async ({ signal, err }) => {
  // fatal writes what the asynchronous log still holds at once; process.exit, which ends every path here,
  // flushes the rest (gateway/src/logging.ts).
  if (err !== undefined) app.log.fatal({ err }, 'closing after an error')
  else app.log.info({ signal, drainMs: shutdownDrainMs }, 'closing')
  app.readiness.beginShutdown()
  if (err === undefined && shutdownDrainMs > 0) await sleep(shutdownDrainMs)
  await app.close()
})

// SIGHUP: read the region file again; a broken one is logged and the settings in use stay.
process.on('SIGHUP', () => { app.reloadRegions() })

try {
  await app.listen({ port: config.port, host: config.host })
  await app.listenMetrics(config.operations.metricsPort, config.host)
} catch (err) {
  app.log.error({ err }, 'cannot listen')
  process.exit(1)
}
