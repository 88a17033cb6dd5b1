// The real gateway process writes its logs asynchronously (gateway/src/logging.ts) and loses no line: its
// standard output is read through a pipe, as a container runtime reads it, and the reader falls behind (the
// test stops reading while a burst is served, so the pipe fills and the gateway holds lines itself); then
// SIGTERM or a crash. Every request's line, and the shutdown's own lines, must come out whole, and the
// token in the calls must not.
import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { TEST_SECRET } from '../helpers/stack.js'
import { nodeScript } from '../helpers/node-script.js'

const SERVER = nodeScript('gateway/src/server')
const compiled = import.meta.url.endsWith('.js')
const CRASH_HOOK = fileURLToPath(new URL(`../helpers/crash-on-signal.${compiled ? 'js' : 'ts'}`, import.meta.url))
/** Enough lines (about 250 bytes each) to fill a pipe's 64 KB several times over. */
const CALLS = 1200
const CONCURRENCY = 20
const TOKEN = 'tok-flush-secret-4711'

interface Ended { code: number | null, lines: Array<Record<string, unknown>>, raw: string }

async function burstThenStop (t: Test, how: 'SIGTERM' | 'crash'): Promise<Ended> {
  // The hook goes after tsx's loader (when run from source) and before the script.
  const args = [...SERVER.slice(0, -1), `--import=${CRASH_HOOK}`, ...SERVER.slice(-1)]
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      SIGN_SECRET: TEST_SECRET,
      UPSTREAM_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
      RATE_LIMIT_IP_PER_MIN: '1000000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0'
    },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  t.teardown(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') })
  const stdout = child.stdout
  let raw = ''
  stdout.setEncoding('utf8')
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (text: string): void => {
      raw += text
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(raw)
      if (match?.[1] !== undefined) resolve(match[1])
    }
    stdout.on('data', onData)
    child.once('exit', code => { reject(new Error(`gateway exited ${String(code)} before listening: ${raw}`)) })
  })
  const ended = new Promise<void>(resolve => { stdout.once('end', resolve) })
  const exited = once(child, 'exit')

  // The reader falls behind: nothing is read from the pipe while the burst is served.
  stdout.pause()
  let next = 0
  const statuses: number[] = []
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < CALLS) {
      const id = `flush-${String(next++).padStart(6, '0')}`
      const res = await fetch(`${base}/healthz?token=${TOKEN}`, {
        headers: { 'x-request-id': id, authorization: `Bearer ${TOKEN}` }
      })
      await res.arrayBuffer()
      statuses.push(res.status)
    }
  }))
  t.equal(statuses.filter(s => s === 200).length, CALLS, 'every call answered while the reader was behind')

  child.kill(how === 'SIGTERM' ? 'SIGTERM' : 'SIGWINCH')
  stdout.resume()
  const [code] = await exited as [number | null]
  await ended
  const lines = raw.split('\n').filter(l => l !== '').map(l => JSON.parse(l) as Record<string, unknown>)
  return { code, lines, raw }
}

function checkEveryLine (t: Test, { lines, raw }: Ended): void {
  const completed = new Set(lines.filter(l => l.msg === 'request completed').map(l => String(l.reqId)))
  const missing = Array.from({ length: CALLS }, (_, i) => `flush-${String(i).padStart(6, '0')}`)
    .filter(id => !completed.has(id))
  t.same(missing, [], `all ${CALLS} request lines read from the pipe, whole`)
  t.notOk(raw.includes(TOKEN), 'the token is in no line, neither from the header nor from ?token=')
  const one = lines.find(l => l.reqId === 'flush-000000' && l.msg === 'request completed')
  t.equal(one?.url, '/healthz?token=[redacted]', 'the query string by its keys only')
}

t.test('SIGTERM: the lines still held are written before the process exits', async t => {
  const end = await burstThenStop(t, 'SIGTERM')
  t.equal(end.code, 0, 'clean exit')
  checkEveryLine(t, end)
  const closing = end.lines.findIndex(l => l.msg === 'closing')
  t.ok(closing > 0, 'the shutdown\'s own line is there')
  t.match(end.lines[closing], { level: 30, signal: 'SIGTERM' }, 'at info, naming the signal')
  t.equal(end.lines.at(-1)?.msg, 'shutting down: /readyz answers 503 from now on', 'and the last line before the exit')
})

t.test('a crash: the lines still held and the crash itself are written before the process exits', async t => {
  const end = await burstThenStop(t, 'crash')
  t.equal(end.code, 1, 'exits 1')
  checkEveryLine(t, end)
  const crash = end.lines.find(l => l.msg === 'closing after an error')
  t.match(crash, { level: 60, err: { message: 'crash drill' } }, 'the crash, logged as fatal with its error')
})
