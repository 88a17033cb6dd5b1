// Multipart bodies as clients really send them, broken ones included: every refusal is a 4xx in the
// envelope with a message in the client's language, answered at once, and nothing reaches the upstream.
import t from 'tap'
import { Type } from 'typebox'
import { clientHeaders, startStack } from '../helpers/stack.js'
import { head, rawRequest, portOf } from '../helpers/raw-http.js'
import { message } from '../helpers/messages.js'
import { endpoints, type EndpointDef } from '../../shared/endpoints.js'
import { body, field } from '../../shared/schemas/common.js'
import { proxyUpload } from '../../gateway/src/uploads/proxy.js'
import multipart from '../../gateway/src/uploads/plugin.js'
import { ruleMessage } from '../../gateway/src/checks/validation-message.js'
import { jpeg, png } from '../helpers/pictures.js'

const UPLOAD = '/api/user/v1/file/uploadfile'
const msg = (lang: 'en' | 'hi' | 'bn' | 'id' | 'pt', key: string, params?: Record<string, string>) => message(lang, key, params)
/** Far below the default body-idle bound (30 s): an answer that waits for the body's end misses it. */
const HANG_MS = 8000

function filePart (boundary: string, filename = 'a.jpg', type = 'image/jpeg'): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
}

t.test('a file that is not an image is refused at once, however much of it is still to come', async t => {
  const s = await startStack(t)
  await s.reset()
  const port = portOf(s.gatewayUrl)
  const boundary = 'not-an-image'
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200 * 1024, 0x20)])
  // The head announces 2 MB, but only 200 KB are sent and the client then waits: the answer must not.
  const res = await rawRequest(port, [
    head('POST', UPLOAD, { ...clientHeaders('demo-in', { 'accept-language': 'pt' }), 'content-type': `multipart/form-data; boundary=${boundary}` }, 2 * 1024 * 1024),
    filePart(boundary, 'doc.jpg'),
    pdf
  ], { hangMs: HANG_MS })
  t.notOk(res.hung, 'answered without waiting for the rest of the body')
  t.ok(res.closed, 'and the connection was closed, not left waiting')
  t.equal(res.status, 415)
  t.equal(res.headers.connection, 'close')
  t.match(res.json, { status: 'error', msg: msg('pt', 'error.file_type'), errors: [{ field: 'file' }] })

  // The same refusal when the whole body has been sent: the answer comes and the connection is closed.
  const all = Buffer.concat([Buffer.from(filePart(boundary, 'doc.jpg')), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)])
  const whole = await rawRequest(port, [head('POST', UPLOAD, { ...clientHeaders('demo-in'), 'content-type': `multipart/form-data; boundary=${boundary}` }, all.length), all], { hangMs: HANG_MS })
  t.notOk(whole.hung)
  t.equal(whole.status, 415)
  t.same(await s.journal(), [], 'nothing reached the upstream')
  // The gateway still serves uploads after the refusals.
  const ok = await s.api.post(UPLOAD).set(clientHeaders('demo-in')).attach('file', jpeg(1000), 'a.jpg')
  t.equal(ok.body.status, 'success')
})

t.test('a file that grows past the limit after it began is refused at once and its connection closed', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(64 * 1024) } })
  await s.reset()
  const boundary = 'too-big'
  const res = await rawRequest(portOf(s.gatewayUrl), [
    head('POST', UPLOAD, { ...clientHeaders('demo-in', { 'accept-language': 'id' }), 'content-type': `multipart/form-data; boundary=${boundary}` }, 100 * 1024),
    filePart(boundary),
    jpeg(80 * 1024)
  ], { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.ok(res.closed)
  t.equal(res.status, 413)
  t.match(res.json, { status: 'error', msg: msg('id', 'error.file_too_large', { max: '64 KB' }), errors: [{ field: 'file' }] })
  t.notMatch(res.body, /\{max\}/, 'the placeholder is filled')
  t.same(await s.journal(), [])
})

