// The dealer's coin record: sales to followers (deduct), coins credited for paid payout orders
// (withdraw pay), coins received (transfer in), and the dealer's action log. First page kept, later
// pages appended.
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { DealerLogEntry } from '../../../../../shared/schemas/dealer.js'
import type { TransferRecord, TransferType } from '../../../../../shared/schemas/transfer.js'
import { LoadFailed, Loading, NoData } from '../../../components/screen-states.js'
import { PagedFooter } from '../../../components/paged-footer.js'
import { track } from '../../../lib/analytics.js'
import { count, dateTime } from '../../../lib/format.js'
import { t } from '../../../lib/i18n.js'
import { usePaged, type Paged } from '../../../lib/use-paged.js'
import { logPages, transferPages } from '../api.js'

type View = TransferType | 'all' | 'log'
const VIEWS: readonly View[] = ['deduct', 'withdraw_pay', 'transfer_in', 'all', 'log']

export function PayTransList ({ sellHref }: { sellHref: (userId: string) => string }) {
  const [view, setView] = useState<View>('deduct')
  return (
    <>
      <div className='chips' role='group' aria-label={t('dealer.record_filter')}>
        {VIEWS.map(v => (
          <button
            key={v}
            type='button'
            className='chip'
            aria-pressed={view === v}
            data-testid={`records-${v}`}
            onClick={() => { setView(v); track('dealer', 'records_view', { view: v }) }}
          >
            {t(`dealer.records.${v}`)}
          </button>
        ))}
      </div>
      {view === 'log' ? <ActionLog /> : <Records type={view} sellHref={sellHref} />}
    </>
  )
}

function Frame<T> ({ list, render, testId }: {
  list: Paged<T>
  render: (item: T, index: number) => ReactNode
  testId: string
}) {
  return (
    <section className='card'>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
      {list.state !== 'loading' && list.state !== 'failed'
        ? list.items.length === 0 ? <NoData /> : <ul className='list' data-testid={testId}>{list.items.map(render)}</ul>
        : null}
      <PagedFooter list={list} />
    </section>
  )
}

function Records ({ type, sellHref }: { type: TransferType | 'all', sellHref: (userId: string) => string }) {
  const list = usePaged(transferPages(type), [type])
  const row = (r: TransferRecord) => <RecordRow key={r.transfer_id} record={r} sellHref={sellHref} />
  return <Frame list={list} testId='records-list' render={row} />
}

function RecordRow ({ record: r, sellHref }: { record: TransferRecord, sellHref: (userId: string) => string }) {
  const out = r.type === 'deduct'
  return (
    <li data-testid={`record-${r.transfer_id}`}>
      <span className='row-main'>
        <span className='row-title'>
          {r.name === '' ? t('dealer.platform') : r.name}
          {r.user_id === '' ? null : <> (<span dir='ltr'>{r.user_id}</span>)</>}
        </span>
        <span className='muted'>
          {t(`dealer.kind.${r.type}`)}
          {r.order_id === '' ? null : <> · <span dir='ltr'>{r.order_id}</span></>}
        </span>
        <span className='muted'>{dateTime(r.created_at)}</span>
        {out && r.user_id !== ''
          ? <Link href={sellHref(r.user_id)} className='dealer-inline-link'>{t('dealer.sell_again')}</Link>
          : null}
      </span>
      <span className='row-main dealer-end'>
        <span className={`money ${out ? 'amount-out' : 'amount-in'}`}>{out ? '−' : '+'}{count(r.amount)}</span>
        <span className='muted'>{t('dealer.balance_after', { coins: count(r.balance_after) })}</span>
      </span>
    </li>
  )
}

function ActionLog () {
  const list = usePaged(logPages(), [])
  const row = (e: DealerLogEntry, i: number) => <LogRow key={`${e.at}-${i}`} entry={e} />
  return <Frame list={list} testId='log-list' render={row} />
}

function LogRow ({ entry: e }: { entry: DealerLogEntry }) {
  return (
    <li>
      <span className='row-main'>
        <span className='row-title'>
          {t(`dealer.log.${e.action}`)}
          {e.target === '' ? null : <> · <span dir='ltr'>{e.target}</span></>}
        </span>
        <span className='muted'>{dateTime(e.at)}</span>
        {e.detail !== '' ? <span className='prewrap'>{e.detail}</span> : null}
      </span>
    </li>
  )
}
