// Pay out: the payout orders offered to the dealer and the dealer's own, in three tabs (available list,
// pending, completed), each with its count.
import { useState } from 'react'
import { PAYOUT_TABS, type PayoutTab } from '../../../../../shared/rules/payroll.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { track } from '../../../lib/analytics.js'
import { usePayoutOrders } from '../api.js'
import { useDealerInfo } from '../state.js'
import { OrderList } from './order-list.js'

export function PayOut () {
  const dealer = useDealerInfo()
  const [tab, setTab] = useState<PayoutTab>('available')
  const load = usePayoutOrders(tab)
  const counts = load.state === 'ready' ? load.data.counts : dealer.info?.orders
  const changed = () => { load.reload(); dealer.reload() }
  return (
    <>
      <div className='chips' role='group' aria-label={t('dealer.tabs_label')}>
        {PAYOUT_TABS.map(x => (
          <button
            key={x}
            type='button'
            className='chip'
            aria-pressed={tab === x}
            data-testid={`tab-${x}`}
            onClick={() => { setTab(x); track('dealer', 'pay_out_tab', { tab: x }) }}
          >
            {t(`dealer.tab.${x}`)}
            {/* The count's place is kept while it loads: the chip row wraps, and a count arriving must not move it. */}
            {counts === undefined
              ? <span className='count-pending' aria-hidden='true'>{` (${count(0)})`}</span>
              : ` (${count(counts[x])})`}
          </button>
        ))}
      </div>
      <section aria-label={t(`dealer.tab.${tab}`)}>
        <OrderList load={load} complaintWindowS={dealer.info?.complaint_window_s} onChanged={changed} />
      </section>
    </>
  )
}
