// A withdrawal, written once (docs/ARCHITECTURE.md "Money and states", "Limits and constants"): the amount
// rule the client checks before sending and the mock upstream enforces, and the tax both show and charge.
// Pure; amounts in minor units.
import { REGION_INFO, type Region } from '../regions.js'

/** What an amount is checked against: the upstream's published minimum and the player's balances. */
export interface WithdrawLimits {
  /** withdraw_conf.min_amount */
  minAmount: number
  /** The whole balance (asset.amount). */
  balance: number
  /** The part that may be withdrawn (asset.withdraw_amt). */
  withdrawable: number
}

export type WithdrawAmountProblem =
  | { key: 'required' }
  | { key: 'below_minimum', min: number }
  | { key: 'not_multiple', multiple: number }
  | { key: 'above_balance' }
  | { key: 'above_withdrawable' }

/** The first problem in the order the upstream checks them: minimum, the region's multiple, then the balances. */
export function withdrawAmountProblem (minor: number | null, region: Region, limits: WithdrawLimits): WithdrawAmountProblem | null {
  if (minor === null || minor <= 0) return { key: 'required' }
  if (minor < limits.minAmount) return { key: 'below_minimum', min: limits.minAmount }
  const multiple = REGION_INFO[region].withdrawMultiple
  if (minor % multiple !== 0) return { key: 'not_multiple', multiple }
  if (minor > limits.balance) return { key: 'above_balance' }
  if (minor > limits.withdrawable) return { key: 'above_withdrawable' }
  return null
}

/** The upstream's published tax terms (assetInfo.withdraw_conf). */
export interface TaxTerms {
  /** Basis points: 3000 is 30%. */
  tax_rate_bp: number
  /** Amounts up to this are tax free. */
  tax_free_below: number
}

/** The rate applies to the whole amount once it is above the tax-free threshold, rounded down to a minor unit. */
export function withdrawTax (amount: number, terms: TaxTerms): number {
  if (terms.tax_rate_bp <= 0 || amount <= terms.tax_free_below) return 0
  return Math.floor(amount * terms.tax_rate_bp / 10000)
}

/** What the player has already withdrawn in the region's calendar day (cancelled withdrawals do not count). */
export interface DailyUse { times: number, amount: number }

/** The upstream's published daily limits (assetInfo.withdraw_conf); 0 is no limit. */
export interface DailyLimits { daily_max: number, daily_times: number }

export type DailyLimitProblem =
  | { key: 'daily_times', times: number }
  | { key: 'daily_max', max: number, remaining: number }

/** A withdrawal counts toward the day's limits unless the player cancelled it (status 5). */
export function countsTowardDailyLimits (status: number): boolean {
  return status !== 5
}

/** The first daily limit `amount` would break: the number of withdrawals, then the day's total. */
export function dailyLimitProblem (amount: number, used: DailyUse, limits: DailyLimits): DailyLimitProblem | null {
  if (limits.daily_times > 0 && used.times >= limits.daily_times) return { key: 'daily_times', times: limits.daily_times }
  if (limits.daily_max > 0 && used.amount + amount > limits.daily_max) return { key: 'daily_max', max: limits.daily_max, remaining: Math.max(0, limits.daily_max - used.amount) }
  return null
}
