// The answers the gateway writes straight on the socket (400 for a request that is not HTTP, 431 for headers
// too large, 408 for a body that stops) carry the security headers and a request id, as every other answer.
import t from 'tap'
import { head, portOf, rawRequest } from '../helpers/raw-http.js'
import { clientHeaders, startStack } from '../helpers/stack.js'

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'x-frame-options']

t.test('400, 431 and 408 written on the socket carry the security headers and a request id', async t => {
  const s = await startStack(t, { env: { BODY_IDLE_TIMEOUT_MS: '2000', UPSTREAM_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '8000' } })
  const normal = await s.api.get('/healthz')
  for (const name of SECURITY) t.ok(normal.headers[name], `an ordinary answer has ${name}`)
  const port = portOf(s.gatewayUrl)
  const answers = {
    400: await rawRequest(port, ['NOT HTTP AT ALL\r\n\r\n'], { hangMs: 10_000 }),
    431: await rawRequest(port, [head('GET', '/healthz', { 'x-pad': 'x'.repeat(20 * 1024) })], { hangMs: 10_000 }),
    408: await rawRequest(port, [head('POST', '/api/user/v1/amt/assetinfo', { ...clientHeaders('demo-in'), 'content-type': 'application/json', 'x-request-id': 'drill-request-0001' }, 100), '{"a'], { hangMs: 10_000 })
  }
  for (const [status, res] of Object.entries(answers)) {
    t.equal(res.status, Number(status))
    for (const name of SECURITY) t.equal(res.headers[name], normal.headers[name], `${status}: ${name} as on every answer`)
    t.match(res.headers['x-request-id'], /^[A-Za-z0-9._-]{8,100}$/, `${status}: a request id`)
  }
  t.equal(answers[408].headers['x-request-id'], 'drill-request-0001', 'the request\'s own id once its headers were read')
})
