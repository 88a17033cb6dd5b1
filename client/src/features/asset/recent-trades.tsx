import { useEffect } from 'react'
import { Link } from 'wouter'
import type { Trade } from '../../../../shared/schemas/asset.js'
import { t } from '../../lib/i18n.js'
import { keepSnapshot } from '../../lib/snapshot.js'
import { LoadFailed, NoData } from '../../components/screen-states.js'
import { TradeRow, TradeRowSkeleton } from './trade-row.js'
import { RECENT_TRADES } from './prefetch.js'
import { useRecentTrades } from './api.js'

const skeletons = Array.from({ length: RECENT_TRADES }, (_, i) => <TradeRowSkeleton key={i} />)

/** `kept`: the player's last known trades (lib/snapshot.ts), shown until the live ones come; `user`: the
 * logged-in player, whose live trades are kept. */
interface RecentTradesProps {
  allHref: string
  refresh: number
  kept: Trade[] | undefined
  user: string | undefined
}

export function RecentTrades ({ allHref, refresh, kept, user }: RecentTradesProps) {
  const trades = useRecentTrades(refresh)
  const live = trades.state === 'ready' ? trades.data.items : undefined
  useEffect(() => { if (live !== undefined && user !== undefined) keepSnapshot(user, { trades: live }) }, [live, user])
  const items = live ?? kept
  return (
    <section className='card' aria-labelledby='recent-title' aria-busy={trades.state === 'loading'}>
      <h2 id='recent-title'>{t('asset.recent')}</h2>
      {/* The rows' place is kept while they load: the links below stay where the thumb finds them. */}
      {items === undefined && trades.state === 'loading' ? <ul className='list'>{skeletons}</ul> : null}
      {items === undefined && trades.state === 'failed'
        ? <LoadFailed failure={trades.failure} onRetry={trades.retry} />
        : null}
      {items !== undefined
        ? items.length === 0
          ? <NoData />
          : <ul className='list'>{items.map(trade => <TradeRow key={trade.trade_id} trade={trade} />)}</ul>
        : null}
      <Link href={allHref} className='link-button'>{t('asset.see_all')}</Link>
    </section>
  )
}
