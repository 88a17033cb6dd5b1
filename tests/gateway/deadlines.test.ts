// The shared clock of buffered upstream calls: what is still pending at its deadline is expired, once;
// what settled before is left alone.
import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { Deadlines, type Expiring } from '../../gateway/src/upstream/deadlines.js'

function call (): Expiring & { expired: number, settled: boolean } {
  const c = { settled: false, expired: 0, expire () { c.expired++; c.settled = true } }
  return c
}

t.test('pending calls expire at their deadline, settled ones do not, and the queue empties', async t => {
  const deadlines = new Deadlines(30)
  const early = [call(), call(), call()]
  for (const c of early) deadlines.add(c)
  early[1]!.settled = true
  await sleep(15)
  const late = call()
  deadlines.add(late)
  // Long enough for every deadline (30 ms after its add) and a few ticks of 5 ms.
  await sleep(120)
  t.same(early.map(c => c.expired), [1, 0, 1], 'the first and last of the early ones expired, once each')
  t.equal(late.expired, 1)
  t.equal(deadlines.size, 0, 'nothing is left in the queue')
})

t.test('a call settled before its deadline is never expired; one added later keeps its own deadline', async t => {
  const deadlines = new Deadlines(40)
  const first = call()
  deadlines.add(first)
  first.settled = true
  const second = call()
  deadlines.add(second)
  await sleep(200)
  t.equal(first.expired, 0)
  t.equal(second.expired, 1)
  t.equal(deadlines.size, 0)
})

t.test('thousands of calls that settle at once are dropped from the queue', async t => {
  const deadlines = new Deadlines(50)
  const calls = Array.from({ length: 5000 }, call)
  for (const c of calls) deadlines.add(c)
  for (const c of calls.slice(0, 4999)) c.settled = true
  await sleep(150)
  t.equal(calls.filter(c => c.expired > 0).length, 1, 'only the one still pending expired')
  t.equal(deadlines.size, 0)
})
