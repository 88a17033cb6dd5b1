// After Parcel: what the first paint needs, so the page can ask for all of it at once instead of one
// round trip after another. index.html gets a modulepreload for the entry, and its stylesheet becomes a
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
  entry: string
  /** The page's classic scripts (the Intl warm-up, client/src/intl-warm.ts): first-paint JavaScript too. */
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
  const entry = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']?\/?([^"'\s>]+)/.exec(original)?.[1] ??
    /<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+)/.exec(original)?.[1]
  if (entry === undefined) throw new Error('index.html loads no script')
  const sources = [...original.matchAll(/<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+)/g)].map(m => m[1] ?? '')
  const scripts = sources.filter(f => f !== entry && f !== '').map(asUrl)
  const entryText = readFileSync(join(dir, entry), 'utf8')
  const files = readdirSync(dir)
  // Only files the entry names: a stale chunk of an earlier build is never preloaded.
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
  // In the head, so the entry and the renderer are asked for as the page's first bytes are read, beside the
  // stylesheet.
  const renderer = one(/^renderer\.[0-9a-f]{8}\.js$/, 'renderer')
  const preloads = [entry, renderer]
    .map(file => `<link rel=modulepreload href=${asUrl(file)}>`)
    .filter(link => !html.includes(link))
    .join('')
  if (preloads !== '') {
    const at = html.search(/<meta\b|<title\b|<body\b/i)
    html = at >= 0 ? `${html.slice(0, at)}${preloads}${html.slice(at)}` : `${preloads}${html}`
  }
  return { manifest: { entry: asUrl(entry), scripts, renderer: asUrl(renderer), stylesheets, pages, catalogues }, html }
}

export function writeManifest (dir: string): PreloadManifest {
  const { manifest, html } = buildManifest(dir)
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
