// The life of one payment: order created, handed to the app, confirmed with the upstream, settled.
// Shared by every way of adding cash and by the return-from-payment route.
import { useCallback, useEffect, useRef, useState } from 'react'
import { getDefaultStore } from 'jotai'
import type { RechargeOrder, RechargeResult } from '../../../../shared/schemas/recharge.js'
import { DOMAIN } from '../../../../shared/domain-codes.js'
import type { Result } from '../../lib/result.js'
import { runMoneyAction, type Trail } from '../../domain/money-action/index.js'
import { inHostApp, pay } from '../../lib/bridge.js'
import { currentUser, refreshAtom } from '../../lib/session.js'
import { clearPayment, keepPayment, readPayment } from '../../lib/kept-payment.js'
import { t } from '../../lib/i18n.js'
import { checksAfter, knownBy, PayResultWatch } from './payment.js'
import { step } from './analytics.js'
import { orderDetail, reportPayResult } from './api.js'

export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'creating' }
  /** Handed to the app; waiting for its result or the player's return. */
  | { phase: 'waiting', order: RechargeOrder }
  /** Being checked on the schedule (payment.ts); `knowBy`: when the last check is due (ms). */
  | { phase: 'confirming', order: RechargeOrder, check: number, knowBy: number }
  | { phase: 'success', order: RechargeOrder }
  | { phase: 'failed', order: RechargeOrder | null, message: string, reason: string }
  /** Still pending after the last check, at the provider's window's end: the upstream may settle it later. */
  | { phase: 'pending', order: RechargeOrder }
  /** No host app to pay with (a browser), or the app refused the hand-off. */
  | { phase: 'no-app', order: RechargeOrder | null }

/** The upstream's answers to the app's result that end the payment: too late, or the app's store cannot pay. */
const ENDS_PAYMENT: readonly number[] = [DOMAIN.PAYMENT_TIME_EXCEEDED, DOMAIN.PAYMENT_NOT_SUPPORTED]

export type CreateOrder = () => Promise<Result<RechargeResult>>

/** Making the order is Add Cash's money action (domain/money-action): its keyed call and its analytics. */
const CREATE_TRAIL: Trail<undefined, RechargeResult> = {
  area: 'recharge',
  names: { success: 'order_created', failure: 'error' },
  details: () => ({}),
  success: (_, { order }) => ({ order_id: order.order_id, amount: order.amount, channel_id: order.channel_id }),
  failure: () => ({ step: 'create_order' }),
  track: (_, name, props) => { step(name, props) }
}

/** A bare order known only by its id and amount (back from paying, or kept on the device). */
export function orderStub (orderId: string, amount = 0): RechargeOrder {
  return {
    order_id: orderId,
    status: 0,
    amount,
    give_amount: 0,
    channel_id: 0,
    pay_type: 0,
    created_at: 0,
    finished_at: 0,
    fail_reason: ''
  }
}

/**
 * The kept order (lib/snapshot.ts) once its outcome is on the screen: a success is done with; a failure is
 * kept (shown) for a late authorisation to be shown on a later visit.
 */
function markShown (order: RechargeOrder): void {
  const kept = readPayment()
  if (kept?.order_id !== order.order_id) return
  if (order.status === 1) clearPayment()
  else keepPayment({ ...kept, shown: 2 }, currentUser()?.user_id)
}

/** When the order was handed to the app, as kept on the device; else now (the schedule starts here). */
function handedAt (order: RechargeOrder): number {
  const kept = readPayment()
  if (kept?.order_id === order.order_id) return kept.handed_at
  const now = Date.now()
  // The host's return route for an order this page did not hand off: kept too, unless another is still in flight.
  if (kept === null || kept.shown !== 0) {
    keepPayment({ order_id: order.order_id, amount: order.amount, handed_at: now, shown: 0 }, currentUser()?.user_id)
  }
  return now
}

interface Run {
  controller: AbortController
  watch: PayResultWatch
  /** Called when the player says they have paid; resolves `manualDone`. */
  manual: () => void
  manualDone: Promise<void>
}

