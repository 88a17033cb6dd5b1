// Multipart uploads are streamed through to the upstream, never held whole in memory. The upstream call
// starts only once the text fields before the file are valid and the file's first bytes are an allowed
// image; a file that then grows past the limit aborts the call, so the upstream never gets a whole request.
// A refusal is answered at once and never waits for the rest of the body: the connection is closed after
// the answer instead (plugins/connection-bounds.ts), so a refused upload cannot hold its socket.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'
import type { EndpointDef, ImageType } from '../../../shared/endpoints.js'
import { IMAGE_MIME, SNIFF_BYTES, nameForType, sniffImage } from '../../../shared/rules/image.js'
import type { FieldError } from '../../../shared/codes.js'
import type { Params } from '../../../shared/i18n.js'
import { forwardedHeaders, signedUrl } from '../upstream/request.js'
import { mapOutcome } from '../upstream/outcome.js'
import { badRequest } from '../plugins/envelope.js'
import { describeValidationError, messageFor } from '../checks/validation-message.js'
import { ruledProperties } from '../../../shared/schemas/common.js'
import { normaliseBody } from '../../../shared/rules/normalise.js'
import { ruleProblem } from '../checks/field-rules.js'
import { multipartBoundary } from '../checks/content-type.js'
import { megabytes } from '../units.js'
import { sendUpstream } from '../upstream/plugin.js'
import { uploadStreamed } from './memory.js'

type T = FastifyRequest['t']

class UploadRefused extends Error {
  constructor (readonly http: 400 | 413 | 415, readonly key: string, readonly fieldError: FieldError | null, readonly params?: Params) { super(key) }
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])

function tooLarge (t: T, fileField: string, max: string): UploadRefused {
  return new UploadRefused(413, 'error.file_too_large', { field: fileField, message: t('error.file_too_large', { max }) }, { max })
}

function malformed (t: T): UploadRefused {
  return new UploadRefused(400, 'error.multipart_malformed', { field: 'body', message: t('error.multipart_malformed') })
}

/** Whatever the multipart parser throws is about the client's body: its limits, else broken framing. */
function parserRefusal (err: unknown, t: T, fileField: string, max: string): UploadRefused {
  if (err instanceof UploadRefused) return err
  const code = (err as { code?: string }).code ?? ''
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(t, fileField, max)
  if (LIMIT_CODES.has(code)) return new UploadRefused(413, 'error.too_many_parts', null)
  return malformed(t)
}

const checkers = new WeakMap<TSchema, ReturnType<typeof Compile>>()
function checker (schema: TSchema) {
  let check = checkers.get(schema)
  if (check === undefined) {
    check = Compile(schema)
    checkers.set(schema, check)
  }
  return check
}

function safeFilename (name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[^\w.-]/g, '_').slice(0, 100)
  return clean === '' ? 'upload' : clean
}

