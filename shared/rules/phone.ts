// Phone numbers as people write them (contacts, WhatsApp, bank apps) to the one form each upstream rule of
// docs/API.md "Field rules" takes. A number that cannot be read as one of the region's comes back only cleaned, so the
// rule refuses it and nothing is guessed.
import type { Region } from '../regions.js'
import { normaliseDigits } from '../money.js'

interface PhonePlan {
  /** Country calling code, without +. */
  cc: string
  /** The national significant number (no trunk 0): what is left once the prefixes are read. */
  national: RegExp
  /** Whether people write a trunk 0 before the national number at home. */
  trunk: boolean
}

export const PHONE_PLANS: Record<Region, PhonePlan> = {
  // 10 digits, mobiles 6-9; a trunk 0 is often typed ("098765 43210").
  IN: { cc: '91', national: /^[6-9]\d{9}$/, trunk: true },
  // Mobiles 1[3-9] and 8 more digits, written with the trunk 0: 01712-345678.
  BD: { cc: '880', national: /^1[3-9]\d{8}$/, trunk: true },
  // Area code 2 digits then 8 or 9 digits: (11) 98765-4321.
  BR: { cc: '55', national: /^[1-9]\d{9,10}$/, trunk: true },
  // 8 to 12 digits after the trunk 0: 0812-3456-7890.
  ID: { cc: '62', national: /^[1-9]\d{7,11}$/, trunk: true }
}

/**
 * What people put between digits, dropped: spaces of every width, dashes, dots, brackets, slashes and the
 * invisible direction marks that copying from a right-to-left or mixed text adds.
 */
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u2028\u2029\u202a-\u202f\u2060\ufeff()[\].\-‐‑‒–—/]/g

export function cleanPhone (value: string): string {
  // Composed again once the separators are gone: a mark left beside a letter would change on a second pass.
  return normaliseDigits(value.normalize('NFKC')).replace(SEPARATORS, '').normalize('NFKC')
}

/** The national significant number of a phone written in any of the region's usual forms, else null. */
export function nationalNumber (value: string, region: Region): string | null {
  const plan = PHONE_PLANS[region]
  const clean = cleanPhone(value)
  const candidates: string[] = []
  const international = /^(?:\+|00)(\d+)$/.exec(clean)
  if (international !== null) {
    const digits = international[1] ?? ''
    if (!digits.startsWith(plan.cc)) return null
    candidates.push(digits.slice(plan.cc.length))
  } else if (/^\d+$/.test(clean)) {
    // The country code without + (as WhatsApp shows it) first: "6281234567890" is +62, not an area code 62.
    if (clean.startsWith(plan.cc)) candidates.push(clean.slice(plan.cc.length))
    candidates.push(clean)
  } else {
    return null
  }
  for (const candidate of candidates) {
    // "+880 01712-345678": the trunk 0 kept after the country code is still a trunk 0.
    const national = plan.trunk && candidate.startsWith('0') ? candidate.slice(1) : candidate
    if (plan.national.test(national)) return national
  }
  return null
}

/** `+<cc><national>`, the international form (WhatsApp links need it). */
export function e164 (national: string, region: Region): string {
  return `+${PHONE_PLANS[region].cc}${national}`
}

/** The canonical form of a phone of the region for the upstream's phone rule (docs/API.md "Field rules"). */
export function canonicalPhone (value: string, region: Region): string {
  const national = nationalNumber(value, region)
  if (national === null) return cleanPhone(value)
  switch (region) {
    case 'IN': return national
    case 'BR': return e164(national, region)
    case 'BD': case 'ID': return `0${national}`
  }
}
