// The withdrawal amount: the shared rule (required, the region's multiple, not above the withdrawable
// balance), then the upstream's published minimum; each problem as a message for the amount field.
import type { Region } from '../../../../../shared/regions.js'
import { parseAmount } from '../../../../../shared/money.js'
import { withdrawAmountProblem, type AmountProblem } from '../../../../../shared/rules/amount.js'
import { money } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'

export function amountProblem (text: string, region: Region, withdrawable: number, minAmount: number): { minor: number | null, problem: AmountProblem | null } {
  const minor = parseAmount(text)
  const problem = withdrawAmountProblem(minor, region, withdrawable) ??
    (minor !== null && minor < minAmount ? { key: 'below_minimum', min: minAmount } as const : null)
  return { minor, problem }
}

export function amountMessage (problem: AmountProblem, withdrawable: number): string {
  switch (problem.key) {
    case 'required': return t('withdraw.amount_required')
    case 'not_multiple': return t('upstream.multiple_of', { amount: money(problem.multiple) })
    case 'above_balance': return t('withdraw.amount_above_balance', { amount: money(withdrawable) })
    case 'below_minimum': return t('withdraw.amount_below_minimum', { amount: money(problem.min) })
    default: return t('upstream.invalid_amount')
  }
}
