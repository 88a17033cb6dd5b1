// The fields of each payout type's bind form (docs/API.md "Field rules"), in the order they are asked. Names are
// the API's field names, so the rules, the labels and the gateway's errors all line up.
import type { Region } from '../../../../../shared/regions.js'
import { bankAccountProblem } from '../../../../../shared/rules/cross.js'
import type { FieldSpec } from './form-model.js'
import { requiredByRule } from './form-model.js'

export type PixCardType = 'phone' | 'email' | 'evp' | 'cpf'
export const PIX_CARD_TYPES: readonly PixCardType[] = ['phone', 'email', 'evp', 'cpf']

const NAME: FieldSpec = { name: 'name', label: 'name', rule: 'name', required: true, autoComplete: 'name' }
const EMAIL: FieldSpec = {
  name: 'email',
  label: 'email',
  rule: 'email',
  required: true,
  kind: 'email',
  autoComplete: 'email'
}
// 'tel', not 'tel-national': a contact's number with its +91/+55 is offered and read as well.
const PHONE: FieldSpec = {
  name: 'phone',
  label: 'phone',
  rule: 'phone',
  required: true,
  kind: 'tel',
  autoComplete: 'tel'
}

/** A field entered twice: the second must equal the first. */
function twice (spec: FieldSpec): FieldSpec[] {
  return [spec, {
    name: `${spec.name}_confirm`,
    label: spec.label,
    required: true,
    confirms: spec.name,
    ...(spec.kind === undefined ? {} : { kind: spec.kind }),
    ...(spec.upper === undefined ? {} : { upper: spec.upper })
  }]
}

export const UPI_SPECS: readonly FieldSpec[] = [
  ...twice({ name: 'upi_id', label: 'upi_id', rule: 'upi_id', required: true }),
  NAME, PHONE, EMAIL
]

export const PAN_SPEC: FieldSpec = {
  name: 'pan_number',
  label: 'pan_number',
  rule: 'pan_number',
  required: true,
  upper: true
}

/** IFSC only where it exists (India); which of IFSC and bank name is required comes from the cross rule. */
export function bankSpecs (region: Region): FieldSpec[] {
  const ifsc = { name: 'ifsc', label: 'ifsc', rule: 'ifsc', required: false, upper: true } satisfies FieldSpec
  const specs: FieldSpec[] = [
    ...twice({ name: 'bank_account', label: 'bank_account', rule: 'bank_account', required: true }),
    NAME,
    ...(region === 'IN' ? [ifsc] : []),
    PHONE, EMAIL,
    { name: 'bank_name', label: 'bank_name', rule: 'bank_name', required: false },
    { name: 'branch', label: 'branch', rule: 'branch', required: false },
    { name: 'location', label: 'location', rule: 'location', required: false, autoComplete: 'street-address' }
  ]
  return specs.map(s => s.required ? s : { ...s, required: requiredByRule(bankAccountProblem, specs, s.name, region) })
}

export const PAYTM_SPECS: readonly FieldSpec[] = [
  ...twice({ name: 'paytm_id', label: 'paytm_id', rule: 'paytm_id', required: true, kind: 'tel', autoComplete: 'tel' }),
  NAME
]

export const WALLET_SPECS: readonly FieldSpec[] = [
  ...twice({
    name: 'wallet_id',
    label: 'wallet_id',
    rule: 'wallet_id',
    required: true,
    kind: 'tel',
    autoComplete: 'tel'
  }),
  NAME
]

export const BD_WALLET_SPECS: readonly FieldSpec[] = [
  ...twice({
    name: 'account_no',
    label: 'account_no',
    rule: 'account_no',
    required: true,
    kind: 'tel',
    autoComplete: 'tel'
  }),
  NAME
]

const PIX_KEY: Record<PixCardType, FieldSpec> = {
  phone: { name: 'phone', label: 'phone', rule: 'pix_phone', required: true, kind: 'tel', autoComplete: 'tel' },
  email: { name: 'email', label: 'email', rule: 'email', required: true, kind: 'email' },
  // Pasted as banks show it, a 36-character UUID: no length limit may cut it.
  evp: { name: 'evp', label: 'evp', rule: 'evp', required: true },
  cpf: { name: 'cpf', label: 'cpf', rule: 'cpf', required: true, kind: 'numeric' }
}

/** The key of the chosen type, twice; the CPF (unless it is the key); the name. */
export function pixSpecs (cardType: PixCardType): FieldSpec[] {
  return [
    ...twice(PIX_KEY[cardType]),
    ...(cardType === 'cpf' ? [] : [PIX_KEY.cpf]),
    NAME
  ]
}
