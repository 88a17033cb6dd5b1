// The only file that listens: config, logger, graceful shutdown.
import closeWithGrace from 'close-with-grace'
import { loadConfig } from './config.js'
import { buildApp } from './app.js'

let config
try {
  config = loadConfig()
} catch (err) {
  console.error(`gateway: ${(err as Error).message}`)
  process.exit(1)
}

const app = await buildApp(config)

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err !== undefined) app.log.error({ err }, 'closing after an error')
  else app.log.info({ signal }, 'closing')
  await app.close()
})

try {
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  app.log.error({ err }, 'cannot listen')
  process.exit(1)
}
