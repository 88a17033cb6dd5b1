// Checks the message catalogues in locales/*.json against the English one, and the fallback rules of
// translate(). A translator who drops a key, breaks a {placeholder} or leaves an English sentence in
// place makes this fail.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/regions.js'
import { placeholders, translate, type Catalogue, type Catalogues } from '../../shared/i18n.js'
import { loadCatalogues } from '../../shared/node/locales.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { msg } from '../helpers/messages.js'

const localesDir = join(projectRoot(), 'locales')
const others = LANGUAGES.filter(lang => lang !== DEFAULT_LANGUAGE)

/**
 * Values that may stay identical to the English one, per key and language. Keep it small: each entry
 * must be a term that is really written the same way in that language, never a sentence.
 * - field.cpf: "CPF" is the name of the Brazilian taxpayer number; it is an acronym that every
 *   language writes as is (like "PAN" or "IFSC", which only ever appear next to a translated word).
 * - field.status (id): "status" is the ordinary Indonesian word (KBBI), the one Indonesian payment
 *   apps show; a synonym such as "keadaan" would read oddly.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly Language[]>> = {
  'field.cpf': ['hi', 'id', 'bn', 'pt'],
  'field.status': ['id'],
  // Loanwords that are the everyday word in Indonesian ("bonus", "transfer") and Portuguese ("OK").
  'asset.bonus': ['id'],
  'trade.type.12': ['id'],
  'trade.type.13': ['id'],
  'common.ok': ['pt'],
  // Payout brands are proper names that Indonesian and Portuguese screens write as the brand does.
  'withdraw.type.upi': ['id', 'pt'],
  'withdraw.type.paytm': ['id', 'pt'],
  'withdraw.type.gopay': ['id', 'pt'],
  'withdraw.type.ovo': ['id', 'pt'],
  'withdraw.type.dana': ['id', 'pt'],
  'withdraw.type.bkash': ['id', 'pt'],
  'withdraw.type.nagad': ['id', 'pt'],
  'withdraw.type.pix': ['id', 'pt']
}

/** Script a value must contain at least one letter of (catches an English sentence left in place). */
const SCRIPT: Partial<Record<Language, RegExp>> = {
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u
}

function readRaw (lang: Language): string {
  return readFileSync(join(localesDir, `${lang}.json`), 'utf8')
}

