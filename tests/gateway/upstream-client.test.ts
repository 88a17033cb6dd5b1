// The upstream client against a raw HTTP server that misbehaves on purpose: every call ends in an outcome,
// within the timeout even when the answer trickles in for ever.
import t, { type Test } from 'tap'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { MAX_ANSWER_BYTES, UpstreamClient } from '../../gateway/src/upstream/client.js'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

async function upstream (t: Test, handler: Handler): Promise<string> {
  const server = createServer(handler)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  t.teardown(async () => {
    server.closeAllConnections()
    await new Promise(resolve => server.close(resolve))
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return `http://127.0.0.1:${address.port}`
}

function client (t: Test, timeoutMs = 300): UpstreamClient {
  const c = new UpstreamClient(timeoutMs)
  t.teardown(async () => { await c.close() })
  return c
}

const post = (base: string, path = '/api/x?nonce=1&ts=2&sign=3') => ({ method: 'POST' as const, url: base + path, headers: { 'content-type': 'application/json' }, body: '{"a":1}' })

t.test('an answer is parsed, with its status; the request arrives whole, path and query included', async t => {
  let seen = ''
  const base = await upstream(t, (req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => { body += String(c) })
    req.on('end', () => {
      seen = `${req.method ?? ''} ${req.url ?? ''} ${body}`
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"ok","data":{"n":"₹1"}}')
    })
  })
  const outcome = await client(t).send(post(base))
  t.same(outcome, { kind: 'answer', status: 200, json: { code: 0, msg: 'ok', data: { n: '₹1' } }, parsed: true })
  t.equal(seen, 'POST /api/x?nonce=1&ts=2&sign=3 {"a":1}')
})

t.test('an answer in many pieces (a multi-byte character split between them) is put together once', async t => {
  const text = JSON.stringify({ code: 0, msg: '', data: { s: '₹'.repeat(5000) } })
  const bytes = Buffer.from(text)
  const base = await upstream(t, (_req, res) => {
    res.writeHead(502, { 'content-length': bytes.length })
    Readable.from([bytes.subarray(0, 1001), bytes.subarray(1001, 7000), bytes.subarray(7000)]).pipe(res)
  })
  const outcome = await client(t).send(post(base))
  t.same(outcome, { kind: 'answer', status: 502, json: JSON.parse(text), parsed: true })
})

t.test('a body that is not JSON, or too large to be an envelope, is an answer not parsed', async t => {
  const base = await upstream(t, (req, res) => {
    if (req.url?.startsWith('/html') === true) res.end('<html>busy</html>')
    else res.end(Buffer.alloc(MAX_ANSWER_BYTES + 1024 * 1024, 0x20))
  })
  const c = client(t, 5000)
  t.same(await c.send(post(base, '/html')), { kind: 'answer', status: 200, json: undefined, parsed: false })
  t.same(await c.send(post(base, '/huge')), { kind: 'answer', status: 200, json: undefined, parsed: false })
})

t.test('no answer within the timeout: timeout', async t => {
  const base = await upstream(t, () => { /* never answers */ })
  t.same(await client(t).send(post(base)), { kind: 'timeout' })
})

t.test('an answer that trickles in past the timeout is cut there: the bound is on the whole call', async t => {
  // A byte every 100 ms never trips an idle bound of 300 ms; only a bound on the whole call ends it.
  const base = await upstream(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"code":0,"msg":"')
    const timer = setInterval(() => { res.write('x') }, 100)
    res.on('close', () => { clearInterval(timer) })
  })
  t.same(await client(t).send(post(base)), { kind: 'timeout' })
})

t.test('refused: outage (never sent); broken after the request was sent: reset', async t => {
  const gone = await upstream(t, () => {})
  const port = new URL(gone).port
  const c = client(t)
  const refusedBase = `http://127.0.0.1:${port === '1' ? '2' : '1'}`
  t.match(await c.send(post(refusedBase)), { kind: 'outage', reason: 'ECONNREFUSED' })
  const broken = await upstream(t, (req) => { req.socket.destroy() })
  t.match(await c.send(post(broken)), { kind: 'reset' })
})

t.test('many calls at once all end, the slow ones as timeouts and the others answered', async t => {
  const base = await upstream(t, (req, res) => {
    if (req.url?.startsWith('/slow') === true) return
    res.end('{"code":0}')
  })
  const c = client(t, 200)
  const outcomes = await Promise.all(Array.from({ length: 60 }, async (_, i) => await c.send(post(base, i % 3 === 0 ? '/slow' : '/fast'))))
  t.equal(outcomes.filter(o => o.kind === 'timeout').length, 20)
  t.equal(outcomes.filter(o => o.kind === 'answer').length, 40)
})
