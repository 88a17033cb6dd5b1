// Gateway messages in the language of Accept-Language (en, hi, id, bn, pt; others en).
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { pickLanguage, type Language } from '../../../shared/regions.js'
import { translate, type Catalogues, type Params } from '../../../shared/i18n.js'
import { loadCatalogues } from '../../../shared/node/locales.js'

declare module 'fastify' {
  interface FastifyInstance { catalogues: Catalogues }
  interface FastifyRequest {
    lang: Language
    t: (key: string, params?: Params) => string
  }
}

export default fp(async function i18n (fastify) {
  const catalogues = loadCatalogues()
  fastify.decorate('catalogues', catalogues)
  fastify.decorateRequest('lang', 'en')
  fastify.decorateRequest('t', null as unknown as FastifyRequest['t'])
  fastify.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language'])
    // Bound per request so it can be handed around as a plain function.
    request.t = (key: string, params?: Params) => translate(catalogues, request.lang, key, params)
  })
}, { name: 'i18n' })
