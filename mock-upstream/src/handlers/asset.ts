// Balances and transactions (docs/ARCHITECTURE.md "Money and states").
import { DOMAIN } from '../../../shared/domain-codes.js'
import { REGION_INFO, type Region } from '../../../shared/regions.js'
import type { AssetInfo, Trade, WithdrawConf } from '../../../shared/schemas/asset.js'
import { me, type HandlerTable, type RuleAnswer, type RuleContext } from '../handler.js'
import { badParams, fail, ok } from '../outcome.js'
import type { World } from '../world/state.js'
import type { StoredTrade, UserState } from '../world/world-types.js'
import { accountOfType } from './accounts.js'
import { DEFAULT_PAGE_SIZE } from './paging.js'
import { usedToday } from './withdraw.js'
import { fill, type Localisable, type WithTexts } from '../texts/local-text.js'
import { countFor, moneyFor } from '../texts/say.js'
import { taxYearView } from '../world/tax-year.js'

export function withdrawConf (world: World, region: Region): Localisable<WithdrawConf> {
  const c = world.catalog(region).withdraw_conf
  const info = REGION_INFO[region]
  return {
    multiple: info.withdrawMultiple,
    min_amount: c.min_amount,
    daily_max: c.daily_max,
    daily_times: c.daily_times,
    tax_rate_bp: c.tax_rate_bp,
    // Filled per language, so the amounts are written the way that reader writes money.
    tax_tips: fill(c.tax_tips, lang => ({ rate: `${countFor(c.tax_rate_bp / 100, region, lang)}%` })),
    limit_tips: fill(
      c.limit_tips,
      lang => ({ times: countFor(c.daily_times, region, lang), max: moneyFor(c.daily_max, region, lang) })
    ),
    payout_days: info.payoutDays
  }
}

export function assetInfoOf (world: World, user: UserState, assetsType: number): Localisable<AssetInfo> {
  const a = user.asset
  return {
    amount: a.amount,
    deposited: a.deposited,
    withdraw_amt: a.withdraw_amt,
    bonus: a.bonus,
    coins: a.coins,
    assets_type: assetsType,
    paytm_id: accountOfType(user, 'paytm')?.paytm_id ?? '',
    bonus_tips: a.bonus_tips,
    withdraw_times: a.withdraw_times,
    recharged: a.recharged,
    first_recharge_available: !a.recharged,
    withdraw_conf: withdrawConf(world, user.region),
    withdraw_today: usedToday(world, user),
    tax_year: taxYearView(world, user)
  }
}

export function tradeView (t: StoredTrade): WithTexts<Trade, 'remark'> {
  const { ref: _ref, ...trade } = t
  return trade
}

function guestLogin (ctx: RuleContext<'guestLogin'>): RuleAnswer<'guestLogin'> {
  const guest = [...ctx.world.allUsers()].find(u => u.profile.user_type === 0)
  if (guest === undefined) return fail(DOMAIN.NOT_FOUND)
  return ok({ token: guest.token, user_id: guest.profile.user_id, user_type: guest.profile.user_type })
}

function assetInfo (ctx: RuleContext<'assetInfo'>): RuleAnswer<'assetInfo'> {
  const user = me(ctx)
  return ok(assetInfoOf(ctx.world, user, ctx.common?.assets_type ?? REGION_INFO[user.region].assetsType))
}

function tradeList (ctx: RuleContext<'tradeList'>): RuleAnswer<'tradeList'> {
  const user = me(ctx)
  const { type, page_size: pageSize = DEFAULT_PAGE_SIZE, cursor } = ctx.body
  const matches = (t: StoredTrade): boolean => {
    if (type === undefined || type === 0) return true
    return type === -1 ? t.status === 3 : t.type === type
  }
  let start = 0
  if (cursor !== undefined && cursor !== '') {
    const index = user.trades.findIndex(t => t.trade_id === cursor)
    if (index < 0) return badParams('cursor')
    start = index + 1
  }
  const items: Array<WithTexts<Trade, 'remark'>> = []
  let i = start
  for (; i < user.trades.length && items.length < pageSize; i++) {
    const t = user.trades[i] as StoredTrade
    if (matches(t)) items.push(tradeView(t))
  }
  const hasMore = user.trades.slice(i).some(matches)
  return ok({ items, has_more: hasMore, next_cursor: hasMore ? items[items.length - 1]?.trade_id ?? '' : '' })
}

export const assetHandlers = {
  guestLogin,
  assetInfo,
  /** Newest first; the cursor is the last trade_id the client has, so new trades never shift a page. */
  tradeList
} satisfies Pick<HandlerTable, 'guestLogin' | 'assetInfo' | 'tradeList'>
