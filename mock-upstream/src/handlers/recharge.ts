// Add Cash (docs/ARCHITECTURE.md "Money and states"): packages with expiry and purchase limits, payment channels,
// orders that the payment provider settles (recharge-settlement.ts), the first-recharge extra once per player, the
// chips shop.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { REGION_INFO } from '../../../shared/regions.js'
import { formatMoney } from '../../../shared/money.js'
import { PHONE } from '../../../shared/rules/patterns.js'
import { contactProblem } from '../../../shared/rules/contact.js'
import { rechargeAmountProblem } from '../../../shared/rules/amount.js'
import type { RechargeOrder, RechargeResult, RechargeAct } from '../../../shared/schemas/recharge.js'
import { me, type HandlerContext, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { fail, ok, type Outcome } from '../outcome.js'
import type { World } from '../world/state.js'
import type { StoredRechargeOrder, UserState } from '../world/world-types.js'
import { applyProviderState, giveUpUnpaid } from '../world/recharge-settlement.js'
import type { FixtureCatalog } from '../world/fixture-schema.js'
import { textIn, type Localisable, type WithTexts } from '../texts/local-text.js'
import { say } from '../texts/say.js'
import { PAYMENT_WINDOW_S } from '../../../shared/rules/payment-window.js'

type Package = FixtureCatalog['recharge']['packages'][number]
type Product = FixtureCatalog['gp_products'][number]

/**
 * A pending order blocks a new one only this long: after it the payment is taken as abandoned, as real
 * payment pages time out (and the fixtures' old pending orders do not lock the demo players forever).
 */
export const PENDING_WINDOW_S = PAYMENT_WINDOW_S

export function orderView (o: StoredRechargeOrder): WithTexts<RechargeOrder, 'fail_reason'> {
  const { package_id: _p, activity_type: _a, first_extra: _f, product, ...order } = o
  // A product's order says what it buys, so the success screen names the chips the upstream credits.
  return product === undefined ? order : { ...order, product: { ...product } }
}

function contactLists (world: World, user: UserState): { invalidEmails: string[], invalidWords: string[] } {
  const conf = world.catalog(user.region).recharge_conf
  return { invalidEmails: conf.invalid_emails, invalidWords: conf.invalid_words }
}

/** The contact a channel needs: the one sent with the order, else the one saved on the profile. */
function contactValid (world: World, user: UserState, phone: string | undefined, email: string | undefined): boolean {
  const lists = contactLists(world, user)
  const valid = (v: string): boolean => contactProblem(v, user.region, lists) === null
  const given = [phone, email].filter((v): v is string => v !== undefined)
  if (given.length > 0) return given.every(valid)
  return [user.profile.phone, user.profile.email].filter(v => v !== '').some(valid)
}

interface OrderRequest {
  amount: number
  channel_id: number
  declaration?: boolean
  phone?: string
  email?: string
}

/** Checks shared by every way of paying, then the pending order and what the host app's pay() needs. */
/** The named fields of an object, for an answer that carries part of a catalogue entry. */
function pick<T, K extends keyof T> (value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map(k => [k, value[k]])) as Pick<T, K>
}

