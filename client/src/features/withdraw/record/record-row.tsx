// One withdrawal: amount and status at a glance; tapped, its details, progress and (while processing) cancel.
import type { WithdrawOrder } from '../../../../../shared/schemas/withdraw.js'
import { Money } from '../../../components/money.js'
import { dateTime } from '../../../lib/format.js'
import { currentLanguage, t } from '../../../lib/i18n.js'
import { typeLabel } from '../payout.js'
import { ProgressSteps } from './progress-steps.js'
import { Tracker } from './tracker.js'
import { statusBadge, statusLabel } from './status.js'
import { dateTimeFormat } from '../../../../../shared/intl-formats.js'

interface Props {
  order: WithdrawOrder
  open: boolean
  onToggle: () => void
  onCancel: () => void
  onComplain: () => void
}

function time (unix: number): string {
  return dateTimeFormat(currentLanguage(), { timeStyle: 'short' }).format(new Date(unix * 1000))
}

export function RecordRow ({ order, open, onToggle, onCancel, onComplain }: Props) {
  const detailId = `wd-detail-${order.order_id}`
  return (
    <li className='wd-row' data-testid={`wd-row-${order.order_id}`}>
      <button type='button' className='wd-row-head' aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
        <span className='wd-row-main'>
          <span>{typeLabel(order.type)} <span dir='ltr' className='muted'>{order.account_masked}</span></span>
          <span className='muted'>{time(order.created_at)}</span>
        </span>
        <span className='wd-row-side'>
          <Money minor={order.amount} className='amount-out' />
          {order.tax > 0
            ? (
              <span className='muted' data-testid={`wd-tax-${order.order_id}`}>
                {t('withdraw.tax')} <Money minor={order.tax} />
              </span>
              )
            : null}
          <span className={`badge ${statusBadge(order.status)}`} data-testid={`wd-status-${order.order_id}`}>
            {statusLabel(order.status)}
          </span>
        </span>
      </button>
      {open
        ? (
          <div id={detailId} className='wd-detail'>
            <dl className='facts'>
              <div><dt>{t('withdraw.order_id')}</dt><dd dir='ltr'>{order.order_id}</dd></div>
              <div><dt>{t('withdraw.amount')}</dt><dd><Money minor={order.amount} /></dd></div>
              <div><dt>{t('withdraw.tax')}</dt><dd><Money minor={order.tax} /></dd></div>
              <div><dt>{t('withdraw.you_receive')}</dt><dd><Money minor={order.amount - order.tax} /></dd></div>
              <div>
                <dt>{t('withdraw.to_account')}</dt>
                <dd>{typeLabel(order.type)} <span dir='ltr'>{order.account_masked}</span></dd>
              </div>
              <div><dt>{t('withdraw.created')}</dt><dd>{dateTime(order.created_at)}</dd></div>
              <div><dt>{t('withdraw.updated')}</dt><dd>{dateTime(order.updated_at)}</dd></div>
              {order.remark !== '' ? <div><dt>{t('withdraw.remark')}</dt><dd>{order.remark}</dd></div> : null}
            </dl>
            <ProgressSteps status={order.status} />
            <Tracker order={order} onComplain={onComplain} />
            {order.status === 0
              ? (
                <button type='button' className='button danger block' onClick={onCancel} data-testid='wd-cancel'>
                  {t('withdraw.cancel_action')}
                </button>
                )
              : null}
          </div>
          )
        : null}
    </li>
  )
}
