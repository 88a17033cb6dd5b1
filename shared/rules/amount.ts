// The recharge amount rule, in minor units (withdrawals: rules/withdraw.ts; transfers: rules/transfer.ts).

export type RechargeAmountProblem =
  | { key: 'required' }
  | { key: 'out_of_range', min: number, max: number }
  | { key: 'only_value', value: number }

export function rechargeAmountProblem (minor: number | null, min: number, max: number): RechargeAmountProblem | null {
  if (minor === null || minor <= 0) return { key: 'required' }
  if (min === max && minor !== min) return { key: 'only_value', value: min }
  if (minor < min || minor > max) return { key: 'out_of_range', min, max }
  return null
}
