// CORS over real HTTP: only pages on the configured region hosts (gateway/config/regions.json) may read the
// gateway's answers from another origin; preflights of other origins are not granted.
import t from 'tap'
import { clientHeaders, startStack } from '../helpers/stack.js'

const CALL = '/api/user/v1/amt/assetinfo'
const ALLOWED = ['http://br.localhost:8080', 'https://coin.localhost', 'http://in.localhost', 'https://shop.coin.localhost:8443']
const REFUSED = ['http://evil.example', 'http://localhost:8080', 'http://127.0.0.1:8080', 'null', 'http://br.localhost.evil.example',
  'http://evilbr.localhost', 'http://xcoin.localhost', 'http://br.localhost/path', 'br.localhost']

t.test('region hosts may call across origins; no one else', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const origin of ALLOWED) {
    const res = await s.api.post(CALL).set(clientHeaders('demo-in', { origin })).send({})
    t.equal(res.status, 200, `${origin}: answered`)
    t.equal(res.headers['access-control-allow-origin'], origin, `${origin}: allowed`)
    t.match(res.headers['access-control-expose-headers'], /x-request-id/, `${origin}: the request id is readable`)
    t.equal(res.headers['access-control-allow-credentials'], undefined, `${origin}: no credentials (bearer tokens only)`)
    t.match(res.headers.vary, /Origin/, `${origin}: caches keep origins apart`)
  }
  for (const origin of REFUSED) {
    const res = await s.api.post(CALL).set(clientHeaders('demo-in', { origin })).send({})
    t.equal(res.headers['access-control-allow-origin'], undefined, `${origin}: no CORS header, the browser keeps the answer`)
    t.match(res.headers.vary, /Origin/, `${origin}: Vary: Origin`)
  }
  const plain = await s.api.post(CALL).set(clientHeaders('demo-in')).send({})
  t.equal(plain.headers['access-control-allow-origin'], undefined, 'no Origin (same-origin or not a browser): no CORS header')
})

t.test('preflight', async t => {
  const s = await startStack(t)
  const asked = 'authorization,content-type,idempotency-key,accept-language,device,user,session,country,channel,product,version,x-origin,x-flavor,x-slots'
  const ok = await s.api.options(CALL).set({ origin: 'http://br.localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': asked })
  t.equal(ok.status, 204, 'a region host\'s preflight is granted')
  t.equal(ok.headers['access-control-allow-origin'], 'http://br.localhost:8080')
  t.same(ok.headers['access-control-allow-methods']?.split(/,\s*/).sort(), ['GET', 'HEAD', 'POST'])
  const granted = new Set((ok.headers['access-control-allow-headers'] ?? '').split(/,\s*/))
  for (const header of asked.split(',')) t.ok(granted.has(header), `${header} may be sent`)
  t.notOk(granted.has('cookie') || granted.has('x-evil'), 'no header beyond the client\'s')
  t.equal(ok.headers['access-control-max-age'], '600')

  for (const origin of ['http://evil.example', 'http://localhost:8080', 'null']) {
    const refused = await s.api.options(CALL).set({ origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' })
    t.equal(refused.headers['access-control-allow-origin'], undefined, `${origin}: preflight not granted`)
    t.equal(refused.headers['access-control-allow-methods'], undefined, `${origin}: no methods granted`)
    t.not(refused.status, 204, `${origin}: not a success (${refused.status})`)
  }
})

t.test('behind TLS only https region origins are allowed', async t => {
  const s = await startStack(t, { env: { BEHIND_TLS: 'true' } })
  await s.reset()
  const https = await s.api.post(CALL).set(clientHeaders('demo-in', { origin: 'https://br.localhost' })).send({})
  t.equal(https.headers['access-control-allow-origin'], 'https://br.localhost', 'https region host allowed')
  const http = await s.api.post(CALL).set(clientHeaders('demo-in', { origin: 'http://br.localhost' })).send({})
  t.equal(http.headers['access-control-allow-origin'], undefined, 'plain http refused once TLS is in front')
})
