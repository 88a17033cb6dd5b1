// The player's feedback, newest first, paged, optionally of one month; each opens its detail (handed over,
// not fetched again). A month outside what the history reaches (the future, or more than
// FEEDBACK_HISTORY_MONTHS back) says "Invalid time" and asks nothing of the upstream, which refuses it too.
import { useState } from 'react'
import { useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { REGION_INFO } from '../../../../shared/regions.js'
import {
  FEEDBACK_HISTORY_MONTHS, feedbackMonthAllowed, monthAt, monthBefore
} from '../../../../shared/rules/feedback.js'
import { checkField } from '../../../../shared/rules/fields.js'
import { usePaged } from '../../lib/use-paged.js'
import { dateTime } from '../../lib/format.js'
import { MonthFilter } from '../../domain/month-filter.js'
import { t } from '../../lib/i18n.js'
import { playerRegion } from '../../lib/session.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { historyPages } from './api.js'
import { openedItemAtom } from './state.js'
import { StatusBadge, VariantBadge } from './status-badge.js'
import { PagedFooter } from '../../components/paged-footer.js'

interface Props { detailHref: (id: string) => string, formHref: string }

/** This month where the player's region keeps its calendar (the upstream's "now" too). */
function currentMonth (): string {
  return monthAt(Date.now(), REGION_INFO[playerRegion()].timeZone)
}

export function FeedbackHistory (props: Props) {
  const [monthText, setMonthText] = useState('')
  const now = currentMonth()
  const month = monthText.trim()
  const wellFormed = month === '' || checkField('month', month)
  const invalid = month !== '' && wellFormed && !feedbackMonthAllowed(month, now)
  return (
    <>
      <MonthFilter
        label={t('feedback.month')}
        value={monthText}
        min={monthBefore(now, FEEDBACK_HISTORY_MONTHS - 1)}
        max={now}
        onChange={setMonthText}
        clear={{ label: t('feedback.all_months'), shown: month !== '', onClear: () => { setMonthText('') } }}
        refusal={{ text: invalid ? t('upstream.invalid_time') : null, testId: 'feedback-month-error' }}
        testId='feedback-month'
      />
      {invalid ? null : <HistoryList {...props} month={wellFormed ? month : ''} />}
    </>
  )
}

function HistoryList ({ detailHref, formHref, month }: Props & { month: string }) {
  const list = usePaged(historyPages(month), [month])
  const open = useSetAtom(openedItemAtom)
  return (
    <section className='card'>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? <LoadFailed failure={list.failure} onRetry={list.retry} /> : null}
      {list.state !== 'loading' && list.state !== 'failed'
        ? list.items.length === 0
          ? (
            <>
              <NoData text={t(month === '' ? 'feedback.history_empty' : 'feedback.history_empty_month')} />
              <Link href={formHref} className='button block as-link'>{t('feedback.write')}</Link>
            </>
            )
          : (
            <ul className='list feedback-list' data-testid='feedback-history'>
              {list.items.map(item => (
                <li
                  key={item.feedback_id}
                  data-testid='feedback-row'
                  data-id={item.feedback_id}
                  data-variant={item.variant}
                >
                  <Link href={detailHref(item.feedback_id)} className='row-link' onClick={() => { open(item) }}>
                    <span className='row-main'>
                      <span className='row-title'>{item.type_name}</span>
                      <span className='muted row-text'>
                        {item.song !== undefined ? item.song.title : item.description}
                      </span>
                      <span className='muted'>{dateTime(item.created_at)}</span>
                    </span>
                    <span className='row-badges'>
                      <VariantBadge variant={item.variant} />
                      <StatusBadge status={item.status} />
                    </span>
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
