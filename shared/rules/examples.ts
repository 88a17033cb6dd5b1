// How a value is written, shown in refusals ("Please enter a valid phone number, for example (11) 98765-4321")
// so a player sees the form that is accepted, as people of the region write it (normalise.ts reads all of these).
import type { Region } from '../regions.js'
import type { Params } from '../i18n.js'
import type { FieldCheck, RuledField } from './fields.js'

type Example = string | Record<Region, string>

const EXAMPLES: Partial<Record<RuledField, Example>> = {
  upi_id: 'name@okaxis',
  name: { IN: 'Anthony D\'Souza', BD: 'Md. Rahim', BR: 'Ana Sant\'Anna', ID: 'Budi Santoso' },
  phone: { IN: '98765 43210', BD: '01712-345678', BR: '(11) 98765-4321', ID: '0812-3456-7890' },
  email: 'name@gmail.com',
  bank_account: { IN: '123456789012', BD: '1234567890123', BR: '123456789', ID: '1234567890' },
  ifsc: 'SBIN0001234',
  bank_name: { IN: 'State Bank of India', BD: 'Sonali Bank', BR: 'Banco do Brasil', ID: 'Bank Central Asia' },
  paytm_id: '98765 43210',
  wallet_id: '0812-3456-7890',
  account_no: '01712-345678',
  pix_phone: '(11) 98765-4321',
  evp: '123e4567-e89b-42d3-a456-426614174000',
  cpf: '123.456.789-09',
  pan_number: 'ABCPE1234F',
  user_id: '12345678',
  utr: { IN: '431298765012', BD: '9K4H7T2Q1M', BR: '431298765012', ID: '431298765012' },
  whatsapp: { IN: '+91 98765 43210', BD: '+880 1712-345678', BR: '+55 11 98765-4321', ID: '+62 812-3456-7890' }
}

export function fieldExample (field: RuledField, region: Region): string | undefined {
  const example = EXAMPLES[field]
  return typeof example === 'string' ? example : example?.[region]
}

type T = (key: string, params?: Params) => string

/**
 * The refusal of a value, naming the field (`field`: its label in the player's language) and showing how it
 * is written; `rule` is the rule it was checked with.
 */
export function fieldCheckMessage (
  t: T,
  problem: FieldCheck,
  field: string,
  rule: RuledField | undefined,
  region: Region
): string {
  const example = rule === undefined ? undefined : fieldExample(rule, region)
  switch (problem) {
    case 'typo': return t('error.typo', { field })
    case 'not_individual': return t('error.pan_not_individual', { field })
    case 'invalid':
      return example === undefined ? t('error.invalid', { field }) : t('error.invalid_example', { field, example })
  }
}
