// The message catalogues of locales/*.json in two parts per language for the browser: `core`, what the app's
// shell and My Balance (the first screen) show, and `more`, everything else. First paint then waits for a
// few kilobytes instead of the whole catalogue; other screens wait for `more`, which loads once the first
// screen is up. locales/ stays the one source: these files are derived from it (npm run build rewrites them
// when it changed; tests/client/catalogue-parts.test.ts checks they are current and that the first screen's
// bundles ask for no key outside `core`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../shared/regions.js'
import type { Catalogue } from '../shared/i18n.js'
import { loadCatalogues } from '../shared/node/locales.js'
import { projectRoot } from '../shared/node/project-root.js'

export const PARTS_DIR = join(projectRoot(), 'client', 'src', 'lib', 'catalogues')
export type Part = 'core' | 'more'

/** Whole sections the first screen uses. */
const CORE_SECTIONS = ['asset', 'trade', 'common']
/** Single messages of other sections the shell can show: the api client's own failures and the login gate;
 * the region's money mode, which My Balance says at first paint when its operators closed money calls. */
const CORE_KEYS = [
  'error.system_busy', 'error.network', 'error.timeout', 'error.outage', 'error.login_required',
  'money_mode.withdraw_only', 'money_mode.closed'
]
/** Messages of those sections only other screens show (dialogs, paged lists, the transactions page's
 * filters), which wait for the rest of the catalogue anyway: the first paint does not carry them. */
const LATER_KEYS = [
  'common.load_more', 'common.cancel', 'common.confirm', 'common.close', 'common.ok',
  'asset.transactions', 'trade.filter_label', 'trade.filter.all', 'trade.filter.cancelled'
]

/** Sections only the servers write (the upstream's own remarks and notes, mock-upstream/src/texts/say.ts): the
 * client never asks for them, so its parts leave them out. */
const SERVER_SECTIONS = ['upstream_text']

export function isServerOnly (key: string): boolean {
  return SERVER_SECTIONS.includes(key.split('.')[0] ?? '')
}

export function isCore (key: string): boolean {
  return (CORE_SECTIONS.includes(key.split('.')[0] ?? '') && !LATER_KEYS.includes(key)) || CORE_KEYS.includes(key)
}

export function splitCatalogue (catalogue: Catalogue): Record<Part, Catalogue> {
  const core: Catalogue = {}
  const more: Catalogue = {}
  for (const [key, value] of Object.entries(catalogue)) {
    if (!isServerOnly(key)) (isCore(key) ? core : more)[key] = value
  }
  return { core, more }
}

export function partFile (lang: Language, part: Part): string {
  return join(PARTS_DIR, `${lang}.${part}.json`)
}

/** The files' contents as they must be. */
export function catalogueParts (dir?: string): Map<string, string> {
  const catalogues = loadCatalogues(dir)
  const files = new Map<string, string>()
  for (const lang of LANGUAGES) {
    const parts = splitCatalogue(catalogues[lang])
    for (const part of ['core', 'more'] as const) {
      files.set(partFile(lang, part), `${JSON.stringify(parts[part], null, 1)}\n`)
    }
  }
  return files
}

/** Rewrites the part files that differ from locales/; returns how many changed. */
export function writeCatalogueParts (): number {
  mkdirSync(PARTS_DIR, { recursive: true })
  let changed = 0
  for (const [file, text] of catalogueParts()) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
    writeFileSync(file, text)
    changed++
  }
  return changed
}
