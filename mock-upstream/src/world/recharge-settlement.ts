// How a recharge order ends: only the payment provider's word credits or fails it. The provider's notice,
// the app's reported result (sdkcallback) and the order query (recharge/detail) all end here.
import type { CloseReason, NoticeResult, ProviderOrder, ProviderOutcome } from './payment-provider.js'
import type { World } from './state.js'
import type { StoredRechargeOrder, UserState } from './world-types.js'
import type { LocalText } from '../texts/local-text.js'
import { say, type TextKey } from '../texts/say.js'
import { recordDeposit } from './tax-year.js'

const UNPAID_TEXT: Record<Exclude<ProviderOutcome, 'paid'> | CloseReason, TextKey> = {
  failed: 'payment_failed',
  abandoned: 'payment_cancelled',
  cancelled: 'payment_cancelled',
  expired: 'payment_time_exceeded'
}

/** The payment went through: cash, the package's extra (cash or bonus by type), the first-recharge extra once. */
function credit (world: World, user: UserState, order: StoredRechargeOrder): void {
  const a = user.asset
  if (a.recharged && order.first_extra > 0) {
    order.give_amount -= order.first_extra
    order.first_extra = 0
  }
  const now = world.now()
  order.status = 1
  order.finished_at = now
  if (order.product !== undefined) {
    // A product is chips: exactly the product's chips and its bonus, no cash.
    a.coins += order.product.coins + order.product.bonus_coins
  } else {
    a.deposited += order.amount
    recordDeposit(world, user, order.amount)
    a.amount += order.amount
    if (order.activity_type === 0) a.amount += order.give_amount
    else a.bonus += order.give_amount
  }
  a.recharged = true
  if (order.package_id !== null) {
    user.packageBuys.set(order.package_id, (user.packageBuys.get(order.package_id) ?? 0) + 1)
  }
  const trade = user.trades.find(t => t.ref === order.order_id && t.type === 2)
  if (trade !== undefined) trade.status = 1
  if (order.give_amount > 0 && order.product === undefined) {
    user.trades.unshift({
      trade_id: world.nextId('TR'), type: 12, amount: order.give_amount, status: 1, created_at: now,
      remark: say(order.activity_type === 0 ? 'trade_extra_cash' : 'trade_bonus', { order: order.order_id }),
      ref: order.order_id
    })
  }
  // Chips-shop rewards count added cash.
  for (const activity of world.catalog(user.region).activities) {
    const p = user.activityProgress.get(activity.activity_id) ?? { progress: 0, claimed: false }
    if (!p.claimed) {
      user.activityProgress.set(
        activity.activity_id,
        { ...p, progress: Math.min(activity.target, p.progress + order.amount) }
      )
    }
  }
}

function failOrder (user: UserState, order: StoredRechargeOrder, now: number, reason: LocalText): void {
  order.status = 2
  order.finished_at = now
  order.fail_reason = reason
  const trade = user.trades.find(t => t.ref === order.order_id && t.type === 2)
  if (trade !== undefined) trade.status = 2
}

function unpaidReason (p: ProviderOrder): TextKey | null {
  if (p.state === 'open' || p.state === 'paid') return null
  return UNPAID_TEXT[p.state === 'closed' ? p.reason : p.state]
}

/**
 * Brings a pending order to the provider's state. A finished order never changes again, so however often
 * the provider notifies or the app reports, the money is credited once.
 */
export function applyProviderState (world: World, user: UserState, order: StoredRechargeOrder): void {
  if (order.status !== 0) return
  const p = world.provider.get(order.order_id)
  if (p === undefined || p.state === 'open') return
  if (p.state === 'paid') {
    credit(world, user, order)
    return
  }
  const reason = unpaidReason(p)
  if (reason !== null) failOrder(user, order, world.now(), say(reason))
}

/**
 * The upstream gives up an order nobody has paid (the app says the payment failed or was cancelled, or it is
 * too late). The provider decides: an order it has seen paid is credited instead. True when it was given up.
 */
export function giveUpUnpaid (world: World, user: UserState, order: StoredRechargeOrder, reason: CloseReason): boolean {
  world.provider.close(order.order_id, reason)
  applyProviderState(world, user, order)
  return order.status === 2
}

/**
 * The provider's server-to-server notice: recorded at the provider, then applied to the player's order.
 * `late`: a late authorisation of an order that ended failed or timed out; it credits the failed order once
 * (the order is success afterwards, so a repeated notice finds nothing to change).
 */
export function receiveNotice (world: World, orderId: string, outcome: ProviderOutcome, late = false): NoticeResult {
  const result = world.provider.notify(orderId, outcome, late)
  if (!result.ok) return result
  const user = world.user(result.order.owner)
  const order = user?.rechargeOrders.find(o => o.order_id === orderId)
  if (user === undefined || order === undefined) return result
  if (late && result.order.state === 'paid' && order.status === 2) {
    order.fail_reason = ''
    credit(world, user, order)
    return result
  }
  applyProviderState(world, user, order)
  return result
}
