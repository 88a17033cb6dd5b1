// After Parcel and the preload manifest (package.json build:client): the service worker (client/sw/worker.ts),
// bundled with its Workbox modules by esbuild, then Workbox's injectManifest writes into it the list of every
// built script and stylesheet with its revision. Hashed names (Parcel's content hash) are their own revision.
import { build } from 'esbuild'
import { injectManifest } from 'workbox-build'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../shared/node/project-root.js'

export const SERVICE_WORKER_FILE = 'sw.js'

export async function buildServiceWorker (clientDir: string): Promise<{ count: number, size: number }> {
  const work = mkdtempSync(join(tmpdir(), 'wallet-sw-'))
  try {
    const source = join(work, SERVICE_WORKER_FILE)
    await build({
      entryPoints: [join(projectRoot(), 'client', 'sw', 'worker.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      outfile: source,
      // Workbox logs only in development builds.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning'
    })
    const { count, size, warnings } = await injectManifest({
      swSrc: source,
      swDest: join(clientDir, SERVICE_WORKER_FILE),
      globDirectory: clientDir,
      // Scripts and stylesheets: the entry, the renderer, every route chunk, each language's catalogue parts.
      // Not index.html: the gateway adds the host's settings to it, so the worker keeps the page as served.
      globPatterns: ['*.{js,css}'],
      globIgnores: [SERVICE_WORKER_FILE],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.[a-z0-9]+$/,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024
    })
    for (const warning of warnings) process.stderr.write(`service worker: ${warning}\n`)
    return { count, size }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
