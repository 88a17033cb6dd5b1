// The player's own user info, other players' names and pictures, and picture uploads.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { me, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { badParams, fail, ok } from '../outcome.js'
import { dayOf } from '../world/calendar.js'
import type { Wallet } from '../world/world-types.js'
import { storeUpload } from './uploads.js'
import { declarationView } from '../world/eligibility.js'

function getOtherUserInfo (ctx: RuleContext<'getOtherUserInfo'>): RuleAnswer<'getOtherUserInfo'> {
  return ok({
    items: ctx.body.user_id_list
      .map(id => ctx.world.walletIn(me(ctx).region, id))
      .filter((w): w is Wallet => w !== undefined)
      .map(w => ({ user_id: w.user_id, name: w.name, picture: w.picture }))
  })
}

function declare (ctx: RuleContext<'declare'>): RuleAnswer<'declare'> {
  const user = me(ctx)
  if (ctx.world.catalog(user.region).eligibility === undefined) return fail(DOMAIN.NOT_FOUND)
  if (ctx.body.birth_date > dayOf(ctx.world.now(), user.region)) return badParams('birth_date')
  // A declaration is made once: declaring again cannot lift a bar, the stored one is the answer.
  if (user.declaration !== null) return ok(declarationView(ctx.world, user))
  user.declaration = { birth_date: ctx.body.birth_date, state: ctx.body.state }
  return ok(declarationView(ctx.world, user))
}

function uploadFile (ctx: RuleContext<'uploadFile'>): RuleAnswer<'uploadFile'> {
  const user = me(ctx)
  if (ctx.body.user_id !== undefined && ctx.body.user_id !== user.profile.user_id) return fail(DOMAIN.USER_MISMATCH)
  if (ctx.upload === null) return fail(DOMAIN.NOT_FOUND)
  return ok(storeUpload(ctx.world, ctx.upload))
}

export const userHandlers = {
  getUserInfo: ctx => ok({ ...me(ctx).profile }),
  /**
   * Unknown ids are left out rather than failing the whole list; players without a token here (a dealer's followers)
   * are found too.
   */
  getOtherUserInfo,
  declaration: ctx => ok(declarationView(ctx.world, me(ctx))),
  /** Stored as declared (India's form asks before a first recharge); the answer says whether it bars money play. */
  declare,
  uploadFile
} satisfies Pick<HandlerTable, 'getUserInfo' | 'getOtherUserInfo' | 'declaration' | 'declare' | 'uploadFile'>
