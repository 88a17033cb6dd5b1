// How the dealer centre writes the names of states, labels and methods (coins: lib/format count()).
import type { PayoutOrder } from '../../../../shared/schemas/dealer.js'
import type { PayrollLabel, PayrollStatus } from '../../../../shared/rules/payroll.js'
import { t } from '../../lib/i18n.js'

export function statusText (status: PayrollStatus): string {
  return t(`dealer.status.${status}`)
}

/** Only a label other than 'none' is shown, as a badge beside the state. */
export function labelText (label: PayrollLabel): string | null {
  return label === 'none' ? null : t(`dealer.label.${label}`)
}

/** The payout methods are the withdraw types players bound; their names are shared with the withdraw screens. */
export function methodText (method: PayoutOrder['pay_method']): string {
  return t(`withdraw.type.${method}`)
}

/** Badge tone of a state: not the only sign, the state's name is always written. */
export function statusTone (status: PayrollStatus): '' | 'warn' | 'bad' {
  if (status === 4) return ''
  if (status === 6 || status === 7 || status === 8) return 'bad'
  return 'warn'
}
