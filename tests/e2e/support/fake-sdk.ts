// The fake host app's payment SDK: the payer pays (or not) at the mock upstream's fake payment provider,
// which notifies the upstream server to server (POST /__mock/provider/pay), and then the app reports
// through window.onWalletPayResult, as the game app does. Node does the provider's part, so the page never
// reaches the control API.
import type { Page } from 'puppeteer-core'

/** What the payer does with one payment; 'lie' reports success without paying, 'hold' leaves it to the test. */
export type SdkPayment = 'paid' | 'failed' | 'abandoned' | 'lie' | 'hold'
export type SdkFinish = Exclude<SdkPayment, 'hold'>

/** What the app says afterwards: a player who backs out of the SDK gets "cancelled". */
const REPORTED: Record<SdkFinish, string> = { paid: 'success', failed: 'failed', abandoned: 'cancelled', lie: 'success' }

/** The binding the fake host's pay() calls, so Node can play the SDK. */
export const SDK_BINDING = '__fakeWalletSdk'

async function notifyProvider (mockUrl: string, orderId: string, outcome: Exclude<SdkFinish, 'lie'>): Promise<void> {
  const res = await fetch(`${mockUrl}/__mock/provider/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, outcome })
  })
  if (res.status !== 200) throw new Error(`the provider refused ${outcome} for ${orderId}: HTTP ${res.status} ${await res.text()}`)
}

/** The SDK finishes one payment: the provider's notice first (unless the app lies), then the app's report. */
export async function finishPayment (page: Page, mockUrl: string, orderId: string, how: SdkFinish): Promise<void> {
  if (how !== 'lie') await notifyProvider(mockUrl, orderId, how)
  await page.evaluate((id: string, result: string) => {
    const w = window as unknown as { onWalletPayResult?: (json: string) => void }
    if (w.onWalletPayResult === undefined) throw new Error('the page does not listen for pay results')
    w.onWalletPayResult(JSON.stringify({ order_id: id, result }))
  }, orderId, REPORTED[how])
}

/**
 * Lets the fake host's pay() play `payments` in order, one per call; calls beyond the list hold.
 * Problems are reported through `fail` (the page cannot see them).
 */
export async function installFakeSdk (page: Page, mockUrl: string, payments: readonly SdkPayment[], fail: (message: string) => void): Promise<void> {
  const queue = [...payments]
  await page.exposeFunction(SDK_BINDING, async (json: string) => {
    const how = queue.shift() ?? 'hold'
    if (how === 'hold') return
    try {
      const { order_id: orderId } = JSON.parse(json) as { order_id: string }
      await finishPayment(page, mockUrl, orderId, how)
    } catch (err) {
      fail(`fake SDK: ${err instanceof Error ? err.message : String(err)}`)
    }
  })
}
