// Messages from locales/ for the tests' checks. A missing key or an empty message fails the test at once: a
// renamed key must never turn a check into waiting for, or matching, '' (which every text contains).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { interpolate, type Catalogues } from '../../shared/i18n.js'
import { loadCatalogues } from '../../shared/node/locales.js'
import { projectRoot } from '../../shared/node/project-root.js'
import type { Language } from '../../shared/regions.js'

/** locales/<lang>.json as written (read from disk, so a scratch edit of a catalogue shows in the next run). */
export function catalogue (lang: string): Record<string, string> {
  return JSON.parse(readFileSync(join(projectRoot(), 'locales', `${lang}.json`), 'utf8')) as Record<string, string>
}

/** A catalogue message with its placeholders filled (none given: as written); a missing or empty one throws. */
export function msg (cat: Readonly<Record<string, string>>, key: string, params?: Record<string, string | number>): string {
  const text = cat[key]
  if (text === undefined) throw new Error(`no message ${key}`)
  if (text.trim() === '') throw new Error(`message ${key} is empty`)
  return interpolate(text, params === undefined ? undefined : Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))
}

/** An expected text for a wait or a match; an empty or whitespace-only one throws (it would match any screen). */
export function expectedText (text: string, what = 'text'): string {
  if (text.trim() === '') throw new Error(`an empty ${what} was expected: that check could never fail`)
  return text
}

let loaded: Catalogues | undefined
/**
 * The message in a language, as the gateway and the mock should answer it. Strict where translate() is lenient:
 * translate() falls back to English and then to the key itself, so a test comparing an answer with it would pass
 * while both showed a raw key.
 */
export function message (lang: Language, key: string, params?: Record<string, string | number>): string {
  loaded ??= loadCatalogues()
  return msg(loaded[lang], key, params)
}

/** A value a check is built from; undefined throws instead of quietly becoming ''. */
export function present<T> (value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`)
  return value
}
