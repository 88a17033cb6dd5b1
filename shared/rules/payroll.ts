// The pay-roll (payout order) state machine (docs/ARCHITECTURE.md "Money and states"), written once: which action may
// move an order from which state to which, and who takes it. The mock upstream allows or refuses a change from this
// table; the dealer centre shows an order's buttons from it. Pure data and functions.
import { MINOR_PER_MAJOR } from '../money.js'

/** 1 pending orders, 2 in payment, 3 pending, 4 succeeded, 5 frozen, 6 failed, 7 abandon the payment, 8 time out. */
export const PAYROLL_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number]

export const PAYROLL = {
  /** Offered to the dealer, in the available list. */
  PENDING_ORDER: 1,
  /** Accepted: the dealer is paying the player's account. */
  IN_PAYMENT: 2,
  /** Remitted (UTR or payment record): waiting for the 48-hour complaint window. */
  PENDING: 3,
  /** Paid and not complained about (or the complaint was rejected): the dealer is credited. */
  SUCCEEDED: 4,
  /** The player complained: the platform reviews the payment. */
  FROZEN: 5,
  /** Not paid by this dealer: refused, cancelled by the player, or the complaint was upheld. */
  FAILED: 6,
  /** The dealer gave the accepted order back. */
  ABANDONED: 7,
  /** Accepted but not remitted in time. */
  TIMED_OUT: 8
} as const satisfies Record<string, PayrollStatus>

/** Labels beside the state: refuse orders, user cancelled, doubtful (platform risk flag), complaint. */
export const PAYROLL_LABELS = ['none', 'refused', 'user_cancelled', 'doubtful', 'complaint'] as const
export type PayrollLabel = (typeof PAYROLL_LABELS)[number]

/** Who takes an action: the dealer (a call), the player (cancel, complaint) or the platform's clock and review. */
export type PayrollActor = 'dealer' | 'player' | 'system'

export interface PayrollTransition {
  /** The only states the action may start from. */
  from: readonly PayrollStatus[]
  to: PayrollStatus
  by: PayrollActor
  /** The label the order gets; absent keeps the label it had (a doubtful order stays flagged). */
  label?: PayrollLabel
  /** settle and resolve_paid credit the dealer; resolve_failed gives the player's money back. */
  effect?: 'credit_dealer' | 'return_to_player'
}

export const PAYROLL_TRANSITIONS = {
  accept: { from: [1], to: 2, by: 'dealer' },
  refuse: { from: [1], to: 6, by: 'dealer', label: 'refused' },
  user_cancel: { from: [1], to: 6, by: 'player', label: 'user_cancelled' },
  abandon: { from: [2], to: 7, by: 'dealer' },
  remit: { from: [2], to: 3, by: 'dealer' },
  timeout: { from: [2], to: 8, by: 'system' },
  complain: { from: [3], to: 5, by: 'player', label: 'complaint' },
  settle: { from: [3], to: 4, by: 'system', effect: 'credit_dealer' },
  resolve_paid: { from: [5], to: 4, by: 'system', effect: 'credit_dealer' },
  resolve_failed: { from: [5], to: 6, by: 'system', effect: 'return_to_player' }
} as const satisfies Record<string, PayrollTransition>

export type PayrollAction = keyof typeof PAYROLL_TRANSITIONS
export const PAYROLL_ACTIONS = [
  'accept',
  'refuse',
  'user_cancel',
  'abandon',
  'remit',
  'timeout',
  'complain',
  'settle',
  'resolve_paid',
  'resolve_failed'
] as const satisfies readonly PayrollAction[]
type ByDealer<A extends PayrollAction> = (typeof PAYROLL_TRANSITIONS)[A]['by'] extends 'dealer' ? A : never
export type DealerAction = { [A in PayrollAction]: ByDealer<A> }[PayrollAction]
export const DEALER_ACTIONS = ['accept', 'refuse', 'abandon', 'remit'] as const satisfies readonly DealerAction[]
/** Compile-time: the lists above name every action of the table, and every dealer action. */
export const ACTIONS_COMPLETE: [
  Exclude<PayrollAction, (typeof PAYROLL_ACTIONS)[number]>,
  Exclude<DealerAction, (typeof DEALER_ACTIONS)[number]>
] extends [never, never] ? true : never = true

/** The state an action leads to from `status`, or null when the table does not allow it. */
export function nextStatus (action: PayrollAction, status: PayrollStatus): PayrollStatus | null {
  const t: PayrollTransition = PAYROLL_TRANSITIONS[action]
  return t.from.includes(status) ? t.to : null
}

/** The dealer's buttons for an order in `status`. */
export function dealerActions (status: PayrollStatus): DealerAction[] {
  return DEALER_ACTIONS.filter(a => nextStatus(a, status) !== null)
}

/** The pay-out tabs: available list, pending (the dealer's orders under way), completed. */
export const PAYOUT_TABS = ['available', 'pending', 'completed'] as const
export type PayoutTab = (typeof PAYOUT_TABS)[number]
export const TAB_STATUSES: Record<PayoutTab, readonly PayrollStatus[]> = {
  available: [1],
  pending: [2, 3, 5],
  completed: [4, 6, 7, 8]
}

export function tabOf (status: PayrollStatus): PayoutTab {
  return PAYOUT_TABS.find(tab => TAB_STATUSES[tab].includes(status)) ?? 'completed'
}

/** A state no action leaves. */
export function isFinal (status: PayrollStatus): boolean {
  return PAYROLL_ACTIONS.every(a => nextStatus(a, status) === null)
}

/** After a remit, the player has 48 hours to complain; then the order succeeds and the dealer is credited. */
export const COMPLAINT_WINDOW_S = 48 * 3600
/** Dealer lists show the latest 50 orders. */
export const PAYOUT_LIST_LIMIT = 50

/** Coins credited to the dealer for a paid order: one coin per major unit paid out (₹2,500 gives 2,500). */
export function payoutCoins (amountMinor: number): number {
  return Math.floor(amountMinor / MINOR_PER_MAJOR)
}
