// Add Cash: packages, channels, orders, agents, chips shop (docs/ARCHITECTURE.md "Money and states").
import { Type, type Static } from 'typebox'
import { body, field, literals, Minor, UnixSeconds, ShortText, PageSize } from './common.js'
import { EMAIL_STRICT } from '../rules/patterns.js'

/** 0 cash plus extra cash, 1 cash plus bonus, 2 cash plus both. */
export const ActivityType = literals(0, 1, 2)

export const RechargePackage = Type.Object({
  id: Type.Integer(),
  activity_type: ActivityType,
  amount: Minor,
  give_amount: Minor,
  first_recharge_extra: Minor,
  bonus_tips: Type.String(),
  max_buy_times: Type.Integer({ minimum: 0, description: '0 is unlimited' }),
  bought_times: Type.Integer({ minimum: 0 }),
  expire_time: UnixSeconds,
  remain_second: Type.Integer({ minimum: 0 }),
  expire_msg: Type.String(),
  first_only: Type.Boolean()
})
export type RechargePackage = Static<typeof RechargePackage>

export const RechargeListBody = body({ type: Type.Optional(ActivityType) })
export type RechargeListBody = Static<typeof RechargeListBody>

export const RechargeList = Type.Object({
  items: Type.Array(RechargePackage),
  tabs: Type.Array(Type.Object({ type: ActivityType, title: Type.String() })),
  min_amount: Minor,
  max_amount: Minor,
  show_channel: Type.Boolean(),
  data_report: Type.Boolean(),
  first_recharge: Type.Boolean()
})
export type RechargeList = Static<typeof RechargeList>

export const RechargeConf = Type.Object({
  use_user_lib: Type.Boolean(),
  invalid_emails: Type.Array(Type.String()),
  invalid_words: Type.Array(Type.String()),
  need_contact: Type.Boolean()
})
export type RechargeConf = Static<typeof RechargeConf>

/**
 * 1 Paytm, 2 PhonePe, 3 credit card, 4 UPI, 5 debit card, 6 wallet, 20 ID wallet, 21 ID net banking, 22 ID credit card;
 * 30 bKash, 31 Nagad, 40 Pix (ours).
 */
export const PayType = literals(1, 2, 3, 4, 5, 6, 20, 21, 22, 30, 31, 40)

export const Channel = Type.Object({
  channel_id: Type.Integer(),
  name: Type.String(),
  pay_type: PayType,
  recommended: Type.Boolean(),
  used: Type.Boolean(),
  optimal: Type.Boolean(),
  min_amount: Minor,
  max_amount: Minor,
  need_contact: Type.Boolean()
})
export type Channel = Static<typeof Channel>

export const ChannelListBody = body({ amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1e12 })) })
export type ChannelListBody = Static<typeof ChannelListBody>
export const ChannelList = Type.Object({ items: Type.Array(Channel) })
export type ChannelList = Static<typeof ChannelList>

const Contact = {
  phone: Type.Optional(field('phone')),
  email: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: EMAIL_STRICT.source }))
}

export const RechargeBody = body({
  amount: Type.Integer({ minimum: 1, maximum: 1e12, description: 'minor units' }),
  channel_id: Type.Integer({ minimum: 1 }),
  package_id: Type.Optional(Type.Integer({ minimum: 1 })),
  product_id: Type.Optional(Type.String({
    pattern: '^[A-Za-z0-9._-]{1,64}$',
    description: 'a Chips Shop product: the amount is its price, the chips and bonus are credited once paid'
  })),
  declaration: Type.Optional(Type.Boolean({
    description: 'player confirmed age 18+ and not resident of a barred state'
  })),
  ...Contact
})
export type RechargeBody = Static<typeof RechargeBody>

export const DirectRechargeBody = body({
  amount: Type.Integer({ minimum: 1, maximum: 1e12 }),
  channel_id: Type.Integer({ minimum: 1 }),
  declaration: Type.Optional(Type.Boolean()),
  ...Contact
})
export type DirectRechargeBody = Static<typeof DirectRechargeBody>

