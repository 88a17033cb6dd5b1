// The transfer form's checks: the shared rules (8-digit game account, not oneself; whole coins, at least
// MIN_TRANSFER, not above the coins available), each problem as a message for its field.
import { normaliseDigits } from '../../../../shared/money.js'
import { checkField } from '../../../../shared/rules/fields.js'
import { transferAmountProblem, type AmountProblem } from '../../../../shared/rules/amount.js'
import { t } from '../../lib/i18n.js'

export type UserIdProblem = 'required' | 'invalid' | 'self'

/** What the player typed or pasted: other scripts' digits to ASCII, grouping spaces and dashes dropped. */
export function cleanUserId (text: string): string {
  return normaliseDigits(text).replace(/[\s-]/g, '')
}

export function userIdProblem (userId: string, ownId: string): UserIdProblem | null {
  if (userId === '') return 'required'
  if (!checkField('user_id', userId)) return 'invalid'
  if (userId === ownId) return 'self'
  return null
}

export function userIdMessage (problem: UserIdProblem): string {
  switch (problem) {
    case 'required': return t('transfer.user_id_required')
    case 'invalid': return t('transfer.user_id_invalid')
    case 'self': return t('upstream.transfer_self')
  }
}

export type CoinsProblem = AmountProblem | { key: 'not_whole' }

/** The coins typed: digits of any script, grouping commas and spaces allowed; anything else is not whole coins. */
export function coinsProblem (text: string, available: number): { coins: number | null, problem: CoinsProblem | null } {
  const clean = normaliseDigits(text).replace(/[\s,]/g, '')
  if (clean === '') return { coins: null, problem: { key: 'required' } }
  if (!/^\d{1,12}$/.test(clean)) return { coins: null, problem: { key: 'not_whole' } }
  const coins = Number(clean)
  const problem = transferAmountProblem(coins, available)
  // 0 is a number the player did type: it is below the minimum rather than missing.
  return { coins, problem: problem?.key === 'required' ? { key: 'below_minimum', min: 0 } : problem }
}

export function coinsMessage (problem: CoinsProblem): string {
  switch (problem.key) {
    case 'required': return t('transfer.amount_required')
    case 'not_whole': return t('transfer.amount_whole')
    case 'below_minimum': return t('upstream.transfer_minimum')
    case 'above_balance': return t('upstream.transfer_exceeds_assets')
    default: return t('upstream.invalid_amount')
  }
}
