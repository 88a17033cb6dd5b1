// The page's own diagnostic log, sent with feedback only when the player agrees. The one api client keeps
// its last failed calls raw (lib/api.ts `failedCalls`, in memory only, 50 at most); this module, off the
// first paint, takes from each only what cannot name a person: the table's path of the call (never a URL),
// the HTTP status, the envelope's code, the gateway's request id (a UUID; anything else is dropped) and the
// time. No message, body or other header is ever read.
import { FEEDBACK_LOG_MAX, LOG_ENDPOINT, LOG_REQUEST_ID } from '../../../shared/rules/feedback.js'
import type { FeedbackLogEntry } from '../../../shared/schemas/feedback.js'
import { failedCalls } from './api.js'

/** One failure as it may be sent, or null when its path is not a call of the table. */
export function logEntry (
  path: string,
  status: number,
  code: number,
  requestId: string | null,
  atMs: number
): FeedbackLogEntry | null {
  if (!LOG_ENDPOINT.test(path)) return null
  return {
    endpoint: path,
    status: Number.isInteger(status) && status >= 0 && status <= 599 ? status : 0,
    code: Number.isInteger(code) && code >= -1 && code <= 99999 ? code : -1,
    request_id: requestId !== null && LOG_REQUEST_ID.test(requestId) ? requestId : '',
    at: Math.max(0, Math.floor(atMs / 1000))
  }
}

/** The recent failures, oldest first, as the feedback's log carries them. */
export function recentFailures (): FeedbackLogEntry[] {
  const entries: FeedbackLogEntry[] = []
  for (const [path, response, code, at] of failedCalls.slice(0, FEEDBACK_LOG_MAX)) {
    const entry = logEntry(path, response?.status ?? 0, code, response?.headers.get('x-request-id') ?? null, at)
    if (entry !== null) entries.unshift(entry)
  }
  return entries
}
