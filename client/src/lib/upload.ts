// Multipart uploads with progress, beside the api client (./api.ts) and through its headers, envelope and
// reactions; apart from it because only the screens that upload need it, not the first paint.
import type { DataOf } from '../../../shared/endpoints.js'
import { endpointRoutes, type ClientRoute } from './endpoint-routes.gen.js'
import { FEEDBACK_LOG_MAX } from '../../../shared/rules/feedback.js'
import {
  clientTimeoutMs,
  failedCalls,
  failure,
  interpret,
  reactToFailure,
  requestHeaders,
  type CallOptions,
  type UploadId
} from './api.js'
import { t } from './i18n.js'
import type { Result } from './result.js'

/** A failed upload joins the api client's failed calls (lib/failure-log.ts reads them) as a fetch's would. */
function noteFailure (path: string, xhr: XMLHttpRequest | null, code: number): void {
  const answered = xhr !== null && xhr.status >= 200 && xhr.status <= 599
  const response = answered
    ? new Response(null, {
      status: xhr.status,
      headers: { 'x-request-id': xhr.getResponseHeader('x-request-id') ?? '' }
    })
    : null
  failedCalls.unshift([path, response, code, Date.now()])
  failedCalls.splice(FEEDBACK_LOG_MAX)
}

/**
 * Multipart upload with progress (0..1); XMLHttpRequest because fetch reports no upload progress. Settles
 * once: an abort by `signal` answers like an aborted call (no toast) and the listener goes with the request.
 */
export async function upload<K extends UploadId> (
  id: K,
  file: Blob,
  filename: string,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
  options: CallOptions = {}
): Promise<Result<DataOf<K>>> {
  const route: ClientRoute = endpointRoutes[id]
  const { signal } = options
  if (signal?.aborted === true) return failure(-1, '', 'network')
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append(route.upload ?? 'file', file, filename)
  return new Promise(resolve => {
    const xhr = new XMLHttpRequest()
    const abort = () => { xhr.abort() }
    const settle = (result: Result<DataOf<K>>) => {
      signal?.removeEventListener('abort', abort)
      resolve(result)
    }
    xhr.open('POST', route.path)
    for (const [k, v] of Object.entries(requestHeaders(options.headers))) xhr.setRequestHeader(k, v)
    xhr.timeout = clientTimeoutMs()
    xhr.upload.onprogress = e => { if (e.lengthComputable) onProgress(e.loaded / e.total) }
    xhr.onload = () => {
      let body: unknown = null
      try { body = JSON.parse(xhr.responseText) } catch { body = null }
      const result = interpret<DataOf<K>>(xhr.status, body)
      if (result.ok) onProgress(1)
      else noteFailure(route.path, xhr, result.code)
      settle(result.ok ? result : reactToFailure(result, options.silent === true))
    }
    xhr.onerror = () => {
      noteFailure(route.path, null, -1)
      settle(reactToFailure(failure(-1, t('error.network'), 'network'), options.silent === true))
    }
    xhr.ontimeout = () => {
      noteFailure(route.path, null, -1)
      settle(reactToFailure(failure(-1, t('error.timeout'), 'timeout'), options.silent === true))
    }
    xhr.onabort = () => { settle(failure(-1, '', 'network')) }
    signal?.addEventListener('abort', abort, { once: true })
    xhr.send(form)
  })
}
