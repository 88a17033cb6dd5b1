// Coin transfer between players, its record, and the agency list (docs/ARCHITECTURE.md "Limits and constants"): at
// least 100 coins, not above what the sender holds, not to oneself, only to an existing user; never cancelled.
import { DOMAIN } from '../../../shared/domain-codes.js'
import { isListed } from '../../../shared/rules/dealer.js'
import { transferCoinsProblem, transferProblem } from '../../../shared/rules/transfer.js'
import type { AgencyItem } from '../../../shared/schemas/transfer.js'
import { me, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { fail, ok } from '../outcome.js'
import { isDealer, moveCoins } from '../world/dealer-world.js'
import type { World } from '../world/state.js'
import type { UserState } from '../world/world-types.js'
import { pageOf } from './paging.js'

/** The region's agents: its dealers who are listed (not those who blocked the caller), then the agencies. */
export function agency (world: World, caller: UserState): AgencyItem[] {
  const dealers: AgencyItem[] = [...world.allUsers()]
    .filter(isDealer)
    .filter(u => u.region === caller.region && isListed(u.dealer.whatsapp, u.asset.coins))
    .filter(u => !u.dealer.followers.some(f => f.user_id === caller.profile.user_id && f.status === 'blocked'))
    .map(u => ({
      agent_id: u.profile.user_id, user_id: u.profile.user_id, nickname: u.dealer.nickname, picture: u.profile.picture,
      whatsapp: u.dealer.whatsapp, price: u.dealer.price, coins_available: u.asset.coins
    }))
  const agencies: AgencyItem[] = world.catalog(caller.region).agents.agents.map(a => ({
    agent_id: a.agent_id, user_id: '', nickname: a.name, picture: a.picture, whatsapp: a.whatsapp, price: a.price,
    coins_available: a.coins_available
  }))
  return [...dealers, ...agencies]
}

function transfer (ctx: RuleContext<'transfer'>): RuleAnswer<'transfer'> {
  const user = me(ctx)
  const { user_id: to, amount } = ctx.body
  // Checked in this order: the request itself, then the receiver, then the sender's coins.
  const early = transferProblem(user.profile.user_id, to, amount)
  if (early !== null) return fail(early.key === 'self' ? DOMAIN.TRANSFER_SELF : DOMAIN.TRANSFER_MINIMUM)
  const target = ctx.world.walletIn(user.region, to)
  if (target === undefined) return fail(DOMAIN.USER_NOT_FOUND)
  if (transferCoinsProblem(amount, user.asset.coins) !== null) return fail(DOMAIN.TRANSFER_EXCEEDS_ASSETS)
  const record = moveCoins(ctx.world, user, target, amount, ctx.world.now())
  return ok({ record, coins: user.asset.coins })
}

function transferList (ctx: RuleContext<'transferList'>): RuleAnswer<'transferList'> {
  const user = me(ctx)
  const { page, page_size: pageSize, type, user_id: userId } = ctx.body
  const items = user.transfers
    .filter(r => type === undefined || r.type === type)
    .filter(r => userId === undefined || r.user_id === userId)
    .map(r => ({ ...r }))
  return ok(pageOf(items, page, pageSize))
}

function agencyList (ctx: RuleContext<'agencyList'>): RuleAnswer<'agencyList'> {
  const { page, page_size: pageSize } = ctx.body
  return ok(pageOf(agency(ctx.world, me(ctx)), page, pageSize))
}

export const transferHandlers = {
  transfer,
  transferList,
  agencyList
} satisfies Pick<HandlerTable, 'transfer' | 'transferList' | 'agencyList'>
