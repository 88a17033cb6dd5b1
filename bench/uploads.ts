// The gateway's memory while it streams uploads: 20 concurrent 5 MB pictures through the real gateway
// process to the real mock upstream (another process, which checks the signature and reads every byte).
// Growth is the gateway's peak resident memory (VmHWM, reset first) over its resident memory before.
import { Readable } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { request } from 'undici'
import { startChild, stopChild } from './lib/children.js'
import { freePorts, waitUntilServing } from './lib/net.js'
import { gatewayEnv, RUN_SECRET } from './lib/gateway-env.js'
import { scripts } from './lib/dist.js'
import { peakRssBytes, resetPeak, rssBytes } from './lib/proc.js'
import { fixed, table } from './lib/markdown.js'
import { median } from './lib/stats.js'

export interface UploadsRound {
  seconds: number
  mbPerSecond: number
  rssBeforeBytes: number
  peakRssBytes: number
  /** VmHWM after minus VmRSS before: what the uploads made the gateway hold at most. */
  growthBytes: number
  failed: number
}

export interface UploadsBench {
  uploads: number
  fileBytes: number
  rounds: UploadsRound[]
  /**
   * The first round's growth: what 20 concurrent uploads cost a gateway that had served one. Later rounds
   * reuse that memory and grow by a few MB only, so they are shown beside it, not averaged in.
   */
  growthBytes: number
  mbPerSecond: number
  ok: boolean
  markdown: string
}

export interface UploadsBenchOptions { uploads?: number, fileBytes?: number, rounds?: number }

const UPLOAD_PATH = '/api/user/v1/file/uploadfile'
const BOUNDARY = 'bench-upload-boundary'
/** 64 KiB pieces: the client streams too, so only the gateway's own holding is measured. */
const PIECE = 64 * 1024
const GOAL_MB = 50

/** A file that sniffs as a JPEG (its first bytes) and is otherwise filler. */
function jpeg (size: number): Buffer {
  const file = Buffer.alloc(size, 0x41)
  file.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0)
  return file
}

async function upload (url: string, file: Buffer): Promise<void> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; ` +
    'filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n')
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  async function * body (): AsyncGenerator<Buffer> {
    yield head
    for (let offset = 0; offset < file.length; offset += PIECE) yield file.subarray(offset, offset + PIECE)
    yield tail
  }
  const res = await request(url + UPLOAD_PATH, {
    method: 'POST',
    headers: {
      authorization: 'Bearer demo-in',
      'accept-language': 'en',
      device: 'bench-device-1',
      version: '3.2.1',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head.length + file.length + tail.length),
      'x-request-id': `bench-upload-${randomUUID()}`
    },
    body: Readable.from(body()),
    headersTimeout: 60_000,
    bodyTimeout: 60_000
  })
  const text = await res.body.text()
  let json: { status?: unknown, data?: { size?: unknown } } = {}
  try { json = JSON.parse(text) as typeof json } catch { /* reported below */ }
  if (res.statusCode !== 200 || json.status !== 'success' || json.data?.size !== file.length) {
    throw new Error(`upload answered ${res.statusCode} ${text.slice(0, 300)}`)
  }
}

const mb = (bytes: number): number => bytes / 1024 / 1024

export async function benchUploads (opts: UploadsBenchOptions = {}): Promise<UploadsBench> {
  const count = opts.uploads ?? 20
  // 5 MB, under the gateway's default UPLOAD_MAX_BYTES of 5 MiB.
  const fileBytes = opts.fileBytes ?? 5_000_000
  const [mockPort, gatewayPort, metricsPort] = await freePorts(3)
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`
  const mock = startChild('mock upstream', scripts.mockUpstream, {
    MOCK_PORT: String(mockPort),
    SIGN_SECRET: RUN_SECRET,
    LOG_LEVEL: 'warn'
  })
  const gateway = startChild('gateway', scripts.gateway, gatewayEnv(gatewayPort, metricsPort, mockUrl))
  try {
    await waitUntilServing(mock, `${mockUrl}/__mock/metrics`)
    await waitUntilServing(gateway, `${gatewayUrl}/healthz`, 20_000, 200)
    const file = jpeg(fileBytes)
    // One upload first, so what is allocated once (code, pools) is not counted as the uploads' holding.
    await upload(gatewayUrl, file)
    const rounds: UploadsRound[] = []
    let firstFailure: unknown
    for (let round = 0; round < (opts.rounds ?? 3); round++) {
      resetPeak(gateway.pid)
      const before = rssBytes(gateway.pid)
      const started = performance.now()
      const uploads = Array.from({ length: count }, async () => { await upload(gatewayUrl, file) })
      const results = await Promise.allSettled(uploads)
      const seconds = (performance.now() - started) / 1000
      const peak = peakRssBytes(gateway.pid)
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      firstFailure ??= failed[0]?.reason
      rounds.push({
        seconds,
        mbPerSecond: mb(fileBytes * (count - failed.length)) / seconds,
        rssBeforeBytes: before,
        peakRssBytes: peak,
        growthBytes: peak - before,
        failed: failed.length
      })
      console.error(`uploads bench: round ${round + 1}: ${count - failed.length}/${count} in ${fixed(seconds, 2)} ` +
        `s, peak RSS growth ${fixed(mb(peak - before), 1)} MB`)
    }
    const growth = rounds[0]?.growthBytes ?? Number.NaN
    const mbPerSecond = median(rounds.map(r => r.mbPerSecond))
    const ok = rounds.every(r => r.failed === 0)
    const markdown = [
      '## Uploads',
      '',
      `${count} concurrent uploads of ${fixed(fileBytes / 1e6, 1)} MB (a JPEG's first bytes, streamed by the ` +
        'client in 64 KiB pieces) through the gateway ' +
      'process (NODE_ENV=production, default UPLOAD_MAX_BYTES) to the mock upstream in another process, which ' +
        'checks the signature and counts every byte; ' +
      `${rounds.length} rounds one after another. Peak RSS growth is the gateway's VmHWM after a round (reset ` +
        'first through /proc/<pid>/clear_refs) ' +
      'minus its VmRSS before; the goal is on the first round, from a gateway that had served one upload: later ' +
        'rounds reuse that memory. MB/s is the median.',
      '',
      table(
        [
          'uploads',
          'succeeded',
          'MB/s',
          'peak RSS growth MB, first round (goal < 50)',
          'growth of each round MB',
          'RSS before MB'
        ],
        [[
          count * rounds.length,
          rounds.reduce((n, r) => n + count - r.failed, 0),
          fixed(mbPerSecond, 1),
          fixed(mb(growth), 1),
          rounds.map(r => fixed(mb(r.growthBytes), 1)).join(', '),
          fixed(mb(rounds[0]?.rssBeforeBytes ?? 0), 1)
        ]]
      ),
      ...(ok ? [] : ['', `**Some uploads failed**: ${String(firstFailure).slice(0, 300)}`]),
      ...(mb(growth) < GOAL_MB ? [] : ['', `**Over the goal**: the gateway grew by ${fixed(mb(growth), 1)} MB.`])
    ].join('\n')
    return { uploads: count, fileBytes, rounds, growthBytes: growth, mbPerSecond, ok, markdown }
  } finally {
    await Promise.all([stopChild(gateway), stopChild(mock)])
  }
}
