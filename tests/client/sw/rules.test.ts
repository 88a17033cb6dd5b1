// The service worker's choices (client/sw/rules.ts): what it keeps and under which key, never /api.
import t from 'tap'
import { API_PATH, HASHED_ASSET, isApi, pageCacheKey, WALLET_CACHE } from '../../../client/sw/rules.js'

t.test('a page is kept by its path: the first URL\'s token is never stored', async t => {
  t.equal(pageCacheKey('https://wallet.example/asset/detail?token=secret-token&lang=hi'), 'https://wallet.example/asset/detail')
  t.equal(pageCacheKey('https://wallet.example/?token=abc#x'), 'https://wallet.example/')
  t.notMatch(pageCacheKey('https://wallet.example/withdraw/option?token=t0k3n'), /t0k3n/)
})

t.test('/api is never a page the worker answers', async t => {
  for (const path of ['/api', '/api/', '/api/config', '/api/user/v1/amt/assetinfo', '/api?x=1']) t.match(path, API_PATH, path)
  for (const path of ['/asset/detail', '/apiary', '/', '/document/privacy']) t.notMatch(path, API_PATH, path)
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
  t.match('wallet-pages-v1', WALLET_CACHE)
  t.notMatch('other-app-cache', WALLET_CACHE)
})
