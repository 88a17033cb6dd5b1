// The API routes, made from the endpoint table: one route per entry, same path as the client calls.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { endpointList, requiresIdempotencyKey, type EndpointDef, type EndpointId } from '../../../shared/endpoints.js'
import {
  flowClosed, moneyFlowOf, MONEY_MODE_CODE, MONEY_MODE_KEY, type MoneyFlow, type MoneyMode
} from '../../../shared/money-modes.js'
import { ruledProperties } from '../../../shared/schemas/common.js'
import { acceptsContentType } from '../checks/content-type.js'
import { prepareJson } from '../upstream/request.js'
import { forwardKeyed } from '../idempotency/forward.js'
import { mapOutcome } from '../upstream/outcome.js'
import { badRequest } from '../plugins/envelope.js'
import { messageFor } from '../checks/validation-message.js'
import { ruleProblem } from '../checks/field-rules.js'
import { normaliseBody } from '../../../shared/rules/normalise.js'
import type { RuledField } from '../../../shared/rules/fields.js'
import { proxyUpload } from '../uploads/proxy.js'
import { sendUpstream } from '../upstream/plugin.js'
import multipart from '../uploads/plugin.js'
import { megabytes } from '../units.js'

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * Answers a call refused before its body is read: login, the region's money mode, headers, media type, size.
 * False when it may go on. `flow`: the call's money flow (shared/money-modes.ts), undefined for any other call.
 */
function refused (
  entry: EndpointDef, flow: MoneyFlow | undefined, request: FastifyRequest, reply: FastifyReply
): boolean {
  const ctx = request.ctx
  if (entry.login && ctx.token === null) return answered(reply.fail(401, 'error.login_required'))
  if (flow !== undefined && flowClosed(ctx.site.moneyMode, flow)) return answered(refuseByMode(entry, request, reply))
  const bad = ctx.badHeader
  if (bad !== null) return answered(badRequest(reply, { field: bad, message: messageFor(ctx.t, 'invalid', bad) }))
  if (ctx.idempotencyKey === false) {
    return answered(badRequest(reply, { field: 'idempotency-key', message: ctx.t('error.idempotency_key_invalid') }))
  }
  if (entry.kind === 'none') return false
  return refusedBody(entry.kind, request, reply)
}

/** The body's media type and, for an upload, its announced size. */
function refusedBody (kind: 'json' | 'multipart', request: FastifyRequest, reply: FastifyReply): boolean {
  const type = request.headers['content-type']
  const emptyJson = kind === 'json' && request.headers['content-length'] === '0' && type === undefined
  if (emptyJson) return false
  if (!acceptsContentType(type, kind)) return answered(reply.fail(415, 'error.unsupported_media'))
  if (kind === 'multipart') {
    const maxBytes = request.server.config.uploadMaxBytes
    const length = Number(request.headers['content-length'] ?? '0')
    // Fields and framing are small; a body far above the file limit cannot hold an acceptable file.
    if (length > maxBytes + 64 * 1024) {
      return answered(reply.fail(413, 'error.file_too_large', { params: { max: megabytes(maxBytes) } }))
    }
  }
  return false
}

const answered = (_reply: FastifyReply): true => true

/**
 * The region's operators closed this call (region file `money`): before the body is read, the key looked at
 * or the rate limit counted, so nothing reaches the upstream. A certain answer (200 and a domain code, as the
 * upstream's refusals), so a keyed call is not left pending; its code tells the page the mode now in force.
 */
function refuseByMode (entry: EndpointDef, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const mode = request.ctx.site.moneyMode as Exclude<MoneyMode, 'open'>
  request.server.metrics.refusedByMode(entry, request.ctx.region, mode)
  return reply.fail(200, MONEY_MODE_KEY[mode], { code: MONEY_MODE_CODE[mode] })
}

/** A callback hook rather than an async one: no promise on every call; an answered call goes no further. */
function guard (id: EndpointId, entry: EndpointDef): onRequestHookHandler {
  const flow = moneyFlowOf(id)
  return function guard (request, reply, done) {
    if (!refused(entry, flow, request, reply)) done()
  }
}

async function forwardJson (
  entry: EndpointDef, ruled: ReadonlyMap<string, RuledField>, request: FastifyRequest, reply: FastifyReply
) {
  const ctx = request.ctx
  const business = (request.body ?? {}) as Record<string, unknown>
  const problem = ruleProblem(entry, ruled, business, request)
  if (problem !== null) return badRequest(reply, problem)
  const send = async () => {
    const call = prepareJson(request, entry, business)
    const body = entry.kind === 'none' ? {} : { body: call.body }
    const outcome = await sendUpstream(request, entry, {
      method: entry.method,
      url: call.url,
      headers: call.headers,
      ...body
    })
    if (outcome.kind !== 'answer') {
      request.log.warn({ outcome: outcome.kind, endpoint: entry.upstream }, 'upstream did not answer')
    }
    return { outcome, mapped: mapOutcome(outcome, entry.result ?? 'code', ctx.t) }
  }
  if (requiresIdempotencyKey(entry) && ctx.token !== null) {
    // After the body's own checks, so a player's typo is named first; before anything leaves the gateway.
    const key = ctx.idempotencyKey
    if (typeof key !== 'string') {
      return badRequest(reply, { field: 'idempotency-key', message: ctx.t('error.idempotency_key_required') })
    }
    return forwardKeyed(entry, request, reply, key, business, send)
  }
  const { mapped } = await send()
  return reply.envelope(mapped.http, mapped.body)
}

/** The context first, then the guard's refusals, then the rate limit (which counts only calls that pass). */
function onRequestOf (fastify: FastifyInstance, id: EndpointId, entry: EndpointDef) {
  const first = [fastify.contextFor(entry), guard(id, entry)]
  const limit = fastify.limitFor(entry)
  return limit === undefined ? first : [...first, limit]
}

/**
 * The upload routes in a context of their own with the multipart parser: @fastify/multipart adds three
 * hooks and a listener to every request of the context it is registered in, which no JSON call needs.
 * Elsewhere a multipart body never reaches a parser: the guard refuses it (415), or the path is not found (404).
 */
async function uploadRoutes (fastify: FastifyInstance) {
  await fastify.register(multipart)
  for (const [id, entry] of endpointList()) {
    if (entry.kind !== 'multipart') continue
    fastify.route({
      method: 'POST',
      url: entry.path,
      onRequest: onRequestOf(fastify, id, entry),
      handler: async (request, reply) => proxyUpload(entry, request, reply)
    })
  }
}

export default async function apiRoutes (fastify: FastifyInstance) {
  await fastify.register(uploadRoutes)
  for (const [id, entry] of endpointList()) {
    if (entry.kind === 'multipart') continue
    const onRequest = onRequestOf(fastify, id, entry)
    const ruled = ruledProperties(entry.body)
    if (entry.kind === 'none') {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => forwardJson(entry, ruled, request, reply)
      fastify.route({ method: entry.method, url: entry.path, onRequest, handler })
    } else {
      fastify.route({
        method: entry.method,
        url: entry.path,
        schema: { body: entry.body },
        onRequest,
        // A body-less POST to a call without fields is the same as {}. Ruled fields are checked, and sent,
        // in their canonical form: "+91 98765-43210" is the phone 9876543210.
        preValidation: (request, _reply, done) => {
          if (request.body === undefined) request.body = {}
          else if (isObject(request.body)) request.body = normaliseBody(request.body, ruled, request.ctx.region)
          done()
        },
        handler: async (request, reply) => forwardJson(entry, ruled, request, reply)
      })
    }
  }
}
