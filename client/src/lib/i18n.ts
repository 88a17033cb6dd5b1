// Messages from locales/*.json through rosetta. English ships in the first bundle (the fallback); the
// player's language is fetched as its own chunk. Placeholders are {name}, as in the catalogues.
import rosetta from 'rosetta'
import { atom, getDefaultStore } from 'jotai'
import en from '../../../locales/en.json' with { type: 'json' }
import { interpolate, type Params } from '../../../shared/i18n.js'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/regions.js'

const i18n = rosetta<Record<string, string>>({ en })
i18n.locale(DEFAULT_LANGUAGE)

export const languageAtom = atom<Language>(DEFAULT_LANGUAGE)

type Catalogue = Record<string, string>
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue | { default: Catalogue }>> = {
  hi: async () => import('../../../locales/hi.json', { with: { type: 'json' } }),
  id: async () => import('../../../locales/id.json', { with: { type: 'json' } }),
  bn: async () => import('../../../locales/bn.json', { with: { type: 'json' } }),
  pt: async () => import('../../../locales/pt.json', { with: { type: 'json' } })
}

/** Tags like "hi-IN" or "pt_BR" to a supported language; others en. */
export function toLanguage (tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0]
  return isLanguage(base) ? base : DEFAULT_LANGUAGE
}

export async function setLanguage (lang: Language): Promise<void> {
  if (lang !== 'en') {
    try {
      const mod = await loaders[lang]()
      // Bundlers hand a JSON chunk over either as the object or as its default export.
      i18n.set(lang, 'default' in mod && typeof mod.default === 'object' ? mod.default as Catalogue : mod as Catalogue)
    } catch {
      lang = DEFAULT_LANGUAGE
    }
  }
  i18n.locale(lang)
  document.documentElement.lang = lang
  getDefaultStore().set(languageAtom, lang)
}

export function currentLanguage (): Language {
  return getDefaultStore().get(languageAtom)
}

/** The message in the current language, else English, else the key. Keys are flat: 'error.required'. */
export function t (key: string, params?: Params): string {
  const lang = currentLanguage()
  const raw = (i18n.t([key], undefined, lang) as string) || (i18n.t([key], undefined, DEFAULT_LANGUAGE) as string) || key
  return interpolate(raw, params)
}
