// The coin dealers' part of the world: payout orders moved by PAYROLL_TRANSITIONS (by the dealer's calls,
// by the player's and the platform's scripted moves, and by the business clock), coins moved between
// wallets, the data centre's days and the dealer's action log.
import type { Language, Region } from '../../../shared/regions.js'
import type { Params } from '../../../shared/i18n.js'
import {
  COMPLAINT_WINDOW_S, PAYROLL_TRANSITIONS, dealerActions, isFinal, nextStatus, payoutCoins, tabOf,
  type PayrollAction, type PayrollTransition
} from '../../../shared/rules/payroll.js'
import type { DealerLogAction, PayoutDetail, PayoutOrder } from '../../../shared/schemas/dealer.js'
import type { FixtureDealer, FixturePayout } from './fixture-schema.js'
import type {
  DayStats, DealerConf, DealerState, StoredHistoryEntry, StoredPayout, StoredTransfer, UserState, Wallet, WorldAccess
} from './world-types.js'
import { dayOf } from './calendar.js'
import type { Localisable, Text, WithTexts } from '../texts/local-text.js'
import { countFor, moneyFor, say } from '../texts/say.js'
import { payoutMoved } from './withdrawal-moves.js'

/** The history an order loaded from the fixtures has behind it, rebuilt from its times and label. */
function fixtureHistory (o: FixturePayout, region: Region): StoredHistoryEntry[] {
  const h: StoredHistoryEntry[] = [{
    at: o.created_at,
    action: 'created',
    by: 'player',
    from: 0,
    to: 1,
    note: say('payout_requested')
  }]
  const step = (at: number, action: PayrollAction, note: Text = ''): void => {
    const t: PayrollTransition = PAYROLL_TRANSITIONS[action]
    h.push({ at, action, by: t.by, from: t.from[0] ?? 0, to: t.to, note })
  }
  if (o.status === 6 && o.label === 'refused') { step(o.finished_at, 'refuse', o.remark); return h }
  if (o.status === 6 && o.label === 'user_cancelled') { step(o.finished_at, 'user_cancel', o.remark); return h }
  if (o.status === 1) return h
  step(o.accepted_at, 'accept')
  if (o.status === 7) { step(o.finished_at, 'abandon', o.remark); return h }
  if (o.status === 8) { step(o.finished_at, 'timeout'); return h }
  if (o.status === 2) return h
  step(o.remitted_at, 'remit', remitNote(o))
  if (o.complained_at > 0) step(o.complained_at, 'complain', say('payout_complaint'))
  if (o.status === 4) step(o.finished_at, o.complained_at > 0 ? 'resolve_paid' : 'settle', creditNote(o, region))
  if (o.status === 6) step(o.finished_at, 'resolve_failed', say('payout_returned'))
  return h
}

/** A UTR is a bank reference, the same in every language. */
function remitNote (o: { utr: string, record_url: string }): Text {
  return o.utr !== '' ? `UTR ${o.utr}` : say('payout_record_photo')
}

function creditNote (o: { amount: number }, region: Region): Text {
  return say('payout_credited', lang => ({ coins: countFor(payoutCoins(o.amount), region, lang) }))
}

export function dealerFrom (f: FixtureDealer, region: Region, now: number): DealerState {
  const daily = new Map<string, DayStats>()
  for (const d of f.daily) {
    const stats = { coins_sold: d.coins_sold, sales: d.sales, orders: d.orders, amount: d.amount }
    daily.set(dayOf(now - d.days_ago * 86400, region), stats)
  }
  return {
    nickname: f.nickname,
    whatsapp: f.whatsapp,
    price: f.price,
    coinsSold: f.coins_sold,
    followers: [...f.followers].sort((a, b) => b.added_at - a.added_at),
    orders: f.orders
      .map(o => ({ ...o, script: o.script ?? {}, history: fixtureHistory(o, region) }))
      .sort((a, b) => b.created_at - a.created_at),
    daily,
    log: []
  }
}

export function isDealer (user: UserState): user is UserState & { dealer: DealerState } {
  return user.profile.is_dealer && user.dealer !== undefined
}

// Views

export function expireAt (o: StoredPayout, conf: DealerConf): number {
  if (o.status === 2) return o.accepted_at + conf.pay_timeout_s
  if (o.status === 3) return o.remitted_at + COMPLAINT_WINDOW_S
  return 0
}

export function orderView (o: StoredPayout, conf: DealerConf): WithTexts<PayoutOrder, 'remark'> {
  const { script: _script, history: _history, complained_at: _complained, pooled: _pooled, ...order } = o
  return { ...order, coins: payoutCoins(o.amount), tab: tabOf(o.status), expire_at: expireAt(o, conf) }
}

export function detailView (o: StoredPayout, conf: DealerConf): Localisable<PayoutDetail> {
  return { order: orderView(o, conf), history: o.history.map(h => ({ ...h })), actions: dealerActions(o.status) }
}

// Days and the log

function day (dealer: DealerState, region: Region, at: number): DayStats {
  const key = dayOf(at, region)
  let stats = dealer.daily.get(key)
  if (stats === undefined) {
    stats = { coins_sold: 0, sales: 0, orders: 0, amount: 0 }
    dealer.daily.set(key, stats)
  }
  return stats
}

export function logAction (
  dealer: DealerState,
  at: number,
  action: DealerLogAction,
  target: string,
  detail: Text
): void {
  dealer.log.unshift({ at, action, target, detail })
}

/** Keeps a newest-first list newest first when an entry is back-dated (a settlement applied late). */
function insertNewestFirst (list: StoredTransfer[], record: StoredTransfer): void {
  const index = list.findIndex(r => r.created_at <= record.created_at)
  if (index < 0) list.push(record)
  else list.splice(index, 0, record)
}

