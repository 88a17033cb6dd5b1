// Confirming a payment the host app's SDK took: wait for the app's result or for the player to come
// back, report the SDK's result, then ask the upstream until the order is settled (docs/API.md "The host bridge").
import { onPayResult } from '../../lib/bridge.js'
import { PAYMENT_WINDOW_S } from '../../../../shared/rules/payment-window.js'

/**
 * Once the page is visible again, and once the app's result has come, 1 s before the first check: the
 * app's result may still arrive, and the provider's notice reach the upstream (the spec's 1 s windows).
 */
export const PAY_RESULT_WINDOW_MS = 1000

/** How long the provider keeps an order open; the checks reach its end. */
export const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_S * 1000

/**
 * The checking schedule, after PhonePe's check-status guide: the first check when the player is back,
 * then every 3 s for 30 s, every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute
 * until the provider's window ends. Counted from the hand-off to the app, so a page that comes back later
 * continues the schedule rather than restarting it. The only table of these delays.
 */
export const CHECK_SCHEDULE: ReadonlyArray<{ everyMs: number, forMs: number }> = [
  { everyMs: 3_000, forMs: 30_000 },
  { everyMs: 6_000, forMs: 60_000 },
  { everyMs: 10_000, forMs: 60_000 },
  { everyMs: 30_000, forMs: 60_000 },
  { everyMs: 60_000, forMs: Infinity }
]

/** A last check this long after the window's end, when the upstream has given an unpaid order up. */
export const LAST_CHECK_AFTER_WINDOW_MS = 5_000

/** The checks' times, in ms after the hand-off, the last one just after the window ends. */
export function checkTimes (windowMs = PAYMENT_WINDOW_MS): number[] {
  const times: number[] = []
  let at = 0
  let stepEnd = 0
  for (const { everyMs, forMs } of CHECK_SCHEDULE) {
    stepEnd += forMs
    while (at + everyMs <= Math.min(stepEnd, windowMs)) {
      at += everyMs
      times.push(at)
    }
    if (stepEnd >= windowMs) break
  }
  times.push(windowMs + LAST_CHECK_AFTER_WINDOW_MS)
  return times
}

/** The scheduled checks still to come `elapsedMs` after the hand-off (a page that comes back continues here). */
export function checksAfter (elapsedMs: number, windowMs = PAYMENT_WINDOW_MS): number[] {
  return checkTimes(windowMs).filter(at => at > elapsedMs)
}

/** When the player will know: the last check's time, for an order handed off at `handedAt` (ms). */
export function knownBy (handedAt: number, windowMs = PAYMENT_WINDOW_MS): number {
  return handedAt + windowMs + LAST_CHECK_AFTER_WINDOW_MS
}

/** not_supported: the app's store cannot take the payment (an old Google Play). */
export type SdkOutcome = 'success' | 'failed' | 'cancelled' | 'not_supported'

export interface SdkResult {
  /** The order the app says the result is for; null when it did not say. */
  orderId: string | null
  /** null: a result we cannot map (the order is then only checked, never reported). */
  outcome: SdkOutcome | null
  /** The app's whole answer, passed on to the upstream for its records. */
  payload: string
}

const OUTCOMES: Record<string, SdkOutcome> = {
  success: 'success', succeeded: 'success', ok: 'success', paid: 'success',
  failed: 'failed', fail: 'failed', failure: 'failed', error: 'failed',
  cancelled: 'cancelled', canceled: 'cancelled', cancel: 'cancelled',
  not_supported: 'not_supported', unsupported: 'not_supported', billing_unavailable: 'not_supported'
}

/** Host apps of different versions answer `result` or `status`, sometimes in capitals. */
export function readSdkResult (raw: Record<string, unknown>): SdkResult {
  const id = raw.order_id ?? raw.orderId
  const word = raw.result ?? raw.status
  const payload = JSON.stringify(raw)
  return {
    orderId: typeof id === 'string' && id !== '' ? id : null,
    outcome: typeof word === 'string' ? OUTCOMES[word.toLowerCase()] ?? null : null,
    payload: payload.length <= 4000 ? payload : ''
  }
}

/**
 * The app's results not yet reported to the upstream, per order. Kept beyond one confirmation, so a
 * result that arrives after the checks gave up is reported by the next "check again".
 */
const unreported = new Map<string, SdkResult>()

/**
 * Listens to the app's results for one order from before pay() is called (an app may answer at once)
 * until the confirmation ends.
 */
export class PayResultWatch {
  private readonly wakers = new Set<() => void>()
  private readonly unsubscribe: () => void

  constructor (readonly orderId: string) {
    this.unsubscribe = onPayResult(raw => {
      const result = readSdkResult(raw)
      if (result.orderId !== null && result.orderId !== orderId) return
      unreported.set(orderId, result)
      this.wake()
    })
  }

  /** The result still to be reported, if any. */
  peek (): SdkResult | null {
    return unreported.get(this.orderId) ?? null
  }

  /** The upstream has the result (or refused it for good): do not report it again. */
  reported (): void {
    unreported.delete(this.orderId)
  }

  hasResult (): boolean {
    return this.peek() !== null
  }

  /** Resolves after `ms`, or earlier when a result arrives or the signal aborts. */
  async pause (ms: number, signal: AbortSignal): Promise<void> {
    if (this.hasResult() || signal.aborted) return
    await new Promise<void>(resolve => {
      const done = () => {
        clearTimeout(timer)
        this.wakers.delete(done)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.wakers.add(done)
      signal.addEventListener('abort', done)
    })
  }

  /**
   * Resolves when the player is back from paying: the app's result or the page visible again, each plus
   * the 1 s window, or `manual` (the player says they have paid), or the signal aborts.
   */
  async untilReturn (signal: AbortSignal, manual: Promise<void>): Promise<void> {
    if (signal.aborted) return
    await new Promise<void>(resolve => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const done = () => {
        clearTimeout(timer)
        this.wakers.delete(onResult)
        signal.removeEventListener('abort', done)
        document.removeEventListener('visibilitychange', onVisibility)
        resolve()
      }
      const onVisibility = () => {
        clearTimeout(timer)
        if (document.visibilityState === 'visible') timer = setTimeout(done, PAY_RESULT_WINDOW_MS)
      }
      // The app's result: its window too, then the first check.
      const onResult = () => {
        this.wakers.delete(onResult)
        clearTimeout(timer)
        timer = setTimeout(done, PAY_RESULT_WINDOW_MS)
      }
      this.wakers.add(onResult)
      signal.addEventListener('abort', done)
      document.addEventListener('visibilitychange', onVisibility)
      void manual.then(done)
      if (this.hasResult()) onResult()
    })
  }

  dispose (): void {
    this.unsubscribe()
    this.wake()
  }

  private wake (): void {
    for (const w of [...this.wakers]) w()
  }
}
