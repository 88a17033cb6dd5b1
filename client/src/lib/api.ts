// The one api client: the contract's headers from the app info, the envelope, statuses, toasts and the
// host bridge's reactions, all in one place. Screens get a Result and never see fetch.
import type { BodyOf, DataOf, EndpointId } from '../../../shared/endpoints.js'
import { DEFAULT_FLAVOR, DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../../shared/defaults.js'
import { CLOSE_ALL_PAGES_CODES, PAY_ERROR, type EnvelopeStatus, type FieldError } from '../../../shared/codes.js'
import type { ClientRoute } from './endpoint-routes.gen.js'
import { firstRoutes } from './endpoint-routes-first.gen.js'
import { closeAllPages, payError } from './bridge.js'
import { appInfo, siteConfig } from './session.js'
import { requestLanguage, t } from './i18n.js'
import { showToast } from './toast.js'
import { sendKeyed } from './idempotency.js'
import type { Failure, Result } from './result.js'
import { noteMoneyMode } from './money-mode.js'
import { MONEY_MODE_HEADER } from '../../../shared/money-modes.js'

export interface CallOptions {
  /** No toast (background calls, analytics, polling). */
  silent?: boolean
  /** No host-app reaction to the answer (with silent: no toast either): an analytics report's answer (the hub's own
   * codes) never closes the wallet. */
  background?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** Beyond the gateway's own upstream timeout: the gateway answers 504 first unless the network is gone. */
const CLIENT_TIMEOUT_MARGIN_MS = 5000

export function clientTimeoutMs (): number {
  return (siteConfig()?.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS) + CLIENT_TIMEOUT_MARGIN_MS
}

export function requestHeaders (extra: Record<string, string> = {}): Record<string, string> {
  const info = appInfo()
  const headers: Record<string, string> = { 'accept-language': requestLanguage(), ...extra }
  if (info === null) return headers
  if (info.token !== '') headers.authorization = `Bearer ${info.token}`
  const put = (name: string, value: string) => { if (value !== '') headers[name] = value }
  put('device', info.deviceId)
  put('user', info.userId)
  put('session', info.session)
  put('country', info.countryCode)
  put('channel', info.channel)
  put('product', info.productId)
  put('version', info.versionName)
  put('x-origin', info.origin || window.location.origin)
  headers['x-flavor'] = info.flavor || DEFAULT_FLAVOR
  if (info.slots) headers['x-slots'] = '1'
  return headers
}

export function failure (code: number, msg: string, status: Failure['status'], errors?: FieldError[]): Failure {
  return errors === undefined ? { ok: false, code, msg, status } : { ok: false, code, msg, status, errors }
}

/** What every failed envelope does: bridge reactions, then the toast. */
export function reactToFailure (result: Failure, silent: boolean): Failure {
  if (CLOSE_ALL_PAGES_CODES.includes(result.code)) {
    if (result.code === PAY_ERROR) payError({ code: result.code, msg: result.msg })
    closeAllPages()
  }
  if (!silent) showToast(result.msg)
  return result
}

export function interpret<T> (http: number, body: unknown): Result<T> {
  const env = body as { code?: unknown, msg?: unknown, data?: unknown, status?: unknown, errors?: FieldError[] } | null
  if (env === null || typeof env !== 'object' || typeof env.code !== 'number') {
    // Not the gateway's envelope: a proxy's page, or an answer cut short (a dropped link can leave Chromium a
    // bare "200" with no body). Nobody said what happened upstream, so a money call stays pending, same key.
    // A proxy's 504 is a timeout and its 503 an outage (CONTRACT section 5), each told as such, not 'System busy'.
    if (http === 504) return failure(-1, t('error.timeout'), 'timeout')
    if (http === 503) return failure(-1, t('error.outage'), 'outage')
    return failure(-1, t(http >= 500 ? 'error.system_busy' : 'error.network'), 'network')
  }
  const msg = typeof env.msg === 'string' ? env.msg : ''
  const status = (typeof env.status === 'string' ? env.status : 'error') as EnvelopeStatus
  if (env.code === 0 && status === 'success') return { ok: true, data: env.data as T, msg }
  return failure(env.code, msg || t('error.system_busy'), status, Array.isArray(env.errors) ? env.errors : undefined)
}

/**
 * The last failed calls, newest first, raw: the table's path, the answer (null when none came), the code and
 * the time. Kept this small for the first paint; lib/failure-log.ts takes from it only what may be sent.
 */
export const failedCalls: Array<[string, Response | null, number, number]> = []
const noteFailure = (path: string, response: Response | null, code: number) => {
  failedCalls.unshift([path, response, code, Date.now()])
  failedCalls.splice(50)
}

async function send<T> (path: string, init: RequestInit, options: CallOptions): Promise<Result<T>> {
  const timeout = clientTimeoutMs()
  const signals = [AbortSignal.timeout(timeout), ...(options.signal === undefined ? [] : [options.signal])]
  let response: Response
  try {
    response = await fetch(path, { ...init, signal: AbortSignal.any(signals), credentials: 'same-origin' })
  } catch (err) {
    if (options.signal?.aborted === true) return failure(-1, '', 'network')
    const timedOut = (err as { name?: string }).name === 'TimeoutError'
    noteFailure(path, null, -1)
    const answer = failure(-1, t(timedOut ? 'error.timeout' : 'error.network'), timedOut ? 'timeout' : 'network')
    return reactToFailure(answer, options.silent === true)
  }
  noteMoneyMode(response.headers.get(MONEY_MODE_HEADER))
  let body: unknown = null
  try { body = await response.json() } catch { body = null }
  const result = interpret<T>(response.status, body)
  if (result.ok || options.background === true) return result
  noteFailure(path, response, result.code)
  return reactToFailure(result, options.silent === true)
}

/** The first screen's routes are in the entry; the whole table is a chunk of its own (scripts/client-routes.ts),
 * fetched after the first screen (main.tsx) or at the first other call. */
export async function routeOf (id: EndpointId): Promise<ClientRoute> {
  return firstRoutes[id] ?? (await import('./endpoint-routes.gen.js')).endpointRoutes[id]
}

type Routes = typeof import('./endpoint-routes.gen.js').endpointRoutes
/**
 * The multipart endpoints (the routes naming a file field): upload() (./upload.ts) takes only these, call()
 * none of them, at compile time.
 */
export type UploadId = { [K in EndpointId]: Routes[K] extends { upload: string } ? K : never }[EndpointId]
export type CallId = Exclude<EndpointId, UploadId>

/**
 * A JSON (or GET) call. A keyed call (money, payout binding: the table's flags) gets its Idempotency-Key
 * here, one per identical request, kept while the outcome is uncertain so a retry is replayed, not repeated.
 */
export async function call<K extends CallId> (
  id: K,
  body?: BodyOf<K>,
  options: CallOptions = {}
): Promise<Result<DataOf<K>>> {
  const route = await routeOf(id)
  const headers = requestHeaders(options.headers)
  if (route.method === 'GET') return send(route.path, { method: 'GET', headers }, options)
  headers['content-type'] = 'application/json'
  const post = async (key?: string): Promise<Result<DataOf<K>>> => {
    if (key !== undefined) headers['idempotency-key'] = key
    return send(route.path, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }, options)
  }
  return route.keyed ? sendKeyed(`${id}:${JSON.stringify(body ?? {})}`, post) : post()
}
