// Logs keep request ids and never carry tokens, secrets, PAN, account numbers or UPI IDs.
import t from 'tap'
import { clientHeaders, startStack, TEST_SECRET } from '../helpers/stack.js'

t.test('secrets stay out of the logs', async t => {
  const s = await startStack(t)
  await s.reset()
  const token = 'demo-in'
  const secrets = ['ravi.secret@okaxis', 'ABCPE1234F', '998877665544', 'HDFC0009999', TEST_SECRET, 'sess-secret-42']
  await s.api.get(`/?token=${token}&lang=hi`).set('accept', 'text/html')
  await s.api.post('/api/user/v1/amt/withdraw/bind_upi_with_pancard').set(clientHeaders(token, { session: 'sess-secret-42' }))
    .send({ upi_id: 'ravi.secret@okaxis', name: 'Ravi Kumar', phone: '9876543210', email: 'r@example.com', pan_number: 'ABCPE1234F', pan_photo_url: 'https://cdn.example/p.jpg' })
  await s.api.post('/api/user/v1/amt/withdraw/update_bank_account').set(clientHeaders(token))
    .send({ bank_account: '998877665544', name: 'Ravi Kumar', ifsc: 'HDFC0009999', phone: '9876543210', email: 'r@example.com' })
  await s.api.post('/api/user/v1/amt/withdraw/update_upi_account').set(clientHeaders(token)).send({ upi_id: 'ravi.secret@okaxis', name: 'Ravi 1', phone: '9', email: 'x' })
  await s.fault({ path: '/api/user/v3/amt/assetinfo', reset: true })
  await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders(token)).send({})
  const text = s.logs.join('')
  t.ok(s.logs.length > 5, 'requests were logged')
  t.match(text, /"reqId":"[^"]+"/, 'with request ids')
  t.notMatch(text, /demo-in/, 'no token, neither from headers nor from ?token=')
  for (const secret of secrets) t.notOk(text.includes(secret), `no ${secret}`)
})

t.test('request ids: a sane incoming id is kept and echoed', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in', { 'x-request-id': 'trace-12345678' })).send({})
  t.equal(res.headers['x-request-id'], 'trace-12345678')
  const [entry] = await s.journal()
  t.equal(entry?.headers['x-request-id'], 'trace-12345678', 'and passed upstream')
  const odd = await s.api.get('/healthz').set('x-request-id', '<script>')
  t.not(odd.headers['x-request-id'], '<script>')
})

t.test('one line per request, written when it ends: what was asked, the answer and the time', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.get('/asset/detail?token=demo-in&lang=bn').set('accept', 'text/html').set('x-request-id', 'page-load-0001')
  t.equal(res.status, 200)
  const lines = s.logs.map(l => JSON.parse(l) as Record<string, unknown>).filter(l => l.reqId === 'page-load-0001' && l.msg === 'request completed')
  t.equal(lines.length, 1, 'one line')
  t.match(lines[0], { msg: 'request completed', method: 'GET', url: '/asset/detail?token=[redacted]&lang=[redacted]', statusCode: 200, responseTime: Number })
  t.notOk(JSON.stringify(lines[0]).includes('demo-in'), 'no query value')
})
