// Ports for the servers under test, and waiting until one answers.
import { request } from 'undici'
import type { Child } from './children.js'

export { freePort, freePorts } from '../../shared/node/free-port.js'

/** Polls `url` until it answers `expect` (any HTTP answer when undefined), the child dies, or time runs out. */
export async function waitUntilServing (child: Child, url: string, timeoutMs = 20_000, expect?: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before serving: ${child.stderr()}`)
    }
    try {
      const res = await request(url, { headersTimeout: 1000, bodyTimeout: 1000 })
      await res.body.dump()
      if (expect === undefined || res.statusCode === expect) return
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      throw new Error(`${child.name} not serving ${url} after ${timeoutMs} ms: ` +
      `${child.stderr()}`)
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}
