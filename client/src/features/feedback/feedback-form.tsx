// The feedback form: kind (general or song), category with its common questions, the song's own fields
// (title, artist, what is wrong) for a song report, description, contact,
// screenshots (a slot: the route decides whether this app version may pick files), log consent, then
// the preview. Errors show once the player asks for the preview, each tied to its field.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { useAtom, useAtomValue, getDefaultStore } from 'jotai'
import { useLocation } from 'wouter'
import { Field } from '../../components/field.js'
import { FieldError } from '../../components/field-error.js'
import { t } from '../../lib/i18n.js'
import { track } from '../../lib/analytics.js'
import { SONG_PROBLEMS } from '../../../../shared/rules/feedback.js'
import {
  CONTACT_MAX, DESCRIPTION_MAX, SONG_MAX, draftErrors, draftTrail, type DraftErrors, type DraftField, type Variant
} from './draft.js'
import { draftAtom } from './state.js'
import { CATEGORY_ID, CategoryPicker, CommonQuestions } from './categories.js'
import { TextArea } from '../../components/field.js'

const DESCRIPTION_ID = 'feedback-description'
const CONTACT_ID = 'feedback-contact'
const SONG_TITLE_ID = 'feedback-song-title'
const SONG_ARTIST_ID = 'feedback-song-artist'
const SONG_PROBLEM_ID = 'feedback-song-problem'
const FIELD_IDS: Record<DraftField, string> = {
  type_id: CATEGORY_ID,
  song_title: SONG_TITLE_ID,
  song_artist: SONG_ARTIST_ID,
  song_problem: SONG_PROBLEM_ID,
  description: DESCRIPTION_ID,
  contact: CONTACT_ID
}
const FIELD_LABELS: Record<DraftField, string> = {
  type_id: 'field.type_id',
  song_title: 'field.song_title',
  song_artist: 'field.song_artist',
  song_problem: 'field.song_problem',
  description: 'field.description',
  contact: 'field.contact'
}
const FIELD_ORDER: DraftField[] = ['type_id', 'song_title', 'song_artist', 'song_problem', 'description', 'contact']
const MAX_OF: Partial<Record<DraftField, number>> = {
  description: DESCRIPTION_MAX,
  contact: CONTACT_MAX,
  song_title: SONG_MAX,
  song_artist: SONG_MAX
}

/**
 * The kind the page was opened for (`?variant=song`) wins over the draft's, applied before the first
 * paint so the title is right at once. Returns the draft's kind.
 */
export function useFeedbackVariant (fromUrl: Variant | null): Variant {
  useLayoutEffect(() => {
    const store = getDefaultStore()
    if (fromUrl === null || store.get(draftAtom).variant === fromUrl) return
    store.set(draftAtom, d => ({ ...d, variant: fromUrl }))
  }, [fromUrl])
  return useAtomValue(draftAtom).variant
}

function message (field: DraftField, errors: DraftErrors): string | null {
  const problem = errors[field]
  if (problem === undefined) return null
  if (field === 'type_id') return t('feedback.category_required')
  if (field === 'song_problem') return t('feedback.song_problem_required')
  const label = t(FIELD_LABELS[field])
  if (problem === 'required') return t('error.required', { field: label })
  return t('feedback.too_long', { field: label, max: MAX_OF[field] ?? 0 })
}

