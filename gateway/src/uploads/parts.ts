// Reading an upload's multipart body: its parts in order, its text fields (checked and canonical, as JSON
// bodies are) and the refusals a client's body can earn. The phases of the proxy (proxy.ts) read it.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Multipart } from '@fastify/multipart'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'
import type { EndpointDef } from '../../../shared/endpoints.js'
import type { FieldError } from '../../../shared/codes.js'
import type { Params } from '../../../shared/i18n.js'
import type { Region } from '../../../shared/regions.js'
import type { RuledField } from '../../../shared/rules/fields.js'
import { ruledProperties } from '../../../shared/schemas/common.js'
import { normaliseBody } from '../../../shared/rules/normalise.js'
import { badRequest } from '../plugins/envelope.js'
import { describeValidationError, messageFor, type FieldProblem } from '../checks/validation-message.js'
import { ruleProblem } from '../checks/field-rules.js'
import { megabytes } from '../units.js'

type T = FastifyRequest['t']

export class UploadRefused extends Error {
  constructor (
    readonly http: 400 | 413 | 415,
    readonly key: string,
    readonly fieldError: FieldError | null,
    readonly params?: Params
  ) { super(key) }
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])

const checkers = new WeakMap<TSchema, ReturnType<typeof Compile>>()
function checker (schema: TSchema) {
  let check = checkers.get(schema)
  if (check === undefined) {
    check = Compile(schema)
    checkers.set(schema, check)
  }
  return check
}

/** A body whose multipart framing is broken (or has no boundary to frame it). */
export function malformed (t: T): UploadRefused {
  return new UploadRefused(400, 'error.multipart_malformed', { field: 'body', message: t('error.multipart_malformed') })
}

/** The refusal as the envelope of its status (400 names its field). */
export function refusal (reply: FastifyReply, refused: UploadRefused): FastifyReply {
  if (refused.http === 400 && refused.fieldError !== null) return badRequest(reply, refused.fieldError)
  const errors = refused.fieldError === null ? {} : { errors: [refused.fieldError] }
  const params = refused.params === undefined ? {} : { params: refused.params }
  return reply.fail(refused.http, refused.key, { ...errors, ...params })
}

/** One upload's body as it arrives, with what its checks need: the entry, the limit, the region's messages. */
export class UploadParts {
  readonly t: T
  readonly fileField: string
  /** The upload limit as messages write it. */
  readonly max: string
  /** Text fields as sent; checked and forwarded in canonical form, as JSON bodies are (routes/api.ts). */
  readonly #sent: Record<string, string> = {}
  readonly #known: readonly string[]
  readonly #ruled: ReadonlyMap<string, RuledField>
  readonly #region: Region
  readonly #parts: AsyncIterator<Multipart>

  constructor (readonly entry: EndpointDef, readonly request: FastifyRequest) {
    this.t = request.ctx.t
    this.#region = request.ctx.region
    this.fileField = entry.upload?.field ?? 'file'
    this.max = megabytes(request.server.config.uploadMaxBytes)
    this.#known = Object.keys((entry.body as unknown as { properties: Record<string, unknown> }).properties)
    this.#ruled = ruledProperties(entry.body)
    this.#parts = request.parts()[Symbol.asyncIterator]()
  }

  tooLarge (): UploadRefused {
    const message = this.t('error.file_too_large', { max: this.max })
    return new UploadRefused(413, 'error.file_too_large', { field: this.fileField, message }, { max: this.max })
  }

  malformed (): UploadRefused {
    return malformed(this.t)
  }

  /** A refusal naming `field` with the validation message of `problem` ('not_allowed', 'duplicate'...). */
  fieldRefused (field: string, problem: FieldProblem): UploadRefused {
    return new UploadRefused(400, `error.${problem}`, { field, message: messageFor(this.t, problem, field) })
  }

  /** Whatever the multipart parser throws is about the client's body: its limits, else broken framing. */
  #parserRefusal (err: unknown): UploadRefused {
    if (err instanceof UploadRefused) return err
    const code = (err as { code?: string }).code ?? ''
    if (code === 'FST_REQ_FILE_TOO_LARGE') return this.tooLarge()
    if (LIMIT_CODES.has(code)) return new UploadRefused(413, 'error.too_many_parts', null)
    return this.malformed()
  }

  async nextPart (): Promise<Multipart | null> {
    try {
      const next = await this.#parts.next()
      return next.done === true ? null : next.value
    } catch (err) {
      throw this.#parserRefusal(err)
    }
  }

  async nextChunk (chunks: AsyncIterator<Buffer>): Promise<Buffer | null> {
    try {
      const next = await chunks.next()
      return next.done === true ? null : next.value
    } catch (err) {
      throw this.#parserRefusal(err)
    }
  }

  /** Keeps a text field as sent, refusing a file, an unknown or repeated name and a value cut short. */
  takeField (part: Multipart): string {
    if (part.type === 'file') throw new UploadRefused(413, 'error.too_many_parts', null)
    const name: unknown = part.fieldname
    // A part whose Content-Disposition names nothing is broken framing, not a field to name.
    if (typeof name !== 'string' || name === '') throw this.malformed()
    if (!this.#known.includes(name)) throw this.fieldRefused(name, 'not_allowed')
    // Two values leave no single one to check and forward; the upstream refuses them too.
    if (Object.hasOwn(this.#sent, name)) throw this.fieldRefused(name, 'duplicate')
    if (part.valueTruncated || typeof part.value !== 'string') throw this.fieldRefused(name, 'too_long')
    this.#sent[name] = part.value
    return name
  }

  /** The text fields so far, in canonical form. */
  canonical (): Record<string, string> {
    return normaliseBody(this.#sent, this.#ruled, this.#region) as Record<string, string>
  }

  /** Refuses the fields so far when the schema or the rules do (the first problem, as JSON bodies). */
  checkFields (): void {
    const fields = this.canonical()
    const check = checker(this.entry.body)
    const problem = check.Check(fields)
      ? ruleProblem(this.entry, this.#ruled, fields, this.request)
      : describeValidationError(check.Errors(fields), this.t, { ruled: this.#ruled, region: this.#region })
    if (problem !== null) throw new UploadRefused(400, 'error.invalid', problem)
  }
}
