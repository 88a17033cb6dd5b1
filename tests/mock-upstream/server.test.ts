// The real process: listens where the environment says, logs JSON, shuts down on SIGTERM and SIGINT,
// refuses a bad environment.
import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { signedQuery, newNonce, unixSeconds } from '../../shared/node/signing.js'
import { nodeScript } from '../helpers/node-script.js'

const SERVER = nodeScript('mock-upstream/src/server')

function start (env: Record<string, string>): { child: ChildProcess, output: () => string, listening: Promise<string> } {
  const child = spawn(process.execPath, SERVER, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      out += String(chunk)
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (match?.[1] !== undefined) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => { out += String(chunk) })
    child.on('exit', code => reject(new Error(`exited ${String(code)}: ${out}`)))
  })
  return { child, output: () => out, listening }
}

t.test('starts, answers, closes on SIGTERM', async t => {
  const { child, output, listening } = start({ MOCK_PORT: '0', SIGN_SECRET: 'server-secret', LOG_LEVEL: 'info' })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const base = await listening
  const query = signedQuery('', 'server-secret', newNonce(), unixSeconds())
  const res = await fetch(`${base}/api/user/v3/account/getuserinfo?${query}`, { headers: { authorization: 'Bearer demo-in' } })
  const body = await res.json() as { code: number, data: { user_id: string } }
  t.equal(body.code, 0, 'reads SIGN_SECRET')
  t.equal(body.data.user_id, '20481736')
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const [code] = await exited
  t.equal(code, 0)
  t.match(output(), /"msg":"closing"/)
  t.notOk(output().includes('demo-in'), 'no token in the logs')
  t.notOk(output().includes('server-secret'), 'no secret in the logs')
})

t.test('SIGINT too', async t => {
  const { child, listening } = start({ MOCK_PORT: '0' })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  await listening
  const exited = once(child, 'exit')
  child.kill('SIGINT')
  t.equal((await exited)[0], 0)
})

t.test('a bad environment stops the start', async t => {
  const { child, output, listening } = start({ MOCK_PORT: 'ninety', UPSTREAM_TIMEOUT_MS: '-1' })
  listening.catch(() => {})
  const [code] = await once(child, 'exit')
  t.equal(code, 1)
  t.match(output(), /MOCK_PORT must be an integer/)
  t.match(output(), /UPSTREAM_TIMEOUT_MS must be an integer/)
})
