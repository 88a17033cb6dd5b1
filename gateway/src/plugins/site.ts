// The page host decides the region (currency, default language, upstream) of every request.
import fp from 'fastify-plugin'
import { hostConfig, type Config, type HostConfig } from '../config.js'

declare module 'fastify' {
  interface FastifyInstance { config: Config }
  interface FastifyRequest { site: HostConfig }
}

export default fp<{ config: Config }>(async function site (fastify, opts) {
  fastify.decorate('config', opts.config)
  fastify.decorateRequest('site', null as unknown as HostConfig)
  fastify.addHook('onRequest', async (request) => {
    request.site = hostConfig(opts.config, request.hostname)
  })
}, { name: 'site' })