// Moving coins

/**
 * Sends coins from a player (or a dealer's coins available) to any wallet; both records are written. A
 * dealer's transfer is a sale: coins sold and the day's figures rise, and a follower's purchases too.
 */
export function moveCoins (world: WorldAccess, from: UserState, to: Wallet, coins: number, at: number): StoredTransfer {
  from.asset.coins -= coins
  const balance = to.addCoins(coins)
  const dealer = isDealer(from) ? from.dealer : undefined
  const senderName = dealer?.nickname ?? from.profile.name
  const record: StoredTransfer = {
    transfer_id: world.nextId('TF'), type: 'deduct', user_id: to.user_id, name: to.name, amount: coins,
    balance_after: from.asset.coins, order_id: '', created_at: at,
    remark: say(dealer === undefined ? 'transfer_to' : 'sold_to', { name: to.name })
  }
  insertNewestFirst(from.transfers, record)
  insertNewestFirst(to.transfers, {
    transfer_id: world.nextId('TF'), type: 'transfer_in', user_id: from.profile.user_id, name: senderName,
    amount: coins, balance_after: balance, order_id: '', created_at: at,
    remark: say(dealer === undefined ? 'transfer_from' : 'bought_from', { name: senderName })
  })
  if (dealer !== undefined) {
    dealer.coinsSold += coins
    const stats = day(dealer, from.region, at)
    stats.coins_sold += coins
    stats.sales += 1
    const follower = dealer.followers.find(f => f.user_id === to.user_id)
    if (follower !== undefined) {
      follower.coins_bought += coins
      follower.last_buy_at = at
    }
    logAction(
      dealer,
      at,
      'sell',
      to.user_id,
      say('log_sold', lang => ({ coins: countFor(coins, from.region, lang), name: to.name }))
    )
  }
  return record
}

// The state machine

/**
 * Applies an action of PAYROLL_TRANSITIONS if the order's state allows it; false (and nothing changed)
 * otherwise. Effects: a succeeded order credits the dealer, a failed complaint returns the money.
 */
export function applyAction (
  world: WorldAccess,
  user: UserState & { dealer: DealerState },
  order: StoredPayout,
  action: PayrollAction,
  at: number,
  note: Text = ''
): boolean {
  const to = nextStatus(action, order.status)
  if (to === null) return false
  const t: PayrollTransition = PAYROLL_TRANSITIONS[action]
  const from = order.status
  order.status = to
  if (t.label !== undefined) order.label = t.label
  if (action === 'accept') order.accepted_at = at
  if (action === 'remit') order.remitted_at = at
  if (action === 'complain') order.complained_at = at
  if (isFinal(to)) order.finished_at = at
  let text = note
  if (t.effect === 'credit_dealer') {
    const coins = payoutCoins(order.amount)
    user.asset.coins += coins
    insertNewestFirst(user.transfers, {
      transfer_id: world.nextId('TF'), type: 'withdraw_pay', user_id: order.user_id, name: order.name, amount: coins,
      balance_after: user.asset.coins, order_id: order.order_id, created_at: at,
      remark: say('payout_paid', { order: order.order_id, name: order.name })
    })
    const stats = day(user.dealer, user.region, at)
    stats.orders += 1
    stats.amount += order.amount
    text = text === '' ? creditNote(order, user.region) : text
  }
  if (t.effect === 'return_to_player') {
    const player = world.wallet(order.user_id)?.user
    if (player != null) {
      player.asset.amount += order.amount
      player.asset.withdraw_amt += order.amount
    }
    const amount = (lang: Language): Params => ({ amount: moneyFor(order.amount, user.region, lang) })
    if (text === '') text = say('payout_returned_amount', amount)
  }
  order.history.push({ at, action, by: t.by, from, to, note: text })
  if (order.pooled === true) payoutMoved(world, user.profile.user_id, order, action, at)
  return true
}

/** The next move the clock, the player or the platform makes on an order, if any. */
function nextDue (
  o: StoredPayout,
  conf: DealerConf,
  region: Region
): { action: PayrollAction, at: number, note: Text } | null {
  switch (o.status) {
    case 1:
      if (o.script.cancel_at === undefined || o.script.cancel_at <= 0) return null
      return { action: 'user_cancel', at: o.script.cancel_at, note: say('payout_user_cancelled') }
    case 2:
      return {
        action: 'timeout',
        at: o.accepted_at + conf.pay_timeout_s,
        note: say('payout_timeout', lang => ({ minutes: countFor(Math.round(conf.pay_timeout_s / 60), region, lang) }))
      }
    case 3: {
      const windowEnd = o.remitted_at + COMPLAINT_WINDOW_S
      const complaint = o.script.complain_after_s === undefined ? null : o.remitted_at + o.script.complain_after_s
      if (complaint !== null && complaint < windowEnd) {
        return { action: 'complain', at: complaint, note: say('payout_complaint') }
      }
      return { action: 'settle', at: windowEnd, note: '' }
    }
    case 5:
      if (o.script.review_outcome === undefined) return null
      return {
        action: o.script.review_outcome === 'paid' ? 'resolve_paid' : 'resolve_failed',
        at: o.complained_at + conf.review_s,
        note: ''
      }
    default:
      return null
  }
}

/** Everything due by `now`, in time order per order (a long clock jump can run several steps). */
export function advanceOrders (world: WorldAccess, user: UserState, now: number): void {
  if (!isDealer(user)) return
  const conf = world.catalog(user.region).dealer
  for (const order of user.dealer.orders) {
    let due = nextDue(order, conf, user.region)
    while (due !== null && due.at <= now) {
      if (!applyAction(world, user, order, due.action, due.at, due.note)) break
      due = nextDue(order, conf, user.region)
    }
  }
}
