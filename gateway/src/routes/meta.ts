// Health, the client's region settings and the API document.
import type { FastifyInstance } from 'fastify'
import { REGION_INFO, type SiteConfig } from '../../../shared/regions.js'
import { openApiDocument } from '../openapi.js'

export default async function metaRoutes (fastify: FastifyInstance) {
  const document = openApiDocument()

  fastify.get('/healthz', async () => ({ status: 'ok' }))

  fastify.get('/api/openapi.json', async () => document)

  // What the client needs for this page host: never a secret or an upstream address.
  fastify.get('/api/config', async (request, reply) => {
    const site = request.site
    const regions = Object.fromEntries(Object.values(REGION_INFO).map(r => [r.region, {
      currency: r.currency, fractionDigits: r.fractionDigits, numberLocale: r.numberLocale, withdrawMultiple: r.withdrawMultiple, payoutDays: r.payoutDays, payoutTypes: [...r.payoutTypes]
    }])) as SiteConfig['regions']
    reply.header('cache-control', 'no-cache')
    const data: SiteConfig = {
      region: site.region,
      currency: site.currency,
      fractionDigits: site.fractionDigits,
      numberLocale: site.info.numberLocale,
      language: site.language,
      assetsType: site.info.assetsType,
      withdrawMultiple: site.info.withdrawMultiple,
      payoutDays: site.info.payoutDays,
      payoutTypes: [...site.info.payoutTypes],
      uploadMaxBytes: fastify.config.uploadMaxBytes,
      timeoutMs: fastify.config.upstreamTimeoutMs,
      regions
    }
    return reply.envelope(200, { code: 0, msg: '', status: 'success', data })
  })
}
