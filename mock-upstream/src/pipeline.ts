// One upstream call, in the order a real upstream works: receive the whole body, journal it, apply any
// injected fault, verify the signature and nonce, identify the caller, check the body, then run the
// area's rule (once per Idempotency-Key for money calls).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import type { ValidateFunction } from 'ajv'
import { IDEMPOTENCY_KEY, requiresIdempotencyKey, type EndpointDef, type EndpointId } from '../../shared/endpoints.js'
import { DOMAIN, DOMAIN_MESSAGE_KEY, SIGN_INVALID, SESSION_EXPIRED, ACCOUNT_KICKED, PAY_ERROR, OK } from '../../shared/codes.js'
import { COMMON_FIELD_NAMES, ruledProperties, type CommonFieldsSchema } from '../../shared/schemas/common.js'
import { verifyField } from '../../shared/rules/fields.js'
import { accountFieldProblem } from './account-region.js'
import type { Language } from '../../shared/regions.js'
import type { Handler, UploadInfo } from './handler.js'
import { badParams, fail, type Failure, type Outcome } from './outcome.js'
import { caller, checkSignature } from './security.js'
import { receiveMultipart } from './multipart-body.js'
import { badField } from './validation.js'
import { localise } from './local-text.js'
import type { Fault } from './plugins/faults.js'
import type { StoredAnswer } from './plugins/idempotency.js'

/** The messages of the codes after which the app closes its pages. */
const CLOSE_CODE_KEY: Record<number, string> = {
  [SIGN_INVALID]: 'upstream.sign_invalid',
  [SESSION_EXPIRED]: 'upstream.session_expired',
  [ACCOUNT_KICKED]: 'upstream.account_kicked',
  [PAY_ERROR]: 'upstream.pay_error'
}

export function messageKeyOf (code: number): string {
  return CLOSE_CODE_KEY[code] ?? (DOMAIN_MESSAGE_KEY as Record<number, string>)[code] ?? 'error.system_busy'
}

