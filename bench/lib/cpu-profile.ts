// Where a front's CPU goes, from a V8 CPU profile (node --cpu-prof): each sample is put in the component of
// the innermost frame a rule recognises, so a hash computed for the idempotency record counts as
// idempotency, and a socket write as a socket write whoever asked for it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface CallFrame { functionName: string, url: string }
interface ProfileNode { id: number, callFrame: CallFrame, children?: number[] }
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const OTHER = 'other: Node internals, promises, timers'
const LOG = 'request log line (pino, and its write)'
const SOCKET_WRITES = 'socket writes (system calls)'
const LOGGER = /\/(?:pino|sonic-boom)\//

/** Components in the order they are tried on each frame, innermost frame first. */
const COMPONENTS: Array<[string, (f: CallFrame) => boolean]> = [
  ['garbage collection', f => f.functionName === '(garbage collector)'],
  [SOCKET_WRITES, f => f.url === '' && /^(?:writev|writeBuffer|writeString|writeUtf8String|writeLatin1String)$/.test(f.functionName)],
  [LOG, f => /\/(?:pino|sonic-boom|@pinojs)\/|request-log\.js/.test(f.url)],
  ['metrics (prom-client)', f => /\/prom-client\/|plugins\/metrics\.js|gateway\/src\/metrics\/|metric-labels\.js/.test(f.url)],
  ['rate limits', f => /@fastify\/rate-limit\/|plugins\/rate-limits\.js/.test(f.url)],
  ['idempotency record (fingerprint, store)', f => /fingerprint\.js|\/idempotency\//.test(f.url)],
  ['signing (HMAC, nonce)', f => /signing\.js|nonce-pool\.js/.test(f.url)],
  ['security headers, CORS, request id', f => /security-headers\.js|@fastify\/cors\/|plugins\/cors\.js/.test(f.url) || f.functionName === 'requestId' || f.functionName === 'genReqId'],
  ['per-host settings, language, connection bounds', f => /plugins\/(?:i18n|connection-bounds|readiness)\.js|site\/plugin\.js/.test(f.url)],
  ['body parse and validation (JSON, ajv)', f => /content-type-parser\.js|\/secure-json-parse\/|\/ajv\/|schemas\//.test(f.url) || f.url.startsWith('validate')],
  ['upstream call and answer (undici, reply-from)', f => /\/undici\/|\/@fastify\/reply-from\/|gateway\/src\/upstream\/|gateway\/src\/context\/|checks\/request-headers\.js|deadlines\.js|wasm:/.test(f.url)],
  ['reply and envelope (Fastify reply, JSON out)', f => /fastify\/lib\/reply\.js|plugins\/envelope\.js|\/fast-json-stringify\/|routes\/api\.js/.test(f.url)],
  ['Fastify routing and hooks', f => /\/fastify\/|\/find-my-way\/|\/avvio\/|\/toad-cache\//.test(f.url)],
  ['Node HTTP (parse, headers)', f => /^node:_http|^node:internal\/http/.test(f.url)]
]

export interface Breakdown {
  /** Component: its share of the process's busy CPU time (0..1) in the window. */
  shares: Map<string, number>
  busyMicros: number
}

/** The one .cpuprofile a process wrote into dir. */
export function readProfile (dir: string): CpuProfile {
  const file = readdirSync(dir).find(f => f.endsWith('.cpuprofile'))
  if (file === undefined) throw new Error(`no CPU profile in ${dir}`)
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile
}

/** Shares of the samples taken between `fromEnd` and `toEnd` microseconds before the profile ended (the load,
 * not start-up or shutdown). */
export function breakdown (profile: CpuProfile, window: { fromEnd: number, toEnd: number }): Breakdown {
  const nodes = new Map(profile.nodes.map(n => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const loggedFrom = (id: number): boolean => {
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) {
      if (LOGGER.test(nodes.get(at)?.callFrame.url ?? '')) return true
    }
    return false
  }
  const componentOf = new Map<number, string | null>()
  const classify = (id: number): string | null => {
    const known = componentOf.get(id)
    if (known !== undefined) return known
    const node = nodes.get(id)
    let found: string | null
    if (node === undefined) found = OTHER
    else if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') found = null
    else {
      const hit = COMPONENTS.find(([, test]) => test(node.callFrame))
      const up = parent.get(id)
      found = hit !== undefined ? hit[0] : up === undefined ? OTHER : classify(up) ?? OTHER
      // The log line's own write is the log's cost, not the traffic's.
      if (found === SOCKET_WRITES && loggedFrom(id)) found = LOG
    }
    componentOf.set(id, found)
    return found
  }
  const times = new Map<string, number>()
  let at = profile.startTime
  let busy = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    const beforeEnd = profile.endTime - at
    if (beforeEnd > window.fromEnd || beforeEnd < window.toEnd) continue
    const component = classify(profile.samples[i] ?? -1)
    if (component === null) continue
    times.set(component, (times.get(component) ?? 0) + delta)
    busy += delta
  }
  return { shares: new Map([...times].map(([k, t]) => [k, busy > 0 ? t / busy : 0])), busyMicros: busy }
}

export interface Frame { functionName: string, url: string, line: number, share: number }

/** The functions with the most self time in the window, each with its share of the busy time: the profile's
 * top frames. */
export function topFrames (profile: CpuProfile, window: { fromEnd: number, toEnd: number }, count: number): Frame[] {
  const nodes = new Map(profile.nodes.map(n => [n.id, n]))
  const self = new Map<string, { frame: Omit<Frame, 'share'>, micros: number }>()
  let at = profile.startTime
  let busy = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    const beforeEnd = profile.endTime - at
    if (beforeEnd > window.fromEnd || beforeEnd < window.toEnd) continue
    const node = nodes.get(profile.samples[i] ?? -1)
    if (node === undefined) continue
    const { functionName, url } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    const line = (node.callFrame as CallFrame & { lineNumber?: number }).lineNumber ?? -1
    const id = `${functionName} ${url}:${line}`
    const frame = { functionName: functionName === '' ? '(anonymous)' : functionName, url, line: line + 1 }
    const known = self.get(id) ?? { frame, micros: 0 }
    known.micros += delta
    self.set(id, known)
    busy += delta
  }
  const top = [...self.values()].sort((a, b) => b.micros - a.micros).slice(0, count)
  return top.map(s => ({ ...s.frame, share: busy > 0 ? s.micros / busy : 0 }))
}
