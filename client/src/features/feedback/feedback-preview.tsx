// What will be sent, exactly, before it is sent; then the submit and its outcome. The draft is kept
// until the upstream has it, so a failed submit loses nothing.
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { ActionButton } from '../../components/button.js'
import { t } from '../../lib/i18n.js'
import { track } from '../../lib/analytics.js'
import { draftTrail, isReady } from './draft.js'
import { draftAtom, resetDraft } from './state.js'
import { submitFeedback } from './api.js'
import { PictureThumb } from './picture-thumb.js'
import { recentFailures } from '../../lib/failure-log.js'
import { LogView } from './log-view.js'
import { SongSummary } from './song-summary.js'

interface Props { formHref: string, historyHref: string, detailHref: (id: string) => string }

export function FeedbackPreview ({ formHref, historyHref, detailHref }: Props) {
  const draft = useAtomValue(draftAtom)
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  if (sent !== null) {
    return (
      <section className='card success' role='status' data-testid='feedback-success' data-feedback-id={sent}>
        <h2>{t('feedback.sent_title')}</h2>
        <p>{t('feedback.sent_text', { id: sent })}</p>
        <div className='actions-row'>
          <Link href={historyHref} className='button as-link' data-testid='feedback-history-link'>
            {t('feedback.see_history')}
          </Link>
          <Link href={detailHref(sent)} className='link-button'>{t('feedback.see_sent')}</Link>
        </div>
      </section>
    )
  }

  if (!isReady(draft)) {
    return (
      <div className='state' data-testid='feedback-nothing'>
        <p className='state-title'>{t('feedback.nothing_to_preview')}</p>
        <Link href={formHref} className='button as-link'>{t('feedback.write')}</Link>
      </div>
    )
  }

  async function submit (): Promise<void> {
    setFailure(null)
    track('feedback', 'submitted', draftTrail(draft))
    const result = await submitFeedback(draft)
    if (result.ok) {
      track('feedback', 'success', { feedback_id: result.data.feedback_id })
      setSent(result.data.feedback_id)
      resetDraft()
      return
    }
    track('feedback', 'failure', { code: result.code, status: result.status })
    setFailure(result.msg)
  }
  const artist = draft.songArtist.trim()
  const contact = draft.contact.trim()
  const song = draft.variant === 'song' && draft.songProblem !== null
    ? { title: draft.songTitle.trim(), ...(artist === '' ? {} : { artist }), problem: draft.songProblem }
    : null

  return (
    <>
      <section className='card' aria-labelledby='preview-title' data-testid='feedback-summary'>
        <h2 id='preview-title'>{t('feedback.preview_heading')}</h2>
        <dl className='summary'>
          <div>
            <dt>{t('feedback.kind')}</dt>
            <dd>{t(draft.variant === 'song' ? 'feedback.kind_song' : 'feedback.kind_general')}</dd>
          </div>
          <div><dt>{t('feedback.category')}</dt><dd data-testid='summary-category'>{draft.typeName}</dd></div>
          {song !== null ? <SongSummary song={song} /> : null}
          <div>
            <dt>{t('feedback.description')}</dt>
            <dd className='prewrap' data-testid='summary-description'>{draft.description.trim()}</dd>
          </div>
          <div>
            <dt>{t('feedback.contact')}</dt>
            <dd>{contact === '' ? <span className='muted'>{t('feedback.not_given')}</span> : contact}</dd>
          </div>
          <div>
            <dt>{t('feedback.screenshots')}</dt>
            <dd>
              {draft.pictures.length === 0
                ? <span className='muted'>{t('feedback.no_pictures')}</span>
                : (
                  <ul className='shots' data-testid='summary-pictures'>
                    {draft.pictures.map((p, i) => (
                      <li key={p.fileId}>
                        <PictureThumb src={p.localUrl} label={t('feedback.picture_n', { n: i + 1 })} />
                      </li>
                    ))}
                  </ul>
                  )}
            </dd>
          </div>
          <div>
            <dt>{t('feedback.logs')}</dt>
            <dd data-testid='summary-log'>
              {t(draft.logConsent ? 'feedback.logs_yes' : 'feedback.logs_no')}
              {/* Read only with consent: without it the log is neither collected for sending nor shown as sent. */}
              {draft.logConsent ? <LogView entries={recentFailures()} /> : null}
            </dd>
          </div>
        </dl>
      </section>
      {failure !== null
        ? <p className='notice error-notice' role='alert' data-testid='feedback-failure'>{failure}</p>
        : null}
      <div className='actions-row'>
        <Link href={formHref} className='link-button'>{t('feedback.edit')}</Link>
        <ActionButton onAction={submit} className='grow' data-testid='feedback-submit'>
          {t(failure === null ? 'feedback.submit' : 'feedback.submit_again')}
        </ActionButton>
      </div>
    </>
  )
}
