// The README and the documents in docs/ against the code: the signing test vector is what shared/node/signing.ts
// computes, every section a comment cites and every relative link resolves, every repository path the documents
// name exists, the Environment table is what gateway/src/config/config.ts reads, the README stays short, and nothing
// cites the documents that are not in the repository.
import t from 'tap'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { canonicalQuery, sign, signedQuery } from '../../shared/node/signing.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { loadConfig } from '../../gateway/src/config/config.js'

const ROOT = projectRoot()
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
/** docs/*.md, then README.md. */
const DOCS = [...readdirSync(join(ROOT, 'docs')).filter(name => name.endsWith('.md')).sort().map(name => `docs/${name}`), 'README.md']
/** The README's budget: what it is, how to start, where to go next; the rest lives in docs/. */
const README_MAX_BYTES = 12 * 1024
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The documents' file names as a pattern: API\.md|ARCHITECTURE\.md|...|README\.md. */
const DOC_NAMES = DOCS.map(doc => escape(doc.replace(/^docs\//, ''))).join('|')

function headings (path: string): string[] {
  return [...read(path).matchAll(/^#{1,6} (.+)$/gm)].map(m => (m[1] ?? '').trim())
}

/** GitHub's anchor of a heading. */
function anchor (heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')
}

function section (path: string, heading: string): string {
  const text = read(path)
  const start = text.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`${path}: no section ${heading}`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end < 0 ? undefined : end)
}

const SOURCES = ['shared', 'gateway', 'mock-upstream', 'client', 'scripts', 'tests', 'fixtures', 'bench', 'deploy', 'docs', 'README.md', 'docker-compose.yml']
const SKIP = new Set(['node_modules', 'dist', 'screenshots'])

function files (path: string): string[] {
  const full = join(ROOT, path)
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full).filter(name => !SKIP.has(name) && !name.startsWith('.')).flatMap(name => files(join(path, name)))
}

const sourceFiles = SOURCES.flatMap(files).filter(f => /\.(ts|tsx|md|yml|json|html|css)$/.test(f) && !f.endsWith('.gen.ts'))

t.test('the signing test vector of docs/API.md is what shared/node/signing.ts computes', async t => {
  const block = /```text\n([\s\S]*?)```/.exec(section('docs/API.md', 'Signing'))?.[1] ?? ''
  const vector = Object.fromEntries(block.trim().split('\n').map(line => {
    const [key = '', ...rest] = line.split(/\s+/)
    return [key, rest.join(' ')]
  }))
  t.match(vector, { nonce: /^[0-9a-f]{16,}$/, ts: /^\d+$/, body: /^\{/, secret: /./, query: /./, sign: /^[0-9a-f]{32}$/ }, 'the block is complete')
  const params = { nonce: vector.nonce ?? '', ts: vector.ts ?? '' }
  t.equal(canonicalQuery(params), vector.query, 'Q')
  t.equal(sign(params, vector.body ?? '', vector.secret ?? ''), vector.sign, 'S')
  t.equal(signedQuery(vector.body ?? '', vector.secret ?? '', params.nonce, Number(params.ts)), `${vector.query}&sign=${vector.sign}`, 'the signed query')
})

t.test('every cited section and linked anchor exists', async t => {
  let citations = 0
  for (const file of sourceFiles) {
    const text = read(file)
    // `docs/API.md "Signing"` or `README.md "Environment"` (not another folder's README.md).
    for (const m of text.matchAll(new RegExp(`((?:\\.\\./)*docs/(?:${DOC_NAMES})|(?<![\\w./-])README\\.md) ((?:"[^"\\n]+"(?:, )?)+)`, 'g'))) {
      const doc = (m[1] ?? '').replace(/^(\.\.\/)+/, '')
      if (!DOCS.includes(doc)) continue
      for (const name of (m[2] ?? '').matchAll(/"([^"]+)"/g)) {
        citations++
        t.ok(headings(doc).includes(name[1] ?? ''), `${file}: ${doc} "${name[1]}"`)
      }
    }
    for (const m of text.matchAll(new RegExp(`(?<![\\w./-])((?:\\.\\./)*(?:docs/)?(?:${DOC_NAMES}))#([\\w-]+)`, 'g'))) {
      const doc = (m[1] ?? '').replace(/^(\.\.\/)+/, '')
      const target = doc.startsWith('docs/') || doc === 'README.md' ? doc : `docs/${doc}`
      t.ok(headings(target).map(anchor).includes(m[2] ?? ''), `${file}: ${target}#${m[2]}`)
    }
  }
  t.ok(citations > 40, `the code cites the documents (${citations} citations)`)
})

t.test('nothing cites a document that is not in the repository', async t => {
  for (const file of sourceFiles) {
    if (file === 'tests/shared/docs.test.ts') continue
    const text = read(file)
    t.notMatch(text, /CONTRACT\.md|spec sections? \d/i, file)
  }
})

/** The folders .gitignore names under tests/: what the tests themselves write. */
const OUTPUT_FOLDERS = read('.gitignore').split('\n').map(line => line.trim()).filter(line => line.startsWith('tests/') && line.endsWith('/'))

t.test('every repository path the documents name exists, and the README links them', async t => {
  t.ok(OUTPUT_FOLDERS.includes('tests/e2e/screenshots/'), 'the screenshots the tests keep are not committed')
  for (const doc of DOCS) {
    for (const m of read(doc).matchAll(/`((?:shared|gateway|mock-upstream|client|scripts|tests|fixtures|locales|deploy|bench)\/[^`\s<>*]*)`/g)) {
      const path = m[1] ?? ''
      // A folder the tests write (screenshots kept on failure) exists only after a run: it is named in
      // .gitignore instead, so the check does not depend on which tests ran before it.
      if (OUTPUT_FOLDERS.some(folder => path.startsWith(folder))) continue
      t.ok(existsSync(join(ROOT, path)), `${doc}: ${path}`)
    }
  }
  for (const doc of DOCS.filter(d => d !== 'README.md')) t.match(read('README.md'), `(${doc})`, `README links ${doc}`)
})

/** The text a reader sees as prose: fenced blocks and code spans dropped, so code is never read as a link. */
function prose (text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

t.test('every relative link of the README and docs/ resolves to a file, and its anchor to a heading', async t => {
  let links = 0
  for (const doc of DOCS) {
    for (const m of prose(read(doc)).matchAll(/\]\(([^()\s]+)\)/g)) {
      const link = m[1] ?? ''
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue // http:, https:, mailto:
      links++
      const [path = '', hash] = link.split('#')
      const target = path === '' ? doc : normalize(join(dirname(doc), path))
      t.ok(!target.startsWith('..') && existsSync(join(ROOT, target)), `${doc}: ${link} is a file of the repository`)
      if (hash !== undefined && target.endsWith('.md') && existsSync(join(ROOT, target))) {
        t.ok(headings(target).map(anchor).includes(hash), `${doc}: ${link} is a heading of ${target}`)
      }
    }
  }
  t.ok(links > 20, `the documents link each other (${links} relative links)`)
})

t.test(`README.md is at most ${README_MAX_BYTES} bytes`, async t => {
  const size = statSync(join(ROOT, 'README.md')).size
  t.ok(size <= README_MAX_BYTES, `README.md is ${size} bytes: move detail to docs/ and link it`)
})

interface EnvRow { names: string[], defaults: string[] }

/** The one Environment table (`| env | meaning | default |`) of the README and docs/, where it is. */
function environmentTables (): Array<{ doc: string, rows: EnvRow[] }> {
  const tables: Array<{ doc: string, rows: EnvRow[] }> = []
  for (const doc of DOCS) {
    const lines = read(doc).split('\n')
    lines.forEach((line, i) => {
      if (!/^\| env \| meaning \| default \|$/.test(line)) return
      const rows: EnvRow[] = []
      for (const row of lines.slice(i + 2)) {
        if (!row.startsWith('|')) break
        const cells = row.split(' | ')
        const names = [...(cells[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(n => n[1] ?? '')
        const last = (cells[cells.length - 1] ?? '').replace(/ \|$/, '')
        // A default that starts with a value gives one value per name; "unset: ..." or words give none.
        const defaults = last.startsWith('`') ? [...last.matchAll(/`([^`]+)`/g)].map(v => v[1] ?? '').slice(0, names.length) : []
        rows.push({ names, defaults })
      }
      tables.push({ doc, rows })
    })
  }
  return tables
}

/** Environment variables a source tree reads: env.NAME, env['NAME'] and helpers called as (env, 'NAME'). */
function variablesRead (dir: string): Set<string> {
  const found = new Set<string>()
  for (const file of files(dir).filter(f => f.endsWith('.ts'))) {
    for (const m of read(file).matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])|\(env, '([A-Z][A-Z0-9_]*)'/g)) {
      found.add(m[1] ?? m[2] ?? m[3] ?? '')
    }
  }
  found.delete('NODE_ENV') // production or not, named where it matters
  return found
}