function parseJson (text: string): { ok: true, value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function firstHeader (request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The connection goes away without an answer, as when a server crashes or is shut down. */
function dropConnection (request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack()
  request.raw.socket.destroy()
}

export function upstreamRoute (app: FastifyInstance, id: EndpointId, entry: EndpointDef, validate: ValidateFunction | null, handler: Handler<EndpointId>): RouteHandlerMethod {
  const ruled = ruledProperties(entry.body)
  return async function handle (request, reply) {
    const { world, messages } = app
    const lang: Language = messages.language(request.headers['accept-language'])
    const who = caller(request.headers)

    // The hub answers {ret, msg} with "ok" on success; every other call answers the code envelope.
    const answer = (code: number, msg: string, data: unknown): FastifyReply =>
      entry.result === 'ret' ? reply.send({ ret: code, msg: code === OK ? 'ok' : msg }) : reply.send({ code, msg, data })
    const failureText = (f: Failure): string => {
      const params = f.params === undefined ? undefined : { ...f.params }
      if (params !== undefined && typeof params.field === 'string') params.field = messages.field(lang, params.field)
      return messages.text(lang, f.key, params)
    }
    const answerFailure = (f: Failure): FastifyReply => answer(f.code, failureText(f), null)
    const answerCode = (code: number): FastifyReply => answer(code, messages.text(lang, messageKeyOf(code)), null)

    // 1. The whole body, then the journal: an aborted upload leaves no entry.
    let rawBody = ''
    let parsed: { ok: true, value: unknown } | { ok: false } = { ok: false }
    let journalBody: unknown = null
    let fields: Record<string, string> = {}
    let files: UploadInfo[] = []
    let multipartOk = true
    if (entry.kind === 'json') {
      rawBody = typeof request.body === 'string' ? request.body : ''
      parsed = parseJson(rawBody)
      journalBody = parsed.ok ? parsed.value : rawBody
    } else if (entry.kind === 'multipart') {
      const received = await receiveMultipart(request)
      if (!received.ok && received.aborted) {
        dropConnection(request, reply)
        return
      }
      multipartOk = received.ok
      fields = received.fields
      files = received.files
      journalBody = { fields, files }
    }
    app.journal.record({
      method: request.method,
      path: entry.upstream,
      query: { ...(request.query as Record<string, unknown>) },
      headers: { ...request.headers },
      body: journalBody,
      token: who.token,
      at: new Date().toISOString()
    })

    // 2. Injected faults act like the network, before any check.
    const fault = app.faults.take(entry.upstream, who.token)
    if (fault !== undefined && await applyFault(app, fault, request, reply, lang)) return reply

    // 3. Signature, time window, nonce; the body must carry the query's nonce and timestamp.
    const signature = checkSignature(request.query, rawBody, app.mockConfig.signSecret, world.realNow())
    if (!signature.ok) {
      request.log.warn({ reason: signature.reason }, 'signature rejected')
      return answerCode(SIGN_INVALID)
    }
    if (!app.nonces.use(signature.nonce, signature.ts, world.realNow())) {
      request.log.warn({ reason: 'replay' }, 'signature rejected')
      return answerCode(SIGN_INVALID)
    }
    if (entry.kind === 'json' && parsed.ok && isObject(parsed.value) &&
      (parsed.value.nonce !== signature.nonce || parsed.value.timestamp !== signature.ts)) {
      request.log.warn({ reason: 'body nonce or timestamp differs from the query' }, 'signature rejected')
      return answerCode(SIGN_INVALID)
    }

    // 4. The caller: error tokens answer their code on every call; login calls need a known token.
    const errorCode = who.consistent ? world.errorCode(who.token) : undefined
    if (errorCode !== undefined) return answerCode(errorCode)
    // An upstream playing one region does not know the accounts of another: their token is as unknown
    // to it as an expired one.
    const known = who.consistent ? world.user(who.token) ?? null : null
    const plays = app.mockConfig.region
    const user = known !== null && (plays === null || known.region === plays) ? known : null
    if (entry.login && user === null) return answerCode(SESSION_EXPIRED)
    if (user !== null && world.isSlow(user.token)) {
      const completed = await app.delays.sleep(app.mockConfig.upstreamTimeoutMs + 1000)
      if (!completed) {
        dropConnection(request, reply)
        return
      }
    }
    if (entry.login && user !== null && user.profile.user_type <= 0 && id !== 'getUserInfo') {
      return answerFailure(fail(DOMAIN.LOGIN_REQUIRED))
    }

    // 5. The body against the table's schema.
    let body: Record<string, unknown> = {}
    let common: CommonFieldsSchema | null = null
    let upload: UploadInfo | null = null
    if (entry.kind === 'json') {
      if (!parsed.ok || !isObject(parsed.value)) return answerFailure(badParams('body'))
      if (validate !== null && !validate(parsed.value)) return answerFailure(badParams(badField(validate.errors)))
      // Handlers see the business fields; the common ones travel separately.
      const value = parsed.value
      body = Object.fromEntries(Object.entries(value).filter(([k]) => !(COMMON_FIELD_NAMES as string[]).includes(k)))
      common = Object.fromEntries(COMMON_FIELD_NAMES.map(k => [k, value[k]])) as unknown as CommonFieldsSchema
    } else if (entry.kind === 'multipart') {
      if (!multipartOk) return answerFailure(badParams('body'))
      if (validate !== null && !validate(fields)) return answerFailure(badParams(badField(validate.errors)))
      const field = entry.upload?.field ?? 'file'
      const file = files[0]
      if (files.length !== 1 || file === undefined || file.field !== field) return answerFailure(badParams(field))
      body = fields
      upload = file
    }
    // What a schema cannot say and every upstream checks: CPF check digits, the PAN's holder type. A
    // binding is checked by the account's own region, whatever host the page was opened on: the gateway
    // rules by the host, the upstream decides for the player.
    if (entry.binding === true && user !== null) {
      const problem = accountFieldProblem(entry, ruled, body, user.region)
      if (problem !== null) return answerFailure(badParams(problem))
    } else {
      for (const [name, rule] of ruled) {
        const value = body[name]
        if (typeof value === 'string' && verifyField(rule, value) !== null) return answerFailure(badParams(name))
      }
    }
    for (const name of entry.headers ?? []) {
      const value = firstHeader(request, name)
      if (value === undefined || value.trim() === '') return answerFailure(badParams(name))
    }

    // 6. The rule itself, once per idempotency key for keyed calls (money, payout bindings); the key is
    // required there and bound to the body it first came with.
    const keyed = requiresIdempotencyKey(entry)
    const keyHeader = keyed ? firstHeader(request, 'idempotency-key') : undefined
    if (keyed && (keyHeader === undefined || !IDEMPOTENCY_KEY.test(keyHeader))) return answerFailure(badParams('idempotency-key'))
    const idemKey = keyHeader !== undefined && who.token !== null
      ? app.idempotency.key(who.token, entry.upstream, keyHeader)
      : undefined
    if (idemKey !== undefined) {
      const stored = app.idempotency.get(idemKey, body)
      if (stored === 'mismatch') return answerFailure(badParams('idempotency-key'))
      if (stored !== undefined) {
        reply.header('idempotent-replayed', 'true')
        return answer(stored.code, stored.msg, stored.data)
      }
    }
    // Time moves orders (time-outs, the 48-hour complaint window) before anyone looks at them.
    world.tick()
    const outcome: Outcome<unknown> = handler({ world, user, body, common, headers: request.headers, upload })
    const stored: StoredAnswer = outcome.ok
      ? { code: OK, msg: messages.text(lang, 'upstream.ok'), data: localise(outcome.data, lang) }
      : { code: outcome.code, msg: failureText(outcome), data: null }
    if (idemKey !== undefined) app.idempotency.set(idemKey, body, stored)
    // A fault after the work: the operation happened, the answer is lost on the way back.
    if (fault?.reset_after === true) {
      dropConnection(request, reply)
      return reply
    }
    return answer(stored.code, stored.msg, stored.data)
  }
}

/** Applies a fault; true when it answered (or dropped) the request, false to go on normally after a delay. */
async function applyFault (app: FastifyInstance, fault: Fault, request: FastifyRequest, reply: FastifyReply, lang: Language): Promise<boolean> {
  if (fault.delay_ms !== undefined && fault.delay_ms > 0) {
    const completed = await app.delays.sleep(fault.delay_ms)
    if (!completed) {
      dropConnection(request, reply)
      return true
    }
  }
  if (fault.reset === true) {
    dropConnection(request, reply)
    return true
  }
  if (fault.malformed === true) {
    reply.code(200).type('text/html; charset=utf-8').send('<html>oops')
    return true
  }
  if (fault.http_status !== undefined) {
    reply.code(fault.http_status).send({ error: 'Injected fault', status: fault.http_status })
    return true
  }
  if (fault.code !== undefined) {
    reply.code(200).send({ code: fault.code, msg: fault.msg ?? app.messages.text(lang, messageKeyOf(fault.code)), data: null })
    return true
  }
  return false
}
