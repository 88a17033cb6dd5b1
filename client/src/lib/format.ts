// Money and numbers on screen: minor units divided by 100 with the region's currency and fraction
// digits, in a locale passed explicitly (never the browser's default).
import { formatMoney, playerNumberLocale } from '../../../shared/money.js'
import { amountExample, readAmount, type AmountFormat, type AmountRead } from '../../../shared/amount-input.js'
import { REGION_INFO, type Region } from '../../../shared/regions.js'
import { siteConfig, playerRegion } from './session.js'
import { currentLanguage, t } from './i18n.js'

/** Grouping follows the region (lakh in India); native digits only for a player reading Bengali. */
function numberLocale (region: Region): string {
  const settings = siteConfig()?.regions[region]
  // Before the config is read: formatMoney's own default for the region.
  if (settings === undefined) return REGION_INFO[region].numberLocale
  return playerNumberLocale(settings.numberLocale, currentLanguage())
}

export function money (minor: number): string {
  const region = playerRegion()
  return formatMoney(minor, region, siteConfig()?.regions[region]?.fractionDigits, numberLocale(region))
}

/** How the player writes amounts: the locale money is shown in, the currency's decimals. */
export function amountFormat (): AmountFormat {
  const region = playerRegion()
  const settings = siteConfig()?.regions[region]
  return {
    locale: numberLocale(region),
    fractionDigits: settings?.fractionDigits ?? REGION_INFO[region].fractionDigits,
    currency: settings?.currency ?? REGION_INFO[region].currency
  }
}

/** An amount the player typed ("10,50" in Brazil, "1,000.50" in India), in minor units. */
export function readMoney (text: string): AmountRead {
  return readAmount(text, amountFormat())
}

/** Whole coins as the player types them ("1.000" in Brazil and Indonesia, "1,000" in India). */
export function readCount (text: string): { ok: true, count: number } | { ok: false, problem: 'empty' | 'format' } {
  const { locale } = amountFormat()
  const read = readAmount(text, { locale, fractionDigits: 0 })
  return read.ok ? { ok: true, count: read.minor / 100 } : read
}

/** An amount as the player would type it (no currency, the locale's separators): to prefill a box. */
export function typedMoney (minor: number): string {
  const { locale, fractionDigits } = amountFormat()
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(minor / 100)
}

/** The refusal of a text that is not an amount of the player's locale, with how to write one. */
export function amountFormatMessage (field: string, whole = false): string {
  const format = amountFormat()
  return t('error.amount_format', { field, example: amountExample(whole ? { ...format, fractionDigits: 0 } : format) })
}

const counts = new Map<string, Intl.NumberFormat>()

/** A whole number (coins, counts, a countdown's digits), written as money() writes amounts. */
export function count (n: number, minimumIntegerDigits = 1): string {
  const locale = numberLocale(playerRegion())
  const key = `${locale}/${minimumIntegerDigits}`
  let format = counts.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, minimumIntegerDigits })
    counts.set(key, format)
  }
  return format.format(n)
}

export function dateTime (unixSeconds: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000))
}

export function dateOnly (unixSeconds: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000))
}
