// My Balance (/asset/detail): the balances, the "as of" stamp of a kept balance, the recent transactions.
import { byTestId } from './select.js'

const ids = { total: 'balance-total', stamp: 'balance-stamp', tradeRow: 'trade-row' } as const

export const myBalance = {
  ids,
  total: byTestId(ids.total),
  stamp: byTestId(ids.stamp),
  tradeRow: byTestId(ids.tradeRow)
}
