// Connection bounds with real sockets: the real gateway in front of the real mock upstream, with bounds of
// a second or two so the tests stay short. Elapsed times are only compared with generous hang bounds.
import t, { type Test } from 'tap'
import { createServer, type Server, type Socket } from 'node:net'
import { clientHeaders, startStack } from '../helpers/stack.js'
import { head, openDescriptors, rawRequest, socketsOnPort, type Piece, portOf } from '../helpers/raw-http.js'
import { message } from '../helpers/messages.js'
import { jpeg } from '../helpers/pictures.js'

const UPLOAD = '/api/user/v1/file/uploadfile'
const ASSETS = '/api/user/v1/amt/assetinfo'

const UPSTREAM_MS = 500
const IDLE_MS = 1500
/** Far above every bound used here: only a connection that is never cut gets near it. */
const HANG_MS = 10_000

const bounds = (extra: Record<string, string> = {}) => ({
  timeoutMs: UPSTREAM_MS,
  env: { BODY_IDLE_TIMEOUT_MS: String(IDLE_MS), HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '8000', ...extra }
})

/** A multipart body: the text fields, then one file; `head` ends where the file's bytes begin. */
function form (boundary: string, fields: Array<[string, string]>, filename: string) {
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')
  return {
    head: Buffer.from(`${parts}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`)
  }
}

/** An upload sent in `pieces` pieces with `waitMs` between them. */
function paced (file: Buffer, pieces: number, waitMs: number, lang = 'en'): { pieces: Piece[], length: number } {
  const boundary = 'paced-boundary-1'
  const { head: start, tail } = form(boundary, [['server_name', 'in-1']], 'slow.jpg')
  const length = start.length + file.length + tail.length
  const out: Piece[] = [head('POST', UPLOAD, { ...clientHeaders('demo-in', { 'accept-language': lang }), 'content-type': `multipart/form-data; boundary=${boundary}` }, length), start]
  const size = Math.ceil(file.length / pieces)
  for (let i = 0; i < file.length; i += size) out.push({ waitMs }, file.subarray(i, i + size))
  out.push(tail)
  return { pieces: out, length }
}

t.test('a body that stops arriving is cut at the idle bound, answered 408 in the envelope and closed', async t => {
  const s = await startStack(t, bounds())
  const res = await rawRequest(portOf(s.gatewayUrl), [
    head('POST', ASSETS, { ...clientHeaders('demo-in', { 'accept-language': 'hi' }), 'content-type': 'application/json' }, 100),
    '{"amou'
  ], { hangMs: HANG_MS })
  t.notOk(res.hung, 'the connection was not held')
  t.ok(res.closed, 'the gateway closed the connection')
  t.ok(res.ms >= IDLE_MS - 100, `not cut before the bound (${res.ms} ms)`)
  t.equal(res.status, 408)
  t.equal(res.headers.connection, 'close')
  t.same(res.json, { code: -1, msg: message('hi', 'error.request_timeout'), data: null, status: 'timeout' })
  t.same(await s.journal(), [], 'nothing reached the upstream')
})

