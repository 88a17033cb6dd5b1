import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../../gateway/src/config/config.js'
import { DEV_SIGN_SECRET } from '../../shared/dev-secret.js'
import { KNOWN_DEVELOPMENT_SECRETS } from '../../gateway/src/config/sign-secret.js'

t.test('defaults follow the contract', async t => {
  const config = loadConfig({})
  t.equal(config.port, 8080)
  t.equal(config.host, '127.0.0.1')
  t.equal(config.upstreamUrl, 'http://127.0.0.1:9090')
  t.equal(config.signSecret, DEV_SIGN_SECRET)
  t.equal(config.upstreamTimeoutMs, 20000)
  t.equal(config.uploadMaxBytes, 5242880)
  t.same(config.limits, { requestMs: 120000, bodyIdleMs: 30000, headersMs: 15000, keepAliveMs: 72000 })
})

t.test('connection time limits are read and checked against each other', async t => {
  t.same(loadConfig({ REQUEST_TIMEOUT_MS: '60000', BODY_IDLE_TIMEOUT_MS: '25000', HEADERS_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '10000' }).limits,
    { requestMs: 60000, bodyIdleMs: 25000, headersMs: 5000, keepAliveMs: 10000 })
  t.equal(loadConfig({ UPSTREAM_TIMEOUT_MS: '45000' }).limits.bodyIdleMs, 46000, 'the default idle bound stays above the upstream timeout')
  t.throws(() => loadConfig({ BODY_IDLE_TIMEOUT_MS: '20000' }), /BODY_IDLE_TIMEOUT_MS must be at least UPSTREAM_TIMEOUT_MS \+ 1000/)
  t.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: '130000' }), /HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/)
  t.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: '2m' }), /REQUEST_TIMEOUT_MS must be a whole number/)
  t.throws(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' }), /KEEP_ALIVE_TIMEOUT_MS must be between/)
})

t.test('production refuses to start without SIGN_SECRET', async t => {
  t.throws(() => loadConfig({ NODE_ENV: 'production' }), /SIGN_SECRET is required/)
  t.throws(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: '' }), /SIGN_SECRET is required/)
  t.throws(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: '   ' }), /SIGN_SECRET is required/)
  t.equal(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'real' }).signSecret, 'real')
})

t.test('production refuses every development secret of the repository', async t => {
  t.ok(KNOWN_DEVELOPMENT_SECRETS.includes(DEV_SIGN_SECRET), 'the development default is among them')
  for (const secret of KNOWN_DEVELOPMENT_SECRETS) {
    for (const spelled of [secret, secret.toUpperCase(), ` ${secret}\n`]) {
      t.throws(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: spelled }), /SIGN_SECRET is a development secret/, `${JSON.stringify(spelled)} refused`)
    }
    t.equal(loadConfig({ SIGN_SECRET: secret }).signSecret, secret, `${secret} is fine outside production`)
  }
  t.equal(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'dev-secret-rotated-2026' }).signSecret, 'dev-secret-rotated-2026', 'only the exact published values')
})

t.test('security settings: FRAME_ANCESTORS, BEHIND_TLS', async t => {
  t.same(loadConfig({}).security, { frameAncestors: ["'none'"], behindTls: false, trustProxy: false }, 'defaults: not embeddable, no TLS claim, no proxy trusted')
  t.same(loadConfig({ FRAME_ANCESTORS: "'self'" }).security.frameAncestors, ["'self'"])
  t.same(loadConfig({ FRAME_ANCESTORS: 'self, https://partner.example https://*.games.example:8443' }).security.frameAncestors,
    ["'self'", 'https://partner.example', 'https://*.games.example:8443'])
  t.same(loadConfig({ FRAME_ANCESTORS: 'none' }).security.frameAncestors, ["'none'"])
  for (const bad of ['*', 'https:', "https://a.example; script-src 'unsafe-inline'", 'none self', 'javascript:alert(1)', 'https://a.example/path', "'unsafe-inline'"]) {
    t.throws(() => loadConfig({ FRAME_ANCESTORS: bad }), /FRAME_ANCESTORS/, `FRAME_ANCESTORS=${bad} refused`)
  }
  for (const [raw, value] of [['true', true], ['1', true], ['yes', true], ['false', false], ['0', false], ['', false]] as const) {
    t.equal(loadConfig({ BEHIND_TLS: raw }).security.behindTls, value, `BEHIND_TLS=${raw}`)
  }
  t.throws(() => loadConfig({ BEHIND_TLS: 'maybe' }), /BEHIND_TLS must be true or false/)
  t.same(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).security.trustProxy, ['127.0.0.1', '10.0.0.0/8'])
  t.equal(loadConfig({ TRUST_PROXY: '1' }).security.trustProxy, 1)
})

