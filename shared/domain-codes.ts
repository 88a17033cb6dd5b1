// The upstream's domain result codes (ours: the spec shows only messages), each with the locale key of its
// message so the mock upstream answers in the player's language. Apart from shared/codes.ts so the
// client's screens that name a code carry the table, not the first paint.
import { MONEY_MODE_CODE, MONEY_MODE_KEY } from './money-modes.js'

export const DOMAIN = {
  INSUFFICIENT_BALANCE: 10001,
  INSUFFICIENT_WITHDRAW_BALANCE: 10002,
  INVALID_AMOUNT: 10003,
  WITHDRAW_NEEDS_RECHARGE: 10004,
  ACCOUNT_LOCKED: 10005,
  UPI_TAKEN: 10006,
  PAN_TAKEN: 10007,
  NOT_CANCELLABLE: 10008,
  NO_BOUND_ACCOUNT: 10009,
  ORDER_NOT_FOUND: 10010,
  PAN_UPLOAD_INVALID: 10011,
  PAN_AUTH_FAILED: 10012,
  PAN_NUMBER_WRONG: 10013,
  WITHDRAW_IN_PROCESS: 10014,
  /** A payout type the account's own region does not offer (a page opened on another region's host). */
  PAYOUT_TYPE_UNAVAILABLE: 10015,
  /** The day's number of withdrawals (withdraw_conf.daily_times) is used up. */
  WITHDRAW_DAILY_TIMES: 10016,
  /** The amount would take the day's withdrawals above withdraw_conf.daily_max. */
  WITHDRAW_DAILY_MAX: 10017,
  PAYMENT_FAILED: 10020,
  PAYMENT_TIME_EXCEEDED: 10021,
  PACKAGE_EXPIRED: 10022,
  PAYMENT_NOT_SUPPORTED: 10023,
  ORDER_IN_PROCESS: 10024,
  AMOUNT_REQUIRED: 10025,
  CONTACT_INVALID: 10026,
  AMOUNT_OUT_OF_RANGE: 10027,
  PACKAGE_LIMIT: 10028,
  DECLARATION_REQUIRED: 10029,
  CHANNEL_NOT_FOUND: 10030,
  /** The player's declaration bars money play (under age, or a barred state): its own message says which. */
  PLAYER_BARRED: 10031,
  /** Refused by the gateway, never the upstream: the region's money mode is withdraw_only (shared/money-modes.ts). */
  MONEY_WITHDRAW_ONLY: MONEY_MODE_CODE.withdraw_only,
  /** Refused by the gateway: the region's money mode is closed. */
  MONEY_CLOSED: MONEY_MODE_CODE.closed,
  USER_NOT_FOUND: 10040,
  TRANSFER_SELF: 10041,
  TRANSFER_EXCEEDS_ASSETS: 10042,
  TRANSFER_MINIMUM: 10043,
  FEEDBACK_FAILED: 10050,
  /** A diagnostic log sent without the player's consent (log_consent false). */
  FEEDBACK_LOG_WITHOUT_CONSENT: 10051,
  /** A song report without its song (title and what is wrong), or a general one with one. */
  FEEDBACK_SONG_REQUIRED: 10052,
  /** A history month in the future or older than the history reaches (shared/rules/feedback.ts). */
  INVALID_TIME: 10053,
  LOGIN_REQUIRED: 10060,
  USER_MISMATCH: 10061,
  NOT_FOUND: 10062,
  NOT_A_DEALER: 10070,
  ILLEGAL_TRANSITION: 10071,
  FOLLOWER_NOT_FOUND: 10072,
  FOLLOWER_EXISTS: 10073,
  FOLLOWER_TAKEN: 10074,
  FOLLOWER_BLOCKED: 10075,
  FOLLOWER_SELF: 10076,
  WHATSAPP_REQUIRED: 10077,
  COINS_INSUFFICIENT: 10078,
  PRICE_OUT_OF_RANGE: 10079,
  UTR_INVALID: 10080,
  UTR_USED: 10081,
  RECORD_UPLOAD_INVALID: 10082,
  AGENT_NOT_FOUND: 10083,
  /** Another dealer accepted the player's withdrawal first. */
  PAYOUT_TAKEN: 10084,
  /** The player cancelled the withdrawal before a dealer accepted it. */
  PAYOUT_CANCELLED: 10085,
  /** "Not received?" on a withdrawal no dealer remitted, or after the remit's 48-hour complaint window. */
  COMPLAINT_CLOSED: 10090
} as const
export type DomainCode = (typeof DOMAIN)[keyof typeof DOMAIN]

