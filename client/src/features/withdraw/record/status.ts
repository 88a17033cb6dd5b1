// Withdrawal statuses (docs/ARCHITECTURE.md "Money and states"): 0 pending, 1 success, 2 back, 4 transfer in,
// 5 cancel, 6 confirm, 7 frozen, shown as processing, received, rejected, arriving, cancelled, transferring,
// failed to redeem.
import { t } from '../../../lib/i18n.js'

/** The record's filter, after "All", in the order a withdrawal goes through them. */
export const FILTER_STATUSES = [0, 6, 4, 1, 5, 2, 7] as const

/** The badge colour repeats what the label says; it never carries meaning alone. */
const BADGE: Record<number, string> = { 0: 'warn', 6: 'warn', 4: 'warn', 1: '', 5: '', 2: 'bad', 7: 'bad' }

export function statusLabel (status: number): string {
  return t(`withdraw.status.${status}`)
}

export function statusBadge (status: number): string {
  return BADGE[status] ?? ''
}

export type StepState = 'done' | 'current' | 'todo' | 'stopped'
export interface Step { key: string, label: string, state: StepState }

const FLOW = ['submitted', 'processing', 'transferring', 'received'] as const

/** How far along the withdrawal is; a stopped one ends at the status that stopped it. */
export function progressOf (status: number): Step[] {
  const step = (key: string, state: StepState): Step => ({ key, label: t(`withdraw.step.${key}`), state })
  const stateAt = (i: number, current: number): StepState => i < current ? 'done' : i === current ? 'current' : 'todo'
  const upTo = (current: number): Step[] => FLOW.map((key, i) => step(key, stateAt(i, current)))
  switch (status) {
    case 0: return upTo(1)
    case 6: case 4: return upTo(2)
    case 1: return FLOW.map(key => step(key, 'done'))
    case 5: return [step('submitted', 'done'), { key: 'cancelled', label: statusLabel(5), state: 'stopped' }]
    // Frozen by the player's complaint: paid by the dealer, now under the platform's review (not yet failed).
    case 7: return [
      step('submitted', 'done'),
      step('processing', 'done'),
      step('transferring', 'done'),
      { key: 'review', label: t('withdraw.timeline_review'), state: 'current' }
    ]
    default: return [
      step('submitted', 'done'),
      step('processing', 'done'),
      { key: `s${status}`, label: statusLabel(status), state: 'stopped' }
    ]
  }
}
