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
export function withdrawAmountProblem (
  minor: number | null,
  region: Region,
  limits: WithdrawLimits
): WithdrawAmountProblem | null {
  if (minor === null || minor <= 0) return { key: 'required' }
  if (minor < limits.minAmount) return { key: 'below_minimum', min: limits.minAmount }
  const multiple = REGION_INFO[region].withdrawMultiple
  if (minor % multiple !== 0) return { key: 'not_multiple', multiple }
  if (minor > limits.balance) return { key: 'above_balance' }
  if (minor > limits.withdrawable) return { key: 'above_withdrawable' }
  return null
}

/**
 * The player's tax year as the upstream keeps it (assetInfo.tax_year): India's financial year, 1 April to
 * 31 March in India's time (section 194BA, Rule 133). Minor units.
 */
export interface TaxYear {
  /** The balance at the year's start. */
  opening_balance: number
  /** Deposits of the year. */
  deposits: number
  /** Withdrawals of the year, without cancelled or returned ones. */
  withdrawals: number
  /** Tax already withheld from the year's withdrawals (cancelled or returned ones gave theirs back). */
  withheld: number
}

/** Net winnings of the year: withdrawals − deposits − the balance at the year's start, never below zero. */
export function netWinnings (year: Pick<TaxYear, 'opening_balance' | 'deposits' | 'withdrawals'>): number {
  return Math.max(0, year.withdrawals - year.deposits - year.opening_balance)
}

/**
 * The tax a withdrawal of `amount` withholds: the rate (basis points, the upstream's configuration per region;
 * 0 is none) on the year's net winnings including this withdrawal, less what the year has already withheld;
 * never below zero, no threshold, rounded down to a minor unit.
 */
export function withdrawTax (amount: number, rateBp: number, year: TaxYear): number {
  if (rateBp <= 0) return 0
  const due = Math.floor(netWinnings({ ...year, withdrawals: year.withdrawals + amount }) * rateBp / 10000)
  return Math.max(0, due - year.withheld)
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
  if (limits.daily_times > 0 && used.times >= limits.daily_times) {
    return { key: 'daily_times', times: limits.daily_times }
  }
  if (limits.daily_max > 0 && used.amount + amount > limits.daily_max) {
    return { key: 'daily_max', max: limits.daily_max, remaining: Math.max(0, limits.daily_max - used.amount) }
  }
  return null
}
