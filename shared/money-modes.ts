// Region money modes (docs/REGIONS.md "Money modes"): which money calls a region's operators have closed. The
// region file names a mode per region; the gateway refuses a closed call before the upstream, and the client
// disables the ways to it with the same reason. The one place that says which call is which.
import type { EndpointId } from './endpoints.js'

export const MONEY_MODES = ['open', 'withdraw_only', 'closed'] as const
export type MoneyMode = (typeof MONEY_MODES)[number]

/**
 * `in`: money coming into the wallet (recharge of every kind, transfer, a dealer's coin sale): closed in
 * `withdraw_only` and `closed`. `out`: a withdrawal and what pays or returns it (cancel, a dealer's accept
 * and remit of a payout order): closed only in `closed`, so players' balances can still go back to them.
 */
export type MoneyFlow = 'in' | 'out'

/**
 * Every money call of the endpoint table (`money: true`), and the remit by a photo of the payment record (the
 * same step as a remit by UTR). A money entry missing here does not compile (tests/shared/money-modes.test.ts
 * checks the table against it).
 */
export const MONEY_FLOW = {
  recharge: 'in',
  cardBuy: 'in',
  scratchersRecharge: 'in',
  commonRecharge: 'in',
  transfer: 'in',
  agentSell: 'in',
  withdraw: 'out',
  withdrawCancel: 'out',
  // "Not received?": keyed like a money call; the player's way to their payout, so open while withdrawals are.
  withdrawComplain: 'out',
  agentOrderAccept: 'out',
  agentOrderRemit: 'out',
  agentOrderRecord: 'out'
} as const satisfies Partial<Record<EndpointId, MoneyFlow>>
export type MoneyCall = keyof typeof MONEY_FLOW

export function moneyFlowOf (id: string): MoneyFlow | undefined {
  return Object.hasOwn(MONEY_FLOW, id) ? MONEY_FLOW[id as MoneyCall] : undefined
}

/** True when a call of this flow is refused in this mode. */
export function flowClosed (mode: MoneyMode, flow: MoneyFlow): boolean {
  return mode === 'closed' || (mode === 'withdraw_only' && flow === 'in')
}

/** The domain code of a call refused by the region's mode (shared/domain-codes.ts): one per mode, so the
 * refusal itself says which mode is in force. */
export const MONEY_MODE_CODE = {
  withdraw_only: 10032,
  closed: 10033
} as const satisfies Record<Exclude<MoneyMode, 'open'>, number>

/** The header of every /api answer that names the page region's mode. */
export const MONEY_MODE_HEADER = 'x-money-mode'

/** The message of a refusal and of the client's disabled actions (locales/*.json). */
export const MONEY_MODE_KEY = { withdraw_only: 'money_mode.withdraw_only', closed: 'money_mode.closed' } as const
