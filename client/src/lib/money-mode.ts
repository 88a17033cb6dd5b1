// The page region's money mode (shared/money-modes.ts): which money calls its operators have closed. The
// page's settings bring it (GET /api/config, the page's data block); every api answer says it again in its
// x-money-mode header (lib/api.ts), so a page opened before an operator's change updates at its next call,
// whichever way the change went. What a mode closes, and the closed ways' reason, are in
// components/money-closed.tsx: this part is in the first paint's entry, so it holds only the mode itself.
import { atom, getDefaultStore } from 'jotai/vanilla'
import type { MoneyMode } from '../../../shared/money-modes.js'
import { configAtom } from './session.js'

/** The mode the last answer said, once one has; until then the page's settings'. */
const answeredModeAtom = atom<MoneyMode | null>(null)

export const moneyModeAtom = atom<MoneyMode>(get => get(answeredModeAtom) ?? get(configAtom)?.moneyMode ?? 'open')

/**
 * The id of the reason My Balance's disabled ways point to (aria-describedby): components/money-closed.tsx
 * MoneyModeNote.
 */
export const MONEY_MODE_WHY_ID = 'money-mode-why'

/** An answer's word on the mode (its header's value); anything else, or none, leaves the mode as it is. */
export function noteMoneyMode (value: string | null): void {
  if (value !== 'open' && value !== 'withdraw_only' && value !== 'closed') return
  const store = getDefaultStore()
  if (store.get(answeredModeAtom) !== value) store.set(answeredModeAtom, value)
}
