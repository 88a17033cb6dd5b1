// demo-slow answers after UPSTREAM_TIMEOUT_MS + 1 s; closing the app cancels its wait.
import t from 'tap'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signedQuery, newNonce, unixSeconds } from '../../shared/node/signing.js'
import { startMock, SECRET } from './fixture/mock-client.js'

t.test('demo-slow answers normally, late', async t => {
  const m = await startMock(t, { config: { upstreamTimeoutMs: 150 } })
  const started = Date.now()
  const [slow, fast] = await Promise.all([
    m.json('assetInfo', {}, { token: 'demo-slow' }),
    m.json('assetInfo', {}, { token: 'demo-in' })
  ])
  t.ok(Date.now() - started >= 1140, 'waited the timeout plus one second')
  t.equal(slow.code, 0)
  t.equal(slow.data.withdraw_amt, 300000)
  t.equal(fast.code, 0)
  const quick = Date.now()
  t.equal((await m.json('assetInfo', {}, { token: 'demo-slow', secret: 'bad' })).code, 50300)
  t.ok(Date.now() - quick < 1000, 'a bad signature is answered at once')
})

t.test('closing does not wait for demo-slow', async t => {
  const m = await startMock(t, { config: { upstreamTimeoutMs: 20000 } })
  await m.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = m.app.server.address() as AddressInfo
  const query = signedQuery('', SECRET, newNonce(), unixSeconds())
  const outcome = new Promise<string>(resolve => {
    const req = httpRequest({ port, host: '127.0.0.1', path: `/api/user/v3/account/getuserinfo?${query}`, headers: { authorization: 'Bearer demo-slow' } }, res => {
      resolve(`answered ${res.statusCode ?? 0}`)
      res.resume()
    })
    req.on('error', err => resolve(`error ${(err as NodeJS.ErrnoException).code ?? err.message}`))
    req.end()
  })
  await new Promise(resolve => setTimeout(resolve, 200))
  t.equal(m.app.delays.size(), 1, 'the request is waiting')
  const started = Date.now()
  await m.app.close()
  t.ok(Date.now() - started < 2000, `closed in ${Date.now() - started} ms`)
  t.match(await outcome, /^error /, 'the waiting request is dropped')
  t.equal(m.app.delays.size(), 0)
})
