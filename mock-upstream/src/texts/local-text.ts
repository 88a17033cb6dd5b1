// The upstream's own free texts (package tips, tax notes, remarks, questions and answers) are kept in every
// language the product speaks and answered in the caller's Accept-Language, so a Bengali player never reads
// an English sentence on a Bengali screen. The world stores all five and the pipeline picks one at the
// edge: an order made while reading Hindi still reads right after switching to Portuguese, and the shared
// response schemas stay plain strings.
import { Type, type Static } from 'typebox'
import { LANGUAGES, type Language } from '../../../shared/regions.js'
import { interpolate, type Params } from '../../../shared/i18n.js'

export const Translation = Type.String({ minLength: 1 })

/** One text in every language; a missing or empty one stops the mock at start, naming the field and language. */
export const LocalText = Type.Object(
  { en: Translation, hi: Translation, id: Translation, bn: Translation, pt: Translation },
  { additionalProperties: false }
)
export type LocalText = Static<typeof LocalText>

/** A text the upstream may not have yet: "" where there is no fail reason, no reply, no note. */
export const MaybeLocalText = Type.Union([LocalText, Type.Literal('')])

/** What the world stores: the upstream's text in every language, or what a person typed, as typed. */
export type Text = string | LocalText

// A language added to shared/regions.ts does not compile until the fixtures' texts can carry it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
export type LanguagesMatch = Assert<Same<keyof LocalText, Language>>

export function isLocalText (value: unknown): value is LocalText {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  const record = value as Record<string, unknown>
  return keys.length === LANGUAGES.length && LANGUAGES.every(l => typeof record[l] === 'string')
}

/** The text in one language (a typed text is the same in all). */
export function textIn (text: Text, lang: Language): string {
  return typeof text === 'string' ? text : text[lang]
}

/** The same text in every language, for what has no translation (a brand, a number). */
export function sameInAll (text: string): LocalText {
  return { en: text, hi: text, id: text, bn: text, pt: text }
}

/**
 * Fills {placeholders} in every language; params may depend on the language, so money and counts are written
 * the way that reader writes numbers.
 */
export function fill (text: LocalText, params: Params | ((lang: Language) => Params)): LocalText {
  const of = typeof params === 'function' ? params : () => params
  return {
    en: interpolate(text.en, of('en')),
    hi: interpolate(text.hi, of('hi')),
    id: interpolate(text.id, of('id')),
    bn: interpolate(text.bn, of('bn')),
    pt: interpolate(text.pt, of('pt'))
  }
}

/** A response item as the world keeps it: the named fields hold a Text. */
export type WithTexts<T, K extends keyof T> = Omit<T, K> & { [P in K]: Text }

/** A response shape whose strings may still be in every language; `localise` turns it into the shape itself. */
export type Localisable<T> = T extends string
  ? T | LocalText
  : T extends ReadonlyArray<infer U>
    ? Array<Localisable<U>>
    : T extends object
      ? { [K in keyof T]: Localisable<T[K]> }
      : T

/** Replaces every text in every language with the caller's, anywhere in an answer. */
export function localise<T> (value: Localisable<T>, lang: Language): T {
  return pick(value, lang) as T
}

function pick (value: unknown, lang: Language): unknown {
  if (Array.isArray(value)) return value.map(v => pick(v, lang))
  if (isLocalText(value)) return value[lang]
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, lang)]))
  }
  return value
}
