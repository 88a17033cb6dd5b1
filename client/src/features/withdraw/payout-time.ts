// When a withdrawal is paid, in the player's words.
import { t } from '../../lib/i18n.js'

/** "within 7 days"; Bangladesh pays within a day (docs/ARCHITECTURE.md "Limits and constants"). */
export function payoutTime (days: number): string {
  return days <= 1 ? t('withdraw.payout_one_day') : t('withdraw.payout_days', { days })
}
