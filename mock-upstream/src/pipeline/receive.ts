// The whole body first, then the journal, as a real upstream reads a request before acting on it: an
// upload aborted half way leaves no journal entry.
import type { UploadInfo } from '../handler.js'
import { receiveMultipart } from '../multipart-body.js'
import { dropConnection, type Call, type Stop } from './call.js'

export type Parsed = { ok: true, value: unknown } | { ok: false }

export interface Received {
  /** The exact JSON text: the signature covers these bytes (empty for GET and multipart). */
  rawBody: string
  parsed: Parsed
  /** The text fields and files of a multipart call; `multipartOk` false when its framing was broken. */
  fields: Record<string, string>
  files: UploadInfo[]
  multipartOk: boolean
  /** What the journal shows of the body. */
  journalBody: unknown
}

function parseJson (text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export async function receiveBody (call: Call): Promise<Received | Stop> {
  const { entry, request } = call
  if (entry.kind === 'json') {
    const rawBody = typeof request.body === 'string' ? request.body : ''
    const parsed = parseJson(rawBody)
    return {
      rawBody,
      parsed,
      fields: {},
      files: [],
      multipartOk: true,
      journalBody: parsed.ok ? parsed.value : rawBody
    }
  }
  if (entry.kind === 'multipart') {
    const received = await receiveMultipart(request)
    if (!received.ok && received.aborted) return dropConnection(call)
    const { fields, files } = received
    return {
      rawBody: '',
      parsed: { ok: false },
      fields,
      files,
      multipartOk: received.ok,
      journalBody: { fields, files }
    }
  }
  return { rawBody: '', parsed: { ok: false }, fields: {}, files: [], multipartOk: true, journalBody: null }
}

export function recordInJournal (call: Call, received: Received): void {
  const { request } = call
  call.app.journal.record({
    method: request.method,
    path: call.entry.upstream,
    query: { ...(request.query as Record<string, unknown>) },
    headers: { ...request.headers },
    body: received.journalBody,
    token: call.who.token,
    at: new Date().toISOString()
  })
}
