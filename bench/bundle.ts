// The built client's weight, as the build wrote it: raw, gzip and brotli bytes of what the first paint of
// My Balance needs and of every chunk loaded later (each route's, each catalogue part, the shared ones).
// Compressed sizes are those of the .gz and .br siblings the gateway serves as they are; deterministic,
// so they need no repeats.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { MANIFEST_FILE, type PreloadManifest } from '../scripts/client-manifest.js'
import { LANGUAGES } from '../shared/regions.js'
import { projectRoot } from '../shared/node/project-root.js'
import { table } from './lib/markdown.js'

/** The first paint's JavaScript goal, catalogue included, gzipped (tests/client/bundle-size.test.ts holds it). */
export const FIRST_PAINT_GOAL_BYTES = 94 * 1024

interface Size { file: string, raw: number, gzip: number, brotli: number }

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
const CHUNK = /^([\w-]+?)(?:\.(core|more))?\.[0-9a-f]{8}\.js$/

function sizeOf (dir: string, file: string): Size {
  const raw = readFileSync(join(dir, file))
  // A sibling the build skipped (no smaller than the file) means the file goes as it is.
  const sibling = (ext: string, make: (b: Buffer) => Buffer): number =>
    existsSync(join(dir, `${file}${ext}`))
      ? readFileSync(join(dir, `${file}${ext}`)).length
      : Math.min(raw.length, make(raw).length)
  return {
    file,
    raw: raw.length,
    gzip: sibling('.gz', b => gzipSync(b, { level: 9 })),
    brotli: sibling('.br', b => brotliCompressSync(b))
  }
}

const sum = (sizes: Size[]): Omit<Size, 'file'> => sizes.reduce(
  (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }),
  { raw: 0, gzip: 0, brotli: 0 }
)
const cells = (s: Omit<Size, 'file'>): string[] => [kb(s.raw), kb(s.gzip), kb(s.brotli)]

export function benchBundle (dir = join(projectRoot(), 'dist', 'client')): { ok: boolean, markdown: string } {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as PreloadManifest
  const file = (url: string): string => url.replace(/^\//, '')
  const first = file(manifest.first)
  const entry = file(manifest.entry)
  // The first module names the catalogue parts, the entry the screens' chunks.
  const entryText = [first, entry].map(f => readFileSync(join(dir, f), 'utf8')).join('\n')
  // Only chunks the page's modules name: a file of an earlier build is not the client's.
  const renderer = file(manifest.renderer)
  const loadedLater = (f: string): boolean =>
    CHUNK.test(f) && f !== first && f !== entry && f !== renderer && entryText.includes(`"${f}"`)
  const chunks = readdirSync(dir).filter(loadedLater).sort()
  // A route's own chunk is a module the router's table imports lazily: a route file or a screen's feature file.
  const router = readFileSync(join(projectRoot(), 'client', 'src', 'app', 'router.tsx'), 'utf8')
  const lazyImport = /import\('(?:\.\/routes|\.\.\/features)\/(?:[^']*\/)?([^/']+)\.js'\)/g
  const routeNames = new Set([...router.matchAll(lazyImport)].map(m => m[1] ?? ''))

  const balanceChunks = (manifest.pages['/asset/detail']?.chunks ?? []).map(file)
  const cores = LANGUAGES.map(lang => sizeOf(dir, file(manifest.catalogues[lang].core))).sort((a, b) => b.gzip - a.gzip)
  const heaviestCore = cores[0]
  const pageScripts = manifest.scripts.map(file)
  const firstPaint = [
    ...pageScripts.map(f => sizeOf(dir, f)),
    sizeOf(dir, first),
    sizeOf(dir, entry),
    sizeOf(dir, renderer),
    ...balanceChunks.map(c => sizeOf(dir, c)),
    ...(heaviestCore === undefined ? [] : [heaviestCore])
  ]
  const firstTotal = sum(firstPaint)
  const stylesheets = manifest.stylesheets.map(s => sizeOf(dir, file(s)))

  const byRoute = new Map<string, Size[]>()
  const catalogueParts: Size[] = []
  const shared: Size[] = []
  for (const chunk of chunks) {
    const [, name = '', part] = CHUNK.exec(chunk) ?? []
    if (part !== undefined) catalogueParts.push(sizeOf(dir, chunk))
    else if (routeNames.has(name)) byRoute.set(name, [...(byRoute.get(name) ?? []), sizeOf(dir, chunk)])
    else shared.push(sizeOf(dir, chunk))
  }
  const ok = firstTotal.gzip <= FIRST_PAINT_GOAL_BYTES
  const all = sum([first, entry, renderer, ...chunks].map(c => sizeOf(dir, c)))

  const markdown = [
    '## Bundle',
    '',
    'The built client (dist/client), in KB; gzip and brotli are the files the gateway serves. First paint of My ' +
      'Balance: the page\'s first module (client/src/first-calls.ts, which starts the calls), the entry, React\'s ' +
      'renderer (preloaded beside them), the screen\'s chunk and the heaviest language\'s core catalogue ' +
      `(${heaviestCore?.file ?? 'none'}); goal ${kb(FIRST_PAINT_GOAL_BYTES)} KB gzipped.`,
    '',
    table(['first paint', 'raw', 'gzip', 'brotli'], [
      ...firstPaint.map(s => [s.file, ...cells(s)]),
      [`**total** (goal ≤ ${kb(FIRST_PAINT_GOAL_BYTES)} gzip)`, ...cells(firstTotal).map(c => `**${c}**`)],
      ...stylesheets.map(s => [`${s.file} (stylesheet, not render-blocking)`, ...cells(s)])
    ]),
    '',
    'Loaded later: each route\'s own chunks (a screen also loads the shared chunks it imports and, past ' +
      'My Balance, its language\'s `more` catalogue part).',
    '',
    table(
      ['route', 'chunks', 'raw', 'gzip', 'brotli'],
      [...byRoute.entries()].map(([name, sizes]) => [name, sizes.length, ...cells(sum(sizes))])
    ),
    '',
    table(['shared or catalogue chunk', 'raw', 'gzip', 'brotli'], [
      ...shared.map(s => [s.file, ...cells(s)]),
      ...catalogueParts.map(s => [s.file, ...cells(s)])
    ]),
    '',
    `All JavaScript the page can load: ${chunks.length + 3} files, ${cells(all).join(' / ')} KB raw / gzip / brotli.`
  ].join('\n')
  return { ok, markdown }
}
