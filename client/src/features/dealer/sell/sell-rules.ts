// What may be sold, checked before anything is sent (spec section 5): the receiver is an 8-digit game
// account id and not the dealer; the amount is whole coins, at least the minimum and at most the coins available.
import { checkField } from '../../../../../shared/rules/fields.js'
import { transferAmountProblem } from '../../../../../shared/rules/amount.js'
import { normaliseDigits } from '../../../../../shared/money.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'

export interface SellCheck {
  userId: string
  amount: number | null
  userError: string | null
  amountError: string | null
}

/** Digits of any script, spaces and grouping commas removed: what the dealer meant by "5,000". */
function digits (text: string): string {
  return normaliseDigits(text).replace(/[\s,]/g, '')
}

export function checkSell (userText: string, amountText: string, me: string, available: number): SellCheck {
  const userId = digits(userText)
  const userError = userId === ''
    ? t('error.required', { field: t('field.user_id') })
    : !checkField('user_id', userId)
        ? t('dealer.user_id_rule')
        : userId === me ? t('upstream.transfer_self') : null
  const amountDigits = digits(amountText)
  const amount = /^\d{1,12}$/.test(amountDigits) ? Number(amountDigits) : null
  const problem = transferAmountProblem(amount, available)
  const amountError = problem === null
    ? null
    : problem.key === 'below_minimum'
      ? t('dealer.sell_min', { min: count(problem.min) })
      : problem.key === 'above_balance'
        ? t('dealer.sell_above', { available: count(available) })
        : amountText.trim() === '' ? t('error.required', { field: t('dealer.coins_field') }) : t('error.invalid', { field: t('dealer.coins_field') })
  return { userId, amount, userError, amountError }
}
