// The mock upstream and the gateway as production runs them (built code from dist/, each its own process,
// configured by environment) on free loopback ports, for the client bench. Stopped by `stop()`, and by the
// bench's own end whatever happens (lib/children.ts).
import { startChild, stopChild, type Child } from './lib/children.js'
import { scripts } from './lib/dist.js'
import { gatewayEnv, RUN_SECRET } from './lib/gateway-env.js'
import { freePorts, waitUntilServing } from './lib/net.js'

export interface Services {
  /** On `localhost`, the host a browser opens (the gateway's default region). */
  gatewayUrl: string
  mockUrl: string
  gateway: Child
  stop: () => Promise<void>
}

export async function startServices (): Promise<Services> {
  const [mockPort, port, metricsPort] = await freePorts(3)
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const mock = startChild('mock upstream', scripts.mockUpstream, {
    MOCK_PORT: String(mockPort),
    SIGN_SECRET: RUN_SECRET,
    LOG_LEVEL: 'warn'
  })
  const gateway = startChild('gateway', scripts.gateway, gatewayEnv(port, metricsPort, mockUrl, { LOG_LEVEL: 'warn' }))
  const stop = async (): Promise<void> => { await Promise.all([stopChild(gateway), stopChild(mock)]) }
  try {
    await waitUntilServing(mock, `${mockUrl}/__mock/metrics`)
    await waitUntilServing(gateway, `http://127.0.0.1:${port}/healthz`, 20_000, 200)
  } catch (err) {
    await stop()
    throw err
  }
  return { gatewayUrl: `http://localhost:${port}`, mockUrl, gateway, stop }
}
