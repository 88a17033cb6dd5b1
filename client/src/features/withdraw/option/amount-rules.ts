// The withdrawal amount: read by the player's number locale (a Brazilian's "50,00" is R$50), then the
// shared rule (required, the upstream's published minimum, the region's multiple, the balances); each
// problem as a message for the amount field.
import type { Region } from '../../../../../shared/regions.js'
import { REGION_INFO } from '../../../../../shared/regions.js'
import {
  dailyLimitProblem,
  withdrawAmountProblem,
  type DailyLimitProblem,
  type DailyLimits,
  type DailyUse,
  type WithdrawAmountProblem,
  type WithdrawLimits
} from '../../../../../shared/rules/withdraw.js'
import { dateTime, money } from '../../../lib/format.js'
import { amountFormatMessage, readMoney } from '../../../domain/amount-input.js'
import { t } from '../../../lib/i18n.js'

/** A text that is not an amount of the player's locale ("1,234" in Brazil) is refused, never guessed. */
/** A daily limit carries when it resets, in the region's time zone, for its message. */
export type WithdrawProblem =
  | WithdrawAmountProblem
  | (DailyLimitProblem & { resets_at: number, zone: string })
  | { key: 'format' }

/** Today's use of the daily limits (assetInfo.withdraw_today) and when they reset. */
export type Today = DailyUse & { resets_at: number }

/** The amount's own problems first, then (given today's use) the day's limits, in the upstream's order. */
export function amountProblem (
  text: string,
  region: Region,
  limits: WithdrawLimits,
  daily?: { limits: DailyLimits, today: Today }
): { minor: number | null, problem: WithdrawProblem | null } {
  const read = readMoney(text)
  if (!read.ok && read.problem === 'format') return { minor: null, problem: { key: 'format' } }
  const minor = read.ok ? read.minor : null
  const own = withdrawAmountProblem(minor, region, limits)
  if (own !== null || minor === null || daily === undefined) return { minor, problem: own }
  const limit = dailyLimitProblem(minor, daily.today, daily.limits)
  if (limit === null) return { minor, problem: null }
  return { minor, problem: { ...limit, resets_at: daily.today.resets_at, zone: REGION_INFO[region].timeZone } }
}

/** The spec's two messages: more than the whole balance ('Insufficient balance'), more than its withdrawable part
 * ('Insufficient withdrawal balance'), each with the figure it was checked against. */
export function amountMessage (problem: WithdrawProblem, withdrawable: number, balance: number): string {
  switch (problem.key) {
    case 'daily_times': return t('upstream.withdraw_daily_times', {
      times: problem.times,
      reset: dateTime(problem.resets_at),
      zone: problem.zone
    })
    case 'daily_max': return t('upstream.withdraw_daily_max', {
      max: money(problem.max),
      remaining: money(problem.remaining),
      reset: dateTime(problem.resets_at),
      zone: problem.zone
    })
    case 'format': return amountFormatMessage(t('field.amount'))
    case 'required': return t('withdraw.amount_required')
    case 'not_multiple': return t('upstream.multiple_of', { amount: money(problem.multiple) })
    case 'above_balance': return t('withdraw.amount_above_total', { amount: money(balance) })
    case 'above_withdrawable': return t('withdraw.amount_above_balance', { amount: money(withdrawable) })
    case 'below_minimum': return t('withdraw.amount_below_minimum', { amount: money(problem.min) })
  }
}
