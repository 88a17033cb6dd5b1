// The transfer form's checks: the shared rules (8-digit game account, not oneself; whole coins, at least
// MIN_TRANSFER, not above the coins available), each problem as a message for its field. What was typed is
// read as every form reads it: the user id by the shared normaliser, the coins by the player's number locale.
import { fieldCheckMessage } from '../../../../shared/rules/examples.js'
import { fieldProblem } from '../../../../shared/rules/fields.js'
import {
  transferCoinsProblem,
  transferTargetProblem,
  type TransferCoinsProblem
} from '../../../../shared/rules/transfer.js'
import { amountFormatMessage, readCount } from '../../domain/amount-input.js'
import { canonical } from '../../lib/field-check.js'
import { t } from '../../lib/i18n.js'
import { playerRegion } from '../../lib/session.js'

export type UserIdProblem = 'required' | 'invalid' | 'self'

/** What the player typed or pasted, in the user id's canonical form (digits of any script, separators dropped). */
export function cleanUserId (text: string): string {
  return canonical('user_id', text)
}

export function userIdProblem (userId: string, ownId: string): UserIdProblem | null {
  if (userId === '') return 'required'
  if (fieldProblem('user_id', userId) !== null) return 'invalid'
  return transferTargetProblem(ownId, userId)?.key ?? null
}

export function userIdMessage (problem: UserIdProblem): string {
  switch (problem) {
    case 'required': return t('transfer.user_id_required')
    case 'invalid': return fieldCheckMessage(t, 'invalid', t('field.user_id'), 'user_id', playerRegion())
    case 'self': return t('upstream.transfer_self')
  }
}

export type CoinsProblem = TransferCoinsProblem | { key: 'not_whole' }

/**
 * The coins typed as the player writes numbers ("1.000" in Brazil, "1,000" in India); anything else is not
 * whole coins.
 */
export function coinsProblem (text: string, available: number): { coins: number | null, problem: CoinsProblem | null } {
  const read = readCount(text)
  if (!read.ok) return { coins: null, problem: read.problem === 'empty' ? { key: 'required' } : { key: 'not_whole' } }
  const problem = transferCoinsProblem(read.count, available)
  // 0 is a number the player did type: it is below the minimum rather than missing.
  return { coins: read.count, problem: problem?.key === 'required' ? { key: 'below_minimum', min: 0 } : problem }
}

export function coinsMessage (problem: CoinsProblem): string {
  switch (problem.key) {
    case 'required': return t('transfer.amount_required')
    case 'not_whole': return amountFormatMessage(t('field.coins'), true)
    case 'below_minimum': return t('upstream.transfer_minimum')
    case 'above_balance': return t('upstream.transfer_exceeds_assets')
  }
}
