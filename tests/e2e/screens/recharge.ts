// Add Cash: the amount screen (/recharge/amount: packages, an amount of one's own) and the checkout
// (/recharge/channel/...: methods, the pay button, the payment's status).
import type { Page } from 'puppeteer-core'
import { click, typeInto } from '../support/actions.js'
import { byTestId } from './select.js'

export const rechargeAmount = {
  amountInput: byTestId('amount-input'),
  continueButton: byTestId('amount-continue'),
  productChips: byTestId('product-chips'),
  package: (id: string): string => byTestId(`package-${id}`),
  /** Types an amount of one's own in place of what the box held. */
  fill: async (page: Page, amount: string): Promise<void> => { await typeInto(page, byTestId('amount-input'), amount) },
  /** Goes on to the checkout with the chosen amount. */
  submit: async (page: Page): Promise<void> => { await click(page, byTestId('amount-continue')) }
}

export const checkout = {
  ids: { paymentStatus: 'payment-status' },
  payButton: byTestId('pay-button'),
  paymentStatus: byTestId('payment-status'),
  /** Pays with the chosen method (the host app's payment SDK takes over). */
  pay: async (page: Page): Promise<void> => { await click(page, byTestId('pay-button')) }
}
