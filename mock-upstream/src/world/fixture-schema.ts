// The shape of fixtures/ after relative times are resolved. Built from the shared response schemas so a
// fixture that could not be served as a valid response fails at start, with the file and field named.
// Every text a player reads is a LocalText (all five languages); names, bank names and masked numbers stay
// plain strings.
import { Type, type Static } from 'typebox'
import { Minor } from '../../../shared/schemas/common.js'
import { UserInfo } from '../../../shared/schemas/user.js'
import { Trade } from '../../../shared/schemas/asset.js'
import { WithdrawOrder, PayoutType } from '../../../shared/schemas/withdraw.js'
import {
  RechargeOrder, RechargePackage, Channel, Agent, RechargeConf, GpProduct
} from '../../../shared/schemas/recharge.js'
import { FeedbackItem } from '../../../shared/schemas/feedback.js'
import { TransferRecord } from '../../../shared/schemas/transfer.js'
import { Follower, PayoutOrder } from '../../../shared/schemas/dealer.js'
import { LocalText, MaybeLocalText } from '../texts/local-text.js'

const Str = Type.Optional(Type.String())

export const FixtureAccount = Type.Object({
  account_id: Type.String({ minLength: 1 }),
  type: PayoutType,
  status: Type.Union([Type.Literal('bound'), Type.Literal('rejected')]),
  is_default: Type.Boolean(),
  name: Type.String(),
  upi_id: Str,
  phone: Str,
  email: Str,
  pan_number: Str,
  bank_account: Str,
  ifsc: Str,
  bank_name: Str,
  branch: Str,
  location: Str,
  paytm_id: Str,
  wallet_id: Str,
  account_no: Str,
  card_type: Str,
  evp: Str,
  cpf: Str
}, { additionalProperties: false })
export type FixtureAccount = Static<typeof FixtureAccount>

export const FixtureAsset = Type.Object({
  amount: Minor,
  deposited: Minor,
  withdraw_amt: Minor,
  bonus: Minor,
  coins: Type.Integer({ minimum: 0 }),
  bonus_tips: LocalText,
  withdraw_times: Type.Integer({ minimum: 0 }),
  recharged: Type.Boolean()
}, { additionalProperties: false })
export type FixtureAsset = Static<typeof FixtureAsset>

export const FixtureWithdrawal = Type.Object(
  { ...WithdrawOrder.properties, remark: LocalText, account_id: Type.String() },
  { additionalProperties: false }
)
export type FixtureWithdrawal = Static<typeof FixtureWithdrawal>

export const FixtureRechargeOrder = Type.Object({
  ...RechargeOrder.properties,
  fail_reason: MaybeLocalText,
  package_id: Type.Union([Type.Integer(), Type.Null()])
}, { additionalProperties: false })
export type FixtureRechargeOrder = Static<typeof FixtureRechargeOrder>

export const FixtureTransfer = Type.Object(
  { ...TransferRecord.properties, remark: LocalText },
  { additionalProperties: false }
)
export type FixtureTransfer = Static<typeof FixtureTransfer>

export const FixtureFollower = Type.Object(
  { ...Follower.properties, user_id: Type.String({ pattern: '^[0-9]{8}$' }) },
  { additionalProperties: false }
)
export type FixtureFollower = Static<typeof FixtureFollower>

/** What the player and the platform will do with an order, so the clock can move it on its own. */
export const FixturePayoutScript = Type.Object({
  /** The player cancels the withdrawal at this time if no dealer has accepted it by then. */
  cancel_at: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The player complains this long after the remit (if within the 48-hour window). */
  complain_after_s: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The platform's decision on a complaint, `review_s` of the catalogue after it. */
  review_outcome: Type.Optional(Type.Union([Type.Literal('paid'), Type.Literal('failed')]))
}, { additionalProperties: false })
export type FixturePayoutScript = Static<typeof FixturePayoutScript>

