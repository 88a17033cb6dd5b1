// Benchmarks: gateway latency and throughput in front of the mock upstream, and the gateway's memory
// while streaming uploads. Loopback only, bounded in count and time. Run with `npm run bench`.
import { request } from 'undici'
import { Readable, Writable } from 'node:stream'
import { buildApp } from '../gateway/src/app.js'
import { loadConfig } from '../gateway/src/config.js'
import { buildMockApp } from '../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../mock-upstream/src/config.js'

const SECRET = 'bench-secret'
const headers = { authorization: 'Bearer demo-in', 'content-type': 'application/json', 'accept-language': 'en', device: 'bench', version: '1.0.0' }

function percentile (sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
}

async function load (url: string, body: string, total: number, concurrency: number) {
  const times: number[] = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++
      const t0 = performance.now()
      const res = await request(url, { method: 'POST', headers, body })
      const json = await res.body.json() as { status?: string }
      if (json.status !== 'success') failures++
      times.push(performance.now() - t0)
    }
  }))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { requests: total, failures, rps: Math.round(total / seconds), p50: percentile(times, 0.5).toFixed(2), p95: percentile(times, 0.95).toFixed(2), p99: percentile(times, 0.99).toFixed(2) }
}

function jpeg (size: number): Buffer {
  const b = Buffer.alloc(size, 0x41)
  b[0] = 0xff; b[1] = 0xd8; b[2] = 0xff
  return b
}

async function uploads (url: string, size: number, count: number) {
  const file = jpeg(size)
  const boundary = 'benchboundary'
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const baseline = process.memoryUsage()
  let peakRss = baseline.rss
  let peakHeap = baseline.heapUsed
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }, 5)
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    // The client side streams too, in 64 KiB chunks, so the measurement is the gateway's own holding.
    async function * body () {
      yield head
      for (let o = 0; o < file.length; o += 65536) yield file.subarray(o, o + 65536)
      yield tail
    }
    const res = await request(url, { method: 'POST', headers: { authorization: 'Bearer demo-in', 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Readable.from(body()) })
    const json = await res.body.json() as { data?: { size?: number } }
    if (json.data?.size !== size) throw new Error(`upload ${i} arrived with ${json.data?.size} bytes`)
  }
  clearInterval(sampler)
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  return { uploads: count, fileMB: mb(size), seconds: ((performance.now() - started) / 1000).toFixed(2), peakRssGrowthMB: mb(peakRss - baseline.rss), peakHeapGrowthMB: mb(peakHeap - baseline.heapUsed) }
}

const silent = new Writable({ write (_c, _e, done) { done() } })
const mock = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: SECRET, LOG_LEVEL: 'silent' }), logger: false })
await mock.listen({ port: 0, host: '127.0.0.1' })
const mockAddress = mock.server.address()
if (mockAddress === null || typeof mockAddress === 'string') throw new Error('mock not listening')
const uploadMax = 8 * 1024 * 1024
const gateway = await buildApp(loadConfig({ UPSTREAM_URL: `http://127.0.0.1:${mockAddress.port}`, SIGN_SECRET: SECRET, UPLOAD_MAX_BYTES: String(uploadMax), LOG_LEVEL: 'warn' }), silent)
await gateway.listen({ port: 0, host: '127.0.0.1' })
const gwAddress = gateway.server.address()
if (gwAddress === null || typeof gwAddress === 'string') throw new Error('gateway not listening')
const base = `http://127.0.0.1:${gwAddress.port}`

await load(`${base}/api/user/v1/amt/assetinfo`, '{}', 300, 10)
const results = {
  node: process.version,
  assetinfo: await load(`${base}/api/user/v1/amt/assetinfo`, '{}', 3000, 20),
  withdrawList: await load(`${base}/api/user/v1/amt/withdraw/list`, '{"page":1,"page_size":20}', 2000, 20),
  upload: await uploads(`${base}/api/user/v1/file/uploadfile`, uploadMax - 1024, 10)
}
console.log(JSON.stringify(results, null, 2))
await gateway.close()
await mock.close()
