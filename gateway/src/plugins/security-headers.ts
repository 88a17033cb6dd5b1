// Security headers on every answer (HTML, API and static files) through @fastify/helmet.
import fp from 'fastify-plugin'
import Fastify from 'fastify'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers as name and value, the same on every answer. */
    securityHeaderList: ReadonlyArray<[string, string]>
  }
}

/** The Content-Security-Policy directives; exported so tests compare the header with what was meant. */
export function cspDirectives (frameAncestors: string[], behindTls: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // The built client is files only (tests/e2e/csp.test.ts proves it): no inline script, no eval.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Styles come from the stylesheet; React's style props go through the CSSOM, which CSP does not govern.
    'style-src': ["'self'"],
    // Avatars, payment records and uploaded screenshots are the upstream's CDN URLs, whose hosts the
    // gateway cannot know; blob: shows a picture before it is uploaded. An image cannot run script.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Embedding is the operator's call; the host app's WebView loads the page directly, not in a frame.
    'frame-ancestors': frameAncestors,
    // Over plain http (development, tests) this would send the page's own requests to an https port.
    ...(behindTls ? { 'upgrade-insecure-requests': [] } : {})
  }
}

/** The options given to helmet: one place, so the headers are helmet's own, whatever its version adds. */
function helmetOptions (frameAncestors: string[], behindTls: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(frameAncestors, behindTls) },
    // Old browsers that ignore frame-ancestors: DENY matches 'none'; an allow-list has no X-Frame-Options form.
    xFrameOptions: frameAncestors.length === 1 && frameAncestors[0] === "'none'" ? { action: 'deny' } : false,
    // Tokens arrive in the first page URL (?token=); no referrer means they never leave in one.
    referrerPolicy: { policy: 'no-referrer' },
    // Over plain http a browser ignores HSTS; behind TLS it pins the host to https for a year. No
    // includeSubDomains: the operator's other subdomains are not this service's to decide.
    strictTransportSecurity: behindTls ? { maxAge: 31536000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // No Cross-Origin-Opener-Policy. In a browser, a page with one opened in a new tab moves to a browsing
    // context group of its own: a cold My Balance showed its balance 100-350 ms later with it (four A/Bs of
    // 8-16 interleaved loads on the mobile profile). The game's Android WebView, where most players open the
    // wallet, does not apply it at all. What it guards against, a page that opened the wallet reaching into
    // it, finds a wallet without a session there (the token comes from the game, kept per tab), and the
    // wallet's own links open with noopener.
    crossOriginOpenerPolicy: false
  }
}

/**
 * The headers helmet sets with these options, asked of helmet once at start. They depend on the config
 * only, while @fastify/helmet builds helmet anew and parses the CSP directives on every request.
 */
export async function helmetHeaders (options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async (_request, reply) => reply.raw.getHeaders())
  const res = await probe.inject({ method: 'GET', url: '/' })
  await probe.close()
  const headers = res.json<Record<string, string | number | string[]>>()
  return Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])
}

export default fp(async function securityHeaders (fastify) {
  const { frameAncestors, behindTls } = fastify.config.security
  const headers = await helmetHeaders(helmetOptions(frameAncestors, behindTls))
  if (headers.length === 0) throw new Error('helmet set no headers: the security headers would be missing')
  // Also for the answers written straight on the socket (plugins/connection-bounds.ts).
  fastify.decorate('securityHeaderList', headers)
  fastify.addHook('onRequest', function securityHeaders (_request, reply, done) {
    const res = reply.raw
    for (const [name, value] of headers) res.setHeader(name, value)
    done()
  })
}, { name: 'security-headers', dependencies: ['site'] })
