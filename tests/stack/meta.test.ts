// Health, region config, the OpenAPI document and the client with its SPA fallback.
import t, { type Test } from 'tap'
import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, type AddressInfo } from 'node:net'
import { Pool } from 'undici'
import { startStack } from '../helpers/stack.js'
import { endpointList } from '../../shared/endpoints.js'

t.test('readyz: ready while the upstream answers; not ready when it is gone, while healthz stays alive', async t => {
  // Each check probes here: the shared result is its own test below.
  const s = await startStack(t, { env: { READYZ_CACHE_MS: '0' } })
  const ready = await s.api.get('/readyz')
  t.equal(ready.status, 200)
  t.same(ready.body, { status: 'ready', upstream: true, store: true, closing: false })
  await s.mock.close()
  const gone = await s.api.get('/readyz')
  t.equal(gone.status, 503)
  t.match(gone.body, { status: 'not ready', upstream: false })
  t.equal((await s.api.get('/healthz')).status, 200, 'alive all the same')
})

/** A TCP server standing in for the upstream: it counts the connections the readiness probes open. */
async function countingUpstream (t: Test): Promise<{ url: string, count: () => Promise<number> }> {
  let connections = 0
  const upstream = createServer(socket => { connections++; socket.destroy() })
  await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve))
  t.teardown(() => { upstream.close() })
  return {
    url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    // The upstream's accepts run on this process's loop too: let them all be counted.
    count: async () => {
      for (let seen = -1; seen !== connections;) { seen = connections; await new Promise(resolve => setTimeout(resolve, 100)) }
      return connections
    }
  }
}

t.test('readyz: a flood of checks, at once and one after another, is one probe of the upstream within the window', async t => {
  // /readyz is public: a flood of checks must not become a flood of connections to the upstream. A long
  // window here, so that what is counted does not depend on how fast this machine is.
  const upstream = await countingUpstream(t)
  const s = await startStack(t, { env: { UPSTREAM_URL: upstream.url, READYZ_CACHE_MS: '60000' } })
  const pool = new Pool(s.gatewayUrl, { connections: 100 })
  t.teardown(async () => { await pool.close() })
  const asked = 200
  const answers = await Promise.all(Array.from({ length: asked }, async () => {
    const res = await pool.request({ method: 'GET', path: '/readyz' })
    return { status: res.statusCode, body: await res.body.json() as { upstream: boolean } }
  }))
  t.ok(answers.every(a => a.status === 200 && a.body.upstream), 'every check answered ready')
  for (let i = 0; i < 20; i++) await s.api.get('/readyz').expect(200)
  t.equal(await upstream.count(), 1, `${asked} checks at once and 20 after them opened one upstream connection`)
})

t.test('readyz: with the default window, checks one after another probe at most once a second', async t => {
  const upstream = await countingUpstream(t)
  const s = await startStack(t, { env: { UPSTREAM_URL: upstream.url } })
  const started = performance.now()
  await s.api.get('/readyz').expect(200)
  // The first probe settled before that answer: checks for a while past its window, so one after it is seen too.
  const firstAnswered = performance.now()
  let checks = 1
  while (performance.now() - firstAnswered < 1500) {
    await s.api.get('/readyz').expect(200)
    checks++
  }
  const elapsed = performance.now() - started
  const probes = await upstream.count()
  t.comment(`${checks} checks in ${Math.round(elapsed)} ms: ${probes} probes`)
  // Each probe starts a full window after the one before settled: never more than one a second, plus the first.
  t.ok(probes <= Math.floor(elapsed / 1000) + 1, `${probes} probes for ${checks} checks over ${Math.round(elapsed)} ms`)
  t.ok(probes >= 2, 'and a check after the window probes again')
})

t.test('readyz: without a window (READYZ_CACHE_MS=0) only checks asked at the same time share a probe', async t => {
  const upstream = await countingUpstream(t)
  const s = await startStack(t, { env: { UPSTREAM_URL: upstream.url, READYZ_CACHE_MS: '0' } })
  await s.api.get('/readyz').expect(200)
  const first = await upstream.count()
  await s.api.get('/readyz').expect(200)
  t.equal(await upstream.count(), first + 1, 'a later check probes again')
})

t.test('healthz and config per host, never a secret', async t => {
  const s = await startStack(t)
  t.same((await s.api.get('/healthz')).body, { status: 'ok' })
  const expected: Record<string, [string, string, number, string]> = {
    localhost: ['IN', 'INR', 2, 'en'], 'coin.localhost': ['BD', 'BDT', 2, 'bn'], 'br.localhost': ['BR', 'BRL', 2, 'pt'], 'id.localhost': ['ID', 'IDR', 0, 'id']
  }
  for (const [host, [region, currency, digits, language]] of Object.entries(expected)) {
    const res = await s.api.get('/api/config').set('host', host)
    t.equal(res.status, 200)
    t.match(res.body, { code: 0, status: 'success', data: { region, currency, fractionDigits: digits, language } }, host)
    const text = JSON.stringify(res.body)
    t.notOk(text.includes('test-secret'), 'no signing secret')
    t.notOk(text.includes(s.mockUrl), 'no upstream address')
  }
})

t.test('the OpenAPI document lists every call of the table', async t => {
  const s = await startStack(t)
  const res = await s.api.get('/api/openapi.json')
  t.equal(res.status, 200)
  t.equal(res.body.openapi, '3.1.0')
  for (const [id, e] of endpointList()) {
    const op = res.body.paths[e.path]?.[e.method.toLowerCase()]
    t.equal(op?.operationId, id, `${id} documented`)
    if (e.kind === 'json') t.ok(op.requestBody.content['application/json'].schema, `${id} body schema`)
    if (e.kind === 'multipart') t.ok(op.requestBody.content['multipart/form-data'].schema.properties.file)
  }
})

t.test('the built client with SPA fallback', async t => {
  const dir = t.testdir({})
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Wallet</title><div id="root"></div>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'app.1234abcd.js'), 'console.log(1)')
  const s = await startStack(t, { env: { CLIENT_DIR: dir } })
  for (const path of ['/', '/asset/detail', '/withdraw/bind/upi?x=1', '/no/such/page']) {
    const res = await s.api.get(path).set('accept', 'text/html')
    t.equal(res.status, 200, path)
    t.match(res.text, /<title>Wallet<\/title>/, path)
    t.equal(res.headers['cache-control'], 'no-cache')
  }
  const asset = await s.api.get('/app.1234abcd.js')
  t.equal(asset.status, 200)
  t.match(asset.headers['cache-control'], /immutable/)
  const api = await s.api.get('/api/user/v1/nothing')
  t.equal(api.status, 404)
  t.equal(api.body.status, 'error')
})

t.test('a missing asset is a 404, not index.html', async t => {
  const dir = t.testdir({})
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Wallet</title>')
  const s = await startStack(t, { env: { CLIENT_DIR: dir } })
  const res = await s.api.get('/client.deadbeef.js')
  t.equal(res.status, 404)
  t.notMatch(res.text, /<title>/)
  writeFileSync(join(dir, 'late.12345678.js'), 'console.log(2)')
  t.equal((await s.api.get('/late.12345678.js')).status, 200, 'files built after start are served')
})
