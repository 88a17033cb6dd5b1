// Logs carry request ids but never tokens, secrets, PAN, account numbers or UPI IDs: headers that hold
// them are redacted, bodies are never logged, and the query string (which may carry ?token= on a
// browser's first load) is logged by its keys only.
import { pino, type DestinationStream } from 'pino'

export const REDACTED_HEADERS = [
  'authorization',
  'x-auth-token',
  'cookie',
  'idempotency-key',
  'session',
  'user',
  'device'
] as const

export function safeUrl (url: string): string {
  const q = url.indexOf('?')
  if (q === -1) return url
  const keys = url.slice(q + 1).split('&').map(pair => pair.split('=')[0] ?? '').filter(k => k !== '')
  return `${url.slice(0, q)}?${keys.map(k => `${k}=[redacted]`).join('&')}`
}

const HOST_NAME = /^[a-z0-9.:[\]-]{1,255}$/i

/** The page host as logged: anyone can send any Host or X-Forwarded-Host, so only a host-shaped one is written. */
export function safeHost (host: string | undefined): string | undefined {
  if (host === undefined || host === '') return undefined
  return HOST_NAME.test(host) ? host.toLowerCase() : '(not a host name)'
}

/**
 * Standard output, written asynchronously (pino's sonic-boom): a request's line is handed over without
 * waiting for the reader (a container runtime's pipe), and lines that come while a write is in flight leave
 * together in the next one. Under load a synchronous write cost 100 of a withdraw call's 246 µs.
 * No line is lost: pino writes what is still held synchronously when the process exits (process.exit, as
 * close-with-grace ends every shutdown and crash, fires 'exit'), and `fatal` flushes at once.
 */
export function stdoutDestination (): DestinationStream {
  // sonic-boom 4's flushSync skips the chunk it is waiting to write again after EAGAIN (a reader that has
  // fallen behind): that chunk's lines were lost at exit (tests/stack/log-flush.test.ts). While a retry
  // waits, the chunk is marked as not being written, so flushSync writes it first with the rest.
  let retryWaits = false
  const stream = pino.destination({ dest: 1, sync: false, retryEAGAIN: () => { retryWaits = true; return true } })
  stream.on('write', () => { retryWaits = false })
  const flushSync = stream.flushSync.bind(stream)
  stream.flushSync = () => {
    if (retryWaits) (stream as unknown as { _writing: boolean })._writing = false
    retryWaits = false
    flushSync()
  }
  return stream
}

export function loggerOptions (level: string) {
  return {
    level,
    redact: { paths: REDACTED_HEADERS.map(h => `req.headers["${h}"]`), censor: '[redacted]' },
    serializers: {
      req (request: { method: string, url: string, id: string, hostname?: string }) {
        return { id: request.id, method: request.method, url: safeUrl(request.url), host: safeHost(request.hostname) }
      }
    }
  }
}
