// Process metrics (event-loop lag, memory, CPU, handles) belong to the process, not to an app: one registry
// per process, collected once, which each service's /metrics appends. Tests run several gateways and the
// mock in one process; each would otherwise start its own event-loop monitor and never stop it.
import { Registry, collectDefaultMetrics } from 'prom-client'

let registry: Registry | undefined

export function processMetrics (): Registry {
  if (registry === undefined) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
  }
  return registry
}

/** The Prometheus text of an app's own registry followed by the process's. */
export async function metricsText (own: Registry): Promise<string> {
  const [mine, process] = await Promise.all([own.metrics(), processMetrics().metrics()])
  return `${mine}\n${process}`
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE
