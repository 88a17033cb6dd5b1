// Multipart uploads are streamed through to the upstream, never held whole in memory. The upstream call
// starts only once the text fields before the file are valid and the file's first bytes are an allowed
// image; a file that then grows past the limit aborts the call, so the upstream never gets a whole request.
// A refusal is answered at once and never waits for the rest of the body: the connection is closed after
// the answer instead (plugins/connection-bounds.ts), so a refused upload cannot hold its socket.
// Three phases: receive (fields, then the file's first bytes), stream to the upstream, answer.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { MultipartFile } from '@fastify/multipart'
import type { EndpointDef, ImageType } from '../../../shared/endpoints.js'
import { IMAGE_MIME, SNIFF_BYTES, nameForType, sniffImage } from '../../../shared/rules/image.js'
import { forwardedHeaders, signedUrl } from '../upstream/request.js'
import { mapOutcome } from '../upstream/outcome.js'
import type { Outcome } from '../upstream/types.js'
import { multipartBoundary } from '../checks/content-type.js'
import { sendUpstream } from '../upstream/plugin.js'
import { uploadStreamed } from './memory.js'
import { UploadParts, UploadRefused, malformed, refusal } from './parts.js'

/** What the receive phase found: the file, its first bytes and their image type. */
interface Received {
  file: MultipartFile
  chunks: AsyncIterator<Buffer>
  head: Buffer[]
  /** The whole file is in `head` already. */
  headDone: boolean
  type: ImageType
}

/** What the stream phase ended with: the call's outcome, and the refusal that aborted it, if one did. */
interface Sent { outcome: Outcome, refused: UploadRefused | null }

function safeFilename (name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[^\w.-]/g, '_').slice(0, 100)
  return clean === '' ? 'upload' : clean
}

