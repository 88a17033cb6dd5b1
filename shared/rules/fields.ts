// Field name -> rule. A field means the same thing in every call, so one table serves the gateway's
// regional checks, the error messages (field labels) and the client's forms.
import type { Region } from '../regions.js'
import * as P from './patterns.js'

export interface FieldRule {
  /** Accepts a value valid in at least one region (what the JSON schema enforces). */
  pattern: RegExp
  /** Stricter pattern for a region, checked by the gateway after the schema and by forms. */
  regional?: Partial<Record<Region, RegExp>>
  maxLength?: number
}

export const FIELD_RULES = {
  upi_id: { pattern: P.UPI_ID, maxLength: P.UPI_MAX },
  name: { pattern: P.PERSON_NAME, maxLength: P.NAME_MAX },
  phone: { pattern: P.PHONE_ANY, regional: P.PHONE },
  email: { pattern: P.EMAIL, maxLength: P.EMAIL_MAX },
  bank_account: { pattern: P.BANK_ACCOUNT_ANY, regional: { IN: P.BANK_ACCOUNT_IN } },
  ifsc: { pattern: P.IFSC_ANY, regional: { IN: P.IFSC_IN } },
  bank_name: { pattern: P.BANK_NAME_ANY, regional: { IN: P.BANK_NAME_IN }, maxLength: P.NAME_MAX },
  branch: { pattern: P.BANK_NAME_ANY, maxLength: P.FREE_TEXT_MAX },
  location: { pattern: P.BANK_NAME_ANY, maxLength: P.FREE_TEXT_MAX },
  paytm_id: { pattern: P.PAYTM_ID },
  wallet_id: { pattern: P.WALLET_ID },
  account_no: { pattern: P.BD_WALLET },
  pix_phone: { pattern: P.PIX_PHONE },
  evp: { pattern: P.PIX_EVP },
  cpf: { pattern: P.CPF },
  pan_number: { pattern: P.PAN_NUMBER },
  user_id: { pattern: P.GAME_ACCOUNT },
  order_id: { pattern: P.ORDER_ID },
  month: { pattern: P.MONTH },
  pan_photo_url: { pattern: P.FILE_URL },
  utr: { pattern: P.UTR_ANY, regional: { IN: P.UTR_IN, BD: P.TRX_ID_BD } },
  whatsapp: { pattern: P.WHATSAPP },
  nickname: { pattern: P.NICKNAME, maxLength: P.NICKNAME_MAX }
} satisfies Record<string, FieldRule>

export type RuledField = keyof typeof FIELD_RULES

export function isRuledField (field: string): field is RuledField {
  return Object.hasOwn(FIELD_RULES, field)
}

/** True when the value passes the field's rule, with the region's stricter pattern where there is one. */
export function checkField (field: RuledField, value: string, region?: Region): boolean {
  const rule: FieldRule = FIELD_RULES[field]
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false
  const regional = region === undefined ? undefined : rule.regional?.[region]
  return (regional ?? rule.pattern).test(value)
}

/** The region-specific check alone (the schema has already applied the general pattern). */
export function checkRegional (field: string, value: unknown, region: Region): boolean {
  if (!isRuledField(field) || typeof value !== 'string') return true
  const rule: FieldRule = FIELD_RULES[field]
  const regional = rule.regional?.[region]
  return regional === undefined || regional.test(value)
}
