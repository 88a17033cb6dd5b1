// The last look before the money moves: amount, tax, what arrives, where, and when.
import type { BoundAccount } from '../../../../../shared/schemas/withdraw.js'
import { Money } from '../../../components/money.js'
import { ConfirmShell } from '../../../domain/confirm-shell.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { typeLabel } from '../payout.js'
import { payoutTime } from '../payout-time.js'

/** Basis points as the reader writes a percentage (3000 is "30%"). */
const percent = (bp: number): string => `${count(bp / 100)}%`

interface Props {
  amount: number
  tax: number
  /** The region's rate, to say what the tax is of; 0 is none. */
  taxRateBp: number
  account: BoundAccount
  payoutDays: number
  /** Sending: the withdrawal may already be under way, so the dialog cannot be dismissed. */
  busy: boolean
  onConfirm: () => Promise<void>
  onClose: () => void
}

export function ConfirmDialog (props: Props) {
  const { amount, tax, taxRateBp, account, payoutDays, busy, onConfirm, onClose } = props
  return (
    <ConfirmShell
      title={t('withdraw.confirm_title')}
      confirmLabel={t('withdraw.confirm_action')}
      money='withdraw'
      testId='wd-confirm'
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy}
    >
      <dl className='facts'>
        <div><dt>{t('withdraw.amount')}</dt><dd data-testid='wd-confirm-amount'><Money minor={amount} /></dd></div>
        <div><dt>{t('withdraw.tax')}</dt><dd data-testid='wd-confirm-tax'><Money minor={tax} /></dd></div>
        <div>
          <dt>{t('withdraw.you_receive')}</dt>
          <dd data-testid='wd-confirm-receive'><Money minor={amount - tax} /></dd>
        </div>
        <div>
          <dt>{t('withdraw.to_account')}</dt>
          <dd>{typeLabel(account.type)} <span dir='ltr'>{account.masked}</span></dd>
        </div>
      </dl>
      {taxRateBp > 0
        ? (
          <p className='muted' data-testid='wd-confirm-tax-note'>
            {t('withdraw.tax_confirm_note', { rate: percent(taxRateBp) })}
          </p>
          )
        : null}
      <p className='muted'>{t('withdraw.payout_note', { time: payoutTime(payoutDays) })}</p>
    </ConfirmShell>
  )
}
