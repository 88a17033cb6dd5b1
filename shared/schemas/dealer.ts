// The coin dealer's (agent's) manage centre: profile and price, followers, selling coins, payout orders
// (pay out / pay roll) with their state machine, data centre, download list and action log (spec
// sections 1-6, 9). Every call answers NOT_A_DEALER (10070) for a player who is not a dealer.
import { Type, type Static } from 'typebox'
import { body, field, literals, Minor, Page, PageSize, paged, UnixSeconds } from './common.js'
import { Coins, TransferRecord } from './transfer.js'
import { PAYROLL_ACTIONS, PAYROLL_LABELS, PAYROLL_STATUSES, PAYOUT_TABS, DEALER_ACTIONS } from '../rules/payroll.js'
import { FOLLOWER_SOURCES, FOLLOWER_STATUSES } from '../rules/dealer.js'

const Count = Type.Integer({ minimum: 0 })
const Reason = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'shown in the order\'s history'
})

// Profile, price, home

export const TabCounts = Type.Object({ available: Count, pending: Count, completed: Count })

export const DealerInfo = Type.Object({
  user_id: Type.String(),
  nickname: Type.String(),
  picture: Type.String(),
  /** '' until set: a dealer without WhatsApp is not listed and cannot change the price (10077). */
  whatsapp: Type.String(),
  price: Type.Integer({ minimum: 0, description: 'integer minor units per 100 coins' }),
  price_min: Minor,
  price_max: Minor,
  coins_available: Coins,
  coins_sold: Coins,
  followers: Count,
  blocked: Count,
  orders: TabCounts,
  /** Shown to players in the agency list (WhatsApp set and at least 100 coins available). */
  listed: Type.Boolean(),
  complaint_window_s: Count,
  pay_timeout_s: Count,
  min_transfer: Count
})
export type DealerInfo = Static<typeof DealerInfo>

export const ProfileBody = body(
  { nickname: field('nickname'), whatsapp: field('whatsapp') },
  'The nickname and WhatsApp number players see in the agency list; both required.'
)
export type ProfileBody = Static<typeof ProfileBody>

export const PriceBody = body({
  price: Type.Integer({
    minimum: 1,
    maximum: 1e9,
    description: 'integer minor units per 100 coins, within the region\'s range (else 10079)'
  })
}, 'The price of 100 coins; needs a WhatsApp number on the profile (10077).')
export type PriceBody = Static<typeof PriceBody>

// Followers

export const FollowerStatus = literals(...FOLLOWER_STATUSES)
export const FollowerSource = literals(...FOLLOWER_SOURCES)

export const Follower = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  status: FollowerStatus,
  source: FollowerSource,
  added_at: UnixSeconds,
  coins_bought: Coins,
  /** 0 when the follower never bought. */
  last_buy_at: UnixSeconds
})
export type Follower = Static<typeof Follower>

export const FollowerListBody = body({
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  status: Type.Optional(FollowerStatus),
  user_id: Type.Optional(field('user_id'))
}, 'Followers, newest first; absent status is all.')
export type FollowerListBody = Static<typeof FollowerListBody>
export const FollowerList = paged(Follower)
export type FollowerList = Static<typeof FollowerList>

export const FollowerAddBody = body({ user_id: field('user_id') }, 'Add a player who follows no dealer yet.')
export type FollowerAddBody = Static<typeof FollowerAddBody>

export const FollowerMigrateBody = body({
  user_id: field('user_id'),
  to_agent_id: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'an agent of the agency list of your region'
  })
}, 'Hand an active follower over to another agent of the region.')
export type FollowerMigrateBody = Static<typeof FollowerMigrateBody>
export const FollowerMigrated = Type.Object({
  user_id: Type.String(),
  to_agent_id: Type.String(),
  to_nickname: Type.String()
})
export type FollowerMigrated = Static<typeof FollowerMigrated>

export const FollowerBlockBody = body({
  user_id: field('user_id'),
  blocked: Type.Boolean({ description: 'true blocks an active follower, false unblocks a blocked one' })
})
export type FollowerBlockBody = Static<typeof FollowerBlockBody>

// Selling coins

export const SellBody = body({
  user_id: field('user_id', { description: 'an active follower' }),
  amount: Type.Integer({
    minimum: 1,
    maximum: 1e9,
    description: 'whole coins; at least 100 (10043), at most coins available (10078)'
  })
}, 'Sell coins to a follower: coins available go down, coins sold up, the follower\'s coins up.')
export type SellBody = Static<typeof SellBody>
export const SellResult = Type.Object({
  record: TransferRecord,
  coins_available: Coins,
  coins_sold: Coins,
  follower: Follower
})
export type SellResult = Static<typeof SellResult>

// Payout orders

export const PayrollStatus = literals(...PAYROLL_STATUSES)
export const PayrollLabel = literals(...PAYROLL_LABELS)
export const PayoutTab = literals(...PAYOUT_TABS)
export const PayMethod = literals('bank', 'upi', 'bkash', 'nagad')

