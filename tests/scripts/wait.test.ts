import t from 'tap'
import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { isPortOpen, parsePort, probeHost, urlHost, waitForHttp, waitForPort } from '../../scripts/wait.js'
import { freePort } from '../../shared/node/free-port.js'

async function listen (server: Server | ReturnType<typeof createTcpServer>, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => { resolve() })
  })
  return (server.address() as AddressInfo).port
}

async function close (server: Server | ReturnType<typeof createTcpServer>): Promise<void> {
  if (!server.listening) return
  if ('closeAllConnections' in server) server.closeAllConnections()
  await new Promise<void>(resolve => { server.close(() => { resolve() }) })
}

t.test('parsePort', async t => {
  t.equal(parsePort('PORT', undefined, 8080), 8080)
  t.equal(parsePort('PORT', '', 8080), 8080)
  t.equal(parsePort('PORT', ' 9191 ', 8080), 9191)
  t.equal(parsePort('PORT', '1', 8080), 1)
  t.equal(parsePort('PORT', '65535', 8080), 65535)
  for (const bad of ['0', '65536', '-1', '80.5', 'abc', '1e3', '0x50']) {
    t.throws(() => parsePort('MOCK_PORT', bad, 9090), /MOCK_PORT must be a port number/, bad)
  }
})

t.test('probeHost and urlHost', async t => {
  t.equal(probeHost(undefined), '127.0.0.1')
  t.equal(probeHost(''), '127.0.0.1')
  t.equal(probeHost('0.0.0.0'), '127.0.0.1')
  t.equal(probeHost('::'), '127.0.0.1')
  t.equal(probeHost('127.0.0.1'), '127.0.0.1')
  t.equal(probeHost('10.1.2.3'), '10.1.2.3')
  t.equal(urlHost('127.0.0.1'), '127.0.0.1')
  t.equal(urlHost('::1'), '[::1]')
  t.equal(urlHost('[::1]'), '[::1]')
})

t.test('isPortOpen', async t => {
  const server = createTcpServer(socket => { socket.end() })
  const port = await listen(server)
  t.teardown(async () => { await close(server) })
  t.equal(await isPortOpen(port), true)
  t.equal(await isPortOpen(await freePort()), false)
})

t.test('waitForPort', async t => {
  t.test('resolves at once when the port listens', async t => {
    const server = createTcpServer(socket => { socket.end() })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    await t.resolves(waitForPort(port, '127.0.0.1', { timeoutMs: 2000 }))
  })

  t.test('resolves once a server starts listening later', async t => {
    const port = await freePort()
    const server = createTcpServer(socket => { socket.end() })
    t.teardown(async () => { await close(server) })
    const started = Date.now()
    setTimeout(() => { void listen(server, port) }, 300)
    await waitForPort(port, '127.0.0.1', { timeoutMs: 5000, intervalMs: 50 })
    t.ok(Date.now() - started >= 250, 'waited for the server')
  })

  t.test('rejects after the timeout', async t => {
    const port = await freePort()
    const started = Date.now()
    await t.rejects(waitForPort(port, '127.0.0.1', { timeoutMs: 300, intervalMs: 50 }), /timed out after 300 ms/)
    const took = Date.now() - started
    t.ok(took >= 250 && took < 3000, `gave up in time (${took} ms)`)
  })

  t.test('rejects when aborted', async t => {
    const port = await freePort()
    const controller = new AbortController()
    setTimeout(() => { controller.abort(new Error('stop')) }, 100)
    const started = Date.now()
    await t.rejects(waitForPort(port, '127.0.0.1', { timeoutMs: 10_000, intervalMs: 50, signal: controller.signal }))
    t.ok(Date.now() - started < 3000, 'stopped early')
  })

  t.test('rejects at once when already aborted', async t => {
    const port = await freePort()
    await t.rejects(waitForPort(port, '127.0.0.1', { signal: AbortSignal.abort(new Error('gone')) }), /gone/)
  })
})

t.test('waitForHttp', async t => {
  t.test('resolves when the endpoint answers 200', async t => {
    let hits = 0
    const server = createServer((req, res) => {
      hits++
      res.statusCode = req.url === '/healthz' ? 200 : 404
      res.end('ok')
    })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 2000 })
    t.equal(hits, 1)
  })

  t.test('retries while the endpoint answers another status', async t => {
    let hits = 0
    const server = createServer((_req, res) => {
      hits++
      res.statusCode = hits < 3 ? 503 : 200
      res.end()
    })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 5000, intervalMs: 20 })
    t.equal(hits, 3, 'two 503 answers, then 200')
  })

  t.test('retries while nothing listens, then resolves', async t => {
    const port = await freePort()
    const server = createServer((_req, res) => { res.end() })
    t.teardown(async () => { await close(server) })
    setTimeout(() => { void listen(server, port) }, 300)
    await t.resolves(waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 5000, intervalMs: 50 }))
  })

  t.test('honours a custom expected status', async t => {
    const server = createServer((_req, res) => { res.statusCode = 204; res.end() })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    await t.resolves(waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 2000, status: 204 }))
  })

  t.test('rejects after the timeout when the status never matches', async t => {
    const server = createServer((_req, res) => { res.statusCode = 500; res.end() })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    await t.rejects(waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 300, intervalMs: 50 }), /timed out after 300 ms/)
  })

  t.test('a hanging endpoint does not hold it past the timeout', async t => {
    const server = createServer(() => { /* never answers */ })
    const port = await listen(server)
    t.teardown(async () => { await close(server) })
    const started = Date.now()
    await t.rejects(waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 400, intervalMs: 50 }), /timed out/)
    t.ok(Date.now() - started < 3000, 'gave up in time')
  })

  t.test('rejects when aborted', async t => {
    const port = await freePort()
    const controller = new AbortController()
    setTimeout(() => { controller.abort(new Error('stop')) }, 100)
    await t.rejects(waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 10_000, intervalMs: 50, signal: controller.signal }))
  })
})
