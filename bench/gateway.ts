// The gateway beside what it is measured against, side by side in one run: (a) a minimal upstream that
// answers at once, (b) a bare @fastify/reply-from proxy in front of it, (c) the real gateway in front of it.
// Each is its own process, so the CPU each front spends per call is read from /proc; autocannon runs in
// this process. Runs are interleaved (a, b, c, a, b, c) and repeated, so a noisy neighbour on the shared
// machine hits all three alike.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'undici'
import { startChild, stopChild, type Child } from './lib/children.js'
import { freePorts, waitUntilServing } from './lib/net.js'
import { fullSpeed, paced, type Call, type LoadResult } from './lib/load.js'
import { gatewayEnv } from './lib/gateway-env.js'
import { scripts } from './lib/dist.js'
import { fixed, table, thousands } from './lib/markdown.js'
import { median } from './lib/stats.js'
import { breakdown, readProfile, topFrames, type Breakdown, type Frame } from './lib/cpu-profile.js'
import { loadavg } from 'node:os'
import { MEMORY_STORE_MAX_KEYS } from '../gateway/src/idempotency/memory-store.js'

/** A profiled gateway stops at once: its profile is written on exit, and no drain is measured. */
function profiledGatewayEnv (port: number, metricsPort: number, upstreamUrl: string): Record<string, string> {
  return gatewayEnv(port, metricsPort, upstreamUrl, { SHUTDOWN_DRAIN_MS: '0' })
}

export type Front = 'a' | 'b' | 'c'
export type Workload = 'assetinfo' | 'withdraw'

export const FRONT_NAMES: Record<Front, string> = {
  a: '(a) instant upstream, direct',
  b: '(b) bare reply-from proxy',
  c: '(c) our gateway'
}

export interface Run extends LoadResult { front: Front, workload: Workload, pass: number }

export interface Summary {
  workload: Workload
  rps: Record<Front, number>
  cpuUsPerRequest: Record<Front, number>
  p99: Record<Front, number>
  /** Throughput of the gateway over the bare proxy's, and over the upstream's own. */
  cOverB: number
  cOverA: number
  /** The proxy's CPU per call over the gateway's: the same ratio from the steadier figure. */
  cpuBOverC: number
}

export interface PacedSummary {
  workload: Workload
  rate: number
  /** One run per pass, b and c interleaved. */
  b: LoadResult[]
  c: LoadResult[]
  /** Medians over the passes: one stall of the shared machine moves a single run's p99 by tens of ms. */
  p50: Record<'b' | 'c', number>
  p99: Record<'b' | 'c', number>
  cpuUsPerRequest: Record<'b' | 'c', number>
  addedP99: number
}

/** Where the CPU of (b) and (c) goes on one workload, from a profiled run of each. */
export interface Profiled {
  workload: Workload
  b: Breakdown
  c: Breakdown
}

export interface GatewayBench {
  runs: Run[]
  summaries: Summary[]
  paced: PacedSummary[]
  profiled: Profiled
  /** Every answer was a 2xx with the expected success body, and nothing failed. */
  ok: boolean
  markdown: string
}

export interface GatewayBenchOptions {
  /** Length of each measured run. */
  seconds?: number
  connections?: number
  passes?: number
  pacedRate?: number
  pacedSeconds?: number
  pacedPasses?: number
  /** Length of the profiled run of (b) and (c). */
  profileSeconds?: number
}

const WORKLOADS: Workload[] = ['assetinfo', 'withdraw']
const FRONTS: Front[] = ['a', 'b', 'c']
const PATHS: Record<Workload, string> = {
  assetinfo: '/api/user/v1/amt/assetinfo',
  withdraw: '/api/user/v1/amt/withdraw'
}
const BODIES: Record<Workload, string> = { assetinfo: '{}', withdraw: '{"amount":10000}' }

/** What the client sends (docs/API.md "Request headers"); each run is its own player, so no rate limit
 * counts across runs. */
