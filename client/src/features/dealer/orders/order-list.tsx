// The latest 50 payout orders of a tab or a state, newest first. Read again after every action and
// whenever a countdown runs out, so the buttons always follow the order's real state.
import { useEffect } from 'react'
import type { OrderList as OrderListData } from '../../../../../shared/schemas/dealer.js'
import { COMPLAINT_WINDOW_S, PAYOUT_LIST_LIMIT } from '../../../../../shared/rules/payroll.js'
import { LoadFailed, Loading, NoData } from '../../../components/screen-states.js'
import { count } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import type { Load } from '../../../lib/use-call.js'
import { OrderCard } from './order-card.js'

interface Props {
  load: Load<OrderListData> & { retry: () => void, reload: () => void }
  complaintWindowS: number | undefined
  /** Called after an action, with nothing: the caller reads the list (and its figures) again. */
  onChanged: () => void
}

export function OrderList ({ load, complaintWindowS, onChanged }: Props) {
  // A dealer pays in the bank's app and comes back: the list is read again so it shows what happened meanwhile.
  const { reload } = load
  useEffect(() => {
    const onVisible = () => { if (document.visibilityState === 'visible') reload() }
    document.addEventListener('visibilitychange', onVisible)
    return () => { document.removeEventListener('visibilitychange', onVisible) }
  }, [reload])
  if (load.state === 'loading') return <Loading />
  if (load.state === 'failed') return <LoadFailed failure={load.failure} onRetry={load.retry} />
  const { items, total } = load.data
  if (items.length === 0) {
    return (
      <>
        <NoData text={t('dealer.no_orders')} />
        <button type='button' className='button secondary block' onClick={reload} data-testid='orders-refresh'>
          {t('dealer.refresh')}
        </button>
      </>
    )
  }
  return (
    <>
      <div className='dealer-list-head'>
        <p className='muted' data-testid='order-total'>
          {total > items.length
            ? t('dealer.latest_of', {
              shown: count(items.length),
              total: count(total),
              limit: count(PAYOUT_LIST_LIMIT)
            })
            : t('dealer.order_count', { count: count(items.length) })}
        </p>
        <button type='button' className='link-button dealer-refresh' onClick={reload} data-testid='orders-refresh'>
          {t('dealer.refresh')}
        </button>
      </div>
      <ul className='dealer-orders' data-testid='order-list'>
        {items.map(order => (
          <OrderCard
            key={order.order_id}
            order={order}
            complaintWindowS={complaintWindowS ?? COMPLAINT_WINDOW_S}
            onChanged={onChanged}
            onDue={load.reload}
          />
        ))}
      </ul>
    </>
  )
}
