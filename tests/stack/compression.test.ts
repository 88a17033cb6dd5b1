// The client's files go compressed as the build made them (brotli, else gzip, by Accept-Encoding, with Vary),
// keeping their cache rules; API answers above 1 KB are compressed on the way; bodies sent to the gateway
// are never decompressed.
import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { get, type IncomingHttpHeaders } from 'node:http'
import { clientHeaders, startStack } from '../helpers/stack.js'
import { clientDir } from '../e2e/support/page.js'
import { TEXT_ASSET } from '../../scripts/client-compression.js'

const dir = clientDir()
const built = readdirSync(dir)

t.test('every text asset of the build has its brotli and gzip files', async t => {
  const text = built.filter(f => TEXT_ASSET.test(f))
  t.ok(text.length > 5, `${text.length} text assets (npm test builds the client first)`)
  for (const file of text) {
    const raw = readFileSync(join(dir, file))
    t.same(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))), raw, `${file}.br is the file`)
    t.same(gunzipSync(readFileSync(join(dir, `${file}.gz`))), raw, `${file}.gz is the file`)
  }
})

interface Raw { status: number, headers: IncomingHttpHeaders, body: Buffer }

/** An answer's bytes as they came over the wire: the test clients (supertest, fetch) would decode them. */
async function rawGet (base: string, path: string, encoding: string): Promise<Raw> {
  return await new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, res => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => { resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }) })
    }).on('error', reject)
  })
}
const bytes = (res: Raw): Buffer => res.body

t.test('static files: the precompressed file by Accept-Encoding, with Vary and the same cache rules', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: dir } })
  const script = built.find(f => f.endsWith('.js') && !f.startsWith('sw'))
  if (script === undefined) throw new Error('no script in the build')
  const raw = readFileSync(join(dir, script))
  const fetchRaw = async (path: string, encoding: string): Promise<Raw> => await rawGet(s.gatewayUrl, path, encoding)

  const br = await fetchRaw(`/${script}`, 'gzip, deflate, br')
  t.equal(br.headers['content-encoding'], 'br', 'brotli when the browser takes it')
  t.match(br.headers.vary, /accept-encoding/i)
  t.match(br.headers['content-type'], /javascript/)
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable', 'a hashed asset is cached for good')
  t.same(brotliDecompressSync(bytes(br)), raw, 'and is the script')
  t.ok(bytes(br).length < raw.length / 2, `${raw.length} bytes sent as ${bytes(br).length}`)

  const gz = await fetchRaw(`/${script}`, 'gzip')
  t.equal(gz.headers['content-encoding'], 'gzip', 'gzip for a client without brotli')
  t.same(gunzipSync(bytes(gz)), raw)

  const plain = await fetchRaw(`/${script}`, 'identity')
  t.equal(plain.headers['content-encoding'], undefined, 'as it is for a client that takes neither')
  t.same(bytes(plain), raw)
  t.match(plain.headers.vary, /accept-encoding/i, 'still with Vary, so no cache mixes them up')

  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  for (const path of ['/', '/withdraw/option', '/index.html']) {
    const page = await fetchRaw(path, 'br')
    t.equal(page.headers['content-encoding'], 'br', `${path}: the page compressed`)
    t.equal(page.headers['cache-control'], 'no-cache', `${path}: and never cached without asking`)
    const text = brotliDecompressSync(bytes(page)).toString('utf8')
    const added = [...text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(m => m[1])
    // /index.html is no screen of the app: nothing to name for it.
    if (path !== '/index.html') t.ok(added.length >= 2, `${path}: the screen's chunk and catalogue named up front (${added.join(', ')})`)
    t.equal(text.replace(/<script type="application\/json" id="site-config">[^<]*<\/script>/, '').replace(/<link rel="modulepreload" href="[^"]+">/g, ''), html, `${path}: the built page, with the host's settings and the screen's preloads added`)
  }
})

t.test('every file the built page names, and the Intl warm-up worker\'s, is cached for a year in each encoding', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: dir } })
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const inPage = [...new Set([...html.matchAll(/(?:src|href)="?(\/[^"\s>]+\.(?:js|css))/g)].map(m => m[1] ?? ''))]
  // The warm-up is a worker the page's first module starts from its own file: the outside benchmark saw it uncached.
  const scripts = inPage.filter(p => p.endsWith('.js')).map(p => readFileSync(join(dir, p.slice(1)), 'utf8')).join('\n')
  const warmUp = /["'](intl-warm\.[0-9a-f]{8}\.js)["']/.exec(scripts)?.[1]
  if (warmUp === undefined) throw new Error('no module of the built page names the Intl warm-up worker')
  const named = [...inPage, `/${warmUp}`]
  t.ok(named.length >= 3, `the page names ${named.join(', ')}`)
  for (const path of named) {
    for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const res = await rawGet(s.gatewayUrl, path, encoding)
      t.equal(res.status, 200, `${path} (${encoding})`)
      t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', `${path} (${encoding}): cached for good`)
    }
  }
})

t.test('API answers above 1 KB are compressed; small ones and compressed bodies sent in are not', async t => {
  const s = await startStack(t, { env: { CLIENT_DIR: dir } })
  const openapi = await rawGet(s.gatewayUrl, '/api/openapi.json', 'br')
  t.equal(openapi.headers['content-encoding'], 'br')
  t.match(openapi.headers.vary, /accept-encoding/i)
  t.ok(JSON.parse(brotliDecompressSync(bytes(openapi)).toString('utf8')).openapi, 'the document')
  const small = await rawGet(s.gatewayUrl, '/healthz', 'br')
  t.equal(small.headers['content-encoding'], undefined, 'a tiny answer goes as it is')

  const body = gzipSync(JSON.stringify({ amount: 10000 }))
  const sent = await s.api.post('/api/user/v1/amt/withdraw').set({ ...clientHeaders('demo-in', { 'idempotency-key': 'gz-1' }), 'content-type': 'application/json', 'content-encoding': 'gzip' }).send(body)
  t.equal(sent.status, 400, 'a gzipped body is not unpacked: it is not JSON')
  t.same(await s.journal(), [], 'and nothing reached the upstream')
})
