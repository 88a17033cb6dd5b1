// Money and numbers on screen: minor units divided by 100 with the region's currency and fraction
// digits, in a locale passed explicitly (never the browser's default).
import { formatMoney, playerNumberLocale } from '../../../shared/money.js'
import { dateTimeFormat, numberFormat } from '../../../shared/intl-formats.js'
import { REGION_INFO, type Region } from '../../../shared/regions.js'
import { getDefaultStore } from 'jotai'
import { configAtom, siteConfig, playerRegion } from './session.js'
import { currentLanguage } from './i18n.js'

/** Grouping follows the region (lakh in India); native digits only for a player reading Bengali. */
export function numberLocale (region: Region): string {
  const settings = siteConfig()?.regions[region]
  // Before the config is read: formatMoney's own default for the region.
  if (settings === undefined) return REGION_INFO[region].numberLocale
  return playerNumberLocale(settings.numberLocale, currentLanguage())
}

export function money (minor: number): string {
  const region = playerRegion()
  return formatMoney(minor, region, siteConfig()?.regions[region]?.fractionDigits, numberLocale(region))
}

/** A whole number (coins, counts, a countdown's digits), written as money() writes amounts. */
export function count (n: number, minimumIntegerDigits = 1): string {
  return numberFormat(numberLocale(playerRegion()), { maximumFractionDigits: 0, minimumIntegerDigits }).format(n)
}

export function dateTime (unixSeconds: number): string {
  const format = dateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' })
  return format.format(new Date(unixSeconds * 1000))
}

/** When a kept value was fetched (lib/snapshot.ts): the time, with the date when it was not today. */
export function asOf (ms: number): string {
  const d = new Date(ms)
  const today = d.toDateString() === new Date().toDateString()
  const options: Intl.DateTimeFormatOptions = today
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' }
  return dateTimeFormat(currentLanguage(), options).format(d)
}

export function dateOnly (unixSeconds: number): string {
  return dateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000))
}

/** The first formatter of a locale loads that locale's data: some 50 ms on a slow phone, which My Balance
 * spent after its answers had come, before the balance could show. A screen that shows money loads this
 * module while its answers are still on the way (its chunk is preloaded), so the player's formatters are
 * made then, as soon as the page's settings say which locale is theirs. */
function warmUp (): void {
  setTimeout(() => {
    try {
      money(0)
      dateTime(0)
    } catch {
      // Only a head start: the screen makes its formatters as it needs them.
    }
  }, 0)
}

if (siteConfig() !== null) warmUp()
else {
  const stop = getDefaultStore().sub(configAtom, () => { stop(); warmUp() })
}