function call (workload: Workload, player: string): Call {
  return {
    path: PATHS[workload],
    body: BODIES[workload],
    uniqueKey: workload === 'withdraw',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${player}`,
      'accept-language': 'en',
      device: 'bench-device-1',
      user: '10000001',
      session: 'bench-session',
      country: 'IN',
      channel: 'gp',
      product: 'cardgame',
      version: '3.2.1',
      'x-origin': 'https://wallet.example'
    }
  }
}

interface Servers { upstream: Child, proxy: Child, gateway: Child, urls: Record<Front, string> }

async function startServers (): Promise<Servers> {
  const [upstreamPort, proxyPort, gatewayPort, metricsPort] = await freePorts(4)
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const urls: Record<Front, string> = {
    a: upstreamUrl,
    b: `http://127.0.0.1:${proxyPort}`,
    c: `http://127.0.0.1:${gatewayPort}`
  }
  const upstream = startChild('instant upstream', scripts.instantUpstream, { PORT: String(upstreamPort) })
  const proxy = startChild('bare proxy', scripts.bareProxy, { PORT: String(proxyPort), UPSTREAM_URL: upstreamUrl })
  const gateway = startChild('gateway', scripts.gateway, gatewayEnv(gatewayPort, metricsPort, upstreamUrl))
  await waitUntilServing(upstream, urls.a)
  await waitUntilServing(proxy, urls.b)
  await waitUntilServing(gateway, `${urls.c}/healthz`, 20_000, 200)
  return { upstream, proxy, gateway, urls }
}

/**
 * One call through each front, checked to be a real success (a gateway answering 4xx, or 200 with an
 * error envelope, would look fast); its exact body is what every answer of the load must then equal.
 */
async function expectedBody (url: string, c: Call): Promise<string> {
  const headers = c.uniqueKey ? { ...c.headers, 'idempotency-key': `check-${randomUUID()}` } : c.headers
  const res = await request(url + c.path, { method: 'POST', headers, body: c.body })
  const text = await res.body.text()
  let json: { code?: unknown, status?: unknown } = {}
  try { json = JSON.parse(text) as typeof json } catch { /* reported below */ }
  if (res.statusCode !== 200 || json.code !== 0 || json.status !== 'success') {
    throw new Error(`${url}${c.path} answered ${res.statusCode} ${text.slice(0, 300)}`)
  }
  return text
}

function pidOf (servers: Servers, front: Front): number {
  return front === 'a' ? servers.upstream.pid : front === 'b' ? servers.proxy.pid : servers.gateway.pid
}

const mean = (values: number[]): number => values.reduce((s, v) => s + v, 0) / values.length

function summarise (runs: Run[]): Summary[] {
  return WORKLOADS.map(workload => {
    const of = (front: Front, pick: (r: Run) => number): number =>
      mean(runs.filter(r => r.workload === workload && r.front === front).map(pick))
    const record = (pick: (r: Run) => number): Record<Front, number> => ({
      a: of('a', pick),
      b: of('b', pick),
      c: of('c', pick)
    })
    const rps = record(r => r.rps)
    const cpuUsPerRequest = record(r => r.cpuUsPerRequest)
    return {
      workload,
      rps,
      cpuUsPerRequest,
      p99: record(r => r.p99),
      cOverB: rps.c / rps.b,
      cOverA: rps.c / rps.a,
      cpuBOverC: cpuUsPerRequest.b / cpuUsPerRequest.c
    }
  })
}

function failures (r: LoadResult): number {
  return r.non2xx + r.errors + r.mismatches
}

const PROFILED: Workload = 'withdraw'

/**
 * (b) and (c) once more, each started anew under `node --cpu-prof` against the same instant upstream, for
 * one run of the workload furthest from the goal. Only the samples of the load count: start-up, warm-up
 * and shutdown are cut off by time. The profiler slows a front down, so the table scales each component's
 * share by the front's CPU per call measured without it.
 */
