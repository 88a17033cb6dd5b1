// Multipart uploads are streamed through to the upstream, never held whole in memory. The upstream call
// starts only once the text fields before the file are valid and the file's first bytes are an allowed
// image; a file that then grows past the limit aborts the call, so the upstream never gets a whole request.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Multipart, MultipartFile } from '@fastify/multipart'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'
import type { EndpointDef } from '../../shared/endpoints.js'
import { IMAGE_MIME, SNIFF_BYTES, sniffImage } from '../../shared/rules/image.js'
import type { FieldError } from '../../shared/codes.js'
import { forwardedHeaders, signedUrl } from './upstream-call.js'
import { mapOutcome } from './outcome.js'
import { badRequest } from './plugins/envelope.js'
import { describeValidationError, messageFor } from './validation-message.js'
import { ruledProperties } from '../../shared/schemas/common.js'
import { normalise } from '../../shared/rules/normalise.js'
import { megabytes } from './units.js'

class UploadRefused extends Error {
  constructor (readonly http: 400 | 413 | 415, readonly fieldError: FieldError | null, readonly key: string) { super(key) }
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])

/** Any failure while streaming becomes the answer the client gets. */
function asRefusal (err: unknown, fileField: string, t: FastifyRequest['t'], max: string): UploadRefused {
  if (err instanceof UploadRefused) return err
  const code = (err as { code?: string }).code ?? ''
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadRefused(413, { field: fileField, message: t('error.file_too_large', { max }) }, 'error.file_too_large')
  if (LIMIT_CODES.has(code)) return new UploadRefused(413, null, 'error.too_many_parts')
  return new UploadRefused(400, { field: 'body', message: t('error.not_json') }, 'error.not_json')
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

function fieldsProblem (entry: EndpointDef, fields: Record<string, string>, request: FastifyRequest): FieldError | null {
  const check = checker(entry.body)
  if (check.Check(fields)) return null
  return describeValidationError(check.Errors(fields) as never, request.t, { ruled: ruledProperties(entry.body), region: request.site.region })
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

async function readHead (iterator: AsyncIterator<Buffer>): Promise<{ head: Buffer, done: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  while (size < SNIFF_BYTES) {
    const next = await iterator.next()
    if (next.done === true) return { head: Buffer.concat(chunks), done: true }
    chunks.push(next.value)
    size += next.value.length
  }
  return { head: Buffer.concat(chunks), done: false }
}

async function drain (parts: AsyncIterator<Multipart>): Promise<void> {
  try {
    for (let next = await parts.next(); next.done !== true; next = await parts.next()) {
      if (next.value.type === 'file') next.value.file.resume()
    }
  } catch {
    // The client's body is already refused; a broken remainder changes nothing.
  }
}

function refusal (request: FastifyRequest, reply: FastifyReply, refused: UploadRefused): FastifyReply {
  if (refused.fieldError !== null) {
    if (refused.http === 400) return badRequest(reply, refused.fieldError)
    return reply.fail(refused.http, refused.key, { errors: [refused.fieldError] })
  }
  return reply.fail(refused.http, refused.key, { params: { max: megabytes(request.server.config.uploadMaxBytes) } })
}

export async function proxyUpload (entry: EndpointDef, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const t = request.t
  const fileField = entry.upload?.field ?? 'file'
  const allowed = entry.upload?.types ?? []
  const max = megabytes(request.server.config.uploadMaxBytes)
  const known = Object.keys((entry.body as unknown as { properties: Record<string, unknown> }).properties)
  const ruled = ruledProperties(entry.body)
  const parts = request.parts()[Symbol.asyncIterator]()
  const fields: Record<string, string> = {}

  const takeField = (part: Multipart): void => {
    if (part.type === 'file') throw new UploadRefused(413, null, 'error.too_many_parts')
    if (!known.includes(part.fieldname)) throw new UploadRefused(400, { field: part.fieldname, message: messageFor(t, 'not_allowed', part.fieldname) }, 'error.not_allowed')
    if (part.valueTruncated || typeof part.value !== 'string') throw new UploadRefused(400, { field: part.fieldname, message: messageFor(t, 'too_long', part.fieldname) }, 'error.too_long')
    const rule = ruled.get(part.fieldname)
    fields[part.fieldname] = rule === undefined ? part.value : normalise(rule, part.value, request.site.region)
  }

  // Phase 1: fields before the file, then the file's first bytes. Nothing has gone upstream yet.
  let file: MultipartFile | undefined
  let fileChunks: AsyncIterator<Buffer> | undefined
  let head: { head: Buffer, done: boolean }
  let type: ReturnType<typeof sniffImage>
  try {
    for (let next = await parts.next(); next.done !== true; next = await parts.next()) {
      const part = next.value
      if (part.type === 'file') {
        // Resumed on refusal below: an unread file stream would stall the parser.
        file = part
        if (part.fieldname !== fileField) throw new UploadRefused(400, { field: part.fieldname, message: messageFor(t, 'not_allowed', part.fieldname) }, 'error.not_allowed')
        break
      }
      takeField(part)
    }
    if (file === undefined) throw new UploadRefused(400, { field: fileField, message: t('error.file_missing') }, 'error.file_missing')
    const problem = fieldsProblem(entry, fields, request)
    if (problem !== null) throw new UploadRefused(400, problem, 'error.invalid')
    fileChunks = file.file[Symbol.asyncIterator]()
    head = await readHead(fileChunks)
    type = sniffImage(head.head)
    if (type === null || !allowed.includes(type)) throw new UploadRefused(415, { field: fileField, message: t('error.file_type') }, 'error.file_type')
    if (head.done && file.file.truncated) throw new UploadRefused(413, { field: fileField, message: t('error.file_too_large', { max }) }, 'error.file_too_large')
  } catch (err) {
    if (file !== undefined) file.file.resume()
    await drain(parts)
    if (err instanceof UploadRefused) return refusal(request, reply, err)
    throw err
  }

  // Phase 2: stream the re-framed body; late fields and the size limit are still checked on the way.
  const boundary = `----wallet${randomBytes(12).toString('hex')}`
  const abort = new AbortController()
  let refused: UploadRefused | null = null
  const chunks = fileChunks
  const sniffed = type
  const first = head
  const filename = safeFilename(file.filename)
  async function * body (): AsyncGenerator<Buffer> {
    try {
      for (const [name, value] of Object.entries(fields)) yield Buffer.concat([partHeader(boundary, name), Buffer.from(value), Buffer.from('\r\n')])
      yield partHeader(boundary, fileField, filename, IMAGE_MIME[sniffed])
      yield first.head
      if (!first.done) {
        for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) yield next.value
      }
      if (file?.file.truncated === true) throw new UploadRefused(413, { field: fileField, message: t('error.file_too_large', { max }) }, 'error.file_too_large')
      yield Buffer.from('\r\n')
      for (let next = await parts.next(); next.done !== true; next = await parts.next()) {
        const part = next.value
        takeField(part)
        if (part.type === 'field') yield Buffer.concat([partHeader(boundary, part.fieldname), Buffer.from(fields[part.fieldname] ?? ''), Buffer.from('\r\n')])
      }
      const problem = fieldsProblem(entry, fields, request)
      if (problem !== null) throw new UploadRefused(400, problem, 'error.invalid')
      yield Buffer.from(`--${boundary}--\r\n`)
    } catch (err) {
      refused = asRefusal(err, fileField, t, max)
      abort.abort(refused)
      throw err
    }
  }

  const headers = forwardedHeaders(request, entry)
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`
  const stream = Readable.from(body())
  stream.on('error', () => { /* reported through `refused` and the aborted call */ })
  const outcome = await request.server.upstream.send({ method: 'POST', url: signedUrl(request, entry), headers, body: stream, signal: abort.signal })
  if (refused !== null) {
    await drain(parts)
    return refusal(request, reply, refused)
  }
  const mapped = mapOutcome(outcome, entry.result ?? 'code', t)
  return reply.envelope(mapped.http, mapped.body)
}
