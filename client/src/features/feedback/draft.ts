// The feedback being written: what the form edits, the preview shows and submit sends. Pure, so the
// checks and the body are tested in Node.
import type { FeedbackLogEntry, FeedbackSubmitBody } from '../../../../shared/schemas/feedback.js'
import { SONG_TEXT_MAX, type SongProblem } from '../../../../shared/rules/feedback.js'

export type Variant = 'general' | 'song'

export interface Picture {
  /** Where the upstream stored it (sent with the feedback) */
  url: string
  fileId: string
  name: string
  /** An object URL of the chosen file, for thumbnails without downloading it again */
  localUrl: string
}

export interface Draft {
  variant: Variant
  typeId: number | null
  typeName: string
  description: string
  contact: string
  pictures: Picture[]
  logConsent: boolean
  /** The song variant's own fields: which song, by whom, and what is wrong with it. */
  songTitle: string
  songArtist: string
  songProblem: SongProblem | null
}

export const MAX_PICTURES = 3
/** The limits of FeedbackSubmitBody (shared/schemas/feedback.ts), shown before the gateway refuses. */
export const DESCRIPTION_MAX = 1000
export const CONTACT_MAX = 100
export const SONG_MAX = SONG_TEXT_MAX

export const emptyDraft = (variant: Variant = 'general'): Draft => ({
  variant,
  typeId: null,
  typeName: '',
  description: '',
  contact: '',
  pictures: [],
  logConsent: false,
  songTitle: '',
  songArtist: '',
  songProblem: null
})

/** What the analytics trail records of a draft at preview and at submit: its shape, never its texts. */
export type DraftTrail = { type_id: number, pictures: number, log_consent: boolean, variant: Variant }

export function draftTrail (draft: Draft): DraftTrail {
  return {
    type_id: draft.typeId ?? 0,
    pictures: draft.pictures.length,
    log_consent: draft.logConsent,
    variant: draft.variant
  }
}

export type DraftField = 'type_id' | 'song_title' | 'song_artist' | 'song_problem' | 'description' | 'contact'
export type DraftProblem = 'required' | 'too_long'
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>

/** Problems in the order the form shows its fields, so the first one gets the focus. */
export function draftErrors (draft: Draft): DraftErrors {
  const errors: DraftErrors = {}
  if (draft.typeId === null) errors.type_id = 'required'
  if (draft.variant === 'song') {
    const title = draft.songTitle.trim()
    if (title === '') errors.song_title = 'required'
    else if (title.length > SONG_MAX) errors.song_title = 'too_long'
    if (draft.songArtist.trim().length > SONG_MAX) errors.song_artist = 'too_long'
    if (draft.songProblem === null) errors.song_problem = 'required'
  }
  const description = draft.description.trim()
  if (description === '') errors.description = 'required'
  else if (description.length > DESCRIPTION_MAX) errors.description = 'too_long'
  if (draft.contact.trim().length > CONTACT_MAX) errors.contact = 'too_long'
  return errors
}

export function isReady (draft: Draft): boolean {
  return Object.keys(draftErrors(draft)).length === 0
}

/**
 * The submit body's business fields; the caller adds who sends it. `log` is the diagnostic log, read only when
 * the player agreed: without consent it is neither asked for nor sent.
 */
type SubmitFields = Omit<FeedbackSubmitBody, 'user_id' | 'server_name'>

export function submitFields (draft: Draft, log: () => FeedbackLogEntry[]): SubmitFields {
  if (draft.typeId === null) throw new Error('no category chosen')
  const contact = draft.contact.trim()
  const artist = draft.songArtist.trim()
  const song = draft.variant === 'song' && draft.songProblem !== null
    ? { title: draft.songTitle.trim(), ...(artist === '' ? {} : { artist }), problem: draft.songProblem }
    : null
  return {
    type_id: draft.typeId,
    description: draft.description.trim(),
    ...(contact === '' ? {} : { contact }),
    ...(draft.pictures.length === 0 ? {} : { pictures: draft.pictures.slice(0, MAX_PICTURES).map(p => p.url) }),
    log_consent: draft.logConsent,
    variant: draft.variant,
    ...(song === null ? {} : { song }),
    ...(draft.logConsent ? { log: { source: 'client' as const, entries: log() } } : {})
  }
}

export function parseVariant (value: string | null | undefined): Variant | null {
  return value === 'song' || value === 'general' ? value : null
}
