// Every /api answer is the envelope {code, msg, data, status}; this plugin owns how the gateway's own
// failures (validation, media type, size, login, internal) become one.
import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import {
  BAD_REQUEST, GATEWAY_FAILURE, UNAUTHORIZED, type Envelope, type EnvelopeStatus, type FieldError
} from '../../../shared/codes.js'
import type { Params } from '../../../shared/i18n.js'
import type { TSchema } from 'typebox'
import { describeValidationError } from '../checks/validation-message.js'
import { ruledProperties } from '../../../shared/schemas/common.js'
import { byteSize, megabytes } from '../units.js'
import { RATE_LIMITED } from './rate-limits.js'
import { MONEY_MODE_HEADER } from '../../../shared/money-modes.js'
import type { HostConfig } from '../site/page-hosts.js'

/** What a refusal carries besides its status and message key. */
export interface FailOptions { params?: Params, status?: EnvelopeStatus, code?: number, errors?: FieldError[] }

declare module 'fastify' {
  interface FastifyReply {
    envelope: (http: number, body: Envelope) => FastifyReply
    fail: (http: number, key: string, options?: FailOptions) => FastifyReply
  }
}

const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])
const MEDIA = new Set([
  'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
])

export function badRequest (reply: FastifyReply, error: FieldError): FastifyReply {
  return reply.envelope(400, { code: BAD_REQUEST, status: 'error', msg: error.message, data: null, errors: [error] })
}

export default fp(async function envelope (fastify) {
  fastify.decorateReply('envelope', function (this: FastifyReply, http: number, body: Envelope) {
    // Every answer says the region's money mode, so a page opened before an operator's change learns it from
    // its next call, whichever way it went (client/src/lib/money-mode.ts).
    // (A request refused before the site hook ran, a malformed URL say, has no site yet.)
    const site = this.request.site as Readonly<HostConfig> | null
    if (site !== null) this.header(MONEY_MODE_HEADER, site.moneyMode)
    return this.code(http).type('application/json; charset=utf-8').send(body)
  })

  fastify.decorateReply('fail', function (this: FastifyReply, http: number, key: string, options = {}) {
    const msg = this.request.t(key, options.params)
    const code = options.code ?? (http === 401 ? UNAUTHORIZED : http < 500 ? http : GATEWAY_FAILURE)
    const body: Envelope = { code, msg, data: null, status: options.status ?? 'error' }
    if (options.errors !== undefined) body.errors = options.errors
    return this.envelope(http, body)
  })

  fastify.setErrorHandler(function (error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.validation !== undefined) {
      const schema = request.routeOptions.schema?.body as TSchema | undefined
      const context = schema === undefined ? undefined : { ruled: ruledProperties(schema), region: request.site.region }
      return badRequest(reply, describeValidationError(error.validation, request.t, context))
    }
    const code = error.code ?? ''
    // The limiters set Retry-After before they throw; the answer is the envelope in the reader's language.
    if (code === RATE_LIMITED) {
      const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60
      return reply.fail(429, 'error.rate_limited', { params: { seconds: String(seconds) } })
    }
    if (code === 'FST_UNDER_PRESSURE') {
      return reply.fail(503, 'error.overloaded', { status: 'outage', code: GATEWAY_FAILURE })
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const params = { max: megabytes(fastify.config.uploadMaxBytes) }
      const errors = [{ field: 'file', message: request.t('error.file_too_large', params) }]
      return reply.fail(413, 'error.file_too_large', { params, errors })
    }
    // Any other body over its limit is a JSON body: it has no file to blame.
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      const params = { max: byteSize(fastify.initialConfig.bodyLimit ?? 0) }
      const errors = [{ field: 'body', message: request.t('error.body_too_large', params) }]
      return reply.fail(413, 'error.body_too_large', { params, errors })
    }
    if (TOO_MANY.has(code)) return reply.fail(413, 'error.too_many_parts')
    if (MEDIA.has(code) || error.statusCode === 415) return reply.fail(415, 'error.unsupported_media')
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty JSON bodies, broken multipart framing: the client's input, never a 5xx.
      const message = request.t('error.not_json')
      const errors = [{ field: 'body', message }]
      return reply.envelope(400, { code: BAD_REQUEST, status: 'error', msg: message, data: null, errors })
    }
    request.log.error({ err: error }, 'unexpected gateway error')
    return reply.fail(500, 'error.system_busy', { code: GATEWAY_FAILURE })
  })
}, { name: 'envelope', dependencies: ['i18n', 'site'] })
