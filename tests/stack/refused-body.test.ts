// A refused body (413, 415) reaches an HTTP client that is still sending it. The gateway answers, then reads
// and drops the rest of the body for a bounded time and size before it closes (a lingering close, as nginx
// does), so Node's fetch (undici) gets the answer instead of a reset.
import t from 'tap'
import { connect } from 'node:net'
import { startStack, clientHeaders } from '../helpers/stack.js'
import { jpeg } from '../helpers/pictures.js'
import { loadCatalogues } from '../../shared/node/locales.js'
import { translate } from '../../shared/i18n.js'
import { LINGER_MS } from '../../gateway/src/plugins/connection-bounds.js'

const UPLOAD = '/api/user/v1/file/uploadfile'
const ASSET = '/api/user/v1/amt/assetinfo'
const catalogues = loadCatalogues()
/** Larger than loopback's socket buffers take at once: the client is still writing when the answer comes. */
const LARGE = 12 * 1024 * 1024

function multipart (file: Buffer): { body: Buffer, type: string } {
  const boundary = 'refusedbodyboundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n20481736\r\n--${boundary}\r\nContent-Disposition: form-data; name="server_name"\r\n\r\nin-1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
  return { body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` }
}

/**
 * A client that writes its whole body before it reads (the kernel keeps the answer for it meanwhile): the
 * answer is lost if the gateway closes while the body is still coming, as the reset discards it.
 */
async function sendThenRead (port: number, head: string, body: Buffer): Promise<{ status: number, json: Record<string, unknown> | null, error?: string }> {
  return await new Promise(resolve => {
    const socket = connect(port, '127.0.0.1')
    const got: Buffer[] = []
    const done = (error?: string): void => {
      const text = Buffer.concat(got).toString('utf8')
      const [, status = '0'] = /^HTTP\/1\.1 (\d{3})/.exec(text) ?? []
      let json: Record<string, unknown> | null = null
      try { json = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown> } catch { json = null }
      socket.destroy()
      resolve({ status: Number(status), json, ...(error === undefined ? {} : { error }) })
    }
    socket.pause()
    socket.on('data', chunk => { got.push(chunk) })
    socket.on('error', err => { done((err as NodeJS.ErrnoException).code ?? err.message) })
    socket.on('end', () => { done() })
    socket.write(head)
    const piece = 256 * 1024
    const more = (sent: number): void => {
      if (sent >= body.length) { socket.resume(); return }
      socket.write(body.subarray(sent, sent + piece), () => { setTimeout(() => { more(sent + piece) }, 2) })
    }
    more(0)
  })
}

async function send (url: string, type: string, body: Buffer): Promise<{ status: number, json: Record<string, unknown> }> {
  const headers = { ...clientHeaders('demo-in', { 'accept-language': 'hi' }), 'content-type': type }
  const res = await fetch(url, { method: 'POST', headers, body: new Uint8Array(body) })
  return { status: res.status, json: await res.json() as Record<string, unknown> }
}

t.test('an upload over the limit: fetch, still sending, reads the 413 with its localized message', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(1024 * 1024) } })
  const { body, type } = multipart(jpeg(LARGE))
  for (let i = 0; i < 3; i++) {
    const res = await send(`${s.gatewayUrl}${UPLOAD}`, type, body)
    t.equal(res.status, 413, `try ${i + 1}: the answer, not a reset`)
    t.match(res.json, { code: 413, status: 'error', data: null, msg: translate(catalogues, 'hi', 'error.file_too_large', { max: '1 MB' }) })
  }
  t.equal((await s.journal(UPLOAD)).length, 0, 'nothing was forwarded')
})

t.test('a JSON body over the limit: fetch reads the 413 with its localized message', async t => {
  const s = await startStack(t)
  const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(LARGE) }))
  const res = await send(`${s.gatewayUrl}${ASSET}`, 'application/json', body)
  t.equal(res.status, 413)
  t.match(res.json, { code: 413, status: 'error', msg: translate(catalogues, 'hi', 'error.body_too_large', { max: '256 KB' }) })
})

t.test('a body of a media type the call does not take: fetch reads the 415', async t => {
  const s = await startStack(t)
  const res = await send(`${s.gatewayUrl}${ASSET}`, 'text/plain', Buffer.alloc(LARGE, 0x61))
  t.equal(res.status, 415)
  t.match(res.json, { code: 415, status: 'error', msg: translate(catalogues, 'hi', 'error.unsupported_media') })
})

t.test('a client that reads only once its body is sent still gets the 413 and the 415', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(1024 * 1024) } })
  const port = Number(new URL(s.gatewayUrl).port)
  const head = (path: string, type: string, length: number): string =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer demo-in\r\nAccept-Language: hi\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`
  const json = Buffer.alloc(LARGE, 0x20)
  const tooLarge = await sendThenRead(port, head(ASSET, 'application/json', json.length), json)
  t.same({ status: tooLarge.status, error: tooLarge.error }, { status: 413, error: undefined }, 'the 413, not a reset')
  t.match(tooLarge.json, { code: 413, msg: translate(catalogues, 'hi', 'error.body_too_large', { max: '256 KB' }) })
  const upload = multipart(jpeg(LARGE))
  const file = await sendThenRead(port, head(UPLOAD, upload.type, upload.body.length), upload.body)
  t.same({ status: file.status, error: file.error }, { status: 413, error: undefined }, 'the upload\'s 413, not a reset')
  t.match(file.json, { code: 413, msg: translate(catalogues, 'hi', 'error.file_too_large', { max: '1 MB' }) })
  const media = await sendThenRead(port, head(ASSET, 'text/plain', json.length), json)
  t.same({ status: media.status, error: media.error }, { status: 415, error: undefined }, 'the 415, not a reset')
  t.match(media.json, { code: 415, msg: translate(catalogues, 'hi', 'error.unsupported_media') })
})

t.test('a client that goes on sending after the refusal is not waited for past the bound', async t => {
  const s = await startStack(t)
  const port = Number(new URL(s.gatewayUrl).port)
  const started = Date.now()
  const closed = await new Promise<boolean>(resolve => {
    // Half-open: the gateway's FIN after its answer does not end this side, which goes on sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    // A hang detector, far beyond the bound: the gateway must close first.
    const hang = setTimeout(() => { clearInterval(drip); socket.destroy(); resolve(false) }, LINGER_MS + 20_000)
    const drip = setInterval(() => { socket.write(Buffer.alloc(1024, 0x20)) }, 20)
    const end = (): void => { clearTimeout(hang); clearInterval(drip); socket.destroy(); resolve(true) }
    socket.on('error', end)
    socket.on('close', end)
    socket.on('data', () => { /* the 413 */ })
    socket.write(`POST ${ASSET} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer demo-in\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024 * 1024}\r\n\r\n`)
  })
  t.comment(`closed ${Date.now() - started} ms after the request began (bound ${LINGER_MS} ms)`)
  t.ok(closed, 'the gateway closed the connection of a body that never ends')
})
