// The only file that listens: reads the environment, starts the mock upstream, closes it on a signal.
import closeWithGrace from 'close-with-grace'
import { buildMockApp } from './app.js'
import { ConfigError, loadConfig, type MockConfig } from './config.js'

let config: MockConfig
try {
  config = loadConfig()
} catch (err) {
  if (!(err instanceof ConfigError)) throw err
  console.error(err.message)
  process.exit(1)
}

const app = await buildMockApp({ config, logger: { level: config.logLevel } })

closeWithGrace({ delay: 10000 }, async ({ signal, err }) => {
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
