// The routes (docs/ARCHITECTURE.md "Screens and routes"); each loads its own chunk. Route files only compose features.
import { Component, lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { Route, Switch, Redirect, matchRoute, type Parser } from 'wouter'
import { paths } from './paths.js'
import { RequireLogin } from './require-login.js'
import { Loading, LoadFailed } from '../components/screen-states.js'
import { loadMore } from '../lib/i18n.js'
import { paymentKept } from '../lib/snapshot.js'
import { prefetchMyBalance } from '../features/asset/prefetch.js'

type Load = () => Promise<{ default: ComponentType }>

/** `core`: the screen shows only messages of the catalogue's core part (scripts/catalogue-parts.ts); the
 * others wait for the rest of the messages as well as for their chunk. */
/** `snapshot`: the screen shows the player's last known state before the login check answers (lib/snapshot.ts). */
const table: Array<{ path: string | RegExp, login: boolean, dealer?: boolean, core?: boolean, snapshot?: boolean, load: Load, prefetch?: () => Array<Promise<unknown>> }> = [
  // With a payment kept from an earlier visit, My Balance with its card (and the rest of the messages) instead.
  { path: paths.assetDetail.path, login: true, core: true, snapshot: true, load: async () => paymentKept() ? Promise.all([import('./routes/asset-detail-resume.js'), loadMore()]).then(([m]) => m) : import('./routes/asset-detail.js'), prefetch: prefetchMyBalance },
  { path: paths.assetOrder.path, login: true, load: async () => import('./routes/asset-order.js') },
  { path: paths.assetTransactions.path, login: true, load: async () => import('./routes/asset-transactions.js') },
  { path: paths.withdrawOption.path, login: true, load: async () => import('./routes/withdraw-option.js') },
  { path: paths.withdrawBind.path, login: true, load: async () => import('./routes/withdraw-bind.js') },
  { path: paths.withdrawRecord.path, login: true, load: async () => import('./routes/withdraw-record.js') },
  { path: paths.rechargeAmount.path, login: true, load: async () => import('./routes/recharge-amount.js') },
  { path: paths.rechargeChannel.path, login: true, load: async () => import('./routes/recharge-channel.js') },
  { path: paths.rechargeCard.path, login: true, load: async () => import('./routes/recharge-card.js') },
  { path: paths.rechargeScratchers.path, login: true, load: async () => import('./routes/recharge-scratchers.js') },
  { path: paths.rechargeDirect.path, login: true, load: async () => import('./routes/recharge-direct.js') },
  { path: paths.rechargeNotice.path, login: false, load: async () => import('./routes/recharge-notice.js') },
  { path: paths.gpRechargeAmount.path, login: true, load: async () => import('./routes/gp-recharge-amount.js') },
  { path: paths.feedback.path, login: true, load: async () => import('./routes/feedback.js') },
  { path: paths.feedbackHistory.path, login: true, load: async () => import('./routes/feedback-history.js') },
  { path: paths.feedbackDetail.path, login: true, load: async () => import('./routes/feedback-detail.js') },
  { path: paths.feedbackPreview.path, login: true, load: async () => import('./routes/feedback-preview.js') },
  { path: paths.privacy.path, login: false, load: async () => import('./routes/privacy.js') },
  { path: paths.aboutUs.path, login: false, load: async () => import('./routes/about-us.js') },
  // The spec sets no login flag on the transfer routes; every call behind them needs a player, so they are gated.
  { path: paths.userTransfer.path, login: true, load: async () => import('./routes/user-transfer.js') },
  { path: paths.transfersRecord.path, login: true, load: async () => import('./routes/transfers-record.js') },
  { path: paths.addAgentCash.path, login: true, load: async () => import('./routes/add-agent-cash.js') },
  { path: paths.agentManage.path, login: true, dealer: true, load: async () => import('./routes/agent-manage.js') },
  { path: paths.payOut.path, login: true, dealer: true, load: async () => import('./routes/pay-out.js') },
  { path: paths.payRoll.path, login: true, dealer: true, load: async () => import('./routes/pay-roll.js') },
  { path: paths.payTransCash.path, login: true, dealer: true, load: async () => import('./routes/pay-trans-cash.js') },
  { path: paths.payTransList.path, login: true, dealer: true, load: async () => import('./routes/pay-trans-list.js') },
  { path: paths.payCenterData.path, login: true, dealer: true, load: async () => import('./routes/pay-center-data.js') },
  { path: paths.payCenterUser.path, login: true, dealer: true, load: async () => import('./routes/pay-center-user.js') }
]

/** The chunk of a route, and for all but the first screen the rest of the messages, fetched side by side. */
function loadWithMessages (route: (typeof table)[number]): Promise<{ default: ComponentType }> {
  if (route.core === true) return route.load()
  return Promise.all([route.load(), loadMore(), route.dealer === true ? import('./require-dealer.js') : null]).then(([page]) => page)
}

type Module = Awaited<ReturnType<Load>>
/** React's own thenable protocol: `use()` reads a settled one at once instead of suspending. */
type Tracked = Promise<Module> & { status?: 'pending' | 'fulfilled' | 'rejected', value?: Module, reason?: unknown }

/** A route's chunk, asked once and shared by the boot's preload and the page. A settled chunk renders at
 * once: React.lazy would suspend on its first render even when the chunk is long here, and React holds a
 * revealed screen back some 300 ms after a fallback. */
function chunk (route: (typeof table)[number]): () => Promise<Module> {
  let current: Promise<Module> | undefined
  return () => {
    if (current !== undefined) return current
    const loading: Tracked = loadWithMessages(route)
    loading.status = 'pending'
    loading.then(m => { loading.status = 'fulfilled'; loading.value = m }, (err: unknown) => { loading.status = 'rejected'; loading.reason = err })
    current = loading
    return loading
  }
}

const routes = table.map(route => {
  const load = chunk(route)
  function RoutePage () {
    const { default: Page } = use(load())
    return <Page />
  }
  return { ...route, load, page: RoutePage }
})

/** A screen whose code did not arrive (a flaky network) offers to try again instead of a blank page. The
 * retry loads the page again: browsers keep a failed module import failed for the page's life. */
class ChunkFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError (): { failed: boolean } { return { failed: true } }
  override render () {
    return this.state.failed ? <LoadFailed failure={null} onRetry={() => { window.location.reload() }} /> : this.props.children
  }
}

