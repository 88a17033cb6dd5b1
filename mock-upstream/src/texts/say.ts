// What the mock upstream writes itself at run time (a new order's remark, a payment's fail reason, a payout's
// history note), in every language like the fixtures' texts, so a player's own new orders read in their
// language too. The English stays word for word what the upstream writes. The texts live in locales/ under
// `upstream_text.`, with every other string a person reads; the client's catalogue parts leave that section
// out (scripts/catalogue-parts.ts), since only the upstream writes them.
import { LANGUAGES, REGION_INFO, type Language, type Region } from '../../../shared/regions.js'
import { formatMoney, playerNumberLocale } from '../../../shared/money.js'
import { numberFormat } from '../../../shared/intl-formats.js'
import type { Catalogues, Params } from '../../../shared/i18n.js'
import { loadCatalogues } from '../../../shared/node/locales.js'
import { fill, type LocalText } from './local-text.js'

export const TEXT_SECTION = 'upstream_text'

const TEXT_KEYS = [
  'withdraw_processing',
  'withdraw_cancelled',
  'withdraw_transferring',
  'withdraw_transferring_record',
  'withdraw_sending',
  'withdraw_received_utr',
  'withdraw_received',
  'withdraw_frozen',
  'withdraw_back',
  'trade_withdrawal_back',
  'trade_withdrawal',
  'trade_withdrawal_refund',
  'trade_add_cash',
  'trade_extra_cash',
  'trade_bonus',
  'trade_chips_reward',
  'payment_cancelled',
  'payment_failed',
  'payment_time_exceeded',
  'transfer_to',
  'transfer_from',
  'sold_to',
  'bought_from',
  'payout_paid',
  'payout_requested',
  'payout_complaint',
  'payout_returned',
  'payout_returned_amount',
  'payout_record_photo',
  'payout_credited',
  'payout_user_cancelled',
  'payout_timeout',
  'log_sold',
  'log_migrated',
  'log_record',
  'log_price'
] as const

export type TextKey = typeof TEXT_KEYS[number]

/** Each text in every language from the catalogues; a missing one stops the mock at start, naming it. */
export function readTexts (catalogues: Catalogues): Record<TextKey, LocalText> {
  const inAll = (key: TextKey): LocalText => {
    const name = `${TEXT_SECTION}.${key}`
    const text = (lang: Language): string => {
      const value = catalogues[lang][name]
      if (typeof value !== 'string' || value === '') throw new Error(`locales/${lang}.json: ${name} is missing`)
      return value
    }
    return Object.fromEntries(LANGUAGES.map(lang => [lang, text(lang)])) as LocalText
  }
  return Object.fromEntries(TEXT_KEYS.map(key => [key, inAll(key)])) as Record<TextKey, LocalText>
}

export const TEXTS = readTexts(loadCatalogues())

/** One of the mock's own texts in every language, with its placeholders filled per language. */
export function say (key: TextKey, params: Params | ((lang: Language) => Params) = {}): LocalText {
  return fill(TEXTS[key], params)
}

/** Money as a reader of `lang` in `region` writes it: Bengali digits only for a Bengali reader in Bangladesh. */
export function moneyFor (minor: number, region: Region, lang: Language): string {
  return formatMoney(minor, region, undefined, playerNumberLocale(REGION_INFO[region].numberLocale, lang))
}

/** A count (coins, minutes) in the same digits, ungrouped as the upstream writes counts. */
export function countFor (n: number, region: Region, lang: Language): string {
  const locale = playerNumberLocale(REGION_INFO[region].numberLocale, lang)
  // The cached formatter: a new one per count was half a second of CPU in a browser journey's mock.
  return numberFormat(locale, { useGrouping: false }).format(n)
}
