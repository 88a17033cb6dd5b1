// Every connection has a bound. Fastify 5 sets none by default, so one client sending a body slowly, or
// not at all, would hold a socket and its file descriptor for ever; a few hundred of them exhaust a
// gateway. The bounds (config.limits) are: the headers, the whole request, a body that stops arriving,
// an idle kept-alive socket. A request cut by one is answered 408 in the envelope when nothing of its
// answer has been sent yet, then its socket is destroyed.
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'node:net'
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http'
import type { TimeLimits } from '../config.js'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/regions.js'
import { translate } from '../../../shared/i18n.js'
import { GATEWAY_FAILURE } from '../../../shared/codes.js'

interface InFlight { req: IncomingMessage, res: ServerResponse, lang: Language }

/** The request a socket is serving, so a low-level timeout knows whether and in which language to answer. */
const inFlight = new WeakMap<Socket, InFlight>()

/** Node checks the headers and request bounds on a timer; a tenth of the shorter keeps cuts close to them. */
function checkingInterval (limits: TimeLimits): number {
  return Math.min(1000, Math.max(50, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 10)))
}

function answerTimeout (fastify: FastifyInstance, socket: Socket, lang: Language): void {
  const msg = translate(fastify.catalogues, lang, 'error.request_timeout')
  const body = JSON.stringify({ code: GATEWAY_FAILURE, msg, data: null, status: 'timeout' })
  socket.write(`HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
}

/** A socket's request has been cut: answer if nothing of its answer has gone yet, then free the socket. */
function cut (fastify: FastifyInstance, socket: Socket, reason: string): void {
  const current = inFlight.get(socket)
  if (socket.writable && current?.res.headersSent !== true) answerTimeout(fastify, socket, current?.lang ?? DEFAULT_LANGUAGE)
  fastify.log.info({ reason, reqId: current === undefined ? undefined : (current.req as IncomingMessage & { id?: string }).id }, 'connection cut')
  socket.destroy()
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
      if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return cut(this, socket, 'request or headers took too long')
      // Unparseable HTTP: nothing to answer in the envelope without a request, as Node would do.
      if (socket.writable && inFlight.get(socket)?.res.headersSent !== true) {
        const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request'
        socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      }
      socket.destroy()
    }
  }
}

export default fp(async function connectionBounds (fastify) {
  fastify.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket
    inFlight.set(socket, { req: request.raw, res: reply.raw, lang: request.lang })
    reply.raw.once('close', () => {
      if (inFlight.get(socket)?.res === reply.raw) inFlight.delete(socket)
    })
  })

  // An answer sent before its request's body has fully arrived (a refused upload, a call refused before
  // its body was read) closes the connection: waiting for the rest of a body nobody will read would hold
  // the socket as long as the client cares to send.
  fastify.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close')
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
    if (!current.req.complete) return cut(fastify, socket, 'body stopped arriving')
    // The answer has begun and the client stopped reading it.
    if (current.res.headersSent) {
      socket.destroy()
      return
    }
    // The whole request is in and the gateway is still working on it: its own upstream bound answers.
  })
}, { name: 'connection-bounds', dependencies: ['i18n'] })
