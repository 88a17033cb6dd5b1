// The real gateway process: listens, serves /healthz, refuses production without SIGN_SECRET or with a
// development one, closes on signals.
import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { nodeScript } from '../helpers/node-script.js'

const SERVER = nodeScript('gateway/src/server')

function start (env: Record<string, string>): { child: ChildProcess, output: () => string, listening: Promise<string> } {
  const child = spawn(process.execPath, SERVER, { env: { ...process.env, NODE_ENV: '', SIGN_SECRET: '', METRICS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk)
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (match?.[1] !== undefined) resolve(match[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => { out += String(chunk) })
    child.on('exit', code => reject(new Error(`exited ${String(code)}: ${out}`)))
  })
  return { child, output: () => out, listening }
}

t.test('starts, answers /healthz, closes on SIGTERM and SIGINT', async t => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const { child, output, listening } = start({ PORT: '0', UPSTREAM_URL: 'http://127.0.0.1:9' })
    t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
    const base = await listening
    const res = await fetch(`${base}/healthz`)
    t.equal(res.status, 200)
    const exited = once(child, 'exit')
    child.kill(signal)
    t.equal((await exited)[0], 0, `${signal}: clean exit`)
    t.match(output(), /"msg":"closing"/)
  }
})

t.test('production without SIGN_SECRET refuses to start', async t => {
  const { child, output, listening } = start({ PORT: '0', NODE_ENV: 'production' })
  listening.catch(() => {})
  const [code] = await once(child, 'exit')
  t.equal(code, 1)
  t.match(output(), /SIGN_SECRET is required when NODE_ENV=production/)
})

t.test('production with the development secret refuses to start', async t => {
  const { child, output, listening } = start({ PORT: '0', NODE_ENV: 'production', SIGN_SECRET: 'dev-secret' })
  listening.catch(() => {})
  const [code] = await once(child, 'exit')
  t.equal(code, 1)
  t.match(output(), /SIGN_SECRET is a development secret/)
  t.notMatch(output(), /Server listening/, 'never listened')
})

t.test('production with SIGN_SECRET starts', async t => {
  const { child, listening } = start({ PORT: '0', NODE_ENV: 'production', SIGN_SECRET: 'prod-secret' })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const base = await listening
  t.equal((await fetch(`${base}/healthz`)).status, 200)
  child.kill('SIGTERM')
  await once(child, 'exit')
})