/** A payout order as stored: tab, coins and expire_at are derived when it is served. */
export const FixturePayout = Type.Object({
  ...Type.Omit(PayoutOrder, ['tab', 'coins', 'expire_at']).properties,
  /** The dealer's or the platform's note ("" for none). */
  remark: MaybeLocalText,
  complained_at: Type.Integer({ minimum: 0 }),
  script: Type.Optional(FixturePayoutScript)
}, { additionalProperties: false })
export type FixturePayout = Static<typeof FixturePayout>

export const FixtureDealerDay = Type.Object({
  days_ago: Type.Integer({ minimum: 0, maximum: 366 }),
  coins_sold: Type.Integer({ minimum: 0 }),
  sales: Type.Integer({ minimum: 0 }),
  orders: Type.Integer({ minimum: 0 }),
  amount: Minor
}, { additionalProperties: false })

/** A coin dealer's centre; the dealer's coins available are the asset's coins. */
export const FixtureDealer = Type.Object({
  nickname: Type.String({ minLength: 1 }),
  /** '' is a dealer who has not set one yet (not listed, cannot change the price). */
  whatsapp: Type.String(),
  price: Minor,
  coins_sold: Type.Integer({ minimum: 0 }),
  followers: Type.Array(FixtureFollower),
  orders: Type.Array(FixturePayout),
  /** Earlier days of the data centre; today's row grows with what happens at run time. */
  daily: Type.Array(FixtureDealerDay)
}, { additionalProperties: false })
export type FixtureDealer = Static<typeof FixtureDealer>

export const FixtureUser = Type.Object({
  profile: UserInfo,
  asset: FixtureAsset,
  accounts: Type.Array(FixtureAccount),
  /** PAN card data on record (what an OCR of the player's card reads). */
  pan: Type.Union([
    Type.Object({ pan_number: Type.String(), name: Type.String() }, { additionalProperties: false }),
    Type.Null()
  ]),
  /** `ref` links a withdrawal or recharge trade to its order, so a cancel or a payment result updates it. */
  trades: Type.Array(Type.Object(
    { ...Trade.properties, remark: LocalText, ref: Type.Optional(Type.String()) },
    { additionalProperties: false }
  )),
  withdrawals: Type.Array(FixtureWithdrawal),
  recharge_orders: Type.Array(FixtureRechargeOrder),
  /** Successful purchases per package id. */
  package_buys: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Integer({ minimum: 0 })),
  /** Chips-shop progress per activity id of the region's catalogue. */
  activity_progress: Type.Record(
    Type.String({ pattern: '^[0-9]+$' }),
    Type.Object({ progress: Minor, claimed: Type.Boolean() }, { additionalProperties: false })
  ),
  /** The player's own words are in every language too, so the demo history reads in the one chosen. */
  feedback: Type.Array(Type.Object({
    ...FeedbackItem.properties,
    /** general when not given */
    variant: Type.Optional(FeedbackItem.properties.variant),
    type_name: LocalText,
    description: LocalText,
    reply: MaybeLocalText
  }, { additionalProperties: false })),
  /** The coin transfer record, newest first (coins, not money). */
  transfers: Type.Optional(Type.Array(FixtureTransfer)),
  /** Coin-dealer data, for the dealer centre; required when profile.is_dealer. */
  dealer: Type.Optional(FixtureDealer),
  /** The player's current tax year at load (shared/rules/withdraw.ts TaxYear); absent: it started with the fixture's
   * balance and nothing deposited, withdrawn or withheld since. */
  tax_year: Type.Optional(Type.Object(
    { opening_balance: Minor, deposits: Minor, withdrawals: Minor, withheld: Minor },
    { additionalProperties: false }
  )),
  /** The age and residence declaration the player made (India), as the declare call stores it. */
  declaration: Type.Optional(Type.Object(
    { birth_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), state: Type.String({ minLength: 1 }) },
    { additionalProperties: false }
  ))
}, { additionalProperties: false })
export type FixtureUser = Static<typeof FixtureUser>

const PackageFixture = Type.Object({
  ...Type.Omit(RechargePackage, ['bought_times', 'remain_second']).properties,
  bonus_tips: LocalText,
  /** "" for a package without an expiry. */
  expire_msg: MaybeLocalText
}, { additionalProperties: false })

