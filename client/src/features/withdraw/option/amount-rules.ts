// The withdrawal amount: read by the player's number locale (a Brazilian's "50,00" is R$50), then the
// shared rule (required, the region's multiple, not above the withdrawable balance), then the upstream's
// published minimum; each problem as a message for the amount field.
import type { Region } from '../../../../../shared/regions.js'
import { withdrawAmountProblem, type AmountProblem } from '../../../../../shared/rules/amount.js'
import { money } from '../../../lib/format.js'
import { amountFormatMessage, readMoney } from '../../../lib/amount-format.js'
import { t } from '../../../lib/i18n.js'

/** A text that is not an amount of the player's locale ("1,234" in Brazil) is refused, never guessed. */
export type WithdrawProblem = AmountProblem | { key: 'format' }

export function amountProblem (text: string, region: Region, withdrawable: number, minAmount: number): { minor: number | null, problem: WithdrawProblem | null } {
  const read = readMoney(text)
  if (!read.ok && read.problem === 'format') return { minor: null, problem: { key: 'format' } }
  const minor = read.ok ? read.minor : null
  const problem = withdrawAmountProblem(minor, region, withdrawable) ??
    (minor !== null && minor < minAmount ? { key: 'below_minimum', min: minAmount } as const : null)
  return { minor, problem }
}

export function amountMessage (problem: WithdrawProblem, withdrawable: number): string {
  switch (problem.key) {
    case 'format': return amountFormatMessage(t('field.amount'))
    case 'required': return t('withdraw.amount_required')
    case 'not_multiple': return t('upstream.multiple_of', { amount: money(problem.multiple) })
    case 'above_balance': return t('withdraw.amount_above_balance', { amount: money(withdrawable) })
    case 'below_minimum': return t('withdraw.amount_below_minimum', { amount: money(problem.min) })
    default: return t('upstream.invalid_amount')
  }
}
