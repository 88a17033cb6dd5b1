// TRUST_PROXY over real HTTP: X-Forwarded-Host/-For are believed only from trusted proxies, and the region
// follows the host a trusted proxy reports; an unknown host gets the default region and is logged once.
import t from 'tap'
import type { Test } from 'tap'
import { Writable } from 'node:stream'
import supertest from 'supertest'
import { buildApp } from '../../gateway/src/app.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { parseTrustProxy } from '../../gateway/src/config/trust-proxy.js'
import { startStack, TEST_SECRET } from '../helpers/stack.js'

/** A gateway with one extra route that shows what Fastify made of the client's address and host. */
async function gateway (t: Test, trustProxy: string | undefined) {
  const logs: string[] = []
  const stream = new Writable({ write (chunk, _enc, done) { logs.push(String(chunk)); done() } })
  const app = await buildApp(loadConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_URL: 'http://127.0.0.1:9', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) }), stream)
  app.get('/__test/peer', async request => ({ ip: request.ip, hostname: request.hostname, region: request.site.region }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await app.close() })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return { api: supertest(`http://127.0.0.1:${address.port}`), logs }
}

const FORWARDED = { 'x-forwarded-host': 'br.localhost', 'x-forwarded-for': '203.0.113.7' }

t.test('unset: nobody is trusted, the Host header decides', async t => {
  const { api } = await gateway(t, undefined)
  const res = await api.get('/__test/peer').set({ host: 'coin.localhost', ...FORWARDED })
  t.same(res.body, { ip: '127.0.0.1', hostname: 'coin.localhost', region: 'BD' }, 'X-Forwarded-* ignored')
  const config = await api.get('/api/config').set({ host: 'localhost', ...FORWARDED })
  t.equal(config.body.data.region, 'IN', 'a forged X-Forwarded-Host does not pick Brazil')
})

t.test('addresses: believed from a listed proxy, ignored from anyone else', async t => {
  for (const listed of ['127.0.0.1', '10.0.0.0/8, 127.0.0.0/8', 'loopback', '::1,127.0.0.1']) {
    const { api } = await gateway(t, listed)
    const res = await api.get('/__test/peer').set({ host: 'coin.localhost', ...FORWARDED })
    t.same(res.body, { ip: '203.0.113.7', hostname: 'br.localhost', region: 'BR' }, `TRUST_PROXY=${listed}: the proxy's view`)
    const config = await api.get('/api/config').set({ host: 'localhost', ...FORWARDED })
    t.equal(config.body.data.region, 'BR', `TRUST_PROXY=${listed}: the region follows the trusted host`)
    const direct = await api.get('/__test/peer').set({ host: 'coin.localhost' })
    t.same(direct.body, { ip: '127.0.0.1', hostname: 'coin.localhost', region: 'BD' }, `TRUST_PROXY=${listed}: without forwarding headers, the Host`)
  }
  for (const other of ['10.0.0.1', '192.168.0.0/16', 'uniquelocal']) {
    const { api } = await gateway(t, other)
    const res = await api.get('/__test/peer').set({ host: 'coin.localhost', ...FORWARDED })
    t.same(res.body, { ip: '127.0.0.1', hostname: 'coin.localhost', region: 'BD' }, `TRUST_PROXY=${other}: the peer is not that proxy`)
  }
})

t.test('hops: the last proxy\'s host, and the address that many hops back', async t => {
  const one = await gateway(t, '1')
  const res = await one.api.get('/__test/peer').set({ host: 'localhost', 'x-forwarded-host': 'id.localhost', 'x-forwarded-for': '198.51.100.9, 203.0.113.7' })
  t.same(res.body, { ip: '203.0.113.7', hostname: 'id.localhost', region: 'ID' }, 'one hop: the proxy\'s client')
  const two = await gateway(t, '2')
  const res2 = await two.api.get('/__test/peer').set({ host: 'localhost', 'x-forwarded-host': 'id.localhost', 'x-forwarded-for': '198.51.100.9, 203.0.113.7' })
  t.equal(res2.body.ip, '198.51.100.9', 'two hops: the client before both proxies')
  const off = await gateway(t, '0')
  const res0 = await off.api.get('/__test/peer').set({ host: 'localhost', ...FORWARDED })
  t.same(res0.body, { ip: '127.0.0.1', hostname: 'localhost', region: 'IN' }, 'TRUST_PROXY=0 trusts nobody')
})

t.test('an unknown host gets the default region and is logged once', async t => {
  const { api, logs } = await gateway(t, '127.0.0.1')
  for (let i = 0; i < 3; i++) {
    const res = await api.get('/api/config').set({ host: 'localhost', 'x-forwarded-host': 'wallet.unknown.example' })
    t.equal(res.body.data.region, 'IN', 'default region')
  }
  await api.get('/api/config').set({ host: 'localhost', 'x-forwarded-host': 'br.localhost' })
  await api.get('/api/config?token=demo-in').set({ host: 'demo-in tok<en>', authorization: 'Bearer demo-in' })
  const warnings = logs.map(l => JSON.parse(l) as { level: number, msg: string, host?: string }).filter(l => l.msg === 'unknown page host: default region applied')
  t.same(warnings.map(w => w.host), ['wallet.unknown.example', '(not a host name)'], 'each unknown host once; known hosts not at all; a malformed one not spelled out')
  t.ok(warnings.every(w => w.level === 40), 'as warnings')
  t.notOk(logs.join('').includes('demo-in'), 'no token in the logs')
})

t.test('the real stack takes TRUST_PROXY from its environment', async t => {
  const s = await startStack(t, { env: { TRUST_PROXY: '127.0.0.1' } })
  const res = await s.api.get('/api/config').set({ host: 'localhost', 'x-forwarded-host': 'coin.localhost' })
  t.equal(res.body.data.region, 'BD')
})

t.test('TRUST_PROXY is checked at start', async t => {
  t.equal(parseTrustProxy(undefined), false)
  t.equal(parseTrustProxy(''), false)
  t.equal(parseTrustProxy('2'), 2)
  t.same(parseTrustProxy(' 10.0.0.1 , fd00::/8 ,loopback'), ['10.0.0.1', 'fd00::/8', 'loopback'])
  for (const bad of ['true', 'all', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '11', '-1', ',', 'proxy.example']) {
    t.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY must be/, `"${bad}" refused`)
  }
})
