// Every route of the app, each once: the pattern the router matches and the href that leads to it
// (docs/ARCHITECTURE.md "Screens and routes").
const enc = encodeURIComponent

/** A route without parameters: its href is its pattern. */
function fixed<P extends string> (path: P): { path: P, getHref: () => P } {
  return { path, getHref: () => path }
}

/** `/base`, or `/base?user_id=<id>` for a screen that starts with a player filled in. */
const withUser = (base: string) => (userId?: string) => userId === undefined ? base : `${base}?user_id=${enc(userId)}`

export const paths = {
  root: fixed('/'),
  assetDetail: fixed('/asset/detail'),
  /** Return from a payment: /asset/detail/<order_id>, or /asset/detail<param>/<order_id>. */
  assetOrder: {
    path: /^\/asset\/detail(?<order_param>[^/]*)\/(?<order_id>[^/]+)\/?$/,
    getHref: (orderId: string) => `/asset/detail/${enc(orderId)}`
  },
  assetTransactions: fixed('/asset/transactions'),
  withdrawOption: fixed('/withdraw/option'),
  withdrawBind: { path: '/withdraw/bind/:type', getHref: (type: string) => `/withdraw/bind/${enc(type)}` },
  withdrawRecord: fixed('/withdraw/record'),
  rechargeAmount: {
    path: '/recharge/amount/:type?',
    getHref: (type?: number) => type === undefined ? '/recharge/amount' : `/recharge/amount/${type}`
  },
  rechargeChannel: {
    path: '/recharge/channel/:amount/:giveAmount',
    getHref: (amount: number, giveAmount: number) => `/recharge/channel/${amount}/${giveAmount}`
  },
  rechargeCard: fixed('/recharge/card'),
  rechargeScratchers: fixed('/recharge/scratchers'),
  rechargeDirect: fixed('/recharge/direct'),
  rechargeNotice: fixed('/recharge/notice'),
  gpRechargeAmount: {
    path: '/gp/recharge/amount/:type?',
    getHref: (tag?: string) => tag === undefined ? '/gp/recharge/amount' : `/gp/recharge/amount/${enc(tag)}`
  },
  feedback: fixed('/help/feedback'),
  feedbackHistory: fixed('/help/feedback/history'),
  feedbackDetail: { path: '/help/feedback/detail', getHref: (id: string) => `/help/feedback/detail?id=${enc(id)}` },
  feedbackPreview: fixed('/help/feedback/preview'),
  privacy: fixed('/document/privacy'),
  aboutUs: fixed('/document/aboutus'),
  userTransfer: { path: '/agent-transfer/user-transfer', getHref: withUser('/agent-transfer/user-transfer') },
  transfersRecord: fixed('/agent-transfer/transfers-record'),
  addAgentCash: fixed('/agent-transfer/add-agent-cash'),
  agentManage: fixed('/agent-transfer/agent-manage'),
  payOut: fixed('/pay/out'),
  payRoll: fixed('/pay/roll'),
  payTransCash: { path: '/pay/transcash', getHref: withUser('/pay/transcash') },
  payTransList: fixed('/pay/translist'),
  payCenterData: fixed('/pay/centerdata'),
  payCenterUser: fixed('/pay/centeruser')
} as const

/** A screen's one name: its paths key, in its route file and feature file too (docs/ARCHITECTURE.md). */
export type ScreenName = Exclude<keyof typeof paths, 'root'>

/** Where a payment's screens lead: My Balance, the screen to pay again (`addCash`), an order's result. */
export function paymentLinks (addCash: string) {
  return { balance: paths.assetDetail.getHref(), addCash, order: paths.assetOrder.getHref }
}

/** What the router hands a route file: the screen's title from the route table, in the player's language. */
export interface ScreenProps { title: string }
