// Drill: one of two gateways dies (SIGKILL) in the middle of keyed money calls. Clients whose connection died
// with it hold a pending operation: they retry with the same key through the other gateway, which answers 409
// while the dead gateway's in-flight claim lasts, then forwards again with the same key, and the upstream,
// bound to the key, answers once. Every key is executed at most once; every call ends in a definite answer.
import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { clientAgent, executedTransfers, forwardsByKey, gatewayEnv, gatewayProcess, GIFT, newKey, post, SENDER, startMock, TRANSFER, transferIdOf, type Answer } from '../helpers/drill.js'
import { startRedis } from '../helpers/redis.js'
import { LOCK_MARGIN_MS } from '../../gateway/src/idempotency/forward.js'

const UPSTREAM_TIMEOUT_MS = 3000
/** The in-flight claim of a key (gateway/src/idempotency/forward.ts): the upstream bound plus a margin, so a live gateway always finishes first. */
const LEASE_MS = UPSTREAM_TIMEOUT_MS + LOCK_MARGIN_MS
/** The upstream takes this long over each transfer, so the kill finds calls in flight there. */
const UPSTREAM_DELAY_MS = 2000
const CALLS = 30

interface Call { key: string, via: number, sentAt: number, pending: boolean, inFlightAnswers: number, settledAt?: number, answer?: Answer, failure?: string }

t.test('a gateway killed mid-call: every key executed at most once, every pending call settled with its key', async t => {
  const mock = await startMock(t, UPSTREAM_TIMEOUT_MS)
  const redis = await startRedis(t)
  const env = gatewayEnv(mock.url, { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) })
  const gateways = await Promise.all([gatewayProcess(t, env), gatewayProcess(t, env)])
  const [doomed, survivor] = gateways
  const agent = clientAgent(t)
  const before = new Set((await executedTransfers(agent, survivor.url)).map(r => r.transfer_id))
  await mock.fault({ path: TRANSFER, delay_ms: UPSTREAM_DELAY_MS, times: 10000 })

  const run = async (call: Call): Promise<void> => {
    const giveUp = Date.now() + LEASE_MS + 30_000
    let via = call.via
    for (;;) {
      let answer: Answer
      try {
        answer = await post(agent, gateways[via]?.url ?? '', TRANSFER, SENDER, GIFT, call.key)
      } catch {
        // No answer: the outcome is unknown. The same key, through the gateway that is left.
        call.pending = true
        via = 1
        continue
      }
      if (answer.http === 409) {
        call.inFlightAnswers++
        if (Date.now() > giveUp) { call.failure = 'still in flight past the lease'; return }
        await sleep(500)
        continue
      }
      call.answer = answer
      call.settledAt = Date.now()
      if (answer.status !== 'success') call.failure = `${answer.http} ${String(answer.status)}`
      return
    }
  }

  const calls: Call[] = Array.from({ length: CALLS }, (_, i) => ({ key: newKey(), via: i % 2, sentAt: Date.now(), pending: false, inFlightAnswers: 0 }))
  const running = Promise.all(calls.map(run))
  // Kill once every call has reached the upstream, where each waits UPSTREAM_DELAY_MS before it acts.
  const deadline = Date.now() + 30_000
  while ((await mock.journal(TRANSFER)).length < CALLS && Date.now() < deadline) await sleep(50)
  const killedAt = Date.now()
  doomed.child.kill('SIGKILL')
  await doomed.exited
  await running

  const executed = (await executedTransfers(agent, survivor.url)).filter(r => !before.has(r.transfer_id))
  const forwards = forwardsByKey(await mock.journal(TRANSFER))
  const pending = calls.filter(c => c.pending)
  const again = calls.filter(c => (forwards.get(c.key) ?? 0) > 1)
  const settle = pending.map(c => (c.settledAt ?? Date.now()) - killedAt)
  t.comment(`calls: ${CALLS}, half through the gateway killed; pending when it died: ${pending.length}; 409 answers while its claims held: ${calls.reduce((n, c) => n + c.inFlightAnswers, 0)}`)
  t.comment(`forwarded again with the same key (the upstream's binding answered): ${again.length}; upstream executions: ${executed.length}`)
  t.comment(`in-flight lease ${LEASE_MS / 1000} s (UPSTREAM_TIMEOUT_MS ${UPSTREAM_TIMEOUT_MS / 1000} s + ${LOCK_MARGIN_MS / 1000} s); pending calls settled ${settle.length === 0 ? '-' : `${(Math.min(...settle) / 1000).toFixed(1)}-${(Math.max(...settle) / 1000).toFixed(1)} s`} after the kill`)

  t.ok(pending.length > 0, 'the kill left calls pending (the drill did what it says)')
  t.same(calls.filter(c => c.failure !== undefined).map(c => c.failure), [], 'every call ended in success')
  t.ok(pending.every(c => c.answer?.status === 'success'), 'every pending call settled with its own key')
  t.same(again.filter(c => !c.pending).map(c => c.key), [], 'only keys whose first forward died with the node were forwarded again')
  t.same([...forwards.values()].filter(n => n > 2), [], 'no key forwarded more than twice')
  t.equal(executed.length, CALLS, 'the upstream executed each key once')
  t.same(new Set(executed.map(r => r.transfer_id)), new Set(calls.map(c => c.answer === undefined ? 'none' : transferIdOf(c.answer))), 'and every answer, replayed ones too, names that one execution')
})
