// One feedback with its reply. Opened from the history it is shown at once; opened by link or after a
// reload it is looked up in the history list (there is no single-item call).
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import type { FeedbackItem } from '../../../../shared/schemas/feedback.js'
import type { Failure } from '../../lib/result.js'
import { dateTime } from '../../lib/format.js'
import { t } from '../../lib/i18n.js'
import { LoadFailed, Loading, NoData } from '../../components/screen-states.js'
import { findFeedback } from './api.js'
import { openedItemAtom } from './state.js'
import { StatusBadge } from './status-badge.js'
import { PictureThumb } from './picture-thumb.js'
import { LogView } from './log-view.js'
import { SongSummary } from './song-summary.js'
import { VariantBadge } from './status-badge.js'

type Load = { state: 'loading' } | { state: 'ready', item: FeedbackItem | null } | { state: 'failed', failure: Failure }

function useFeedbackItem (id: string): Load & { retry: () => void } {
  const opened = useAtomValue(openedItemAtom)
  const handed = opened !== null && opened.feedback_id === id ? opened : null
  const [load, setLoad] = useState<Load>(handed === null ? { state: 'loading' } : { state: 'ready', item: handed })
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (handed !== null) { setLoad({ state: 'ready', item: handed }); return }
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    void findFeedback(id, controller.signal).then(result => {
      if (controller.signal.aborted) return
      setLoad(result.ok ? { state: 'ready', item: result.data } : { state: 'failed', failure: result })
    })
    return () => { controller.abort() }
  }, [id, handed, round])
  return { ...load, retry: () => { setRound(r => r + 1) } }
}

export function FeedbackDetail ({ id, historyHref }: { id: string, historyHref: string }) {
  const load = useFeedbackItem(id)
  if (load.state === 'loading') return <Loading />
  if (load.state === 'failed') return <LoadFailed failure={load.failure} onRetry={load.retry} />
  const item = load.item
  if (item === null) {
    return (
      <>
        <NoData text={t('feedback.not_found')} />
        <Link href={historyHref} className='button block as-link'>{t('feedback.history_title')}</Link>
      </>
    )
  }
  return (
    <>
      <section className='card' aria-labelledby='detail-title' data-testid='feedback-detail'>
        <div className='detail-head'>
          <h2 id='detail-title'>{item.type_name}</h2>
          <StatusBadge status={item.status} />
        </div>
        <p className='muted'>
          {t('feedback.sent_at', { date: dateTime(item.created_at) })}
          {' · '}
          {t('feedback.number', { id: item.feedback_id })}
        </p>
        <p><VariantBadge variant={item.variant} /></p>
        {item.song !== undefined
          ? <dl className='summary' data-testid='detail-song'><SongSummary song={item.song} /></dl>
          : null}
        <h3>{t('feedback.description')}</h3>
        <p className='prewrap' data-testid='detail-description'>{item.description}</p>
        {item.pictures.length > 0
          ? (
            <>
              <h3>{t('feedback.screenshots')}</h3>
              <ul className='shots'>
                {item.pictures.map((url, i) => (
                  <li key={`${i}-${url}`}><PictureThumb src={url} label={t('feedback.picture_n', { n: i + 1 })} /></li>
                ))}
              </ul>
            </>
            )
          : null}
        <h3>{t('feedback.contact')}</h3>
        <p>{item.contact === '' ? <span className='muted'>{t('feedback.not_given')}</span> : item.contact}</p>
        <h3>{t('feedback.logs')}</h3>
        {item.log === undefined
          ? <p className='muted' data-testid='detail-no-log'>{t('feedback.log_none')}</p>
          : <LogView entries={item.log.entries} />}
      </section>
      <section className='card' aria-labelledby='reply-title' data-testid='feedback-reply'>
        <h2 id='reply-title'>{t('feedback.reply_title')}</h2>
        {item.status === 1 && item.reply !== ''
          ? (
            <>
              <p className='prewrap'>{item.reply}</p>
              {item.replied_at > 0
                ? <p className='muted'>{t('feedback.replied_at', { date: dateTime(item.replied_at) })}</p>
                : null}
            </>
            )
          : <p className='muted'>{t('feedback.no_reply')}</p>}
      </section>
    </>
  )
}
