// The documents in docs/ against the code: the signing test vector is what shared/node/signing.ts computes, every
// section a comment cites exists, every repository path the documents name exists, and nothing cites the
// documents that are not in the repository.
import t from 'tap'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { canonicalQuery, sign, signedQuery } from '../../shared/node/signing.js'
import { projectRoot } from '../../shared/node/project-root.js'

const ROOT = projectRoot()
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const DOCS = ['docs/API.md', 'docs/ARCHITECTURE.md', 'README.md'] as const

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
    for (const m of text.matchAll(/(docs\/API\.md|docs\/ARCHITECTURE\.md|README\.md) ((?:"[^"\n]+"(?:, )?)+)/g)) {
      const doc = m[1] ?? ''
      for (const name of (m[2] ?? '').matchAll(/"([^"]+)"/g)) {
        citations++
        t.ok(headings(doc).includes(name[1] ?? ''), `${file}: ${doc} "${name[1]}"`)
      }
    }
    for (const m of text.matchAll(/((?:\.\.\/)*(?:docs\/)?(?:API|ARCHITECTURE|README)\.md)#([\w-]+)/g)) {
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

t.test('every repository path the documents name exists, and the README links them', async t => {
  for (const doc of ['docs/API.md', 'docs/ARCHITECTURE.md']) {
    for (const m of read(doc).matchAll(/`((?:shared|gateway|mock-upstream|client|scripts|tests|fixtures|locales|deploy)\/[^`\s<>*]*)`/g)) {
      const path = m[1] ?? ''
      t.ok(existsSync(join(ROOT, path)), `${doc}: ${path}`)
    }
  }
  for (const doc of DOCS.slice(0, 2)) t.match(read('README.md'), `(${doc})`, `README links ${doc}`)
})
