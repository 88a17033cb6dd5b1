// Ports for the servers under test, and waiting until one answers.
import { createServer } from 'node:net'
import { request } from 'undici'
import type { Child } from './children.js'

/** A port free right now on loopback (the kernel's choice), for a child to listen on. */
export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'))
        else resolve(address.port)
      })
    })
  })
}

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
    if (Date.now() > deadline) throw new Error(`${child.name} not serving ${url} after ${timeoutMs} ms: ${child.stderr()}`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}
