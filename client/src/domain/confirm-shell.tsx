// The shell of every money confirmation: its title, what the player is about to do (children), a way back
// and the confirming button. The button is an ActionButton naming its money call, so it is busy from the tap
// and disabled offline or while the region's operators close that call.
import type { ReactNode } from 'react'
import type { MoneyCall } from '../../../shared/money-modes.js'
import { ActionButton } from '../components/button.js'
import { Dialog } from '../components/dialog.js'
import { t } from '../lib/i18n.js'

interface Props {
  title: string
  confirmLabel: string
  money: MoneyCall
  /** The confirming button's data-testid. */
  testId: string
  onConfirm: () => Promise<void>
  /** Escape or the dialog's own close. */
  onClose: () => void
  /** The way back, when it is not closing the dialog (back to the form); `common.cancel` unless named. */
  back?: { label: string, onBack: () => void }
  /** Sending: the money may already be moving, so the way back is disabled. */
  busy?: boolean
  children: ReactNode
}

export function ConfirmShell (props: Props) {
  const { title, confirmLabel, money, testId, onConfirm, onClose, back, busy = false, children } = props
  const backButton = (
    <button type='button' className='button secondary' onClick={back?.onBack ?? onClose} disabled={busy}>
      {back?.label ?? t('common.cancel')}
    </button>
  )
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          {backButton}
          <ActionButton onAction={onConfirm} money={money} data-testid={testId}>{confirmLabel}</ActionButton>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
