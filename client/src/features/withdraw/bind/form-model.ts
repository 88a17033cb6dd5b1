// The bind forms' model: each field names its rule in shared/rules/fields.ts and the payout type's
// cross rule (shared/rules/cross.ts) ties them together, so a form and the gateway never disagree. What
// is checked and sent is the value in its canonical form (shared/rules/normalise.ts), as the gateway reads it.
import { useState } from 'react'
import type { Region } from '../../../../../shared/regions.js'
import type { FieldError } from '../../../../../shared/codes.js'
import type { FieldProblem } from '../../../../../shared/rules/cross.js'
import { fieldCheckMessage } from '../../../../../shared/rules/examples.js'
import { fieldProblem, type FieldCheck, type RuledField } from '../../../../../shared/rules/fields.js'
import { normalise } from '../../../../../shared/rules/normalise.js'
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
  /** Shown in capitals as typed (IFSC, PAN): what the rule expects and what the card shows. */
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

/**
 * The message of a field's problem: "Please enter your …", "The two … are not the same", or the rule's
 * refusal naming the field with an example of how it is written (a typo in a CPF, another holder's PAN).
 */
export function problemMessage (
  problem: 'required' | 'mismatch' | 'not_allowed' | FieldCheck,
  spec: FieldSpec,
  region: Region
): string {
  const field = t(`field.${spec.label}`)
  const plain = problem === 'required' || problem === 'mismatch' || problem === 'not_allowed'
  if (plain) return t(`error.${problem}`, { field })
  return fieldCheckMessage(t, problem, field, spec.rule, region)
}

/** What is checked and sent: the field's canonical form for the region (a field without a rule: trimmed). */
export function cleanValue (spec: FieldSpec, raw: string | undefined, region: Region): string {
  const value = raw ?? ''
  return spec.rule === undefined ? value.trim() : normalise(spec.rule, value, region)
}

export function bodyOf (specs: readonly FieldSpec[], values: Values, region: Region): Record<string, string> {
  const body: Record<string, string> = {}
  for (const spec of specs) {
    if (spec.confirms !== undefined) continue
    const value = cleanValue(spec, values[spec.name], region)
    if (value !== '') body[spec.name] = value
  }
  return body
}

/** Every field's first problem, in the order of the form, then the cross rule's. */
export function validate (
  specs: readonly FieldSpec[],
  values: Values,
  region: Region,
  cross?: CrossRule,
  extra: Record<string, unknown> = {}
): Errors {
  const errors: Errors = {}
  for (const spec of specs) {
    // The second entry is read as its original is: a UUID pasted once with dashes and once without is one key.
    const original = spec.confirms === undefined ? undefined : specs.find(s => s.name === spec.confirms)
    const value = cleanValue(original ?? spec, values[spec.name], region)
    if (value === '') {
      if (spec.required) errors[spec.name] = problemMessage('required', spec, region)
      continue
    }
    if (original !== undefined) {
      const confirmed = value === cleanValue(original, values[original.name], region)
      if (!confirmed) errors[spec.name] = problemMessage('mismatch', original, region)
      continue
    }
    const problem = spec.rule === undefined ? null : fieldProblem(spec.rule, value, region)
    if (problem !== null) errors[spec.name] = problemMessage(problem, spec, region)
  }
  const problem = cross?.({ ...extra, ...bodyOf(specs, values, region) }, region) ?? null
  if (problem !== null) {
    const spec = specs.find(s => s.name === problem.field && s.confirms === undefined)
    if (spec !== undefined) errors[spec.name] ??= problemMessage(problem.problem, spec, region)
  }
  return errors
}

/** Whether the cross rule demands a field in this region (IFSC in India, bank name in Indonesia). */
export function requiredByRule (
  cross: CrossRule,
  specs: readonly FieldSpec[],
  name: string,
  region: Region,
  extra: Record<string, unknown> = {}
): boolean {
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

export function useBindForm (
  specs: readonly FieldSpec[],
  region: Region,
  cross?: CrossRule,
  initial: Values = {},
  extra: Record<string, unknown> = {}
): BindForm {
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
    return bodyOf(specs, values, region)
  }

  const showServerErrors = (list: readonly FieldError[] | undefined) => {
    if (list === undefined || list.length === 0) return
    const found: Errors = {}
    for (const e of list) {
      if (specs.some(s => s.name === e.field) && found[e.field] === undefined) found[e.field] = e.message
    }
    setErrors(found)
    focusFirst(specs, found)
  }

  return { values, errors, set, reset: v => { setValues(v); setErrors({}); setTried(false) }, check, showServerErrors }
}
