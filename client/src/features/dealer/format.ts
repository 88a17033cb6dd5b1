// How the dealer centre writes coins, durations and the names of states, labels and methods.
import type { PayoutOrder } from '../../../../shared/schemas/dealer.js'
import type { PayrollLabel, PayrollStatus } from '../../../../shared/rules/payroll.js'
import { siteConfig, playerRegion } from '../../lib/session.js'
import { currentLanguage, t } from '../../lib/i18n.js'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A whole number (coins, counts, a countdown's digits) with the region's grouping (lakh in India); native
 * digits only for a player reading Bengali, as money() writes amounts.
 */
export function count (n: number, minimumIntegerDigits = 1): string {
  const settings = siteConfig()?.regions[playerRegion()]
  const locale = settings === undefined ? 'en' : currentLanguage() === 'bn' ? settings.numberLocale : `${settings.numberLocale}-u-nu-latn`
  const key = `${locale}/${minimumIntegerDigits}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, minimumIntegerDigits })
    formats.set(key, format)
  }
  return format.format(n)
}

/** 47:59:12: hours run past 24 because the complaint window is counted in hours. */
export function hms (seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map(n => count(n, 2)).join(':')
}

export function statusText (status: PayrollStatus): string {
  return t(`dealer.status.${status}`)
}

/** Only a label other than 'none' is shown, as a badge beside the state. */
export function labelText (label: PayrollLabel): string | null {
  return label === 'none' ? null : t(`dealer.label.${label}`)
}

/** The payout methods are the withdraw types players bound; their names are shared with the withdraw screens. */
export function methodText (method: PayoutOrder['pay_method']): string {
  return t(`withdraw.type.${method}`)
}

/** Badge tone of a state: not the only sign, the state's name is always written. */
export function statusTone (status: PayrollStatus): '' | 'warn' | 'bad' {
  if (status === 4) return ''
  if (status === 6 || status === 7 || status === 8) return 'bad'
  return 'warn'
}