t.test('bad values are named at start', async t => {
  t.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a whole number/)
  t.throws(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' }), /UPSTREAM_TIMEOUT_MS must be between/)
  t.throws(() => loadConfig({ UPSTREAM_URL: 'http://up.example/' }), /UPSTREAM_URL/)
  t.throws(() => loadConfig({ UPSTREAM_URL: 'ftp://up.example' }), /UPSTREAM_URL/)
  t.equal(loadConfig({ UPSTREAM_URL: 'https://up.example/base' }).upstreamUrl, 'https://up.example/base')
  t.equal(loadConfig({ MOCK_PORT: '9191' }).upstreamUrl, 'http://127.0.0.1:9191')
})

t.test('HOST and LOG_LEVEL are checked at start', async t => {
  for (const host of ['0.0.0.0', '::', '::1', '10.1.2.3', 'localhost', 'gateway.internal', 'wallet-gw-1']) {
    t.equal(loadConfig({ HOST: host }).host, host, `HOST=${host}`)
  }
  t.equal(loadConfig({ HOST: '' }).host, '127.0.0.1', 'empty is the default, as for the mock')
  for (const host of ['0.0.0.0:8080', 'http://0.0.0.0', ' 0.0.0.0', 'gate way', '-gateway', 'gateway.', '10.0.0.0/8', 'a'.repeat(64)]) {
    t.throws(() => loadConfig({ HOST: host }), { message: `HOST must be an IP address or a host name to listen on (such as 127.0.0.1, 0.0.0.0 or ::), got "${host}"` }, `HOST=${JSON.stringify(host)} refused`)
  }
  t.equal(loadConfig({}).logLevel, 'info')
  t.equal(loadConfig({ LOG_LEVEL: '' }).logLevel, 'info')
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) t.equal(loadConfig({ LOG_LEVEL: level }).logLevel, level)
  for (const level of ['verbose', 'INFO', 'warning', ' info']) {
    t.throws(() => loadConfig({ LOG_LEVEL: level }), { message: `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${level}"` }, `LOG_LEVEL=${JSON.stringify(level)} refused`)
  }
})

t.test('the operators\' region file is checked at start', async t => {
  const dir = t.testdir({})
  const file = join(dir, 'regions.json')
  writeFileSync(file, JSON.stringify({ default: { region: 'XX' }, hosts: [] }))
  t.throws(() => loadConfig({ REGIONS_FILE: file }), /region config .* is invalid/)
  writeFileSync(file, '{ not json')
  t.throws(() => loadConfig({ REGIONS_FILE: file }), /cannot be read/)
})

t.test('operations: metrics port, tracing and the shutdown drain', async t => {
  t.same(loadConfig({}).operations, { metricsPort: 9464, otlpEndpoint: undefined, serviceName: 'wallet-gateway', shutdownDrainMs: 0, readyCacheMs: 1000 })
  t.equal(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'a-real-production-secret-0123456789' }).operations.shutdownDrainMs, 5000, 'production drains before closing')
  t.same(loadConfig({ METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'wallet-gateway-br', SHUTDOWN_DRAIN_MS: '2500' }).operations,
    { metricsPort: 0, otlpEndpoint: 'http://collector:4318', serviceName: 'wallet-gateway-br', shutdownDrainMs: 2500, readyCacheMs: 1000 })
  t.equal(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).operations.otlpEndpoint, undefined, 'empty is off')
  t.throws(() => loadConfig({ METRICS_PORT: '70000' }), /METRICS_PORT must be between/)
  t.throws(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }), /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) base URL/)
  t.throws(() => loadConfig({ OTEL_SERVICE_NAME: 'has spaces' }), /OTEL_SERVICE_NAME/)
  t.throws(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' }), /SHUTDOWN_DRAIN_MS must be a whole number/)
})
