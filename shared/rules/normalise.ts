// What people type or paste, turned into the one form each field's rule checks and the upstream receives.
// Forms call it before checking and sending; the gateway calls it on every ruled field before its schema,
// so a value is accepted or refused the same way everywhere. Idempotent: a canonical value stays as it is.
// A payout destination is never guessed: only what cannot change whose account it is goes (spaces around the
// value, the spaces, dashes and dots people group digits with, letter case the rule does not tell apart); anything else
// that breaks the rule ("rahul sharma@ybl") stays, and the rule refuses it with the field's example.
import type { Region } from '../regions.js'
import { normaliseDigits } from '../money.js'
import type { RuledField } from './fields.js'
import { PIX_EVP_UUID } from './patterns.js'
import { canonicalPhone, cleanPhone, e164, nationalNumber } from './phone.js'

/** Spaces of every width and the invisible marks that copying adds (zero-width, direction marks, BOM). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g
const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g

function trimmed (value: string): string {
  return value.replace(INVISIBLE, '').replace(SPACES, ' ').trim()
}

/**
 * Digits of any script to ASCII and the spaces, dashes and dots that group digits dropped: "1234 5678-90" is
 * 1234567890, a CPF printed 123.456.789-09 is 12345678909. Only between two digits, where the digits keep
 * their order: "SBIN 0000691" or "ABCPE 1234F" keep their space and are refused.
 */
function digitGroups (value: string): string {
  return normaliseDigits(trimmed(value)).replace(/(?<=\d)[ .\-‐‑‒–—]+(?=\d)/g, '')
}

/** Text with letters composed (NFC) after the invisible marks are gone, so a mark they split composes too. */
function text (value: string): string {
  return trimmed(value).normalize('NFC')
}

/** One apostrophe and one hyphen (keyboards offer ’ ‘ ʼ and ‐ ‑), composed letters (NFC). */
function personName (value: string): string {
  return text(value).replace(/[‘’]/g, '\'').replace(/[‐‑]/g, '-')
}

/** A national number of the payout wallet's own country, in the form its rule takes. */
function walletNumber (value: string, region: Region): string {
  const national = nationalNumber(value, region)
  return national === null ? cleanPhone(value) : `0${national}`
}

type Normaliser = (value: string, region: Region) => string

const NORMALISERS: Record<RuledField, Normaliser> = {
  // UPI handles are case-insensitive; banks print them in capitals as often as not. An inner space is kept:
  // "rahul sharma@ybl" joined may be someone else's handle.
  upi_id: v => trimmed(v).toLowerCase(),
  name: personName,
  phone: (v, region) => canonicalPhone(v, region),
  email: trimmed,
  bank_account: digitGroups,
  ifsc: v => normaliseDigits(trimmed(v)).toUpperCase(),
  bank_name: text,
  branch: text,
  location: text,
  // Paytm ids, GoPay/OVO/Dana ids, bKash/Nagad numbers and Pix phone keys are phone numbers of one country.
  paytm_id: v => canonicalPhone(v, 'IN'),
  wallet_id: v => walletNumber(v, 'ID'),
  account_no: v => walletNumber(v, 'BD'),
  pix_phone: v => nationalNumber(v, 'BR') ?? cleanPhone(v),
  // Banks show the random key as a UUID; the upstream takes its 32 characters, in lower case.
  evp: v => {
    const key = trimmed(v)
    return PIX_EVP_UUID.test(key) || /^[0-9A-Fa-f]{32}$/.test(key) ? key.replace(/-/g, '').toLowerCase() : key
  },
  cpf: digitGroups,
  pan_number: v => normaliseDigits(trimmed(v)).toUpperCase(),
  user_id: digitGroups,
  order_id: v => trimmed(v),
  month: v => normaliseDigits(trimmed(v)),
  birth_date: v => normaliseDigits(trimmed(v)),
  pan_photo_url: v => trimmed(v),
  utr: v => digitGroups(v).toUpperCase(),
  // WhatsApp links need the country code: a national number of the page's region gets it.
  whatsapp: (v, region) => {
    const national = nationalNumber(v, region)
    if (national !== null) return e164(national, region)
    const clean = cleanPhone(v)
    return clean.startsWith('00') ? `+${clean.slice(2)}` : clean
  },
  nickname: text
}

export function normalise (field: RuledField, value: string, region: Region): string {
  return NORMALISERS[field](value, region)
}

/**
 * The body with every ruled property in its canonical form (`ruled`: property -> rule; lists of strings item
 * by item). Other values, and values of the wrong type, are left for the schema to refuse.
 */
export function normaliseBody (
  body: Record<string, unknown>,
  ruled: ReadonlyMap<string, RuledField>,
  region: Region
): Record<string, unknown> {
  let out: Record<string, unknown> | null = null
  for (const [property, rule] of ruled) {
    const value = body[property]
    let canonical: unknown = value
    const one = (v: unknown): unknown => typeof v === 'string' ? normalise(rule, v, region) : v
    if (typeof value === 'string') canonical = normalise(rule, value, region)
    else if (Array.isArray(value)) canonical = (value as unknown[]).map(one)
    else continue
    out ??= { ...body }
    out[property] = canonical
  }
  return out ?? body
}
