// `npm start` (after the build): runs the mock upstream and the gateway from dist/ as child processes.
// The mock starts first; the gateway starts once the mock listens on MOCK_PORT. One line announces the
// app once the gateway's GET /healthz answers 200. SIGINT, SIGTERM and SIGHUP stop both; if either child
// dies on its own, the other is stopped and this process exits non-zero.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'
import { isPortOpen, parsePort, probeHost, urlHost, waitForHttp, waitForPort } from './wait.js'

const STARTUP_TIMEOUT_MS = 60_000
/** After a stop is requested, children still running this long later are killed. */
const KILL_AFTER_MS = 15_000

interface Service {
  name: string
  script: string
  env: NodeJS.ProcessEnv
  child?: ChildProcess
  exited: boolean
  /** How the child ended. */
  result?: { code: number | null, signal: NodeJS.Signals | null }
}

function log (message: string): void {
  process.stderr.write(`[start] ${message}\n`)
}

function fail (message: string): never {
  log(message)
  process.exit(1)
}

const root = projectRoot()
let mockPort: number
let port: number
try {
  mockPort = parsePort('MOCK_PORT', process.env['MOCK_PORT'], 9090)
  port = parsePort('PORT', process.env['PORT'], 8080)
} catch (err) {
  fail(err instanceof Error ? err.message : String(err))
}
if (mockPort === port) fail(`PORT and MOCK_PORT are both ${port}; give them different values`)

const host = probeHost(process.env['HOST'])
const gatewayEnv: NodeJS.ProcessEnv = { ...process.env }
// Keep the gateway pointed at this mock when MOCK_PORT moves and no upstream was chosen.
if ((gatewayEnv['UPSTREAM_URL'] ?? '') === '') gatewayEnv['UPSTREAM_URL'] = `http://${urlHost(host)}:${mockPort}`

const server = (program: string): string => join(root, 'dist', program, 'src', 'server.js')
const mock: Service = { name: 'mock upstream', script: server('mock-upstream'), env: { ...process.env }, exited: false }
const gateway: Service = { name: 'gateway', script: server('gateway'), env: gatewayEnv, exited: false }
const services = [mock, gateway]

for (const s of services) {
  if (!existsSync(s.script)) fail(`${s.script} not found: build first with "npm run build" (or use "npm start")`)
}

let stopping = false
let failed = false
let killTimer: NodeJS.Timeout | undefined
/** Aborted when startup must give up waiting (a stop was requested or a child died). */
const startup = new AbortController()

function running (): Service[] {
  return services.filter(s => s.child !== undefined && !s.exited)
}

function finishIfDone (): void {
  if (running().length > 0) return
  if (killTimer !== undefined) clearTimeout(killTimer)
  const clean = services.every(s => s.result === undefined ||
    s.result.code === 0 || (s.result.code === null && s.result.signal !== 'SIGKILL'))
  process.exit(failed || !clean ? 1 : 0)
}

/** Stops every running child with `signal`; children still alive after KILL_AFTER_MS are killed. */
function stopAll (signal: NodeJS.Signals): void {
  stopping = true
  startup.abort(new Error('stopping'))
  for (const s of running()) s.child?.kill(signal)
  killTimer ??= setTimeout(() => {
    for (const s of running()) {
      log(`${s.name} did not stop within ${KILL_AFTER_MS} ms; killing it`)
      s.child?.kill('SIGKILL')
    }
  }, KILL_AFTER_MS)
  killTimer.unref()
  finishIfDone()
}

function launch (s: Service): void {
  // detached: the child gets its own process group, so a terminal Ctrl-C reaches only this process,
  // which forwards it once (a second SIGINT would make the servers skip their graceful close).
  const child = spawn(process.execPath, [s.script], { cwd: root, env: s.env, stdio: 'inherit', detached: true })
  s.child = child
  child.once('error', err => {
    // spawn itself failed (the exit event may not follow).
    if (s.exited) return
    s.exited = true
    s.result = { code: 1, signal: null }
    if (!stopping) {
      failed = true
      log(`could not start the ${s.name}: ${err.message}`)
      stopAll('SIGTERM')
    }
    finishIfDone()
  })
  child.once('exit', (code, signal) => {
    if (s.exited) return
    s.exited = true
    s.result = { code, signal }
    if (!stopping) {
      failed = true
      log(`the ${s.name} exited unexpectedly (${signal === null ? `code ${String(code)}` : signal}); stopping`)
      stopAll('SIGTERM')
    }
    finishIfDone()
  })
}

/** When the last stop signal was forwarded; the same key press can reach this process twice (npm, shell). */
let lastForward = 0
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    const now = Date.now()
    if (now - lastForward < 1000) return
    lastForward = now
    // A later repeat is forwarded again: the servers treat a second signal as "exit now".
    stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal)
  })
}
// Last resort if this process ends abruptly (an uncaught error): do not leave detached children behind.
process.on('exit', () => {
  for (const s of running()) s.child?.kill('SIGKILL')
})

async function main (): Promise<void> {
  for (const [name, p] of [['MOCK_PORT', mockPort], ['PORT', port]] as const) {
    if (await isPortOpen(p, host)) {
      fail(`${name} ${p} is already in use on ${host}: stop what listens there or set ${name}`)
    }
  }

  launch(mock)
  try {
    await waitForPort(mockPort, host, { timeoutMs: STARTUP_TIMEOUT_MS, signal: startup.signal })
  } catch (err) {
    if (stopping) return
    failed = true
    log(`the mock upstream did not listen on ${host}:${mockPort}: ${err instanceof Error ? err.message : String(err)}`)
    stopAll('SIGTERM')
    return
  }
  if (stopping) return

  launch(gateway)
  const health = `http://${urlHost(host)}:${port}/healthz`
  try {
    await waitForHttp(health, { timeoutMs: STARTUP_TIMEOUT_MS, signal: startup.signal })
  } catch (err) {
    if (stopping) return
    failed = true
    log(`the gateway did not become healthy at ${health}: ${err instanceof Error ? err.message : String(err)}`)
    stopAll('SIGTERM')
    return
  }
  if (stopping) return
  process.stdout.write(`Wallet running at http://localhost:${port}/ (mock upstream on :${mockPort})\n`)
}

main().catch((err: unknown) => {
  failed = true
  log(`unexpected error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`)
  stopAll('SIGTERM')
})
