// The price of 100 coins as the dealer typed it, read by their number locale and kept within the region's range.
import { money } from '../../../lib/format.js'
import { amountFormatMessage, readMoney } from '../../../domain/amount-input.js'
import { t } from '../../../lib/i18n.js'

/** Why a typed price cannot be saved, or null; the price in minor units when it can. */
export function priceProblem (
  text: string,
  min: number,
  max: number
): { minor: number | null, problem: string | null } {
  const read = readMoney(text)
  if (!read.ok) {
    const problem = read.problem === 'empty'
      ? t('error.required', { field: t('field.price') })
      : amountFormatMessage(t('field.price'))
    return { minor: null, problem }
  }
  if (read.minor === 0) return { minor: null, problem: t('error.invalid', { field: t('field.price') }) }
  if (read.minor < min || read.minor > max) {
    return { minor: read.minor, problem: t('upstream.price_out_of_range', { min: money(min), max: money(max) }) }
  }
  return { minor: read.minor, problem: null }
}
