// The transaction list with its type filter (0 all, -1 cancelled), paged by cursor.
import { useState } from 'react'
import { usePaged } from '../../lib/use-paged.js'
import { t } from '../../lib/i18n.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { TradeRow } from './trade-row.js'
import { tradePages } from './api.js'
import { PagedFooter } from '../../components/paged-footer.js'

const FILTERS = [0, 2, 4, 5, 6, 7, 8, 12, 13, -1] as const

export function AssetTransactions () {
  const [type, setType] = useState<number>(0)
  const list = usePaged(tradePages(type), [type])
  return (
    <>
      <div className='chips' role='group' aria-label={t('trade.filter_label')}>
        {FILTERS.map(f => (
          <button key={f} type='button' className='chip' aria-pressed={type === f} onClick={() => { setType(f) }}>
            {f === 0 ? t('trade.filter.all') : f === -1 ? t('trade.filter.cancelled') : t(`trade.type.${f}`)}
          </button>
        ))}
      </div>
      <section className='card'>
        {list.state === 'loading' ? <Loading /> : null}
        {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
        {list.state !== 'loading' && list.state !== 'failed'
          ? list.items.length === 0
            ? <NoData />
            : (
              <ul className='list' data-testid='trade-list'>
                {list.items.map(trade => <TradeRow key={trade.trade_id} trade={trade} />)}
              </ul>
              )
          : null}
        <PagedFooter list={list} />
      </section>
    </>
  )
}
