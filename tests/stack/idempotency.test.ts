// Keyed calls through the real gateway and the real mock upstream, on both stores (memory and a real Redis):
// the key is required, a double-tap reaches the upstream once, a retry is replayed, another body is refused,
// an uncertain outcome stays pending and a retry forwards the same key.
import t, { type Test } from 'tap'
import { clientHeaders, startStack, type Stack } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'
import { startRedis } from '../helpers/redis.js'

const TRANSFER = '/api/user/v1/amt/transfer'
const ASSET = '/api/user/v1/amt/assetinfo'
const PAYTM = '/api/user/v1/amt/withdraw/bindpaytm'
const WITHDRAW = '/api/user/v1/amt/withdraw'
const GIFT = { user_id: '20593318', amount: 100 }

async function coins (s: Stack, token = 'demo-in'): Promise<number> {
  const res = await s.api.post(ASSET).set(clientHeaders(token)).send({})
  return (res.body as { data: { coins: number } }).data.coins
}

function post (s: Stack, path: string, body: object, key?: string, extra: Record<string, string> = {}) {
  return s.api.post(path).set(clientHeaders('demo-in', key === undefined ? extra : { 'idempotency-key': key, ...extra })).send(body)
}

async function stores (t: Test): Promise<Array<[string, Record<string, string>]>> {
  const redis = await startRedis(t)
  return [['memory', {}], ['redis', { REDIS_URL: redis.url }]]
}

