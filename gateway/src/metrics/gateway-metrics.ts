// The gateway's instruments (prom-client, in a registry of the app's own). Names and labels are listed in
// docs/OPERATIONS.md "Metrics"; the dashboard and alert rules use them (tests/deploy.test.ts checks both
// against a real scrape). Counting costs an array lookup and prom-client's own increment: label children
// are made once per combination seen, from fixed lists only (labels.ts).
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import { endpointList, requiresIdempotencyKey, type EndpointDef } from '../../../shared/endpoints.js'
import { codeLabel } from '../../../shared/metric-labels.js'
import type { Envelope } from '../../../shared/codes.js'
import { REGIONS, type Region } from '../../../shared/regions.js'
import { MONEY_MODES, type MoneyMode } from '../../../shared/money-modes.js'
import { checkedHeaders } from '../checks/request-headers.js'
import type { Outcome } from '../upstream/types.js'
import {
  Children, ENDPOINT_LABELS, HTTP_LABELS, OTHER, REGION_LABELS, STATUS_LABELS, TABLE_SIZE,
  endpointIndexOf, httpIndex, regionIndex, statusIndex
} from './labels.js'

const E = ENDPOINT_LABELS.length
const R = REGION_LABELS.length
const S = STATUS_LABELS.length
const H = HTTP_LABELS.length

/** Up to the upstream timeout's default (20 s) and a little past it. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30]
const BYTES = [16384, 65536, 262144, 524288, 1048576, 2097152, 3145728, 5242880, 10485760]

export type UpstreamResult =
  'ok' | 'error_code' | 'http_error' | 'bad_answer' | 'timeout' | 'outage' | 'reset' | 'aborted'
export type Refusal = 'too_large' | 'file_type' | 'invalid'
export type IdempotencyResult = 'replayed' | 'in_flight' | 'mismatch'

/** The keyed calls' refusals by HTTP status (a replay is told by its header, not its status). */
const IDEMPOTENCY_REFUSALS = new Map<number, IdempotencyResult>([[409, 'in_flight'], [422, 'mismatch']])
/** An upload's refusals by HTTP status. */
const UPLOAD_REFUSALS = new Map<number, Refusal>([[413, 'too_large'], [415, 'file_type'], [400, 'invalid']])

type ReadinessCheck = () => Promise<{ ready: boolean, upstream: boolean, store: boolean }>

interface Inc { inc: (value?: number) => void }
interface Observe { observe: (value: number) => void }

/**
 * Field names a validation refusal may be counted under: the schema's own, the checked headers, and the
 * body as a whole.
 */
function fieldNames (entry: EndpointDef): Set<string> {
  const properties = (entry.body as { properties?: Record<string, unknown> }).properties ?? {}
  const headers = checkedHeaders(entry).map(h => h.name)
  return new Set([...Object.keys(properties), ...headers, 'idempotency-key', 'body', entry.upload?.field ?? 'file'])
}

export class GatewayMetrics {
  readonly registry = new Registry()
  readonly #requests: Children<Inc>
  readonly #duration: Children<Observe>
  readonly #upstreamCalls: Children<Inc>
  readonly #upstreamDuration: Children<Observe>
  readonly #upstreamCodes = new Map<string, Inc>()
  readonly #uploadBytes: Children<Observe>
  readonly #uploadRefusals = new Map<string, Inc>()
  readonly #validation = new Map<string, Inc>()
  readonly #idempotency = new Map<string, Inc>()
  readonly #rateLimited: Children<Inc>
  readonly #fields: Array<Set<string>>
  readonly #keyed: boolean[]
  readonly #multipart: boolean[]
  readonly #counters: { uploadRefusals: Counter, validation: Counter, idempotency: Counter, upstreamCodes: Counter }
  #readiness: ReadinessCheck | null = null
  readonly reloads: Counter<'result'>
  /** Money calls refused by the region's money mode (shared/money-modes.ts), never sent upstream. */
  readonly moneyModeRefusals: Counter<'endpoint' | 'region' | 'mode'>
  /** 1 for each region's mode in force, 0 for its other modes. */
  readonly moneyMode: Gauge<'region' | 'mode'>
  readonly ready: Gauge
  readonly dependencyUp: Gauge<'dependency'>