export const RechargeCard = Type.Object({ card_id: Type.Integer({ minimum: 1 }), title: Type.String(), amount: Minor })
export const CardList = Type.Object({ items: Type.Array(RechargeCard) })
export type CardList = Static<typeof CardList>

export const CardBuyBody = body({ card_id: Type.Integer({ minimum: 1 }), channel_id: Type.Integer({ minimum: 1 }) })
export type CardBuyBody = Static<typeof CardBuyBody>

/** 0 pending, 1 success, 2 failed. */
export const RechargeStatus = literals(0, 1, 2)

export const RechargeOrder = Type.Object({
  order_id: Type.String(),
  status: RechargeStatus,
  amount: Minor,
  give_amount: Minor,
  channel_id: Type.Integer(),
  pay_type: Type.Integer(),
  created_at: UnixSeconds,
  finished_at: UnixSeconds,
  fail_reason: Type.String(),
  /** A Chips Shop product's order: the chips and bonus chips the upstream credits once it is paid. */
  product: Type.Optional(Type.Object({
    product_id: Type.String(),
    coins: Type.Integer({ minimum: 0 }),
    bonus_coins: Type.Integer({ minimum: 0 })
  }))
})
export type RechargeOrder = Static<typeof RechargeOrder>

/** What the client hands to the host app's pay(json). */
export const PayParams = Type.Object({
  order_id: Type.String(),
  amount: Minor,
  currency: Type.String(),
  channel_id: Type.Integer(),
  pay_type: Type.Integer(),
  /** A Chips Shop product: the app's store (Google Play) sells it by this id. */
  product_id: Type.Optional(Type.String()),
  sdk_payload: Type.String()
})
export const RechargeResult = Type.Object({ order: RechargeOrder, pay: PayParams })
export type RechargeResult = Static<typeof RechargeResult>

export const OrderBody = body({ order_id: field('order_id') })
export type OrderBody = Static<typeof OrderBody>

export const SdkCallbackBody = body({
  order_id: field('order_id'),
  /** not_supported: the app's store cannot pay (Google Play too old); the order is given up. */
  result: literals('success', 'failed', 'cancelled', 'not_supported'),
  payload: Type.Optional(Type.String({ maxLength: 4000 }))
})
export type SdkCallbackBody = Static<typeof SdkCallbackBody>

export const Agent = Type.Object({
  agent_id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  whatsapp: Type.String(),
  price: Minor,
  coins_available: Type.Integer({ minimum: 0 })
})
export const AgentList = Type.Object({ agents: Type.Array(Agent), default_selected: Type.Integer({ minimum: 0 }) })
export type AgentList = Static<typeof AgentList>

export const ModifyUserBody = body({ ...Contact, name: Type.Optional(field('name')) })
export type ModifyUserBody = Static<typeof ModifyUserBody>

export const RechargeActBody = body(
  { activity_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  'Lists the chips-shop rewards; with activity_id, claims that reward.'
)
export type RechargeActBody = Static<typeof RechargeActBody>
export const RechargeActivity = Type.Object({
  activity_id: Type.Integer(),
  title: Type.String(),
  reward: Minor,
  progress: Minor,
  target: Minor,
  status: literals(0, 1, 2)
})
export const RechargeAct = Type.Object({ items: Type.Array(RechargeActivity), claimed: Minor })
export type RechargeAct = Static<typeof RechargeAct>

export const GpProduct = Type.Object({
  product_id: Type.String(),
  title: Type.String(),
  price: Minor,
  coins: Type.Integer({ minimum: 0 }),
  bonus_coins: Type.Integer({ minimum: 0 }),
  tag: Type.String()
})
export const GpProductList = Type.Object({ items: Type.Array(GpProduct) })
export type GpProductList = Static<typeof GpProductList>
export const GpProductListBody = body({ page_size: Type.Optional(PageSize), tag: Type.Optional(ShortText) })
