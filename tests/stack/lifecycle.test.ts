// The real gateway process in front of the real mock upstream: on SIGTERM /readyz fails first while a slow
// call in flight still finishes, then the process exits cleanly; on SIGHUP the region file is read again, a
// broken one is refused and counted, and the settings in use stay.
import t, { type Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import supertest from 'supertest'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import { clientHeaders, TEST_SECRET } from '../helpers/stack.js'
import { scrape, total } from '../helpers/prometheus.js'
import { nodeScript } from '../helpers/node-script.js'

const SERVER = nodeScript('gateway/src/server')
const ASSET = '/api/user/v1/amt/assetinfo'

interface Gateway { child: ChildProcess, base: string, metrics: string, logs: () => Array<Record<string, unknown>>, waitForLog: (msg: string, count?: number) => Promise<void> }

async function mockUpstream (t: Test): Promise<string> {
  const mock = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '8000' }), logger: false })
  await mock.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await mock.close() })
  return `http://127.0.0.1:${(mock.server.address() as { port: number }).port}`
}

async function gateway (t: Test, env: Record<string, string>): Promise<Gateway> {
  const child = spawn(process.execPath, SERVER, {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '8000', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  t.teardown(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') })
  let out = ''
  child.stdout?.on('data', (chunk: Buffer) => { out += String(chunk) })
  const logs = (): Array<Record<string, unknown>> => out.split('\n').filter(l => l.startsWith('{')).map(l => JSON.parse(l) as Record<string, unknown>)
  const waitForLog = async (msg: string, count = 1): Promise<void> => {
    for (let i = 0; i < 600; i++) {
      if (logs().filter(l => l.msg === msg).length >= count) return
      if (child.exitCode !== null) throw new Error(`gateway exited ${child.exitCode} before "${msg}": ${out}`)
      await sleep(50)
    }
    throw new Error(`no "${msg}" log line within 30 s: ${out}`)
  }
  await waitForLog('metrics listening')
  const listening = logs().find(l => typeof l.msg === 'string' && l.msg.startsWith('Server listening at http://127.0.0.1:'))
  const metricsLine = logs().find(l => l.msg === 'metrics listening')
  return { child, base: String(listening?.msg).replace('Server listening at ', ''), metrics: `http://127.0.0.1:${String(metricsLine?.port)}/metrics`, logs, waitForLog }
}

t.test('SIGTERM: /readyz fails first, the call in flight finishes, then the process exits 0', async t => {
  const upstream = await mockUpstream(t)
  // The drain is generous, so the test's probes during it never race the listener closing.
  const g = await gateway(t, { UPSTREAM_URL: upstream, SHUTDOWN_DRAIN_MS: '3000' })
  t.equal((await fetch(`${g.base}/readyz`)).status, 200, 'ready before')
  t.equal(total((await scrape(g.metrics)).samples, 'wallet_gateway_ready'), 1)

  await fetch(`${upstream}/__mock/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/api/user/v3/amt/assetinfo', delay_ms: 4000 }) })
  let settled = false
  const inFlight = fetch(`${g.base}${ASSET}`, { method: 'POST', headers: { ...clientHeaders('demo-in'), 'content-type': 'application/json' }, body: '{}' })
    .then(async res => { settled = true; return { status: res.status, body: await res.json() as { status: string } } })
  for (let i = 0; i < 200; i++) {
    const journal = await (await fetch(`${upstream}/__mock/requests`)).json() as { items: unknown[] }
    if (journal.items.length > 0) break
    await sleep(25)
  }
  const exited = once(g.child, 'exit')
  g.child.kill('SIGTERM')
  await g.waitForLog('shutting down: /readyz answers 503 from now on')

  const readyz = await fetch(`${g.base}/readyz`)
  t.equal(readyz.status, 503, '/readyz fails at once')
  t.match(await readyz.json(), { status: 'not ready', closing: true })
  t.notOk(settled, 'while the call in flight is still running')
  t.equal((await fetch(`${g.base}/healthz`)).status, 200, 'still alive and serving during the drain')
  t.equal(total((await scrape(g.metrics)).samples, 'wallet_gateway_ready'), 0, 'the readiness gauge says so too')

  const answer = await inFlight
  t.equal(answer.status, 200, 'the call in flight finished')
  t.equal(answer.body.status, 'success')
  const [code, signal] = await exited
  t.equal(code, 0, 'clean exit')
  t.equal(signal, null)
  const order = g.logs().map(l => l.msg)
  t.ok(order.indexOf('shutting down: /readyz answers 503 from now on') < order.lastIndexOf('request completed'), 'not ready before the last answer went out')
})

t.test('SIGHUP reloads the region file: a valid one applies, a broken one is refused, logged and counted', async t => {
  const upstream = await mockUpstream(t)
  const file = join(t.testdir({}), 'regions.json')
  const regions = (region: string): string => JSON.stringify({ default: { region: 'IN' }, hosts: [{ match: 'wallet.example', region }] })
  writeFileSync(file, regions('BR'))
  const g = await gateway(t, { UPSTREAM_URL: upstream, REGIONS_FILE: file })
  // fetch() would not send a Host of the test's choosing.
  const regionOf = async (): Promise<string> => (await supertest(g.base).get('/api/config').set('host', 'wallet.example').expect(200)).body.data.region as string
  t.equal(await regionOf(), 'BR')

  writeFileSync(file, regions('ID'))
  g.child.kill('SIGHUP')
  await g.waitForLog('region file reloaded')
  t.equal(await regionOf(), 'ID', 'the new file applies without a restart')

  writeFileSync(file, '{ "default": { "region": "IN" }, "hosts": [')
  g.child.kill('SIGHUP')
  await g.waitForLog('region file not reloaded: the previous settings stay in use')
  t.equal(await regionOf(), 'ID', 'broken JSON: the settings in use stay')

  writeFileSync(file, regions('XX'))
  g.child.kill('SIGHUP')
  await g.waitForLog('region file not reloaded: the previous settings stay in use', 2)
  t.equal(await regionOf(), 'ID', 'an unknown region: the settings in use stay')
  const refused = g.logs().filter(l => l.msg === 'region file not reloaded: the previous settings stay in use')
  t.match(String(refused[1]?.reason), /invalid at \/hosts\/0\/region/, 'the log names the bad field')
  t.equal(refused[0]?.level, 50, 'logged as an error')

  const { samples } = await scrape(g.metrics)
  t.equal(total(samples, 'wallet_gateway_region_reloads_total', { result: 'ok' }), 1)
  t.equal(total(samples, 'wallet_gateway_region_reloads_total', { result: 'error' }), 2)
  t.equal((await fetch(`${g.base}/healthz`)).status, 200, 'SIGHUP never stops the gateway')
  const exited = once(g.child, 'exit')
  g.child.kill('SIGTERM')
  t.equal((await exited)[0], 0)
})

t.test('a bad HOST or LOG_LEVEL stops the process at start, naming the variable', async t => {
  for (const [name, value] of [['HOST', '0.0.0.0:8080'], ['LOG_LEVEL', 'verbose']] as const) {
    const child = spawn(process.execPath, SERVER, {
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', SIGN_SECRET: TEST_SECRET, [name]: value },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    t.teardown(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => { err += String(chunk) })
    const [code] = await once(child, 'exit')
    t.equal(code, 1, `${name}=${value}: exits 1`)
    t.match(err, `gateway: ${name} must be`, `${name}=${value}: the message names it`)
    t.match(err, `got "${value}"`)
  }
})
