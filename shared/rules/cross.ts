// Rules that tie fields together (which fields a payout type needs), applied by the gateway after the
// schema and by the bind forms before sending.
import type { Region } from '../regions.js'
import { regionalCheck, type FieldCheck, type RuledField } from './fields.js'

/** `not_allowed`: a value the call must never carry (a secret in an analytics report). */
export interface FieldProblem { field: string, problem: 'required' | 'not_allowed' | FieldCheck }

type Body = Record<string, unknown>

function missing (body: Body, fields: readonly string[]): FieldProblem | null {
  for (const f of fields) {
    const v = body[f]
    if (v === undefined || v === '') return { field: f, problem: 'required' }
  }
  return null
}

/**
 * Every string property typed with a field rule (`ruled`: property -> rule, so a Pix key named `phone` is
 * checked as a Pix phone) must pass what the schema cannot check: the page region's pattern, check digits.
 */
export function regionalProblem (
  body: Body,
  region: Region,
  ruled: ReadonlyMap<string, RuledField>
): FieldProblem | null {
  for (const [f, rule] of ruled) {
    const v = body[f]
    if (typeof v !== 'string') continue
    const problem = regionalCheck(rule, v, region)
    if (problem !== null) return { field: f, problem }
  }
  return null
}

export function bankAccountProblem (body: Body, region: Region): FieldProblem | null {
  if (region === 'IN') return missing(body, ['ifsc'])
  if (region === 'ID') return missing(body, ['bank_name'])
  return null
}

const PIX_KEY_FIELD: Record<string, string> = { phone: 'phone', email: 'email', evp: 'evp', cpf: 'cpf' }

export function universalAccountProblem (body: Body): FieldProblem | null {
  switch (body.type) {
    case 'gopay': case 'ovo': case 'dana':
      return missing(body, ['wallet_id', 'name'])
    case 'bkash': case 'nagad':
      return missing(body, ['account_no', 'name'])
    case 'pix': {
      const first = missing(body, ['card_type', 'name', 'cpf'])
      if (first !== null) return first
      return missing(body, [PIX_KEY_FIELD[String(body.card_type)] ?? 'card_type'])
    }
    default:
      return null
  }
}
