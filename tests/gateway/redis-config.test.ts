// Where the shared store lives, checked once at start: a URL, or Redis Sentinel's master by name.
import t from 'tap'
import { loadConfig } from '../../gateway/src/config/config.js'
import { loadRedisConfig } from '../../gateway/src/config/redis-config.js'

t.test('no Redis setting keeps the store in memory', async t => {
  t.equal(loadConfig({}).redis, undefined)
  t.equal(loadRedisConfig({ REDIS_URL: '' }), undefined)
})

t.test('REDIS_URL: redis:// or rediss:// (TLS), with REDIS_PASSWORD as an option', async t => {
  t.same(loadRedisConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }), { kind: 'url', url: 'redis://127.0.0.1:6379', password: undefined })
  t.same(loadRedisConfig({ REDIS_URL: 'rediss://cache.internal:6380', REDIS_PASSWORD: 'pw' }), { kind: 'url', url: 'rediss://cache.internal:6380', password: 'pw' })
  t.throws(() => loadRedisConfig({ REDIS_URL: 'http://127.0.0.1:6379' }), /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/)
})

t.test('REDIS_SENTINELS and REDIS_SENTINEL_NAME are used instead of REDIS_URL', async t => {
  const config = loadRedisConfig({
    REDIS_URL: 'redis://ignored:6379',
    REDIS_SENTINELS: 'sentinel-1:26379, 10.0.0.2:26380,[::1]:26381',
    REDIS_SENTINEL_NAME: 'wallet',
    REDIS_PASSWORD: 'master-pw'
  })
  t.same(config, {
    kind: 'sentinel',
    sentinels: [{ host: 'sentinel-1', port: 26379 }, { host: '10.0.0.2', port: 26380 }, { host: '::1', port: 26381 }],
    name: 'wallet',
    password: 'master-pw',
    sentinelPassword: undefined,
    tls: false
  })
  t.match(loadRedisConfig({ REDIS_SENTINELS: 's:1', REDIS_SENTINEL_NAME: 'm', REDIS_TLS: 'on', REDIS_SENTINEL_PASSWORD: 'sp' }), { tls: true, sentinelPassword: 'sp' })
})

t.test('a Sentinel setting that cannot work stops the start with the variable named', async t => {
  t.throws(() => loadRedisConfig({ REDIS_SENTINELS: 'sentinel-1:26379' }), /REDIS_SENTINEL_NAME must name the master/)
  t.throws(() => loadRedisConfig({ REDIS_SENTINEL_NAME: 'wallet' }), /REDIS_SENTINEL_NAME needs REDIS_SENTINELS/)
  for (const bad of ['sentinel-1', 'sentinel-1:0', 'sentinel-1:70000', 'a b:1', '::1:26379', 'redis://s:1', ',']) {
    t.throws(() => loadRedisConfig({ REDIS_SENTINELS: bad, REDIS_SENTINEL_NAME: 'wallet' }), /REDIS_SENTINELS must/, `"${bad}" refused`)
  }
  t.throws(() => loadRedisConfig({ REDIS_SENTINELS: 's:1', REDIS_SENTINEL_NAME: 'wal let' }), /REDIS_SENTINEL_NAME must be/)
  t.throws(() => loadRedisConfig({ REDIS_SENTINELS: 's:1', REDIS_SENTINEL_NAME: 'm', REDIS_TLS: 'yes' }), /REDIS_TLS must be on or off/)
  t.throws(() => loadRedisConfig({ REDIS_URL: 'redis://r:1', REDIS_PASSWORD: 'a\nb' }), /REDIS_PASSWORD must be one line/)
  t.throws(() => loadConfig({ REDIS_SENTINELS: 's:1' }), /REDIS_SENTINEL_NAME/, 'through the gateway config too')
})

t.test('a refused password is never quoted back', async t => {
  let message = ''
  try { loadRedisConfig({ REDIS_URL: 'redis://r:1', REDIS_PASSWORD: 'hunter2\n' }) } catch (err) { message = (err as Error).message }
  t.match(message, /REDIS_PASSWORD must be one line/)
  t.notMatch(message, /hunter2/)
})
