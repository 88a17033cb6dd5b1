// After Parcel: what the first paint needs, so the page can ask for all of it at once instead of one
// round trip after another. index.html gets modulepreloads for its first module (client/src/first-calls.ts,
// which starts the first screen's calls), the entry and the renderer, in that order, and its stylesheet becomes a
// preload the entry applies before it renders (client/src/main.tsx): the stylesheet then downloads beside
// the script and never holds the first paint longer than its own download. dist/client/preload.json tells
// the gateway (gateway/src/site/client.ts) the chunks of the main screens and each language's
// catalogue parts, for the links it writes per page and player language.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../shared/regions.js'

/** Screens whose chunks the page names up front: My Balance (the default; the root redirects to it),
 * Withdraw and Add Cash. The chunk is named for the screen (docs/ARCHITECTURE.md "Screens and routes"). */
export const PRELOADED_PAGES: Readonly<Record<string, { route: string, core: boolean }>> = {
  '/': { route: 'asset-detail', core: true },
  '/asset/detail': { route: 'asset-detail', core: true },
  '/withdraw/option': { route: 'withdraw-option', core: false },
  '/recharge/amount': { route: 'recharge-amount', core: false }
}

export interface PreloadManifest {
  /** The page's first module, which starts the first screen's calls; its modules are shared with the entry. */
  first: string
  entry: string
  /** The page's classic scripts, if any: first-paint JavaScript too. */
  scripts: string[]
  /** React's renderer, which the entry imports once it has started the first screen's calls. */
  renderer: string
  stylesheets: string[]
  /** Page path: the chunks its screen loads, and whether it needs the catalogue's `more` part too. */
  pages: Record<string, { chunks: string[], more: boolean }>
  catalogues: Record<Language, { core: string, more: string }>
}

export const MANIFEST_FILE = 'preload.json'

const asUrl = (file: string): string => `/${file}`

export function buildManifest (dir: string): { manifest: PreloadManifest, html: string } {
  const original = readFileSync(join(dir, 'index.html'), 'utf8')
  const modulePattern = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']?\/?([^"'\s>]+)/g
  const modules = [...original.matchAll(modulePattern)].map(m => m[1] ?? '').filter(f => f !== '')
  // The first module starts the calls; the last is the entry, which renders.
  const [first, entry] = [modules[0], modules.at(-1)]
  if (first === undefined || entry === undefined || modules.length !== 2) {
    throw new Error(`index.html should load two module scripts (the first calls', the entry), found ${modules.length}`)
  }
  const sources = [...original.matchAll(/<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+)/g)].map(m => m[1] ?? '')
  const scripts = sources.filter(f => !modules.includes(f) && f !== '').map(asUrl)
  // The two modules name the chunks between them (the catalogues from the first, the screens from the entry).
  const entryText = [first, entry].map(file => readFileSync(join(dir, file), 'utf8')).join('\n')
  const files = readdirSync(dir)
  // Only files the page's modules name: a stale chunk of an earlier build is never preloaded.
  const named = (pattern: RegExp): string[] => files.filter(f => pattern.test(f) && entryText.includes(`"${f}"`)).sort()
  const one = (pattern: RegExp, what: string): string => {
    const found = named(pattern)
    if (found.length !== 1) throw new Error(`expected one ${what} chunk, found ${found.length}: ${found.join(', ')}`)
    return found[0] as string
  }
  const pages: PreloadManifest['pages'] = {}
  for (const [path, { route, core }] of Object.entries(PRELOADED_PAGES)) {
    const chunks = named(new RegExp(`^${route}\\.[0-9a-f]{8}\\.js$`))
    if (chunks.length === 0) throw new Error(`no chunk of the route ${route}`)
    pages[path] = { chunks: chunks.map(asUrl), more: !core }
  }
  const catalogues = Object.fromEntries(LANGUAGES.map(lang => [lang, {
    core: asUrl(one(new RegExp(`^${lang}\\.core\\.[0-9a-f]{8}\\.js$`), `${lang} core catalogue`)),
    more: asUrl(one(new RegExp(`^${lang}\\.more\\.[0-9a-f]{8}\\.js$`), `${lang} catalogue`))
  }])) as PreloadManifest['catalogues']
  const stylesheets: string[] = []
  let html = original.replace(/<link\b([^>]*?)\brel=["']?stylesheet["']?([^>]*)>/gi, (tag: string, before: string, after: string) => {
    const href = /\bhref=["']?([^"'\s>]+)/.exec(`${before} ${after}`)?.[1]
    if (href === undefined || /^[a-z]+:/i.test(href)) return tag
    stylesheets.push(href)
    return `<link rel=preload as=style href=${href}>`
  })
  // In the head, so the first module, the entry and the renderer are asked for as the page's first bytes are
  // read, beside the stylesheet, the first module first.
  const renderer = one(/^renderer\.[0-9a-f]{8}\.js$/, 'renderer')
  const preloads = [first, entry, renderer]
    .map(file => `<link rel=modulepreload href=${asUrl(file)}>`)
    .filter(link => !html.includes(link))
    .join('')
  if (preloads !== '') {
    const at = html.search(/<meta\b|<title\b|<body\b/i)
    html = at >= 0 ? `${html.slice(0, at)}${preloads}${html.slice(at)}` : `${preloads}${html}`
  }
  const manifest = {
    first: asUrl(first),
    entry: asUrl(entry),
    scripts,
    renderer: asUrl(renderer),
    stylesheets,
    pages,
    catalogues
  }
  return { manifest, html }
}

export function writeManifest (dir: string): PreloadManifest {
  const { manifest, html } = buildManifest(dir)
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
