// A player's withdrawal on its way out (spec: coin dealers handle payout orders). Where the region has coin
// dealers it is offered in their available lists with the player's account; the first dealer to accept
// takes it (the others' lists lose it), a refusal or an abandon leaves it to the others, and the player may
// cancel it until a dealer has it. Where the region has none (catalogue `self_payout`), the upstream pays
// it out itself as the business clock moves. Handlers are synchronous, so a check and its change happen in
// one call with nothing in between: of two racing calls, one wins.
import { DOMAIN } from '../../../shared/domain-codes.js'
import type { PayMethod } from '../../../shared/schemas/dealer.js'
import type { Static } from 'typebox'
import { applyAction } from './dealer-world.js'
import { isFinal } from '../../../shared/rules/payroll.js'
import { fail, type Failure } from '../outcome.js'
import { say } from '../texts/say.js'
import type {
  Account, DealerState, PayoutOffer, StoredPayout, StoredWithdrawal, UserState, WorldAccess
} from './world-types.js'
import type { Text } from '../texts/local-text.js'
import { moveWithdrawal, returnWithdrawal } from './withdrawal-moves.js'

type Dealer = UserState & { dealer: DealerState }

/** The dealers' way of paying each payout type; a bKash or Nagad wallet number goes where a bank account would. */
function payMethodOf (a: Account): Static<typeof PayMethod> {
  return a.type === 'upi' || a.type === 'bkash' || a.type === 'nagad' ? a.type : 'bank'
}

/** Whether the upstream pays the region's withdrawals itself (no coin dealers there). */
export function paidByUpstream (world: WorldAccess, user: UserState): boolean {
  return world.catalog(user.region).self_payout !== undefined
}

/** Offers a new withdrawal to the region's dealers, carrying what a dealer needs to pay the account. */
export function offerWithdrawal (world: WorldAccess, player: UserState, w: StoredWithdrawal, account: Account): void {
  const method = payMethodOf(account)
  const wallet = account.type === 'bkash' || account.type === 'nagad'
  const offer: StoredPayout = {
    order_id: w.order_id,
    user_id: player.profile.user_id,
    name: account.name,
    amount: w.amount - w.tax,
    pay_method: method,
    bank_name: wallet ? (account.type === 'bkash' ? 'bKash' : 'Nagad') : account.bank_name,
    ifsc: account.ifsc,
    bank_account: wallet ? account.account_no : account.bank_account,
    upi_id: method === 'upi' ? (account.upi_id !== '' ? account.upi_id : account.paytm_id) : '',
    status: 1,
    label: 'none',
    utr: '',
    record_url: '',
    created_at: w.created_at,
    accepted_at: 0,
    remitted_at: 0,
    finished_at: 0,
    remark: '',
    complained_at: 0,
    script: {},
    history: [{ at: w.created_at, action: 'created', by: 'player', from: 0, to: 1, note: say('payout_requested') }],
    pooled: true
  }
  world.payoutOffers.set(w.order_id, { offer, region: player.region, state: 'open', taker: null, passedBy: new Set() })
}

function visibleTo (o: PayoutOffer, d: Dealer): boolean {
  return o.state === 'open' && o.region === d.region && !o.passedBy.has(d.profile.user_id)
}

/** The open offers in this dealer's available list, newest first. */
export function offersFor (world: WorldAccess, d: Dealer): StoredPayout[] {
  const visible = [...world.payoutOffers.values()].filter(o => visibleTo(o, d)).map(o => o.offer)
  return visible.sort((a, b) => b.created_at - a.created_at)
}

/** An offer this dealer can see (the order is then not yet one of the dealer's own). */
export function offerFor (world: WorldAccess, d: Dealer, orderId: string): PayoutOffer | undefined {
  const o = world.payoutOffers.get(orderId)
  return o !== undefined && o.region === d.region ? o : undefined
}

/**
 * A dealer accepts or refuses an offer: the dealer gets a copy of the order and the action is applied to it.
 * An offer another dealer holds, or the player cancelled, is refused with its own code.
 */
