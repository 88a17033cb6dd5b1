// The gateway refuses what the upstream would refuse, at the same limits (shared/limits.ts), so a player
// sees a message naming the field instead of "System busy"; and a body over a limit is named for what it is.
import t from 'tap'
import { clientHeaders, startStack } from '../helpers/stack.js'
import { head, rawRequest } from '../helpers/raw-http.js'
import { HEADER_FIELD_MAX, MULTIPART_FRAME_LIMITS } from '../../shared/limits.js'
import { MULTIPART_LIMITS } from '../../mock-upstream/src/multipart-body.js'
import { message } from '../helpers/messages.js'

const ASSETS = '/api/user/v1/amt/assetinfo'

t.test('headers that become common fields are bounded by those fields, on both sides', async t => {
  const s = await startStack(t)
  for (const [name, max] of Object.entries(HEADER_FIELD_MAX)) {
    await s.reset()
    const longest = await s.api.post(ASSETS).set(clientHeaders('demo-in', { [name]: 'v'.repeat(max) })).send({})
    t.equal(longest.status, 200, `${name} of ${max} characters is forwarded`)
    t.equal(longest.body.status, 'success', `${name} of ${max} characters: the upstream accepts it`)
    await s.reset()
    const over = await s.api.post(ASSETS).set(clientHeaders('demo-in', { [name]: 'v'.repeat(max + 1) })).send({})
    t.equal(over.status, 400, `${name} of ${max + 1} characters is refused by the gateway`)
    t.equal(over.body.errors[0].field, name)
    t.same(await s.journal(), [], `${name} of ${max + 1} characters: nothing reached the upstream`)
  }
})

t.test('multipart framing limits are the same in the gateway and the mock upstream', async t => {
  t.match(MULTIPART_LIMITS, MULTIPART_FRAME_LIMITS)
})

t.test('a JSON body over the body limit is named as a request, not as a file', async t => {
  const s = await startStack(t)
  const res = await s.api.post(ASSETS).set(clientHeaders('demo-in', { 'accept-language': 'hi' })).set('content-type', 'application/json')
    .send(JSON.stringify({ pad: 'x'.repeat(300 * 1024) }))
  t.equal(res.status, 413)
  t.equal(res.body.msg, message('hi', 'error.body_too_large', { max: '256 KB' }))
  t.same(res.body.errors, [{ field: 'body', message: res.body.msg }])
  t.notMatch(res.body.msg, /\{|5 MB/, 'the placeholder is filled, and no file limit is quoted')
})

t.test('headers over Node\'s size limit are answered 431 in the envelope and the connection closed', async t => {
  const s = await startStack(t)
  const res = await rawRequest(Number(new URL(s.gatewayUrl).port), [head('GET', '/healthz', { 'x-pad': 'x'.repeat(20 * 1024) })], { hangMs: 8000 })
  t.notOk(res.hung)
  t.ok(res.closed)
  t.equal(res.status, 431)
  t.match(res.json, { code: 400, status: 'error', msg: message('en', 'error.not_json') })
})
