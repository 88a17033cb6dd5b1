// The routes of spec section 2; each loads its own chunk. Route files only compose features.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Switch, Redirect } from 'wouter'
import { paths } from './paths.js'
import { RequireLogin } from './require-login.js'
import { RequireDealer } from './require-dealer.js'
import { Loading } from '../components/views.js'

type Lazy = LazyExoticComponent<ComponentType>

const routes: Array<{ path: string | RegExp, login: boolean, dealer?: boolean, page: Lazy }> = [
  { path: paths.assetDetail, login: true, page: lazy(async () => import('./routes/asset-detail.js')) },
  { path: paths.assetOrder, login: true, page: lazy(async () => import('./routes/asset-order.js')) },
  { path: paths.assetTransactions, login: true, page: lazy(async () => import('./routes/asset-transactions.js')) },
  { path: paths.withdrawOption, login: true, page: lazy(async () => import('./routes/withdraw-option.js')) },
  { path: paths.withdrawBind, login: true, page: lazy(async () => import('./routes/withdraw-bind.js')) },
  { path: paths.withdrawRecord, login: true, page: lazy(async () => import('./routes/withdraw-record.js')) },
  { path: paths.rechargeAmount, login: true, page: lazy(async () => import('./routes/recharge-amount.js')) },
  { path: paths.rechargeChannel, login: true, page: lazy(async () => import('./routes/recharge-channel.js')) },
  { path: paths.rechargeCard, login: true, page: lazy(async () => import('./routes/recharge-card.js')) },
  { path: paths.rechargeScratchers, login: true, page: lazy(async () => import('./routes/recharge-scratchers.js')) },
  { path: paths.rechargeDirect, login: true, page: lazy(async () => import('./routes/recharge-direct.js')) },
  { path: paths.rechargeNotice, login: false, page: lazy(async () => import('./routes/recharge-notice.js')) },
  { path: paths.gpRechargeAmount, login: true, page: lazy(async () => import('./routes/gp-recharge-amount.js')) },
  { path: paths.feedback, login: true, page: lazy(async () => import('./routes/feedback.js')) },
  { path: paths.feedbackHistory, login: true, page: lazy(async () => import('./routes/feedback-history.js')) },
  { path: paths.feedbackDetail, login: true, page: lazy(async () => import('./routes/feedback-detail.js')) },
  { path: paths.feedbackPreview, login: true, page: lazy(async () => import('./routes/feedback-preview.js')) },
  { path: paths.privacy, login: false, page: lazy(async () => import('./routes/document-privacy.js')) },
  { path: paths.aboutUs, login: false, page: lazy(async () => import('./routes/document-aboutus.js')) },
  // The spec sets no login flag on the transfer routes; every call behind them needs a player, so they are gated.
  { path: paths.userTransfer, login: true, page: lazy(async () => import('./routes/transfer-user.js')) },
  { path: paths.transfersRecord, login: true, page: lazy(async () => import('./routes/transfer-record.js')) },
  { path: paths.addAgentCash, login: true, page: lazy(async () => import('./routes/transfer-add-agent-cash.js')) },
  { path: paths.agentManage, login: true, dealer: true, page: lazy(async () => import('./routes/dealer-manage.js')) },
  { path: paths.payOut, login: true, dealer: true, page: lazy(async () => import('./routes/pay-out.js')) },
  { path: paths.payRoll, login: true, dealer: true, page: lazy(async () => import('./routes/pay-roll.js')) },
  { path: paths.payTransCash, login: true, dealer: true, page: lazy(async () => import('./routes/pay-transcash.js')) },
  { path: paths.payTransList, login: true, dealer: true, page: lazy(async () => import('./routes/pay-translist.js')) },
  { path: paths.payCenterData, login: true, dealer: true, page: lazy(async () => import('./routes/pay-centerdata.js')) },
  { path: paths.payCenterUser, login: true, dealer: true, page: lazy(async () => import('./routes/pay-centeruser.js')) }
]

const NotFound = lazy(async () => import('./routes/not-found.js'))

export function Router () {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path={paths.root}><Redirect to={paths.assetDetail} replace /></Route>
        {routes.map(({ path, login, dealer, page: Page }) => (
          <Route key={String(path)} path={path}>
            {login ? <RequireLogin>{dealer === true ? <RequireDealer><Page /></RequireDealer> : <Page />}</RequireLogin> : <Page />}
          </Route>
        ))}
        <Route><NotFound /></Route>
      </Switch>
    </Suspense>
  )
}
