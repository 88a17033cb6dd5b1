// The in-memory world and the message catalogues, made once per app.
import fp from 'fastify-plugin'
import { loadCatalogues } from '../../../shared/node/locales.js'
import { readFixtures } from '../world/fixtures.js'
import { Messages } from '../texts/messages.js'
import { World } from '../world/state.js'

declare module 'fastify' {
  interface FastifyInstance {
    world: World
    messages: Messages
  }
}

export interface WorldOptions { fixturesDir?: string }

export default fp<WorldOptions>(async (app, opts) => {
  app.decorate('world', new World(readFixtures(opts.fixturesDir)))
  app.decorate('messages', new Messages(loadCatalogues()))
}, { name: 'mock-world' })
