// Every route of the app and its link builder, in one place (spec section 2).
export const paths = {
  root: '/',
  assetDetail: '/asset/detail',
  /** Return from a payment: /asset/detail/<order_id>, or /asset/detail<param>/<order_id>. */
  assetOrder: /^\/asset\/detail(?<order_param>[^/]*)\/(?<order_id>[^/]+)\/?$/,
  assetTransactions: '/asset/transactions',
  withdrawOption: '/withdraw/option',
  withdrawBind: '/withdraw/bind/:type',
  withdrawRecord: '/withdraw/record',
  rechargeAmount: '/recharge/amount/:type?',
  rechargeChannel: '/recharge/channel/:amount/:giveAmount',
  rechargeCard: '/recharge/card',
  rechargeScratchers: '/recharge/scratchers',
  rechargeDirect: '/recharge/direct',
  rechargeNotice: '/recharge/notice',
  gpRechargeAmount: '/gp/recharge/amount/:type?',
  feedback: '/help/feedback',
  feedbackHistory: '/help/feedback/history',
  feedbackDetail: '/help/feedback/detail',
  feedbackPreview: '/help/feedback/preview',
  privacy: '/document/privacy',
  aboutUs: '/document/aboutus'
} as const

export const link = {
  assetDetail: () => '/asset/detail',
  assetOrder: (orderId: string) => `/asset/detail/${encodeURIComponent(orderId)}`,
  assetTransactions: () => '/asset/transactions',
  withdrawOption: () => '/withdraw/option',
  withdrawBind: (type: string) => `/withdraw/bind/${encodeURIComponent(type)}`,
  withdrawRecord: () => '/withdraw/record',
  rechargeAmount: (type?: number) => type === undefined ? '/recharge/amount' : `/recharge/amount/${type}`,
  rechargeChannel: (amount: number, giveAmount: number) => `/recharge/channel/${amount}/${giveAmount}`,
  rechargeCard: () => '/recharge/card',
  rechargeScratchers: () => '/recharge/scratchers',
  rechargeDirect: () => '/recharge/direct',
  rechargeNotice: () => '/recharge/notice',
  gpRechargeAmount: (type?: number) => type === undefined ? '/gp/recharge/amount' : `/gp/recharge/amount/${type}`,
  feedback: () => '/help/feedback',
  feedbackHistory: () => '/help/feedback/history',
  feedbackDetail: (id: string) => `/help/feedback/detail?id=${encodeURIComponent(id)}`,
  feedbackPreview: () => '/help/feedback/preview',
  privacy: () => '/document/privacy',
  aboutUs: () => '/document/aboutus'
} as const
