// The shared store on a real Redis: two gateway processes act as one, money calls fail closed when Redis
// is gone while reads go on, and the gateway recovers by itself when Redis is back.
import t from 'tap'
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import supertest from 'supertest'
import { clientHeaders, startStack, TEST_SECRET } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'
import { freePort, startRedis } from '../helpers/redis.js'
import { nodeScript } from '../helpers/node-script.js'

const TRANSFER = '/api/user/v1/amt/transfer'
const ASSET = '/api/user/v1/amt/assetinfo'
const GIFT = { user_id: '20593318', amount: 100 }

/**
 * A gateway process as an operator runs it, once ready as a load balancer sees it (/readyz: Redis and the
 * upstream answer), and without the event-loop overload guard, as every other gateway the tests start. It
 * waited for /healthz alone, and starved of CPU by the browser files beside it, answered all fifty posts 503
 * once /healthz no longer waited for the guard. Overload has its own test (rate-limits.test.ts).
 */
async function gatewayProcess (t: Parameters<typeof startRedis>[0], env: Record<string, string>): Promise<string> {
  const port = await freePort()
  const child = spawn(process.execPath, nodeScript('gateway/src/server'), {
    env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  t.teardown(async () => {
    if (child.exitCode !== null) return
    await new Promise<void>(resolve => { child.once('exit', () => { resolve() }); child.kill('SIGTERM') })
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`)
    const up = await fetch(`${url}/readyz`).then(r => r.ok, () => false)
    if (up) return url
    if (Date.now() > deadline) throw new Error('gateway did not start within 30 s')
    await sleep(100)
  }
}

t.test('two gateway processes on one Redis: fifty identical posts reach the upstream once', async t => {
  const redis = await startRedis(t)
  const s = await startStack(t)
  await s.reset()
  // Fifty posts by one player: far above the real per-player limit, which rate-limits.test.ts proves.
  const env = { UPSTREAM_URL: s.mockUrl, SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '5000', REDIS_URL: redis.url, RATE_LIMIT_USER_PER_MIN: '1000' }
  const gateways = await Promise.all([gatewayProcess(t, env), gatewayProcess(t, env)])
  const before = (await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.data.coins as number
  const answers = await Promise.all(Array.from({ length: 50 }, async (_, i) =>
    await supertest(gateways[i % 2] ?? '').post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'two-gateways-1' })).send(GIFT)))
  t.same(answers.filter(a => a.status >= 500).map(a => a.status), [], 'never a 5xx')
  t.same(answers.filter(a => a.status !== 200 && a.status !== 409).map(a => a.status), [], 'the answer, its replay, or 409')
  t.equal(answers.filter(a => a.status === 200 && a.headers['idempotent-replayed'] === undefined).length, 1, 'one answer came from the upstream')
  t.equal((await s.journal(TRANSFER)).length, 1, 'the mock\'s journal: forwarded exactly once')
  const after = (await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).body.data.coins as number
  t.equal(before - after, 100, 'the coins moved once')
  const replay = await supertest(gateways[1] ?? '').post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'two-gateways-1' })).send(GIFT)
  t.equal(replay.headers['idempotent-replayed'], 'true', 'the other gateway replays the answer the first one saved')
})

t.test('Redis gone: money calls fail closed at once, reads go on; Redis back: the gateway recovers by itself', async t => {
  const redis = await startRedis(t)
  const s = await startStack(t, { env: { REDIS_URL: redis.url, READYZ_CACHE_MS: '0' } })
  await s.reset()
  t.equal((await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'before-1' })).send(GIFT)).body.status, 'success')
  await redis.stop()
  // 2 s is the bound for failing closed (docs/API.md "Idempotency"), not a speed measurement.
  const closed = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'during-1', 'accept-language': 'id' })).timeout(2000).send(GIFT)
  t.equal(closed.status, 503)
  t.match(closed.body, { code: -1, status: 'outage', data: null })
  t.equal(closed.body.msg, msg(s.gateway.catalogues.id, 'error.store_unavailable'), 'localized')
  const notReady = await s.api.get('/readyz').timeout(3000)
  t.equal(notReady.status, 503, 'not ready without its store')
  t.match(notReady.body, { upstream: true, store: false })
  const read = await s.api.post(ASSET).set(clientHeaders('demo-in')).timeout(2000).send({})
  t.equal(read.body.status, 'success', 'reads do not need the store')
  t.equal((await s.journal(TRANSFER)).length, 1, 'nothing keyed was forwarded while the store was gone')
  await redis.start()
  let recovered = false
  const deadline = Date.now() + 10_000
  for (let i = 0; !recovered && Date.now() < deadline; i++) {
    const res = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': `after-${i}` })).send(GIFT)
    recovered = res.body.status === 'success'
    if (!recovered) await sleep(200)
  }
  t.ok(recovered, 'money calls work again within 10 s of Redis returning, without a restart')
  t.equal((await s.api.get('/readyz')).status, 200, 'and the gateway is ready again')
  t.match(s.logs.join(''), /redis unreachable/, 'the outage was logged')
  t.notMatch(s.logs.join(''), new RegExp(redis.url.replace(/[/.]/g, '\\$&')), 'without the Redis URL')
})