export const FixtureCatalog = Type.Object({
  region: Type.String(),
  recharge: Type.Object({
    min_amount: Minor,
    max_amount: Minor,
    show_channel: Type.Boolean(),
    data_report: Type.Boolean(),
    tabs: Type.Array(Type.Object(
      { type: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]), title: LocalText },
      { additionalProperties: false }
    )),
    packages: Type.Array(PackageFixture)
  }, { additionalProperties: false }),
  /** Brand names (UPI, bKash, Pix) read the same in every language; "Credit card" does not. */
  channels: Type.Array(Type.Object(
    { ...Type.Omit(Channel, ['used']).properties, name: LocalText },
    { additionalProperties: false }
  )),
  agents: Type.Object({ agents: Type.Array(Agent), default_selected: Type.Integer({ minimum: 0 }) }),
  recharge_conf: RechargeConf,
  cards: Type.Array(Type.Object(
    { card_id: Type.Integer({ minimum: 1 }), title: LocalText, amount: Minor },
    { additionalProperties: false }
  )),
  gp_products: Type.Array(Type.Object({ ...GpProduct.properties, title: LocalText }, { additionalProperties: false })),
  activities: Type.Array(Type.Object(
    { activity_id: Type.Integer({ minimum: 1 }), title: LocalText, reward: Minor, target: Minor },
    { additionalProperties: false }
  )),
  feedback_types: Type.Array(Type.Object({
    type_id: Type.Integer({ minimum: 1 }),
    name: LocalText,
    questions: Type.Array(Type.Object(
      { question_id: Type.Integer(), question: LocalText, answer: LocalText },
      { additionalProperties: false }
    ))
  }, { additionalProperties: false })),
  /** Payout orders and prices of the region's coin dealers. */
  dealer: Type.Object({
    /** An accepted order not remitted within this many seconds times out. */
    pay_timeout_s: Type.Integer({ minimum: 60 }),
    /** The platform decides on a complaint this many seconds after it. */
    review_s: Type.Integer({ minimum: 60 }),
    /** The range of a dealer's price of 100 coins. */
    price_min: Minor,
    price_max: Minor
  }, { additionalProperties: false }),
  withdraw_conf: Type.Object({
    min_amount: Minor,
    daily_max: Minor,
    daily_times: Type.Integer({ minimum: 0 }),
    /**
     * Withheld on the increase of the tax year's net winnings a withdrawal brings about (India: 3000, section 194BA); 0
     * is none.
     */
    tax_rate_bp: Type.Integer({ minimum: 0, maximum: 10000 }),
    /** "MM-DD": the first day of the tax year in the region's time (India: "04-01", the financial year). */
    tax_year_start: Type.String({ pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' }),
    /** Templates; {rate} is the percentage, {max} and {times} the daily limits. */
    tax_tips: LocalText,
    limit_tips: LocalText
  }, { additionalProperties: false }),
  /** A region without coin dealers: the upstream pays withdrawals out itself, moved by the business clock. */
  self_payout: Type.Optional(Type.Object({
    /** Processing until then after the request, then transferring. */
    transfer_after_s: Type.Integer({ minimum: 1 }),
    /** Received this long after the request. */
    receive_after_s: Type.Integer({ minimum: 1 }),
    /** The provider's scripted failures: a withdrawal of one of these amounts comes back (status 2, "back"). */
    bounce_amounts: Type.Array(Minor)
  }, { additionalProperties: false })),
  /** Who may play for money (India): the upstream's minimum age and barred states, configuration and not code. */
  eligibility: Type.Optional(Type.Object({
    min_age: Type.Integer({ minimum: 0 }),
    barred_states: Type.Array(Type.String({ minLength: 1 }))
  }, { additionalProperties: false }))
}, { additionalProperties: false })
export type FixtureCatalog = Static<typeof FixtureCatalog>

/** Tokens that do not belong to a player: every call answers a code, or answers late. */
export const FixtureTokens = Type.Object({
  errors: Type.Record(Type.String(), Type.Integer()),
  slow: Type.Array(Type.String())
}, { additionalProperties: false })
export type FixtureTokens = Static<typeof FixtureTokens>
