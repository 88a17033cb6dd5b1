// One payout order: its state and labels, the countdown that matters in that state, the payment
// details, the buttons its state allows, and its history on demand.
import { useId, useState } from 'react'
import type { PayoutDetail, PayoutOrder } from '../../../../../shared/schemas/dealer.js'
import { PAYROLL } from '../../../../../shared/rules/payroll.js'
import { Money } from '../../../components/money.js'
import { t } from '../../../lib/i18n.js'
import { Countdown } from '../clock.js'
import { labelText, statusText, statusTone } from '../format.js'
import { OrderActions } from './order-actions.js'
import { OrderFacts } from './order-facts.js'
import { OrderHistory } from './order-history.js'

interface Props {
  order: PayoutOrder
  /** The complaint window after a remit (agentInfo), in seconds. */
  complaintWindowS: number
  onChanged: (detail: PayoutDetail | null) => void
  /** A countdown reached zero: the upstream has moved the order; read the list again. */
  onDue: () => void
}

export function OrderCard ({ order, complaintWindowS, onChanged, onDue }: Props) {
  const [showHistory, setShowHistory] = useState(false)
  const [version, setVersion] = useState(0)
  const historyId = useId()
  const label = labelText(order.label)
  const changed = (detail: PayoutDetail | null) => { setVersion(v => v + 1); onChanged(detail) }
  return (
    <li className='card dealer-order' data-testid={`order-${order.order_id}`} data-status={order.status}>
      <div className='dealer-order-head'>
        <Money minor={order.amount} className='dealer-order-amount' />
        <span className='dealer-badges'>
          <span className={`badge ${statusTone(order.status)}`} data-testid='order-status'>
            {statusText(order.status)}
          </span>
          {label !== null ? <span className='badge bad' data-testid='order-label'>{label}</span> : null}
        </span>
      </div>
      {order.status === PAYROLL.IN_PAYMENT && order.expire_at > 0
        ? <Countdown kind='pay' deadline={order.expire_at} onDue={onDue} />
        : null}
      {order.status === PAYROLL.PENDING && order.remitted_at > 0
        ? <Countdown kind='credit' deadline={order.remitted_at + complaintWindowS} onDue={onDue} />
        : null}
      {order.remark !== '' ? <p className='notice dealer-remark'>{order.remark}</p> : null}
      <OrderFacts order={order} />
      <OrderActions order={order} onChanged={changed} />
      <button
        type='button'
        className='link-button dealer-history-toggle'
        aria-expanded={showHistory}
        aria-controls={historyId}
        onClick={() => { setShowHistory(s => !s) }}
        data-testid='order-history-toggle'
      >
        {t(showHistory ? 'dealer.history_hide' : 'dealer.history_show')}
      </button>
      <div id={historyId} hidden={!showHistory}>
        {showHistory ? <OrderHistory orderId={order.order_id} version={version} /> : null}
      </div>
    </li>
  )
}
