// The app as a whole: logs never carry tokens, secrets, PAN, account numbers or UPI IDs.
import t from 'tap'
import { Writable } from 'node:stream'
import { startMock, picture } from './fixture/mock-client.js'

t.test('logs stay clean', async t => {
  const lines: string[] = []
  const stream = new Writable({ write (chunk, _enc, done) { lines.push(String(chunk)); done() } })
  // Even a logger that serialises request headers must not show a token.
  const m = await startMock(t, {
    logger: { level: 'trace', stream, serializers: { req: (req: any) => ({ method: req.method, url: req.url, headers: req.headers }) } }
  })
  await m.json('assetInfo')
  await m.json('assetInfo', {}, { secret: 'wrong' })
  await m.json('updateUpiAccount', { upi_id: 'priya.nair@oksbi', name: 'Priya Nair', phone: '8123456789', email: 'priya.nair@yahoo.com' }, { token: 'demo-in-new' })
  await m.json('bindAccount', { bank_account: '998877665544', name: 'Priya Nair', ifsc: 'SBIN0001234', phone: '8123456789', email: 'priya.nair@yahoo.com' }, { token: 'demo-in-new' })
  await m.json('ocrPancard', {}, { file: { content: picture(4000), filename: 'pan.jpg', mime: 'image/jpeg' } })
  await m.json('bindUpiWithPan', { upi_id: 'rahul.x@oksbi', name: 'Rahul Sharma', phone: '9876543210', email: 'r@gmail.com', pan_number: 'AKBPS7342K', pan_photo_url: 'https://cdn.mock.local/x.jpg' })
  const log = lines.join('')
  t.ok(lines.length >= 12, 'requests are logged')
  t.match(log, /\[redacted\]/, 'the auth headers were redacted')
  t.match(log, /signature rejected/)
  for (const secret of ['demo-in', 'dev-secret', 'priya.nair@oksbi', '998877665544', 'AKBPS7342K', 'rahul.x@oksbi', '9876543210']) {
    t.notOk(log.includes(secret), `no ${secret} in the logs`)
  }
})
