// What may be sold, checked before anything is sent (docs/ARCHITECTURE.md "Limits and constants"): the
// receiver is an 8-digit game account id and not the dealer; the amount is whole coins, at least the minimum
// and at most the coins available. The id is read by the shared normaliser, the coins by the dealer's number
// locale ("5.000" in Brazil, "5,000" in India), as every other form reads them.
import { transferCoinsProblem, transferTargetProblem } from '../../../../../shared/rules/transfer.js'
import { count } from '../../../lib/format.js'
import { amountFormatMessage, readCount } from '../../../domain/amount-input.js'
import { canonical, refusal } from '../../../lib/field-check.js'
import { t } from '../../../lib/i18n.js'

export interface SellCheck {
  userId: string
  amount: number | null
  userError: string | null
  amountError: string | null
}

export function checkSell (userText: string, amountText: string, me: string, available: number): SellCheck {
  const userId = canonical('user_id', userText)
  const userError = userId === ''
    ? t('error.required', { field: t('field.user_id') })
    : refusal('user_id', userId, t('field.user_id')) ??
      (transferTargetProblem(me, userId) === null ? null : t('upstream.transfer_self'))
  const read = readCount(amountText)
  const amount = read.ok ? read.count : null
  const problem = transferCoinsProblem(amount, available)
  const amountError = !read.ok
    ? read.problem === 'empty'
      ? t('error.required', { field: t('field.coins') })
      : amountFormatMessage(t('field.coins'), true)
    : problem === null
      ? null
      : problem.key === 'below_minimum'
        ? t('dealer.sell_min', { min: count(problem.min) })
        : problem.key === 'above_balance'
          ? t('dealer.sell_above', { available: count(available) })
          : t('error.invalid', { field: t('field.coins') })
  return { userId, amount, userError, amountError }
}
