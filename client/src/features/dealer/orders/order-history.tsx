// An order's history (agentOrderDetail): what the dealer, the player and the platform did, oldest first.
import { dateTime } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { LoadFailed, Loading } from '../../../components/screen-states.js'
import { useOrderDetail } from '../api.js'

export function OrderHistory ({ orderId, version }: { orderId: string, version: number }) {
  const detail = useOrderDetail(orderId, version)
  if (detail.state === 'loading') return <Loading />
  if (detail.state === 'failed') return <LoadFailed failure={detail.failure} onRetry={detail.retry} />
  return (
    <ol className='dealer-history' data-testid='order-history'>
      {detail.data.history.map((h, i) => (
        <li key={`${h.at}-${i}`}>
          <span className='row-title'>{t(`dealer.history.${h.action}`)}</span>
          <span className='muted'>{dateTime(h.at)} · {t(`dealer.by.${h.by}`)}</span>
          {h.note !== '' ? <span className='prewrap'>{h.note}</span> : null}
        </li>
      ))}
    </ol>
  )
}
