// Parts of the operational drills (tests/drills/): gateway processes as an operator runs them, the real mock
// upstream, and a client that makes keyed money calls the way the wallet does: a fresh Idempotency-Key per
// operation, the same key for every retry of it, and an unknown outcome settled by asking again, never re-sent
// with a new key.
import type { Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, request } from 'undici'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import type { JournalEntry } from '../../mock-upstream/src/plugins/journal.js'
import { freePort } from '../../shared/node/free-port.js'
import { nodeScript } from './node-script.js'
import { clientHeaders, TEST_SECRET } from './stack.js'

export const TRANSFER = '/api/user/v1/amt/transfer'
export const TRANSFER_LIST = '/api/user/v1/amt/transfer/list'
export const ASSET = '/api/user/v1/amt/assetinfo'
/** The India dealer: 250 000 coins, enough for every drill's transfers of 100. */
export const SENDER = 'demo-dealer-in'
export const GIFT = { user_id: '20593318', amount: 100 }

export interface Mock {
  url: string
  journal: (path?: string) => Promise<JournalEntry[]>
  fault: (fault: Record<string, unknown>) => Promise<void>
}

/** The real mock upstream, in this process, on a loopback port. */
export async function startMock (t: Test, upstreamTimeoutMs: number): Promise<Mock> {
  const mock = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs), MOCK_PORT: '9090' }), logger: false })
  await mock.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await mock.close() })
  const address = mock.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  const url = `http://127.0.0.1:${address.port}`
  return {
    url,
    journal: async path => {
      const res = await fetch(`${url}/__mock/requests${path === undefined ? '' : `?path=${encodeURIComponent(path)}`}`)
      return ((await res.json()) as { items: JournalEntry[] }).items
    },
    fault: async fault => {
      const res = await fetch(`${url}/__mock/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
      if (!res.ok) throw new Error(`fault refused: ${await res.text()}`)
    }
  }
}

/** The environment of every drill gateway: the limits of one player high, as the drills are one busy player. */
export function gatewayEnv (mockUrl: string, extra: Record<string, string>): Record<string, string> {
  return {
    UPSTREAM_URL: mockUrl,
    SIGN_SECRET: TEST_SECRET,
    RATE_LIMIT_USER_PER_MIN: '100000',
    RATE_LIMIT_IP_PER_MIN: '1000000',
    // Two cores shared with other tests: a stalled second must not read as overload.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...extra
  }
}

export interface GatewayProcess {
  url: string
  port: number
  child: ChildProcess
  /** The last lines it logged, for a failure message. */
  output: () => string
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>
}

/** A gateway process as an operator runs it (server.ts), on `port` or a free one; resolves once /healthz answers. */
export async function gatewayProcess (t: Test, env: Record<string, string>, port?: number): Promise<GatewayProcess> {
  const listen = port ?? await freePort()
  const child = spawn(process.execPath, nodeScript('gateway/src/server'), {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env, PORT: String(listen), METRICS_PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let log = ''
  const keep = (chunk: Buffer): void => { log = (log + chunk.toString('utf8')).slice(-8000) }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<string>(resolve => { child.once('exit', (code, signal) => { resolve(signal ?? String(code)) }) })
  t.teardown(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGKILL')
    await exited
  })
  const url = `http://127.0.0.1:${listen}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}: ${log}`)
    const up = await fetch(`${url}/healthz`).then(r => r.ok, () => false)
    if (up) return { url, port: listen, child, output: () => log, exited }
    if (Date.now() > deadline) throw new Error(`gateway did not start within 30 s: ${log}`)
    await sleep(100)
  }
}

export interface Answer { http: number, status: string | undefined, code: number | undefined, data: unknown, replayed: boolean, retryAfter: string | undefined }

/** Keep-alive connections as a browser holds them; each drill makes its own. */
export function clientAgent (t: Test): Agent {
  const agent = new Agent({ connections: 16, keepAliveTimeout: 4000, headersTimeout: 30_000, bodyTimeout: 30_000 })
  t.teardown(async () => { await agent.close() })
  return agent
}

/** One POST of the API; a connection that fails or is cut before the answer throws. */
export async function post (agent: Agent, base: string, path: string, token: string, body: unknown, key?: string): Promise<Answer> {
  const res = await request(`${base}${path}`, {
    method: 'POST',
    dispatcher: agent,
    headers: { ...clientHeaders(token), 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body)
  })
  const text = await res.body.text()
  let json: { status?: string, code?: number, data?: unknown } = {}
  try { json = JSON.parse(text) as typeof json } catch { json = {} }
  const header = (name: string): string | undefined => {
    const value = res.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  return { http: res.statusCode, status: json.status, code: json.code, data: json.data, replayed: header('idempotent-replayed') === 'true', retryAfter: header('retry-after') }
}

export const newKey = (): string => randomUUID()

/** The dealer's own transfer records (type deduct) through a gateway: what the upstream really executed. */
export async function executedTransfers (agent: Agent, base: string): Promise<Array<{ transfer_id: string, amount: number }>> {
  const all: Array<{ transfer_id: string, amount: number }> = []
  for (let page = 1; page <= 10000; page++) {
    const res = await post(agent, base, TRANSFER_LIST, SENDER, { page, page_size: 50, type: 'deduct' })
    if (res.status !== 'success') throw new Error(`transfer list answered ${res.http} ${String(res.status)}`)
    const data = res.data as { items: Array<{ transfer_id: string, amount: number }>, has_more: boolean }
    all.push(...data.items)
    if (!data.has_more) return all
  }
  return all
}

/** The Idempotency-Key of each journal entry of the upstream: how many times the gateway forwarded each key. */
export function forwardsByKey (entries: JournalEntry[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const entry of entries) {
    const key = entry.headers['idempotency-key']
    if (typeof key === 'string') counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** A transfer record carried in an answer's data. */
export function transferIdOf (answer: Answer): string | undefined {
  const record = (answer.data as { record?: { transfer_id?: unknown } } | null)?.record
  return typeof record?.transfer_id === 'string' ? record.transfer_id : undefined
}
