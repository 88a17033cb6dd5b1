// Withdrawals and payout accounts (docs/ARCHITECTURE.md "Money and states"): available after a first recharge, in the
// region's multiples, within the balances, cancellable while processing, to a bound account. Another
// withdrawal still processing does not block a new one: "one order in process" is a payment rule (recharge).
import { DOMAIN } from '../../../shared/domain-codes.js'
import { REGION_INFO, type Region } from '../../../shared/regions.js'
import { formatMoney } from '../../../shared/money.js'
import {
  countsTowardDailyLimits, dailyLimitProblem, withdrawAmountProblem, type DailyUse, type WithdrawAmountProblem
} from '../../../shared/rules/withdraw.js'
import type { WithdrawOrder } from '../../../shared/schemas/withdraw.js'
import { me, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { fail, ok, type Failure } from '../outcome.js'
import type { StoredWithdrawal, UserState } from '../world/world-types.js'
import {
  accountOfType, bankView, bind, boundView, defaultAccount, maskAccount, universalView, upiView
} from './accounts.js'
import { pageOf } from './paging.js'
import { dayOf, localTime, monthOf, nextDayStart } from '../world/calendar.js'
import { offerWithdrawal, paidByUpstream, withdrawOffer } from '../world/payout-journey.js'
import type { World } from '../world/state.js'
import { storeUpload } from './uploads.js'
import type { WithTexts } from '../texts/local-text.js'
import { say } from '../texts/say.js'
import { recordWithdrawal, taxFor, undoWithdrawal } from '../world/tax-year.js'
import { AWAITED_WITHDRAW_STATUSES, complaintOpen, expectedPayoutAt } from '../../../shared/rules/payout-tracker.js'
import { applyAction, isDealer } from '../world/dealer-world.js'

/** The record as the player reads it: while the money is awaited, when it is expected (the region's payout days). */
function orderView (w: StoredWithdrawal, region: Region): WithTexts<WithdrawOrder, 'remark'> {
  const { account_id: _account, payout: _payout, tax_year: _year, ...order } = w
  if (!AWAITED_WITHDRAW_STATUSES.includes(w.status)) return order
  return { ...order, expected_at: expectedPayoutAt(w.created_at, region) }
}

/** What the player has withdrawn in the region's calendar day of `now`, and when that day ends. */
export function usedToday (world: World, user: UserState): DailyUse & { resets_at: number } {
  const now = world.now()
  const today = dayOf(now, user.region)
  const isToday = (w: StoredWithdrawal): boolean => dayOf(w.created_at, user.region) === today
  const counted = user.withdrawals.filter(w => countsTowardDailyLimits(w.status) && isToday(w))
  return {
    times: counted.length,
    amount: counted.reduce((sum, w) => sum + w.amount, 0),
    resets_at: nextDayStart(now, user.region)
  }
}

function wrongUser (user: UserState, userId: string | undefined): boolean {
  return userId !== undefined && userId !== user.profile.user_id
}

function amountRefusal (problem: WithdrawAmountProblem, region: Region): Failure {
  switch (problem.key) {
    case 'required': case 'below_minimum': return fail(DOMAIN.INVALID_AMOUNT)
    case 'not_multiple': return fail(
      DOMAIN.INVALID_AMOUNT,
      { amount: formatMoney(problem.multiple, region) },
      'upstream.multiple_of'
    )
    case 'above_balance': return fail(DOMAIN.INSUFFICIENT_BALANCE)
    case 'above_withdrawable': return fail(DOMAIN.INSUFFICIENT_WITHDRAW_BALANCE)
  }
}

/** The smallest PAN OCR can accept: anything smaller is not a photo. */
export const MIN_PAN_PHOTO_BYTES = 1024

type WithdrawIds =
  | 'withdraw'
  | 'withdrawList'
  | 'withdrawWaitAudit'
  | 'withdrawCancel'
  | 'withdrawComplain'
  | 'bindPaytm'
  | 'bindAccount'
  | 'bindUpiWithPan'
  | 'bindList'
  | 'updateUpiAccount'
  | 'getUpiAccount'
  | 'updateBankAccount'
  | 'getBankAccount'
  | 'universalUpdate'
  | 'universalGet'
  | 'ocrPancard'

function withdraw (ctx: RuleContext<'withdraw'>): RuleAnswer<'withdraw'> {
  const user = me(ctx)
  const { amount, account_id: accountId } = ctx.body
  const { asset, region } = user
  const conf = ctx.world.catalog(region).withdraw_conf
  if (!asset.recharged) return fail(DOMAIN.WITHDRAW_NEEDS_RECHARGE)
  const problem = withdrawAmountProblem(
    amount,
    region,
    { minAmount: conf.min_amount, balance: asset.amount, withdrawable: asset.withdraw_amt }
  )
  if (problem !== null) return amountRefusal(problem, region)
  const used = usedToday(ctx.world, user)
  const daily = dailyLimitProblem(amount, used, conf)
  if (daily !== null) {
    const when = { reset: localTime(used.resets_at, region), zone: REGION_INFO[region].timeZone }
    return daily.key === 'daily_times'
      ? fail(DOMAIN.WITHDRAW_DAILY_TIMES, { times: daily.times, ...when })
      : fail(
        DOMAIN.WITHDRAW_DAILY_MAX,
        { max: formatMoney(daily.max, region), remaining: formatMoney(daily.remaining, region), ...when }
      )
  }
  const account = accountId === undefined
    ? defaultAccount(user)
    : user.accounts.find(a => a.account_id === accountId && a.status === 'bound')
  if (account === undefined) return fail(DOMAIN.NO_BOUND_ACCOUNT)

  const now = ctx.world.now()
  const tax = taxFor(ctx.world, user, amount)
  const order: StoredWithdrawal = {
    order_id: ctx.world.nextId('WD'),
    amount,
    tax,
    status: 0,
    type: account.type,
    account_masked: maskAccount(account),
    created_at: now,
    updated_at: now,
    remark: say('withdraw_processing'),
    steps: [{ status: 0, at: now }],
    account_id: account.account_id,
    payout: paidByUpstream(ctx.world, user) ? 'upstream' : 'dealers'
  }
  user.withdrawals.unshift(order)
  recordWithdrawal(ctx.world, user, order)
  if (order.payout === 'dealers') offerWithdrawal(ctx.world, user, order, account)
  asset.withdraw_amt -= amount
  asset.amount -= amount
  asset.withdraw_times += 1
  user.trades.unshift({
    trade_id: ctx.world.nextId('TR'), type: 4, amount: -amount, status: 0, created_at: now,
    remark: say('trade_withdrawal', { order: order.order_id, to: order.account_masked }), ref: order.order_id
  })
  return ok({ order: orderView(order, region), payout_days: REGION_INFO[region].payoutDays })
}

function withdrawList (ctx: RuleContext<'withdrawList'>): RuleAnswer<'withdrawList'> {
  const user = me(ctx)
  const { page, page_size: pageSize, status, month } = ctx.body
  const items = user.withdrawals
    .filter(w => status === undefined || status === -1 || w.status === status)
    .filter(w => month === undefined || monthOf(w.created_at, user.region) === month)
    .map(w => orderView(w, user.region))
  return ok(pageOf(items, page, pageSize))
}

function withdrawCancel (ctx: RuleContext<'withdrawCancel'>): RuleAnswer<'withdrawCancel'> {
  const user = me(ctx)
  const order = user.withdrawals.find(w => w.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  if (order.status !== 0) return fail(DOMAIN.NOT_CANCELLABLE)
  // A dealer who has accepted it is paying it: too late to cancel.
  if (!withdrawOffer(ctx.world, order.order_id)) return fail(DOMAIN.NOT_CANCELLABLE)
  const now = ctx.world.now()
  order.status = 5
  order.updated_at = now
  order.steps = [...(order.steps ?? [{ status: 0, at: order.created_at }]), { status: 5, at: now }]
  order.remark = say('withdraw_cancelled')
  undoWithdrawal(ctx.world, user, order)
  user.asset.withdraw_amt += order.amount
  user.asset.amount += order.amount
  const trade = user.trades.find(t => t.ref === order.order_id && t.type === 4)
  if (trade !== undefined) trade.status = 3
  user.trades.unshift({
    trade_id: ctx.world.nextId('TR'), type: 5, amount: order.amount, status: 1, created_at: now,
    remark: say('trade_withdrawal_refund', { order: order.order_id }), ref: order.order_id
  })
  return ok({ order: orderView(order, user.region), refunded: order.amount })
}

// "Not received?": the dealer's order is frozen (pay-roll state 5, complaint label) for the platform's
// review, and the withdrawal with it; only a dealer's remit, and only within its complaint window.
function withdrawComplain (ctx: RuleContext<'withdrawComplain'>): RuleAnswer<'withdrawComplain'> {
  const user = me(ctx)
  const order = user.withdrawals.find(w => w.order_id === ctx.body.order_id)
  if (order === undefined) return fail(DOMAIN.ORDER_NOT_FOUND)
  const taker = ctx.world.payoutOffers.get(order.order_id)?.taker ?? null
  const dealer = taker === null ? undefined : ctx.world.userById(taker)
  if (order.status !== 6 || dealer === undefined || !isDealer(dealer)) return fail(DOMAIN.COMPLAINT_CLOSED)
  const copy = dealer.dealer.orders.find(o => o.order_id === order.order_id && o.pooled === true)
  const now = ctx.world.now()
  if (copy?.status !== 3 || !complaintOpen(copy.remitted_at, now)) return fail(DOMAIN.COMPLAINT_CLOSED)
  if (!applyAction(ctx.world, dealer, copy, 'complain', now, say('payout_complaint'))) {
    return fail(DOMAIN.COMPLAINT_CLOSED)
  }
  return ok({ order: orderView(order, user.region) })
}

function bindPaytm (ctx: RuleContext<'bindPaytm'>): RuleAnswer<'bindPaytm'> {
  const result = bind(ctx.world, me(ctx), 'paytm', { paytm_id: ctx.body.paytm_id, name: ctx.body.name })
  return result.ok ? ok(boundView(result.data)) : result
}

function bindAccount (ctx: RuleContext<'bindAccount'>): RuleAnswer<'bindAccount'> {
  const result = bind(ctx.world, me(ctx), 'bank', ctx.body)
  return result.ok ? ok(boundView(result.data)) : result
}

function updateBankAccount (ctx: RuleContext<'updateBankAccount'>): RuleAnswer<'updateBankAccount'> {
  const result = bind(ctx.world, me(ctx), 'bank', ctx.body)
  return result.ok ? ok(bankView(result.data)) : result
}

function bindUpiWithPan (ctx: RuleContext<'bindUpiWithPan'>): RuleAnswer<'bindUpiWithPan'> {
  const { pan_photo_url: _photo, ...fields } = ctx.body
  const result = bind(ctx.world, me(ctx), 'upi', fields)
  return result.ok ? ok(boundView(result.data)) : result
}

function updateUpiAccount (ctx: RuleContext<'updateUpiAccount'>): RuleAnswer<'updateUpiAccount'> {
  const result = bind(ctx.world, me(ctx), 'upi', ctx.body)
  return result.ok ? ok(upiView(result.data)) : result
}

function universalUpdate (ctx: RuleContext<'universalUpdate'>): RuleAnswer<'universalUpdate'> {
  const { type, ...fields } = ctx.body
  const result = bind(ctx.world, me(ctx), type, fields)
  return result.ok ? ok(universalView(type, result.data)) : result
}

function ocrPancard (ctx: RuleContext<'ocrPancard'>): RuleAnswer<'ocrPancard'> {
  const user = me(ctx)
  if (wrongUser(user, ctx.body.user_id)) return fail(DOMAIN.USER_MISMATCH)
  const upload = ctx.upload
  if (upload === null || upload.size < MIN_PAN_PHOTO_BYTES) return fail(DOMAIN.PAN_UPLOAD_INVALID)
  if (/blurry/i.test(upload.filename)) return fail(DOMAIN.PAN_AUTH_FAILED)
  // Without a card on record the "OCR" reads a stable fake, so a flow can be repeated.
  user.pan ??= { pan_number: `ABCPE${user.profile.user_id.slice(-4)}F`, name: user.profile.name.toUpperCase() }
  return ok({ pan_number: user.pan.pan_number, name: user.pan.name, photo_url: storeUpload(ctx.world, upload).url })
}

export const withdrawHandlers = {
  withdraw,
  withdrawList,
  withdrawWaitAudit: ctx => ok({ total: me(ctx).withdrawals.filter(w => w.status === 0).length }),
  withdrawCancel,
  withdrawComplain,
  bindList: ctx => ok({ items: me(ctx).accounts.map(boundView) }),
  bindPaytm,
  bindAccount,
  updateBankAccount,
  getBankAccount: ctx => ok(bankView(accountOfType(me(ctx), 'bank'))),
  bindUpiWithPan,
  updateUpiAccount,
  getUpiAccount: ctx => ok(upiView(accountOfType(me(ctx), 'upi'))),
  universalUpdate,
  universalGet: ctx => ok(universalView(ctx.body.type, accountOfType(me(ctx), ctx.body.type))),
  ocrPancard
} satisfies Pick<HandlerTable, WithdrawIds>
