// The endpoint table: one entry per upstream call (docs/ARCHITECTURE.md "The endpoint table"). The gateway's
// routes, the mock upstream's handlers, the client's typed calls and the OpenAPI document are all made from
// it, so adding a call is adding an entry.
import type { Static, TSchema } from 'typebox'
import type { Region } from './regions.js'
import { Type } from 'typebox'
import { Empty } from './schemas/common.js'
import * as W from './schemas/withdraw.js'
import * as A from './schemas/asset.js'
import * as R from './schemas/recharge.js'
import * as U from './schemas/user.js'
import * as F from './schemas/feedback.js'
import * as E from './schemas/report.js'
import * as T from './schemas/transfer.js'
import * as D from './schemas/dealer.js'
import { bankAccountProblem, universalAccountProblem, type FieldProblem } from './rules/cross.js'
import { reportSecretField } from './rules/report-privacy.js'

export type Area = 'withdraw' | 'asset' | 'recharge' | 'user' | 'feedback' | 'report' | 'transfer' | 'dealer'
export type ImageType = 'jpeg' | 'png' | 'webp'

export interface EndpointDef<B extends TSchema = TSchema, D extends TSchema = TSchema> {
  /** Gateway (and client) path. */
  path: string
  method: 'GET' | 'POST'
  /** Path on the upstream, after the v1 to v3 rewrite and prefixes. */
  upstream: string
  /** json: a JSON body with the common fields; multipart: streamed upload; none: GET without a body. */
  kind: 'json' | 'multipart' | 'none'
  login: boolean
  /** A login call that guests (user_type 0) may make as well: the user info is how a guest learns it is one. */
  guests?: boolean
  area: Area
  summary: string
  /** Business fields the client sends (for multipart: the text fields beside the file). */
  body: B
  /** Response `data` on success. */
  data: D
  /** Fields removed from the body before it goes upstream. */
  drop?: readonly string[]
  /** Extra request headers forwarded for this call only. */
  headers?: readonly string[]
  upload?: { field: string, types: readonly ImageType[] }
  /** `ret`: the upstream answers `{ret, msg}` and success is ret 0 (the hub report). */
  result?: 'code' | 'ret'
  /** A money operation: the client sends an Idempotency-Key, kept for retries of the same operation. */
  money?: boolean
  /** Binds a payout account: keyed like a money operation, so a retried binding is never applied twice. */
  binding?: boolean
  /** Cross-field rules after the schema, for the page's region. */
  check?: (body: Record<string, unknown>, region: Region) => FieldProblem | null
}

/** What an entry must say; the common case is the default, so the entries that differ stand out. */
export type EndpointInput<B extends TSchema, D extends TSchema> =
  Omit<EndpointDef<B, D>, Defaulted> & Partial<Pick<EndpointDef<B, D>, Defaulted>>
type Defaulted = 'method' | 'kind' | 'login' | 'upstream'

/** Defaults: POST, a JSON body, login required, the same path upstream. */
function def<B extends TSchema, D extends TSchema> (e: EndpointInput<B, D>): EndpointDef<B, D> {
  return {
    ...e,
    method: e.method ?? 'POST',
    kind: e.kind ?? 'json',
    login: e.login ?? true,
    upstream: e.upstream ?? e.path
  }
}

/** An analytics report never carries a secret or a payout detail (rules/report-privacy.ts): refused, named. */
function reportCheck (listName: string): NonNullable<EndpointDef['check']> {
  return body => {
    const field = reportSecretField(body[listName], listName)
    return field === null ? null : { field, problem: 'not_allowed' }
  }
}

const IMAGES = ['jpeg', 'png', 'webp'] as const
const V1 = '/api/user/v1'
const V3 = '/api/user/v3'
const AGENT = '/api/user/pay-center/v1/agent'

