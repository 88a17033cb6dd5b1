// Money is integer minor units everywhere; only display divides by 100, with the region's fraction digits
// passed explicitly (browsers disagree on the default for IDR).
import { REGION_INFO, type Region } from './regions.js'
import { numberFormat } from './intl-formats.js'

export const MINOR_PER_MAJOR = 100

// Zero code points of the digit sets players type in: Arabic-Indic, Extended Arabic-Indic, Devanagari,
// Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Thai, Myanmar, fullwidth.
const DIGIT_ZEROS = [
  0x0660,
  0x06f0,
  0x0966,
  0x09e6,
  0x0a66,
  0x0ae6,
  0x0b66,
  0x0be6,
  0x0c66,
  0x0ce6,
  0x0d66,
  0x0e50,
  0x1040,
  0xff10
]

/** Maps the decimal digits of other scripts (Bengali ০-৯, Devanagari ०-९, ...) to ASCII 0-9. */
export function normaliseDigits (input: string): string {
  return input.replace(/\p{Nd}/gu, ch => {
    const code = ch.codePointAt(0) ?? 0
    const zero = DIGIT_ZEROS.find(z => code >= z && code <= z + 9)
    return zero === undefined ? ch : String(code - zero)
  })
}

/**
 * A machine-written amount ("1234.50", as the upstream's CSV rows carry it) to minor units, else null.
 * Never for what a person typed: that is written in their locale (amount-input.ts).
 */
export function parsePlainAmount (input: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(input.trim())
  if (match === null) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * MINOR_PER_MAJOR + fraction
}

/**
 * The locale a player's numbers are written in: the region's grouping (lakh in India, dots in Brazil and
 * Indonesia), with native digits only for a player reading Bengali. Shown and typed amounts both use it.
 */
export function playerNumberLocale (regionLocale: string, language: string): string {
  return language === 'bn' ? regionLocale : `${regionLocale}-u-nu-latn`
}

export function formatMoney (
  minor: number,
  region: Region,
  fractionDigits = REGION_INFO[region].fractionDigits,
  locale = REGION_INFO[region].numberLocale
): string {
  const info = REGION_INFO[region]
  return numberFormat(locale, {
    style: 'currency',
    currency: info.currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits
  }).format(minor / MINOR_PER_MAJOR)
}
