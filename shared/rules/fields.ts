// Field name -> rule. A field means the same thing in every call, so one table serves the gateway's
// regional checks, the error messages (field labels) and the client's forms. Values are checked in their
// canonical form (normalise.ts): forms and the gateway normalise first, then check.
import type { Region } from '../regions.js'
import * as P from './patterns.js'
import { cpfChecksumOk } from './cpf.js'

/** Why a value is refused: not of the field's form, a check digit that does not add up, another holder's PAN. */
export type FieldCheck = 'invalid' | 'typo' | 'not_individual'

export interface FieldRule {
  /** Accepts a value valid in at least one region (what the JSON schema enforces). */
  pattern: RegExp
  /** Stricter pattern for a region, checked by the gateway after the schema and by forms. */
  regional?: Partial<Record<Region, RegExp>>
  maxLength?: number
  /** What a pattern cannot see, checked after it (check digits, the PAN's holder type). */
  verify?: (value: string) => FieldCheck | null
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
  cpf: { pattern: P.CPF, verify: v => cpfChecksumOk(v) ? null : 'typo' },
  // Players bind their own PAN: a company's or a trust's (another fourth letter) is not theirs to withdraw to.
  pan_number: { pattern: P.PAN_NUMBER, verify: v => P.PAN_INDIVIDUAL.test(v) ? null : 'not_individual' },
  user_id: { pattern: P.GAME_ACCOUNT },
  order_id: { pattern: P.ORDER_ID },
  month: { pattern: P.MONTH },
  birth_date: { pattern: P.DATE },
  pan_photo_url: { pattern: P.FILE_URL },
  utr: { pattern: P.UTR_ANY, regional: { IN: P.UTR_IN, BD: P.TRX_ID_BD } },
  whatsapp: { pattern: P.WHATSAPP },
  nickname: { pattern: P.NICKNAME, maxLength: P.NICKNAME_MAX }
} satisfies Record<string, FieldRule>

export type RuledField = keyof typeof FIELD_RULES

export function isRuledField (field: string): field is RuledField {
  return Object.hasOwn(FIELD_RULES, field)
}

/** The first problem of a (canonical) value for the field, with the region's stricter pattern where there is one. */
export function fieldProblem (field: RuledField, value: string, region?: Region): FieldCheck | null {
  const rule: FieldRule = FIELD_RULES[field]
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return 'invalid'
  const regional = region === undefined ? undefined : rule.regional?.[region]
  if (!(regional ?? rule.pattern).test(value)) return 'invalid'
  return verifyField(field, value)
}

/** True when the value passes the field's rule (fieldProblem finds nothing). */
export function checkField (field: RuledField, value: string, region?: Region): boolean {
  return fieldProblem(field, value, region) === null
}

/** What no pattern can see: check digits, the PAN's holder type. */
export function verifyField (field: RuledField, value: string): FieldCheck | null {
  const rule: FieldRule = FIELD_RULES[field]
  return rule.verify?.(value) ?? null
}

/** What the schema cannot check (the region's pattern, check digits), for a value the schema accepted. */
export function regionalCheck (field: RuledField, value: string, region: Region): FieldCheck | null {
  const rule: FieldRule = FIELD_RULES[field]
  const regional = rule.regional?.[region]
  if (regional !== undefined && !regional.test(value)) return 'invalid'
  return verifyField(field, value)
}
