// Properties that must hold for every input, not only the examples: normalising is idempotent, what a
// person of the region writes becomes a canonical value that passes its rule, and an amount shown in any
// player's locale reads back as the same minor units.
import t from 'tap'
import fc from 'fast-check'
import { normalise } from '../../shared/rules/normalise.js'
import { FIELD_RULES, fieldProblem, type RuledField } from '../../shared/rules/fields.js'
import { PHONE_PLANS } from '../../shared/rules/phone.js'
import { readAmount } from '../../shared/amount-input.js'
import { playerNumberLocale } from '../../shared/money.js'
import { LANGUAGES, REGION_INFO, REGIONS, type Region } from '../../shared/regions.js'

const FIELDS = Object.keys(FIELD_RULES) as RuledField[]
const region = fc.constantFrom(...REGIONS)
const NATIVE_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯', '०', '१', '२', '३', '४', '५', '६', '७', '८', '९']
/** Strings made of what people type into these fields: digits (Latin and native), letters, separators, marks. */
const typed = fc.array(fc.oneof(
  fc.constantFrom(...'0123456789+-. ()/@_\'’‐\u00a0\u200e'.split('')),
  fc.constantFrom(...NATIVE_DIGITS),
  fc.constantFrom(...'aAzZéÉçञািহ'.split(''))
), { maxLength: 40 }).map(chars => chars.join(''))
const anything = fc.oneof(typed, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }))

t.test('normalise is idempotent for every field, region and input', async t => {
  fc.assert(fc.property(fc.constantFrom(...FIELDS), region, anything, (field, r, value) => {
    const once = normalise(field, value, r)
    return normalise(field, once, r) === once
  }), {
    numRuns: 3000,
    // Found by earlier runs: a compatibility character whose decomposition leaves a space between a letter
    // and its marks (NFKC, then the space dropped); a zero-width space between a letter and its accent.
    examples: [['paytm_id', 'IN', '𝐰῭'], ['name', 'BR', 'Jose\u200b\u0301'], ['bank_name', 'IN', 'e\u200e\u0301']]
  })
  t.pass('3000 runs')
})

/** A phone written the ways its owner might: with the country code or the trunk 0, grouped by spaces, dashes or brackets. */
function written (national: string, r: Region) {
  const cc = PHONE_PLANS[r].cc
  return fc.tuple(fc.constantFrom('', '+cc', '+cc ', '00cc', 'cc', '0', '(+cc) '), fc.array(fc.integer({ min: 1, max: national.length - 1 }), { maxLength: 3 }), fc.constantFrom(' ', '-', '.', '\u00a0'))
    .map(([prefix, cuts, sep]) => {
      const sorted = [...new Set(cuts)].sort((a, b) => a - b)
      let body = ''
      let last = 0
      for (const cut of sorted) { body += national.slice(last, cut) + sep; last = cut }
      body += national.slice(last)
      return prefix.replace('cc', cc) + body
    })
}

t.test('a phone of the region, however written, becomes the one canonical form and passes its rule', async t => {
  const fields: Array<[RuledField, Region, (n: string) => string]> = [
    ['phone', 'IN', n => n], ['phone', 'BD', n => `0${n}`], ['phone', 'ID', n => `0${n}`], ['phone', 'BR', n => `+55${n}`],
    ['paytm_id', 'IN', n => n], ['account_no', 'BD', n => `0${n}`], ['wallet_id', 'ID', n => `0${n}`], ['pix_phone', 'BR', n => n]
  ]
  // National numbers each upstream rule takes: India mobiles, Bangladesh mobiles, Indonesian 9-12 digits, Brazilian mobiles (11 digits).
  const nationals: Record<Region, fc.Arbitrary<string>> = {
    IN: fc.stringMatching(/^[6-9]\d{9}$/),
    BD: fc.stringMatching(/^1[3-9]\d{8}$/),
    ID: fc.stringMatching(/^8\d{8,11}$/),
    BR: fc.stringMatching(/^[1-9][1-9]9\d{8}$/)
  }
  for (const [field, r, canonical] of fields) {
    fc.assert(fc.property(nationals[r].chain(n => fc.tuple(fc.constant(n), written(n, r))), ([national, text]) => {
      const value = normalise(field, text, r)
      return value === canonical(national) && fieldProblem(field, value, r) === null
    }), { numRuns: 400 })
    t.pass(`${field} ${r}`)
  }
})

function cpfOf (nine: string): string {
  const digits = [...nine].map(Number)
  for (const weight of [10, 11]) {
    const sum = digits.reduce((total, d, i) => total + d * (weight - i), 0)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  return digits.join('')
}

t.test('CPFs, Pix random keys, PANs and names as people write them pass their rules once normalised', async t => {
  fc.assert(fc.property(fc.stringMatching(/^\d{9}$/).filter(s => !/^(\d)\1{8}$/.test(s)), fc.boolean(), (nine, printed) => {
    const cpf = cpfOf(nine)
    const text = printed ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf
    const value = normalise('cpf', text, 'BR')
    // A CPF with one check digit changed is a typo.
    const broken = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10)
    return value === cpf && fieldProblem('cpf', value, 'BR') === null && fieldProblem('cpf', broken, 'BR') === 'typo'
  }), { numRuns: 500 })
  fc.assert(fc.property(fc.uuid({ version: 4 }), fc.boolean(), (uuid, upper) => {
    const value = normalise('evp', upper ? uuid.toUpperCase() : uuid, 'BR')
    return value === uuid.replace(/-/g, '').toLowerCase() && fieldProblem('evp', value, 'BR') === null
  }), { numRuns: 300 })
  fc.assert(fc.property(fc.stringMatching(/^[a-z]{3}p[a-z]\d{4}[a-z]$/), pan => {
    const value = normalise('pan_number', pan, 'IN')
    return value === pan.toUpperCase() && fieldProblem('pan_number', value, 'IN') === null
  }), { numRuns: 300 })
  const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}$/)
  fc.assert(fc.property(fc.array(fc.tuple(word, fc.constantFrom(' ', '. ', '.', '\'', '’', '-')), { minLength: 1, maxLength: 5 }), word, (parts, last) => {
    const text = parts.map(([w, sep]) => w + sep).join('') + last
    return text.length > 100 || fieldProblem('name', normalise('name', text, 'IN'), 'IN') === null
  }), { numRuns: 500 })
  t.pass('cpf, evp, pan, names')
})

t.test('an amount shown in any player\'s locale reads back as the same minor units', async t => {
  for (const r of REGIONS) {
    const info = REGION_INFO[r]
    for (const language of LANGUAGES) {
      const locale = playerNumberLocale(info.numberLocale, language)
      const format = { locale, fractionDigits: info.fractionDigits, currency: info.currency }
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: info.fractionDigits, maximumFractionDigits: info.fractionDigits })
      const withCurrency = new Intl.NumberFormat(locale, { style: 'currency', currency: info.currency, minimumFractionDigits: info.fractionDigits, maximumFractionDigits: info.fractionDigits })
      const step = info.fractionDigits === 0 ? 100 : 1
      fc.assert(fc.property(fc.integer({ min: 0, max: 1e11 }), raw => {
        const minor = Math.floor(raw / step) * step
        const a = readAmount(plain.format(minor / 100), format)
        const b = readAmount(withCurrency.format(minor / 100), format)
        return a.ok && a.minor === minor && b.ok && b.minor === minor
      }), { numRuns: 300 })
      t.pass(`${language} x ${r} (${locale})`)
    }
  }
})
