// The recharge funnel's analytics steps. The upstream can switch them off per region (rechargelist
// data_report); until it has answered they are reported.
import { track } from '../../lib/analytics.js'

let enabled = true

export function setRechargeReporting (on: boolean): void {
  enabled = on
}

export function step (name: string, attributes: Record<string, string | number | boolean> = {}): void {
  if (enabled) track('recharge', name, attributes)
}
