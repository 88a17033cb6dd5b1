// Runs scripts/start.ts for real against two stub servers standing in for dist/mock-upstream and
// dist/gateway: a throwaway project tree gets start.js and its imports (transpiled from source here, so
// this does not depend on the build) and tiny stubs that record what happens to them.
import t, { type Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import ts from 'typescript'
import { freePorts } from '../../shared/node/free-port.js'
import { projectRoot } from '../../shared/node/project-root.js'

const root = projectRoot()

function transpile (from: string, to: string): void {
  const source = readFileSync(join(root, from), 'utf8')
  const out = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: from
  })
  writeFileSync(to, out.outputText)
}

// A stub server: listens on its port, answers GET /healthz 200 when it is the gateway, logs events
// (one JSON line each) to <name>.log, exits 0 on SIGINT/SIGTERM. STUB_<NAME>_EXIT=<code>@<ms> makes it
// exit with that code after ms; STUB_<NAME>_NOLISTEN=1 makes it never listen.
const STUB = `
import { createServer } from 'node:http'
import { connect } from 'node:net'
import { appendFileSync } from 'node:fs'
const name = process.argv[2]
const logFile = new URL('../' + name + '.log', import.meta.url)
const log = (event) => appendFileSync(logFile, JSON.stringify(event) + '\\n')
const port = Number(name === 'gateway' ? process.env.PORT : process.env.MOCK_PORT)
const upper = name.toUpperCase()
const probe = () => new Promise(resolve => {
  const s = connect(Number(process.env.MOCK_PORT), '127.0.0.1')
  s.once('connect', () => { s.destroy(); resolve(true) })
  s.once('error', () => resolve(false))
})
log({ event: 'start', upstream: process.env.UPSTREAM_URL ?? null, mockListening: name === 'gateway' ? await probe() : null })
const server = createServer((req, res) => { res.statusCode = req.url === '/healthz' && name === 'gateway' ? 200 : 404; res.end() })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { log({ event: 'signal', signal: sig }); server.close(); setTimeout(() => process.exit(0), 50) })
if (process.env['STUB_' + upper + '_NOLISTEN'] !== '1') {
  await new Promise(r => setTimeout(r, 200))
  server.listen(port, '127.0.0.1', () => log({ event: 'listening' }))
}
const exit = process.env['STUB_' + upper + '_EXIT']
if (exit) { const [code, ms] = exit.split('@'); setTimeout(() => { log({ event: 'exit', code: Number(code) }); process.exit(Number(code)) }, Number(ms)) }
setInterval(() => {}, 1000)
`