// Not the first screen: its messages are the catalogue's rest, fetched with its chunk.
const NotFound = lazy(async () => Promise.all([import('./routes/not-found.js'), loadMore()]).then(([m]) => m))
// The dealer gate is only ever shown on dealer screens: it loads with them, not with every start. Its
// not-a-dealer page is shown instead of the screen, without waiting for the screen's chunk: it waits for
// the messages it shows itself.
const RequireDealer = lazy(async () => Promise.all([import('./require-dealer.js'), loadMore()]).then(([m]) => ({ default: m.RequireDealer })))

/** The route a path shows (the root redirects to My Balance). */
function routeAt (parser: Parser, path: string): (typeof routes)[number] | undefined {
  const target = path === paths.root.path ? paths.assetDetail.path : path
  return routes.find(r => matchRoute(parser, r.path, target)[0])
}

/** Starts loading the chunk of the route at `path` at once, beside the login check and the catalogue,
 * instead of after them (the browser fetches it once; the lazy page then finds it there). */
export function preloadRoute (parser: Parser, path: string): void {
  routeAt(parser, path)?.load().catch(() => { /* the page's own load reports a failure */ })
}

/** Starts the reads of the screen at `path` that need only the app info (the first screen's calls go out
 * together with the user info, not after it); each settles once answered. */
export function prefetchRoute (parser: Parser, path: string): Array<Promise<unknown>> {
  return routeAt(parser, path)?.prefetch?.() ?? []
}

/** Whether the route at `path` needs a logged-in player. */
export function needsLogin (parser: Parser, path: string): boolean {
  return routeAt(parser, path)?.login ?? false
}

export function Router () {
  return (
    <ChunkFailed>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path={paths.root.path}><Redirect to={paths.assetDetail.path} replace /></Route>
          {routes.map(({ path, login, dealer, snapshot, page: Page }) => (
            <Route key={String(path)} path={path}>
              {login ? <RequireLogin snapshot={snapshot}>{dealer === true ? <RequireDealer><Page /></RequireDealer> : <Page />}</RequireLogin> : <Page />}
            </Route>
          ))}
          <Route><NotFound /></Route>
        </Switch>
      </Suspense>
    </ChunkFailed>
  )
}
