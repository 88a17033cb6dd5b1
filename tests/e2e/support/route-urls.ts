// A concrete URL for every route of the client's paths.ts, with fixture values for the parametric ones, for
// the suites that visit every screen.
import { paths } from '../../../client/src/app/paths.js'

export type RouteName = Exclude<keyof typeof paths, 'root'>

/** Fixture values for the parametric routes; the others are visited as paths.ts writes them. */
const parametric: Partial<Record<RouteName, string>> = {
  assetOrder: '/asset/detail/RC10000207',
  withdrawBind: '/withdraw/bind/paytm',
  rechargeAmount: '/recharge/amount',
  rechargeChannel: '/recharge/channel/50000/7500',
  gpRechargeAmount: '/gp/recharge/amount',
  feedbackDetail: '/help/feedback/detail?id=FB1003'
}

export const routeUrls = Object.fromEntries(Object.entries(paths).filter(([name]) => name !== 'root').map(([name, route]) =>
  [name, parametric[name as RouteName] ?? (typeof route.path === 'string' ? route.path : '')])) as Record<RouteName, string>
