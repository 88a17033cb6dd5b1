// Logs carry request ids but never tokens, secrets, PAN, account numbers or UPI IDs: headers that hold
// them are redacted, bodies are never logged, and the query string (which may carry ?token= on a
// browser's first load) is logged by its keys only.

export const REDACTED_HEADERS = ['authorization', 'x-auth-token', 'cookie', 'idempotency-key', 'session', 'user', 'device'] as const

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
