// An order's buttons: only the dealer's actions PAYROLL_TRANSITIONS allows from the order's state (accept
// and refuse in the available list, abandon and remit in payment). Refusing and abandoning are confirmed
// with a reason; an action the upstream refuses (the order moved on meanwhile) shows its message as a
// toast (the api client) and the list is read again either way.
import { useCallback, useState } from 'react'
import type { PayoutDetail, PayoutOrder } from '../../../../../shared/schemas/dealer.js'
import { dealerActions, type DealerAction } from '../../../../../shared/rules/payroll.js'
import { ActionButton } from '../../../components/button.js'
import { Dialog } from '../../../components/dialog.js'
import { Field } from '../../../components/field.js'
import { Money } from '../../../components/money.js'
import { runMoneyAction, type Trail } from '../../../domain/money-action/index.js'
import { track } from '../../../lib/analytics.js'
import { t } from '../../../lib/i18n.js'
import { showToast } from '../../../lib/toast.js'
import { abandonOrder, acceptOrder, refuseOrder } from '../api.js'
import { RemitDialog } from './remit-dialog.js'

const REASON_MAX = 200

/** order_accept, order_accept_success, order_accept_failed (and refuse, abandon): what was asked of which order. */
function orderTrail (action: 'accept' | 'refuse' | 'abandon'): Trail<PayoutOrder, PayoutDetail> {
  const byId = (order: PayoutOrder) => ({ order_id: order.order_id })
  return {
    area: 'dealer',
    names: { confirmed: `order_${action}`, success: `order_${action}_success`, failure: `order_${action}_failed` },
    details: order => ({ order_id: order.order_id, amount: order.amount }),
    success: byId,
    failure: byId
  }
}

const ACCEPT_TRAIL = orderTrail('accept')
const acceptOne = (order: PayoutOrder) => acceptOrder(order.order_id)

interface Props {
  order: PayoutOrder
  /** After any action: the order's new detail when it succeeded, null when the list must simply be read again. */
  onChanged: (detail: PayoutDetail | null) => void
}

export function OrderActions ({ order, onChanged }: Props) {
  const [open, setOpen] = useState<Exclude<DealerAction, 'accept'> | null>(null)
  const close = useCallback(() => { setOpen(null) }, [])
  const actions = dealerActions(order.status)
  if (actions.length === 0) return null
  const id = order.order_id

  const accept = async () => {
    const settled = await runMoneyAction(order, acceptOne, ACCEPT_TRAIL)
    if (settled.kind === 'done') {
      showToast(t('dealer.accepted'), 'success')
      onChanged(settled.data)
    } else {
      onChanged(null)
    }
  }

  const withReason = (action: 'refuse' | 'abandon') => async (reason: string) => {
    const ask = action === 'refuse' ? refuseOrder : abandonOrder
    const send = (o: PayoutOrder) => ask(o.order_id, reason)
    const settled = await runMoneyAction(order, send, orderTrail(action))
    setOpen(null)
    if (settled.kind === 'done') {
      showToast(t(action === 'refuse' ? 'dealer.refused' : 'dealer.abandoned'), 'success')
      onChanged(settled.data)
    } else {
      onChanged(null)
    }
  }

  const openRemit = () => { track('dealer', 'remit_opened', { order_id: id }); setOpen('remit') }
  /** Refusing or abandoning: a button opening the confirmation with its reason. */
  const reasonButton = (action: 'refuse' | 'abandon') => (
    <button
      type='button'
      className='button secondary'
      onClick={() => { setOpen(action) }}
      data-testid={`order-${action}`}
    >
      {t(`dealer.action.${action}`)}
    </button>
  )
  const reasonDialog = (action: 'refuse' | 'abandon') => (
    <ReasonDialog
      order={order}
      title={t(`dealer.${action}_title`)}
      text={t(`dealer.${action}_text`)}
      required={action === 'refuse'}
      confirm={t(`dealer.action.${action}`)}
      onConfirm={withReason(action)}
      onClose={close}
    />
  )
  return (
    <div className='actions-row dealer-actions'>
      {actions.includes('accept')
        ? (
          <ActionButton onAction={accept} money='agentOrderAccept' data-testid='order-accept'>
            {t('dealer.action.accept')}
          </ActionButton>
          )
        : null}
      {actions.includes('remit')
        ? (
          <button type='button' className='button' onClick={openRemit} data-testid='order-remit'>
            {t('dealer.action.remit')}
          </button>
          )
        : null}
      {actions.includes('refuse') ? reasonButton('refuse') : null}
      {actions.includes('abandon') ? reasonButton('abandon') : null}
      {open === 'remit' ? <RemitDialog order={order} onClose={close} onChanged={onChanged} /> : null}
      {open === 'refuse' ? reasonDialog('refuse') : null}
      {open === 'abandon' ? reasonDialog('abandon') : null}
    </div>
  )
}

interface ReasonProps {
  order: PayoutOrder
  title: string
  text: string
  required: boolean
  confirm: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}

/** The confirmation of a refusal or an abandonment, with the reason written into the order's history. */
function ReasonDialog ({ order, title, text, required, confirm, onConfirm, onClose }: ReasonProps) {
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const trimmed = reason.trim()
  const problem = required && trimmed === '' ? t('error.required', { field: t('field.reason') }) : null
  const submit = async () => {
    setTried(true)
    if (problem !== null) { document.getElementById('dealer-reason')?.focus(); return }
    await onConfirm(trimmed)
  }
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type='button' className='button secondary' onClick={onClose}>{t('common.cancel')}</button>
          <ActionButton variant='danger' onAction={submit} data-testid='reason-confirm'>{confirm}</ActionButton>
        </>
      }
    >
      <p>{t('dealer.order_line', { order: order.order_id, name: order.name })} <Money minor={order.amount} /></p>
      <p className='muted'>{text}</p>
      <Field
        id='dealer-reason'
        label={required ? t('dealer.reason') : t('dealer.reason_optional')}
        value={reason}
        onChange={setReason}
        error={tried ? problem : null}
        maxLength={REASON_MAX}
        autoComplete='off'
        aria-required={required}
        data-testid='reason-input'
      />
    </Dialog>
  )
}
