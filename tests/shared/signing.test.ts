import t from 'tap'
import { canonicalQuery, newNonce, sign, signedQuery } from '../../shared/node/signing.js'

t.test('the contract test vector', async t => {
  const body = '{"amount":10000,"appversion":"1.0.0"}'
  t.equal(sign({ nonce: 'a1b2c3d4e5f60718', ts: '1763712000' }, body, 'dev-secret'), '30def3a022c84a67f9bae3323126e8df')
  t.equal(signedQuery(body, 'dev-secret', 'a1b2c3d4e5f60718', 1763712000), 'nonce=a1b2c3d4e5f60718&ts=1763712000&sign=30def3a022c84a67f9bae3323126e8df')
})

t.test('the query is sorted by key and never includes sign', async t => {
  t.equal(canonicalQuery({ ts: '2', sign: 'x', nonce: '1', a: 'z' }), 'a=z&nonce=1&ts=2')
  t.equal(sign({ ts: '2', nonce: '1', sign: 'ignored' }, '', 's'), sign({ nonce: '1', ts: '2' }, '', 's'))
  t.not(sign({ nonce: '1', ts: '2' }, '{}', 's'), sign({ nonce: '1', ts: '2' }, '{} ', 's'), 'the exact body bytes count')
})

t.test('nonces are 16 hex characters and fresh', async t => {
  const seen = new Set<string>()
  for (let i = 0; i < 1000; i++) {
    const n = newNonce()
    t.match(n, /^[0-9a-f]{16}$/)
    seen.add(n)
  }
  t.equal(seen.size, 1000)
})

t.test('the signed query of a call is sign() over its canonical query, whatever the nonce, time and body', async t => {
  for (const [nonce, ts, body, secret] of [['a1b2c3d4e5f60718', 1763712000, '', 's'], ['00ff00ff00ff00ff', 1, '{"a":"₹ é"}', 'secret with spaces'], ['ffffffffffffffff', 9999999999, '{}', 'x']] as const) {
    const params = { nonce, ts: String(ts) }
    t.equal(signedQuery(body, secret, nonce, ts), `${canonicalQuery(params)}&sign=${sign(params, body, secret)}`)
  }
})
