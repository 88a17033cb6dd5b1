// Drill: Sentinel announces the failover (+switch-master) while the gateway is still asking the sentinels for
// the master. The links to the sentinels stall for new connections (relays that hold them), the master dies,
// and the announcement arrives on the connections the gateway already had open: ioredis's failover detector
// then closes its connector mid-connect, and ioredis ends the client for good. The gateway must start it
// again by itself and take money calls on the new master, without a restart.
import t from 'tap'
import { setTimeout as sleep } from 'node:timers/promises'
import { clientAgent, gatewayEnv, gatewayProcess, GIFT, newKey, post, SENDER, startMock, TRANSFER } from '../helpers/drill.js'
import { MASTER_NAME, startSentinelGroup } from '../helpers/sentinel.js'
import { startTcpRelay } from '../helpers/tcp-relay.js'

t.test('a failover announced mid-connect: the gateway connects again by itself and money calls succeed', async t => {
  const group = await startSentinelGroup(t)
  const relays = await Promise.all(group.sentinelPorts.map(async port => await startTcpRelay(t, port)))
  const mock = await startMock(t, 5000)
  const gateway = await gatewayProcess(t, gatewayEnv(mock.url, {
    REDIS_SENTINELS: relays.map(r => `127.0.0.1:${r.port}`).join(','),
    REDIS_SENTINEL_NAME: MASTER_NAME,
    UPSTREAM_TIMEOUT_MS: '5000',
    LOG_LEVEL: 'warn'
  }))
  const agent = clientAgent(t)
  t.equal((await post(agent, gateway.url, TRANSFER, SENDER, GIFT, newKey())).status, 'success', 'a money call before the failover')

  for (const relay of relays) relay.hold()
  const killedAt = Date.now()
  group.killMaster()
  // Sentinel's own view (asked directly, not through the relays): the replica named master.
  let promoted = false
  while (!promoted && Date.now() < killedAt + 30_000) {
    promoted = await group.masterNow() === group.replicaPort
    if (!promoted) await sleep(100)
  }
  t.ok(promoted, 'Sentinel promoted the replica')
  // The announcement reaches the gateway's open connections at once; its question to a sentinel, held, times out
  // 1.5 s later, and then ioredis ends the client.
  const ended = /redis client ended its connection by itself: connecting again/
  const endDeadline = Date.now() + 10_000
  while (!ended.test(gateway.output()) && Date.now() < endDeadline) await sleep(100)
  t.ok(relays.some(r => r.held() > 0), 'the gateway was asking the sentinels when the failover was announced')
  t.match(gateway.output(), ended, 'ioredis ended the client, as this drill sets out to make it')
  for (const relay of relays) relay.release()

  const key = newKey()
  const giveUp = Date.now() + 20_000
  let last = ''
  let succeeded = false
  while (!succeeded && Date.now() < giveUp) {
    const answer = await post(agent, gateway.url, TRANSFER, SENDER, GIFT, key)
    last = `${answer.http} ${String(answer.status)}`
    succeeded = answer.status === 'success'
    if (!succeeded) await sleep(200)
  }
  t.ok(succeeded, `a money call succeeds on the new master within 20 s of the links coming back (last answer: ${last})`)
  t.equal(gateway.child.exitCode, null, 'the same gateway process, not restarted')
})
