// The page region's money mode (shared/money-modes.ts): which money actions its operators have closed. The
// page's settings bring it (GET /api/config, the page's data block); every api answer says it again in its
// x-money-mode header (lib/api.ts), so a page opened before an operator's change updates at its next call,
// whichever way the change went. Closed actions are disabled with the reason, like offline ones
// (components/button.tsx, components/money-closed.tsx, features/asset/balance-card.tsx).
import { atom, getDefaultStore, useAtomValue } from 'jotai'
import { flowClosed, MONEY_FLOW, MONEY_MODES, type MoneyCall, type MoneyMode } from '../../../shared/money-modes.js'
import { configAtom } from './session.js'

/** The mode the last answer said, once one has; until then the page's settings'. */
const answeredModeAtom = atom<MoneyMode | null>(null)

export const moneyModeAtom = atom<MoneyMode>(get => get(answeredModeAtom) ?? get(configAtom)?.moneyMode ?? 'open')

/** The id of the reason My Balance's disabled ways point to (aria-describedby): components/money-closed.tsx MoneyModeNote. */
export const MONEY_MODE_WHY_ID = 'money-mode-why'

/** An answer's word on the mode (its header's value); anything else, or none, leaves the mode as it is. */
export function noteMoneyMode (value: string | null | undefined): void {
  if (value === null || value === undefined || !(MONEY_MODES as readonly string[]).includes(value)) return
  const store = getDefaultStore()
  if (store.get(answeredModeAtom) !== value) store.set(answeredModeAtom, value as MoneyMode)
}

/** The mode when it closes this call, else null. */
export function closedBy (mode: MoneyMode, call: MoneyCall): Exclude<MoneyMode, 'open'> | null {
  return mode !== 'open' && flowClosed(mode, MONEY_FLOW[call]) ? mode : null
}

/** The mode that closes this call now (re-rendered when it changes), else null. */
export function useMoneyClosed (call: MoneyCall): Exclude<MoneyMode, 'open'> | null {
  return closedBy(useAtomValue(moneyModeAtom), call)
}
