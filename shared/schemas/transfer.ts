// Coin transfer between players, its record, and the agency list where players buy coins from dealers
// (docs/ARCHITECTURE.md "Limits and constants"). Coins are whole numbers; prices are integer minor units.
import { Type, type Static } from 'typebox'
import { body, field, literals, Page, PageSize, paged, UnixSeconds } from './common.js'

/** Whole coins (the game's chips), never minor units. */
export const Coins = Type.Integer({ minimum: 0, maximum: 1e12, description: 'whole coins' })

/**
 * deduct: coins out (a transfer or a sale); transfer_in: coins received; withdraw_pay: a dealer credited for a paid
 * payout order.
 */
export const TransferType = literals('deduct', 'transfer_in', 'withdraw_pay')
export type TransferType = Static<typeof TransferType>

const TRANSFER = 'Transfer coins to another player; not to yourself (10041), only to an existing user (10040). ' +
  'Cannot be cancelled once started.'
export const TransferBody = body({
  user_id: field(
    'user_id',
    { description: 'the receiver\'s 8-digit game account id (look it up with getotheruserinfo)' }
  ),
  amount: Type.Integer({
    minimum: 1,
    maximum: 1e9,
    description: 'whole coins; at least 100 (else 10043) and at most your coins (else 10042); a dealer sends from ' +
      'coins available'
  })
}, TRANSFER)
export type TransferBody = Static<typeof TransferBody>

export const TransferRecord = Type.Object({
  transfer_id: Type.String(),
  type: TransferType,
  /**
   * The other side: receiver of a deduct, sender of a transfer_in, the paid player of a withdraw_pay ('' for the
   * platform).
   */
  user_id: Type.String(),
  name: Type.String(),
  amount: Type.Integer({
    minimum: 1,
    maximum: 1e12,
    description: 'whole coins, always positive; type says the direction'
  }),
  balance_after: Coins,
  /** The payout order of a withdraw_pay; '' otherwise. */
  order_id: Type.String(),
  created_at: UnixSeconds,
  remark: Type.String()
})
export type TransferRecord = Static<typeof TransferRecord>

export const TransferResult = Type.Object({ record: TransferRecord, coins: Coins })
export type TransferResult = Static<typeof TransferResult>

export const TransferListBody = body({
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  type: Type.Optional(TransferType),
  user_id: Type.Optional(field(
    'user_id',
    { description: 'only the records with this player (a dealer\'s sales to one follower)' }
  ))
}, 'The transfer record, newest first; absent type is all.')
export type TransferListBody = Static<typeof TransferListBody>
export const TransferList = paged(TransferRecord)
export type TransferList = Static<typeof TransferList>

export const AgencyListBody = body(
  { page: Type.Optional(Page), page_size: Type.Optional(PageSize) },
  'The agents of the player\'s region; coins are bought from them over WhatsApp.'
)
export type AgencyListBody = Static<typeof AgencyListBody>

export const AgencyItem = Type.Object({
  agent_id: Type.String(),
  /** The agent's game account, '' when the agency sells from a platform account. */
  user_id: Type.String(),
  nickname: Type.String(),
  picture: Type.String(),
  whatsapp: Type.String(),
  price: Type.Integer({ minimum: 0, maximum: 1e12, description: 'integer minor units per 100 coins' }),
  coins_available: Coins
})
export type AgencyItem = Static<typeof AgencyItem>
export const AgencyList = paged(AgencyItem)
export type AgencyList = Static<typeof AgencyList>
