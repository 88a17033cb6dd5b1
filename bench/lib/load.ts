// The load: autocannon at full speed over a fixed number of connections, and an evenly paced load at a
// fixed rate, each measured as the client sees it plus the CPU time the front process spent meanwhile.
import autocannon, { type Result } from 'autocannon'
import { Pool } from 'undici'
import { randomUUID } from 'node:crypto'
import { cpuMicros } from './proc.js'
import { quantile, Samples } from './stats.js'

export interface Call {
  path: string
  headers: Record<string, string>
  body: string
  /** A fresh Idempotency-Key on every request (autocannon's [<id>] replacement). */
  uniqueKey: boolean
}

export interface LoadResult {
  requests: number
  rps: number
  /** Milliseconds, sub-millisecond precision (autocannon's own histogram keeps whole milliseconds). */
  p50: number
  p99: number
  /** Answers other than 2xx, connection errors and timeouts, 2xx bodies that are not the expected one. */
  non2xx: number
  errors: number
  mismatches: number
  /** CPU time of the front process per completed request, microseconds. */
  cpuUsPerRequest: number
}

export interface FullSpeed {
  url: string,
  call: Call,
  connections: number,
  seconds: number,
  frontPid: number,
  expectBody: string
}

function headersOf (call: Call): Record<string, string> {
  return call.uniqueKey ? { ...call.headers, 'idempotency-key': 'bench-[<id>]' } : call.headers
}

export async function fullSpeed (run: FullSpeed): Promise<LoadResult> {
  const latencies = new Samples()
  const cpuBefore = cpuMicros(run.frontPid)
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon({
      url: run.url + run.call.path,
      method: 'POST',
      headers: headersOf(run.call),
      body: run.call.body,
      connections: run.connections,
      duration: run.seconds,
      idReplacement: run.call.uniqueKey,
      expectBody: run.expectBody,
      timeout: 10
    }, (err, res) => { if (err !== null) reject(err); else resolve(res) })
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => { latencies.add(ms) })
  })
  const cpu = cpuMicros(run.frontPid) - cpuBefore
  const sorted = latencies.sorted()
  const completed = result.requests.total
  return {
    requests: completed,
    rps: completed / result.duration,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mismatches: result.mismatches,
    cpuUsPerRequest: completed === 0 ? Number.NaN : cpu / completed
  }
}

export interface Paced {
  url: string,
  call: Call,
  rate: number,
  seconds: number,
  connections: number,
  frontPid: number,
  expectBody: string
}

/**
 * Requests started at an even pace, whether or not earlier ones have answered (an open loop). autocannon's
 * overallRate sends each connection's share of a second back to back at the start of that second, so its
 * p99 measures a burst of 50 concurrent calls rather than latency at that rate; this spreads them instead.
 */
export async function paced (run: Paced): Promise<LoadResult> {
  const origin = new URL(run.url)
  const pool = new Pool(origin.origin, { connections: run.connections, pipelining: 1 })
  const latencies = new Samples()
  let non2xx = 0
  let errors = 0
  let mismatches = 0
  let counter = 0
  // Keys never repeat across runs: a repeated key would be a cheap replay, not a call.
  const runId = randomUUID()
  const total = Math.round(run.rate * run.seconds)
  const one = async (): Promise<void> => {
    const headers = run.call.uniqueKey
      ? {
          ...run.call.headers,
          'idempotency-key': `paced-${runId}-${counter}`
        }
      : run.call.headers
    const started = process.hrtime.bigint()
    try {
      const res = await pool.request({
        method: 'POST',
        path: run.call.path,
        headers,
        body: run.call.body,
        headersTimeout: 10_000,
        bodyTimeout: 10_000
      })
      const text = await res.body.text()
      latencies.add(Number(process.hrtime.bigint() - started) / 1e6)
      if (res.statusCode < 200 || res.statusCode > 299) non2xx++
      else if (text !== run.expectBody) mismatches++
    } catch {
      errors++
    }
  }
  const cpuBefore = cpuMicros(run.frontPid)
  const started = performance.now()
  const inFlight = new Set<Promise<void>>()
  await new Promise<void>(resolve => {
    const tick = (): void => {
      const due = Math.min(total, Math.floor((performance.now() - started) / 1000 * run.rate))
      while (counter < due) {
        counter++
        const call = one()
        inFlight.add(call)
        void call.finally(() => inFlight.delete(call))
      }
      if (counter >= total) resolve()
      else setTimeout(tick, 1)
    }
    tick()
  })
  await Promise.all(inFlight)
  const seconds = (performance.now() - started) / 1000
  const cpu = cpuMicros(run.frontPid) - cpuBefore
  await pool.close()
  const sorted = latencies.sorted()
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    non2xx,
    errors,
    mismatches,
    cpuUsPerRequest: sorted.length === 0 ? Number.NaN : cpu / sorted.length
  }
}
