// Amount rules for recharges and transfers, all in minor units (withdrawals: rules/withdraw.ts).

export type AmountProblem =
  | { key: 'required' }
  | { key: 'above_balance' }
  | { key: 'out_of_range', min: number, max: number }
  | { key: 'only_value', value: number }
  | { key: 'below_minimum', min: number }

export function rechargeAmountProblem (minor: number | null, min: number, max: number): AmountProblem | null {
  if (minor === null || minor <= 0) return { key: 'required' }
  if (min === max && minor !== min) return { key: 'only_value', value: min }
  if (minor < min || minor > max) return { key: 'out_of_range', min, max }
  return null
}

/** Transfers count whole coins; the minimum is 100 coins. */
export const MIN_TRANSFER = 100

export function transferAmountProblem (coins: number | null, available: number): AmountProblem | null {
  if (coins === null || !Number.isInteger(coins) || coins <= 0) return { key: 'required' }
  if (coins < MIN_TRANSFER) return { key: 'below_minimum', min: MIN_TRANSFER }
  if (coins > available) return { key: 'above_balance' }
  return null
}