for (const [name, env] of await stores(t)) {
  t.test(`${name} store`, async t => {
    const s = await startStack(t, { env })

    t.test('without a key, or with a malformed one, nothing is forwarded', async t => {
      await s.reset()
      const none = await post(s, TRANSFER, GIFT, undefined, { 'accept-language': 'hi' })
      t.equal(none.status, 400)
      t.match(none.body, { code: 400, status: 'error', errors: [{ field: 'idempotency-key' }] })
      t.equal(none.body.msg, msg(s.gateway.catalogues.hi, 'error.idempotency_key_required'), 'in the reader\'s language')
      const binding = await post(s, PAYTM, { paytm_id: '9876543210', name: 'Rahul Sharma' })
      t.match(binding.body, { code: 400, errors: [{ field: 'idempotency-key' }] }, 'a payout binding needs one too')
      const long = await post(s, TRANSFER, GIFT, 'k'.repeat(256))
      t.match(long.body, { code: 400, errors: [{ field: 'idempotency-key' }] }, '256 characters is too long')
      t.equal(long.body.msg, msg(s.gateway.catalogues.en, 'error.idempotency_key_invalid'))
      const control = await post(s, TRANSFER, GIFT, 'tab\there')
      t.equal(control.status, 400, 'a control character is not printable')
      const typo = await post(s, TRANSFER, { user_id: '2059331', amount: 100 })
      t.match(typo.body, { errors: [{ field: 'user_id' }] }, 'a typo in the body is named before the missing key')
      t.same(await s.journal(), [], 'nothing reached the upstream')
      const longest = await post(s, TRANSFER, GIFT, 'k'.repeat(255))
      t.equal(longest.body.status, 'success', '255 printable characters are a key')
    })

    t.test('fifty identical posts at once reach the upstream once', async t => {
      await s.reset()
      const before = await coins(s)
      const answers = await Promise.all(Array.from({ length: 50 }, async () => await post(s, TRANSFER, GIFT, 'double-tap-1')))
      const statuses = answers.map(a => a.status)
      t.same(statuses.filter(h => h >= 500), [], 'never a 5xx')
      t.same(statuses.filter(h => h !== 200 && h !== 409), [], 'each is the answer, its replay, or 409 in flight')
      const fresh = answers.filter(a => a.status === 200 && a.headers['idempotent-replayed'] === undefined)
      t.equal(fresh.length, 1, 'one answer came from the upstream')
      for (const a of answers.filter(a => a.status === 200)) t.same(a.body.data, fresh[0]?.body.data, 'replays carry the same answer')
      for (const a of answers.filter(a => a.status === 409)) {
        t.match(a.body, { code: 409, status: 'error' })
        t.equal(a.body.msg, msg(s.gateway.catalogues.en, 'error.idempotency_in_flight'))
      }
      t.equal((await s.journal(TRANSFER)).length, 1, 'the mock\'s journal: forwarded exactly once')
      t.equal(before - await coins(s), 100, 'the coins moved once')
      const later = await post(s, TRANSFER, GIFT, 'double-tap-1')
      t.equal(later.headers['idempotent-replayed'], 'true', 'a retry after the answer is replayed')
      t.same(later.body, fresh[0]?.body)
      t.equal((await s.journal(TRANSFER)).length, 1, 'still once')
    })

    t.test('the same key with another body is refused; keys are scoped by user and endpoint', async t => {
      await s.reset()
      t.equal((await post(s, TRANSFER, GIFT, 'k-scope')).body.status, 'success')
      const other = await post(s, TRANSFER, { ...GIFT, amount: 5000 }, 'k-scope', { 'accept-language': 'pt' })
      t.equal(other.status, 422)
      t.match(other.body, { code: 422, status: 'error', data: null })
      t.equal(other.body.msg, msg(s.gateway.catalogues.pt, 'error.idempotency_mismatch'))
      const reordered = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'k-scope', 'content-type': 'application/json' })).send('{"amount":100,"user_id":"20593318"}')
      t.equal(reordered.headers['idempotent-replayed'], 'true', 'the same fields in another order are the same body')
      const otherUser = await s.api.post(TRANSFER).set(clientHeaders('demo-dealer-in', { 'idempotency-key': 'k-scope' })).send({ user_id: '20593318', amount: 100 })
      t.equal(otherUser.headers['idempotent-replayed'], undefined, 'another player\'s key is another key')
      const otherCall = await post(s, WITHDRAW, { amount: 10000 }, 'k-scope')
      t.equal(otherCall.headers['idempotent-replayed'], undefined, 'another endpoint\'s key is another key')
      t.equal((await s.journal(TRANSFER)).length, 2)
      t.same((await s.journal(TRANSFER)).map(e => e.headers['idempotency-key']), ['k-scope', 'k-scope'], 'the key is forwarded unchanged')
      t.notMatch(s.logs.join(''), /Bearer demo-in/, 'the token is not in the logs')
    })

    t.test('a reset after the upstream did the work: pending, then the same key settles it once', async t => {
      await s.reset()
      const before = await coins(s)
      await s.fault({ path: TRANSFER, reset_after: true })
      const lost = await post(s, TRANSFER, GIFT, 'k-reset', { 'accept-language': 'bn' })
      t.equal(lost.status, 504)
      t.match(lost.body, { code: -1, status: 'timeout', data: null }, 'unknown, not an outage')
      t.equal(lost.body.msg, msg(s.gateway.catalogues.bn, 'error.outcome_unknown'))
      t.equal(before - await coins(s), 100, 'the upstream did move the coins')
      const retry = await post(s, TRANSFER, GIFT, 'k-reset')
      t.equal(retry.body.status, 'success', 'the retry gets the upstream\'s answer')
      const sent = await s.journal(TRANSFER)
      t.same(sent.map(e => e.headers['idempotency-key']), ['k-reset', 'k-reset'], 'forwarded again with the same key')
      t.equal(before - await coins(s), 100, 'and the coins moved once')
      t.equal((await post(s, TRANSFER, GIFT, 'k-reset')).headers['idempotent-replayed'], 'true', 'now settled in the gateway')
    })

    t.test('a 5xx from the upstream is uncertain too; a timeout keeps its own message', async t => {
      await s.reset()
      await s.fault({ path: TRANSFER, http_status: 500 })
      const busy = await post(s, TRANSFER, GIFT, 'k-500')
      t.equal(busy.status, 502)
      t.match(busy.body, { status: 'timeout', msg: msg(s.gateway.catalogues.en, 'error.outcome_unknown') }, 'the client keeps its key and checks the record')
      t.equal((await post(s, TRANSFER, GIFT, 'k-500')).body.status, 'success', 'the retry is forwarded')
      await s.fault({ path: TRANSFER, delay_ms: 2500 })
      const slow = await post(s, TRANSFER, GIFT, 'k-slow')
      t.equal(slow.status, 504)
      t.match(slow.body, { status: 'timeout', msg: msg(s.gateway.catalogues.en, 'error.timeout') })
      t.equal((await s.journal(TRANSFER)).length, 3)
    })

    t.test('an upstream refusal is an answer: replayed, never forwarded twice', async t => {
      await s.reset()
      const first = await post(s, TRANSFER, { ...GIFT, amount: 999999 }, 'k-refused')
      t.match(first.body, { status: 'error', code: 10042 })
      const again = await post(s, TRANSFER, { ...GIFT, amount: 999999 }, 'k-refused')
      t.same(again.body, first.body)
      t.equal(again.headers['idempotent-replayed'], 'true')
      t.equal((await s.journal(TRANSFER)).length, 1)
    })

    t.test('a payout binding retried with its key binds once', async t => {
      await s.reset()
      const body = { paytm_id: '9876543210', name: 'Rahul Sharma' }
      const first = await s.api.post(PAYTM).set(clientHeaders('demo-in-new', { 'idempotency-key': 'bind-1' })).send(body)
      t.equal(first.body.status, 'success')
      const again = await s.api.post(PAYTM).set(clientHeaders('demo-in-new', { 'idempotency-key': 'bind-1' })).send(body)
      t.equal(again.headers['idempotent-replayed'], 'true')
      t.same(again.body, first.body)
      t.equal((await s.journal(PAYTM)).length, 1)
    })
  })
}
