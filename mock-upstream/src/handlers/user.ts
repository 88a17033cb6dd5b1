// The player's own user info, other players' names and pictures, and picture uploads.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { me, type HandlerTable } from '../handler.js'
import { fail, ok } from '../outcome.js'
import type { Wallet } from '../world-types.js'
import { storeUpload } from './uploads.js'

export const userHandlers = {
  getUserInfo: ctx => ok({ ...me(ctx).profile }),

  /** Unknown ids are left out rather than failing the whole list; players without a token here (a dealer's followers) are found too. */
  getOtherUserInfo: ctx => ok({
    items: ctx.body.user_id_list
      .map(id => ctx.world.walletIn(me(ctx).region, id))
      .filter((w): w is Wallet => w !== undefined)
      .map(w => ({ user_id: w.user_id, name: w.name, picture: w.picture }))
  }),

  uploadFile: ctx => {
    const user = me(ctx)
    if (ctx.body.user_id !== undefined && ctx.body.user_id !== user.profile.user_id) return fail(DOMAIN.USER_MISMATCH)
    if (ctx.upload === null) return fail(DOMAIN.NOT_FOUND)
    return ok(storeUpload(ctx.world, ctx.upload))
  }
} satisfies Pick<HandlerTable, 'getUserInfo' | 'getOtherUserInfo' | 'uploadFile'>
