// The page carries its host's settings as a JSON data block, the same as GET /api/config gives, so the
// client's first screen does not wait for that call; no value can break out of the block.
import t from 'tap'
import { startStack } from '../helpers/stack.js'
import { clientDir } from '../e2e/support/page.js'
import { pageWithConfig } from '../../gateway/src/site/site-config.js'
import type { SiteConfig } from '../../shared/regions.js'

const BLOCK = /<script type="application\/json" id="site-config">([^<]*)<\/script>/

t.test('each host\'s page carries that host\'s settings', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir() } })
  for (const host of ['localhost', 'br.localhost', 'coin.localhost', 'id.localhost']) {
    for (const path of ['/', '/asset/detail']) {
      const page = await s.api.get(path).set('host', host)
      t.equal(page.status, 200)
      const data = JSON.parse(BLOCK.exec(page.text)?.[1] ?? 'null') as unknown
      const api = await s.api.get('/api/config').set('host', host)
      t.same(data, api.body.data, `${host}${path}: the same settings as /api/config`)
      t.ok(page.text.indexOf('id="site-config"') < page.text.search(/<script type=("?)module/), 'before the app\'s entry script')
      t.match(page.text, /^<!DOCTYPE html>/i, 'the doctype stays first')
      t.notOk(page.text.includes('test-secret'), 'no secret')
    }
  }
})

t.test('a value cannot close the block', async t => {
  const html = pageWithConfig('<html><head></head><body></body></html>', { region: 'IN', language: '</script><script>alert(1)</script>' } as unknown as SiteConfig)
  t.equal(html.match(/<\/script>/g)?.length, 1, 'one closing tag: the block\'s own')
  t.same(JSON.parse(BLOCK.exec(html)?.[1] ?? 'null'), { region: 'IN', language: '</script><script>alert(1)</script>' }, 'and the value reads back whole')
})

t.test('the page names its screen\'s chunk and the player\'s catalogue part', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir() } })
  const preloads = (text: string) => [...text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(m => m[1] ?? '')
  const home = preloads((await s.api.get('/asset/detail').set('host', 'coin.localhost')).text)
  t.ok(home.some(p => /^\/asset-detail\.[0-9a-f]{8}\.js$/.test(p)), `My Balance's chunk: ${home.join(', ')}`)
  t.same(home.filter(p => /\.(?:core|more)\./.test(p)).map(p => p.split('.').slice(0, 2).join('.')), ['/bn.core'], 'the host\'s language (bn), the core part only')
  const asked = preloads((await s.api.get('/withdraw/option?lang=hi-IN&token=x').set('host', 'coin.localhost')).text)
  t.same(asked.filter(p => /\.(?:core|more)\./.test(p)).map(p => p.split('.').slice(0, 2).join('.')), ['/hi.core', '/hi.more'], 'the language the URL asks for; Withdraw needs the rest of the messages too')
  t.same(preloads((await s.api.get('/help/feedback').set('host', 'coin.localhost')).text), [], 'a screen not in the manifest: no guess')
  t.same(preloads(pageWithConfig('<html><body></body></html>', { region: 'IN' } as unknown as SiteConfig, ['/a.js', '//evil.example/x.js', '/b.js"><script>'])), ['/a.js'], 'only same-origin module paths are written')
})

t.test('a repeat visit revalidates the page: 304 while it is the same, the page again once it changed', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir() } })
  const first = await s.api.get('/asset/detail').set('host', 'br.localhost')
  const etag = first.headers.etag
  t.match(etag, /^W\/"[\w-]{10,}"$/, 'the page has a weak ETag (it goes compressed or not)')
  t.equal(first.headers['cache-control'], 'no-cache')
  const again = await s.api.get('/asset/detail').set({ host: 'br.localhost', 'if-none-match': etag ?? '' })
  t.equal(again.status, 304, 'the same page: 304, nothing downloaded')
  t.equal(again.text, '')
  const otherHost = await s.api.get('/asset/detail').set({ host: 'coin.localhost', 'if-none-match': etag ?? '' })
  t.equal(otherHost.status, 200, 'another host\'s page carries other settings: sent whole')
  t.not(otherHost.headers.etag, etag)
})
