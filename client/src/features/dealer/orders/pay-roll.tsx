// Pay roll: the payout orders by state (1 pending orders ... 8 time out), each with its labels, history,
// countdowns and the actions its state allows, remitting by UTR or payment record included.
import { useState } from 'react'
import { PAYROLL_STATUSES, type PayrollStatus } from '../../../../../shared/rules/payroll.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { track } from '../../../lib/analytics.js'
import { statusText } from '../format.js'
import { usePayrollOrders } from '../api.js'
import { useDealerInfo } from '../state.js'
import { OrderList } from './order-list.js'

export function PayRoll () {
  const dealer = useDealerInfo()
  const [status, setStatus] = useState<PayrollStatus | 'all'>('all')
  const load = usePayrollOrders(status)
  const changed = () => { load.reload(); dealer.reload() }
  return (
    <>
      <div className='chips' role='group' aria-label={t('dealer.status_filter')}>
        {(['all', ...PAYROLL_STATUSES] as const).map(s => (
          <button
            key={s}
            type='button'
            className='chip'
            aria-pressed={status === s}
            data-testid={`status-${s}`}
            onClick={() => { setStatus(s); track('dealer', 'pay_roll_filter', { status: String(s) }) }}
          >
            {s === 'all' ? t('dealer.status_all') : `${count(s)} · ${statusText(s)}`}
          </button>
        ))}
      </div>
      <section aria-label={status === 'all' ? t('dealer.status_all') : statusText(status)}>
        <OrderList load={load} complaintWindowS={dealer.info?.complaint_window_s} onChanged={changed} />
      </section>
    </>
  )
}
