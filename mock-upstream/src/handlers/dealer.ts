// The coin dealer's manage centre (docs/ARCHITECTURE.md "Players, dealers and guests"): profile and price, followers,
// selling coins, payout orders under PAYROLL_TRANSITIONS, data centre, download list and the action log. A player who
// is not a dealer gets NOT_A_DEALER on every call; an illegal change gets ILLEGAL_TRANSITION and changes nothing.
import { DOMAIN, ILLEGAL_TRANSITION_KEY } from '../../../shared/domain-codes.js'
import { formatMoney, MINOR_PER_MAJOR } from '../../../shared/money.js'
import { checkField } from '../../../shared/rules/fields.js'
import { UTR_UPI } from '../../../shared/rules/patterns.js'
import { FOLLOWER_TRANSITIONS, followerActionAllowed, isListed } from '../../../shared/rules/dealer.js'
import { MIN_TRANSFER, transferCoinsProblem, transferProblem } from '../../../shared/rules/transfer.js'
import {
  COMPLAINT_WINDOW_S, PAYOUT_LIST_LIMIT, TAB_STATUSES, nextStatus, type PayoutTab, type PayrollStatus
} from '../../../shared/rules/payroll.js'
import type { DealerInfo, PayoutDetail } from '../../../shared/schemas/dealer.js'
import { me, type HandlerContext, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { badParams, fail, ok, type Outcome } from '../outcome.js'
import { applyAction, detailView, isDealer, logAction, moveCoins, orderView } from '../world/dealer-world.js'
import type { World } from '../world/state.js'
import type { DealerState, StoredPayout, UserState } from '../world/world-types.js'
import { pageOf } from './paging.js'
import { dayOf, localTime } from '../world/calendar.js'
import { storeUpload } from './uploads.js'
import { agency } from './transfer.js'
import { offerFor, offersFor, takeOffer } from '../world/payout-journey.js'
import { fill, sameInAll, type Localisable } from '../texts/local-text.js'
import { countFor, moneyFor, say } from '../texts/say.js'

type Dealer = UserState & { dealer: DealerState }

/** The smallest file that can be a photo of a payment record. */
export const MIN_RECORD_PHOTO_BYTES = 1024

/** Every manage-centre call: a caller who is not a dealer gets NOT_A_DEALER before the call's own rule runs. */
type DealerRule<B, R> = (ctx: HandlerContext<B>, d: Dealer) => Outcome<R>

function asDealer<B, R> (rule: DealerRule<B, R>): (ctx: HandlerContext<B>) => Outcome<R> {
  return ctx => {
    const user = me(ctx)
    return isDealer(user) ? rule(ctx, user) : fail(DOMAIN.NOT_A_DEALER)
  }
}

function tabCounts (orders: readonly StoredPayout[]): Record<PayoutTab, number> {
  const count = (tab: PayoutTab): number => orders.filter(o => TAB_STATUSES[tab].includes(o.status)).length
  return { available: count('available'), pending: count('pending'), completed: count('completed') }
}

/** The dealer's own orders and the players' withdrawals offered to the dealer now, newest first. */
function ordersOf (world: World, d: Dealer): StoredPayout[] {
  const offers = offersFor(world, d)
  if (offers.length === 0) return d.dealer.orders
  return [...offers, ...d.dealer.orders].sort((a, b) => b.created_at - a.created_at)
}

function info (world: World, d: Dealer): DealerInfo {
  const conf = world.catalog(d.region).dealer
  return {
    user_id: d.profile.user_id,
    nickname: d.dealer.nickname,
    picture: d.profile.picture,
    whatsapp: d.dealer.whatsapp,
    price: d.dealer.price,
    price_min: conf.price_min,
    price_max: conf.price_max,
    coins_available: d.asset.coins,
    coins_sold: d.dealer.coinsSold,
    followers: d.dealer.followers.filter(f => f.status === 'active').length,
    blocked: d.dealer.followers.filter(f => f.status === 'blocked').length,
    orders: tabCounts(ordersOf(world, d)),
    listed: isListed(d.dealer.whatsapp, d.asset.coins),
    complaint_window_s: COMPLAINT_WINDOW_S,
    pay_timeout_s: conf.pay_timeout_s,
    min_transfer: MIN_TRANSFER
  }
}

function matching (
  world: World,
  d: Dealer,
  tab: PayoutTab | undefined,
  status: PayrollStatus | undefined
): StoredPayout[] {
  const inTab = (o: StoredPayout): boolean => tab === undefined || TAB_STATUSES[tab].includes(o.status)
  const inStatus = (o: StoredPayout): boolean => status === undefined || o.status === status
  return ordersOf(world, d).filter(o => inTab(o) && inStatus(o))
}

/** accept, refuse and abandon: the order must exist and the table must allow the action from its state. */
function act (
  ctx: HandlerContext<{ order_id: string, reason?: string }>,
  d: Dealer,
  action: 'accept' | 'refuse' | 'abandon'
): Outcome<Localisable<PayoutDetail>> {
  const now = ctx.world.now()
  const note = ctx.body.reason?.trim() ?? ''
  let order = d.dealer.orders.find(o => o.order_id === ctx.body.order_id)
  if (order === undefined) {
    // A player's withdrawal still on offer: the first dealer to accept takes it.
    const offer = offerFor(ctx.world, d, ctx.body.order_id)
    if (offer === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
    if (action === 'abandon') return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY.abandon)
    const taken = takeOffer(ctx.world, d, offer, action, now, note)
    if ('ok' in taken) return taken
    order = taken
  } else if (!applyAction(ctx.world, d, order, action, now, note)) {
    return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY[action])
  }
  if (action === 'refuse' || action === 'abandon') order.remark = note
  // The dealer's reason stays as typed; only the amount follows the reader's way of writing money.
  logAction(
    d.dealer,
    now,
    action,
    order.order_id,
    fill(
      sameInAll(note === '' ? '{amount}' : '{amount}: {note}'),
      lang => ({ amount: moneyFor(order.amount, d.region, lang), note })
    )
  )
  return ok(detailView(order, ctx.world.catalog(d.region).dealer))
}

