// A TCP relay on a free loopback port in front of a real server: it passes bytes both ways, and can hold the
// connections opened from now on (accepted, never passed on, as behind a congested link) while those already
// open keep flowing. The drills use it to put a client's new connections to a Sentinel in a stall.
import type { Test } from 'tap'
import { connect, createServer, type Socket } from 'node:net'

export interface TcpRelay {
  port: number
  /** New connections are accepted and held: nothing is passed on. Open ones are untouched. */
  hold: () => void
  /** Held connections are closed, and new ones are passed on again. */
  release: () => void
  /** How many connections were held since the last release. */
  held: () => number
}

export async function startTcpRelay (t: Test, targetPort: number): Promise<TcpRelay> {
  const open = new Set<Socket>()
  let holding = false
  let heldNow: Socket[] = []
  let heldCount = 0
  const server = createServer(client => {
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => { client.destroy() })
    if (holding) {
      heldNow.push(client)
      heldCount++
      return
    }
    const target = connect(targetPort, '127.0.0.1')
    open.add(target)
    target.on('close', () => { open.delete(target); client.destroy() })
    target.on('error', () => { target.destroy() })
    client.on('close', () => target.destroy())
    client.pipe(target)
    target.pipe(client)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    for (const socket of open) socket.destroy()
    await new Promise<void>(resolve => server.close(() => { resolve() }))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('relay not listening')
  return {
    port: address.port,
    hold: () => { holding = true },
    release: () => {
      holding = false
      for (const socket of heldNow) socket.destroy()
      heldNow = []
      heldCount = 0
    },
    held: () => heldCount
  }
}
