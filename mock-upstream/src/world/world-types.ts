// The shapes of the world the mock upstream plays: players, their money, orders and accounts, coin
// dealers, and what the world's parts need of the World around them. Types only, so state.ts (the World)
// and dealer-world.ts (the dealers' moves) both depend on this and not on each other.
import type { Region } from '../../../shared/regions.js'
import type { PayoutType } from '../../../shared/rules/payout.js'
import type { UserInfo } from '../../../shared/schemas/user.js'
import type { Trade } from '../../../shared/schemas/asset.js'
import type { WithdrawOrder } from '../../../shared/schemas/withdraw.js'
import type { RechargeOrder } from '../../../shared/schemas/recharge.js'
import type { FeedbackItem } from '../../../shared/schemas/feedback.js'
import type { TransferRecord } from '../../../shared/schemas/transfer.js'
import type { DealerLogEntry, Follower, PayoutHistoryEntry } from '../../../shared/schemas/dealer.js'
import type { FixtureAsset, FixtureCatalog, FixturePayout, FixturePayoutScript } from './fixture-schema.js'
import type { Text, WithTexts } from '../texts/local-text.js'
import type { Declared } from '../../../shared/rules/eligibility.js'
import type { TaxYear } from '../../../shared/rules/withdraw.js'

/** A payout account with every field of every type; the ones a type does not use are ''. */
export interface Account {
  account_id: string
  type: PayoutType
  status: 'bound' | 'rejected'
  is_default: boolean
  name: string
  upi_id: string
  phone: string
  email: string
  pan_number: string
  bank_account: string
  ifsc: string
  bank_name: string
  branch: string
  location: string
  paytm_id: string
  wallet_id: string
  account_no: string
  card_type: string
  evp: string
  cpf: string
}

export type StoredTrade = WithTexts<Trade, 'remark'> & { ref?: string }
/**
 * `payout`: who pays a withdrawal made at run time out (the region's dealers or the upstream); absent for the fixtures'
 * ones, which stay as they are.
 */
export type StoredWithdrawal = WithTexts<WithdrawOrder, 'remark'> & {
  account_id: string
  payout?: 'dealers' | 'upstream'
  /** The start of the tax year it counts in (tax-year.ts); absent for the fixtures' ones, which their tax_year sums. */
  tax_year?: number
}
export type StoredFeedback = WithTexts<FeedbackItem, 'type_name' | 'description' | 'reply'>
export type StoredTransfer = WithTexts<TransferRecord, 'remark'>
export type StoredRechargeOrder = WithTexts<RechargeOrder, 'fail_reason'> & {
  package_id: number | null
  /** Where the give amount goes on success: 0 to cash, 1 and 2 to bonus (spec: recharge types). */
  activity_type: 0 | 1 | 2
  /** The part of give_amount that is the first-recharge extra, re-checked when the payment succeeds. */
  first_extra: number
  /** A Chips Shop product: its chips and bonus chips are credited instead of cash. */
  product?: { product_id: string, coins: number, bonus_coins: number }
}

export interface UserState {
  token: string
  region: Region
  profile: UserInfo
  asset: FixtureAsset
  accounts: Account[]
  pan: { pan_number: string, name: string } | null
  /** Lists are kept newest first; new items go to the front. */
  trades: StoredTrade[]
  withdrawals: StoredWithdrawal[]
  rechargeOrders: StoredRechargeOrder[]
  packageBuys: Map<number, number>
  activityProgress: Map<number, { progress: number, claimed: boolean }>
  feedback: StoredFeedback[]
  /** The coin transfer record, newest first. */
  transfers: StoredTransfer[]
  /** Set for a coin dealer (profile.is_dealer): coins available are asset.coins. */
  dealer?: DealerState
  /** The age and residence declaration (India), null until made. */
  declaration: Declared | null
  /** The tax year the withdrawals' tax is reckoned in (tax-year.ts); rolled over at the region's year start. */
  taxYear: TaxYearState
}

/** The player's tax year: when it started and its figures (shared/rules/withdraw.ts). */
export type TaxYearState = TaxYear & { start: number }

/**
 * A player known by user id only (a dealer's follower, a withdrawing player): no token, but a name, coins
 * and a transfer record, so coins can be sent to them and getotheruserinfo finds them.
 */
export interface Resident {
  user_id: string
  name: string
  picture: string
  region: Region
  coins: number
  transfers: StoredTransfer[]
}

/** Anyone coins can be sent to: a player with a token or a resident. */
export interface Wallet {
  user_id: string
  name: string
  picture: string
  region: Region
  /** The player with a token, null for a resident. */
  user: UserState | null
  coins: () => number
  addCoins: (coins: number) => number
  transfers: StoredTransfer[]
}

export type StoredHistoryEntry = WithTexts<PayoutHistoryEntry, 'note'>
export type StoredLogEntry = WithTexts<DealerLogEntry, 'detail'>
/** The remark is the fixture's note in every language, or what the dealer typed when refusing or abandoning. */
export type StoredPayout = Omit<FixturePayout, 'script' | 'remark'> & {
  remark: Text
  script: FixturePayoutScript
  history: StoredHistoryEntry[]
  /** A dealer's copy of a player's withdrawal offered at run time: its moves move the withdrawal. */
  pooled?: true
}

/** A player's withdrawal offered to the coin dealers of the region until one accepts it. */
export interface PayoutOffer {
  /** The order as the dealers see it in their available lists (status 1). */
  offer: StoredPayout
  region: Region
  /** open: in the available lists; taken: a dealer has it; cancelled by the player; closed: paid or returned. */
  state: 'open' | 'taken' | 'cancelled' | 'closed'
  /** The dealer holding it while taken. */
  taker: string | null
  /** Dealers who refused, abandoned or let it time out: it is no longer offered to them. */
  passedBy: Set<string>
}

export interface DayStats { coins_sold: number, sales: number, orders: number, amount: number }

export interface DealerState {
  nickname: string
  whatsapp: string
  price: number
  coinsSold: number
  /** Newest first by added_at. */
  followers: Follower[]
  /** Newest first by created_at. */
  orders: StoredPayout[]
  /** By YYYY-MM-DD in the region's time zone. */
  daily: Map<string, DayStats>
  /** Newest first. */
  log: StoredLogEntry[]
}

export type DealerConf = FixtureCatalog['dealer']

/** What the world's parts (dealer orders, coin moves) use of the World: ids, wallets, catalogues. */
export interface WorldAccess {
  nextId: (prefix: string) => string
  wallet: (userId: string) => Wallet | undefined
  catalog: (region: Region) => FixtureCatalog
  /** The business clock, Unix seconds. */
  now: () => number
  /** Players' withdrawals offered to dealers, by order id. */
  readonly payoutOffers: Map<string, PayoutOffer>
}
