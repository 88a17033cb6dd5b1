// The operators' reason a money action is closed in the player's region (lib/money-mode.ts), where the player
// meets the action: the disabled controls point to it (aria-describedby).
import { t } from '../lib/i18n.js'
import { useAtomValue } from 'jotai'
import { moneyModeAtom, MONEY_MODE_WHY_ID } from '../lib/money-mode.js'
import { flowClosed, MONEY_FLOW, MONEY_MODE_KEY, type MoneyCall, type MoneyMode } from '../../../shared/money-modes.js'

/** The mode when it closes this call, else null. */
export function closedBy (mode: MoneyMode, call: MoneyCall): Exclude<MoneyMode, 'open'> | null {
  return mode !== 'open' && flowClosed(mode, MONEY_FLOW[call]) ? mode : null
}

/** The mode that closes this call now (re-rendered when it changes), else null. */
export function useMoneyClosed (call: MoneyCall): Exclude<MoneyMode, 'open'> | null {
  return closedBy(useAtomValue(moneyModeAtom), call)
}

/** The id of a screen's note; one note a screen. */
export const MONEY_CLOSED_NOTE_ID = 'money-closed-note'

export function MoneyClosedNote ({ call }: { call: MoneyCall }) {
  const closed = useMoneyClosed(call)
  if (closed === null) return null
  return (
    <p id={MONEY_CLOSED_NOTE_ID} className='notice' role='note' data-testid='money-mode-note' data-mode={closed}>
      {t(MONEY_MODE_KEY[closed])}
    </p>
  )
}

/** The region's mode and what it closes, wherever money ways are gathered (My Balance): the ways it closes
 * point to it (MoneyLink of features/asset/balance-card.tsx). Nothing while the region is open. */
export function MoneyModeNote () {
  const mode = useAtomValue(moneyModeAtom)
  if (mode === 'open') return null
  return (
    <p id={MONEY_MODE_WHY_ID} className='notice' role='note' data-testid='money-mode-why' data-mode={mode}>
      {t(MONEY_MODE_KEY[mode])}
    </p>
  )
}

/** The props of a control disabled while the region's mode closes its call. */
export function useClosedControl (call: MoneyCall): { disabled: boolean, 'aria-describedby'?: string } {
  return useMoneyClosed(call) === null
    ? { disabled: false }
    : { disabled: true, 'aria-describedby': MONEY_CLOSED_NOTE_ID }
}
