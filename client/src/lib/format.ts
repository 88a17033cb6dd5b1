// Money on screen: minor units divided by 100 with the region's currency and fraction digits, passed
// explicitly (never the browser's default).
import { formatMoney } from '../../../shared/money.js'
import { siteConfig, playerRegion } from './session.js'
import { currentLanguage } from './i18n.js'

export function money (minor: number): string {
  const region = playerRegion()
  const config = siteConfig()
  const settings = config?.regions[region]
  // Grouping follows the region (lakh in India); native digits only for a player reading Bengali.
  const locale = settings === undefined ? undefined : currentLanguage() === 'bn' ? settings.numberLocale : `${settings.numberLocale}-u-nu-latn`
  return formatMoney(minor, region, settings?.fractionDigits, locale)
}

export function dateTime (unixSeconds: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000))
}

export function dateOnly (unixSeconds: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000))
}
