// Coins are whole numbers, grouped like money in the region (lakh in India) and, like money, in native
// digits only for a player reading Bengali.
import { currentLanguage, t } from '../../lib/i18n.js'
import { playerRegion, siteConfig } from '../../lib/session.js'

export function coinsNumber (n: number): string {
  const base = siteConfig()?.regions[playerRegion()]?.numberLocale ?? 'en-IN'
  const locale = currentLanguage() === 'bn' ? base : `${base}-u-nu-latn`
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n)
}

/** "1,000 coins" */
export function coinsText (n: number): string {
  return t('transfer.coins_n', { coins: coinsNumber(n) })
}

/** "+2,000" or "−1,000": the sign is text, never colour alone. */
export function signedCoins (n: number, incoming: boolean): string {
  return `${incoming ? '+' : '\u2212'}${coinsNumber(n)}`
}