/** Locale key of each domain code's message (locales/*.json, prefix "upstream."). */
export const DOMAIN_MESSAGE_KEY: Record<DomainCode, string> = {
  10001: 'upstream.insufficient_balance',
  10002: 'upstream.insufficient_withdraw_balance',
  10003: 'upstream.invalid_amount',
  10004: 'upstream.withdraw_needs_recharge',
  10005: 'upstream.account_locked',
  10006: 'upstream.upi_taken',
  10007: 'upstream.pan_taken',
  10008: 'upstream.not_cancellable',
  10009: 'upstream.no_bound_account',
  10010: 'upstream.order_not_found',
  10011: 'upstream.pan_upload_invalid',
  10012: 'upstream.pan_auth_failed',
  10013: 'upstream.pan_number_wrong',
  10014: 'upstream.withdraw_in_process',
  10015: 'upstream.payout_type_unavailable',
  10016: 'upstream.withdraw_daily_times',
  10017: 'upstream.withdraw_daily_max',
  10020: 'upstream.payment_failed',
  10021: 'upstream.payment_time_exceeded',
  10022: 'upstream.package_expired',
  10023: 'upstream.payment_not_supported',
  10024: 'upstream.order_in_process',
  10025: 'upstream.amount_required',
  10026: 'upstream.contact_invalid',
  10027: 'upstream.amount_out_of_range',
  10028: 'upstream.package_limit',
  10029: 'upstream.declaration_required',
  10030: 'upstream.channel_not_found',
  10031: 'upstream.player_barred',
  10032: MONEY_MODE_KEY.withdraw_only,
  10033: MONEY_MODE_KEY.closed,
  10040: 'upstream.user_not_found',
  10041: 'upstream.transfer_self',
  10042: 'upstream.transfer_exceeds_assets',
  10043: 'upstream.transfer_minimum',
  10050: 'upstream.feedback_failed',
  10051: 'upstream.feedback_log_without_consent',
  10052: 'upstream.feedback_song_required',
  10053: 'upstream.invalid_time',
  10060: 'error.login_required',
  10061: 'upstream.user_mismatch',
  10062: 'upstream.not_found',
  10070: 'upstream.not_a_dealer',
  10071: 'upstream.illegal_transition',
  10072: 'upstream.follower_not_found',
  10073: 'upstream.follower_exists',
  10074: 'upstream.follower_taken',
  10075: 'upstream.follower_blocked',
  10076: 'upstream.follower_self',
  10077: 'upstream.whatsapp_required',
  10078: 'upstream.coins_insufficient',
  10079: 'upstream.price_out_of_range',
  10080: 'upstream.utr_invalid',
  10081: 'upstream.utr_used',
  10082: 'upstream.record_upload_invalid',
  10083: 'upstream.agent_not_found',
  10084: 'upstream.payout_taken',
  10085: 'upstream.payout_cancelled',
  10090: 'upstream.complaint_closed'
}

/**
 * The message of an illegal change, per action: more precise than ILLEGAL_TRANSITION's own text
 * (locales/*.json, prefix "upstream.illegal_").
 */
export const ILLEGAL_TRANSITION_KEY = {
  accept: 'upstream.illegal_accept',
  refuse: 'upstream.illegal_refuse',
  abandon: 'upstream.illegal_abandon',
  remit: 'upstream.illegal_remit',
  block: 'upstream.illegal_block',
  unblock: 'upstream.illegal_unblock',
  migrate: 'upstream.illegal_migrate'
} as const

/** The message of PLAYER_BARRED, per reason: the player reads why (locales/*.json). */
export const BARRED_KEY = {
  under_age: 'upstream.barred_under_age',
  barred_state: 'upstream.barred_state'
} as const
