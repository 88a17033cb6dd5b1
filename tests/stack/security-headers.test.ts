// Security headers over real HTTP on the three kinds of answer: the app's HTML, /api JSON and static files.
import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Test } from 'tap'
import { clientHeaders, startStack, type Stack } from '../helpers/stack.js'

/** A stand-in for dist/client: an index.html and one hashed script, as Parcel names them. */
function clientDir (t: Test): string {
  const dir = t.testdir({})
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Wallet</title><div id="root"></div><script type="module" src="/client.0123abcd.js"></script>')
  writeFileSync(join(dir, 'client.0123abcd.js'), 'document.title = "Wallet"\n')
  return dir
}

/** The CSP header as directive name -> sources. */
function csp (header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name !== undefined && name !== '') directives.set(name, sources)
  }
  return directives
}

async function answers (t: Test, s: Stack): Promise<Array<{ kind: string, headers: Record<string, string> }>> {
  const html = await s.api.get('/asset/detail').set('accept', 'text/html')
  const root = await s.api.get('/')
  const api = await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({})
  const refused = await s.api.post('/api/user/v1/amt/assetinfo').send({})
  const asset = await s.api.get('/client.0123abcd.js')
  const missing = await s.api.get('/api/no/such/call')
  const kinds = [['HTML (client route)', html], ['HTML (/)', root], ['API 200', api], ['API 401', refused], ['static script', asset], ['API 404', missing]] as const
  return kinds.map(([kind, res]) => {
    if (kind.startsWith('HTML')) t.match(res.headers['content-type'], /text\/html/, `${kind} is HTML`)
    if (kind === 'static script') t.match(res.headers['content-type'], /javascript/, 'the static answer is the script')
    if (kind === 'API 200') t.equal(res.status, 200, 'the API call succeeded')
    if (kind === 'API 401') t.equal(res.status, 401, 'the refused API call is refused')
    return { kind, headers: res.headers }
  })
}

t.test('default: strict CSP, frame-ancestors none, nosniff, no referrer, no HSTS', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir(t) } })
  await s.reset()
  for (const { kind, headers } of await answers(t, s)) {
    const policy = csp(headers['content-security-policy'])
    t.same(policy.get('script-src'), ["'self'"], `${kind}: scripts from the gateway only`)
    t.same(policy.get('script-src-attr'), ["'none'"], `${kind}: no inline event handlers`)
    t.same(policy.get('default-src'), ["'self'"], `${kind}: default-src 'self'`)
    t.same(policy.get('style-src'), ["'self'"], `${kind}: styles from the gateway only`)
    t.same(policy.get('object-src'), ["'none'"], `${kind}: no plugins`)
    t.same(policy.get('base-uri'), ["'none'"], `${kind}: no <base>`)
    t.same(policy.get('frame-ancestors'), ["'none'"], `${kind}: not embeddable`)
    const all = [...policy.values()].flat()
    t.notOk(all.includes("'unsafe-inline'") || all.includes("'unsafe-eval'") || all.includes("'unsafe-hashes'") || all.includes('*'),
      `${kind}: nothing unsafe or wildcard in ${headers['content-security-policy'] ?? '(none)'}`)
    t.notOk(policy.has('upgrade-insecure-requests'), `${kind}: no upgrade over plain http`)
    t.equal(headers['x-content-type-options'], 'nosniff', `${kind}: nosniff`)
    t.equal(headers['referrer-policy'], 'no-referrer', `${kind}: no referrer`)
    t.equal(headers['x-frame-options'], 'DENY', `${kind}: X-Frame-Options for old browsers`)
    t.equal(headers['strict-transport-security'], undefined, `${kind}: no HSTS unless TLS is in front`)
    t.equal(headers['x-powered-by'], undefined, `${kind}: no X-Powered-By`)
    t.equal(headers['cross-origin-opener-policy'], undefined, `${kind}: no opener policy, which costs a new tab its browsing context group`)
  }
})

t.test('FRAME_ANCESTORS and BEHIND_TLS from the environment', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir(t), FRAME_ANCESTORS: 'self https://partner.example', BEHIND_TLS: 'true' } })
  await s.reset()
  for (const { kind, headers } of await answers(t, s)) {
    const policy = csp(headers['content-security-policy'])
    t.same(policy.get('frame-ancestors'), ["'self'", 'https://partner.example'], `${kind}: the configured embedders`)
    t.same(policy.get('script-src'), ["'self'"], `${kind}: the rest of the policy stays`)
    t.ok(policy.has('upgrade-insecure-requests'), `${kind}: upgrade-insecure-requests behind TLS`)
    t.equal(headers['x-frame-options'], undefined, `${kind}: no X-Frame-Options, which cannot name partners`)
    t.equal(headers['strict-transport-security'], 'max-age=31536000', `${kind}: HSTS behind TLS`)
  }
})
