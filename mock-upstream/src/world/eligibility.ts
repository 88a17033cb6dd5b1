// Who may play for money (spec: minimum age 18, residents of barred Indian states): the player's stored
// declaration against the region's terms in the catalogue (configuration, not code). The upstream refuses
// money in and out for a barred declaration with its own code, and, in a region with terms, for a player who
// has not declared yet (the screens ask first; a client that skips them is refused all the same).
import { BARRED_KEY, DOMAIN } from '../../../shared/domain-codes.js'
import type { EndpointId } from '../../../shared/endpoints.js'
import { barredReason, type BarredReason } from '../../../shared/rules/eligibility.js'
import type { Declaration } from '../../../shared/schemas/user.js'
import type { Handler } from '../handler.js'
import { fail, type Failure } from '../outcome.js'
import type { World } from './state.js'
import type { UserState } from './world-types.js'
import { dayOf } from './calendar.js'

/** Why this player may not move money, or null (no terms in the region, or no declaration yet). */
export function barredOf (world: World, user: UserState): BarredReason | null {
  const terms = world.catalog(user.region).eligibility
  if (terms === undefined || user.declaration === null) return null
  return barredReason(user.declaration, dayOf(world.now(), user.region), terms)
}

export function declarationView (world: World, user: UserState): Declaration {
  const reason = barredOf(world, user)
  const d = user.declaration
  return {
    declared: d !== null,
    birth_date: d?.birth_date ?? '',
    state: d?.state ?? '',
    barred: reason !== null,
    reason: reason ?? 'none',
    min_age: world.catalog(user.region).eligibility?.min_age ?? 0,
    barred_states: [...world.catalog(user.region).eligibility?.barred_states ?? []]
  }
}

export function barredRefusal (world: World, user: UserState): Failure | null {
  const reason = barredOf(world, user)
  if (reason === null) return null
  return reason === 'under_age'
    ? fail(DOMAIN.PLAYER_BARRED, { age: world.catalog(user.region).eligibility?.min_age ?? 0 }, BARRED_KEY.under_age)
    : fail(DOMAIN.PLAYER_BARRED, { state: user.declaration?.state ?? '' }, BARRED_KEY.barred_state)
}

/** The calls that move a player's money in or out: recharges, withdrawal, coin transfer. */
export const MONEY_MOVES = [
  'recharge',
  'cardBuy',
  'scratchersRecharge',
  'commonRecharge',
  'withdraw',
  'transfer'
] as const satisfies readonly EndpointId[]

/** Why this player may not move money now: a barred declaration, or none yet where the region has terms. */
export function ineligibleRefusal (world: World, user: UserState): Failure | null {
  if (world.catalog(user.region).eligibility !== undefined && user.declaration === null) {
    return fail(DOMAIN.DECLARATION_REQUIRED)
  }
  return barredRefusal(world, user)
}

/** A money move's rule, run only for a player whose declaration (where the region asks one) allows it. */
export function refuseIneligible<K extends EndpointId> (rule: Handler<K>): Handler<K> {
  return ctx => {
    const refusal = ctx.user === null ? null : ineligibleRefusal(ctx.world, ctx.user)
    return refusal ?? rule(ctx)
  }
}
