// Fingerprints and token scopes name idempotency records, in Redis too: they must stay the same values
// from one version of the gateway to the next, or a retry after a deploy would miss its record.
import t from 'tap'
import { fingerprint, tokenScope } from '../../../shared/node/fingerprint.js'

t.test('the sha-256 of the canonical JSON, whatever the order of the keys', async t => {
  // sha256 of {"amount":10000,"b":[1,{"a":2,"c":3}]}, computed outside Node.
  const expected = '462a4856f7f8e0fd20b28e77a476ffd2c7a9600ede6f45d980fba65bbb9eca01'
  t.equal(fingerprint({ amount: 10000, b: [1, { a: 2, c: 3 }] }), expected)
  t.equal(fingerprint({ b: [1, { c: 3, a: 2 }], amount: 10000 }), expected)
  t.not(fingerprint({ amount: 10001, b: [1, { a: 2, c: 3 }] }), expected)
})

t.test('a token scope is the first half of the token\'s sha-256, never the token', async t => {
  t.equal(tokenScope('demo-in'), '4716e179413c4fa086d1a63c21709867')
})
