import t from 'tap'
import { endpointList, endpoints } from '../../shared/endpoints.js'

t.test('the table is consistent', async t => {
  const seen = new Set<string>()
  for (const [id, e] of endpointList()) {
    t.ok(e.path.startsWith('/api/'), `${id} path under /api`)
    const key = `${e.method} ${e.path}`
    t.notOk(seen.has(key), `${id} unique`)
    seen.add(key)
    const body = e.body as unknown as { type: string, additionalProperties: boolean }
    t.equal(body.type, 'object', `${id} body is an object`)
    t.equal(body.additionalProperties, false, `${id} rejects unknown properties`)
    if (e.kind === 'multipart') t.ok(e.upload, `${id} names its upload field`)
    if (e.kind === 'none') t.equal(e.method, 'GET')
    t.ok(e.summary.length > 5, `${id} documented`)
  }
})

t.test('the contract rewrites', async t => {
  t.equal(endpoints.assetInfo.path, '/api/user/v1/amt/assetinfo')
  t.equal(endpoints.assetInfo.upstream, '/api/user/v3/amt/assetinfo')
  t.same(endpoints.tradeList.drop, ['page'])
  t.equal(endpoints.hubReport.result, 'ret')
  t.same(endpoints.feedbackSubmit.headers, ['game-version'])
  t.same(endpointList().filter(([, e]) => e.kind === 'multipart').map(([id]) => id).sort(), ['agentOrderRecord', 'feedbackUpload', 'ocrPancard', 'uploadFile'])
  t.same(endpointList().filter(([, e]) => !e.login).map(([id]) => id).sort(), ['eventPush', 'guestLogin', 'hubReport'])
})
