import { Link } from 'wouter'
import { t } from '../../lib/i18n.js'
import { LoadFailed, NoData } from '../../components/screen-states.js'
import { TradeRow, TradeRowSkeleton } from './trade-row.js'
import { RECENT_TRADES } from './prefetch.js'
import { useRecentTrades } from './api.js'

export function RecentTrades ({ allHref, refresh }: { allHref: string, refresh: number }) {
  const trades = useRecentTrades(refresh)
  return (
    <section className='card' aria-labelledby='recent-title' aria-busy={trades.state === 'loading'}>
      <h2 id='recent-title'>{t('asset.recent')}</h2>
      {/* The rows' place is kept while they load: the links below stay where the thumb finds them. */}
      {trades.state === 'loading' ? <ul className='list'>{Array.from({ length: RECENT_TRADES }, (_, i) => <TradeRowSkeleton key={i} />)}</ul> : null}
      {trades.state === 'failed' ? <LoadFailed failure={trades.failure} onRetry={trades.retry} /> : null}
      {trades.state === 'ready'
        ? trades.data.items.length === 0
          ? <NoData />
          : <ul className='list'>{trades.data.items.map(trade => <TradeRow key={trade.trade_id} trade={trade} />)}</ul>
        : null}
      <Link href={allHref} className='link-button'>{t('asset.see_all')}</Link>
    </section>
  )
}
