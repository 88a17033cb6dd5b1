// Balances and the transaction list (docs/ARCHITECTURE.md "Money and states").
import { Type, type Static } from 'typebox'
import { body, literals, Minor, SignedMinor, UnixSeconds, PageSize, Page } from './common.js'

export const WithdrawConf = Type.Object({
  multiple: Minor,
  min_amount: Minor,
  daily_max: Minor,
  daily_times: Type.Integer({ minimum: 0 }),
  tax_rate_bp: Type.Integer({
    minimum: 0,
    maximum: 10000,
    description: 'tax withheld on the increase of the tax year\'s net winnings a withdrawal brings about, in basis ' +
      'points; 0 is none'
  }),
  tax_tips: Type.String(),
  limit_tips: Type.String(),
  payout_days: Type.Integer({ minimum: 0 })
})
export type WithdrawConf = Static<typeof WithdrawConf>

/**
 * The player's tax year at the upstream (India: 1 April to 31 March, section 194BA); the rule is
 * shared/rules/withdraw.ts.
 */
export const TaxYear = Type.Object({
  /** When the year started, in the region's time. */
  start: UnixSeconds,
  opening_balance: Type.Integer({ minimum: 0, description: 'the balance at the year\'s start' }),
  deposits: Minor,
  withdrawals: Type.Integer({ minimum: 0, description: 'withdrawals of the year, without cancelled or returned ones' }),
  withheld: Type.Integer({ minimum: 0, description: 'tax withheld this year' }),
  net_winnings: Type.Integer({ minimum: 0, description: 'withdrawals − deposits − opening balance, never below zero' })
})
export type TaxYear = Static<typeof TaxYear>

export const AssetInfo = Type.Object({
  amount: Minor,
  deposited: Minor,
  withdraw_amt: Minor,
  bonus: Minor,
  coins: Type.Integer({ minimum: 0 }),
  assets_type: Type.Integer(),
  paytm_id: Type.String(),
  bonus_tips: Type.String(),
  withdraw_times: Type.Integer({ minimum: 0 }),
  recharged: Type.Boolean({ description: 'a first recharge has been made: withdrawal unlocked' }),
  first_recharge_available: Type.Boolean(),
  withdraw_conf: WithdrawConf,
  /** Used of the daily limits today, in the region's calendar day (cancelled withdrawals do not count). */
  withdraw_today: Type.Object({ times: Type.Integer({ minimum: 0 }), amount: Minor, resets_at: UnixSeconds }),
  tax_year: TaxYear
})
export type AssetInfo = Static<typeof AssetInfo>

/** 2 recharge, 4 withdraw, 5 refund, 6 system award, 7 game lose, 8 game win, 12 bonus, 13 transfer. */
export const TradeType = literals(2, 4, 5, 6, 7, 8, 12, 13)
/** 0 processing, 1 successful, 2 failed, 3 cancelled. */
export const TradeStatus = literals(0, 1, 2, 3)

export const Trade = Type.Object({
  trade_id: Type.String(),
  type: TradeType,
  amount: SignedMinor,
  status: TradeStatus,
  created_at: UnixSeconds,
  remark: Type.String()
})
export type Trade = Static<typeof Trade>

const TRADE_LIST = 'Transactions, newest first. type 0 (or absent) is all, -1 the cancelled ones. The gateway ' +
  'drops `page`; paging is by `cursor` (the last trade_id seen).'
export const TradeListBody = body({
  type: Type.Optional(literals(0, -1, 2, 4, 5, 6, 7, 8, 12, 13)),
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  cursor: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }))
}, TRADE_LIST)
export type TradeListBody = Static<typeof TradeListBody>

export const TradeList = Type.Object({
  items: Type.Array(Trade),
  has_more: Type.Boolean(),
  next_cursor: Type.String()
})
export type TradeList = Static<typeof TradeList>

export const GuestLoginBody = body({})
export const GuestLogin = Type.Object({ token: Type.String(), user_id: Type.String(), user_type: Type.Integer() })
export type GuestLogin = Static<typeof GuestLogin>
