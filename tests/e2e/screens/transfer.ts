// Transfer (/agent-transfer/user-transfer) and its confirmation dialog.
import type { Page } from 'puppeteer-core'
import { click, typeInto } from '../support/actions.js'
import { byTestId } from './select.js'

const ids = {
  submit: 'tf-submit',
  confirm: 'tf-confirm',
  recipientName: 'tf-recipient-name',
  coins: 'tf-coins',
  coinsLeft: 'tf-coins-left'
} as const

export const transfer = {
  ids,
  userIdInput: '#tf-user-id',
  amountInput: '#tf-amount',
  submitButton: byTestId(ids.submit),
  confirmButton: byTestId(ids.confirm),
  recipientName: byTestId(ids.recipientName),
  /** Types the coins to send in place of what the box held. */
  fill: async (page: Page, amount: string): Promise<void> => { await typeInto(page, '#tf-amount', amount) },
  /** Taps Transfer (the confirmation opens when the form is valid). */
  submit: async (page: Page): Promise<void> => { await click(page, byTestId(ids.submit)) },
  /** Confirms in the dialog. */
  accept: async (page: Page): Promise<void> => { await click(page, byTestId(ids.confirm)) }
}
