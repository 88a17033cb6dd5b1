// Loopback ports free right now (the kernel's choice), for servers a test or the bench starts as processes.
import { createServer, type Server } from 'node:net'

async function open (): Promise<{ server: Server, port: number }> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        server.close()
        reject(new Error('no port'))
      } else resolve({ server, port: address.port })
    })
  })
}

type Ports<N extends number, R extends number[] = []> = R['length'] extends N ? R : Ports<N, [...R, number]>

/**
 * n distinct ports. Each is held until all are taken: a port released at once can be the kernel's
 * next answer, and two servers told the same port fail as a test that has nothing to do with it.
 */
export async function freePorts<N extends number> (n: N): Promise<Ports<N>> {
  const held: Array<{ server: Server, port: number }> = []
  try {
    for (let i = 0; i < n; i++) held.push(await open())
    return held.map(h => h.port) as Ports<N>
  } finally {
    const close = async (h: (typeof held)[number]): Promise<void> => {
      await new Promise<void>(resolve => { h.server.close(() => { resolve() }) })
    }
    await Promise.all(held.map(close))
  }
}

export async function freePort (): Promise<number> {
  const [port] = await freePorts(1)
  return port
}
