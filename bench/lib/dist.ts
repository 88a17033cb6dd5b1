// Paths of the built scripts the bench starts as children (npm run bench builds them first).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** dist/bench, where this file runs from once built. */
const benchDir = dirname(dirname(fileURLToPath(import.meta.url)))
const distDir = dirname(benchDir)

export const scripts = {
  instantUpstream: join(benchDir, 'servers', 'instant-upstream.js'),
  bareProxy: join(benchDir, 'servers', 'bare-proxy.js'),
  floorPages: join(benchDir, 'servers', 'floor-pages.js'),
  gateway: join(distDir, 'gateway', 'src', 'server.js'),
  mockUpstream: join(distDir, 'mock-upstream', 'src', 'server.js')
}

/** The client bench's reference pages as Parcel built them (`npm run build:floor`, from bench/floor). */
export const floorPagesDir = join(distDir, 'bench-floor')
