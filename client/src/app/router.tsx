// The route table (docs/ARCHITECTURE.md "Screens and routes"): each screen by its one name, its guards and its
// chunk; its title and what it is handed are the table's lazy half (screens.ts). A screen that is one feature
// component is loaded from the feature and framed here; a route file (routes/) exists only where a screen
// composes something or reads its address.
import { Component, lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { Route, Switch, Redirect } from 'wouter'
import { paths, type ScreenName, type ScreenProps } from './paths.js'
import { RequireLogin } from './require-login.js'
import { Page } from '../components/page.js'
import { Loading, LoadFailed } from '../components/screen-states.js'
import { loadMore, t } from '../lib/i18n.js'
import { paymentKept } from '../lib/snapshot.js'
import { guards, screenAt } from './guards.js'

/** A route file gets the title; a framed feature component also what screens.ts hands it. */
type Screen = ComponentType<ScreenProps & { props: object }>
type Load = () => Promise<{ default: Screen }>

/** A screen that is one feature component: framed with its title, handed its props from screens.ts (checked
 * there against the component's own). */
function feature<P extends object> (load: () => Promise<ComponentType<P>>): Load {
  return async () => {
    const Body = await load() as ComponentType<object>
    return {
      default: function Framed ({ title, props }: ScreenProps & { props: object }) {
        return <Page title={title}><Body {...props} /></Page>
      }
    }
  }
}

/** My Balance shows only messages of the catalogue's core part (scripts/catalogue-parts.ts), its title too, so
 * the entry may name it; every other screen waits for the rest of the messages and its entry in screens.ts. */
type Entry = { load: Load } & (
  | { name: 'assetDetail', title: string }
  | { name: Exclude<ScreenName, 'assetDetail'>, title?: never })

// With a payment kept from an earlier visit, My Balance with its card (and the rest of the messages) instead.
const myBalance: Load = async () => paymentKept()
  ? Promise.all([import('./routes/asset-detail-resume.js'), loadMore()]).then(([m]) => m)
  : import('./routes/asset-detail.js')

const table: Entry[] = [
  {
    name: 'assetDetail',
    title: 'asset.title',
    load: myBalance
  },
  { name: 'assetOrder', load: async () => import('./routes/asset-order.js') },
  {
    name: 'assetTransactions',
    load: feature(async () => (await import('../features/asset/asset-transactions.js')).AssetTransactions)
  },
  {
    name: 'withdrawOption',
    load: feature(async () => (await import('../features/withdraw/option/withdraw-option.js')).WithdrawOption)
  },
  { name: 'withdrawBind', load: async () => import('./routes/withdraw-bind.js') },
  {
    name: 'withdrawRecord',
    load: feature(async () => (await import('../features/withdraw/record/withdraw-record.js')).WithdrawRecord)
  },
  { name: 'rechargeAmount', load: async () => import('./routes/recharge-amount.js') },
  { name: 'rechargeChannel', load: async () => import('./routes/recharge-channel.js') },
  {
    name: 'rechargeCard',
    load: feature(async () => (await import('../features/recharge/recharge-card.js')).RechargeCard)
  },
  {
    name: 'rechargeScratchers',
    load: feature(async () => (await import('../features/recharge/recharge-scratchers.js')).RechargeScratchers)
  },
  {
    name: 'rechargeDirect',
    load: feature(async () => (await import('../features/recharge/recharge-direct.js')).RechargeDirect)
  },
  {
    name: 'rechargeNotice',
    load: feature(async () => (await import('../features/recharge/recharge-notice.js')).RechargeNotice)
  },
  { name: 'gpRechargeAmount', load: async () => import('./routes/gp-recharge-amount.js') },
  { name: 'feedback', load: async () => import('./routes/feedback.js') },
  { name: 'feedbackHistory', load: async () => import('./routes/feedback-history.js') },
  { name: 'feedbackDetail', load: async () => import('./routes/feedback-detail.js') },
  {
    name: 'feedbackPreview',
    load: feature(async () => (await import('../features/feedback/feedback-preview.js')).FeedbackPreview)
  },
  { name: 'privacy', load: async () => import('./routes/privacy.js') },
  { name: 'aboutUs', load: async () => import('./routes/about-us.js') },
  { name: 'userTransfer', load: async () => import('./routes/user-transfer.js') },
  { name: 'transfersRecord', load: async () => import('./routes/transfers-record.js') },
  {
    name: 'addAgentCash',
    load: feature(async () => (await import('../features/transfer/add-agent-cash.js')).AddAgentCash)
  },
  {
    name: 'agentManage',
    load: feature(async () => (await import('../features/dealer/account/agent-manage.js')).AgentManage)
  },
  {
    name: 'payOut',
    load: feature(async () => (await import('../features/dealer/orders/pay-out.js')).PayOut)
  },
  {
    name: 'payRoll',
    load: feature(async () => (await import('../features/dealer/orders/pay-roll.js')).PayRoll)
  },
  { name: 'payTransCash', load: async () => import('./routes/pay-trans-cash.js') },
  {
    name: 'payTransList',
    load: feature(async () => (await import('../features/dealer/records/pay-trans-list.js')).PayTransList)
  },
  {
    name: 'payCenterData',
    load: feature(async () => (await import('../features/dealer/data/pay-center-data.js')).PayCenterData)
  },
  {
    name: 'payCenterUser',
    load: feature(async () => (await import('../features/dealer/followers/pay-center-user.js')).PayCenterUser)
  }
]

/** A screen with its title: My Balance's is in the table; another's comes from screens.ts with its props,
 * fetched with its chunk and the rest of the messages (and the dealer gate for a dealer's screen), side by side. */
function loadWithMessages (route: Entry): Promise<Module> {
  if (route.name === 'assetDetail') {
    const { title } = route
    return route.load().then(m => ({ ...m, title, props: {} }))
  }
  const { name } = route
  const dealer = guards[name].dealer === true ? import('./require-dealer.js') : null
  return Promise.all([route.load(), loadMore(), import('./screens.js'), dealer]).then(([page, , { screens }]) => {
    const { title, props = {} } = screens[name]
    return { ...page, title, props }
  })
}

/** A screen's chunk, its title's message key and its props. */
type Module = Awaited<ReturnType<Load>> & { title: string, props: object }
/** React's own thenable protocol: `use()` reads a settled one at once instead of suspending. */
type Tracked = Promise<Module> & { status?: 'pending' | 'fulfilled' | 'rejected', value?: Module, reason?: unknown }

/** A route's chunk, asked once and shared by the boot's preload and the page. A settled chunk renders at
 * once: React.lazy would suspend on its first render even when the chunk is long here, and React holds a
 * revealed screen back some 300 ms after a fallback. */
function chunk (route: Entry): () => Promise<Module> {
  let current: Promise<Module> | undefined
  return () => {
    if (current !== undefined) return current
    const loading: Tracked = loadWithMessages(route)
    loading.status = 'pending'
    loading.then(
      m => { loading.status = 'fulfilled'; loading.value = m },
      (err: unknown) => { loading.status = 'rejected'; loading.reason = err }
    )
    current = loading
    return loading
  }
}

const routes = table.map(route => {
  const load = chunk(route)
  function RoutePage () {
    const { default: Screen, title, props } = use(load())
    return <Screen title={t(title)} props={props} />
  }
  return { ...route, ...guards[route.name], path: paths[route.name].path, load, page: RoutePage }
})

/** A screen whose code did not arrive (a flaky network) offers to try again instead of a blank page. The
 * retry loads the page again: browsers keep a failed module import failed for the page's life. */
class ChunkFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError (): { failed: boolean } { return { failed: true } }
  override render () {
    if (!this.state.failed) return this.props.children
    return <LoadFailed failure={null} onRetry={() => { window.location.reload() }} />
  }
}

