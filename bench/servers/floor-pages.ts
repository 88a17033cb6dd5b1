// The reference pages of the client bench (bench/floor), as a plain static server gives them: brotli files made
// once at start, and the balance answered at once. Nothing of the wallet runs here, so what the pages take is
// what the mobile profile and the host allow. Listens on PORT, serves DIR; run as a child of the bench.
import { createServer } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', js: 'text/javascript', css: 'text/css' }

interface File { type: string, raw: Buffer, brotli: Buffer, cache: string }

const dir = process.env.DIR ?? ''
const files = new Map<string, File>()
for (const name of readdirSync(dir)) {
  const type = TYPES[name.split('.').pop() ?? '']
  if (type === undefined) continue
  // Hashed assets are kept, as the wallet's are; the pages are asked again, as index.html is.
  const raw = readFileSync(join(dir, name))
  files.set(`/${name}`, {
    type,
    raw,
    brotli: brotliCompressSync(raw),
    cache: name.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable'
  })
}

/** demo-in's balance as the instant upstream gives it (bench/servers/instant-upstream.ts). */
const BALANCE = Buffer.from(JSON.stringify({ minor: 2_500_000 }))

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  req.resume()
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/'
  if (path === '/api/balance') {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': BALANCE.length,
      'cache-control': 'no-store'
    })
    res.end(BALANCE)
    return
  }
  const file = files.get(path)
  if (file === undefined) {
    res.writeHead(404, { 'content-length': 0 })
    res.end()
    return
  }
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const body = br ? file.brotli : file.raw
  res.writeHead(200, {
    'content-type': file.type,
    ...(br ? { 'content-encoding': 'br' } : {}),
    'content-length': body.length,
    'cache-control': file.cache,
    vary: 'Accept-Encoding'
  })
  res.end(body)
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1')
process.once('SIGTERM', () => { server.close(); server.closeAllConnections() })
