// The last look before coins move: who receives them, how many, what is left, and that a started
// transfer cannot be cancelled.
import { ConfirmShell } from '../../domain/confirm-shell.js'
import { t } from '../../lib/i18n.js'
import type { OtherUser } from './api.js'
import { coinsText } from './coins.js'
import { RecipientCard } from './recipient.js'

interface Props {
  user: OtherUser
  coins: number
  available: number
  /** Sending: the coins may already be moving, so the dialog cannot be dismissed. */
  busy: boolean
  onConfirm: () => Promise<void>
  onClose: () => void
}

export function ConfirmDialog ({ user, coins, available, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmShell
      title={t('transfer.confirm_title')}
      confirmLabel={t('transfer.confirm_action')}
      money='transfer'
      testId='tf-confirm'
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy}
    >
      <div className='tf-confirm'>
        <p className='muted'>{t('transfer.confirm_to')}</p>
        <RecipientCard user={user} large />
        <dl className='tf-facts'>
          <div><dt>{t('transfer.amount')}</dt><dd data-testid='tf-confirm-amount'>{coinsText(coins)}</dd></div>
          <div><dt>{t('transfer.coins_after')}</dt><dd>{coinsText(available - coins)}</dd></div>
        </dl>
        <p className='notice' data-testid='tf-confirm-tip'>{t('transfer.confirm_tip')}</p>
      </div>
    </ConfirmShell>
  )
}
