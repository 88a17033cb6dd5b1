// Help and feedback (docs/API.md "Calls and paths"). Every body names the player and the server.
import { Type, type Static } from 'typebox'
import { body, field, literals, ShortText, UnixSeconds, Page, PageSize } from './common.js'
import { FILE_URL } from '../rules/patterns.js'
import { FEEDBACK_LOG_MAX, LOG_ENDPOINT, LOG_REQUEST_ID, SONG_PROBLEMS, SONG_TEXT_MAX } from '../rules/feedback.js'

const Who = { user_id: field('user_id'), server_name: ShortText }

export const FbTypeListBody = body(Who)
export type FbTypeListBody = Static<typeof FbTypeListBody>
const FbType = Type.Object({ type_id: Type.Integer(), name: Type.String() })
export const FbTypeList = Type.Object({ items: Type.Array(FbType) })
export type FbTypeList = Static<typeof FbTypeList>

export const FbQuestionsBody = body({ ...Who, type_id: Type.Integer({ minimum: 1 }) })
export type FbQuestionsBody = Static<typeof FbQuestionsBody>
const FbQuestion = Type.Object({ question_id: Type.Integer(), question: Type.String(), answer: Type.String() })
export const FbQuestions = Type.Object({ items: Type.Array(FbQuestion) })
export type FbQuestions = Static<typeof FbQuestions>

/** What a player reports about a song (the song variant's own fields). */
export const SongReport = Type.Object({
  title: Type.String({ minLength: 1, maxLength: SONG_TEXT_MAX, pattern: '\\S' }),
  artist: Type.Optional(Type.String({ maxLength: SONG_TEXT_MAX })),
  problem: literals(...SONG_PROBLEMS)
}, { additionalProperties: false })
export type SongReport = Static<typeof SongReport>

/**
 * One failed call of the wallet page: which call, the HTTP status (0 when no answer came), the envelope's code
 * (-1 when there was none), the gateway's request id ('' when none) and when. Nothing else fits: no message,
 * no body, no header, so no token, account number, UPI ID or PAN.
 */
export const FeedbackLogEntry = Type.Object({
  endpoint: Type.String({ pattern: LOG_ENDPOINT.source }),
  status: Type.Integer({ minimum: 0, maximum: 599 }),
  code: Type.Integer({ minimum: -1, maximum: 99999 }),
  request_id: Type.Union([Type.Literal(''), Type.String({ pattern: LOG_REQUEST_ID.source })]),
  at: UnixSeconds
}, { additionalProperties: false })
export type FeedbackLogEntry = Static<typeof FeedbackLogEntry>

/** A diagnostic log sent with consent. `client`: the page's own failure log (the host bridge offers no log). */
export const FeedbackLog = Type.Object({
  source: Type.Literal('client'),
  entries: Type.Array(FeedbackLogEntry, { maxItems: FEEDBACK_LOG_MAX })
}, { additionalProperties: false })
export type FeedbackLog = Static<typeof FeedbackLog>

export const FeedbackSubmitBody = body({
  ...Who,
  type_id: Type.Integer({ minimum: 1 }),
  description: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
  pictures: Type.Optional(Type.Array(Type.String({ pattern: FILE_URL.source }), { maxItems: 3 })),
  log_consent: Type.Boolean(),
  variant: Type.Optional(literals('general', 'song')),
  /** Required with variant song, refused without it. */
  song: Type.Optional(SongReport),
  /** Only with log_consent true. */
  log: Type.Optional(FeedbackLog)
}, 'Sent with the Game-Version header. A song report needs `song`; a log needs `log_consent`.')
export type FeedbackSubmitBody = Static<typeof FeedbackSubmitBody>
export const FeedbackSubmitted = Type.Object({ feedback_id: Type.String() })
export type FeedbackSubmitted = Static<typeof FeedbackSubmitted>

export const FeedbackItem = Type.Object({
  feedback_id: Type.String(),
  type_id: Type.Integer(),
  type_name: Type.String(),
  description: Type.String(),
  contact: Type.String(),
  pictures: Type.Array(Type.String()),
  status: literals(0, 1),
  reply: Type.String(),
  created_at: UnixSeconds,
  replied_at: UnixSeconds,
  variant: literals('general', 'song'),
  song: Type.Optional(SongReport),
  log: Type.Optional(FeedbackLog)
})
export type FeedbackItem = Static<typeof FeedbackItem>

export const FeedbackListBody = body({
  ...Who,
  page: Type.Optional(Page),
  page_size: Type.Optional(PageSize),
  month: Type.Optional(field('month'))
})
export type FeedbackListBody = Static<typeof FeedbackListBody>
export const FeedbackList = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(FeedbackItem),
  has_more: Type.Boolean()
})
export type FeedbackList = Static<typeof FeedbackList>
