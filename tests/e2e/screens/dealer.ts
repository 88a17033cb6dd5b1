// The coin dealer's screens: the payout orders (/pay/out: accept, refuse with a reason, remit with a UTR) and
// selling coins to a player.
import { byTestId } from './select.js'

export const dealerOrders = {
  ids: { coinsAvailable: 'dealer-coins-available' },
  list: byTestId('order-list'),
  order: (orderId: string): string => byTestId(`order-${orderId}`),
  acceptButton: byTestId('order-accept'),
  refuseButton: byTestId('order-refuse'),
  remitButton: byTestId('order-remit'),
  status: byTestId('order-status'),
  reasonInput: '#dealer-reason',
  reasonConfirmButton: byTestId('reason-confirm'),
  utrInput: '#dealer-utr',
  utrSubmitButton: byTestId('remit-utr-submit')
}

export const dealerSell = {
  openButton: byTestId('open-sell'),
  userInput: '#sell-user',
  pickButton: '#sell-pick',
  amountInput: '#sell-amount',
  nextButton: byTestId('sell-next'),
  confirmButton: byTestId('sell-confirm'),
  confirmFacts: byTestId('sell-confirm-facts')
}