t.test('malformed multipart is a 400 or 415 in the envelope, never a 500', async t => {
  const s = await startStack(t)
  const port = portOf(s.gatewayUrl)
  const b = 'b0undary'
  const file = `${filePart(b)}${jpeg(100).toString('latin1')}\r\n`
  const cases: Array<[string, string | null, string, 400 | 415, string?]> = [
    ['no boundary', 'multipart/form-data', `${file}--${b}--\r\n`, 400],
    ['another parameter instead of the boundary', 'multipart/form-data; charset=utf-8', `${file}--${b}--\r\n`, 400],
    ['two boundaries', `multipart/form-data; boundary=${b}; boundary=other`, `${file}--${b}--\r\n`, 400],
    ['a boundary longer than 70 characters', `multipart/form-data; boundary=${'x'.repeat(71)}`, `${file}--${b}--\r\n`, 400],
    ['an empty boundary', 'multipart/form-data; boundary=', `${file}--${b}--\r\n`, 415],
    ['an unterminated quoted boundary', `multipart/form-data; boundary="${b}`, `${file}--${b}--\r\n`, 415],
    ['a boundary that is not in the body', 'multipart/form-data; boundary=elsewhere', `${file}--${b}--\r\n`, 400],
    ['no closing boundary', `multipart/form-data; boundary=${b}`, file, 400],
    ['a body cut in the middle of the file', `multipart/form-data; boundary=${b}`, `${filePart(b)}${jpeg(100).toString('latin1')}`, 400],
    ['a body cut in the middle of a part header', `multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: form-da`, 400],
    ['a part without a disposition', `multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Type: image/jpeg\r\n\r\n${jpeg(100).toString('latin1')}\r\n--${b}--\r\n`, 400, 'error.file_missing'],
    ['a text part that names nothing', `multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${file}--${b}--\r\n`, 400, 'error.multipart_malformed'],
    ['a file part that names nothing', `multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: form-data; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${jpeg(100).toString('latin1')}\r\n--${b}--\r\n`, 400],
    ['JSON under a multipart type', `multipart/form-data; boundary=${b}`, '{"user_id":"12345678"}', 400],
    ['JSON', 'application/json', '{"user_id":"12345678"}', 415],
    ['plain text', 'text/plain', 'hello', 415],
    ['a form', 'application/x-www-form-urlencoded', 'user_id=12345678', 415],
    ['no content type', null, 'hello', 415]
  ]
  for (const [name, type, payload, status, expected] of cases) {
    await s.reset()
    const data = Buffer.from(payload, 'latin1')
    const headers = { ...clientHeaders('demo-in', { 'accept-language': 'bn' }), ...(type === null ? {} : { 'content-type': type }) }
    const res = await rawRequest(port, [head('POST', UPLOAD, headers, data.length), data], { hangMs: HANG_MS, keepOpen: true })
    res.socket.destroy()
    t.notOk(res.hung, `${name}: answered`)
    t.equal(res.status, status, `${name}: ${status}`)
    const key = expected ?? (status === 415 ? 'error.unsupported_media' : 'error.multipart_malformed')
    t.match(res.json, { status: 'error', msg: msg('bn', key) }, `${name}: the envelope, in Bengali`)
    t.same(await s.journal(), [], `${name}: nothing reached the upstream`)
  }
  t.notOk(s.logs.some(line => line.includes('unexpected gateway error')), 'no 500 on the way')
})

t.test('a text field sent twice is refused, naming the field', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post(UPLOAD).set(clientHeaders('demo-in', { 'accept-language': 'hi' }))
    .field('server_name', 'in-1').field('server_name', 'in-2').attach('file', jpeg(100), 'a.jpg')
  t.equal(res.status, 400)
  t.equal(res.body.errors[0].field, 'server_name')
  t.equal(res.body.msg, msg('hi', 'error.duplicate', { field: msg('hi', 'field.server_name') === 'field.server_name' ? 'server_name' : msg('hi', 'field.server_name') }))
  t.same(await s.journal(), [])
})

t.test('the forwarded file name has the extension of the detected type', async t => {
  const s = await startStack(t)
  const cases: Array<[string, Buffer, string]> = [
    ['photo.jpg', png(500), 'photo.png'],
    ['photo', jpeg(500), 'photo.jpg'],
    ['photo.JPEG', jpeg(500), 'photo.JPEG'],
    ['scan.pdf', jpeg(500), 'scan.jpg'],
    ['../../etc/passwd', png(500), 'passwd.png']
  ]
  for (const [sent, file, forwarded] of cases) {
    await s.reset()
    const res = await s.api.post(UPLOAD).set(clientHeaders('demo-in')).attach('file', file, { filename: sent, contentType: 'image/jpeg' })
    t.equal(res.body.status, 'success', sent)
    const [entry] = await s.journal(UPLOAD)
    t.match(entry?.body, { files: [{ filename: forwarded }] }, `${sent} goes upstream as ${forwarded}`)
  }
})

