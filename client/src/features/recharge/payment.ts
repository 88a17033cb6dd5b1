// Confirming a payment the host app's SDK took: wait for the app's result or for the player to come
// back, report the SDK's result, then ask the upstream until the order is settled (docs/API.md "The host bridge").
import { onPayResult } from '../../lib/bridge.js'

/** Once the page is visible again, the app's result gets 1 s to arrive before we ask without it. */
export const PAY_RESULT_WINDOW_MS = 1000
/** Waits between the order checks: 6 checks over about 23 s, then the order is reported as still in process. */
export const POLL_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 8000]
export const MAX_CHECKS = POLL_DELAYS_MS.length + 1

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
   * Resolves when the player is back from paying: the app's result, or the page visible again plus
   * the 1 s window, or `manual` (the player says they have paid), or the signal aborts.
   */
  async untilReturn (signal: AbortSignal, manual: Promise<void>): Promise<void> {
    if (this.hasResult() || signal.aborted) return
    await new Promise<void>(resolve => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const done = () => {
        clearTimeout(timer)
        this.wakers.delete(done)
        signal.removeEventListener('abort', done)
        document.removeEventListener('visibilitychange', onVisibility)
        resolve()
      }
      const onVisibility = () => {
        clearTimeout(timer)
        if (document.visibilityState === 'visible') timer = setTimeout(done, PAY_RESULT_WINDOW_MS)
      }
      this.wakers.add(done)
      signal.addEventListener('abort', done)
      document.addEventListener('visibilitychange', onVisibility)
      void manual.then(done)
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