// Not the first screen: its messages are the catalogue's rest, fetched with its chunk.
const NotFound = lazy(async () => Promise.all([import('./routes/not-found.js'), loadMore()]).then(([m]) => m))
// The dealer gate is only ever shown on dealer screens: it loads with them, not with every start. Its
// not-a-dealer page is shown instead of the screen, without waiting for the screen's chunk: it waits for
// the messages it shows itself.
const RequireDealer = lazy(async () => {
  const [gate] = await Promise.all([import('./require-dealer.js'), loadMore()])
  return { default: gate.RequireDealer }
})

/** Starts loading the chunk of the route at `path` at once, beside the login check and the catalogue,
 * instead of after them (the browser fetches it once; the lazy page then finds it there). */
export function preloadRoute (path: string): void {
  const name = screenAt(path)
  routes.find(r => r.name === name)?.load().catch(() => { /* the page's own load reports a failure */ })
}

export function Router () {
  return (
    <ChunkFailed>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path={paths.root.path}><Redirect to={paths.assetDetail.path} replace /></Route>
          {routes.map(({ path, login, dealer, snapshot, page: Page }) => {
            const screen = dealer === true ? <RequireDealer><Page /></RequireDealer> : <Page />
            return (
              <Route key={String(path)} path={path}>
                {login ? <RequireLogin snapshot={snapshot}>{screen}</RequireLogin> : screen}
              </Route>
            )
          })}
          <Route><NotFound /></Route>
        </Switch>
      </Suspense>
    </ChunkFailed>
  )
}