/** A UTR belongs to one payment: used on any order of any dealer, it cannot be used again. */
function utrUsed (world: World, utr: string): boolean {
  for (const user of world.allUsers()) {
    if (user.dealer?.orders.some(o => o.utr === utr) === true) return true
  }
  return false
}

const DOWNLOAD_COLUMNS = [
  'order_id',
  'user_id',
  'created_at',
  'amount',
  'pay_method',
  'bank_name',
  'name',
  'ifsc',
  'bank_account',
  'upi_id',
  'status',
  'label',
  'utr'
]

type DealerIds =
  | 'agentInfo'
  | 'agentProfile'
  | 'agentPrice'
  | 'agentFollowers'
  | 'agentFollowerAdd'
  | 'agentFollowerMigrate'
  | 'agentFollowerBlock'
  | 'agentSell'
  | 'agentOrders'
  | 'agentOrderDetail'
  | 'agentOrderAccept'
  | 'agentOrderRefuse'
  | 'agentOrderAbandon'
  | 'agentOrderRemit'
  | 'agentOrderRecord'
  | 'agentOrderDownload'
  | 'agentData'
  | 'agentLog'

function agentProfile (ctx: RuleContext<'agentProfile'>, d: Dealer): RuleAnswer<'agentProfile'> {
  const nickname = ctx.body.nickname.trim()
  const whatsapp = ctx.body.whatsapp.trim()
  if (whatsapp === '') return fail(DOMAIN.WHATSAPP_REQUIRED)
  d.dealer.nickname = nickname
  d.dealer.whatsapp = whatsapp
  logAction(d.dealer, ctx.world.now(), 'profile', '', `${nickname}, WhatsApp ${whatsapp}`)
  return ok(info(ctx.world, d))
}

