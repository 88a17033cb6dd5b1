// The recharge amount a player types, read by their number locale (a Brazilian's "10,50" is R$10,50,
// never R$1.050), then the upstream's range.
import { rechargeAmountProblem } from '../../../../shared/rules/amount.js'
import { money } from '../../lib/format.js'
import { amountFormatMessage, readMoney } from '../../domain/amount-input.js'
import { t } from '../../lib/i18n.js'

/** The amount in minor units, or the message of why the text is not one the range allows. */
type AmountRead = { ok: true, minor: number } | { ok: false, error: string }

export function readRechargeAmount (text: string, min: number, max: number): AmountRead {
  const read = readMoney(text)
  if (!read.ok && read.problem === 'format') return { ok: false, error: amountFormatMessage(t('field.amount')) }
  const minor = read.ok ? read.minor : null
  const problem = rechargeAmountProblem(minor, min, max)
  switch (problem?.key) {
    case undefined: return minor === null ? { ok: false, error: t('upstream.amount_required') } : { ok: true, minor }
    case 'required': return { ok: false, error: t('upstream.amount_required') }
    case 'only_value': return { ok: false, error: t('recharge.amount_only', { amount: money(problem.value) }) }
    case 'out_of_range': {
      const error = t('upstream.amount_out_of_range', { min: money(problem.min), max: money(problem.max) })
      return { ok: false, error }
    }
  }
}

export function amountHint (min: number, max: number): string {
  if (min === max) return t('recharge.amount_only', { amount: money(min) })
  return t('recharge.amount_range', { min: money(min), max: money(max) })
}

/** A positive whole number of minor units from a route segment, else null. */
export function minorFromPath (segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,13}$/.test(segment)) return null
  const n = Number(segment)
  return n > 0 && n <= 1e12 ? n : null
}