t.test('headers that never finish are cut at the headers bound', async t => {
  const s = await startStack(t, bounds())
  const res = await rawRequest(portOf(s.gatewayUrl), ['POST /api/user/v1/amt/assetinfo HTTP/1.1\r\nhost: 127.0.0.1\r\n', { waitMs: 400 }, 'x-a: 1\r\n'], { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.ok(res.closed)
  t.equal(res.status, 408)
})

t.test('a request that is not HTTP is answered 400 in the envelope and closed', async t => {
  const s = await startStack(t, bounds())
  const res = await rawRequest(portOf(s.gatewayUrl), ['NOT HTTP AT ALL\r\n\r\n'], { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.ok(res.closed)
  t.equal(res.status, 400)
  t.same(res.json, { code: 400, msg: message('en', 'error.not_json'), data: null, status: 'error' })
})

t.test('an idle kept-alive connection is closed after the keep-alive bound', async t => {
  const s = await startStack(t, bounds({ KEEP_ALIVE_TIMEOUT_MS: '1000' }))
  const res = await rawRequest(portOf(s.gatewayUrl), [head('GET', '/healthz', {})], { hangMs: HANG_MS, keepOpen: true })
  t.equal(res.status, 200)
  t.not(res.headers.connection, 'close', 'kept alive')
  const closed = await new Promise<boolean>(resolve => {
    const timer = setTimeout(() => { resolve(false) }, HANG_MS)
    res.socket.on('close', () => { clearTimeout(timer); resolve(true) })
  })
  t.ok(closed, 'the gateway closed the idle connection')
})

t.test('a slow upload that keeps sending is accepted whole, past the idle bound and the upstream timeout', async t => {
  const s = await startStack(t, bounds())
  await s.reset()
  const file = jpeg(48 * 1024)
  // 16 pieces 300 ms apart: about 5 s in all, more than three idle bounds and ten upstream timeouts.
  const { pieces } = paced(file, 16, 300)
  const res = await rawRequest(portOf(s.gatewayUrl), pieces, { hangMs: HANG_MS * 2, keepOpen: true })
  res.socket.destroy()
  t.notOk(res.hung)
  t.ok(res.ms > IDLE_MS * 3, `took ${res.ms} ms`)
  t.equal(res.status, 200)
  t.match(res.json, { status: 'success', data: { size: file.length } })
  const [entry] = await s.journal(UPLOAD)
  t.match(entry?.body, { files: [{ size: file.length }] }, 'all bytes reached the upstream')
})

t.test('an upload that keeps sending past the whole-request bound is cut, answered 408, and never reaches the upstream whole', async t => {
  const s = await startStack(t, bounds({ REQUEST_TIMEOUT_MS: '2500' }))
  await s.reset()
  const { pieces } = paced(jpeg(64 * 1024), 32, 200)
  const res = await rawRequest(portOf(s.gatewayUrl), pieces, { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.ok(res.closed)
  t.equal(res.status, 408)
  t.match(res.json, { status: 'timeout' })
  t.same(await s.journal(UPLOAD), [], 'the upstream recorded no complete request')
  t.notOk(s.logs.some(line => line.includes('unexpected gateway error')), 'no 500 on the way')
})

t.test('an upstream that stalls after an upload answers 504 timeout, not 400', async t => {
  const s = await startStack(t, bounds())
  await s.reset()
  await s.fault({ path: UPLOAD, delay_ms: 5000 })
  const file = jpeg(32 * 1024)
  const { pieces } = paced(file, 2, 0)
  const res = await rawRequest(portOf(s.gatewayUrl), pieces, { hangMs: HANG_MS, keepOpen: true })
  res.socket.destroy()
  t.notOk(res.hung)
  t.equal(res.status, 504)
  t.match(res.json, { code: -1, status: 'timeout', msg: message('en', 'error.timeout') })
})

/** An upstream that accepts connections and never reads a byte: the upload backs up into the gateway. */
async function deafUpstream (t: Test): Promise<string> {
  const sockets = new Set<Socket>()
  const server: Server = createServer(socket => { sockets.add(socket); socket.pause() })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

t.test('an upstream that stops taking an upload mid-way answers 504 timeout at once and frees the connection', async t => {
  const upstream = await deafUpstream(t)
  const s = await startStack(t, bounds({ UPLOAD_MAX_BYTES: String(16 * 1024 * 1024), UPSTREAM_URL: upstream }))
  const { pieces } = paced(jpeg(12 * 1024 * 1024), 48, 0)
  const res = await rawRequest(portOf(s.gatewayUrl), pieces, { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.ok(res.closed, 'the connection was closed, the rest of the body unread')
  t.equal(res.status, 504)
  t.match(res.json, { status: 'timeout' })
  t.equal(res.headers.connection, 'close')
})

t.test('an unreachable upstream during an upload answers 503 outage and frees the connection', async t => {
  const closed = createServer()
  await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
  const address = closed.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  await new Promise(resolve => closed.close(resolve))
  const s = await startStack(t, bounds({ UPSTREAM_URL: `http://127.0.0.1:${address.port}` }))
  const { pieces } = paced(jpeg(256 * 1024), 4, 50)
  const res = await rawRequest(portOf(s.gatewayUrl), pieces, { hangMs: HANG_MS })
  t.notOk(res.hung)
  t.equal(res.status, 503)
  t.match(res.json, { code: -1, status: 'outage' })
})

t.test('slow uploads never hold the connections that other calls to the upstream need', async t => {
  const s = await startStack(t, bounds())
  await s.reset()
  const port = portOf(s.gatewayUrl)
  const upload = head('POST', UPLOAD, { ...clientHeaders('demo-in'), 'content-type': 'multipart/form-data; boundary=b0' }, 100_000)
  // More stalled uploads than the whole upstream pool had before uploads got their own.
  const stalled = Array.from({ length: 140 }, async () => await rawRequest(port,
    [upload, '--b0\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n', jpeg(2000)], { hangMs: HANG_MS }))
  await new Promise(resolve => setTimeout(resolve, 400))
  const res = await s.api.post(ASSETS).set(clientHeaders('demo-in')).send({})
  t.equal(res.status, 200, 'a call during the stalled uploads is answered')
  t.equal(res.body.status, 'success')
  const cut = await Promise.all(stalled)
  t.equal(cut.filter(a => a.status === 408).length, 140, 'the stalled uploads are cut at the bound')
})

t.test('200 connections of slow bodies are all cut at the bound; descriptors and sockets come back', async t => {
  const s = await startStack(t, bounds())
  const port = portOf(s.gatewayUrl)
  const warm = await rawRequest(port, [head('GET', '/healthz', {})], { hangMs: HANG_MS, keepOpen: true })
  t.equal(warm.status, 200)
  warm.socket.destroy()
  await new Promise(resolve => setTimeout(resolve, 200))
  const baseline = openDescriptors()
  const json = head('POST', ASSETS, { ...clientHeaders('demo-in'), 'content-type': 'application/json' }, 500)
  const upload = head('POST', UPLOAD, { ...clientHeaders('demo-in'), 'content-type': 'multipart/form-data; boundary=b0' }, 100_000)
  // Half stall part-way through a JSON body, half part-way through an upload's file.
  const answers = await Promise.all(Array.from({ length: 200 }, async (_, i) => await rawRequest(port, i % 2 === 0
    ? [json, '{"a":']
    : [upload, '--b0\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n', jpeg(2000)], { hangMs: HANG_MS * 2 })))
  t.comment(`answered after ${Math.min(...answers.map(a => a.ms))}-${Math.max(...answers.map(a => a.ms))} ms`)
  t.equal(answers.filter(a => a.hung).length, 0, 'no connection was held')
  t.equal(answers.filter(a => a.closed).length, 200, 'every connection was closed by the gateway')
  t.equal(answers.filter(a => a.status === 408).length, 200, 'every one answered 408')
  t.equal(answers.filter(a => a.ms < IDLE_MS - 100).length, 0, 'none cut before the bound')
  t.same(await s.journal(), [], 'no cut upload reached the upstream as if whole')
  const sockets = socketsOnPort(port)
  t.equal(sockets.CLOSE_WAIT ?? 0, 0, 'no CLOSE-WAIT socket on the gateway port')
  t.equal(sockets.ESTABLISHED ?? 0, 0, 'no connection left open on the gateway port')
  // Closing is asynchronous on both sides, and the uploads had opened connections to the upstream that
  // its pool keeps idle for its keep-alive time (10 s) before closing them: wait for them, within a bound.
  let now = openDescriptors()
  for (let waited = 0; now > baseline && waited < 2 * HANG_MS; waited += 100) {
    await new Promise(resolve => setTimeout(resolve, 100))
    now = openDescriptors()
  }
  t.ok(now <= baseline, `descriptors back to the baseline (${baseline} before, ${now} after)`)
  const after = await rawRequest(port, [head('GET', '/healthz', { connection: 'close' })], { hangMs: HANG_MS })
  t.equal(after.status, 200, 'the gateway still serves')
})