function agentPrice (ctx: RuleContext<'agentPrice'>, d: Dealer): RuleAnswer<'agentPrice'> {
  if (d.dealer.whatsapp.trim() === '') return fail(DOMAIN.WHATSAPP_REQUIRED)
  const { price_min: min, price_max: max } = ctx.world.catalog(d.region).dealer
  const price = ctx.body.price
  if (price < min || price > max) {
    return fail(DOMAIN.PRICE_OUT_OF_RANGE, { min: formatMoney(min, d.region), max: formatMoney(max, d.region) })
  }
  const before = d.dealer.price
  d.dealer.price = price
  logAction(
    d.dealer,
    ctx.world.now(),
    'price',
    '',
    say(
      'log_price',
      lang => ({
        before: moneyFor(before, d.region, lang),
        after: moneyFor(price, d.region, lang),
        hundred: countFor(100, d.region, lang)
      })
    )
  )
  return ok(info(ctx.world, d))
}

function agentFollowers (ctx: RuleContext<'agentFollowers'>, d: Dealer): RuleAnswer<'agentFollowers'> {
  const { page, page_size: pageSize, status, user_id: userId } = ctx.body
  const items = d.dealer.followers
    .filter(f => (status === undefined || f.status === status) && (userId === undefined || f.user_id === userId))
    .map(f => ({ ...f }))
  return ok(pageOf(items, page, pageSize))
}

function agentFollowerAdd (ctx: RuleContext<'agentFollowerAdd'>, d: Dealer): RuleAnswer<'agentFollowerAdd'> {
  const userId = ctx.body.user_id
  if (userId === d.profile.user_id) return fail(DOMAIN.FOLLOWER_SELF)
  const target = ctx.world.walletIn(d.region, userId)
  if (target === undefined) return fail(DOMAIN.USER_NOT_FOUND)
  const owner = ctx.world.followerOwner.get(userId)
  if (owner === d.profile.user_id) return fail(DOMAIN.FOLLOWER_EXISTS)
  if (owner !== undefined) return fail(DOMAIN.FOLLOWER_TAKEN)
  const now = ctx.world.now()
  const follower = {
    user_id: userId,
    name: target.name,
    picture: target.picture,
    status: 'active' as const,
    source: 'added' as const,
    added_at: now,
    coins_bought: 0,
    last_buy_at: 0
  }
  d.dealer.followers.unshift(follower)
  ctx.world.followerOwner.set(userId, d.profile.user_id)
  logAction(d.dealer, now, 'follower_add', userId, target.name)
  return ok({ ...follower })
}

function agentFollowerMigrate (
  ctx: RuleContext<'agentFollowerMigrate'>,
  d: Dealer
): RuleAnswer<'agentFollowerMigrate'> {
  const { user_id: userId, to_agent_id: agentId } = ctx.body
  const index = d.dealer.followers.findIndex(f => f.user_id === userId)
  const follower = d.dealer.followers[index]
  if (follower === undefined) return fail(DOMAIN.FOLLOWER_NOT_FOUND)
  if (!followerActionAllowed('migrate', follower.status)) {
    return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY.migrate)
  }
  const agent = agency(ctx.world, d).find(a => a.agent_id === agentId && a.agent_id !== d.profile.user_id)
  if (agent === undefined) return fail(DOMAIN.AGENT_NOT_FOUND)
  const now = ctx.world.now()
  d.dealer.followers.splice(index, 1)
  ctx.world.followerOwner.set(userId, agent.agent_id)
  const other = ctx.world.userById(agent.user_id)
  if (other !== undefined && isDealer(other)) {
    other.dealer.followers.unshift({
      ...follower,
      status: 'active',
      source: 'migrated',
      added_at: now,
      coins_bought: 0,
      last_buy_at: 0
    })
  }
  logAction(
    d.dealer,
    now,
    'follower_migrate',
    userId,
    say('log_migrated', { name: follower.name, agent: agent.nickname })
  )
  return ok({ user_id: userId, to_agent_id: agent.agent_id, to_nickname: agent.nickname })
}

