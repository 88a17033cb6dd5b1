// A Redis master, its replica and three Sentinels, real processes on free loopback ports, for the failover
// drill: Sentinel declares the master down after DOWN_AFTER_MS and promotes the replica.
import type { Test } from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import { freePorts } from '../../shared/node/free-port.js'
import { REDIS_SERVER } from './redis.js'

export const REDIS_SENTINEL = process.env.REDIS_SENTINEL_PATH ?? '/usr/bin/redis-sentinel'
export const MASTER_NAME = 'wallet'
/** Sentinel's down-after-milliseconds: how long the master must be silent before it is called down. */
export const DOWN_AFTER_MS = 1000

export interface SentinelGroup {
  masterPort: number
  replicaPort: number
  sentinelPorts: number[]
  /** REDIS_SENTINELS as the gateway reads it. */
  sentinels: string
  /** Ends the master as a crash would (SIGKILL). */
  killMaster: () => void
  /** The port Sentinel names as the master now. */
  masterNow: () => Promise<number | undefined>
}

function child (t: Test, bin: string, args: string[]): ChildProcess {
  const process = spawn(bin, args, { stdio: 'ignore' })
  t.teardown(async () => {
    if (process.exitCode !== null || process.signalCode !== null) return
    await new Promise<void>(resolve => { process.once('exit', () => { resolve() }); process.kill('SIGKILL') })
  })
  return process
}

/** Asks until `check` holds, or fails the setup after `ms`. */
async function until (what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`${what} not within ${ms / 1000} s`)
    await sleep(100)
  }
}

async function ask<T> (port: number, command: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 1000, commandTimeout: 1000 })
  redis.on('error', () => { /* the caller sees the command fail */ })
  try {
    await redis.connect()
    return await command(redis)
  } finally {
    redis.disconnect()
  }
}

export async function startSentinelGroup (t: Test): Promise<SentinelGroup> {
  for (const bin of [REDIS_SERVER, REDIS_SENTINEL]) {
    if (!existsSync(bin)) throw new Error(`${bin} not found: install Debian's redis-server and redis-sentinel (apt-get install redis-server redis-sentinel)`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'wallet-sentinel-'))
  t.teardown(() => { rmSync(dir, { recursive: true, force: true }) })
  const [masterPort, replicaPort, ...sentinelPorts] = await freePorts(5)
  const server = (port: number, extra: string[]): ChildProcess =>
    child(t, REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning', '--dir', dir, '--dbfilename', `dump-${port}.rdb`, ...extra])
  const master = server(masterPort, [])
  server(replicaPort, ['--replicaof', '127.0.0.1', String(masterPort)])
  await until('the replica in sync', 15_000, async () => (await ask(replicaPort, async r => await r.info('replication'))).includes('master_link_status:up'))
  for (const port of sentinelPorts) {
    // Sentinel rewrites its file as it learns the group: one writable file each.
    const file = join(dir, `sentinel-${port}.conf`)
    writeFileSync(file, [
      `port ${port}`, 'bind 127.0.0.1', 'daemonize no', `dir ${dir}`, 'loglevel warning',
      `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${masterPort} 2`,
      `sentinel down-after-milliseconds ${MASTER_NAME} ${DOWN_AFTER_MS}`,
      `sentinel failover-timeout ${MASTER_NAME} 5000`,
      `sentinel parallel-syncs ${MASTER_NAME} 1`, ''
    ].join('\n'))
    child(t, REDIS_SENTINEL, [file])
  }
  // Ready for a failover once every Sentinel has found the replica and the two other Sentinels (hello messages).
  await until('every Sentinel knowing the replica and the others', 30_000, async () => {
    const views = await Promise.all(sentinelPorts.map(async port => await ask(port, async r => {
      const replicas = await r.call('SENTINEL', 'REPLICAS', MASTER_NAME) as unknown[]
      const others = await r.call('SENTINEL', 'SENTINELS', MASTER_NAME) as unknown[]
      return replicas.length === 1 && others.length === 2
    })))
    return views.every(Boolean)
  })
  return {
    masterPort,
    replicaPort,
    sentinelPorts,
    sentinels: sentinelPorts.map(p => `127.0.0.1:${p}`).join(','),
    killMaster: () => { master.kill('SIGKILL') },
    masterNow: async () => {
      const [first] = sentinelPorts
      if (first === undefined) return undefined
      const reply = await ask(first, async r => await r.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME) as string[] | null).catch(() => null)
      return reply === null ? undefined : Number(reply[1])
    }
  }
}