function createOrder (
  ctx: HandlerContext<unknown>,
  user: UserState,
  req: OrderRequest,
  pkg: Package | null,
  range: { min: number, max: number } | null,
  product: Product | null = null
): Outcome<Localisable<RechargeResult>> {
  const { world } = ctx
  const region = user.region
  const money = (minor: number): string => formatMoney(minor, region)
  if (range !== null) {
    const problem = rechargeAmountProblem(req.amount, range.min, range.max)
    if (problem?.key === 'required') return fail(DOMAIN.AMOUNT_REQUIRED)
    if (problem !== null) return fail(DOMAIN.AMOUNT_OUT_OF_RANGE, { min: money(range.min), max: money(range.max) })
  } else if (req.amount <= 0) {
    return fail(DOMAIN.AMOUNT_REQUIRED)
  }
  const channel = world.catalog(region).channels.find(c => c.channel_id === req.channel_id)
  if (channel === undefined) return fail(DOMAIN.CHANNEL_NOT_FOUND)
  // A product is sold at its price by the app's store: a recharge channel's range does not apply to it.
  if (product === null && (req.amount < channel.min_amount || req.amount > channel.max_amount)) {
    return fail(DOMAIN.AMOUNT_OUT_OF_RANGE, { min: money(channel.min_amount), max: money(channel.max_amount) })
  }
  if (channel.need_contact && !contactValid(world, user, req.phone, req.email)) return fail(DOMAIN.CONTACT_INVALID)
  if (!user.asset.recharged && req.declaration !== true) return fail(DOMAIN.DECLARATION_REQUIRED)
  const now = world.now()
  if (user.rechargeOrders.some(o => o.status === 0 && now - o.created_at < PENDING_WINDOW_S)) {
    return fail(DOMAIN.ORDER_IN_PROCESS)
  }

  const firstExtra = pkg !== null && !user.asset.recharged ? pkg.first_recharge_extra : 0
  const order: StoredRechargeOrder = {
    order_id: world.nextId('RC'),
    status: 0,
    amount: req.amount,
    give_amount: (pkg?.give_amount ?? 0) + firstExtra,
    channel_id: channel.channel_id,
    pay_type: channel.pay_type,
    created_at: now,
    finished_at: 0,
    fail_reason: '',
    package_id: pkg?.id ?? null,
    activity_type: pkg?.activity_type ?? 0,
    first_extra: firstExtra,
    ...(product === null ? {} : { product: pick(product, 'product_id', 'coins', 'bonus_coins') })
  }
  user.rechargeOrders.unshift(order)
  world.provider.open(order.order_id, user.token, order.amount)
  user.trades.unshift({
    trade_id: world.nextId('TR'), type: 2, amount: req.amount, status: 0, created_at: now,
    remark: say('trade_add_cash', lang => ({ channel: channel.name[lang], order: order.order_id })), ref: order.order_id
  })
  const currency = REGION_INFO[region].currency
  return ok({
    order: orderView(order),
    pay: {
      order_id: order.order_id,
      amount: order.amount,
      currency,
      channel_id: channel.channel_id,
      pay_type: channel.pay_type,
      ...(product === null ? {} : { product_id: product.product_id }),
      sdk_payload: JSON.stringify({
        merchant_id: `MOCKPAY-${region}`,
        order_id: order.order_id,
        amount: order.amount,
        currency,
        pay_type: channel.pay_type,
        ...(product === null ? {} : { product_id: product.product_id })
      })
    }
  })
}

function activities (world: World, user: UserState): Localisable<RechargeAct['items']> {
  return world.catalog(user.region).activities.map(a => {
    const p = user.activityProgress.get(a.activity_id) ?? { progress: 0, claimed: false }
    const status = p.claimed ? 2 : p.progress >= a.target ? 1 : 0
    return {
      activity_id: a.activity_id,
      title: a.title,
      reward: a.reward,
      progress: Math.min(p.progress, a.target),
      target: a.target,
      status
    }
  })
}

type RechargeIds =
  | 'rechargeList'
  | 'rechargeDetail'
  | 'rechargeAgentList'
  | 'rechargeConf'
  | 'recharge'
  | 'channelList'
  | 'sdkCallback'
  | 'modifyUserInfo'
  | 'rechargeAct'
  | 'cardList'
  | 'cardBuy'
  | 'scratchersRecharge'
  | 'commonRecharge'
  | 'gpProductList'

function rechargeList (ctx: RuleContext<'rechargeList'>): RuleAnswer<'rechargeList'> {
  const user = me(ctx)
  const r = ctx.world.catalog(user.region).recharge
  const now = ctx.world.now()
  const first = !user.asset.recharged
  const items = r.packages
    .filter(p => ctx.body.type === undefined || p.activity_type === ctx.body.type)
    // The first-recharge offer is only shown to players who can still take it.
    .filter(p => first || !p.first_only)
    .map(p => ({
      ...p,
      first_recharge_extra: first ? p.first_recharge_extra : 0,
      bought_times: user.packageBuys.get(p.id) ?? 0,
      remain_second: p.expire_time > 0 ? Math.max(0, p.expire_time - now) : 0
    }))
  return ok({
    items,
    tabs: r.tabs,
    min_amount: r.min_amount,
    max_amount: r.max_amount,
    show_channel: r.show_channel,
    data_report: r.data_report,
    first_recharge: first
  })
}