t.test('the Environment table lives in one place and is what the gateway and the mock upstream read', async t => {
  const tables = environmentTables()
  t.same(tables.map(table => table.doc), ['README.md'], 'one Environment table, in the README (where the code cites it)')
  const rows = tables[0]?.rows ?? []
  const documented = new Set(rows.flatMap(row => row.names))
  const gateway = variablesRead('gateway/src')
  const mock = variablesRead('mock-upstream/src')
  t.ok(gateway.size > 20, `the gateway reads ${gateway.size} variables`)
  for (const name of gateway) t.ok(documented.has(name), `${name}, read by gateway/src, is in the table`)
  for (const name of documented) t.ok(gateway.has(name) || mock.has(name), `${name} of the table is read by the gateway or the mock upstream`)
})

t.test("the Environment table's defaults are the gateway's", async t => {
  const rows = environmentTables()[0]?.rows ?? []
  const base = loadConfig({})
  let checked = 0
  for (const row of rows) {
    row.defaults.forEach((value, i) => {
      const name = row.names[i] ?? ''
      // Paths in the table are relative to the repository root, as the gateway resolves its own defaults.
      const raw = /^[\w.-]+\/[\w./-]+$/.test(value) ? join(ROOT, value) : value
      checked++
      t.same(loadConfig({ [name]: raw }), base, `${name}=${value} is the default`)
    })
  }
  t.ok(checked > 15, `${checked} defaults checked`)
})
