// Rate limits and overload through the real gateway and mock upstream, on both stores: per player on
// recipient lookups (transfers share that budget), on money calls and bindings; per address without login;
// 429 and 503 in the envelope with Retry-After, in the reader's language.
import t from 'tap'
import supertest from 'supertest'
import { buildApp } from '../../gateway/src/app.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { clientHeaders, idempotencyHeaders, startStack, TEST_SECRET } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'
import { startRedis } from '../helpers/redis.js'

const LOOKUP = '/api/user/v3/account/getotheruserinfo'
const TRANSFER = '/api/user/v1/amt/transfer'
const WITHDRAW = '/api/user/v1/amt/withdraw'
const ASSET = '/api/user/v1/amt/assetinfo'
const GUEST = '/api/user/v1/account/guestlogin'
const LIMITS = { RATE_LIMIT_USER_PER_MIN: '3', RATE_LIMIT_IP_PER_MIN: '4' }

const redis = await startRedis(t)

for (const [name, env] of [['memory', LIMITS], ['redis', { ...LIMITS, REDIS_URL: redis.url }]] as const) {
  t.test(`${name} store`, async t => {
    const s = await startStack(t, { env })
    const post = (path: string, body: object, token = 'demo-in', extra: Record<string, string> = {}) =>
      s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, extra) }).send(body)

    t.test('recipient lookups: three a minute per player, then 429; a transfer shares the budget', async t => {
      await s.reset()
      for (let i = 0; i < 3; i++) t.equal((await post(LOOKUP, { user_id_list: [`2059331${i}`] }, 'demo-in-new')).status, 200, `lookup ${i + 1}`)
      const limited = await post(LOOKUP, { user_id_list: ['20593318'] }, 'demo-in-new', { 'accept-language': 'hi' })
      t.equal(limited.status, 429)
      t.match(limited.body, { code: 429, status: 'error', data: null })
      const seconds = Number(limited.headers['retry-after'])
      t.ok(seconds > 0 && seconds <= 60, `Retry-After: ${limited.headers['retry-after']}`)
      t.equal(limited.body.msg, msg(s.gateway.catalogues.hi, 'error.rate_limited').replace('{seconds}', String(seconds)), 'in Hindi, with the wait')
      const before = (await s.journal(TRANSFER)).length
      const transfer = await post(TRANSFER, { user_id: '12345678', amount: 100 }, 'demo-in-new')
      t.equal(transfer.status, 429, 'a transfer cannot probe ids past the lookup\'s limit')
      t.equal((await s.journal(TRANSFER)).length, before, 'and is not forwarded')
      t.equal((await post(LOOKUP, { user_id_list: ['20593318'] }, 'demo-in')).status, 200, 'another player has a budget of their own')
      t.equal((await post(ASSET, {}, 'demo-in-new')).status, 200, 'reads are not limited')
    })

    t.test('money calls and bindings: three a minute per player', async t => {
      await s.reset()
      const answers = []
      for (let i = 0; i < 4; i++) answers.push((await post(WITHDRAW, { amount: 10000 }, 'demo-br')).status)
      t.same(answers.slice(0, 3), [200, 200, 200], 'the first three pass')
      t.equal(answers[3], 429, 'the fourth waits')
    })

    t.test('calls without login: four a minute per address', async t => {
      const answers = []
      for (let i = 0; i < 5; i++) answers.push((await s.api.post(GUEST).set({ 'accept-language': 'pt', device: `dev-${i}-abcdef` }).send({})).status)
      t.same(answers.slice(0, 4), [200, 200, 200, 200], 'the first four pass')
      t.equal(answers[4], 429)
    })
  })
}

t.test('two gateways on one Redis count together', async t => {
  const env = { ...LIMITS, REDIS_URL: redis.url }
  const s = await startStack(t, { env })
  await s.reset()
  const other = await buildApp(loadConfig({ UPSTREAM_URL: s.mockUrl, SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '1500', ...env }))
  await other.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await other.close() })
  const b = supertest(other.server)
  const lookup = (agent: typeof b) => agent.post(LOOKUP).set(clientHeaders('demo-id')).send({ user_id_list: ['20593318'] })
  const statuses = [(await lookup(s.api)).status, (await lookup(b)).status, (await lookup(s.api)).status, (await lookup(b)).status]
  t.same(statuses, [200, 200, 200, 429], 'the fourth lookup is refused, whichever gateway took the first three')
})

t.test('overload: 503 with Retry-After in the envelope', async t => {
  const s = await startStack(t, { env: { OVERLOAD_HEAP_BYTES: '1' } })
  // under-pressure samples the heap every second: the first sample marks the process overloaded.
  let res = await s.api.post(ASSET).set(clientHeaders('demo-in', { 'accept-language': 'bn' })).send({})
  for (let i = 0; i < 40 && res.status !== 503; i++) {
    await new Promise(resolve => setTimeout(resolve, 100))
    res = await s.api.post(ASSET).set(clientHeaders('demo-in', { 'accept-language': 'bn' })).send({})
  }
  t.equal(res.status, 503)
  t.match(res.body, { code: -1, status: 'outage', data: null })
  t.equal(res.body.msg, msg(s.gateway.catalogues.bn, 'error.overloaded'))
  t.equal(res.headers['retry-after'], '10')
  // The probes answer whatever the load: Kubernetes must not restart a busy gateway, nor take every busy
  // replica out of the Service. The heap is still over its bound (the money call above was refused for it).
  const health = await s.api.get('/healthz')
  t.equal(health.status, 200, 'overloaded, /healthz still answers 200')
  t.same(health.body, { status: 'ok' })
  const ready = await s.api.get('/readyz')
  t.equal(ready.status, 200, 'overloaded, /readyz still answers 200')
  t.match(ready.body, { status: 'ready', upstream: true, store: true, closing: false })
  t.equal((await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})).status, 503, 'while money calls are still refused')
})

t.test('overload: a stalled event loop answers 503 until it recovers', async t => {
  const s = await startStack(t, { env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '200' } })
  t.equal((await s.api.get('/healthz')).status, 200, 'a calm process answers')
  // The gateway runs in this process: stall its event loop as a burst of CPU work would.
  const until = Date.now() + 1500
  while (Date.now() < until) { /* busy */ }
  let res = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  for (let i = 0; i < 20 && res.status !== 503; i++) {
    const stall = Date.now() + 1500
    while (Date.now() < stall) { /* busy */ }
    res = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  }
  t.equal(res.status, 503, 'overloaded: 503')
  t.match(res.body, { status: 'outage' })
  t.equal((await s.api.get('/healthz')).status, 200, 'the liveness probe answers through the overload')
  let calm = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  for (let i = 0; i < 50 && calm.status !== 200; i++) {
    await new Promise(resolve => setTimeout(resolve, 100))
    calm = await s.api.post(ASSET).set(clientHeaders('demo-in')).send({})
  }
  t.equal(calm.status, 200, 'and serves again once the loop is calm')
})
