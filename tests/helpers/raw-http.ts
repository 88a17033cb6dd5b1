// HTTP/1.1 over a plain TCP socket, for tests that need what an HTTP client hides: a body sent in timed
// pieces or never finished, and whether the server closed the connection.
import { connect, type Socket } from 'node:net'
import { readdirSync, readFileSync } from 'node:fs'

export type Piece = Buffer | string | { waitMs: number }

export interface RawAnswer {
  /** 0 when nothing was answered */
  status: number
  headers: Record<string, string>
  body: string
  /** The parsed JSON body, or null */
  json: Record<string, unknown> | null
  /** True when the server closed the connection (FIN or reset) before the hang bound. */
  closed: boolean
  /** True when the hang bound passed with the connection still open. */
  hung: boolean
  ms: number
}

export interface RawOptions {
  /** The request is given up after this long (a hang detector, not a speed check). */
  hangMs: number
  /** Resolve as soon as a whole answer is in, leaving the socket open (to see if it stays usable). */
  keepOpen?: boolean
}

function parse (data: Buffer): Omit<RawAnswer, 'closed' | 'hung' | 'ms'> & { complete: boolean } {
  const text = data.toString('utf8')
  const end = text.indexOf('\r\n\r\n')
  if (end < 0) return { status: 0, headers: {}, body: '', json: null, complete: false }
  const [first = '', ...lines] = text.slice(0, end).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = text.slice(end + 4)
  const length = Number(headers['content-length'] ?? NaN)
  let json: Record<string, unknown> | null = null
  try { json = JSON.parse(body) } catch { json = null }
  return { status: Number(first.split(' ')[1] ?? 0), headers, body, json, complete: Number.isFinite(length) && Buffer.byteLength(body) >= length }
}

/** Sends the pieces in order (waiting where told), then waits for the answer and the close. */
export async function rawRequest (port: number, pieces: Piece[], options: RawOptions): Promise<RawAnswer & { socket: Socket }> {
  const started = Date.now()
  const socket = connect({ port, host: '127.0.0.1' })
  socket.on('error', () => { /* a reset after the answer is part of what is observed */ })
  const chunks: Buffer[] = []
  return await new Promise(resolve => {
    let done = false
    const finish = (closed: boolean, hung: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      const parsed = parse(Buffer.concat(chunks))
      if (hung || !options.keepOpen) socket.destroy()
      resolve({ status: parsed.status, headers: parsed.headers, body: parsed.body, json: parsed.json, closed, hung, ms: Date.now() - started, socket })
    }
    const timer = setTimeout(() => { finish(false, true) }, options.hangMs)
    socket.on('data', chunk => {
      chunks.push(chunk)
      if (options.keepOpen === true && parse(Buffer.concat(chunks)).complete) finish(false, false)
    })
    socket.on('close', () => { finish(true, false) })
    void (async () => {
      await new Promise(resolve => socket.once('connect', resolve))
      for (const piece of pieces) {
        if (done || socket.destroyed) return
        if (typeof piece === 'object' && 'waitMs' in piece) await new Promise(resolve => setTimeout(resolve, piece.waitMs))
        else socket.write(piece)
      }
    })()
  })
}

/** A request head; pass the body's length, or leave it out for a body the test never finishes. */
export function head (method: string, path: string, headers: Record<string, string>, length?: number): string {
  const all = { host: '127.0.0.1', ...headers, ...(length === undefined ? {} : { 'content-length': String(length) }) }
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`
}

/** Open file descriptors of this process (the gateway and the mock run in it). */
export function openDescriptors (): number {
  return readdirSync('/proc/self/fd').length
}

const TCP_STATES: Record<string, string> = { '01': 'ESTABLISHED', '06': 'TIME_WAIT', '08': 'CLOSE_WAIT', '0A': 'LISTEN' }

/** TCP sockets whose local port is `port`, by state (from /proc/net/tcp and tcp6). */
export function socketsOnPort (port: number): Record<string, number> {
  const counts: Record<string, number> = {}
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try { text = readFileSync(file, 'utf8') } catch { continue }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      const local = cols[1]
      const state = cols[3]
      if (local === undefined || state === undefined || !local.endsWith(`:${hex}`)) continue
      const name = TCP_STATES[state] ?? state
      counts[name] = (counts[name] ?? 0) + 1
    }
  }
  return counts
}

/** The port of a listening server's URL, for raw sockets. */
export function portOf (url: string): number {
  return Number(new URL(url).port)
}