export const endpoints = {
  // Withdraw
  withdraw: def({
    path: `${V1}/amt/withdraw`,
    area: 'withdraw',
    money: true,
    summary: 'Withdraw an amount to a bound payout account',
    body: W.WithdrawBody,
    data: W.WithdrawResult
  }),
  withdrawList: def({
    path: `${V1}/amt/withdraw/list`,
    area: 'withdraw',
    summary: 'Withdraw record, paged, by status and month',
    body: W.WithdrawListBody,
    data: W.WithdrawList
  }),
  withdrawWaitAudit: def({
    path: `${V1}/amt/withdraw/list/wait_audit`,
    area: 'withdraw',
    summary: 'Number of withdrawals waiting for audit',
    body: Empty,
    data: W.WaitAudit
  }),
  withdrawCancel: def({
    path: `${V1}/amt/withdraw/cancel`,
    area: 'withdraw',
    money: true,
    summary: 'Cancel a withdrawal still processing; the money comes back',
    body: W.CancelBody,
    data: W.CancelResult
  }),
  // Keyed: a double tap or a retry after a lost answer complains once.
  withdrawComplain: def({
    path: `${V1}/amt/withdraw/complain`,
    area: 'withdraw',
    money: true,
    summary: 'Not received: complain about a dealer\'s remitted payout within its 48-hour window; the dealer\'s ' +
      'order is frozen for the platform\'s review',
    body: W.ComplainBody,
    data: W.ComplainResult
  }),
  bindPaytm: def({
    path: `${V1}/amt/withdraw/bindpaytm`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a Paytm wallet',
    body: W.BindPaytmBody,
    data: W.BoundAccount
  }),
  bindAccount: def({
    path: `${V1}/amt/withdraw/bind_account`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a bank card',
    body: W.BankAccountBody,
    data: W.BoundAccount,
    check: bankAccountProblem
  }),
  bindUpiWithPan: def({
    path: `${V1}/amt/withdraw/bind_upi_with_pancard`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a UPI ID together with a verified PAN card',
    body: W.UpiWithPanBody,
    data: W.BoundAccount
  }),
  bindList: def({
    path: `${V1}/amt/withdraw/bind/list`,
    area: 'withdraw',
    summary: 'Bound payout accounts',
    body: Empty,
    data: W.BoundList
  }),
  updateUpiAccount: def({
    path: `${V1}/amt/withdraw/update_upi_account`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a UPI account, or replace one that was rejected',
    body: W.UpiAccountBody,
    data: W.UpiAccount
  }),
  getUpiAccount: def({
    path: `${V1}/amt/withdraw/get_upi_account`,
    area: 'withdraw',
    summary: 'The UPI account (status none when unbound)',
    body: Empty,
    data: W.UpiAccount
  }),
  updateBankAccount: def({
    path: `${V1}/amt/withdraw/update_bank_account`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a bank account, or replace one that was rejected',
    body: W.BankAccountBody,
    data: W.BankAccount,
    check: bankAccountProblem
  }),
  getBankAccount: def({
    path: `${V1}/amt/withdraw/get_bank_account`,
    area: 'withdraw',
    summary: 'The bank account (status none when unbound)',
    body: Empty,
    data: W.BankAccount
  }),
  universalUpdate: def({
    path: `${V1}/amt/withdraw/bind/universal/update`,
    area: 'withdraw',
    binding: true,
    summary: 'Bind a GoPay, OVO, Dana, bKash, Nagad or Pix account',
    body: W.UniversalBody,
    data: W.UniversalAccount,
    check: universalAccountProblem
  }),
  universalGet: def({
    path: `${V1}/amt/withdraw/bind/universal/get`,
    area: 'withdraw',
    summary: 'The account of one universal type',
    body: W.UniversalGetBody,
    data: W.UniversalAccount
  }),
  ocrPancard: def({
    path: `${V1}/amt/withdraw/ocr_pancard`,
    kind: 'multipart',
    area: 'withdraw',
    summary: 'Read the PAN number from a photo of the PAN card',
    body: W.UploadFields,
    data: W.PanOcr,
    upload: { field: 'file', types: IMAGES }
  }),

  // Asset and recharge
  guestLogin: def({
    path: `${V1}/account/guestlogin`,
    login: false,
    area: 'asset',
    summary: 'A guest session (user_type 0)',
    body: A.GuestLoginBody,
    data: A.GuestLogin
  }),
  assetInfo: def({
    path: `${V1}/amt/assetinfo`,
    upstream: `${V3}/amt/assetinfo`,
    area: 'asset',
    summary: 'Balances: total, deposited, withdrawable, bonus',
    body: Empty,
    data: A.AssetInfo
  }),
  tradeList: def({
    path: `${V1}/amt/trade_list`,
    upstream: `/web-server${V1}/amt/trade_list`,
    area: 'asset',
    summary: 'Transactions by type, paged by cursor',
    body: A.TradeListBody,
    data: A.TradeList,
    drop: ['page']
  }),
  rechargeList: def({
    path: `${V3}/amt/rechargelist`,
    area: 'recharge',
    summary: 'Recharge packages and the amount range',
    body: R.RechargeListBody,
    data: R.RechargeList
  }),
  rechargeDetail: def({
    path: `${V1}/amt/recharge/detail`,
    area: 'recharge',
    summary: 'One recharge order, to confirm a payment',
    body: R.OrderBody,
    data: R.RechargeOrder
  }),
  rechargeAgentList: def({
    path: `${V3}/amt/recharge_agent/list`,
    area: 'recharge',
    summary: 'Agents selling coins',
    body: Empty,
    data: R.AgentList
  }),
  rechargeConf: def({
    path: `${V3}/amt/recharge_conf`,
    area: 'recharge',
    summary: 'Contact-form configuration',
    body: Empty,
    data: R.RechargeConf
  }),
  recharge: def({
    path: `${V3}/amt/recharge`,
    area: 'recharge',
    money: true,
    summary: 'Create a recharge order and the parameters for the host app\'s pay()',
    body: R.RechargeBody,
    data: R.RechargeResult
  }),
  channelList: def({
    path: `${V1}/amt/recharge/channel/list`,
    area: 'recharge',
    summary: 'Payment channels with recommended, used and optimal markers',
    body: R.ChannelListBody,
    data: R.ChannelList
  }),
  sdkCallback: def({
    path: `${V1}/amt/recharge/sdkcallback`,
    area: 'recharge',
    summary: 'The payment SDK\'s result for an order',
    body: R.SdkCallbackBody,
    data: R.RechargeOrder
  }),
  modifyUserInfo: def({
    path: `${V3}/account/modifyuserinfo`,
    area: 'recharge',
    summary: 'Save the payment contact (phone, e-mail)',
    body: R.ModifyUserBody,
    data: U.UserInfo
  }),
  rechargeAct: def({
    path: `${V3}/amt/rechargeact`,
    area: 'recharge',
    summary: 'Chips-shop rewards; claim one',
    body: R.RechargeActBody,
    data: R.RechargeAct
  }),
  cardList: def({
    path: '/api/recharge_card/app/user_card/list',
    area: 'recharge',
    summary: 'The recharge cards on sale in the player\'s region',
    body: Empty,
    data: R.CardList
  }),
  cardBuy: def({
    path: '/api/recharge_card/app/user_card/buy',
    area: 'recharge',
    money: true,
    summary: 'Buy a recharge card',
    body: R.CardBuyBody,
    data: R.RechargeResult
  }),
  scratchersRecharge: def({
    path: '/api/scratchers/app/recharge',
    area: 'recharge',
    money: true,
    summary: 'Recharge for scratchers',
    body: R.DirectRechargeBody,
    data: R.RechargeResult
  }),
  commonRecharge: def({
    path: `${V3}/amt/common_recharge`,
    area: 'recharge',
    money: true,
    summary: 'Direct recharge of any allowed amount',
    body: R.DirectRechargeBody,
    data: R.RechargeResult
  }),
  gpProductList: def({
    path: '/api/user/pay-center/v1/buy/gp_pay/product/list',
    area: 'recharge',
    summary: 'Chips-shop products',
    body: R.GpProductListBody,
    data: R.GpProductList
  }),

  // User
  getUserInfo: def({
    path: `${V3}/account/getuserinfo`,
    method: 'GET',
    kind: 'none',
    guests: true,
    area: 'user',
    summary: 'The player\'s user info',
    body: Empty,
    data: U.UserInfo
  }),
  getOtherUserInfo: def({
    path: `${V3}/account/getotheruserinfo`,
    area: 'user',
    summary: 'Names and pictures of other players',
    body: U.OtherUsersBody,
    data: U.OtherUsers
  }),
  declaration: def({
    path: `${V3}/account/declaration`,
    method: 'GET',
    kind: 'none',
    area: 'user',
    summary: 'The player\'s age and residence declaration',
    body: Empty,
    data: U.Declaration
  }),
  declare: def({
    path: `${V3}/account/declare`,
    area: 'user',
    summary: 'Declare date of birth and state before a first recharge (India)',
    body: U.DeclareBody,
    data: U.Declaration
  }),
  uploadFile: def({
    path: `${V1}/file/uploadfile`,
    kind: 'multipart',
    area: 'user',
    summary: 'Upload a picture',
    body: W.UploadFields,
    data: U.Uploaded,
    upload: { field: 'file', types: IMAGES }
  }),

  // Feedback
  feedbackTypes: def({
    path: `${V1}/feedback/fbtype_list`,
    area: 'feedback',
    summary: 'Feedback categories',
    body: F.FbTypeListBody,
    data: F.FbTypeList
  }),
  feedbackQuestions: def({
    path: `${V1}/feedback/getfblistbytype`,
    area: 'feedback',
    summary: 'Common questions of a category',
    body: F.FbQuestionsBody,
    data: F.FbQuestions
  }),
  feedbackSubmit: def({
    path: `${V1}/feedback/submit`,
    area: 'feedback',
    summary: 'Send feedback',
    body: F.FeedbackSubmitBody,
    data: F.FeedbackSubmitted,
    headers: ['game-version']
  }),
  feedbackLatest: def({
    path: `${V1}/feedback/list_latest`,
    area: 'feedback',
    summary: 'Feedback history with replies',
    body: F.FeedbackListBody,
    data: F.FeedbackList
  }),
  feedbackUpload: def({
    path: `${V1}/feedback/uploadfeedbackfile`,
    kind: 'multipart',
    area: 'feedback',
    summary: 'Upload a feedback screenshot',
    body: W.UploadFields,
    data: U.Uploaded,
    upload: { field: 'file', types: IMAGES }
  }),

  // Coin transfer and the agency list (players)
  transfer: def({
    path: `${V1}/amt/transfer`,
    area: 'transfer',
    money: true,
    summary: 'Transfer coins to another player (a dealer sends from coins available); cannot be cancelled',
    body: T.TransferBody,
    data: T.TransferResult
  }),
  transferList: def({
    path: `${V1}/amt/transfer/list`,
    area: 'transfer',
    summary: 'Transfer record (deduct, transfer in, withdraw pay), paged',
    body: T.TransferListBody,
    data: T.TransferList
  }),
  agencyList: def({
    path: `${AGENT}/list`,
    area: 'transfer',
    summary: 'Agency list of the region: WhatsApp contact, price per 100 coins, coins available',
    body: T.AgencyListBody,
    data: T.AgencyList
  }),

  // Dealer (agent) manage centre
  agentInfo: def({
    path: `${AGENT}/info`,
    area: 'dealer',
    summary: 'The dealer\'s account: profile, price, coins available and sold, followers, order counts',
    body: Empty,
    data: D.DealerInfo
  }),
  agentProfile: def({
    path: `${AGENT}/profile/update`,
    area: 'dealer',
    summary: 'Change the dealer\'s nickname and WhatsApp number',
    body: D.ProfileBody,
    data: D.DealerInfo
  }),
  agentPrice: def({
    path: `${AGENT}/price/update`,
    area: 'dealer',
    summary: 'Change the price of 100 coins',
    body: D.PriceBody,
    data: D.DealerInfo
  }),
  agentFollowers: def({
    path: `${AGENT}/follower/list`,
    area: 'dealer',
    summary: 'Followers, paged, by status',
    body: D.FollowerListBody,
    data: D.FollowerList
  }),
  agentFollowerAdd: def({
    path: `${AGENT}/follower/add`,
    area: 'dealer',
    summary: 'Add a follower by user ID',
    body: D.FollowerAddBody,
    data: D.Follower
  }),
  agentFollowerMigrate: def({
    path: `${AGENT}/follower/migrate`,
    area: 'dealer',
    summary: 'Migrate a follower to another agent of the region',
    body: D.FollowerMigrateBody,
    data: D.FollowerMigrated
  }),
  agentFollowerBlock: def({
    path: `${AGENT}/follower/block`,
    area: 'dealer',
    summary: 'Block or unblock a follower',
    body: D.FollowerBlockBody,
    data: D.Follower
  }),
  agentSell: def({
    path: `${AGENT}/transfer`,
    area: 'dealer',
    money: true,
    summary: 'Sell coins to a follower from coins available',
    body: D.SellBody,
    data: D.SellResult
  }),
  agentOrders: def({
    path: `${AGENT}/order/list`,
    area: 'dealer',
    summary: 'The latest 50 payout orders of a tab (available list, pending, completed) or state 1-8',
    body: D.OrderListBody,
    data: D.OrderList
  }),
  agentOrderDetail: def({
    path: `${AGENT}/order/detail`,
    area: 'dealer',
    summary: 'A payout order with its history and the dealer\'s allowed actions',
    body: D.PayoutOrderBody,
    data: D.PayoutDetail
  }),
  // Accept and remit are keyed: a double tap or a retry after a lost answer is carried out once, and an
  // unknown outcome is settled by querying the order, then retried with the same key.
  agentOrderAccept: def({
    path: `${AGENT}/order/accept`,
    area: 'dealer',
    money: true,
    summary: 'Accept a payout order of the available list',
    body: D.PayoutOrderBody,
    data: D.PayoutDetail
  }),
  agentOrderRefuse: def({
    path: `${AGENT}/order/refuse`,
    area: 'dealer',
    summary: 'Refuse a payout order of the available list',
    body: D.OrderReasonBody,
    data: D.PayoutDetail
  }),
  agentOrderAbandon: def({
    path: `${AGENT}/order/abandon`,
    area: 'dealer',
    summary: 'Abandon the payment of an accepted order',
    body: D.OrderReasonBody,
    data: D.PayoutDetail
  }),
  agentOrderRemit: def({
    path: `${AGENT}/order/remit`,
    area: 'dealer',
    money: true,
    summary: 'Remit an order in payment by its UTR; the 48-hour complaint window starts',
    body: D.RemitBody,
    data: D.PayoutDetail
  }),
  agentOrderRecord: def({
    path: `${AGENT}/order/upload_record`,
    kind: 'multipart',
    area: 'dealer',
    summary: 'Remit an order in payment by a photo of the payment record',
    body: D.RecordFields,
    data: D.PayoutDetail,
    upload: { field: 'file', types: IMAGES }
  }),
  agentOrderDownload: def({
    path: `${AGENT}/order/download`,
    area: 'dealer',
    summary: 'Download list: the latest 50 orders of a tab or state as rows for a file',
    body: D.DownloadBody,
    data: D.Download
  }),
  agentData: def({
    path: `${AGENT}/data`,
    area: 'dealer',
    summary: 'Data centre: coins available and sold, orders and amounts by day',
    body: D.DataBody,
    data: D.DealerData
  }),
  agentLog: def({
    path: `${AGENT}/log`,
    area: 'dealer',
    summary: 'The dealer\'s action log, newest first',
    body: D.DealerLogBody,
    data: D.DealerLog
  }),

  // Analytics
  eventPush: def({
    path: '/api/event_report/api/event/push',
    upstream: '/event_report/api/event/push',
    login: false,
    area: 'report',
    summary: 'Report analytics events',
    body: E.EventPushBody,
    data: E.Accepted,
    check: reportCheck('events')
  }),
  hubReport: def({
    path: '/api/hub/report',
    upstream: '/hub/api/report',
    login: false,
    area: 'report',
    summary: 'Report analytics events to the hub (success is ret 0)',
    body: E.HubReportBody,
    data: Type.Null(),
    result: 'ret',
    check: reportCheck('list')
  })
} as const

export type Endpoints = typeof endpoints
export type EndpointId = keyof Endpoints
export type BodyOf<K extends EndpointId> = Static<Endpoints[K]['body']>
export type DataOf<K extends EndpointId> = Static<Endpoints[K]['data']>

export const ENDPOINT_IDS = Object.keys(endpoints) as EndpointId[]

/** Calls that require an Idempotency-Key: money operations and payout bindings (docs/API.md "Idempotency"). */
export function requiresIdempotencyKey (entry: Pick<EndpointDef, 'money' | 'binding'>): boolean {
  return entry.money === true || entry.binding === true
}

/** 1-255 printable ASCII characters, forwarded upstream unchanged. */
export const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/

export function endpointList (): Array<[EndpointId, EndpointDef]> {
  return ENDPOINT_IDS.map(id => [id, endpoints[id] as EndpointDef])
}
