// Help and feedback (docs/API.md "Calls and paths"). Every body names the player and the server.
import { Type, type Static } from 'typebox'
import { body, field, literals, ShortText, UnixSeconds, Page, PageSize } from './common.js'
import { FILE_URL } from '../rules/patterns.js'

const Who = { user_id: field('user_id'), server_name: ShortText }

export const FbTypeListBody = body(Who)
export type FbTypeListBody = Static<typeof FbTypeListBody>
export const FbTypeList = Type.Object({ items: Type.Array(Type.Object({ type_id: Type.Integer(), name: Type.String() })) })
export type FbTypeList = Static<typeof FbTypeList>

export const FbQuestionsBody = body({ ...Who, type_id: Type.Integer({ minimum: 1 }) })
export type FbQuestionsBody = Static<typeof FbQuestionsBody>
export const FbQuestions = Type.Object({ items: Type.Array(Type.Object({ question_id: Type.Integer(), question: Type.String(), answer: Type.String() })) })
export type FbQuestions = Static<typeof FbQuestions>

export const FeedbackSubmitBody = body({
  ...Who,
  type_id: Type.Integer({ minimum: 1 }),
  description: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
  pictures: Type.Optional(Type.Array(Type.String({ pattern: FILE_URL.source }), { maxItems: 3 })),
  log_consent: Type.Boolean(),
  variant: Type.Optional(literals('general', 'song'))
}, 'Sent with the Game-Version header.')
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
  replied_at: UnixSeconds
})
export type FeedbackItem = Static<typeof FeedbackItem>

export const FeedbackListBody = body({ ...Who, page: Type.Optional(Page), page_size: Type.Optional(PageSize) })
export type FeedbackListBody = Static<typeof FeedbackListBody>
export const FeedbackList = Type.Object({ total: Type.Integer({ minimum: 0 }), items: Type.Array(FeedbackItem), has_more: Type.Boolean() })
export type FeedbackList = Static<typeof FeedbackList>
