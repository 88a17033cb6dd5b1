// The environment is read once and checked.
import t from 'tap'
import { ConfigError, DEFAULT_CONFIG, loadConfig } from '../../mock-upstream/src/config.js'

t.test('defaults', async t => {
  t.same(loadConfig({}), { signSecret: 'dev-secret', port: 9090, host: '127.0.0.1', upstreamTimeoutMs: 20000, logLevel: 'info', region: null })
  t.same(loadConfig({}), DEFAULT_CONFIG)
})

t.test('values from the environment', async t => {
  t.same(loadConfig({ SIGN_SECRET: 's3', MOCK_PORT: '9191', HOST: '0.0.0.0', UPSTREAM_TIMEOUT_MS: '5000', LOG_LEVEL: 'warn', PORT: '1' }),
    { signSecret: 's3', port: 9191, host: '0.0.0.0', upstreamTimeoutMs: 5000, logLevel: 'warn', region: null })
  t.equal(loadConfig({ MOCK_PORT: '0' }).port, 0, 'port 0 picks a free port')
})

t.test('every problem is named at once', async t => {
  const err = t.throws(() => loadConfig({ MOCK_PORT: '90x', UPSTREAM_TIMEOUT_MS: '-5', LOG_LEVEL: 'loud' })) as ConfigError
  t.type(err, ConfigError)
  t.equal(err.problems.length, 3)
  t.match(err.message, /MOCK_PORT/)
  t.match(err.message, /UPSTREAM_TIMEOUT_MS/)
  t.match(err.message, /LOG_LEVEL/)
  t.throws(() => loadConfig({ MOCK_PORT: '70000' }), ConfigError)
  t.throws(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '0' }), ConfigError)
})

t.test('MOCK_REGION: one region\'s upstream, or every region when unset', async t => {
  for (const region of ['IN', 'BD', 'BR', 'ID'] as const) t.equal(loadConfig({ MOCK_REGION: region }).region, region)
  t.equal(loadConfig({ MOCK_REGION: '' }).region, null, 'empty is unset')
  for (const typo of ['br', 'BRA', 'XX', ' BR']) {
    t.throws(() => loadConfig({ MOCK_REGION: typo }), { message: /MOCK_REGION must be one of IN, BD, BR, ID/ }, `"${typo}" refused`)
  }
})

t.test('production needs a real secret', async t => {
  t.throws(() => loadConfig({ NODE_ENV: 'production' }), { message: /SIGN_SECRET is required/ })
  t.equal(loadConfig({ NODE_ENV: 'production', SIGN_SECRET: 'prod' }).signSecret, 'prod')
})
