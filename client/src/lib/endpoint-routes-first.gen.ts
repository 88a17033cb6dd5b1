// Generated from shared/endpoints.ts by scripts/gen-client-routes.ts (npm run build runs it): do not edit.
// The routes of the first screen's calls only; the whole table is ./endpoint-routes.gen.ts.
import type { EndpointId } from '../../../shared/endpoints.js'
import type { ClientRoute } from './endpoint-routes.gen.js'

export const firstRoutes: Partial<Record<EndpointId, ClientRoute>> = {
  assetInfo: { path: '/api/user/v1/amt/assetinfo', method: 'POST', keyed: false },
  tradeList: { path: '/api/user/v1/amt/trade_list', method: 'POST', keyed: false },
  getUserInfo: { path: '/api/user/v3/account/getuserinfo', method: 'GET', keyed: false }
}