function makeProject (dir: string): void {
  for (const d of ['dist/scripts', 'dist/shared/node', 'dist/gateway/src', 'dist/mock-upstream/src', 'locales']) {
    mkdirSync(join(dir, d), { recursive: true })
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  transpile('scripts/start.ts', join(dir, 'dist/scripts/start.js'))
  transpile('scripts/wait.ts', join(dir, 'dist/scripts/wait.js'))
  transpile('shared/node/project-root.ts', join(dir, 'dist/shared/node/project-root.js'))
  writeFileSync(join(dir, 'dist/stub.js'), STUB)
  writeFileSync(join(dir, 'dist/gateway/src/server.js'), "process.argv[2] = 'gateway'; await import('../../stub.js')\n")
  writeFileSync(join(dir, 'dist/mock-upstream/src/server.js'), "process.argv[2] = 'mock'; await import('../../stub.js')\n")
}

interface Run {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exit: Promise<{ code: number | null, signal: NodeJS.Signals | null }>
}

function run (dir: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [join(dir, 'dist/scripts/start.js')], {
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (b: Buffer) => { out += b.toString() })
  child.stderr?.on('data', (b: Buffer) => { err += b.toString() })
  const exit = new Promise<{ code: number | null, signal: NodeJS.Signals | null }>(resolve => {
    child.once('exit', (code, signal) => { resolve({ code, signal }) })
  })
  return { child, stdout: () => out, stderr: () => err, exit }
}

async function until (what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

function events (dir: string, name: string): Array<Record<string, unknown>> {
  const file = join(dir, `${name}.log`)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8').trim().split('\n').filter(l => l !== '').map(l => JSON.parse(l) as Record<string, unknown>)
}

async function setup (t: Test, extra: Record<string, string> = {}): Promise<{ dir: string, port: number, mockPort: number, r: Run }> {
  const dir = t.testdir({})
  makeProject(dir)
  const [port, mockPort] = await freePorts(2)
  const r = run(dir, { PORT: String(port), MOCK_PORT: String(mockPort), ...extra })
  t.teardown(() => { if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL') })
  return { dir, port, mockPort, r }
}

t.test('starts the mock, then the gateway, announces, and stops both on SIGINT', async t => {
  const { dir, port, mockPort, r } = await setup(t)
  const line = `Wallet running at http://localhost:${port}/ (mock upstream on :${mockPort})\n`
  await until('the announcement', () => r.stdout().includes(line))
  t.equal(r.stdout(), line, 'exactly one line on stdout')
  const gatewayStart = events(dir, 'gateway').find(e => e['event'] === 'start')
  t.equal(gatewayStart?.['mockListening'], true, 'the gateway started after the mock listened')
  t.equal(gatewayStart?.['upstream'], `http://127.0.0.1:${mockPort}`, 'UPSTREAM_URL defaults to this mock')

  r.child.kill('SIGINT')
  const exit = await r.exit
  t.same(exit, { code: 0, signal: null }, 'exits 0 once both children exited')
  for (const name of ['mock', 'gateway']) {
    t.same(events(dir, name).filter(e => e['event'] === 'signal'), [{ event: 'signal', signal: 'SIGINT' }], `${name} got SIGINT once`)
  }
})

t.test('SIGTERM is forwarded as SIGTERM, and UPSTREAM_URL is kept when set', async t => {
  const { dir, port, r } = await setup(t, { UPSTREAM_URL: 'http://upstream.example:1234' })
  await until('the announcement', () => r.stdout().includes(`http://localhost:${port}/`))
  t.equal(events(dir, 'gateway').find(e => e['event'] === 'start')?.['upstream'], 'http://upstream.example:1234')
  r.child.kill('SIGTERM')
  t.same(await r.exit, { code: 0, signal: null })
  for (const name of ['mock', 'gateway']) {
    t.same(events(dir, name).filter(e => e['event'] === 'signal'), [{ event: 'signal', signal: 'SIGTERM' }], `${name} got SIGTERM`)
  }
})

t.test('the mock dying after startup stops the gateway and exits non-zero', async t => {
  const { dir, port, r } = await setup(t, { STUB_MOCK_EXIT: '7@1500' })
  await until('the announcement', () => r.stdout().includes(`http://localhost:${port}/`))
  const exit = await r.exit
  t.not(exit.code, 0, 'non-zero exit')
  t.match(r.stderr(), /mock upstream exited unexpectedly \(code 7\)/)
  t.same(events(dir, 'gateway').filter(e => e['event'] === 'signal'), [{ event: 'signal', signal: 'SIGTERM' }], 'gateway was stopped')
})

t.test('the gateway failing at startup stops the mock, never announces, exits non-zero', async t => {
  const { dir, r } = await setup(t, { STUB_GATEWAY_NOLISTEN: '1', STUB_GATEWAY_EXIT: '3@300' })
  const exit = await r.exit
  t.not(exit.code, 0, 'non-zero exit')
  t.equal(r.stdout(), '', 'no announcement')
  t.match(r.stderr(), /gateway exited unexpectedly \(code 3\)/)
  t.same(events(dir, 'mock').filter(e => e['event'] === 'signal'), [{ event: 'signal', signal: 'SIGTERM' }], 'mock was stopped')
})

t.test('the mock exiting before it listens means the gateway never starts', async t => {
  const { dir, r } = await setup(t, { STUB_MOCK_NOLISTEN: '1', STUB_MOCK_EXIT: '1@300' })
  const exit = await r.exit
  t.not(exit.code, 0)
  t.same(events(dir, 'gateway'), [], 'gateway never started')
})

t.test('a bad PORT is refused with a clear message', async t => {
  const { r } = await setup(t, { PORT: 'eighty' })
  t.equal((await r.exit).code, 1)
  t.match(r.stderr(), /PORT must be a port number from 1 to 65535, got "eighty"/)
})

t.test('a port already in use is refused before anything starts', async t => {
  const busy = createServer()
  await new Promise<void>(resolve => { busy.listen(0, '127.0.0.1', resolve) })
  t.teardown(() => { busy.close() })
  const { dir, r } = await setup(t, { MOCK_PORT: String((busy.address() as AddressInfo).port) })
  t.equal((await r.exit).code, 1)
  t.match(r.stderr(), /MOCK_PORT \d+ is already in use/)
  t.same(events(dir, 'mock'), [], 'mock never started')
})

t.test('missing build output is reported', async t => {
  const dir = t.testdir({})
  makeProject(dir)
  rmSync(join(dir, 'dist/gateway/src/server.js'))
  const [port, mockPort] = await freePorts(2)
  const r = run(dir, { PORT: String(port), MOCK_PORT: String(mockPort) })
  t.equal((await r.exit).code, 1)
  t.match(r.stderr(), /dist\/gateway\/src\/server\.js not found: build first/)
})