function partHeader (boundary: string, name: string, filename?: string, mime?: string): Buffer {
  const disposition = filename === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${filename}"`
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${mime === undefined ? '' : `Content-Type: ${mime}\r\n`}\r\n`)
}

function refusal (reply: FastifyReply, refused: UploadRefused): FastifyReply {
  if (refused.http === 400 && refused.fieldError !== null) return badRequest(reply, refused.fieldError)
  const errors = refused.fieldError === null ? {} : { errors: [refused.fieldError] }
  return reply.fail(refused.http, refused.key, { ...errors, ...(refused.params === undefined ? {} : { params: refused.params }) })
}

export async function proxyUpload (entry: EndpointDef, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const t = request.ctx.t
  const config = request.server.config
  const fileField = entry.upload?.field ?? 'file'
  const allowed: readonly ImageType[] = entry.upload?.types ?? []
  const max = megabytes(config.uploadMaxBytes)
  const known = Object.keys((entry.body as unknown as { properties: Record<string, unknown> }).properties)
  const ruled = ruledProperties(entry.body)
  if (multipartBoundary(request.headers['content-type']) === null) return refusal(reply, malformed(t))

  const parts = request.parts()[Symbol.asyncIterator]()
  const nextPart = async (): Promise<Multipart | null> => {
    try {
      const next = await parts.next()
      return next.done === true ? null : next.value
    } catch (err) {
      throw parserRefusal(err, t, fileField, max)
    }
  }
  const nextChunk = async (chunks: AsyncIterator<Buffer>): Promise<Buffer | null> => {
    try {
      const next = await chunks.next()
      return next.done === true ? null : next.value
    } catch (err) {
      throw parserRefusal(err, t, fileField, max)
    }
  }

  // Text fields as sent; checked and forwarded in canonical form, as JSON bodies are (routes/api.ts).
  const sent: Record<string, string> = {}
  const canonical = (): Record<string, string> => normaliseBody(sent, ruled, request.ctx.region) as Record<string, string>
  const takeField = (part: Multipart): string => {
    if (part.type === 'file') throw new UploadRefused(413, 'error.too_many_parts', null)
    const name: unknown = part.fieldname
    // A part whose Content-Disposition names nothing is broken framing, not a field to name.
    if (typeof name !== 'string' || name === '') throw malformed(t)
    if (!known.includes(name)) throw new UploadRefused(400, 'error.not_allowed', { field: name, message: messageFor(t, 'not_allowed', name) })
    // Two values leave no single one to check and forward; the upstream refuses them too.
    if (Object.hasOwn(sent, name)) throw new UploadRefused(400, 'error.duplicate', { field: name, message: messageFor(t, 'duplicate', name) })
    if (part.valueTruncated || typeof part.value !== 'string') throw new UploadRefused(400, 'error.too_long', { field: name, message: messageFor(t, 'too_long', name) })
    sent[name] = part.value
    return name
  }
  const fieldsProblem = (): FieldError | null => {
    const fields = canonical()
    const check = checker(entry.body)
    if (!check.Check(fields)) return describeValidationError(check.Errors(fields), t, { ruled, region: request.ctx.region })
    return ruleProblem(entry, ruled, fields, request)
  }

  // Phase 1: fields before the file, then the file's first bytes. Nothing has gone upstream yet.
  let file: MultipartFile | undefined
  let chunks: AsyncIterator<Buffer>
  const head: Buffer[] = []
  let headDone = false
  let type: ImageType
  try {
    for (let part = await nextPart(); part !== null; part = await nextPart()) {
      if (part.type === 'file') {
        file = part
        if (typeof part.fieldname !== 'string' || part.fieldname === '') throw malformed(t)
        if (part.fieldname !== fileField) throw new UploadRefused(400, 'error.not_allowed', { field: part.fieldname, message: messageFor(t, 'not_allowed', part.fieldname) })
        break
      }
      takeField(part)
    }
    if (file === undefined) throw new UploadRefused(400, 'error.file_missing', { field: fileField, message: t('error.file_missing') })
    // Past the limit the parser skips the rest of the file, waiting for its end; the refusal cannot wait.
    const limited = file.file
    limited.once('limit', () => { limited.destroy(tooLarge(t, fileField, max)) })
    const problem = fieldsProblem()
    if (problem !== null) throw new UploadRefused(400, 'error.invalid', problem)
    chunks = file.file[Symbol.asyncIterator]()
    for (let size = 0; size < SNIFF_BYTES;) {
      const chunk = await nextChunk(chunks)
      if (chunk === null) { headDone = true; break }
      head.push(chunk)
      size += chunk.length
    }
    const sniffed = sniffImage(Buffer.concat(head))
    if (sniffed === null || !allowed.includes(sniffed)) throw new UploadRefused(415, 'error.file_type', { field: fileField, message: t('error.file_type') })
    if (headDone && file.file.truncated) throw tooLarge(t, fileField, max)
    type = sniffed
  } catch (err) {
    if (err instanceof UploadRefused) return refusal(reply, err)
    throw err
  }

  // Phase 2: stream the re-framed body; late fields and the size limit are still checked on the way.
  const boundary = `----wallet${randomBytes(12).toString('hex')}`
  const abort = new AbortController()
  let refused: UploadRefused | null = null
  const upload = file
  const filename = nameForType(safeFilename(upload.filename), type)
  async function * body (): AsyncGenerator<Buffer> {
    try {
      for (const [name, value] of Object.entries(canonical())) yield Buffer.concat([partHeader(boundary, name), Buffer.from(value), Buffer.from('\r\n')])
      yield partHeader(boundary, fileField, filename, IMAGE_MIME[type])
      yield Buffer.concat(head)
      if (!headDone) {
        for (let chunk = await nextChunk(chunks); chunk !== null; chunk = await nextChunk(chunks)) {
          yield chunk
          uploadStreamed(chunk.length)
        }
      }
      if (upload.file.truncated) throw tooLarge(t, fileField, max)
      yield Buffer.from('\r\n')
      for (let part = await nextPart(); part !== null; part = await nextPart()) {
        const name = takeField(part)
        yield Buffer.concat([partHeader(boundary, name), Buffer.from(canonical()[name] ?? ''), Buffer.from('\r\n')])
      }
      const problem = fieldsProblem()
      if (problem !== null) throw new UploadRefused(400, 'error.invalid', problem)
      yield Buffer.from(`--${boundary}--\r\n`)
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
  const outcome = await sendUpstream(request, entry, {
    method: 'POST',
    url: signedUrl(request, entry),
    headers,
    body: stream,
    signal: abort.signal,
    totalMs: config.limits.requestMs + config.upstreamTimeoutMs
  })
  if (refused !== null) return refusal(reply, refused)
  if (outcome.kind === 'answer') request.server.metrics.uploaded(entry, upload.file.bytesRead)
  if (outcome.kind !== 'answer') request.log.warn({ outcome: outcome.kind, endpoint: entry.upstream }, 'upstream did not answer')
  const mapped = mapOutcome(outcome, entry.result ?? 'code', t)
  return reply.envelope(mapped.http, mapped.body)
}
