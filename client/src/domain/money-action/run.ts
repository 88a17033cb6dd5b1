// One money call with its analytics trail: "confirmed" as it leaves, then "success" or "failure" with the
// envelope's code and status. The call itself is keyed by lib/api.ts (sendKeyed: the same key while its
// outcome is uncertain), so this module never makes a key and never sends again on its own.
import type { AttributeValue } from '../../../../shared/rules/report-privacy.js'
import { track } from '../../lib/analytics.js'
import { isUncertain } from '../../lib/idempotency.js'
import type { Failure, Result } from '../../lib/result.js'

type Props = Record<string, AttributeValue>

/** The three analytics events of one money action, and what each says. */
export interface Trail<I, D> {
  area: string
  /** `confirmed` is left out where no confirmation precedes the call (Add Cash: the hand-off to the app is it). */
  names: { confirmed?: string, success: string, failure: string }
  /** What every event of the trail says about the intent (the amount, the account type...). */
  details: (intent: I) => Props
  /** What "success" says, when not `details` alone (an order id from the answer). */
  success?: (intent: I, data: D) => Props
  /** What "failure" says before its code and status, when not `details`. */
  failure?: (intent: I) => Props
  /** How the events are sent, when not lib/analytics' track as they are (Add Cash's region may turn its off). */
  track?: (area: string, name: string, props: Props) => void
}

export type Settled<D> =
  | { kind: 'done', data: D }
  /** The upstream answered no (a domain code): nothing happened, the key is settled. */
  | { kind: 'refused', failure: Failure }
  /** No certain answer (timeout, outage, network): it may have happened; a retry reuses the key. */
  | { kind: 'uncertain', failure: Failure }

export async function runMoneyAction<I, D> (
  intent: I,
  send: (intent: I) => Promise<Result<D>>,
  trail: Trail<I, D>
): Promise<Settled<D>> {
  const report = trail.track ?? track
  if (trail.names.confirmed !== undefined) report(trail.area, trail.names.confirmed, trail.details(intent))
  const result = await send(intent)
  if (result.ok) {
    report(trail.area, trail.names.success, trail.success?.(intent, result.data) ?? trail.details(intent))
    return { kind: 'done', data: result.data }
  }
  const said = trail.failure?.(intent) ?? trail.details(intent)
  report(trail.area, trail.names.failure, { ...said, code: result.code, status: result.status })
  return { kind: isUncertain(result) ? 'uncertain' : 'refused', failure: result }
}