async function profileFronts (upstreamUrl: string, seconds: number): Promise<Profiled> {
  const one = async (front: 'b' | 'c'): Promise<Breakdown> => {
    const dir = mkdtempSync(join(tmpdir(), `bench-profile-${front}-`))
    try {
      const [port, metricsPort] = await freePorts(2)
      const url = `http://127.0.0.1:${port}`
      const args = ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250']
      const child = front === 'b'
        ? startChild('profiled bare proxy', scripts.bareProxy, { PORT: String(port), UPSTREAM_URL: upstreamUrl }, args)
        : startChild('profiled gateway', scripts.gateway, profiledGatewayEnv(port, metricsPort, upstreamUrl), args)
      try {
        if (front === 'b') await waitUntilServing(child, url)
        else await waitUntilServing(child, `${url}/healthz`, 20_000, 200)
        const c = call(PROFILED, `bench-profile-${front}`)
        const expectBody = await expectedBody(url, c)
        await fullSpeed({ url, call: c, connections: 50, seconds: 2, frontPid: child.pid, expectBody })
        await fullSpeed({ url, call: c, connections: 50, seconds, frontPid: child.pid, expectBody })
        const loadEnded = performance.now()
        const exited = new Promise<void>(resolve => { child.process.once('exit', () => { resolve() }) })
        await stopChild(child, 20_000)
        await exited
        // The profile ends as the process exits: the load is the `seconds` before the shutdown began.
        const shutdownMicros = (performance.now() - loadEnded) * 1000
        return breakdown(readProfile(dir), { fromEnd: shutdownMicros + seconds * 1e6, toEnd: shutdownMicros })
      } finally {
        await stopChild(child)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return { workload: PROFILED, b: await one('b'), c: await one('c') }
}

function profileTable (p: Profiled, summary: Summary | undefined): string {
  const cpu = { b: summary?.cpuUsPerRequest.b ?? Number.NaN, c: summary?.cpuUsPerRequest.c ?? Number.NaN }
  const components = [...new Set([...p.c.shares.keys(), ...p.b.shares.keys()])]
  const us = (front: 'b' | 'c', component: string): number => (p[front].shares.get(component) ?? 0) * cpu[front]
  const rows = components
    .map(k => ({ k, b: us('b', k), c: us('c', k) }))
    .sort((x, y) => (y.c - y.b) - (x.c - x.b))
  return table(
    ['component', 'µs per call (b)', 'µs per call (c)', 'c - b', 'share of (c)'],
    [
      ...rows.map(r => [
        r.k,
        fixed(r.b, 1),
        fixed(r.c, 1),
        fixed(r.c - r.b, 1),
        `${fixed(100 * (p.c.shares.get(r.k) ?? 0), 1)}%`
      ]),
      ['**all**', `**${fixed(cpu.b, 1)}**`, `**${fixed(cpu.c, 1)}**`, `**${fixed(cpu.c - cpu.b, 1)}**`, '100%']
    ]
  )
}

function markdown (
  runs: Run[],
  summaries: Summary[],
  pacedRuns: PacedSummary[],
  profiled: Profiled,
  options: Required<GatewayBenchOptions>
): string {
  const summaryTable = table(
    [
      'call',
      'req/s (a)',
      'req/s (b)',
      'req/s (c)',
      'c/b (goal ≥ 0.8; withdraw ≥ 0.7)',
      'c/a',
      'CPU µs/req (a)',
      'CPU µs/req (b)',
      'CPU µs/req (c)',
      'CPU b/c',
      'p99 ms (b)',
      'p99 ms (c)'
    ],
    summaries.map(s => [
      s.workload,
      thousands(s.rps.a), thousands(s.rps.b), thousands(s.rps.c),
      fixed(s.cOverB, 2), fixed(s.cOverA, 2),
      fixed(s.cpuUsPerRequest.a, 0), fixed(s.cpuUsPerRequest.b, 0), fixed(s.cpuUsPerRequest.c, 0),
      fixed(s.cpuBOverC, 2),
      fixed(s.p99.b, 2), fixed(s.p99.c, 2)
    ])
  )
  const runTable = table(
    ['call', 'front', 'pass', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'non-2xx', 'errors', 'wrong body'],
    runs.map(r => [
      r.workload,
      FRONT_NAMES[r.front],
      r.pass,
      thousands(r.requests),
      thousands(r.rps),
      fixed(r.p50, 2),
      fixed(r.p99, 2),
      fixed(r.cpuUsPerRequest, 0),
      r.non2xx,
      r.errors,
      r.mismatches
    ])
  )
  const pacedTable = table(
    [
      'call',
      'rate',
      'p50 ms (b)',
      'p99 ms (b)',
      'p50 ms (c)',
      'p99 ms (c)',
      'added p99 ms (goal < 2)',
      'p99 ms of each pass (b; c)',
      'CPU µs/req (b)',
      'CPU µs/req (c)',
      'failures (b, c)'
    ],
    pacedRuns.map(p => [
      p.workload, `${p.rate}/s`,
      fixed(p.p50.b, 2), fixed(p.p99.b, 2), fixed(p.p50.c, 2), fixed(p.p99.c, 2), fixed(p.addedP99, 2),
      `${p.b.map(r => fixed(r.p99, 1)).join(', ')}; ${p.c.map(r => fixed(r.p99, 1)).join(', ')}`,
      fixed(p.cpuUsPerRequest.b, 0), fixed(p.cpuUsPerRequest.c, 0), `${p.b.reduce((n, r) => n + failures(r), 0)}, ` +
        `${p.c.reduce((n, r) => n + failures(r), 0)}`
    ])
  )
  return [
    '## Gateway',
    '',
    `autocannon, ${options.connections} connections, ${options.seconds} s per run, fronts interleaved (a, b, c), ` +
      `${options.passes} passes; ` +
    'figures are the mean of the passes. The instant upstream answers asset info and withdraw with their real ' +
      'success envelopes at once; ' +
    'the gateway runs from dist with NODE_ENV=production (logging at info), rate limits at their highest and the ' +
      'overload bound off. ' +
    'Withdraw sends a fresh Idempotency-Key on every call. CPU µs/req is user + system time of the front process ' +
      '(all its threads) from /proc, ' +
    'over the requests completed: the steadiest figure on a shared machine. Every answer is checked against the ' +
      'success body first seen.',
    '',
    summaryTable,
    '',
    `Evenly paced load: ${options.pacedRate} req/s for ${options.pacedSeconds} s, an open loop over ` +
      `${options.connections} connections, (b) and (c) interleaved, ` +
    `${options.pacedPasses} passes, medians shown. autocannon's overallRate is not used: it sends each ` +
      'connection\'s share of a second back to back ' +
    'at the start of the second, so its p99 is that of a burst of 50 concurrent calls, not of a steady 1,000 req/s.',
    '',
    pacedTable,
    '',
    `Where the CPU of a ${profiled.workload} call goes: (b) and (c) each profiled (\`node --cpu-prof\`) ` +
      `over one ${options.profileSeconds} s run; ` +
    "each component's share of the profiled front's busy time, times that front's CPU µs per call above. What (c) " +
      "spends and (b) does not is what stands between the gateway and the proxy's throughput.",
    '',
    profileTable(profiled, summaries.find(s => s.workload === profiled.workload)),
    '',
    '<details><summary>Every run</summary>',
    '',
    runTable,
    '',
    '</details>'
  ].join('\n')
}

export async function benchGateway (opts: GatewayBenchOptions = {}): Promise<GatewayBench> {
  const options: Required<GatewayBenchOptions> = {
    seconds: opts.seconds ?? 6,
    connections: opts.connections ?? 50,
    passes: opts.passes ?? 2,
    pacedRate: opts.pacedRate ?? 1000,
    pacedSeconds: opts.pacedSeconds ?? 4,
    pacedPasses: opts.pacedPasses ?? 3,
    profileSeconds: opts.profileSeconds ?? 6
  }
  const servers = await startServers()
  try {
    const expected = {} as Record<Front, Record<Workload, string>>
    for (const front of FRONTS) {
      expected[front] = {
        assetinfo: await expectedBody(servers.urls[front], call('assetinfo', 'bench-check')),
        withdraw: await expectedBody(servers.urls[front], call('withdraw', 'bench-check'))
      }
    }
    const load = async (front: Front, workload: Workload, seconds: number, player: string): Promise<LoadResult> =>
      await fullSpeed({
        url: servers.urls[front],
        call: call(workload, player),
        connections: options.connections,
        seconds,
        frontPid: pidOf(servers, front),
        expectBody: expected[front][workload]
      })

    // Warm-up: the JIT of all three, unmeasured.
    for (const workload of WORKLOADS) {
      for (const front of FRONTS) await load(front, workload, 1, `bench-warm-${workload}`)
    }

    const runs: Run[] = []
    for (let pass = 1; pass <= options.passes; pass++) {
      for (const workload of WORKLOADS) {
        for (const front of FRONTS) {
          const result = await load(front, workload, options.seconds, `bench-${pass}-${workload}`)
          runs.push({ front, workload, pass, ...result })
          console.error(`gateway bench: ${workload} ${FRONT_NAMES[front]} pass ${pass}: ${thousands(result.rps)} ` +
            `req/s, ${fixed(result.cpuUsPerRequest, 0)} µs CPU/req, p99 ${fixed(result.p99, 2)} ms`)
        }
      }
    }

    const pacedRuns: PacedSummary[] = []
    for (const workload of WORKLOADS) {
      const at = async (front: 'b' | 'c'): Promise<LoadResult> => await paced({
        url: servers.urls[front],
        call: call(workload, `bench-paced-${workload}`),
        rate: options.pacedRate,
        seconds: options.pacedSeconds,
        connections: options.connections,
        frontPid: pidOf(servers, front),
        expectBody: expected[front][workload]
      })
      const b: LoadResult[] = []
      const c: LoadResult[] = []
      for (let pass = 0; pass < options.pacedPasses; pass++) {
        b.push(await at('b'))
        c.push(await at('c'))
      }
      const of = (pick: (r: LoadResult) => number): Record<'b' | 'c', number> => ({
        b: median(b.map(pick)),
        c: median(c.map(pick))
      })
      const p99 = of(r => r.p99)
      pacedRuns.push({
        workload,
        rate: options.pacedRate,
        b,
        c,
        p50: of(r => r.p50),
        p99,
        cpuUsPerRequest: of(r => r.cpuUsPerRequest),
        addedP99: p99.c - p99.b
      })
      console.error(`gateway bench: ${workload} paced ${options.pacedRate}/s: p99 (b) ${fixed(p99.b, 2)} ms, (c) ` +
        `${fixed(p99.c, 2)} ms`)
    }

    const profiled = await profileFronts(servers.urls.a, options.profileSeconds)
    const summaries = summarise(runs)
    const ok = [...runs, ...pacedRuns.flatMap(p => [...p.b, ...p.c])].every(r => failures(r) === 0 && r.requests > 0)
    return {
      runs,
      summaries,
      paced: pacedRuns,
      profiled,
      ok,
      markdown: markdown(runs, summaries, pacedRuns, profiled, options)
    }
  } finally {
    await Promise.all([stopChild(servers.gateway), stopChild(servers.proxy), stopChild(servers.upstream)])
  }
}

export interface RatioOptions {
  workload: Workload
  passes: number
  seconds: number
  /** Then one more run of the gateway alone under `node --cpu-prof`: its top frames by self time. */
  profile: boolean
  /**
   * First fill the gateway's idempotency store to its bound with keyed calls, as a gateway that has served
   * real clients for a while has it: a store that is still filling hides what eviction costs.
   */
  fill: boolean
}

export interface RatioBench {
  /** Per pass: (b) and (c) run back to back, so one pass's ratio is measured under one load of the machine. */
  passes: Array<{ b: LoadResult, c: LoadResult, ratio: number, cpuRatio: number }>
  medianRatio: number
  medianCpuRatio: number
  /** The load average (1, 5, 15 min) before and after the passes. */
  load: { before: number[], after: number[] }
  top: Frame[]
  ok: boolean
}

/**
 * One workload only, the bare proxy (b) and the gateway (c) interleaved over several passes, and the median of
 * each pass's c/b: a quick A/B of a gateway change (`npm run bench:ratio -- --workload withdraw`) without the
 * whole bench. The servers and the call are the full bench's.
 */
export async function benchRatio (options: RatioOptions): Promise<RatioBench> {
  const servers = await startServers()
  try {
    const before = loadavg()
    const c = (front: 'b' | 'c'): Call => call(options.workload, `bench-ratio-${front}-${randomUUID()}`)
    const expected = { b: await expectedBody(servers.urls.b, c('b')), c: await expectedBody(servers.urls.c, c('c')) }
    const load = async (front: 'b' | 'c', seconds: number): Promise<LoadResult> =>
      await fullSpeed({
        url: servers.urls[front],
        call: c(front),
        connections: 50,
        seconds,
        frontPid: pidOf(servers, front),
        expectBody: expected[front]
      })
    await load('b', 2)
    await load('c', 2)
    if (options.fill) {
      const withdrawBody = options.workload === 'withdraw'
        ? expected.c
        : await expectedBody(servers.urls.c, call('withdraw', 'bench-check'))
      // Each window its own player, so the per-player rate limit never counts the fill.
      for (let sent = 0, window = 0; sent < MEMORY_STORE_MAX_KEYS; window++) {
        const filled = await fullSpeed({
          url: servers.urls.c,
          call: call('withdraw', `bench-fill-${window}-${randomUUID()}`),
          connections: 50,
          seconds: 10,
          frontPid: servers.gateway.pid,
          expectBody: withdrawBody
        })
        if (failures(filled) > 0) throw new Error(`the store's fill failed: ${failures(filled)} calls`)
        sent += filled.requests
      }
    }
    const passes: RatioBench['passes'] = []
    for (let pass = 1; pass <= options.passes; pass++) {
      // Alternate which goes first, so a load that rises or falls through a pass favours neither.
      const first: 'b' | 'c' = pass % 2 === 1 ? 'b' : 'c'
      const results = { b: undefined as LoadResult | undefined, c: undefined as LoadResult | undefined }
      results[first] = await load(first, options.seconds)
      const second = first === 'b' ? 'c' : 'b'
      results[second] = await load(second, options.seconds)
      const b = results.b as LoadResult
      const cr = results.c as LoadResult
      passes.push({ b, c: cr, ratio: cr.rps / b.rps, cpuRatio: b.cpuUsPerRequest / cr.cpuUsPerRequest })
      console.error(`ratio bench: ${options.workload} pass ${pass}: (b) ${thousands(b.rps)} req/s ` +
        `${fixed(b.cpuUsPerRequest, 0)} µs, (c) ${thousands(cr.rps)} req/s ${fixed(cr.cpuUsPerRequest, 0)} µs, ` +
        `c/b ${fixed(cr.rps / b.rps, 3)}; load ${loadavg().map(l => l.toFixed(2)).join(', ')}`)
    }
    const after = loadavg()
    let top: Frame[] = []
    if (options.profile) top = await profileGatewayFrames(servers.urls.a, options.workload, options.seconds)
    const ok = passes.every(p => failures(p.b) === 0 && failures(p.c) === 0 && p.b.requests > 0 && p.c.requests > 0)
    return {
      passes,
      medianRatio: median(passes.map(p => p.ratio)),
      medianCpuRatio: median(passes.map(p => p.cpuRatio)),
      load: { before, after },
      top,
      ok
    }
  } finally {
    await Promise.all([stopChild(servers.gateway), stopChild(servers.proxy), stopChild(servers.upstream)])
  }
}

/** The gateway alone under `node --cpu-prof` for one run of the workload: its 25 top frames by self time. */
async function profileGatewayFrames (upstreamUrl: string, workload: Workload, seconds: number): Promise<Frame[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ratio-profile-'))
  try {
    const [port, metricsPort] = await freePorts(2)
    const url = `http://127.0.0.1:${port}`
    const child = startChild('profiled gateway', scripts.gateway, profiledGatewayEnv(port, metricsPort, upstreamUrl), [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      '--cpu-prof-interval=250'
    ])
    try {
      await waitUntilServing(child, `${url}/healthz`, 20_000, 200)
      const c = call(workload, `bench-ratio-profile-${randomUUID()}`)
      const expectBody = await expectedBody(url, c)
      await fullSpeed({ url, call: c, connections: 50, seconds: 2, frontPid: child.pid, expectBody })
      await fullSpeed({ url, call: c, connections: 50, seconds, frontPid: child.pid, expectBody })
      const loadEnded = performance.now()
      const exited = new Promise<void>(resolve => { child.process.once('exit', () => { resolve() }) })
      await stopChild(child, 20_000)
      await exited
      const shutdownMicros = (performance.now() - loadEnded) * 1000
      return topFrames(readProfile(dir), { fromEnd: shutdownMicros + seconds * 1e6, toEnd: shutdownMicros }, 25)
    } finally {
      await stopChild(child)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Withdraw with the gateway's idempotency store full (issue 26's keyed path): the store filled to its bound,
 * then (b) and (c) alone, interleaved, so the ratio includes what eviction costs. Written by the whole bench.
 */
export async function benchStoreFull (passes = 7, seconds = 4): Promise<{ markdown: string, ok: boolean }> {
  const r = await benchRatio({ workload: 'withdraw', passes, seconds, profile: false, fill: true })
  const numbers = r.passes.map((_p, i) => String(i + 1))
  const load = (l: number[]): string => l.map(v => v.toFixed(2)).join(', ')
  const markdown = [
    '## Gateway, the idempotency store full',
    '',
    'Withdraw with a fresh Idempotency-Key per call, the gateway\'s in-memory store first filled to its ' +
      `${thousands(MEMORY_STORE_MAX_KEYS)} records, ` +
    `then the bare proxy (b) and the gateway (c) alone, interleaved, ${passes} passes of ${seconds} s ` +
      '(`npm run bench:ratio -- --workload withdraw --fill` runs it alone). ' +
    `Load average ${load(r.load.before)} before, ${load(r.load.after)} after.`,
    '',
    table(
      ['pass', ...numbers, 'median'],
      [
        ['req/s (b)', ...r.passes.map(p => thousands(p.b.rps)), ''],
        ['req/s (c)', ...r.passes.map(p => thousands(p.c.rps)), ''],
        [
          'c/b (goal ≥ 0.6 with the store full)',
          ...r.passes.map(p => fixed(p.ratio, 3)),
          `**${fixed(r.medianRatio, 3)}**`
        ],
        [
          'CPU µs per call (b; c)',
          ...r.passes.map(p => `${fixed(p.b.cpuUsPerRequest, 0)}; ${fixed(p.c.cpuUsPerRequest, 0)}`),
          `CPU b/c ${fixed(r.medianCpuRatio, 3)}`
        ]
      ]
    )
  ].join('\n')
  return { markdown, ok: r.ok }
}
