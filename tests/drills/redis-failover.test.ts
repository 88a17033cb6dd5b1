// Drill: the Redis master dies (SIGKILL) while a gateway on Redis Sentinel takes keyed money calls and reads.
// Sentinel promotes the replica; the gateway finds the new master by itself. Money calls answer 503 outage
// (with Retry-After) only for the failover, reads never fail, and no key is executed twice by the upstream.
import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { ASSET, clientAgent, executedTransfers, forwardsByKey, gatewayEnv, gatewayProcess, GIFT, newKey, post, SENDER, startMock, TRANSFER, transferIdOf } from '../helpers/drill.js'
import { DOWN_AFTER_MS, MASTER_NAME, startSentinelGroup } from '../helpers/sentinel.js'
import { JOURNAL_MAX_ENTRIES } from '../../mock-upstream/src/plugins/journal.js'

const seconds = (ms: number): string => (ms / 1000).toFixed(1)

t.test('Redis failover during keyed money calls: 503 only for the failover, reads never fail, no duplicate', async t => {
  const group = await startSentinelGroup(t)
  const mock = await startMock(t, 5000)
  const gateway = await gatewayProcess(t, gatewayEnv(mock.url, { REDIS_SENTINELS: group.sentinels, REDIS_SENTINEL_NAME: MASTER_NAME, UPSTREAM_TIMEOUT_MS: '5000' }))
  const agent = clientAgent(t)
  const before = new Set((await executedTransfers(agent, gateway.url)).map(r => r.transfer_id))

  // Shared with the loops, which run until told to stop.
  const drill: { stop: boolean, killedAt?: number, outageSeen: boolean, recoveredAt?: number, last503?: number } = { stop: false, outageSeen: false }
  const reads = { total: 0, failed: [] as string[] }
  const money = { keys: 0, refused: 0, refusedWithoutRetryAfter: 0, inFlight: 0, failed: [] as string[], ids: new Map<string, string>() }

  const readLoop = async (): Promise<void> => {
    while (!drill.stop) {
      reads.total++
      try {
        const answer = await post(agent, gateway.url, ASSET, SENDER, {})
        if (answer.status !== 'success') reads.failed.push(`${answer.http} ${String(answer.status)}`)
      } catch (err) {
        reads.failed.push((err as Error).message)
      }
      await sleep(40)
    }
  }
  // One operation per key: retried with the same key while refused (503 store, 409 in flight), never with a new one.
  const moneyLoop = async (): Promise<void> => {
    while (!drill.stop) {
      const key = newKey()
      money.keys++
      const giveUp = Date.now() + 60_000
      for (;;) {
        const sentAfterOutage = drill.outageSeen
        let answer
        try {
          answer = await post(agent, gateway.url, TRANSFER, SENDER, GIFT, key)
        } catch (err) {
          money.failed.push(`${key}: ${(err as Error).message}`)
          break
        }
        if (answer.http === 503 && answer.status === 'outage') {
          money.refused++
          if (answer.retryAfter === undefined) money.refusedWithoutRetryAfter++
          if (drill.killedAt !== undefined) { drill.outageSeen = true; drill.last503 = Date.now() }
        } else if (answer.http === 409) {
          money.inFlight++
        } else if (answer.status === 'success') {
          money.ids.set(key, transferIdOf(answer) ?? 'none')
          if (sentAfterOutage && drill.recoveredAt === undefined) drill.recoveredAt = Date.now()
          break
        } else {
          money.failed.push(`${key}: ${answer.http} ${String(answer.status)}`)
          break
        }
        if (Date.now() > giveUp) { money.failed.push(`${key}: still refused after 60 s`); break }
        // Shorter than the Retry-After the gateway asks for, to measure the outage to a fifth of a second.
        await sleep(200)
      }
      await sleep(20)
    }
  }

  const load = Promise.all([readLoop(), readLoop(), moneyLoop(), moneyLoop()])
  await sleep(2000)
  const keysBefore = money.ids.size
  const killedAt = Date.now()
  drill.killedAt = killedAt
  group.killMaster()
  // Sentinel's own view: when it names the replica as the master.
  let promotedAt: number | undefined
  const deadline = killedAt + 45_000
  while ((promotedAt === undefined || drill.recoveredAt === undefined) && Date.now() < deadline) {
    if (promotedAt === undefined && await group.masterNow() === group.replicaPort) promotedAt = Date.now()
    await sleep(100)
  }
  // A while longer: a 503 after the recovery would show here.
  await sleep(3000)
  drill.stop = true
  await load

  const executed = (await executedTransfers(agent, gateway.url)).filter(r => !before.has(r.transfer_id))
  const journal = await mock.journal()
  const forwards = forwardsByKey(journal.filter(e => e.path === TRANSFER))
  const outageMs = drill.last503 === undefined ? 0 : drill.last503 - killedAt
  t.comment(`reads: ${reads.total}, failed ${reads.failed.length}`)
  t.comment(`money calls: ${money.keys} keys (${keysBefore} before the kill), ${money.ids.size} succeeded, ${money.refused} answers 503 outage, ${money.inFlight} answers 409 in flight, ${money.failed.length} failed`)
  t.comment(`Sentinel down-after ${DOWN_AFTER_MS} ms; replica named master ${promotedAt === undefined ? 'never' : `${seconds(promotedAt - killedAt)} s`} after the kill`)
  t.comment(`money calls answered 503 for ${seconds(outageMs)} s after the kill; first success after the outage ${drill.recoveredAt === undefined ? 'never' : `${seconds(drill.recoveredAt - killedAt)} s`} after it`)
  t.comment(`upstream executions: ${executed.length}; keys forwarded more than once: ${[...forwards.values()].filter(n => n > 1).length}`)

  t.same(reads.failed, [], 'no read failed, during the failover either')
  t.same(money.failed, [], 'every money call ended in success, after 503s at most')
  t.equal(money.refusedWithoutRetryAfter, 0, 'every 503 said when to retry')
  t.ok(promotedAt !== undefined, 'Sentinel promoted the replica')
  t.ok(drill.recoveredAt !== undefined, 'money calls succeeded again, the gateway not restarted')
  t.ok(outageMs <= 30_000, `the 503s lasted at most 30 s (${seconds(outageMs)} s)`)
  t.ok(journal.length < JOURNAL_MAX_ENTRIES, 'the mock\'s journal holds every call of the drill')
  t.equal(executed.length, money.ids.size, 'the upstream executed exactly the operations that succeeded')
  t.same(new Set(executed.map(r => r.transfer_id)), new Set(money.ids.values()), 'and each answer names its own execution')
  t.same([...forwards.entries()].filter(([, n]) => n > 1), [], 'no key was forwarded twice')
  t.equal(forwards.size, money.ids.size, 'every succeeded key was forwarded, once')
})
