// Who is calling: error tokens answer their code on every call, login calls need a known token, slow
// tokens answer too late, and guests get only the calls the table opens to them (`guests`).
import { SESSION_EXPIRED } from '../../../shared/codes.js'
import { DOMAIN } from '../../../shared/domain-codes.js'
import { fail } from '../outcome.js'
import type { UserState } from '../world/world-types.js'
import { answerCode, answerFailure, dropConnection, type Call, type Stop } from './call.js'

export async function identifyCaller (call: Call): Promise<UserState | null | Stop> {
  const { app, entry, who } = call
  const { world } = app
  const errorCode = who.consistent ? world.errorCode(who.token) : undefined
  if (errorCode !== undefined) return answerCode(call, errorCode)
  // An upstream playing one region does not know the accounts of another: their token is as unknown
  // to it as an expired one.
  const known = who.consistent ? world.user(who.token) ?? null : null
  const plays = app.mockConfig.region
  const user = known !== null && (plays === null || known.region === plays) ? known : null
  if (entry.login && user === null) return answerCode(call, SESSION_EXPIRED)
  if (user !== null && world.isSlow(user.token)) {
    const completed = await app.delays.sleep(app.mockConfig.upstreamTimeoutMs + 1000)
    if (!completed) return dropConnection(call)
  }
  if (entry.login && user !== null && user.profile.user_type <= 0 && entry.guests !== true) {
    return answerFailure(call, fail(DOMAIN.LOGIN_REQUIRED))
  }
  return user
}
