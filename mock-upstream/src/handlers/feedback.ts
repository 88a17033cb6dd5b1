// Help and feedback: every body names the player, who must be the caller.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { me, type HandlerTable } from '../handler.js'
import { badParams, fail, ok } from '../outcome.js'
import type { StoredFeedback } from '../world-types.js'
import { pageOf } from './paging.js'
import { storeUpload } from './uploads.js'

type FeedbackIds = 'feedbackTypes' | 'feedbackQuestions' | 'feedbackSubmit' | 'feedbackLatest' | 'feedbackUpload'

const mismatch = (userId: string | undefined, own: string): boolean => userId !== undefined && userId !== own

export const feedbackHandlers = {
  feedbackTypes: ctx => {
    const user = me(ctx)
    if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
    return ok({ items: ctx.world.catalog(user.region).feedback_types.map(t => ({ type_id: t.type_id, name: t.name })) })
  },

  feedbackQuestions: ctx => {
    const user = me(ctx)
    if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
    const type = ctx.world.catalog(user.region).feedback_types.find(t => t.type_id === ctx.body.type_id)
    if (type === undefined) return fail(DOMAIN.NOT_FOUND)
    return ok({ items: type.questions.map(q => ({ ...q })) })
  },

  feedbackSubmit: ctx => {
    const user = me(ctx)
    const body = ctx.body
    if (mismatch(body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
    const type = ctx.world.catalog(user.region).feedback_types.find(t => t.type_id === body.type_id)
    if (type === undefined) return badParams('type_id')
    const item: StoredFeedback = {
      feedback_id: ctx.world.nextId('FB'),
      type_id: type.type_id,
      type_name: type.name,
      description: body.description,
      contact: body.contact ?? '',
      pictures: body.pictures ?? [],
      status: 0,
      reply: '',
      created_at: ctx.world.now(),
      replied_at: 0
    }
    user.feedback.unshift(item)
    return ok({ feedback_id: item.feedback_id })
  },

  feedbackLatest: ctx => {
    const user = me(ctx)
    if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
    return ok(pageOf(user.feedback.map(f => ({ ...f, pictures: [...f.pictures] })), ctx.body.page, ctx.body.page_size))
  },

  feedbackUpload: ctx => {
    const user = me(ctx)
    if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
    if (ctx.upload === null) return fail(DOMAIN.NOT_FOUND)
    return ok(storeUpload(ctx.world, ctx.upload))
  }
} satisfies Pick<HandlerTable, FeedbackIds>