export const PayoutOrder = Type.Object({
  order_id: Type.String(),
  /** UID: the player who withdraws. */
  user_id: Type.String(),
  /** Account holder's name. */
  name: Type.String(),
  amount: Minor,
  /** Coins the dealer is credited once the order succeeds. */
  coins: Coins,
  pay_method: PayMethod,
  bank_name: Type.String(),
  ifsc: Type.String(),
  /** Bank account number; the wallet number for bKash and Nagad. */
  bank_account: Type.String(),
  upi_id: Type.String(),
  status: PayrollStatus,
  label: PayrollLabel,
  tab: PayoutTab,
  utr: Type.String(),
  record_url: Type.String(),
  /** Request time. */
  created_at: UnixSeconds,
  accepted_at: UnixSeconds,
  remitted_at: UnixSeconds,
  finished_at: UnixSeconds,
  /** In payment: the time-out; pending: the end of the complaint window; otherwise 0. */
  expire_at: UnixSeconds,
  remark: Type.String()
})
export type PayoutOrder = Static<typeof PayoutOrder>

export const PayoutHistoryEntry = Type.Object({
  at: UnixSeconds,
  action: literals('created', ...PAYROLL_ACTIONS),
  by: literals('dealer', 'player', 'system'),
  /** 0 for created. */
  from: Type.Integer({ minimum: 0, maximum: 8 }),
  to: PayrollStatus,
  note: Type.String()
})
export type PayoutHistoryEntry = Static<typeof PayoutHistoryEntry>

export const PayoutDetail = Type.Object({
  order: PayoutOrder,
  /** Oldest first: what the dealer, the player and the platform did. */
  history: Type.Array(PayoutHistoryEntry),
  /** The dealer's actions allowed now (PAYROLL_TRANSITIONS). */
  actions: Type.Array(literals(...DEALER_ACTIONS))
})
export type PayoutDetail = Static<typeof PayoutDetail>

export const OrderListBody = body({
  tab: Type.Optional(PayoutTab),
  status: Type.Optional(PayrollStatus)
}, 'The latest 50 payout orders, newest first, of a tab and/or a state (absent: all).')
export type OrderListBody = Static<typeof OrderListBody>
export const OrderList = Type.Object({
  items: Type.Array(PayoutOrder),
  /** Orders matching, of which the latest 50 are listed. */
  total: Count,
  counts: TabCounts
})
export type OrderList = Static<typeof OrderList>

export const PayoutOrderBody = body({ order_id: field('order_id') })
export type PayoutOrderBody = Static<typeof PayoutOrderBody>

export const OrderReasonBody = body({ order_id: field('order_id'), reason: Type.Optional(Reason) })
export type OrderReasonBody = Static<typeof OrderReasonBody>

const REMIT = 'Remit an order in payment by its payment reference; a UPI order needs a 12-digit UTR (10080), ' +
  'a UTR is used once (10081).'
export const RemitBody = body({
  order_id: field('order_id'),
  utr: field(
    'utr',
    {
      description: 'India: 12 digits (IMPS, UPI) or 16-22 letters and digits (NEFT, RTGS); Bangladesh: the ' +
        'bKash/Nagad TrxID'
    }
  )
}, REMIT)
export type RemitBody = Static<typeof RemitBody>

export const RecordFields = body({
  order_id: field('order_id'),
  user_id: Type.Optional(field('user_id'))
}, 'Text fields before the file: the order in payment the photo proves.')
export type RecordFields = Static<typeof RecordFields>

export const DownloadBody = OrderListBody
export const Download = Type.Object({
  filename: Type.String(),
  /** Column keys: the client labels them and writes the file (CSV for the bank's bulk payment). */
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.String())),
  count: Count
})
export type Download = Static<typeof Download>

// Data centre and action log

const Days = Type.Integer({ minimum: 1, maximum: 31, description: 'days up to today; default 7' })
export const DataBody = body({ days: Type.Optional(Days) })
export type DataBody = Static<typeof DataBody>
export const DealerDay = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD in the region\'s time zone' }),
  coins_sold: Coins,
  sales: Count,
  /** Payout orders that succeeded that day, and their amount. */
  orders: Count,
  amount: Minor
})
export type DealerDay = Static<typeof DealerDay>
export const DealerData = Type.Object({
  coins_available: Coins,
  coins_sold: Coins,
  followers: Count,
  /** Oldest first, one row per day, today last. */
  days: Type.Array(DealerDay),
  totals: Type.Object({ coins_sold: Coins, sales: Count, orders: Count, amount: Minor })
})
export type DealerData = Static<typeof DealerData>

export const DEALER_LOG_ACTIONS = [
  'accept',
  'refuse',
  'abandon',
  'remit',
  'sell',
  'follower_add',
  'follower_migrate',
  'block',
  'unblock',
  'profile',
  'price'
] as const
export type DealerLogAction = (typeof DEALER_LOG_ACTIONS)[number]
export const DealerLogEntry = Type.Object({
  at: UnixSeconds,
  action: literals(...DEALER_LOG_ACTIONS),
  /** The order id or user id acted on; '' for profile and price. */
  target: Type.String(),
  detail: Type.String()
})
export type DealerLogEntry = Static<typeof DealerLogEntry>
export const DealerLogBody = body(
  { page: Type.Optional(Page), page_size: Type.Optional(PageSize) },
  'What the dealer did, newest first.'
)
export type DealerLogBody = Static<typeof DealerLogBody>
export const DealerLog = paged(DealerLogEntry)
export type DealerLog = Static<typeof DealerLog>
