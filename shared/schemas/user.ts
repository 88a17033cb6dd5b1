// The player's own and other players' user info, and generic uploads.
import { Type, type Static } from 'typebox'
import { body, field, literals, UnixSeconds } from './common.js'
import { INDIA_STATES } from '../rules/eligibility.js'

export const UserInfo = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  user_type: Type.Integer({ description: 'positive is a logged-in player; 0 a guest' }),
  region: Type.String(),
  is_dealer: Type.Boolean({ description: 'a coin dealer: may open the manage centre' }),
  created_at: UnixSeconds
})
export type UserInfo = Static<typeof UserInfo>

export const OtherUsersBody = body({ user_id_list: Type.Array(field('user_id'), { minItems: 1, maxItems: 20 }) })
export type OtherUsersBody = Static<typeof OtherUsersBody>
export const OtherUser = Type.Object({ user_id: Type.String(), name: Type.String(), picture: Type.String() })
export const OtherUsers = Type.Object({ items: Type.Array(OtherUser) })
export type OtherUsers = Static<typeof OtherUsers>

export const Uploaded = Type.Object({
  url: Type.String(),
  file_id: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  mime: Type.String()
})
export type Uploaded = Static<typeof Uploaded>

/** The age and residence declaration an Indian player makes before a first recharge (spec: who may play). */
export const DeclareBody = body({
  birth_date: field('birth_date', { description: 'date of birth, YYYY-MM-DD' }),
  state: literals(...INDIA_STATES)
}, 'Declare date of birth and state of residence; the upstream stores it and says whether it bars money play.')
export type DeclareBody = Static<typeof DeclareBody>

export const Declaration = Type.Object({
  declared: Type.Boolean(),
  /** '' until declared. */
  birth_date: Type.String(),
  state: Type.String(),
  /** The declaration bars recharge, withdrawal and transfer. */
  barred: Type.Boolean(),
  reason: literals('none', 'under_age', 'barred_state'),
  /** The upstream's minimum age and barred states (its configuration), for the form to state. */
  min_age: Type.Integer({ minimum: 0 }),
  barred_states: Type.Array(Type.String())
})
export type Declaration = Static<typeof Declaration>