function recharge (ctx: RuleContext<'recharge'>): RuleAnswer<'recharge'> {
  const user = me(ctx)
  const { package_id: packageId, product_id: productId, ...req } = ctx.body
  const r = ctx.world.catalog(user.region).recharge
  if (productId !== undefined) {
    if (packageId !== undefined) return fail(DOMAIN.INVALID_AMOUNT)
    const product = ctx.world.catalog(user.region).gp_products.find(p => p.product_id === productId)
    if (product === undefined) return fail(DOMAIN.NOT_FOUND)
    if (req.amount !== product.price) return fail(DOMAIN.INVALID_AMOUNT)
    return createOrder(ctx, user, req, null, null, product)
  }
  if (packageId === undefined) return createOrder(ctx, user, req, null, { min: r.min_amount, max: r.max_amount })
  const pkg = r.packages.find(p => p.id === packageId)
  if (pkg === undefined) return fail(DOMAIN.NOT_FOUND)
  if (pkg.expire_time > 0 && pkg.expire_time <= ctx.world.now()) return fail(DOMAIN.PACKAGE_EXPIRED)
  if (pkg.first_only && user.asset.recharged) return fail(DOMAIN.PACKAGE_LIMIT)
  if (pkg.max_buy_times > 0 && (user.packageBuys.get(pkg.id) ?? 0) >= pkg.max_buy_times) {
    return fail(DOMAIN.PACKAGE_LIMIT)
  }
  if (req.amount !== pkg.amount) return fail(DOMAIN.INVALID_AMOUNT)
  return createOrder(ctx, user, req, pkg, null)
}

function commonRecharge (ctx: RuleContext<'commonRecharge'>): RuleAnswer<'commonRecharge'> {
  const user = me(ctx)
  const r = ctx.world.catalog(user.region).recharge
  return createOrder(ctx, user, ctx.body, null, { min: r.min_amount, max: r.max_amount })
}

function scratchersRecharge (ctx: RuleContext<'scratchersRecharge'>): RuleAnswer<'scratchersRecharge'> {
  const user = me(ctx)
  const r = ctx.world.catalog(user.region).recharge
  return createOrder(ctx, user, ctx.body, null, { min: r.min_amount, max: r.max_amount })
}

function cardBuy (ctx: RuleContext<'cardBuy'>): RuleAnswer<'cardBuy'> {
  const user = me(ctx)
  const card = ctx.world.catalog(user.region).cards.find(c => c.card_id === ctx.body.card_id)
  if (card === undefined) return fail(DOMAIN.NOT_FOUND)
  // The card call has no declaration field (the card screen asks before buying), so none is required here.
  return createOrder(ctx, user, { amount: card.amount, channel_id: ctx.body.channel_id, declaration: true }, null, null)
}

