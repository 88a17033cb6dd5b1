// The withdrawal amount: read by the player's number locale (a Brazilian's "50,00" is R$50), then the
// shared rule (required, the upstream's published minimum, the region's multiple, the balances); each
// problem as a message for the amount field.
import type { Region } from '../../../../../shared/regions.js'
import { withdrawAmountProblem, type WithdrawAmountProblem, type WithdrawLimits } from '../../../../../shared/rules/withdraw.js'
import { money } from '../../../lib/format.js'
import { amountFormatMessage, readMoney } from '../../../lib/amount-input.js'
import { t } from '../../../lib/i18n.js'

/** A text that is not an amount of the player's locale ("1,234" in Brazil) is refused, never guessed. */
export type WithdrawProblem = WithdrawAmountProblem | { key: 'format' }

export function amountProblem (text: string, region: Region, limits: WithdrawLimits): { minor: number | null, problem: WithdrawProblem | null } {
  const read = readMoney(text)
  if (!read.ok && read.problem === 'format') return { minor: null, problem: { key: 'format' } }
  const minor = read.ok ? read.minor : null
  return { minor, problem: withdrawAmountProblem(minor, region, limits) }
}

export function amountMessage (problem: WithdrawProblem, withdrawable: number): string {
  switch (problem.key) {
    case 'format': return amountFormatMessage(t('field.amount'))
    case 'required': return t('withdraw.amount_required')
    case 'not_multiple': return t('upstream.multiple_of', { amount: money(problem.multiple) })
    // The screen shows only the withdrawable part, which is never above the balance: one message for both.
    case 'above_balance': case 'above_withdrawable': return t('withdraw.amount_above_balance', { amount: money(withdrawable) })
    case 'below_minimum': return t('withdraw.amount_below_minimum', { amount: money(problem.min) })
  }
}
