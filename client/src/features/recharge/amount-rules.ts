// The recharge amount a player types: normalised digits, at most two decimals, the upstream's range.
import { parseAmount } from '../../../../shared/money.js'
import { rechargeAmountProblem } from '../../../../shared/rules/amount.js'
import { money } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'

export function amountError (text: string, min: number, max: number): string | null {
  const typed = text.trim() !== ''
  const minor = typed ? parseAmount(text) : null
  if (typed && minor === null) return t('error.invalid', { field: t('field.amount') })
  const problem = rechargeAmountProblem(minor, min, max)
  switch (problem?.key) {
    case undefined: return null
    case 'required': return t('upstream.amount_required')
    case 'only_value': return t('recharge.amount_only', { amount: money(problem.value) })
    case 'out_of_range': return t('upstream.amount_out_of_range', { min: money(problem.min), max: money(problem.max) })
    default: return t('upstream.invalid_amount')
  }
}

export function amountHint (min: number, max: number): string {
  return min === max ? t('recharge.amount_only', { amount: money(min) }) : t('recharge.amount_range', { min: money(min), max: money(max) })
}

/** A positive whole number of minor units from a route segment, else null. */
export function minorFromPath (segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,13}$/.test(segment)) return null
  const n = Number(segment)
  return n > 0 && n <= 1e12 ? n : null
}
