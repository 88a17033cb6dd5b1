// What happens to a player's withdrawal as its payout moves: a dealer's remit makes it transferring, the
// complaint window's end received, a complaint frozen, an upheld complaint or a bounced payout back (the
// money returned). Written once for the dealers' orders and the upstream's own payouts.
import type { PayrollAction } from '../../../shared/rules/payroll.js'
import type { WithdrawOrder } from '../../../shared/schemas/withdraw.js'
import type { StoredPayout, UserState, WorldAccess } from './world-types.js'
import type { Text } from '../texts/local-text.js'
import { say } from '../texts/say.js'
import { undoWithdrawal } from './tax-year.js'
import { complaintClosesAt } from '../../../shared/rules/payout-tracker.js'

/** Sets the withdrawal's status and note, and the status of its trade (0 processing, 1 successful, 2 failed). */
export function moveWithdrawal (
  player: UserState,
  orderId: string,
  status: WithdrawOrder['status'],
  remark: Text,
  at: number
): void {
  const w = player.withdrawals.find(x => x.order_id === orderId)
  if (w === undefined) return
  w.status = status
  w.remark = remark
  w.updated_at = at
  // The tracker's timeline: every status reached, with its time.
  w.steps = [...(w.steps ?? [{ status: 0, at: w.created_at }]), { status, at }]
  if (status !== 6) delete w.complain_until
  const trade = player.trades.find(t => t.ref === orderId && t.type === 4)
  if (trade !== undefined) trade.status = status === 1 ? 1 : status === 2 ? 2 : 0
}

/** The payout failed: the withdrawal is back and the money returns to the balance, with a refund trade. */
export function returnWithdrawal (
  world: WorldAccess,
  player: UserState,
  orderId: string,
  at: number,
  refund: boolean
): void {
  const w = player.withdrawals.find(x => x.order_id === orderId)
  if (w === undefined || w.status === 2) return
  moveWithdrawal(player, orderId, 2, say('withdraw_back'), at)
  undoWithdrawal(world, player, w)
  if (refund) {
    player.asset.amount += w.amount
    player.asset.withdraw_amt += w.amount
  }
  player.trades.unshift({
    trade_id: world.nextId('TR'), type: 5, amount: w.amount, status: 1, created_at: at,
    remark: say('trade_withdrawal_back', { order: orderId }), ref: orderId
  })
}

/** A dealer's move on a copy of a player's withdrawal, passed on to the withdrawal and the offer. */
export function payoutMoved (
  world: WorldAccess,
  dealerId: string,
  order: StoredPayout,
  action: PayrollAction,
  at: number
): void {
  const offer = world.payoutOffers.get(order.order_id)
  if (order.pooled !== true || offer === undefined) return
  const player = world.wallet(order.user_id)?.user ?? null
  switch (action) {
    case 'refuse':
      offer.passedBy.add(dealerId)
      return
    case 'abandon': case 'timeout':
      // Back to the pool for the region's other dealers.
      offer.passedBy.add(dealerId)
      offer.state = 'open'
      offer.taker = null
      return
    case 'remit':
      if (player !== null) {
        moveWithdrawal(
          player,
          order.order_id,
          6,
          order.utr !== '' ? say('withdraw_transferring', { utr: order.utr }) : say('withdraw_transferring_record'),
          at
        )
        const w = player.withdrawals.find(x => x.order_id === order.order_id)
        if (w !== undefined) {
          // A bKash or Nagad payment's reference is its TrxID; a bank's or UPI's, its UTR.
          if (order.utr !== '') {
            w.reference = {
              kind: order.pay_method === 'bkash' || order.pay_method === 'nagad' ? 'trxid' : 'utr',
              value: order.utr
            }
          }
          w.complain_until = complaintClosesAt(at)
        }
      }
      return
    case 'complain':
      if (player !== null) moveWithdrawal(player, order.order_id, 7, say('withdraw_frozen'), at)
      return
    case 'settle': case 'resolve_paid':
      offer.state = 'closed'
      if (player !== null) {
        moveWithdrawal(
          player,
          order.order_id,
          1,
          order.utr !== '' ? say('withdraw_received_utr', { utr: order.utr }) : say('withdraw_received'),
          at
        )
      }
      return
    case 'resolve_failed':
      offer.state = 'closed'
      // applyAction's return_to_player has already given the money back.
      if (player !== null) returnWithdrawal(world, player, order.order_id, at, false)
      break
    default:
      // accept, user_cancel: the withdrawal stays processing.
  }
}
