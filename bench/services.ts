// The mock upstream and the gateway as production runs them: built code from dist/, each its own process,
// configured by environment, on free loopback ports. Stopped (killed if need be) by `stop()`.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { waitForHttp } from '../scripts/wait.js'

export interface Services {
  gatewayUrl: string
  mockUrl: string
  gateway: ChildProcess
  stop: () => Promise<void>
}

export async function freePort (): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

function run (script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(projectRoot(), 'dist', script)], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  return child
}

async function kill (child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** `env` is added to the gateway's environment (its limits for a benchmark, say). */
export async function startServices (env: Record<string, string> = {}): Promise<Services> {
  const [mockPort, port] = [await freePort(), await freePort()]
  const secret = 'bench-secret'
  const mock = run('mock-upstream/src/server.js', { MOCK_PORT: String(mockPort), SIGN_SECRET: secret })
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const gateway = run('gateway/src/server.js', {
    PORT: String(port),
    UPSTREAM_URL: mockUrl,
    SIGN_SECRET: secret,
    RATE_LIMIT_USER_PER_MIN: '100000',
    RATE_LIMIT_IP_PER_MIN: '1000000',
    ...env
  })
  const stop = async (): Promise<void> => { await Promise.all([kill(gateway), kill(mock)]) }
  const gatewayUrl = `http://localhost:${port}`
  try {
    await waitForHttp(`${mockUrl}/__mock/requests`, { timeoutMs: 30_000 })
    await waitForHttp(`${gatewayUrl}/healthz`, { timeoutMs: 30_000 })
  } catch (err) {
    await stop()
    throw err
  }
  return { gatewayUrl, mockUrl, gateway, stop }
}
