// Multipart calls: streamed through, limits and magic bytes enforced, nothing forwarded on refusal.
import t from 'tap'
import { request } from 'node:http'
import { clientHeaders, queryText, startStack } from '../helpers/stack.js'
import { jpeg, png, webp } from '../helpers/pictures.js'
import { endpointList } from '../../shared/endpoints.js'
import { message } from '../helpers/messages.js'

const UPLOAD = '/api/user/v1/file/uploadfile'
const FEEDBACK_UPLOAD = '/api/user/v1/feedback/uploadfeedbackfile'
const OCR = '/api/user/v1/amt/withdraw/ocr_pancard'
const RECORD = '/api/user/pay-center/v1/agent/order/upload_record'
const LIMIT = 64 * 1024

t.test('JPEG, PNG and WebP reach the upstream whole, with their fields', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(LIMIT) } })
  await s.reset()
  const me = await s.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders('demo-in')).expect(200)
  const userId = String(me.body.data.user_id)
  for (const [name, file, mime] of [['a.jpg', jpeg(LIMIT), 'image/jpeg'], ['b.png', png(5000), 'image/png'], ['c.webp', webp(3000), 'image/webp']] as const) {
    await s.reset()
    const res = await s.api.post(UPLOAD).set(clientHeaders('demo-in')).field('user_id', userId).field('server_name', 'in-1').attach('file', file, { filename: name, contentType: 'application/octet-stream' })
    t.equal(res.status, 200, name)
    t.equal(res.body.status, 'success', name)
    t.equal(res.body.data.size, file.length, `${name}: all bytes arrived`)
    const [entry] = await s.journal(UPLOAD)
    const body = entry?.body as { fields: Record<string, string>, files: Array<{ field: string, filename: string, mime: string, size: number }> }
    t.same(body.fields, { user_id: userId, server_name: 'in-1' })
    t.match(body.files, [{ field: 'file', filename: name, mime, size: file.length }], `${name}: type from the magic bytes`)
    t.equal(queryText(entry).sign?.length, 32, 'signed')
    t.equal(entry?.headers['x-auth-token'], 'demo-in')
  }
  await s.reset()
  const feedback = await s.api.post(FEEDBACK_UPLOAD).set(clientHeaders('demo-in')).attach('file', png(100), 'shot.png')
  t.equal(feedback.body.status, 'success')
  const ocr = await s.api.post(OCR).set(clientHeaders('demo-in')).attach('file', jpeg(4096), 'pan.jpg')
  t.equal(ocr.body.status, 'success')
  t.match(ocr.body.data, { pan_number: /^[A-Z]{5}\d{4}[A-Z]$/ })
})

t.test('refused uploads never reach the upstream', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(LIMIT) } })
  const cases: Array<[string, (r: ReturnType<typeof s.api.post>) => ReturnType<typeof s.api.post>, number, string | null]> = [
    ['GIF', r => r.attach('file', Buffer.from('GIF89a' + 'x'.repeat(100)), 'a.gif'), 415, 'file'],
    ['PDF named .jpg', r => r.attach('file', Buffer.from('%PDF-1.7' + 'x'.repeat(100)), 'a.jpg'), 415, 'file'],
    ['empty file', r => r.attach('file', Buffer.alloc(0), 'a.jpg'), 415, 'file'],
    ['one byte over the limit', r => r.attach('file', jpeg(LIMIT + 1), 'big.jpg'), 413, 'file'],
    ['far over the limit', r => r.attach('file', jpeg(LIMIT * 4), 'huge.jpg'), 413, null],
    ['two files', r => r.attach('file', jpeg(100), 'a.jpg').attach('file', jpeg(100), 'b.jpg'), 413, null],
    ['file under another name', r => r.attach('photo', jpeg(100), 'a.jpg'), 400, 'photo'],
    ['no file', r => r.field('user_id', '12345678'), 400, 'file'],
    ['unknown field', r => r.field('admin', '1').attach('file', jpeg(100), 'a.jpg'), 400, 'admin'],
    ['bad field value', r => r.field('user_id', 'abc').attach('file', jpeg(100), 'a.jpg'), 400, 'user_id'],
    ['bad field after the file', r => r.attach('file', jpeg(100), 'a.jpg').field('user_id', 'abc'), 400, 'user_id'],
    ['a text field sent twice', r => r.field('user_id', '12345678').field('server_name', 'a').field('server_name', 'b').attach('file', jpeg(100), 'a.jpg'), 400, 'server_name'],
    ['a text field sent before and after the file', r => r.field('user_id', '12345678').attach('file', jpeg(100), 'a.jpg').field('user_id', '12345678'), 400, 'user_id'],
    ['a text field sent twice after the file', r => r.attach('file', jpeg(100), 'a.jpg').field('server_name', 'in-1').field('server_name', 'in-1'), 400, 'server_name']
  ]
  for (const [name, build, status, field] of cases) {
    await s.reset()
    const res = await build(s.api.post(UPLOAD).set(clientHeaders('demo-in')))
    t.equal(res.status, status, `${name}: ${status}`)
    t.equal(res.body.status, 'error', name)
    if (field !== null) t.equal(res.body.errors?.[0]?.field, field, `${name}: names ${field}`)
    t.same(await s.journal(), [], `${name}: nothing reached the upstream`)
  }
  const health = await s.api.get('/healthz')
  t.equal(health.status, 200)
})

