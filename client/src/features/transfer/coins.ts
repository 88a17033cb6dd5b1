// Coins are whole numbers, written as money is (lib/format count()): grouped by the region, native
// digits only for a player reading Bengali.
import { count } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'

/** "1,000 coins" */
export function coinsText (n: number): string {
  return t('transfer.coins_n', { coins: count(n) })
}

/** "+2,000" or "−1,000": the sign is text, never colour alone. */
export function signedCoins (n: number, incoming: boolean): string {
  return `${incoming ? '+' : '\u2212'}${count(n)}`
}
