// The bind forms' model: each field names its rule in shared/rules/fields.ts and the payout type's
// cross rule (shared/rules/cross.ts) ties them together, so a form and the gateway never disagree.
import { useState } from 'react'
import type { Region } from '../../../../../shared/regions.js'
import type { FieldError } from '../../../../../shared/codes.js'
import type { FieldProblem } from '../../../../../shared/rules/cross.js'
import { checkField, type RuledField } from '../../../../../shared/rules/fields.js'
import { normaliseDigits } from '../../../../../shared/money.js'
import { t } from '../../../lib/i18n.js'

export interface FieldSpec {
  /** Key in the form's values and, unless it confirms another field, in the request body (the API field name). */
  name: string
  /** Names the field in labels and messages (`field.<label>`): "Please enter your UPI ID". */
  label: string
  rule?: RuledField
  required: boolean
  /** This is the second entry of the named field and must equal it. */
  confirms?: string
  kind?: 'text' | 'email' | 'tel' | 'numeric'
  /** Stored in capitals (IFSC, PAN): what the rule expects and what the card shows. */
  upper?: boolean
  autoComplete?: string
  hint?: string
}

export type Values = Record<string, string>
export type Errors = Record<string, string>
export type CrossRule = (body: Record<string, unknown>, region: Region) => FieldProblem | null

export function fieldId (name: string): string {
  return `wd-f-${name}`
}

export function problemMessage (problem: 'required' | 'invalid' | 'mismatch', label: string): string {
  return t(`error.${problem}`, { field: t(`field.${label}`) })
}

/** What is checked and sent: trimmed, digits of other scripts made ASCII in number fields. */
export function cleanValue (spec: FieldSpec, raw: string | undefined): string {
  let value = (raw ?? '').trim()
  if (spec.kind === 'tel' || spec.kind === 'numeric') value = normaliseDigits(value).replace(/\s+/g, '')
  if (spec.upper === true) value = value.toUpperCase()
  return value
}

export function bodyOf (specs: readonly FieldSpec[], values: Values): Record<string, string> {
  const body: Record<string, string> = {}
  for (const spec of specs) {
    if (spec.confirms !== undefined) continue
    const value = cleanValue(spec, values[spec.name])
    if (value !== '') body[spec.name] = value
  }
  return body
}

/** Every field's first problem, in the order of the form, then the cross rule's. */
export function validate (specs: readonly FieldSpec[], values: Values, region: Region, cross?: CrossRule, extra: Record<string, unknown> = {}): Errors {
  const errors: Errors = {}
  for (const spec of specs) {
    const value = cleanValue(spec, values[spec.name])
    if (value === '') {
      if (spec.required) errors[spec.name] = problemMessage('required', spec.label)
      continue
    }
    if (spec.confirms !== undefined) {
      const original = specs.find(s => s.name === spec.confirms)
      if (original !== undefined && value !== cleanValue(original, values[original.name])) errors[spec.name] = problemMessage('mismatch', original.label)
      continue
    }
    if (spec.rule !== undefined && !checkField(spec.rule, value, region)) errors[spec.name] = problemMessage('invalid', spec.label)
  }
  const problem = cross?.({ ...extra, ...bodyOf(specs, values) }, region) ?? null
  if (problem !== null) {
    const spec = specs.find(s => s.name === problem.field && s.confirms === undefined)
    if (spec !== undefined) errors[spec.name] ??= problemMessage(problem.problem, spec.label)
  }
  return errors
}

/** Whether the cross rule demands a field in this region (IFSC in India, bank name in Indonesia). */
export function requiredByRule (cross: CrossRule, specs: readonly FieldSpec[], name: string, region: Region, extra: Record<string, unknown> = {}): boolean {
  const filled: Record<string, unknown> = { ...extra }
  for (const spec of specs) if (spec.confirms === undefined && spec.name !== name) filled[spec.name] = 'x'
  return cross(filled, region)?.field === name
}

export interface BindForm {
  values: Values
  errors: Errors
  set: (name: string, value: string) => void
  reset: (values: Values) => void
  /** Validates; on a problem shows every message, focuses the first invalid field and answers null. */
  check: () => Record<string, string> | null
  /** The gateway's own field errors (400 `errors`), shown under the fields they name. */
  showServerErrors: (errors: readonly FieldError[] | undefined) => void
}

function focusFirst (specs: readonly FieldSpec[], errors: Errors): void {
  const first = specs.find(s => errors[s.name] !== undefined)
  if (first !== undefined) document.getElementById(fieldId(first.name))?.focus()
}

export function useBindForm (specs: readonly FieldSpec[], region: Region, cross?: CrossRule, initial: Values = {}, extra: Record<string, unknown> = {}): BindForm {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [tried, setTried] = useState(false)

  const set = (name: string, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // After a first submit the messages follow the typing, so a fixed field loses its error at once.
    if (tried) setErrors(validate(specs, next, region, cross, extra))
  }

  const check = (): Record<string, string> | null => {
    const found = validate(specs, values, region, cross, extra)
    setTried(true)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // After React has rendered the messages, so the focused field announces its error.
      setTimeout(() => { focusFirst(specs, found) }, 0)
      return null
    }
    return bodyOf(specs, values)
  }

  const showServerErrors = (list: readonly FieldError[] | undefined) => {
    if (list === undefined || list.length === 0) return
    const found: Errors = {}
    for (const e of list) if (specs.some(s => s.name === e.field) && found[e.field] === undefined) found[e.field] = e.message
    setErrors(found)
    focusFirst(specs, found)
  }

  return { values, errors, set, reset: v => { setValues(v); setErrors({}); setTried(false) }, check, showServerErrors }
}