function agentFollowerBlock (ctx: RuleContext<'agentFollowerBlock'>, d: Dealer): RuleAnswer<'agentFollowerBlock'> {
  const follower = d.dealer.followers.find(f => f.user_id === ctx.body.user_id)
  if (follower === undefined) return fail(DOMAIN.FOLLOWER_NOT_FOUND)
  const action = ctx.body.blocked ? 'block' : 'unblock'
  if (!followerActionAllowed(action, follower.status)) {
    return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY[action])
  }
  follower.status = FOLLOWER_TRANSITIONS[action].to
  logAction(d.dealer, ctx.world.now(), action, follower.user_id, follower.name)
  return ok({ ...follower })
}

function agentSell (ctx: RuleContext<'agentSell'>, d: Dealer): RuleAnswer<'agentSell'> {
  const { user_id: userId, amount } = ctx.body
  const early = transferProblem(d.profile.user_id, userId, amount)
  if (early !== null) return fail(early.key === 'self' ? DOMAIN.TRANSFER_SELF : DOMAIN.TRANSFER_MINIMUM)
  const target = ctx.world.walletIn(d.region, userId)
  if (target === undefined) return fail(DOMAIN.USER_NOT_FOUND)
  const follower = d.dealer.followers.find(f => f.user_id === userId)
  if (follower === undefined) return fail(DOMAIN.FOLLOWER_NOT_FOUND)
  if (follower.status === 'blocked') return fail(DOMAIN.FOLLOWER_BLOCKED)
  if (transferCoinsProblem(amount, d.asset.coins) !== null) return fail(DOMAIN.COINS_INSUFFICIENT)
  const record = moveCoins(ctx.world, d, target, amount, ctx.world.now())
  return ok({ record, coins_available: d.asset.coins, coins_sold: d.dealer.coinsSold, follower: { ...follower } })
}

function agentOrders (ctx: RuleContext<'agentOrders'>, d: Dealer): RuleAnswer<'agentOrders'> {
  const conf = ctx.world.catalog(d.region).dealer
  const orders = matching(ctx.world, d, ctx.body.tab, ctx.body.status)
  return ok({
    items: orders.slice(0, PAYOUT_LIST_LIMIT).map(o => orderView(o, conf)),
    total: orders.length,
    counts: tabCounts(ordersOf(ctx.world, d))
  })
}

function agentOrderDetail (ctx: RuleContext<'agentOrderDetail'>, d: Dealer): RuleAnswer<'agentOrderDetail'> {
  const wanted = (o: StoredPayout): boolean => o.order_id === ctx.body.order_id
  const order = d.dealer.orders.find(wanted) ?? offersFor(ctx.world, d).find(wanted)
  return order === undefined ? fail(DOMAIN.ORDER_NOT_FOUND) : ok(detailView(order, ctx.world.catalog(d.region).dealer))
}

function agentOrderRemit (ctx: RuleContext<'agentOrderRemit'>, d: Dealer): RuleAnswer<'agentOrderRemit'> {
  const order = d.dealer.orders.find(o => o.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  if (nextStatus('remit', order.status) === null) {
    return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY.remit)
  }
  // The dealer's region decides the reference's form (the gateway checks the page's region first).
  if (!checkField('utr', ctx.body.utr, d.region)) return badParams('utr')
  const utr = ctx.body.utr.toUpperCase()
  if (order.pay_method === 'upi' && !UTR_UPI.test(utr)) return fail(DOMAIN.UTR_INVALID)
  if (utrUsed(ctx.world, utr)) return fail(DOMAIN.UTR_USED)
  const now = ctx.world.now()
  order.utr = utr
  applyAction(ctx.world, d, order, 'remit', now, `UTR ${utr}`)
  logAction(d.dealer, now, 'remit', order.order_id, `UTR ${utr}`)
  return ok(detailView(order, ctx.world.catalog(d.region).dealer))
}