function rechargeDetail (ctx: RuleContext<'rechargeDetail'>): RuleAnswer<'rechargeDetail'> {
  const user = me(ctx)
  const order = user.rechargeOrders.find(o => o.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  applyProviderState(ctx.world, user, order)
  // Past the provider's window an unpaid order is given up as timed out (a late authorisation may still credit it).
  if (order.status === 0 && ctx.world.now() - order.created_at > PENDING_WINDOW_S) {
    giveUpUnpaid(ctx.world, user, order, 'expired')
  }
  return ok(orderView(order))
}

function sdkCallback (ctx: RuleContext<'sdkCallback'>): RuleAnswer<'sdkCallback'> {
  const user = me(ctx)
  const order = user.rechargeOrders.find(o => o.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  applyProviderState(ctx.world, user, order)
  if (order.status !== 0) return ok(orderView(order))
  if (ctx.body.result === 'not_supported') {
    // The app's store cannot pay at all: the order is given up, and the player is told to update it.
    return giveUpUnpaid(ctx.world, user, order, 'failed') ? fail(DOMAIN.PAYMENT_NOT_SUPPORTED) : ok(orderView(order))
  }
  if (ctx.body.result !== 'success') {
    giveUpUnpaid(ctx.world, user, order, ctx.body.result === 'cancelled' ? 'cancelled' : 'failed')
    return ok(orderView(order))
  }
  if (ctx.world.now() - order.created_at > PENDING_WINDOW_S && giveUpUnpaid(ctx.world, user, order, 'expired')) {
    return fail(DOMAIN.PAYMENT_TIME_EXCEEDED)
  }
  return ok(orderView(order))
}

function channelList (ctx: RuleContext<'channelList'>): RuleAnswer<'channelList'> {
  const user = me(ctx)
  const amount = ctx.body.amount
  const used = new Set(user.rechargeOrders.filter(o => o.status === 1).map(o => o.channel_id))
  const items = ctx.world.catalog(user.region).channels
    .filter(c => amount === undefined || (amount >= c.min_amount && amount <= c.max_amount))
    .map(c => ({ ...c, used: used.has(c.channel_id) }))
  return ok({ items })
}

function modifyUserInfo (ctx: RuleContext<'modifyUserInfo'>): RuleAnswer<'modifyUserInfo'> {
  const user = me(ctx)
  const { phone, email, name } = ctx.body
  if (phone !== undefined && !PHONE[user.region].test(phone)) return fail(DOMAIN.CONTACT_INVALID)
  if (email !== undefined && contactProblem(email, user.region, contactLists(ctx.world, user)) !== null) {
    return fail(DOMAIN.CONTACT_INVALID)
  }
  if (phone !== undefined) user.profile.phone = phone
  if (email !== undefined) user.profile.email = email
  if (name !== undefined) user.profile.name = name
  return ok({ ...user.profile })
}

function rechargeAct (ctx: RuleContext<'rechargeAct'>): RuleAnswer<'rechargeAct'> {
  const user = me(ctx)
  const id = ctx.body.activity_id
  let claimed = 0
  if (id !== undefined) {
    const item = activities(ctx.world, user).find(a => a.activity_id === id)
    if (item === undefined) return fail(DOMAIN.NOT_FOUND)
    // Only a reached, unclaimed reward pays; asking again is answered with the list and claimed 0.
    if (item.status === 1) {
      const p = user.activityProgress.get(id) ?? { progress: item.progress, claimed: false }
      user.activityProgress.set(id, { ...p, claimed: true })
      user.asset.bonus += item.reward
      claimed = item.reward
      const title = item.title
      user.trades.unshift({
        trade_id: ctx.world.nextId('TR'), type: 12, amount: item.reward, status: 1, created_at: ctx.world.now(),
        remark: say('trade_chips_reward', lang => ({ title: textIn(title, lang) }))
      })
    }
  }
  return ok({ items: activities(ctx.world, user), claimed })
}

function gpProductList (ctx: RuleContext<'gpProductList'>): RuleAnswer<'gpProductList'> {
  const user = me(ctx)
  const { tag, page_size: pageSize } = ctx.body
  const items = ctx.world.catalog(user.region).gp_products.filter(p => tag === undefined || p.tag === tag)
  return ok({ items: pageSize === undefined ? items : items.slice(0, pageSize) })
}

export const rechargeHandlers = {
  rechargeList,
  recharge,
  commonRecharge,
  scratchersRecharge,
  cardList: ctx => ok({ items: ctx.world.catalog(me(ctx).region).cards }),
  cardBuy,
  /** Answers the provider's state of the order, as the real upstream's query to its provider would. */
  rechargeDetail,
  /**
   * The app's report of the SDK's result: a hint. Only the provider credits; the report can give up the
   * player's own unpaid order (failed, cancelled, too late), and a success the provider has not seen leaves
   * the order processing.
   */
  sdkCallback,
  channelList,
  rechargeAgentList: ctx => ok(ctx.world.catalog(me(ctx).region).agents),
  rechargeConf: ctx => ok(ctx.world.catalog(me(ctx).region).recharge_conf),
  modifyUserInfo,
  rechargeAct,
  gpProductList
} satisfies Pick<HandlerTable, RechargeIds>
