// The end-to-end fixture: one call per file for the stack and the browser, one per test for a wallet,
// each torn down for the caller (the setup and teardown every journey file used to repeat).
import type { Browser } from 'puppeteer-core'
import type { Test } from 'tap'
import type { Stack } from '../../helpers/stack.js'
import { launch } from '../browser.js'
import { openWallet, startWalletStack, type OpenedWallet, type OpenOptions } from './page.js'

/** Opens a wallet for the test `t` and gives its page back when `t` ends. */
export type WalletOpener = (t: Test, options?: OpenOptions) => Promise<OpenedWallet>

export interface E2eFile {
  stack: Stack
  browser: Browser
  /** A wallet of this file's browser in front of this file's stack. */
  wallet: WalletOpener
}

/** Chromium for the file `t`, closed when `t` ends. */
export async function e2eBrowser (t: Test): Promise<Browser> {
  const browser = await launch()
  t.teardown(async () => { await browser.close() })
  return browser
}

/** Opens wallets of `browser` in front of `stack`, each given back when the test that opened it ends. */
export function walletOf (browser: Browser, stack: Stack): WalletOpener {
  return async (t, options = {}) => {
    const w = await openWallet(browser, stack, options)
    t.teardown(w.close)
    return w
  }
}

/**
 * The file's stack (the real gateway before the real mock upstream) and its Chromium, both ended with `t`:
 * `const e2e = await e2eFile(t)`, then in each test `const w = await e2e.wallet(t, { token: 'demo-in' })`.
 */
export async function e2eFile (t: Test, options: Parameters<typeof startWalletStack>[1] = {}): Promise<E2eFile> {
  const stack = await startWalletStack(t, options)
  const browser = await e2eBrowser(t)
  return { stack, browser, wallet: walletOf(browser, stack) }
}