t.test('every upload is checked by its first bytes: the PAN photo, screenshots and remit photos alike', async t => {
  const s = await startStack(t)
  const uploads = endpointList().filter(([, e]) => e.kind === 'multipart').map(([, e]) => e)
  t.same(uploads.map(e => e.path).sort(), [UPLOAD, FEEDBACK_UPLOAD, OCR, RECORD].sort(), 'every upload of the table is here')
  const notImages: Array<[string, Buffer]> = [['a PDF', Buffer.from('%PDF-1.7\n' + 'x'.repeat(500))], ['text', Buffer.from('not a picture at all')], ['a GIF', Buffer.from('GIF89a' + 'x'.repeat(100))]]
  for (const entry of uploads) {
    const token = entry.path === RECORD ? 'demo-dealer-in' : 'demo-in'
    const fields: Record<string, string> = entry.path === RECORD ? { order_id: 'WP70300114' } : {}
    for (const [what, bytes] of notImages) {
      await s.reset()
      let r = s.api.post(entry.path).set(clientHeaders(token, { 'accept-language': 'id' }))
      for (const [k, v] of Object.entries(fields)) r = r.field(k, v)
      // Declared as a JPEG by its name and type: only the bytes can tell.
      const res = await r.attach('file', bytes, { filename: 'photo.jpg', contentType: 'image/jpeg' })
      t.equal(res.status, 415, `${entry.path}, ${what}: 415`)
      t.match(res.body, { status: 'error', msg: message('id', 'error.file_type'), errors: [{ field: 'file' }] }, `${entry.path}, ${what}: the same refusal, in the player's language`)
      t.same(await s.journal(), [], `${entry.path}, ${what}: nothing reached the upstream`)
    }
    await s.reset()
    let ok = s.api.post(entry.path).set(clientHeaders(token))
    for (const [k, v] of Object.entries(fields)) ok = ok.field(k, v)
    const res = await ok.attach('file', jpeg(4096), { filename: 'photo', contentType: 'application/octet-stream' })
    t.equal(res.body.status, 'success', `${entry.path}: a JPEG declared as anything goes through`)
  }
})

t.test('a chunked upload that grows past the limit is cut off before the upstream gets it whole', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(LIMIT) } })
  await s.reset()
  const url = new URL(UPLOAD, s.gatewayUrl)
  const boundary = 'xyzBOUNDARY'
  const status = await new Promise<{ status: number, body: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...clientHeaders('demo-in'), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } }, res => {
      let body = ''
      res.on('data', c => { body += String(c) })
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, body }) })
    })
    req.on('error', reject)
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
    const chunk = jpeg(16 * 1024)
    let sent = 0
    const pump = () => {
      while (sent < LIMIT * 3) {
        sent += chunk.length
        if (!req.write(chunk)) { req.once('drain', pump); return }
      }
      req.end(`\r\n--${boundary}--\r\n`)
    }
    pump()
  })
  t.equal(status.status, 413)
  t.equal(JSON.parse(status.body).status, 'error')
  t.same(await s.journal(), [], 'the upstream recorded no complete request')
  t.equal((await s.api.get('/healthz')).status, 200)
})

t.test('uploads need login and multipart', async t => {
  const s = await startStack(t)
  await s.reset()
  const anon = await s.api.post(UPLOAD).attach('file', jpeg(100), 'a.jpg')
  t.equal(anon.status, 401)
  t.same(await s.journal(), [])
})
