import type { Trade } from '../../../../shared/schemas/asset.js'
import { Money } from '../../components/money.js'
import { Placeholder } from '../../components/screen-states.js'
import { dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'

const STATUS_BADGE: Record<number, string> = { 0: 'warn', 1: '', 2: 'bad', 3: 'bad' }

export function TradeRow ({ trade }: { trade: Trade }) {
  return (
    <li className='trade-row' data-testid='trade-row'>
      <div className='trade-text'>
        <div>{t(`trade.type.${trade.type}`)}</div>
        <div className='muted'>{t('trade.id', { id: trade.trade_id })}</div>
        <div className='muted'>{dateTime(trade.created_at)}</div>
      </div>
      <div className='trade-side'>
        <Money minor={trade.amount} className={trade.amount < 0 ? 'amount-out' : 'amount-in'} />
        <div>
          <span className={`badge ${STATUS_BADGE[trade.status] ?? ''}`}>{t(`trade.status.${trade.status}`)}</span>
        </div>
      </div>
    </li>
  )
}

/** A row of the same lines as a trade's, for the list's place while it loads. */
export function TradeRowSkeleton () {
  return (
    <li className='trade-row' aria-hidden='true'>
      <div className='trade-text'>
        <div><Placeholder /></div>
        <div className='muted'><Placeholder wide /></div>
        <div className='muted'><Placeholder /></div>
      </div>
      <div className='trade-side'>
        <Placeholder />
        <div><span className='badge'>{'\u00a0'}</span></div>
      </div>
    </li>
  )
}
