// The tax year a withdrawal's tax is reckoned in (India: the financial year, 1 April to 31 March in India's time,
// section 194BA and Rule 133). Its first day is the region catalogue's `withdraw_conf.tax_year_start`; the rule
// itself is shared/rules/withdraw.ts. The year rolls over when the business clock passes its end, with the balance
// of that moment as the new year's opening balance.
import type { Region } from '../../../shared/regions.js'
import { netWinnings, withdrawTax } from '../../../shared/rules/withdraw.js'
import type { TaxYear } from '../../../shared/schemas/asset.js'
import { dayOf, offsetOf } from './calendar.js'
import type { StoredWithdrawal, TaxYearState, UserState, WorldAccess } from './world-types.js'

/** When the tax year holding `now` started: local midnight of its "MM-DD" in the region's time zone. */
export function taxYearStart (now: number, region: Region, monthDay: string): number {
  const [y, m, d] = dayOf(now, region).split('-').map(Number) as [number, number, number]
  const [sm, sd] = monthDay.split('-').map(Number) as [number, number]
  const year = m > sm || (m === sm && d >= sd) ? y : y - 1
  const utcMidnight = Date.UTC(year, sm - 1, sd) / 1000
  return utcMidnight - offsetOf(utcMidnight, region)
}

/** A new tax year opening with `balance` and nothing else. */
export function openTaxYear (start: number, balance: number): TaxYearState {
  return { start, opening_balance: balance, deposits: 0, withdrawals: 0, withheld: 0 }
}

type Clocked = Pick<WorldAccess, 'catalog' | 'now'>

/** The player's tax year now, rolled over first if a new one has begun. */
export function taxYearOf (world: Clocked, user: UserState): TaxYearState {
  const start = taxYearStart(world.now(), user.region, world.catalog(user.region).withdraw_conf.tax_year_start)
  if (start > user.taxYear.start) user.taxYear = openTaxYear(start, user.asset.amount)
  return user.taxYear
}

/** What the tax year says to the player (assetInfo.tax_year). */
export function taxYearView (world: Clocked, user: UserState): TaxYear {
  const { start, opening_balance: opening, deposits, withdrawals, withheld } = taxYearOf(world, user)
  return {
    start,
    opening_balance: opening,
    deposits,
    withdrawals,
    withheld,
    net_winnings: netWinnings({ opening_balance: opening, deposits, withdrawals })
  }
}

/** The tax a withdrawal of `amount` would withhold now, by the region's rate. */
export function taxFor (world: Clocked, user: UserState, amount: number): number {
  return withdrawTax(amount, world.catalog(user.region).withdraw_conf.tax_rate_bp, taxYearOf(world, user))
}

/** A withdrawal was made: it counts in the year, with its tax. */
export function recordWithdrawal (world: Clocked, user: UserState, w: StoredWithdrawal): void {
  const year = taxYearOf(world, user)
  w.tax_year = year.start
  year.withdrawals += w.amount
  year.withheld += w.tax
}

/** A withdrawal was cancelled or came back: it no longer counts and its tax is given back, if it counted this year. */
export function undoWithdrawal (world: Clocked, user: UserState, w: StoredWithdrawal): void {
  const year = taxYearOf(world, user)
  if (w.tax_year !== year.start) return
  year.withdrawals = Math.max(0, year.withdrawals - w.amount)
  year.withheld = Math.max(0, year.withheld - w.tax)
}

/** A deposit was credited: it lowers the year's net winnings. */
export function recordDeposit (world: Clocked, user: UserState, amount: number): void {
  taxYearOf(world, user).deposits += amount
}