function partHeader (boundary: string, name: string, filename?: string, mime?: string): Buffer {
  const named = `form-data; name="${name}"`
  const disposition = filename === undefined ? named : `${named}; filename="${filename}"`
  const type = mime === undefined ? '' : `Content-Type: ${mime}\r\n`
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`)
}

function fieldPart (boundary: string, name: string, value: string): Buffer {
  return Buffer.concat([partHeader(boundary, name), Buffer.from(value), Buffer.from('\r\n')])
}

/** Phase 1a: the text fields before the file, then the file part itself. */
async function receiveFile (parts: UploadParts): Promise<MultipartFile> {
  for (let part = await parts.nextPart(); part !== null; part = await parts.nextPart()) {
    if (part.type !== 'file') {
      parts.takeField(part)
      continue
    }
    if (typeof part.fieldname !== 'string' || part.fieldname === '') throw parts.malformed()
    if (part.fieldname !== parts.fileField) throw parts.fieldRefused(part.fieldname, 'not_allowed')
    return part
  }
  const message = parts.t('error.file_missing')
  throw new UploadRefused(400, 'error.file_missing', { field: parts.fileField, message })
}

/** Phase 1b: the file's first bytes, enough to tell its image type. */
async function receiveHead (parts: UploadParts, file: MultipartFile): Promise<Received> {
  const chunks = file.file[Symbol.asyncIterator]()
  const head: Buffer[] = []
  let headDone = false
  for (let size = 0; size < SNIFF_BYTES;) {
    const chunk = await parts.nextChunk(chunks)
    if (chunk === null) { headDone = true; break }
    head.push(chunk)
    size += chunk.length
  }
  const sniffed = sniffImage(Buffer.concat(head))
  const allowed: readonly ImageType[] = parts.entry.upload?.types ?? []
  if (sniffed === null || !allowed.includes(sniffed)) {
    const message = parts.t('error.file_type')
    throw new UploadRefused(415, 'error.file_type', { field: parts.fileField, message })
  }
  if (headDone && file.file.truncated) throw parts.tooLarge()
  return { file, chunks, head, headDone, type: sniffed }
}

/** Phase 1: everything checked before the upstream call starts. Nothing has gone upstream yet. */
async function receive (parts: UploadParts): Promise<Received> {
  const file = await receiveFile(parts)
  // Past the limit the parser skips the rest of the file, waiting for its end; the refusal cannot wait.
  const limited = file.file
  limited.once('limit', () => { limited.destroy(parts.tooLarge()) })
  parts.checkFields()
  return await receiveHead(parts, file)
}

/** The re-framed body: fields, the file (its rest read as it streams), late fields, the closing boundary. */
async function * reframed (parts: UploadParts, received: Received, boundary: string): AsyncGenerator<Buffer> {
  const { file, chunks, head, headDone, type } = received
  for (const [name, value] of Object.entries(parts.canonical())) yield fieldPart(boundary, name, value)
  yield partHeader(boundary, parts.fileField, nameForType(safeFilename(file.filename), type), IMAGE_MIME[type])
  yield Buffer.concat(head)
  if (!headDone) {
    for (let chunk = await parts.nextChunk(chunks); chunk !== null; chunk = await parts.nextChunk(chunks)) {
      yield chunk
      uploadStreamed(chunk.length)
    }
  }
  if (file.file.truncated) throw parts.tooLarge()
  yield Buffer.from('\r\n')
  for (let part = await parts.nextPart(); part !== null; part = await parts.nextPart()) {
    const name = parts.takeField(part)
    yield fieldPart(boundary, name, parts.canonical()[name] ?? '')
  }
  parts.checkFields()
  yield Buffer.from(`--${boundary}--\r\n`)
}

/** Phase 2: stream the re-framed body; late fields and the size limit are still checked on the way. */
async function streamUpstream (parts: UploadParts, received: Received): Promise<Sent> {
  const { entry, request } = parts
  const boundary = `----wallet${randomBytes(12).toString('hex')}`
  const abort = new AbortController()
  let refused: UploadRefused | null = null
  async function * body (): AsyncGenerator<Buffer> {
    try {
      yield * reframed(parts, received, boundary)
    } catch (err) {
      // Only a refusal aborts the call; an error thrown in here by the call itself (the upstream stalled
      // or went away) is already its outcome.
      if (err instanceof UploadRefused) {
        refused = err
        abort.abort(err)
      }
      throw err
    }
  }
  const headers = forwardedHeaders(request, entry)
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`
  const stream = Readable.from(body())
  stream.on('error', () => { /* reported through `refused` and the aborted call */ })
  const { limits, upstreamTimeoutMs } = request.server.config
  const outcome = await sendUpstream(request, entry, {
    method: 'POST',
    url: signedUrl(request, entry),
    headers,
    body: stream,
    signal: abort.signal,
    totalMs: limits.requestMs + upstreamTimeoutMs
  })
  return { outcome, refused }
}

/** Phase 3: the refusal met on the way, else the upstream's answer, counted. */
function answer (parts: UploadParts, received: Received, sent: Sent, reply: FastifyReply): FastifyReply {
  const { entry, request } = parts
  const { outcome, refused } = sent
  if (refused !== null) return refusal(reply, refused)
  if (outcome.kind === 'answer') request.server.metrics.uploaded(entry, received.file.file.bytesRead)
  else request.log.warn({ outcome: outcome.kind, endpoint: entry.upstream }, 'upstream did not answer')
  const mapped = mapOutcome(outcome, entry.result ?? 'code', parts.t)
  return reply.envelope(mapped.http, mapped.body)
}

export async function proxyUpload (
  entry: EndpointDef, request: FastifyRequest, reply: FastifyReply
): Promise<FastifyReply> {
  if (multipartBoundary(request.headers['content-type']) === null) {
    return refusal(reply, malformed(request.ctx.t))
  }
  const parts = new UploadParts(entry, request)
  let received: Received
  try {
    received = await receive(parts)
  } catch (err) {
    if (err instanceof UploadRefused) return refusal(reply, err)
    throw err
  }
  return answer(parts, received, await streamUpstream(parts, received), reply)
}
