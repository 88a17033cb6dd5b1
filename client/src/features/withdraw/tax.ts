// The tax shown before confirming, from the upstream's published terms (assetInfo.withdraw_conf): the
// rate in basis points applies to the whole amount above the tax-free threshold. The order the upstream
// returns carries the tax actually charged, which is what the success screen and the record show.
import type { WithdrawConf } from '../../../../shared/schemas/asset.js'
import { t } from '../../lib/i18n.js'

export function estimatedTax (amount: number, conf: WithdrawConf): number {
  if (conf.tax_rate_bp <= 0 || amount <= conf.tax_free_below) return 0
  return Math.floor(amount * conf.tax_rate_bp / 10000)
}

/** "within 7 days"; Bangladesh pays within a day (docs/ARCHITECTURE.md "Limits and constants"). */
export function payoutTime (days: number): string {
  return days <= 1 ? t('withdraw.payout_one_day') : t('withdraw.payout_days', { days })
}