export function usePayment () {
  const [state, setState] = useState<PaymentState>({ phase: 'idle' })
  const run = useRef<Run | null>(null)
  const lastCreate = useRef<CreateOrder | null>(null)

  const alive = useRef(true)

  const stop = useCallback(() => {
    run.current?.controller.abort()
    run.current?.watch.dispose()
    run.current = null
  }, [])
  useEffect(() => {
    alive.current = true
    return () => { alive.current = false; stop() }
  }, [stop])

  const settle = useCallback((order: RechargeOrder, checks: number) => {
    markShown(order)
    if (order.status === 1) {
      setState({ phase: 'success', order })
      // Balances shown anywhere reload.
      getDefaultStore().set(refreshAtom, n => n + 1)
      step('result', { order_id: order.order_id, status: 'success', checks })
    } else {
      setState({ phase: 'failed', order, message: t('upstream.payment_failed'), reason: order.fail_reason })
      step('result', { order_id: order.order_id, status: 'failed', checks, reason: order.fail_reason })
    }
  }, [])

  /**
   * Reports the app's result if there is one, then asks for the order (recharge detail) now and on the
   * checking schedule (payment.ts) while it is pending, until the provider's window ends.
   */
  const confirmLoop = useCallback(async (start: RechargeOrder, watch: PayResultWatch, signal: AbortSignal) => {
    let order = start
    const handed = handedAt(start)
    const knowBy = knownBy(handed)
    // Where the schedule stands: a page that comes back continues it (the first check is now, whatever the time).
    let at = Date.now() - handed
    const next = checksAfter(at)
    for (let check = 1; ; check++) {
      if (signal.aborted) return
      setState({ phase: 'confirming', order, check, knowBy })
      const sdk = watch.peek()
      if (sdk !== null && sdk.outcome !== null) {
        const body = {
          order_id: order.order_id,
          result: sdk.outcome,
          ...(sdk.payload === '' ? {} : { payload: sdk.payload })
        }
        const reported = await reportPayResult(body, signal)
        if (signal.aborted) return
        if (reported.ok || reported.status === 'error') watch.reported()
        // The app's result is a hint for the upstream, which asks the payment provider; what the player is
        // shown comes from the order query below, never from the app's word or the report's answer.
        // Too late, or the app's store cannot pay ("Update Google Play and try again"): the upstream's word.
        if (!reported.ok && ENDS_PAYMENT.includes(reported.code)) {
          setState({ phase: 'failed', order, message: reported.msg, reason: '' })
          step('result', { order_id: order.order_id, status: 'failed', checks: check, code: reported.code })
          return
        }
      } else if (sdk !== null) {
        watch.reported()
      }
      const detail = await orderDetail(order.order_id, signal)
      if (signal.aborted) return
      if (detail.ok) {
        order = detail.data
        if (order.status !== 0) { settle(order, check); return }
      } else if (detail.status === 'error' && detail.code === DOMAIN.ORDER_NOT_FOUND) {
        if (readPayment()?.order_id === order.order_id) clearPayment()
        setState({ phase: 'failed', order: null, message: detail.msg, reason: '' })
        step('error', { step: 'confirm', code: detail.code })
        return
      }
      const due = next.shift()
      if (due === undefined) {
        setState({ phase: 'pending', order })
        step('result', { order_id: order.order_id, status: 'pending', checks: check })
        return
      }
      // The schedule's own gaps (not the wall clock), so a throttled or slow page shifts later checks, never
      // skips them.
      await watch.pause(due - at, signal)
      at = due
    }
  }, [settle])

  const begin = useCallback((orderId: string): Run => {
    stop()
    let manual: () => void = () => {}
    const manualDone = new Promise<void>(resolve => { manual = resolve })
    const current: Run = { controller: new AbortController(), watch: new PayResultWatch(orderId), manual, manualDone }
    run.current = current
    return current
  }, [stop])

  /** Creates the order, hands it to the app and confirms it. */
  const start = useCallback(async (create: CreateOrder) => {
    lastCreate.current = create
    // A browser cannot pay: no order is created, so none is left pending to block the next one in the app.
    if (!inHostApp()) {
      setState({ phase: 'no-app', order: null })
      step('pay_unavailable', { reason: 'no_host_app' })
      return
    }
    setState({ phase: 'creating' })
    const created = await runMoneyAction(undefined, create, CREATE_TRAIL)
    if (created.kind !== 'done') {
      // The upstream's message is already shown as a toast; the form stays as it was. After no certain answer
      // the order may exist: Pay again sends the same key (lib/api.ts), and the upstream answers with that order.
      setState({ phase: 'idle' })
      return
    }
    const { order, pay: params } = created.data
    // The player left the screen while the order was being created: do not open a payment they no longer see.
    if (!alive.current) return
    const current = begin(order.order_id)
    // Kept before the hand-off: if the page dies while the player pays, the next visit resumes it.
    const handOff = { order_id: order.order_id, amount: order.amount, handed_at: Date.now(), shown: 0 } as const
    keepPayment(handOff, currentUser()?.user_id)
    if (!pay(params)) {
      clearPayment()
      stop()
      setState({ phase: 'no-app', order })
      step('pay_unavailable', { order_id: order.order_id, reason: 'host_refused' })
      return
    }
    step('pay_handed_off', { order_id: order.order_id, pay_type: params.pay_type })
    setState({ phase: 'waiting', order })
    await current.watch.untilReturn(current.controller.signal, current.manualDone)
    await confirmLoop(order, current.watch, current.controller.signal)
  }, [begin, confirmLoop, stop])

  /** Confirms an order that already exists (back from paying, or "check again"). */
  const confirm = useCallback(async (order: RechargeOrder | string) => {
    const keptAmount = (orderId: string) => readPayment()?.order_id === orderId ? readPayment()?.amount : 0
    const start: RechargeOrder = typeof order === 'string' ? orderStub(order, keptAmount(order)) : order
    const current = begin(start.order_id)
    await confirmLoop(start, current.watch, current.controller.signal)
  }, [begin, confirmLoop])

  /** The player says the payment is done: check now instead of waiting for the app. */
  const checkNow = useCallback(() => { run.current?.manual() }, [])

  /** A new order with the same choices (the failed one stays failed). */
  const retry = useCallback(async () => {
    step('retry', {})
    const create = lastCreate.current
    if (create === null) { setState({ phase: 'idle' }); return }
    await start(create)
  }, [start])

  const reset = useCallback(() => { stop(); setState({ phase: 'idle' }) }, [stop])

  return { state, start, confirm, checkNow, retry, reset }
}