/** Top-level keys in file order as written, duplicates included (JSON.parse silently keeps the last). */
function writtenKeys (raw: string): string[] {
  return [...raw.matchAll(/^\s*("(?:[^"\\]|\\.)*")\s*:/gm)].map(m => JSON.parse(m[1] ?? '""') as string)
}

function braces (value: string): number {
  return [...value].filter(c => c === '{' || c === '}').length
}

const parsed = new Map<Language, unknown>()
for (const lang of LANGUAGES) parsed.set(lang, JSON.parse(readRaw(lang)) as unknown)

function catalogueOf (lang: Language): Catalogue {
  const value = parsed.get(lang)
  return (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as Catalogue
}

const en = catalogueOf(DEFAULT_LANGUAGE)
const enKeys = Object.keys(en)

t.test('every catalogue is a flat JSON object of non-empty strings without duplicate keys', async t => {
  for (const lang of LANGUAGES) {
    const value = parsed.get(lang)
    t.ok(typeof value === 'object' && value !== null && !Array.isArray(value), `${lang}.json is a JSON object`)
    const entries = Object.entries(catalogueOf(lang))
    t.ok(entries.length > 0, `${lang}.json is not empty`)
    for (const [key, message] of entries) {
      t.equal(typeof message, 'string', `${lang}: ${key} is a string`)
      if (typeof message === 'string') t.ok(message.trim() !== '', `${lang}: ${key} is not empty`)
    }
    const keys = writtenKeys(readRaw(lang))
    t.equal(keys.length, entries.length, `${lang}.json has no duplicate keys`)
  }
})

t.test('every language has exactly the keys of en.json', async t => {
  for (const lang of others) {
    const keys = new Set(Object.keys(catalogueOf(lang)))
    const missing = enKeys.filter(key => !keys.has(key))
    const extra = [...keys].filter(key => !Object.hasOwn(en, key))
    t.same(missing, [], `${lang}.json lacks no key of en.json`)
    t.same(extra, [], `${lang}.json has no key that en.json lacks`)
  }
})

t.test('translations keep the placeholders of the English message', async t => {
  for (const lang of others) {
    const catalogue = catalogueOf(lang)
    for (const key of enKeys) {
      const message = catalogue[key]
      const english = msg(en, key)
      if (typeof message !== 'string') continue // reported by the key test
      t.same(placeholders(message), placeholders(english), `${lang}: ${key} has the placeholders of en`)
      t.equal(braces(message), braces(english), `${lang}: ${key} has no stray or broken braces`)
    }
  }
})

t.test('translations are not English copies', async t => {
  for (const lang of others) {
    const catalogue = catalogueOf(lang)
    const script = SCRIPT[lang]
    for (const key of enKeys) {
      const message = catalogue[key]
      if (typeof message !== 'string') continue
      const allowed = SAME_AS_ENGLISH[key]?.includes(lang) ?? false
      if (allowed) continue
      t.not(message.trim().toLowerCase(), msg(en, key).trim().toLowerCase(), `${lang}: ${key} is translated`)
      if (script !== undefined) t.match(message, script, `${lang}: ${key} is written in the ${lang} script`)
    }
  }
})

t.test('the allow-list names only real keys and languages', async t => {
  for (const [key, langs] of Object.entries(SAME_AS_ENGLISH)) {
    t.ok(Object.hasOwn(en, key), `${key} is a key of en.json`)
    for (const lang of langs) t.ok(others.includes(lang), `${lang} is a non-English language`)
  }
})

t.test('loadCatalogues reads the same files', async t => {
  const loaded = loadCatalogues()
  for (const lang of LANGUAGES) t.same(loaded[lang], catalogueOf(lang), `${lang} loaded as in the file`)
})

t.test('translate()', async t => {
  const loaded = loadCatalogues()
  const copy = (): Catalogues => Object.fromEntries(LANGUAGES.map(lang => [lang, { ...loaded[lang] }])) as Catalogues

  t.test('uses the language when it has the key', async t => {
    t.equal(translate(loaded, 'pt', 'upstream.invalid_amount'), msg(loaded.pt, 'upstream.invalid_amount'))
    t.not(translate(loaded, 'hi', 'upstream.payment_failed'), msg(loaded.en, 'upstream.payment_failed'))
  })

  t.test('falls back to English for a key missing in another language', async t => {
    const catalogues = copy()
    for (const lang of others) {
      delete catalogues[lang]['upstream.payment_failed']
      t.equal(translate(catalogues, lang, 'upstream.payment_failed'), 'Payment failed', `${lang} falls back to en`)
    }
    const fixture: Catalogues = { en: { 'x.greet': 'Hello {name}' }, hi: {}, id: {}, bn: {}, pt: {} }
    t.equal(translate(fixture, 'bn', 'x.greet', { name: 'Rahim' }), 'Hello Rahim', 'the fallback is interpolated too')
  })

  t.test('falls back to the key itself when no catalogue has it', async t => {
    t.equal(translate(loaded, 'id', 'no.such.key'), 'no.such.key')
    t.equal(translate(loaded, 'en', 'no.such.key'), 'no.such.key')
  })

  t.test('interpolates placeholders', async t => {
    t.equal(translate(loaded, 'en', 'upstream.amount_out_of_range', { min: 100, max: '5,000' }), 'The amount must be between 100 and 5,000')
    t.equal(translate(loaded, 'en', 'error.required', { field: translate(loaded, 'en', 'field.phone') }), 'Please enter your phone number')
    const pt = translate(loaded, 'pt', 'error.required', { field: translate(loaded, 'pt', 'field.amount') })
    t.equal(pt, msg(loaded.pt, 'error.required').replace('{field}', msg(loaded.pt, 'field.amount')))
    t.notMatch(pt, /\{field\}/, 'no placeholder is left after interpolation')
    t.equal(translate(loaded, 'hi', 'upstream.multiple_of', { amount: 100 }), msg(loaded.hi, 'upstream.multiple_of').replace('{amount}', '100'))
    t.equal(translate(loaded, 'en', 'error.too_long'), '{field} is too long', 'a placeholder without a value is kept as is')
  })
})
