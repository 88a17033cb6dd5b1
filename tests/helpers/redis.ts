// A real redis-server on a free loopback port, for the tests that run the shared store on Redis.
import type { Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { freePort } from '../../shared/node/free-port.js'
import { existsSync } from 'node:fs'

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export interface RedisServer {
  url: string
  port: number
  /** Stops the server (as a crash would: no save), leaving the port free for start(). */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>
}

export { freePort }

async function accepting (port: number): Promise<boolean> {
  return await new Promise(resolve => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => { resolve(false) })
  })
}

/** Starts redis-server for the test file; a missing binary fails the test with how to install it. */
export async function startRedis (t: Test): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server not found at ${REDIS_SERVER}: install Debian's redis-server (apt-get install redis-server) or set REDIS_SERVER_PATH`)
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async (): Promise<void> => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'], { stdio: 'ignore' })
    const deadline = Date.now() + 10000
    while (!(await accepting(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
      if (Date.now() > deadline) throw new Error('redis-server did not start within 10 s')
      await new Promise(resolve => setTimeout(resolve, 25))
    }
  }
  const stop = async (): Promise<void> => {
    const running = child
    child = undefined
    if (running === undefined || running.exitCode !== null) return
    await new Promise<void>(resolve => {
      running.once('exit', () => { resolve() })
      running.kill('SIGKILL')
    })
  }
  await start()
  t.teardown(stop)
  return { url: `redis://127.0.0.1:${port}`, port, stop, start }
}
