// Gateway messages in the language of Accept-Language (en, hi, id, bn, pt; others en).
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { LANGUAGES, pickLanguage, type Language } from '../../../shared/regions.js'
import { translate, type Catalogues, type Params } from '../../../shared/i18n.js'
import { loadCatalogues } from '../../../shared/node/locales.js'

declare module 'fastify' {
  interface FastifyInstance { catalogues: Catalogues }
  interface FastifyRequest {
    lang: Language
    t: (key: string, params?: Params) => string
  }
}

type Translator = FastifyRequest['t']

/** Accept-Language values remembered; anyone can send any, so the memory is bounded and starts again when full. */
const REMEMBERED_HEADERS = 500
/** Longer values are parsed every time rather than kept. */
const REMEMBERED_LENGTH = 100

export default fp(async function i18n (fastify) {
  const catalogues = loadCatalogues()
  fastify.decorate('catalogues', catalogues)
  // One translation function per language, made at start and handed around as a plain function.
  const translatorOf = (lang: Language): Translator => (key, params?: Params) =>
    translate(catalogues, lang, key, params)
  const translators = Object.fromEntries(LANGUAGES.map(lang => [lang, translatorOf(lang)]))
  const translatorFor = translators as Record<Language, Translator>
  // A client sends the same header on every call: parsing its q-values once per distinct value is enough.
  const picked = new Map<string, Language>()
  const languageOf = (header: string | undefined): Language => {
    if (header === undefined || header.length > REMEMBERED_LENGTH) return pickLanguage(header)
    let lang = picked.get(header)
    if (lang === undefined) {
      lang = pickLanguage(header)
      if (picked.size >= REMEMBERED_HEADERS) picked.clear()
      picked.set(header, lang)
    }
    return lang
  }
  fastify.decorateRequest('lang', 'en')
  fastify.decorateRequest('t', null as unknown as Translator)
  fastify.addHook('onRequest', function i18n (request, _reply, done) {
    const lang = languageOf(request.headers['accept-language'])
    request.lang = lang
    request.t = translatorFor[lang]
    done()
  })
}, { name: 'i18n' })
