// Recharge cards per region. The upstream has no call listing them (only `user_card/buy`), so the
// cards on sale are kept here, with the ids and amounts of the upstream's card catalogue.
import type { Region } from '../../../../shared/regions.js'

export interface RechargeCard { card_id: number, amount: number }

export const CARDS: Record<Region, readonly RechargeCard[]> = {
  IN: [{ card_id: 1, amount: 10000 }, { card_id: 2, amount: 50000 }, { card_id: 3, amount: 100000 }],
  BD: [{ card_id: 11, amount: 10000 }, { card_id: 12, amount: 50000 }],
  ID: [{ card_id: 21, amount: 2000000 }, { card_id: 22, amount: 10000000 }],
  BR: [{ card_id: 31, amount: 2000 }, { card_id: 32, amount: 10000 }]
}
