// The service worker's choices (client/sw/rules.ts): what it keeps and under which key, never /api.
import t from 'tap'
import { HASHED_ASSET, isApi, NOT_A_PAGE, pageCacheKey, shellCacheName, WALLET_CACHE } from '../../../client/sw/rules.js'

t.test('a page is kept by its path: the first URL\'s token is never stored', async t => {
  t.equal(pageCacheKey('https://wallet.example/asset/detail?token=secret-token&lang=hi'), 'https://wallet.example/asset/detail')
  t.equal(pageCacheKey('https://wallet.example/?token=abc#x'), 'https://wallet.example/')
  t.notMatch(pageCacheKey('https://wallet.example/withdraw/option?token=t0k3n'), /t0k3n/)
})

t.test('/api, files and the probes are never answered with the shell; every screen\'s path is', async t => {
  const notAPage = (path: string): boolean => NOT_A_PAGE.some(re => re.test(path))
  for (const path of ['/api', '/api/', '/api/config', '/api/user/v1/amt/assetinfo', '/api?x=1', '/sw.js', '/client.5c4e10f8.js', '/favicon.ico', '/healthz', '/readyz']) t.ok(notAPage(path), path)
  for (const path of ['/asset/detail', '/apiary', '/', '/document/privacy', '/asset/detail/RC10000206', '/recharge/channel/10000/1000', '/agent-transfer/agent-manage']) t.notOk(notAPage(path), path)
  t.ok(isApi('/api/config'))
  t.notOk(isApi('/apiary.1a2b3c4d.js'), '/api means the path segment only')
})

t.test('hashed assets are Parcel\'s content-hashed names, their own revision', async t => {
  t.match('/client.5c4e10f8.js', HASHED_ASSET)
  t.match('feedback.1a2b3c4d.css', HASHED_ASSET)
  t.notMatch('/sw.js', HASHED_ASSET)
  t.notMatch('/index.html', HASHED_ASSET)
})

t.test('the caches the retiring worker clears are the wallet\'s own', async t => {
  t.match('workbox-precache-v2-https://wallet.example/', WALLET_CACHE)
  t.match('wallet-pages-v1', WALLET_CACHE, 'the page cache of earlier builds')
  t.match(shellCacheName('0123456789abcdef'), WALLET_CACHE)
  t.notMatch('other-app-cache', WALLET_CACHE)
})
