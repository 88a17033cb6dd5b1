// The app-shell service worker's choices: what it caches and how (client/sw.ts). Never /api.
import t from 'tap'
import { isHashedAsset, shellAssets, strategyFor } from '../../client/sw.js'

const origin = 'https://wallet.example'
const req = (url: string, mode = 'cors', method = 'GET') => ({ url, mode, method })

t.test('hashed assets are Parcel\'s content-hashed names', async t => {
  t.ok(isHashedAsset('/client.5c4e10f8.js'))
  t.ok(isHashedAsset('/feedback.1a2b3c4d.css'))
  t.ok(isHashedAsset('/hi.0123abcd9.js'))
  t.notOk(isHashedAsset('/sw.js'))
  t.notOk(isHashedAsset('/index.html'))
  t.notOk(isHashedAsset('/favicon.ico'))
})

t.test('strategies', async t => {
  t.equal(strategyFor(req(`${origin}/asset/detail`, 'navigate'), origin), 'network-first', 'navigations: network first')
  t.equal(strategyFor(req(`${origin}/help/feedback?variant=song`, 'navigate'), origin), 'network-first')
  t.equal(strategyFor(req(`${origin}/client.5c4e10f8.js`), origin), 'cache-first', 'hashed assets: cache first')
  t.equal(strategyFor(req(`${origin}/sw.js`), origin), 'none', 'the worker itself is left to the browser')
})

t.test('never /api, never another origin, never anything but GET', async t => {
  t.equal(strategyFor(req(`${origin}/api/config`), origin), 'none')
  t.equal(strategyFor(req(`${origin}/api/user/v1/amt/assetinfo`, 'cors', 'POST'), origin), 'none')
  t.equal(strategyFor(req(`${origin}/api/user/v1/x.1a2b3c4d.js`), origin), 'none', 'even when it looks like an asset')
  t.equal(strategyFor(req(`${origin}/api`, 'navigate'), origin), 'none', 'even as a navigation')
  t.equal(strategyFor(req('https://cdn.example/client.5c4e10f8.js'), origin), 'none')
  t.equal(strategyFor(req(`${origin}/client.5c4e10f8.js`, 'cors', 'HEAD'), origin), 'none')
  t.equal(strategyFor(req(`${origin}/apiary.1a2b3c4d.js`), origin), 'cache-first', '/api means the path segment only')
})

t.test('the shell\'s assets are read from index.html', async t => {
  const html = '<!doctype html><html><head><link rel="stylesheet" href="/client.9f8e7d6c.css"><link rel="icon" href="https://cdn.example/i.1a2b3c4d.png"></head>' +
    '<body><script type="module" src="/client.5c4e10f8.js"></script><script src=\'rel.0a0b0c0d.js\'></script><a href="/document/privacy">x</a></body></html>'
  t.same(shellAssets(html, origin).sort(), ['/client.5c4e10f8.js', '/client.9f8e7d6c.css', '/rel.0a0b0c0d.js'])
  const minified = '<!DOCTYPE html><html lang=en><link rel=stylesheet href=/client.e2a17a1d.css><link rel=icon href=data:,><body><div id=root></div><script type=module src=/client.def59e42.js></script>'
  t.same(shellAssets(minified, origin).sort(), ['/client.def59e42.js', '/client.e2a17a1d.css'], 'Parcel\'s unquoted attributes')
})
