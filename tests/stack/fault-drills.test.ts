// Fault drills with real processes: the mock upstream runs as its own process and is killed (SIGKILL, as a
// crash) in the middle of a money call, then started again; the gateway, never restarted, reports the
// outage, keeps the interrupted operation pending, and recovers by itself.
import t, { type Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import supertest from 'supertest'
import { buildApp } from '../../gateway/src/app.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { clientHeaders, TEST_SECRET } from '../helpers/stack.js'
import { freePort } from '../helpers/redis.js'
import { nodeScript } from '../helpers/node-script.js'

const TRANSFER = '/api/user/v1/amt/transfer'
const ASSET = '/api/user/v1/amt/assetinfo'
const GIFT = { user_id: '20593318', amount: 100 }

/** The mock upstream as its own process on a fixed port; resolves once it accepts calls. */
async function mockProcess (t: Test, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeScript('mock-upstream/src/server'), {
    env: { ...process.env, MOCK_PORT: String(port), HOST: '127.0.0.1', SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '3000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  t.teardown(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mock upstream exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/__mock/requests`).then(r => r.ok, () => false)
    if (up) return child
    if (Date.now() > deadline) throw new Error('mock upstream did not start within 30 s')
    await sleep(100)
  }
}

async function killed (child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise<void>(resolve => { child.once('exit', () => { resolve() }); child.kill('SIGKILL') })
}

t.test('upstream killed mid-call and restarted: outage, the call pending, recovery without restarting the gateway', async t => {
  const port = await freePort()
  let mock = await mockProcess(t, port)
  const logs: string[] = []
  const gateway = await buildApp(loadConfig({ UPSTREAM_URL: `http://127.0.0.1:${port}`, SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '3000', READYZ_CACHE_MS: '0' }),
    new Writable({ write (chunk, _enc, done) { logs.push(String(chunk)); done() } }))
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await gateway.close() })
  const api = supertest(gateway.server)
  const control = `http://127.0.0.1:${port}/__mock`

  t.equal((await api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.status, 'success', 'the stack works')

  // The transfer reaches the mock, which holds it; the process dies before it answers.
  await fetch(`${control}/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: TRANSFER, delay_ms: 2000 }) })
  const inFlight = api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'drill-1' })).send(GIFT)
  const pending = inFlight.then(res => res)
  for (let i = 0; i < 50; i++) {
    const journal = await fetch(`${control}/requests?path=${encodeURIComponent(TRANSFER)}`).then(async r => await r.json() as { items: unknown[] })
    if (journal.items.length > 0) break
    await sleep(20)
  }
  await killed(mock)
  const lost = await pending
  t.equal(lost.status, 504, 'the connection died after the request was sent: unknown, not refused')
  t.match(lost.body, { status: 'timeout', code: -1 })

  const down = await api.post(ASSET).set(clientHeaders('demo-in')).send({})
  t.equal(down.status, 503, 'while the upstream is down: an outage')
  t.match(down.body, { status: 'outage' })
  const stillPending = await api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'drill-1' })).send(GIFT)
  t.equal(stillPending.status, 503, 'a retry of the pending transfer cannot be sent either')
  t.equal((await api.get('/readyz')).status, 503, 'not ready')

  mock = await mockProcess(t, port)
  const deadline = Date.now() + 10_000
  let back = await api.post(ASSET).set(clientHeaders('demo-in')).send({})
  while (back.body.status !== 'success' && Date.now() < deadline) {
    await sleep(200)
    back = await api.post(ASSET).set(clientHeaders('demo-in')).send({})
  }
  t.equal(back.body.status, 'success', 'the same gateway process answers again once the upstream is back')
  const retry = await api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'drill-1' })).send(GIFT)
  t.equal(retry.body.status, 'success', 'the pending transfer is forwarded again with its key and settled')
  t.equal((await api.get('/readyz')).status, 200, 'ready again')
  t.match(logs.join(''), /upstream did not answer/, 'the outage is in the gateway\'s log')
  await killed(mock)
})