export function takeOffer (
  world: WorldAccess,
  d: Dealer,
  o: PayoutOffer,
  action: 'accept' | 'refuse',
  at: number,
  note: Text
): StoredPayout | Failure {
  if (o.state === 'cancelled') return fail(DOMAIN.PAYOUT_CANCELLED)
  if (o.state !== 'open' || o.passedBy.has(d.profile.user_id)) return fail(DOMAIN.PAYOUT_TAKEN)
  const order: StoredPayout = {
    ...o.offer,
    script: { ...o.offer.script },
    history: o.offer.history.map(h => ({ ...h }))
  }
  const index = d.dealer.orders.findIndex(x => x.created_at <= order.created_at)
  if (index < 0) d.dealer.orders.push(order)
  else d.dealer.orders.splice(index, 0, order)
  if (action === 'accept') {
    o.state = 'taken'
    o.taker = d.profile.user_id
  }
  applyAction(world, d, order, action, at, note)
  return order
}

/** The player cancels: possible only while no dealer holds the order; false when one does. */
export function withdrawOffer (world: WorldAccess, orderId: string): boolean {
  const o = world.payoutOffers.get(orderId)
  if (o === undefined) return true
  if (o.state !== 'open') return false
  o.state = 'cancelled'
  return true
}

/** The ISPB (Brazil's bank code) of the mock's Pix payer, at the start of its end-to-end ids. */
const PIX_PAYER_ISPB = '18236120'

/**
 * The reference the upstream's payer gives when it sends the money: a Pix payment's end-to-end id ('E', the
 * payer's ISPB, the UTC minute, 11 characters of its own: 32 in all), else the provider's transfer reference.
 */
function selfPayoutReference (
  world: WorldAccess,
  w: StoredWithdrawal,
  at: number
): NonNullable<StoredWithdrawal['reference']> {
  const serial = world.nextId('')
  if (w.type !== 'pix') return { kind: 'provider', value: `PR${serial}` }
  const minute = new Date(at * 1000).toISOString().slice(0, 16).replace(/\D/g, '')
  return { kind: 'pix_e2e', value: `E${PIX_PAYER_ISPB}${minute}${`WD${serial}`.slice(0, 11).padEnd(11, '0')}` }
}

/** The upstream's own payouts due by `now`: transferring, then received, or back for a scripted failure. */
export function advanceSelfPayouts (world: WorldAccess, player: UserState, now: number): void {
  const conf = world.catalog(player.region).self_payout
  if (conf === undefined) return
  for (const w of player.withdrawals) {
    if (w.payout !== 'upstream') continue
    const sendAt = w.created_at + conf.transfer_after_s
    const doneAt = w.created_at + Math.max(conf.receive_after_s, conf.transfer_after_s)
    if (w.status === 0 && now >= sendAt) {
      moveWithdrawal(player, w.order_id, 6, say('withdraw_sending'), sendAt)
      w.reference = selfPayoutReference(world, w, sendAt)
    }
    if (w.status === 6 && now >= doneAt) {
      if (conf.bounce_amounts.includes(w.amount)) returnWithdrawal(world, player, w.order_id, doneAt, true)
      else moveWithdrawal(player, w.order_id, 1, say('withdraw_received'), doneAt)
    }
  }
}

/** Scripts the player's complaint and the platform's review of an offered withdrawal, for whoever pays it. */
export function scriptPayout (
  world: WorldAccess & { userById: (id: string) => UserState | undefined },
  orderId: string,
  script: StoredPayout['script']
): boolean {
  const o = world.payoutOffers.get(orderId)
  if (o === undefined) return false
  Object.assign(o.offer.script, script)
  const taker = o.taker === null ? undefined : world.userById(o.taker)
  const copy = taker?.dealer?.orders.find(x => x.order_id === orderId && x.pooled === true && !isFinal(x.status))
  if (copy !== undefined) Object.assign(copy.script, script)
  return true
}

/**
 * The platform's review of a player's complaint, decided now (the control API's; a script's review waits
 * the catalogue's review_s): paid credits the dealer and the withdrawal is received, failed returns the money.
 */
export function reviewPayout (
  world: WorldAccess & { userById: (id: string) => UserState | undefined, now: () => number },
  orderId: string,
  outcome: 'paid' | 'failed'
): 'reviewed' | 'unknown' | 'not_frozen' {
  const o = world.payoutOffers.get(orderId)
  const taker = o?.taker == null ? undefined : world.userById(o.taker)
  const copy = taker?.dealer?.orders.find(x => x.order_id === orderId && x.pooled === true)
  if (taker?.dealer === undefined || copy === undefined) return 'unknown'
  if (copy.status !== 5) return 'not_frozen'
  applyAction(world, taker as Dealer, copy, outcome === 'paid' ? 'resolve_paid' : 'resolve_failed', world.now())
  return 'reviewed'
}