  constructor () {
    const registers = [this.registry]
    const requests = new Counter({
      name: 'wallet_gateway_requests_total',
      help: 'Answers by endpoint id, page region, envelope status and HTTP status',
      labelNames: ['endpoint', 'region', 'status', 'http_status'],
      registers
    })
    const duration = new Histogram({
      name: 'wallet_gateway_request_duration_seconds',
      help: 'Whole request, first byte in to last byte out, by endpoint id and region',
      labelNames: ['endpoint', 'region'],
      buckets: SECONDS,
      registers
    })
    const upstreamCalls = new Counter({
      name: 'wallet_gateway_upstream_requests_total',
      help: `Upstream calls by endpoint id, region and result (${RESULTS.join(', ')})`,
      labelNames: ['endpoint', 'region', 'result'],
      registers
    })
    const upstreamDuration = new Histogram({
      name: 'wallet_gateway_upstream_duration_seconds',
      help: 'The upstream call alone, by endpoint id and region',
      labelNames: ['endpoint', 'region'],
      buckets: SECONDS,
      registers
    })
    const upstreamCodes = new Counter({
      name: 'wallet_gateway_upstream_error_codes_total',
      help: 'Upstream answers with a result code other than 0, by code (unlisted codes are "other") and region',
      labelNames: ['code', 'region'],
      registers
    })
    const uploadBytes = new Histogram({
      name: 'wallet_gateway_upload_bytes',
      help: 'Size of files streamed to the upstream, by endpoint id',
      labelNames: ['endpoint'],
      buckets: BYTES,
      registers
    })
    const uploadRefusals = new Counter({
      name: 'wallet_gateway_upload_refusals_total',
      help: 'Uploads refused before reaching the upstream, by endpoint id and reason (too_large, file_type, invalid)',
      labelNames: ['endpoint', 'reason'],
      registers
    })
    const validation = new Counter({
      name: 'wallet_gateway_validation_refusals_total',
      help: 'Requests refused with 400, by endpoint id and the first bad field ' +
        '(schema field names only; others are "other")',
      labelNames: ['endpoint', 'field'],
      registers
    })
    const idempotency = new Counter({
      name: 'wallet_gateway_idempotency_total',
      help: 'Keyed calls answered without a new upstream call, by endpoint id and result ' +
        '(replayed, in_flight, mismatch)',
      labelNames: ['endpoint', 'result'],
      registers
    })
    const rateLimited = new Counter({
      name: 'wallet_gateway_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit, by endpoint id',
      labelNames: ['endpoint'],
      registers
    })
    this.moneyModeRefusals = new Counter({
      name: 'wallet_gateway_money_mode_refusals_total',
      help: 'Money calls refused by the region\'s money mode (withdraw_only, closed) before the upstream, ' +
        'by endpoint id, region and mode',
      labelNames: ['endpoint', 'region', 'mode'],
      registers
    })
    this.moneyMode = new Gauge({
      name: 'wallet_gateway_money_mode',
      help: 'The money mode in force per region of the region file: ' +
        '1 for the mode in force (open, withdraw_only, closed), 0 for the others',
      labelNames: ['region', 'mode'],
      registers
    })
    this.reloads = new Counter({
      name: 'wallet_gateway_region_reloads_total',
      help: 'Reloads of the region file, by result (ok, error: the previous settings were kept)',
      labelNames: ['result'],
      registers
    })
    // Checked at each scrape, so an alert sees readiness even when nothing probes /readyz. Both gauges are
    // read in the same scrape: they share one check.
    let pending: ReturnType<ReadinessCheck> | null = null
    const probe = async (): Promise<{ ready: boolean, upstream: boolean, store: boolean } | null> => {
      if (this.#readiness === null) return null
      pending ??= this.#readiness().finally(() => { pending = null })
      return await pending
    }
    this.ready = new Gauge({
      name: 'wallet_gateway_ready', help: '1 when /readyz would answer 200 (checked at each scrape)', registers,
      async collect () {
        const result = await probe()
        if (result !== null) this.set(result.ready ? 1 : 0)
      }
    })
    this.dependencyUp = new Gauge({
      name: 'wallet_gateway_dependency_up',
      help: '1 when a dependency answers (upstream: every configured upstream; store: Redis, or 1 in memory)',
      labelNames: ['dependency'],
      registers,
      async collect () {
        const result = await probe()
        if (result === null) return
        this.set({ dependency: 'upstream' }, result.upstream ? 1 : 0)
        this.set({ dependency: 'store' }, result.store ? 1 : 0)
      }
    })
    this.#counters = { uploadRefusals, validation, idempotency, upstreamCodes }

    this.#requests = new Children(E * R * S * H, i => requests.labels(
      ENDPOINT_LABELS[Math.floor(i / (R * S * H))] ?? OTHER, REGION_LABELS[Math.floor(i / (S * H)) % R] ?? 'IN',
      STATUS_LABELS[Math.floor(i / H) % S] ?? 'none', HTTP_LABELS[i % H] ?? 'other'))
    // Endpoint by region: index i is endpoint floor(i / R), region i % R.
    const endpointOf = (i: number): string => ENDPOINT_LABELS[Math.floor(i / R)] ?? OTHER
    const regionOf = (i: number): string => REGION_LABELS[i % R] ?? 'IN'
    this.#duration = new Children(E * R, i => duration.labels(endpointOf(i), regionOf(i)))
    this.#upstreamDuration = new Children(E * R, i => upstreamDuration.labels(endpointOf(i), regionOf(i)))
    const results = RESULTS.length
    this.#upstreamCalls = new Children(E * R * results, i => upstreamCalls.labels(
      endpointOf(Math.floor(i / results)), regionOf(Math.floor(i / results)), RESULTS[i % results] ?? 'ok'))
    this.#uploadBytes = new Children(E, i => uploadBytes.labels(ENDPOINT_LABELS[i] ?? OTHER))
    this.#rateLimited = new Children(E, i => rateLimited.labels(ENDPOINT_LABELS[i] ?? OTHER))
    const table = endpointList()
    this.#fields = table.map(([, entry]) => fieldNames(entry))
    this.#keyed = table.map(([, entry]) => requiresIdempotencyKey(entry))
    this.#multipart = table.map(([, entry]) => entry.kind === 'multipart')
  }

  /** One answer of any route: `endpoint` from labels.ts routeIndex. */
  answered (
    endpoint: number, region: Region, http: number, seconds: number, answer: Envelope | null, replayed: boolean
  ): void {
    const r = regionIndex(region)
    this.#requests.at(((endpoint * R + r) * S + statusIndex(answer?.status)) * H + httpIndex(http)).inc()
    this.#duration.at(endpoint * R + r).observe(seconds)
    if (http < 400 && !replayed) return
    // Refusals are rare: the checks below cost nothing on the ordinary path.
    if (endpoint >= TABLE_SIZE) return
    if (http === 429) this.#rateLimited.at(endpoint).inc()
    if (this.#keyed[endpoint] === true) {
      const result = replayed ? 'replayed' : IDEMPOTENCY_REFUSALS.get(http)
      if (result !== undefined) this.#labelled(this.#idempotency, this.#counters.idempotency, endpoint, result)
    }
    if (this.#multipart[endpoint] === true) {
      const reason = UPLOAD_REFUSALS.get(http)
      if (reason !== undefined) this.#labelled(this.#uploadRefusals, this.#counters.uploadRefusals, endpoint, reason)
    }
    if (http === 400 && answer !== null) {
      const top = answer.errors?.[0]?.field.split('.')[0]
      const field = top !== undefined && this.#fields[endpoint]?.has(top) === true ? top : OTHER
      this.#labelled(this.#validation, this.#counters.validation, endpoint, field)
    }
  }

  /** One upstream call and its outcome. */
  upstream (entry: EndpointDef, region: Region, seconds: number, outcome: Outcome): void {
    const e = endpointIndexOf(entry)
    const r = regionIndex(region)
    this.#upstreamDuration.at(e * R + r).observe(seconds)
    let result: UpstreamResult
    if (outcome.kind !== 'answer') result = outcome.kind
    else if (outcome.status < 200 || outcome.status > 299) result = 'http_error'
    else {
      const json = outcome.json as Record<string, unknown> | null | undefined
      const isObject = outcome.parsed && typeof json === 'object' && json !== null
      const code = isObject ? json[entry.result === 'ret' ? 'ret' : 'code'] : undefined
      if (typeof code !== 'number') result = 'bad_answer'
      else if (code === 0) result = 'ok'
      else {
        result = 'error_code'
        const label = codeLabel(code)
        let child = this.#upstreamCodes.get(`${label}/${r}`)
        if (child === undefined) {
          child = this.#counters.upstreamCodes.labels(label, REGION_LABELS[r] ?? 'IN')
          this.#upstreamCodes.set(`${label}/${r}`, child)
        }
        child.inc()
      }
    }
    this.#upstreamCalls.at((e * R + r) * RESULTS.length + RESULT_INDEX[result]).inc()
  }

  /** A money call refused by the region's money mode (routes/api.ts). */
  refusedByMode (entry: EndpointDef, region: Region, mode: MoneyMode): void {
    const endpoint = ENDPOINT_LABELS[endpointIndexOf(entry)] ?? OTHER
    this.moneyModeRefusals.inc({ endpoint, region: REGION_LABELS[regionIndex(region)] ?? 'IN', mode })
  }

  /** The modes in force, at start and after each reload of the region file. */
  moneyModes (modeOf: (region: Region) => MoneyMode): void {
    for (const region of REGIONS) {
      for (const mode of MONEY_MODES) this.moneyMode.set({ region, mode }, modeOf(region) === mode ? 1 : 0)
    }
  }

  /** The readiness check (plugins/readiness.ts), run at each scrape. */
  probeReadiness (check: ReadinessCheck): void {
    this.#readiness = check
  }

  uploaded (entry: EndpointDef, bytes: number): void {
    this.#uploadBytes.at(endpointIndexOf(entry)).observe(bytes)
  }

  #labelled (cache: Map<string, Inc>, counter: Counter, endpoint: number, value: string): void {
    const key = `${endpoint}/${value}`
    let child = cache.get(key)
    if (child === undefined) {
      child = counter.labels(ENDPOINT_LABELS[endpoint] ?? OTHER, value)
      cache.set(key, child)
    }
    child.inc()
  }
}

const RESULTS: readonly UpstreamResult[] =
  ['ok', 'error_code', 'http_error', 'bad_answer', 'timeout', 'outage', 'reset', 'aborted']
const RESULT_INDEX = Object.fromEntries(RESULTS.map((r, i) => [r, i])) as Record<UpstreamResult, number>
