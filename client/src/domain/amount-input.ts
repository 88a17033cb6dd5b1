// Amounts as the player types them: reading a typed amount in the player's locale, prefilling a box, and
// the refusal of a text that is not one. Apart from lib/format.ts (showing money) so that screens that only
// show amounts (My Balance, the first screen) do not carry the parser.
import { amountExample, readAmount, type AmountFormat, type AmountRead } from '../../../shared/amount-input.js'
import { REGION_INFO } from '../../../shared/regions.js'
import { siteConfig, playerRegion } from '../lib/session.js'
import { t } from '../lib/i18n.js'
import { numberLocale } from '../lib/format.js'
import { numberFormat } from '../../../shared/intl-formats.js'

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
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return numberFormat(locale, digits).format(minor / 100)
}

/** The refusal of a text that is not an amount of the player's locale, with how to write one. */
export function amountFormatMessage (field: string, whole = false): string {
  const format = amountFormat()
  return t('error.amount_format', { field, example: amountExample(whole ? { ...format, fractionDigits: 0 } : format) })
}
