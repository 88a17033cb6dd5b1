import t from 'tap'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_SIGN_SECRET, hostConfig, loadConfig } from '../../gateway/src/config.js'

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
  t.equal(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'real' }).signSecret, 'real')
})

t.test('bad values are named at start', async t => {
  t.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a whole number/)
  t.throws(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' }), /UPSTREAM_TIMEOUT_MS must be between/)
  t.throws(() => loadConfig({ UPSTREAM_URL: 'http://up.example/' }), /UPSTREAM_URL/)
  t.throws(() => loadConfig({ UPSTREAM_URL: 'ftp://up.example' }), /UPSTREAM_URL/)
  t.equal(loadConfig({ UPSTREAM_URL: 'https://up.example/base' }).upstreamUrl, 'https://up.example/base')
  t.equal(loadConfig({ MOCK_PORT: '9191' }).upstreamUrl, 'http://127.0.0.1:9191')
})

t.test('region settings per page host from the operators\' file', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'regions-'))
  const file = join(dir, 'regions.json')
  writeFileSync(file, JSON.stringify({
    default: { region: 'IN' },
    hosts: [
      { match: 'coins.example.com', region: 'BD', upstream: 'https://bd-api.example.com' },
      { match: '*.example.id', region: 'ID', language: 'en', fractionDigits: 0 }
    ]
  }))
  const config = loadConfig({ REGIONS_FILE: file, UPSTREAM_URL: 'https://api.example.com' })
  const bd = hostConfig(config, 'COINS.example.com')
  t.equal(bd.region, 'BD')
  t.equal(bd.currency, 'BDT')
  t.equal(bd.language, 'bn')
  t.equal(bd.upstream, 'https://bd-api.example.com')
  const id = hostConfig(config, 'play.example.id')
  t.equal(id.region, 'ID')
  t.equal(id.language, 'en')
  t.equal(id.upstream, 'https://api.example.com')
  const other = hostConfig(config, 'localhost')
  t.equal(other.region, 'IN', 'unknown hosts get India')
  t.equal(other.currency, 'INR')

  writeFileSync(file, JSON.stringify({ default: { region: 'XX' }, hosts: [] }))
  t.throws(() => loadConfig({ REGIONS_FILE: file }), /region config .* is invalid/)
  writeFileSync(file, '{ not json')
  t.throws(() => loadConfig({ REGIONS_FILE: file }), /cannot be read/)
})

t.test('the shipped region file: India by default, Bangladesh on the coin domain', async t => {
  const config = loadConfig({})
  t.equal(hostConfig(config, 'localhost').region, 'IN')
  t.equal(hostConfig(config, 'coin.localhost').region, 'BD')
  t.equal(hostConfig(config, 'br.localhost').region, 'BR')
  t.equal(hostConfig(config, 'id.localhost').region, 'ID')
})