export function FeedbackForm ({ previewHref, screenshots }: { previewHref: string, screenshots: ReactNode }) {
  const [draft, setDraft] = useAtom(draftAtom)
  const [checked, setChecked] = useState(false)
  const [, navigate] = useLocation()
  useEffect(() => { track('feedback', 'opened', { variant: getDefaultStore().get(draftAtom).variant }) }, [])

  const errors = checked ? draftErrors(draft) : {}
  const song = draft.variant === 'song'

  function setVariant (variant: Variant): void {
    setDraft(d => ({ ...d, variant }))
    track('feedback', 'variant_chosen', { variant })
  }

  function toPreview (): void {
    setChecked(true)
    const found = draftErrors(draft)
    const first = FIELD_ORDER.find(f => found[f] !== undefined)
    if (first !== undefined) {
      // After the errors render, so the field's description is announced with it.
      requestAnimationFrame(() => { document.getElementById(FIELD_IDS[first])?.focus() })
      track('feedback', 'preview_blocked', { field: first })
      return
    }
    track('feedback', 'preview', draftTrail(draft))
    navigate(previewHref)
  }

  return (
    <form className='feedback-form' noValidate onSubmit={e => { e.preventDefault(); toPreview() }}>
      <div className='chips' role='group' aria-label={t('feedback.kind')}>
        <button type='button' className='chip' aria-pressed={!song} onClick={() => { setVariant('general') }}>
          {t('feedback.kind_general')}
        </button>
        <button type='button' className='chip' aria-pressed={song} onClick={() => { setVariant('song') }}>
          {t('feedback.kind_song')}
        </button>
      </div>
      <section className='card form-card'>
        <CategoryPicker
          selected={draft.typeId}
          error={message('type_id', errors)}
          onSelect={(typeId, name) => {
            setDraft(d => ({ ...d, typeId, typeName: name }))
            track('feedback', 'category_chosen', { type_id: typeId })
          }}
        />
      </section>
      {draft.typeId !== null
        ? <CommonQuestions typeId={draft.typeId} />
        : <p className='muted'>{t('feedback.questions_hint')}</p>}
      <section className='card form-card' aria-labelledby='feedback-write-title'>
        <h2 id='feedback-write-title'>{t(song ? 'feedback.write_title_song' : 'feedback.write_title')}</h2>
        {song
          ? (
            <>
              <Field
                id={SONG_TITLE_ID}
                label={`${t('feedback.song_title')} ${t('feedback.required_mark')}`}
                value={draft.songTitle}
                onChange={songTitle => { setDraft(d => ({ ...d, songTitle })) }}
                error={message('song_title', errors)}
                maxLength={SONG_MAX}
                data-testid='feedback-song-title'
              />
              <Field
                id={SONG_ARTIST_ID}
                label={`${t('feedback.song_artist')} ${t('feedback.optional_mark')}`}
                value={draft.songArtist}
                onChange={songArtist => { setDraft(d => ({ ...d, songArtist })) }}
                error={message('song_artist', errors)}
                maxLength={SONG_MAX}
                data-testid='feedback-song-artist'
              />
              <fieldset
                className='field'
                id={SONG_PROBLEM_ID}
                tabIndex={-1}
                aria-describedby={message('song_problem', errors) === null ? undefined : `${SONG_PROBLEM_ID}-error`}
                data-testid='feedback-song-problem'
              >
                <legend>
                  {t('feedback.song_problem')} <span className='muted'>{t('feedback.required_mark')}</span>
                </legend>
                <div className='chips wrap'>
                  {SONG_PROBLEMS.map(problem => (
                    <button
                      key={problem}
                      type='button'
                      className='chip'
                      aria-pressed={draft.songProblem === problem}
                      data-problem={problem}
                      onClick={() => { setDraft(d => ({ ...d, songProblem: problem })) }}
                    >
                      {t(`feedback.song_problem.${problem}`)}
                    </button>
                  ))}
                </div>
                <FieldError id={`${SONG_PROBLEM_ID}-error`} error={message('song_problem', errors)} />
              </fieldset>
            </>
            )
          : null}
        <TextArea
          id={DESCRIPTION_ID}
          label={`${t('feedback.description')} ${t('feedback.required_mark')}`}
          placeholder={t(song ? 'feedback.description_placeholder_song' : 'feedback.description_placeholder')}
          hint={t('feedback.description_hint', { count: draft.description.trim().length, max: DESCRIPTION_MAX })}
          value={draft.description}
          onChange={description => { setDraft(d => ({ ...d, description })) }}
          error={message('description', errors)}
          maxLength={DESCRIPTION_MAX}
          rows={5}
          data-testid='feedback-description'
        />
        <Field
          id={CONTACT_ID}
          label={`${t('feedback.contact')} ${t('feedback.optional_mark')}`}
          hint={t('feedback.contact_hint')}
          value={draft.contact}
          onChange={contact => { setDraft(d => ({ ...d, contact })) }}
          error={message('contact', errors)}
          maxLength={CONTACT_MAX}
          autoComplete='email'
          data-testid='feedback-contact'
        />
        {screenshots}
        <label className='check'>
          <input
            type='checkbox'
            checked={draft.logConsent}
            onChange={e => { const logConsent = e.target.checked; setDraft(d => ({ ...d, logConsent })) }}
            data-testid='feedback-consent'
          />
          <span>{t('feedback.log_consent')}</span>
        </label>
        <p className='field-hint'>{t('feedback.log_consent_hint')}</p>
        <button type='submit' className='button block' data-testid='feedback-preview'>{t('feedback.preview')}</button>
      </section>
    </form>
  )
}
