// Messages from locales/*.json through rosetta, in two parts per language (scripts/catalogue-parts.ts):
// `core`, what the shell and My Balance show, loads with the app; `more`, the other screens' messages,
// loads when such a screen is opened or once the first screen is up. Only the player's language is fetched
// (every catalogue holds every key, tests/locales); English only if that language cannot be had.
// Placeholders are {name}.
import rosetta from 'rosetta'
import { atom, getDefaultStore } from 'jotai/vanilla'
import { interpolate, type Params } from '../../../shared/i18n.js'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/regions.js'

const i18n = rosetta<Record<string, string>>({})
i18n.locale(DEFAULT_LANGUAGE)

export const languageAtom = atom<Language>(DEFAULT_LANGUAGE)

type Catalogue = Record<string, string>
type Part = 'core' | 'more'
type Loader = () => Promise<Catalogue | { default: Catalogue }>
const loaders: Record<Language, Record<Part, Loader>> = {
  en: {
    core: async () => import('./catalogues/en.core.json', { with: { type: 'json' } }),
    more: async () => import('./catalogues/en.more.json', { with: { type: 'json' } })
  },
  hi: {
    core: async () => import('./catalogues/hi.core.json', { with: { type: 'json' } }),
    more: async () => import('./catalogues/hi.more.json', { with: { type: 'json' } })
  },
  id: {
    core: async () => import('./catalogues/id.core.json', { with: { type: 'json' } }),
    more: async () => import('./catalogues/id.more.json', { with: { type: 'json' } })
  },
  bn: {
    core: async () => import('./catalogues/bn.core.json', { with: { type: 'json' } }),
    more: async () => import('./catalogues/bn.more.json', { with: { type: 'json' } })
  },
  pt: {
    core: async () => import('./catalogues/pt.core.json', { with: { type: 'json' } }),
    more: async () => import('./catalogues/pt.more.json', { with: { type: 'json' } })
  }
}

/** Tags like "hi-IN" or "pt_BR" to a supported language; others en. */
export function toLanguage (tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0]
  return isLanguage(base) ? base : DEFAULT_LANGUAGE
}

const loading = new Map<string, Promise<boolean>>()

/** One fetch per part and language; a failed one may be tried again. */
async function load (lang: Language, part: Part): Promise<boolean> {
  const id = `${lang}.${part}`
  let pending = loading.get(id)
  if (pending === undefined) {
    pending = loaders[lang][part]().then(mod => {
      // Bundlers hand a JSON chunk over either as the object or as its default export.
      i18n.set(lang, 'default' in mod && typeof mod.default === 'object' ? mod.default : mod as Catalogue)
      return true
    }, () => {
      loading.delete(id)
      return false
    })
    loading.set(id, pending)
  }
  return await pending
}

/** The language being loaded, or shown: what calls ask the upstream to answer in (they may start before
 * the catalogue has arrived). */
let asked: Language | null = null

export function requestLanguage (): Language {
  return asked ?? currentLanguage()
}

/** Whether a screen beyond the first has asked for the rest of the messages (they follow a language change). */
let moreWanted = false

/** Loads the language's core part (and the rest when screens already need it); false when neither it nor
 * English could be fetched. */
export async function setLanguage (wanted: Language): Promise<boolean> {
  asked = wanted
  const parts = async (lang: Language) => {
    const loads = [load(lang, 'core'), ...(moreWanted ? [load(lang, 'more')] : [])]
    return (await Promise.all(loads)).every(Boolean)
  }
  let lang = wanted
  if (!(await parts(wanted))) {
    if (wanted === DEFAULT_LANGUAGE || !(await parts(DEFAULT_LANGUAGE))) return false
    lang = DEFAULT_LANGUAGE
  }
  asked = lang
  i18n.locale(lang)
  if (typeof document !== 'undefined') document.documentElement.lang = lang
  getDefaultStore().set(languageAtom, lang)
  getDefaultStore().set(catalogueReadyAtom, true)
  return true
}

/** The other screens' messages in the language being loaded or shown (and for any later language): a screen
 * opened while the player's language is still on its way renders in it, not in English. */
export async function loadMore (): Promise<boolean> {
  moreWanted = true
  const lang = requestLanguage()
  return await load(lang, 'more') || (lang !== DEFAULT_LANGUAGE && await load(DEFAULT_LANGUAGE, 'more'))
}

/** True once a catalogue is there to render with. */
export const catalogueReadyAtom = atom(false)

export function currentLanguage (): Language {
  return getDefaultStore().get(languageAtom)
}

/** A message of one language; '' when the catalogue has none (rosetta answers '' or undefined then). */
function text (key: string, lang: Language): string {
  const found: unknown = i18n.t([key], undefined, lang)
  return typeof found === 'string' ? found : ''
}

/** The message in the current language, else English, else the key. Keys are flat: 'error.required'. */
export function t (key: string, params?: Params): string {
  const lang = currentLanguage()
  const raw = text(key, lang) || text(key, DEFAULT_LANGUAGE) || key
  return interpolate(raw, params)
}
