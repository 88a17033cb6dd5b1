// Every text asset of dist/client gets a brotli (.br) and a gzip (.gz)
// sibling, made once at their best settings, so the gateway sends them as they are (@fastify/static
// preCompressed) instead of compressing each answer again.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const TEXT_ASSET = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|map)$/

function files (dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** Writes the compressed siblings of every text asset below dir; a sibling no smaller than its file is skipped. */
export function compressAssets (dir: string): { files: number, raw: number, brotli: number, gzip: number } {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 }
  for (const path of files(dir).filter(p => TEXT_ASSET.test(p))) {
    const raw = readFileSync(path)
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length
      }
    })
    const gz = gzipSync(raw, { level: 9 })
    if (br.length < raw.length) writeFileSync(`${path}.br`, br)
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz)
    totals.files += 1
    totals.raw += raw.length
    totals.brotli += Math.min(br.length, raw.length)
    totals.gzip += Math.min(gz.length, raw.length)
  }
  return totals
}
