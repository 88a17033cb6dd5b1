// Nonces from the pool: the contract's form (16 hex characters), never repeated across refills.
import t from 'tap'
import { NoncePool } from '../../gateway/src/upstream/nonce-pool.js'

t.test('16 hex characters each, all different, across many refills of a small pool', async t => {
  const pool = new NoncePool(4)
  const seen = new Set<string>()
  const bad: string[] = []
  for (let i = 0; i < 10_000; i++) {
    const nonce = pool.next()
    if (!/^[0-9a-f]{16}$/.test(nonce)) bad.push(nonce)
    seen.add(nonce)
  }
  t.same(bad, [], 'every one is 16 hex characters')
  t.equal(seen.size, 10_000, 'none repeated')
})

t.test('a refill draws new bytes: the pool is not reused as it was', async t => {
  const pool = new NoncePool(2)
  const first = [pool.next(), pool.next()]
  const second = [pool.next(), pool.next()]
  t.not(first.join(), second.join())
})
