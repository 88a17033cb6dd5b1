// The player's own user info, other players' names and pictures, and picture uploads.
import { DOMAIN } from '../../../shared/codes.js'
import { me, type HandlerTable } from '../handler.js'
import { fail, ok } from '../outcome.js'
import type { UserState } from '../state.js'
import { storeUpload } from './uploads.js'

export const userHandlers = {
  getUserInfo: ctx => ok({ ...me(ctx).profile }),

  /** Unknown ids are left out rather than failing the whole list. */
  getOtherUserInfo: ctx => ok({
    items: ctx.body.user_id_list
      .map(id => ctx.world.userById(id))
      .filter((u): u is UserState => u !== undefined)
      .map(u => ({ user_id: u.profile.user_id, name: u.profile.name, picture: u.profile.picture }))
  }),

  uploadFile: ctx => {
    const user = me(ctx)
    if (ctx.body.user_id !== undefined && ctx.body.user_id !== user.profile.user_id) return fail(DOMAIN.USER_MISMATCH)
    if (ctx.upload === null) return fail(DOMAIN.NOT_FOUND)
    return ok(storeUpload(ctx.world, ctx.upload))
  }
} satisfies Pick<HandlerTable, 'getUserInfo' | 'getOtherUserInfo' | 'uploadFile'>
