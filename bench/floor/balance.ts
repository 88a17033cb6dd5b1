// What the reference pages show: the balance, asked of the page's own server at once (bench/servers/
// floor-pages.ts) and written as the wallet writes money (shared/money.ts, India's player).
import { formatMoney } from '../../shared/money.js'

export interface Balance { minor: number }

declare global {
  interface Window {
    /** The React page's answer, asked for by its first script while React is still on its way. */
    floorBalance?: Promise<Balance>
  }
}

export async function askBalance (): Promise<Balance> {
  const answer = await fetch('/api/balance')
  return await answer.json() as Balance
}

export const balanceText = (b: Balance): string => formatMoney(b.minor, 'IN', 2, 'en-IN')

/** The elements each page shows, the balance last: the bench waits for `balance-total`. */
export function balanceView (b: Balance): HTMLElement[] {
  const title = document.createElement('h1')
  title.textContent = 'My Balance'
  const label = document.createElement('p')
  label.textContent = 'Total'
  const amount = document.createElement('p')
  amount.className = 'money'
  amount.dataset.testid = 'balance-total'
  amount.textContent = balanceText(b)
  return [title, label, amount]
}
