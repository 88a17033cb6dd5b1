// The built client stays small for low-end phones on slow networks: the JS the first paint of My Balance
// needs (what index.html loads, the asset-detail route chunk, and the catalogue's core part of the heaviest
// language, without which no text shows) is at most 94 KB gzipped, and no server-side library (Ajv,
// TypeBox, Fastify, undici) ever reaches the browser.
import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { projectRoot } from '../../shared/node/project-root.js'
import { FIRST_PAINT_GOAL_BYTES } from '../../bench/bundle.js'

const BUDGET = FIRST_PAINT_GOAL_BYTES
const dir = process.env.E2E_CLIENT_DIR !== undefined && process.env.E2E_CLIENT_DIR !== '' ? process.env.E2E_CLIENT_DIR : join(projectRoot(), 'dist', 'client')

const gz = (file: string): number => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`

/** Local files index.html loads as scripts (classic, module or modulepreload). */
function initialScripts (html: string): string[] {
  const refs = [
    ...[...html.matchAll(/<script\b[^>]*?\bsrc=["']?([^"'\s>]+)/gi)].map(m => m[1]),
    ...[...html.matchAll(/<link\b[^>]*?\brel=["']?modulepreload["']?[^>]*?\bhref=["']?([^"'\s>]+)/gi)].map(m => m[1])
  ]
  return [...new Set(refs.filter((r): r is string => r !== undefined && !/^[a-z]+:/i.test(r)).map(r => r.replace(/^\//, '').split(/[?#]/)[0] ?? ''))]
}

t.test('the initial JS fits the budget', async t => {
  t.ok(existsSync(join(dir, 'index.html')), `the client is built in ${dir} (npm test builds it first)`)
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const scripts = initialScripts(html)
  t.ok(scripts.length > 0, 'index.html loads a script')
  for (const s of scripts) t.ok(existsSync(join(dir, s)), `${s} is in the build`)

  // Parcel does not empty the dist folder: the route chunk is the asset-detail file the entry names.
  const entryText = scripts.filter(s => existsSync(join(dir, s))).map(s => readFileSync(join(dir, s), 'utf8')).join('\n')
  const chunk = readdirSync(dir).filter(f => /^asset-detail\.[0-9a-f]+\.js$/.test(f) && entryText.includes(f))
  t.equal(chunk.length, 1, `the asset-detail route chunk: ${chunk.join(', ')}`)

  // The first screen's messages: the core part of each language (client/src/lib/catalogues), the heaviest counted.
  const cores = readdirSync(dir).filter(f => /^(?:en|hi|bn|id|pt)\.core\.[0-9a-f]+\.js$/.test(f) && entryText.includes(f))
  t.equal(cores.length, 5, `a core catalogue per language: ${cores.join(', ')}`)
  const heaviest = cores.sort((a, b) => gz(b) - gz(a)).slice(0, 1)
  const files = [...scripts, ...chunk, ...heaviest].filter(f => existsSync(join(dir, f)))
  const sizes = files.map(f => ({ file: f, raw: readFileSync(join(dir, f)).length, gzip: gz(f) }))
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0)
  for (const s of sizes) t.comment(`${s.file}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzipped`)
  const css = readdirSync(dir).filter(f => f.endsWith('.css') && html.includes(f))
  for (const c of css) t.comment(`${c} (stylesheet, not counted): ${kb(gz(c))} gzipped`)
  t.comment(`first paint JS with its catalogue: ${kb(total)} gzipped of a ${kb(BUDGET)} budget (${total} bytes)`)
  t.ok(total <= BUDGET, `first paint JS with its catalogue ${total} bytes gzipped <= ${BUDGET}`)
})

t.test('every chunk the entry names is in the build', async t => {
  // A Parcel cache kept while dist/ was deleted can leave unchanged chunks unwritten: every route then fails.
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const entryText = initialScripts(html).filter(s => existsSync(join(dir, s))).map(s => readFileSync(join(dir, s), 'utf8')).join('\n')
  const named = [...new Set([...entryText.matchAll(/["']([\w-]+\.[0-9a-f]{8}\.(?:js|css))["']/g)].map(m => m[1] ?? ''))]
  t.ok(named.length > 10, `${named.length} chunks named by the entry`)
  const missing = named.filter(f => !existsSync(join(dir, f)))
  t.same(missing, [], 'none missing (rebuild with `rm -rf .parcel-cache dist/client` if this fails)')
})

t.test('no server-side library in any built JS', async t => {
  const markers: Array<[string, RegExp]> = [
    ['ajv', /ajv[-_/]|["'`]ajv|\bAjv\b|ajv-validator/],
    ['TypeBox', /~kind|typebox|@sinclair/i],
    ['Fastify', /fastify/i],
    ['undici', /undici/i]
  ]
  const js = readdirSync(dir).filter(f => f.endsWith('.js'))
  t.ok(js.length > 0, 'built JS files found')
  for (const file of js) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const [name, marker] of markers) {
      const m = marker.exec(text)
      t.equal(m, null, `${file}: no ${name}${m === null ? '' : ` (found ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 40))})`}`)
    }
  }
})
