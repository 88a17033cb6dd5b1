// One upstream call as its steps see it, and the two ways a step ends it early: an answer in the upstream's
// envelope, or a connection dropped without one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { EndpointDef } from '../../../shared/endpoints.js'
import { SIGN_INVALID, SESSION_EXPIRED, ACCOUNT_KICKED, PAY_ERROR, OK } from '../../../shared/codes.js'
import { DOMAIN_MESSAGE_KEY } from '../../../shared/domain-codes.js'
import type { Language } from '../../../shared/regions.js'
import type { Failure } from '../outcome.js'
import { caller, type Caller } from '../security.js'

/** A step answered (or dropped) the call: the steps after it do not run. */
export const STOP = Symbol('call answered')
export type Stop = typeof STOP

export interface Call {
  app: FastifyInstance
  request: FastifyRequest
  reply: FastifyReply
  entry: EndpointDef
  /** The caller's language, for every text of the answer. */
  lang: Language
  /** The token as sent; trusted only once the signature holds and it is known. */
  who: Caller
}

export function startCall (
  app: FastifyInstance,
  entry: EndpointDef,
  request: FastifyRequest,
  reply: FastifyReply
): Call {
  return {
    app,
    request,
    reply,
    entry,
    lang: app.messages.language(request.headers['accept-language']),
    who: caller(request.headers)
  }
}

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

/** The hub answers {ret, msg} with "ok" on success; every other call answers the code envelope. */
export function answer (call: Call, code: number, msg: string, data: unknown): Stop {
  if (call.entry.result === 'ret') call.reply.send({ ret: code, msg: code === OK ? 'ok' : msg })
  else call.reply.send({ code, msg, data })
  return STOP
}

export function failureText (call: Call, f: Failure): string {
  const { messages } = call.app
  const params = f.params === undefined ? undefined : { ...f.params }
  if (params !== undefined && typeof params.field === 'string') params.field = messages.field(call.lang, params.field)
  return messages.text(call.lang, f.key, params)
}

export function answerFailure (call: Call, f: Failure): Stop {
  return answer(call, f.code, failureText(call, f), null)
}

export function answerCode (call: Call, code: number): Stop {
  return answer(call, code, call.app.messages.text(call.lang, messageKeyOf(code)), null)
}

/** The connection goes away without an answer, as when a server crashes or is shut down. */
export function dropConnection (call: Call): Stop {
  call.reply.hijack()
  call.request.raw.socket.destroy()
  return STOP
}

export function firstHeader (request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
