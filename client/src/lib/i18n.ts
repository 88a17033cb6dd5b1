// Messages from locales/*.json through rosetta. Every catalogue is its own chunk (the initial bundle stays
// small); English, the fallback, is fetched beside the player's language. Placeholders are {name}.
import rosetta from 'rosetta'
import { atom, getDefaultStore } from 'jotai'
import { interpolate, type Params } from '../../../shared/i18n.js'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/regions.js'

const i18n = rosetta<Record<string, string>>({})
i18n.locale(DEFAULT_LANGUAGE)

export const languageAtom = atom<Language>(DEFAULT_LANGUAGE)

type Catalogue = Record<string, string>
const loaders: Record<Language, () => Promise<Catalogue | { default: Catalogue }>> = {
  en: async () => import('../../../locales/en.json', { with: { type: 'json' } }),
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

const loaded = new Set<Language>()

async function load (lang: Language): Promise<boolean> {
  if (loaded.has(lang)) return true
  try {
    const mod = await loaders[lang]()
    // Bundlers hand a JSON chunk over either as the object or as its default export.
    i18n.set(lang, 'default' in mod && typeof mod.default === 'object' ? mod.default as Catalogue : mod as Catalogue)
    loaded.add(lang)
    return true
  } catch {
    return false
  }
}

/** Loads English and the language (in parallel); false when not even English could be fetched. */
export async function setLanguage (wanted: Language): Promise<boolean> {
  const [enOk, langOk] = await Promise.all([load(DEFAULT_LANGUAGE), load(wanted)])
  const lang = langOk ? wanted : DEFAULT_LANGUAGE
  i18n.locale(lang)
  if (typeof document !== 'undefined') document.documentElement.lang = lang
  getDefaultStore().set(languageAtom, lang)
  getDefaultStore().set(catalogueReadyAtom, enOk || langOk)
  return enOk || langOk
}

/** True once a catalogue is there to render with. */
export const catalogueReadyAtom = atom(false)

export function currentLanguage (): Language {
  return getDefaultStore().get(languageAtom)
}

/** The message in the current language, else English, else the key. Keys are flat: 'error.required'. */
export function t (key: string, params?: Params): string {
  const lang = currentLanguage()
  const raw = (i18n.t([key], undefined, lang) as string) || (i18n.t([key], undefined, DEFAULT_LANGUAGE) as string) || key
  return interpolate(raw, params)
}
