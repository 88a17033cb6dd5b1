// GET /sw.js both ways: the built worker (SERVICE_WORKER=on, the default), and the retiring worker at the same
// URL when it is switched off; never cached, scope /, and the page's settings say which.
import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startStack } from '../helpers/stack.js'
import { clientDir } from '../e2e/support/page.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { RETIRING_WORKER, workerForHost } from '../../gateway/src/site/service-worker.js'

const BLOCK = /<script type="application\/json" id="site-config">([^<]*)<\/script>/

t.test('on: the built worker, its precache list, never cached, scope /', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir(), SERVICE_WORKER: 'on' } })
  const res = await s.api.get('/sw.js')
  t.equal(res.status, 200)
  t.match(res.headers['content-type'], /^text\/javascript/)
  t.equal(res.headers['cache-control'], 'no-cache', 'checked on every visit, so a deploy is seen')
  t.equal(res.headers['service-worker-allowed'], '/')
  const built = readFileSync(join(clientDir(), 'sw.js'), 'utf8')
  const [head, ...rest] = res.text.split('\n')
  t.match(head, /^self\.__WALLET_SHELL_REVISION="[0-9a-f]{16}";$/, 'headed by the revision of the shell it keeps')
  t.equal(rest.join('\n'), built, 'then the build\'s worker')
  t.match(res.text, /"url":"asset-detail\.[0-9a-f]{8}\.js"/, 'precaches My Balance\'s chunk')
  t.match(res.text, /"url":"renderer\.[0-9a-f]{8}\.js"/, 'and the renderer')
  for (const lang of ['en', 'hi', 'id', 'bn', 'pt']) {
    t.match(res.text, new RegExp(`"url":"${lang}\\.core\\.[0-9a-f]{8}\\.js"`), `${lang} core messages`)
    t.match(res.text, new RegExp(`"url":"${lang}\\.more\\.[0-9a-f]{8}\\.js"`), `${lang} other messages`)
  }
  t.match(res.text, /"url":"client\.[0-9a-f]{8}\.css"/, 'the stylesheet')
  t.notMatch(res.text, /"url":"(?:index\.html|sw\.js|preload\.json)"/, 'not the page (the gateway adds the host\'s settings), not itself')
  t.notMatch(res.text, /__WB_MANIFEST/, 'the manifest was injected')
  const page = await s.api.get('/asset/detail')
  t.equal((JSON.parse(BLOCK.exec(page.text)?.[1] ?? 'null') as { serviceWorker?: unknown } | null)?.serviceWorker, true, 'the page registers it')
})

t.test('an unchanged worker is a 304 to the browser\'s check, a changed one is sent', async t => {
  for (const on of ['on', 'off']) {
    const s = await startStack(t, { env: { CLIENT_DIR: clientDir(), SERVICE_WORKER: on } })
    const first = await s.api.get('/sw.js')
    const tag = String(first.headers.etag)
    t.match(tag, /^W\/"[\w-]{22}"$/, `${on}: a validator`)
    const again = await s.api.get('/sw.js').set('if-none-match', tag)
    t.equal(again.status, 304, `${on}: the same worker, nothing sent again`)
    t.equal(again.text, '', `${on}: no body`)
    t.equal((await s.api.get('/sw.js').set('if-none-match', 'W/"an-older-worker-000000"')).status, 200, `${on}: another worker's tag gets this one`)
    const other = String((await s.api.get('/sw.js').set('host', 'br.localhost')).headers.etag)
    if (on === 'on') t.not(other, tag, 'on: another host\'s worker keeps its own shell: its own tag')
    else t.equal(other, tag, 'off: one retiring worker for every host')
  }
})

t.test('the shell\'s revision: the same for a host until its settings or the build change', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir(), SERVICE_WORKER: 'on' } })
  const revision = async (host: string): Promise<string> => /^self\.__WALLET_SHELL_REVISION="([0-9a-f]{16})";/.exec((await s.api.get('/sw.js').set('host', host)).text)?.[1] ?? 'none'
  const india = await revision('localhost')
  t.match(india, /^[0-9a-f]{16}$/)
  t.equal(await revision('localhost'), india, 'asked again, the same worker: no update')
  t.not(await revision('br.localhost'), india, 'another host\'s settings (Brazil\'s region, currency and language), another shell')
  t.not(workerForHost('built worker', { region: 'IN' }), workerForHost('built worker, next deploy', { region: 'IN' }), 'a new build, a new revision')
  t.not(workerForHost('built worker', { region: 'IN', language: 'en' }), workerForHost('built worker', { region: 'IN', language: 'hi' }), 'an operator\'s settings change, a new revision')
})

t.test('off: the retiring worker at the same URL, and the page does not register', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir(), SERVICE_WORKER: 'off' } })
  const res = await s.api.get('/sw.js')
  t.equal(res.status, 200, 'served, so every installed worker updates to it')
  t.equal(res.headers['cache-control'], 'no-cache')
  t.equal(res.text, RETIRING_WORKER)
  t.match(res.text, /registration\.unregister\(\)/)
  t.match(res.text, /caches\.delete/)
  t.notMatch(res.text, /addEventListener\('fetch'/, 'answers nothing: every request goes to the network')
  const page = await s.api.get('/asset/detail')
  t.equal((JSON.parse(BLOCK.exec(page.text)?.[1] ?? 'null') as { serviceWorker?: unknown } | null)?.serviceWorker, false)
})

t.test('SERVICE_WORKER takes on or off only', async t => {
  t.equal(loadConfig({}).serviceWorker, true, 'on by default')
  t.equal(loadConfig({ SERVICE_WORKER: 'OFF' }).serviceWorker, false)
  t.throws(() => loadConfig({ SERVICE_WORKER: 'maybe' }), /SERVICE_WORKER must be on or off/)
})

t.test('hashed scripts, the classic Intl warm-up too, are cached for good; the page and the worker never', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir() } })
  const html = readFileSync(join(clientDir(), 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+)/g)].map(m => m[1] ?? '')
  t.equal(scripts.length, 2, `the module entry and the classic warm-up: ${scripts.join(', ')}`)
  for (const script of scripts) {
    const res = await s.api.get(`/${script}`).set('accept-encoding', 'br')
    t.equal(res.status, 200, script)
    t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', `${script}: immutable`)
  }
})
