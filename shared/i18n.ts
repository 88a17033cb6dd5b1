// Message catalogues are flat JSON objects (locales/<lang>.json); placeholders are {name}.
import { DEFAULT_LANGUAGE, type Language } from './regions.js'

export type Catalogue = Record<string, string>
export type Catalogues = Record<Language, Catalogue>
export type Params = Record<string, string | number>

export function interpolate (template: string, params: Params = {}): string {
  const fill = (whole: string, name: string): string => Object.hasOwn(params, name) ? String(params[name]) : whole
  return template.replace(/\{(\w+)\}/g, fill)
}

/** The message in the language, else English, else the key itself (a missing key shows, never crashes). */
export function translate (catalogues: Catalogues, lang: Language, key: string, params?: Params): string {
  const template = catalogues[lang][key] ?? catalogues[DEFAULT_LANGUAGE][key] ?? key
  return interpolate(template, params)
}

/** The placeholders a template uses, sorted: a translation must keep exactly the same ones. */
export function placeholders (template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map(m => m[1] ?? '').sort()
}
