// Localised upstream messages: the locale catalogues with the caller's Accept-Language.
import { pickLanguage, type Language } from '../../../shared/regions.js'
import { translate, type Catalogues, type Params } from '../../../shared/i18n.js'

export class Messages {
  constructor (private readonly catalogues: Catalogues) {}

  language (acceptLanguage: string | string[] | undefined): Language {
    return pickLanguage(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)
  }

  text (lang: Language, key: string, params?: Params): string {
    return translate(this.catalogues, lang, key, params)
  }

  /** The label of a body field ("field.upi_id" -> "UPI ID"), or the raw name when there is none. */
  field (lang: Language, name: string): string {
    const key = `field.${name}`
    const text = translate(this.catalogues, lang, key)
    return text === key ? name : text
  }
}
