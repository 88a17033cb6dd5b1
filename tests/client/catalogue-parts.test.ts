// The catalogue parts the browser loads (client/src/lib/catalogues) are locales/*.json split, nothing
// else, and the first paint's bundles (the entry and My Balance's chunk) ask for no message outside the
// core part: My Balance never shows a raw key while the rest of the messages is still on its way.
import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../../shared/regions.js'
import { loadCatalogues } from '../../shared/node/locales.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { catalogueParts, isCore, partFile } from '../../scripts/catalogue-parts.js'
import { keysUsed } from '../../scripts/message-keys.js'

const dir = process.env.E2E_CLIENT_DIR !== undefined && process.env.E2E_CLIENT_DIR !== '' ? process.env.E2E_CLIENT_DIR : join(projectRoot(), 'dist', 'client')

t.test('the parts are the catalogues of locales/, split', async t => {
  for (const [file, text] of catalogueParts()) {
    t.equal(existsSync(file) ? readFileSync(file, 'utf8') : '(missing)', text, `${file} is current (npm run gen:routes rewrites it)`)
  }
  const catalogues = loadCatalogues()
  for (const lang of LANGUAGES) {
    const core = JSON.parse(readFileSync(partFile(lang, 'core'), 'utf8')) as Record<string, string>
    const more = JSON.parse(readFileSync(partFile(lang, 'more'), 'utf8')) as Record<string, string>
    const clientKeys = Object.fromEntries(Object.entries(catalogues[lang]).filter(([k]) => !k.startsWith('upstream_text.')))
    t.same({ ...core, ...more }, clientKeys, `${lang}: core and more together are locales/${lang}.json but the upstream's own texts`)
    t.same(Object.keys(core).filter(k => k in more), [], `${lang}: no key in both parts`)
    t.ok(Object.keys(core).length > 30 && Object.keys(core).length < Object.keys(more).length, `${lang}: core is the small part (${Object.keys(core).length} keys)`)
  }
})

t.test('the client does not ship the texts only the upstream writes', async t => {
  const catalogues = loadCatalogues()
  t.equal(catalogues.en['upstream_text.withdraw_processing'], 'Processing', 'locales/ holds the upstream\'s own texts')
  for (const lang of LANGUAGES) {
    for (const part of ['core', 'more'] as const) {
      const keys = Object.keys(JSON.parse(readFileSync(partFile(lang, part), 'utf8')) as Record<string, string>)
      t.same(keys.filter(k => k.startsWith('upstream_text.')), [], `${lang}.${part} has none of them`)
    }
  }
})

t.test('the first paint asks only for core messages', async t => {
  t.ok(existsSync(join(dir, 'index.html')), 'the client is built')
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  // The page's module scripts: the first module (the first screen's calls) and the entry, read as one.
  const modules = [...html.matchAll(/<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']?\/?([^"'\s>]+)/g)]
    .map(m => m[1] ?? '')
  t.equal(modules.length, 2, `the first module and the entry: ${modules.join(', ')}`)
  const entryText = modules.map(f => readFileSync(join(dir, f), 'utf8')).join('\n')
  const chunk = readdirSync(dir).find(f => /^asset-detail\.[0-9a-f]+\.js$/.test(f) && entryText.includes(f)) ?? ''
  t.not(chunk, '', 'My Balance\'s chunk is in the build')
  const en = loadCatalogues().en
  const keys = new Set(Object.keys(en))
  const texts: Array<[string, string]> = [[modules.join(' and '), entryText], [chunk, readFileSync(join(dir, chunk), 'utf8')]]
  for (const [file, text] of texts) {
    const used = keysUsed(text, keys)
    t.ok(used.keys.length > 5, `${file}: ${used.keys.length} message keys found`)
    t.same(used.keys.filter(k => !isCore(k)), [], `${file}: every message key it names is in the core part`)
    for (const prefix of used.prefixes) {
      const matching = Object.keys(en).filter(k => k.startsWith(prefix))
      t.ok(matching.length > 0 && matching.every(isCore), `${file}: the keys of \`${prefix}\${…}\` are in the core part`)
    }
  }
})
