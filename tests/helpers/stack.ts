// The real gateway in front of the real mock upstream, both listening on loopback ports, for tests.
import type { Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { Writable } from 'node:stream'
import supertest from 'supertest'
import { randomUUID } from 'node:crypto'
import { endpointList, requiresIdempotencyKey } from '../../shared/endpoints.js'
import { buildApp } from '../../gateway/src/app.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import type { JournalEntry } from '../../mock-upstream/src/plugins/journal.js'

export const TEST_SECRET = 'test-secret'

/** What /__mock/requests lists: the mock's own type, so the two cannot drift apart. */
export type { JournalEntry }

/** A journal entry's query as the text the upstream got (the journal keeps what the mock parsed). */
export function queryText (entry: JournalEntry | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(entry?.query ?? {}).map(([k, v]) => [k, String(v)]))
}

export interface Stack {
  gateway: FastifyInstance
  mock: FastifyInstance
  gatewayUrl: string
  mockUrl: string
  /** supertest agent on the gateway */
  api: ReturnType<typeof supertest>
  logs: string[]
  reset: () => Promise<void>
  fault: (fault: Record<string, unknown>) => Promise<void>
  journal: (path?: string) => Promise<JournalEntry[]>
  /** Every call the upstream received since the stack started, across resets (which empty the journal). */
  everything: () => Promise<JournalEntry[]>
}

export interface StackOptions {
  env?: Record<string, string>
  timeoutMs?: number
  /** Extra gateway routes, added before it listens (tests of the upload proxy with a made-up entry). */
  routes?: (gateway: FastifyInstance) => void
  /** The mock upstream's fixtures from another folder (a copy a test changed), instead of fixtures/. */
  fixturesDir?: string
}

function address (app: FastifyInstance): string {
  const a = app.server.address()
  if (a === null || typeof a === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${a.port}`
}

export async function startStack (t: Test, options: StackOptions = {}): Promise<Stack> {
  const timeout = String(options.timeoutMs ?? 1500)
  const mockConfig = loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: timeout, MOCK_PORT: '9090' })
  const mock = await buildMockApp(options.fixturesDir === undefined ? { config: mockConfig, logger: false } : { config: mockConfig, logger: false, fixturesDir: options.fixturesDir })
  await mock.listen({ port: 0, host: '127.0.0.1' })
  const mockUrl = address(mock)
  const logs: string[] = []
  const stream = new Writable({ write (chunk, _enc, done) { logs.push(String(chunk)); done() } })
  // Rate limits and overload are tested on their own (tests/stack/rate-limits.test.ts); elsewhere they would
  // only count the tests' calls, or answer 503 when Chromium on the same two cores stalls this process a second.
  // The service worker too (tests/e2e/offline.test.ts, tests/stack/service-worker.test.ts turn it on): elsewhere
  // it would precache the whole build beside each test's page.
  const config = loadConfig({ UPSTREAM_URL: mockUrl, SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: timeout, RATE_LIMIT_USER_PER_MIN: '100000', RATE_LIMIT_IP_PER_MIN: '100000', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', SERVICE_WORKER: 'off', ...options.env })
  const gateway = await buildApp(config, stream)
  options.routes?.(gateway)
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const gatewayUrl = address(gateway)
  t.teardown(async () => {
    await gateway.close()
    await mock.close()
  })
  const control = supertest(mockUrl)
  const journal = async (path?: string): Promise<JournalEntry[]> => {
    const res = await control.get('/__mock/requests').query(path === undefined ? {} : { path }).expect(200)
    return (res.body as { items: JournalEntry[] }).items
  }
  const earlier: JournalEntry[] = []
  return {
    gateway,
    mock,
    gatewayUrl,
    mockUrl,
    api: supertest(gatewayUrl),
    logs,
    reset: async () => {
      earlier.push(...await journal())
      await control.post('/__mock/reset').send({}).expect(200)
    },
    fault: async (fault) => { await control.post('/__mock/fault').send(fault).expect(200) },
    journal,
    everything: async () => [...earlier, ...await journal()]
  }
}

/** A fresh Idempotency-Key when the gateway path is keyed (money, payout binding), as the client sends one. */
export function idempotencyHeaders (path: string): Record<string, string> {
  const entry = endpointList().find(([, e]) => e.path === path)?.[1]
  return entry !== undefined && requiresIdempotencyKey(entry) ? { 'idempotency-key': randomUUID() } : {}
}

/** The headers a client sends, as the host app's info gives them (docs/API.md "Request headers"). */
export function clientHeaders (token: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    'accept-language': 'en',
    device: 'dev-1234',
    user: '10000001',
    session: 'sess-1',
    country: 'IN',
    channel: 'gp',
    product: 'cardgame',
    version: '3.2.1',
    'x-origin': 'https://wallet.example',
    ...extra
  }
}
