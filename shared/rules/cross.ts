// Rules that tie fields together (which fields a payout type needs), applied by the gateway after the
// schema and by the bind forms before sending.
import type { Region } from '../regions.js'
import { checkRegional } from './fields.js'

export interface FieldProblem { field: string, problem: 'required' | 'invalid' }

type Body = Record<string, unknown>

function missing (body: Body, fields: readonly string[]): FieldProblem | null {
  for (const f of fields) {
    const v = body[f]
    if (v === undefined || v === '') return { field: f, problem: 'required' }
  }
  return null
}

/**
 * Every string field with a regional pattern must pass the page region's pattern. `fields` limits the check
 * to the properties a call types with that field's own rule (a Pix key named `phone` is not a phone number).
 */
export function regionalProblem (body: Body, region: Region, fields?: ReadonlySet<string>): FieldProblem | null {
  for (const [f, v] of Object.entries(body)) {
    if (fields !== undefined && !fields.has(f)) continue
    if (!checkRegional(f, v, region)) return { field: f, problem: 'invalid' }
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
