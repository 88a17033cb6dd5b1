// Every connection has a bound. Fastify 5 sets none by default, so one client sending a body slowly, or
// not at all, would hold a socket and its file descriptor for ever; a few hundred of them exhaust a
// gateway. The bounds (config.limits) are: the headers, the whole request, a body that stops arriving,
// an idle kept-alive socket. A request cut by one is answered 408 in the envelope when nothing of its
// answer has been sent yet, then its socket is destroyed.
import fp from 'fastify-plugin'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'node:net'
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http'
import type { TimeLimits } from '../config/config.js'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/regions.js'
import { translate } from '../../../shared/i18n.js'
import { BAD_REQUEST, GATEWAY_FAILURE } from '../../../shared/codes.js'

interface InFlight { id: string, req: IncomingMessage, res: ServerResponse, lang: Language }

/** The request a socket is serving, so a low-level timeout knows whether and in which language to answer. */
const inFlight = new WeakMap<Socket, InFlight>()

/** Node checks the headers and request bounds on a timer; a tenth of the shorter keeps cuts close to them. */
function checkingInterval (limits: TimeLimits): number {
  return Math.min(1000, Math.max(50, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 10)))
}

const ANSWERS = {
  timeout: { line: '408 Request Timeout', code: GATEWAY_FAILURE, key: 'error.request_timeout', status: 'timeout' },
  unreadable: { line: '400 Bad Request', code: BAD_REQUEST, key: 'error.not_json', status: 'error' },
  headersTooLarge: {
    line: '431 Request Header Fields Too Large',
    code: BAD_REQUEST,
    key: 'error.not_json',
    status: 'error'
  }
} as const

/**
 * Answers in the envelope straight on the socket (there is no reply object at this level) when nothing of
 * an answer has been sent on it yet, then frees the socket.
 */
function answerAndClose (fastify: FastifyInstance, socket: Socket, answer: keyof typeof ANSWERS, reason: string): void {
  const current = inFlight.get(socket)
  if (socket.writable && current?.res.headersSent !== true) {
    const { line, code, key, status } = ANSWERS[answer]
    const msg = translate(fastify.catalogues, current?.lang ?? DEFAULT_LANGUAGE, key)
    const body = JSON.stringify({ code, msg, data: null, status })
    // The same security headers and a request id as every other answer (a request not yet parsed gets a new id).
    const security = fastify.hasDecorator('securityHeaderList') ? fastify.securityHeaderList : []
    const headers = [...security, ['x-request-id', current?.id ?? randomUUID()]]
      .map(([name, value]) => `${name}: ${value}\r\n`).join('')
    const head = [
      `HTTP/1.1 ${line}`,
      'Connection: close',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`
    ].join('\r\n')
    socket.write(`${head}\r\n${headers}\r\n${body}`)
  }
  fastify.log.info({ reason, reqId: current?.id }, 'connection cut')
  socket.destroy()
}

/** After an answer to a body not yet all received, the rest is read and dropped for at most this long... */
export const LINGER_MS = 5000
/** ...and this much: a client sending more than the largest body anyone may send is not waited for. */
export const LINGER_BYTES = 32 * 1024 * 1024

/**
 * A lingering close, as nginx does it. Closing a socket whose client is still sending makes the kernel reset
 * the connection, and a reset discards the answer the client has not read yet: an HTTP client still writing
 * its body (Node's fetch among them) saw a reset instead of the 413. So once the answer is out, the gateway
 * ends its side and reads and drops what still comes, until the client closes, LINGER_BYTES have come or
 * LINGER_MS have passed, then closes. Node calls the socket's destroySoon once an answer marked
 * `Connection: close` is written; this replaces it on this one socket.
 */
function lingerAfterAnswer (req: IncomingMessage, socket: Socket): void {
  const target = socket as Socket & { destroySoon?: () => void }
  if (Object.hasOwn(target, 'destroySoon')) return
  target.destroySoon = function linger () {
    let read = 0
    const close = (): void => {
      clearTimeout(timer)
      socket.destroy()
    }
    const timer = setTimeout(close, LINGER_MS)
    socket.once('end', close)
    socket.once('close', () => { clearTimeout(timer) })
    req.on('data', (chunk: Buffer) => {
      read += chunk.length
      if (read > LINGER_BYTES) close()
    })
    // The answer first, then a FIN; reading goes on (Node's HTTP server allows half-open sockets).
    socket.end()
    req.resume()
  }
}

/**
 * Fastify's options for the bounds. Called once, with the validated config, when the server is created.
 * `clientErrorHandler` also gets the request bound (Node reports it as a client error) and parse errors.
 */
export function connectionOptions (limits: TimeLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionsCheckingInterval: checkingInterval(limits)
  }
  return {
    http,
    requestTimeout: limits.requestMs,
    // Node's socket inactivity timeout: no byte in either direction for this long.
    connectionTimeout: limits.bodyIdleMs,
    keepAliveTimeout: limits.keepAliveMs,
    clientErrorHandler (this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
      if (err.code === 'ECONNRESET' || socket.destroyed) return
      if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        return answerAndClose(this, socket, 'timeout', 'request or headers took too long')
      }
      if (err.code === 'HPE_HEADER_OVERFLOW') {
        return answerAndClose(this, socket, 'headersTooLarge', 'headers too large')
      }
      answerAndClose(this, socket, 'unreadable', 'unparseable HTTP')
    }
  }
}

export default fp(async function connectionBounds (fastify) {
  fastify.addHook('onRequest', function track (request, reply, done) {
    const socket = request.raw.socket
    const res = reply.raw
    inFlight.set(socket, { id: request.id, req: request.raw, res, lang: request.lang })
    res.once('close', () => {
      if (inFlight.get(socket)?.res === res) inFlight.delete(socket)
    })
    done()
  })

  // An answer sent before its request's body has fully arrived (a refused upload, a call refused before
  // its body was read) closes the connection: waiting for the rest of a body nobody will read would hold
  // the socket as long as the client cares to send. It closes lingering, though (lingerAfterAnswer).
  fastify.addHook('onSend', function closeUnread (request, reply, payload, done) {
    if (!request.raw.complete) {
      reply.header('connection', 'close')
      lingerAfterAnswer(request.raw, request.raw.socket)
    }
    done(null, payload)
  })

  // Idle for the body-idle bound. A listener here replaces Node's silent destroy, so every case is decided.
  fastify.server.on('timeout', (socket: Socket) => {
    const current = inFlight.get(socket)
    if (current === undefined) {
      // Between requests (kept alive) or part-way through the headers: nothing to answer.
      socket.destroy()
      return
    }
    // The body has stopped arriving.
    if (!current.req.complete) return answerAndClose(fastify, socket, 'timeout', 'body stopped arriving')
    // The answer has begun and the client stopped reading it.
    if (current.res.headersSent) socket.destroy()
    // Otherwise the whole request is in and the gateway is still working on it: its own upstream bound answers.
  })
}, { name: 'connection-bounds', dependencies: ['i18n'] })