function agentOrderRecord (ctx: RuleContext<'agentOrderRecord'>, d: Dealer): RuleAnswer<'agentOrderRecord'> {
  if (ctx.body.user_id !== undefined && ctx.body.user_id !== d.profile.user_id) return fail(DOMAIN.USER_MISMATCH)
  const order = d.dealer.orders.find(o => o.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  if (nextStatus('remit', order.status) === null) {
    return fail(DOMAIN.ILLEGAL_TRANSITION, undefined, ILLEGAL_TRANSITION_KEY.remit)
  }
  if (ctx.upload === null || ctx.upload.size < MIN_RECORD_PHOTO_BYTES) return fail(DOMAIN.RECORD_UPLOAD_INVALID)
  const now = ctx.world.now()
  order.record_url = storeUpload(ctx.world, ctx.upload).url
  applyAction(ctx.world, d, order, 'remit', now, say('payout_record_photo'))
  logAction(d.dealer, now, 'remit', order.order_id, say('log_record', { url: order.record_url }))
  return ok(detailView(order, ctx.world.catalog(d.region).dealer))
}

function agentOrderDownload (ctx: RuleContext<'agentOrderDownload'>, d: Dealer): RuleAnswer<'agentOrderDownload'> {
  const { tab, status } = ctx.body
  const orders = matching(ctx.world, d, tab, status).slice(0, PAYOUT_LIST_LIMIT)
  const rows = orders.map(o => [
    o.order_id, o.user_id, localTime(o.created_at, d.region), (o.amount / MINOR_PER_MAJOR).toFixed(2), o.pay_method,
    o.bank_name, o.name,
    o.ifsc, o.bank_account, o.upi_id, String(o.status), o.label, o.utr
  ])
  const what = tab ?? (status === undefined ? 'all' : `status-${status}`)
  const stamp = localTime(ctx.world.now(), d.region).replace(/[-: ]/g, '')
  return ok({
    filename: `payout-orders-${what}-${stamp}.csv`,
    columns: [...DOWNLOAD_COLUMNS],
    rows,
    count: rows.length
  })
}

function agentData (ctx: RuleContext<'agentData'>, d: Dealer): RuleAnswer<'agentData'> {
  const now = ctx.world.now()
  const count = ctx.body.days ?? 7
  const days = Array.from({ length: count }, (_, i) => {
    const date = dayOf(now - (count - 1 - i) * 86400, d.region)
    const stats = d.dealer.daily.get(date) ?? { coins_sold: 0, sales: 0, orders: 0, amount: 0 }
    return { date, ...stats }
  })
  const zero = { coins_sold: 0, sales: 0, orders: 0, amount: 0 }
  const totals = days.reduce((t, x) => ({
    coins_sold: t.coins_sold + x.coins_sold,
    sales: t.sales + x.sales,
    orders: t.orders + x.orders,
    amount: t.amount + x.amount
  }), zero)
  return ok({
    coins_available: d.asset.coins,
    coins_sold: d.dealer.coinsSold,
    followers: d.dealer.followers.filter(f => f.status === 'active').length,
    days,
    totals
  })
}

function agentLog (ctx: RuleContext<'agentLog'>, d: Dealer): RuleAnswer<'agentLog'> {
  return ok(pageOf(d.dealer.log.map(e => ({ ...e })), ctx.body.page, ctx.body.page_size))
}

export const dealerHandlers = {
  agentInfo: asDealer((ctx, d) => ok(info(ctx.world, d))),
  agentProfile: asDealer(agentProfile),
  agentPrice: asDealer(agentPrice),
  agentFollowers: asDealer(agentFollowers),
  agentFollowerAdd: asDealer(agentFollowerAdd),
  agentFollowerMigrate: asDealer(agentFollowerMigrate),
  agentFollowerBlock: asDealer(agentFollowerBlock),
  agentSell: asDealer(agentSell),
  agentOrders: asDealer(agentOrders),
  agentOrderDetail: asDealer(agentOrderDetail),
  agentOrderAccept: asDealer((ctx, d) => act(ctx, d, 'accept')),
  agentOrderRefuse: asDealer((ctx, d) => act(ctx, d, 'refuse')),
  agentOrderAbandon: asDealer((ctx, d) => act(ctx, d, 'abandon')),
  agentOrderRemit: asDealer(agentOrderRemit),
  agentOrderRecord: asDealer(agentOrderRecord),
  agentOrderDownload: asDealer(agentOrderDownload),
  agentData: asDealer(agentData),
  agentLog: asDealer(agentLog)
} satisfies Pick<HandlerTable, DealerIds>
