// A stand-in for the game app (docs/API.md "The host bridge"), for development (scripts/dev-app.ts) and the browser
// tests: the page-side `window.WalletHost`, and the app's payment SDK, which Node plays. The payer pays (or
// not) at the mock upstream's fake payment provider, which tells the upstream server to server
// (POST /__mock/provider/pay); then the app reports through window.onWalletPayResult. The page never
// reaches the control API, and no secret is involved.
import type { Page } from 'puppeteer-core'

/**
 * What the payer does with one payment; 'lie' reports success without paying, 'hold' leaves it for later,
 * 'unsupported' is an app whose store cannot pay (an old Google Play): nothing reaches the provider.
 */
export type SdkPayment = 'paid' | 'failed' | 'abandoned' | 'lie' | 'unsupported' | 'hold'
export type SdkFinish = Exclude<SdkPayment, 'hold'>
export const SDK_FINISHES: readonly SdkFinish[] = ['paid', 'failed', 'abandoned', 'lie', 'unsupported']

/** What the app says afterwards: a player who backs out of the SDK gets "cancelled". */
const REPORTED: Record<SdkFinish, string> = {
  paid: 'success',
  failed: 'failed',
  abandoned: 'cancelled',
  lie: 'success',
  unsupported: 'not_supported'
}

/** The binding the fake host's pay() calls, so Node can play the SDK. */
export const SDK_BINDING = '__fakeWalletSdk'

/** The pay() parameters the wallet hands over (shared/schemas/recharge.ts PayParams). */
export interface PayHandOff { order_id: string, amount: number, currency: string, product_id?: string }

export interface FakeHostPayload {
  appInfo: Record<string, unknown>
  /** getUserInfo's JSON object; null answers ''. */
  userInfo: Record<string, unknown> | null
  sdkBinding: string
}

/**
 * Runs in the page before any of its scripts: the host app's JavaScript interface. Calls are recorded in
 * `window.__bridgeCalls`; pay() also wakes the SDK binding when Node exposed one.
 */
export function installFakeHost (payload: FakeHostPayload): void {
  type BridgeCall = { method: string, args: unknown[] }
  const w = window as unknown as { __bridgeCalls: BridgeCall[], WalletHost: unknown } & Record<string, unknown>
  w.__bridgeCalls = []
  const record = (method: string) => (...args: unknown[]) => { w.__bridgeCalls.push({ method, args }) }
  w.WalletHost = {
    getAppInfo: () => JSON.stringify(payload.appInfo),
    getUserInfo: () => payload.userInfo === null ? '' : JSON.stringify(payload.userInfo),
    closeAllPages: record('closeAllPages'),
    payError: record('payError'),
    pay: (json: string) => {
      record('pay')(json)
      // The SDK works on its own after the hand-off; pay() itself returns at once, as the app's does.
      const sdk = w[payload.sdkBinding]
      if (typeof sdk === 'function') void (sdk as (json: string) => Promise<void>)(json)
    }
  }
}

/** What the provider hears from the payer's bank: only real outcomes (a lie and no SDK never reach it). */
type ProviderOutcome = Exclude<SdkFinish, 'lie' | 'unsupported'>

async function notifyProvider (mockUrl: string, orderId: string, outcome: ProviderOutcome): Promise<void> {
  const res = await fetch(`${mockUrl}/__mock/provider/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, outcome })
  })
  if (res.status !== 200) {
    throw new Error(`the provider refused ${outcome} for ${orderId}: HTTP ${res.status} ${await res.text()}`)
  }
}

/** The SDK finishes one payment: the provider's notice first (unless the app lies), then the app's report. */
export async function finishPayment (page: Page, mockUrl: string, orderId: string, how: SdkFinish): Promise<void> {
  if (how !== 'lie' && how !== 'unsupported') await notifyProvider(mockUrl, orderId, how)
  await page.evaluate((id: string, result: string) => {
    const w = window as unknown as { onWalletPayResult?: (json: string) => void }
    if (w.onWalletPayResult === undefined) throw new Error('the page does not listen for pay results')
    w.onWalletPayResult(JSON.stringify({ order_id: id, result }))
  }, orderId, REPORTED[how])
}

/**
 * Plays the SDK after each pay(): `decide` says what the payer does with the hand-off. Problems go to
 * `fail`, since the page that called pay() cannot see them.
 */
export async function exposeFakeSdk (
  page: Page,
  mockUrl: string,
  decide: (handOff: PayHandOff) => Promise<SdkPayment> | SdkPayment,
  fail: (message: string) => void
): Promise<void> {
  await page.exposeFunction(SDK_BINDING, async (json: string) => {
    try {
      const handOff = JSON.parse(json) as PayHandOff
      const how = await decide(handOff)
      if (how !== 'hold') await finishPayment(page, mockUrl, handOff.order_id, how)
    } catch (err) {
      fail(`fake SDK: ${err instanceof Error ? err.message : String(err)}`)
    }
  })
}
