// Help and feedback: every body names the player, who must be the caller.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { endpoints } from '../../../shared/endpoints.js'
import { REGION_INFO } from '../../../shared/regions.js'
import { feedbackMonthAllowed, monthAt } from '../../../shared/rules/feedback.js'
import { me, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { badParams, fail, ok } from '../outcome.js'
import type { StoredFeedback } from '../world/world-types.js'
import { pageOf } from './paging.js'
import { monthOf } from '../world/calendar.js'
import { storeUpload } from './uploads.js'

type FeedbackIds = 'feedbackTypes' | 'feedbackQuestions' | 'feedbackSubmit' | 'feedbackLatest' | 'feedbackUpload'

const mismatch = (userId: string | undefined, own: string): boolean => userId !== undefined && userId !== own

/** A log names only calls of the endpoint table: any other path could carry what a log must not. */
const KNOWN_PATHS = new Set(Object.values(endpoints).map(e => e.path))

function feedbackTypes (ctx: RuleContext<'feedbackTypes'>): RuleAnswer<'feedbackTypes'> {
  const user = me(ctx)
  if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
  return ok({ items: ctx.world.catalog(user.region).feedback_types.map(t => ({ type_id: t.type_id, name: t.name })) })
}

function feedbackQuestions (ctx: RuleContext<'feedbackQuestions'>): RuleAnswer<'feedbackQuestions'> {
  const user = me(ctx)
  if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
  const type = ctx.world.catalog(user.region).feedback_types.find(t => t.type_id === ctx.body.type_id)
  if (type === undefined) return fail(DOMAIN.NOT_FOUND)
  return ok({ items: type.questions.map(q => ({ ...q })) })
}

/** The feedback's log as kept: a copy, so the stored item does not share the request's objects. */
function copyLog (log: NonNullable<StoredFeedback['log']>): NonNullable<StoredFeedback['log']> {
  return { source: log.source, entries: log.entries.map(e => ({ ...e })) }
}

function feedbackSubmit (ctx: RuleContext<'feedbackSubmit'>): RuleAnswer<'feedbackSubmit'> {
  const user = me(ctx)
  const body = ctx.body
  if (mismatch(body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
  const type = ctx.world.catalog(user.region).feedback_types.find(t => t.type_id === body.type_id)
  if (type === undefined) return badParams('type_id')
  // The upstream's own checks, whatever the client did: a log only with consent, a song report with its song.
  if (body.log !== undefined && !body.log_consent) return fail(DOMAIN.FEEDBACK_LOG_WITHOUT_CONSENT)
  if (body.log !== undefined && body.log.entries.some(e => !KNOWN_PATHS.has(e.endpoint))) return badParams('log')
  const variant = body.variant ?? 'general'
  if ((variant === 'song') !== (body.song !== undefined)) return fail(DOMAIN.FEEDBACK_SONG_REQUIRED)
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
    replied_at: 0,
    variant,
    ...(body.song === undefined ? {} : { song: { ...body.song } }),
    ...(body.log === undefined ? {} : { log: copyLog(body.log) })
  }
  user.feedback.unshift(item)
  return ok({ feedback_id: item.feedback_id })
}

function feedbackLatest (ctx: RuleContext<'feedbackLatest'>): RuleAnswer<'feedbackLatest'> {
  const user = me(ctx)
  if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
  const { month } = ctx.body
  const thisMonth = monthAt(ctx.world.now() * 1000, REGION_INFO[user.region].timeZone)
  if (month !== undefined && !feedbackMonthAllowed(month, thisMonth)) {
    return fail(DOMAIN.INVALID_TIME)
  }
  const items = user.feedback.filter(f => month === undefined || monthOf(f.created_at, user.region) === month)
  return ok(pageOf(items.map(f => ({ ...f, pictures: [...f.pictures] })), ctx.body.page, ctx.body.page_size))
}

function feedbackUpload (ctx: RuleContext<'feedbackUpload'>): RuleAnswer<'feedbackUpload'> {
  const user = me(ctx)
  if (mismatch(ctx.body.user_id, user.profile.user_id)) return fail(DOMAIN.USER_MISMATCH)
  if (ctx.upload === null) return fail(DOMAIN.NOT_FOUND)
  return ok(storeUpload(ctx.world, ctx.upload))
}

export const feedbackHandlers = {
  feedbackTypes,
  feedbackQuestions,
  feedbackSubmit,
  feedbackLatest,
  feedbackUpload
} satisfies Pick<HandlerTable, FeedbackIds>
