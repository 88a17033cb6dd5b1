// Withdraw (/withdraw/option, its confirmation dialog) and the withdrawal record (/withdraw/record): the
// test ids the journeys look for and the steps several files take.
import type { Page } from 'puppeteer-core'
import { click, typeInto } from '../support/actions.js'
import { byTestId } from './select.js'

const ids = {
  amount: 'wd-amount',
  submit: 'wd-submit',
  confirm: 'wd-confirm',
  confirmAmount: 'wd-confirm-amount',
  success: 'wd-success',
  withdrawable: 'wd-withdrawable',
  cancel: 'wd-cancel',
  cancelConfirm: 'wd-cancel-confirm'
} as const

/** The amount form and its confirmation. */
export const withdrawOption = {
  ids,
  amountInput: `#${ids.amount}`,
  amountBox: byTestId(ids.amount),
  submitButton: byTestId(ids.submit),
  confirmButton: byTestId(ids.confirm),
  success: byTestId(ids.success),
  /** Types the amount in place of what the box held. */
  fill: async (page: Page, amount: string): Promise<void> => { await typeInto(page, `#${ids.amount}`, amount) },
  /** Taps Withdraw (the confirmation opens when the amount is valid). */
  submit: async (page: Page): Promise<void> => { await click(page, byTestId(ids.submit)) },
  /** Confirms in the dialog. */
  accept: async (page: Page): Promise<void> => { await click(page, byTestId(ids.confirm)) }
}

/** The record's rows, each a withdrawal that can be opened and, while it waits, cancelled. */
export const withdrawRecord = {
  ids,
  row: (orderId: string): string => byTestId(`wd-row-${orderId}`),
  status: (orderId: string): string => byTestId(`wd-status-${orderId}`),
  cancelButton: byTestId(ids.cancel),
  cancelConfirmButton: byTestId(ids.cancelConfirm)
}
