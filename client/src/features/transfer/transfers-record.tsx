// The transfer record, newest first, by type (deduct, transfer in, withdraw pay); the first page is kept
// and later pages appended.
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PagedFooter } from '../../components/paged-footer.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { track } from '../../lib/analytics.js'
import { t } from '../../lib/i18n.js'
import { refreshAtom } from '../../lib/session.js'
import { usePaged } from '../../lib/use-paged.js'
import { transferPages, type RecordFilter } from './api.js'
import { RecordRow } from './record-row.js'

const FILTERS: readonly RecordFilter[] = ['all', 'deduct', 'transfer_in', 'withdraw_pay']

export function TransfersRecord () {
  const refresh = useAtomValue(refreshAtom)
  const [type, setType] = useState<RecordFilter>('all')
  const list = usePaged(transferPages(type), [type, refresh])
  useEffect(() => { track('transfer', 'record_viewed', { type }) }, [type])
  const loaded = list.state !== 'loading' && list.state !== 'failed'
  return (
    <>
      <div className='chips' role='group' aria-label={t('transfer.filter_label')}>
        {FILTERS.map(f => (
          <button
            key={f}
            type='button'
            className='chip'
            aria-pressed={type === f}
            onClick={() => { setType(f) }}
            data-testid={`tf-filter-${f}`}
          >
            {f === 'all' ? t('transfer.filter_all') : t(`transfer.type.${f}`)}
          </button>
        ))}
      </div>
      <section className='card' aria-labelledby='tf-record-title'>
        <h2 id='tf-record-title' className='tf-sr'>{t('transfer.record_title')}</h2>
        {list.state === 'loading' ? <Loading /> : null}
        {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
        {loaded && list.items.length === 0 ? <NoData /> : null}
        {loaded && list.items.length > 0
          ? (
            <ul className='tf-list' data-testid='tf-record'>
              {list.items.map(r => <RecordRow key={r.transfer_id} record={r} />)}
            </ul>
            )
          : null}
        <PagedFooter list={list} />
      </section>
    </>
  )
}
