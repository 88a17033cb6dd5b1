// Payout methods: which ones the player's region offers, and how each is bound (which call, which form).
import type { Region } from '../../../../shared/regions.js'
import type { PayoutType } from '../../../../shared/rules/payout.js'
import { playerRegion, siteConfig } from '../../lib/session.js'
import { t } from '../../lib/i18n.js'

/** The region's settings as the gateway gave them for this page host (GET /api/config). */
export function regionSettings (region: Region = playerRegion()) {
  return siteConfig()?.regions[region] ?? null
}

/** The payout methods offered to the player, in the order the region lists them. */
export function offeredTypes (): PayoutType[] {
  return regionSettings()?.payoutTypes ?? []
}

export function typeLabel (type: PayoutType): string {
  return t(`withdraw.type.${type}`)
}