t.test('multipart text fields are normalised as JSON fields are, by the page region', async t => {
  const s = await startStack(t)
  const script = (id: string, zero: number) => id.replace(/\d/g, d => String.fromCodePoint(zero + Number(d)))
  // Digits of the player's own script, grouped as people type them: the upstream gets the canonical id.
  const cases: Array<[string, string, (id: string) => string, string]> = [
    ['in.localhost', 'demo-in', id => `${script(id.slice(0, 4), 0x966)} ${script(id.slice(4), 0x966)}`, 'Devanagari digits on the Indian host'],
    ['bd.localhost', 'demo-bd', id => `${script(id.slice(0, 4), 0x9e6)}-${script(id.slice(4), 0x9e6)}`, 'Bengali digits on the Bangladeshi host'],
    ['br.localhost', 'demo-br', id => `${id.slice(0, 4)}.${id.slice(4)}`, 'dotted groups on the Brazilian host']
  ]
  for (const [host, token, typed, name] of cases) {
    await s.reset()
    const me = await s.api.get('/api/user/v3/account/getuserinfo').set(clientHeaders(token)).set('host', host).expect(200)
    const id = String(me.body.data.user_id)
    t.match(id, /^\d{8}$/)
    await s.reset()
    const res = await s.api.post(UPLOAD).set(clientHeaders(token)).set('host', host).field('user_id', typed(id)).attach('file', jpeg(100), 'a.jpg')
    t.equal(res.body.status, 'success', name)
    const [entry] = await s.journal(UPLOAD)
    t.match(entry?.body, { fields: { user_id: id } }, `${name}: forwarded as ${id}`)
  }
})

t.test('multipart text fields get the regional and cross-field rules of JSON bodies', async t => {
  // An upload entry with a phone and a name, as a payout proof might have: its rules are the page
  // region's, and its cross-field rule wants a name in Brazil.
  const entry: EndpointDef = {
    ...endpoints.uploadFile,
    path: '/test/proof',
    body: body({ phone: Type.Optional(field('phone')), name: Type.Optional(field('name')) }),
    check: (fields, region) => region === 'BR' && fields.name === undefined ? { field: 'name', problem: 'required' } : null
  }
  // Uploads have their multipart parser in a context of their own, as routes/api.ts gives them.
  const s = await startStack(t, {
    routes: gateway => {
      void gateway.register(async uploads => {
        await uploads.register(multipart)
        // The call's context is built by its route's first hook (gateway/src/context/plugin.ts).
        const onRequest = uploads.contextFor(entry)
        uploads.post(entry.path, { onRequest }, async (request, reply) => await proxyUpload(entry, request, reply))
      })
    }
  })
  const send = (host: string, fields: Record<string, string>) => {
    let r = s.api.post(entry.path).set(clientHeaders('demo-in', { 'accept-language': 'pt' })).set('host', host)
    for (const [k, v] of Object.entries(fields)) r = r.field(k, v)
    return r.attach('file', jpeg(100), 'a.jpg')
  }

  await s.reset()
  await send('br.localhost', { phone: '+55 (11) 91234-5678', name: 'Ana  Souza' })
  const [br] = await s.journal(UPLOAD)
  t.match(br?.body, { fields: { phone: '11912345678', name: 'Ana Souza' } }, 'a Brazilian phone is forwarded in its canonical form')

  await s.reset()
  await send('in.localhost', { phone: '+91 98765-43210' })
  const [india] = await s.journal(UPLOAD)
  t.match(india?.body, { fields: { phone: '9876543210' } }, 'an Indian phone is forwarded in its canonical form')

  await s.reset()
  const wrongRegion = await send('br.localhost', { phone: '9876543210', name: 'Ana' })
  t.equal(wrongRegion.status, 400, 'an Indian number on the Brazilian host is refused')
  t.equal(wrongRegion.body.errors[0].field, 'phone')
  const t_ = (key: string, params?: Record<string, string | number>) => message('pt', key, params)
  t.equal(wrongRegion.body.msg, ruleMessage(t_, 'invalid', 'phone', 'phone', 'BR'), 'with the message a JSON body gets')
  const noName = await send('br.localhost', { phone: '11912345678' })
  t.equal(noName.status, 400, 'the cross-field rule applies')
  t.equal(noName.body.errors[0].field, 'name')
  t.equal(noName.body.msg, msg('pt', 'error.required', { field: msg('pt', 'field.name') }))
  t.same(await s.journal(), [], 'nothing refused reached the upstream')
})
