// The player's feedback, newest first, paged; each opens its detail (handed over, not fetched again).
import { useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { usePaged } from '../../lib/use-paged.js'
import { dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { historyPages } from './api.js'
import { openedItemAtom } from './state.js'
import { StatusBadge } from './status-badge.js'
import { PagedFooter } from '../../components/paged-footer.js'

export function FeedbackHistory ({ detailHref, formHref }: { detailHref: (id: string) => string, formHref: string }) {
  const list = usePaged(historyPages(), [])
  const open = useSetAtom(openedItemAtom)
  return (
    <section className='card'>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
      {list.state !== 'loading' && list.state !== 'failed'
        ? list.items.length === 0
          ? (
            <>
              <NoData text={t('feedback.history_empty')} />
              <Link href={formHref} className='button block as-link'>{t('feedback.write')}</Link>
            </>
            )
          : (
            <ul className='list feedback-list' data-testid='feedback-history'>
              {list.items.map(item => (
                <li key={item.feedback_id} data-testid='feedback-row' data-id={item.feedback_id}>
                  <Link href={detailHref(item.feedback_id)} className='row-link' onClick={() => { open(item) }}>
                    <span className='row-main'>
                      <span className='row-title'>{item.type_name}</span>
                      <span className='muted row-text'>{item.description}</span>
                      <span className='muted'>{dateTime(item.created_at)}</span>
                    </span>
                    <StatusBadge status={item.status} />
                  </Link>
                </li>
              ))}
            </ul>
            )
        : null}
      <PagedFooter list={list} />
    </section>
  )
}
