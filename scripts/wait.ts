// Small, dependency-free helpers for scripts/start.ts: read ports from the environment, probe a TCP port,
// and poll until a port listens or an HTTP endpoint answers. Node built-ins and global fetch only.
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export interface WaitOptions {
  /** Give up after this many milliseconds (default 30000). */
  timeoutMs?: number
  /** Pause between attempts (default 100). */
  intervalMs?: number
  /** Stops waiting early; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

/**
 * Reads a TCP port from an environment value: unset or empty gives the fallback; anything but an integer
 * from 1 to 65535 throws, naming the variable.
 */
export function parsePort (name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const text = value.trim()
  const port = Number(text)
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`)
  }
  return port
}

/**
 * The address to reach a server that listens on `host` from this machine: wildcard addresses
 * (unset, 0.0.0.0, ::) are reached on the IPv4 loopback; a specific host is used as it is.
 */
export function probeHost (host: string | undefined): string {
  const h = (host ?? '').trim()
  if (h === '' || h === '0.0.0.0' || h === '::' || h === '[::]') return '127.0.0.1'
  return h
}

/** `host` as it goes into a URL (IPv6 literals in brackets). */
export function urlHost (host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/** One attempt: resolves true when a TCP connection to host:port is accepted, false otherwise. */
export async function isPortOpen (port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return await new Promise<boolean>(resolve => {
    const socket = connect({ port, host })
    const finish = (open: boolean): void => {
      socket.removeAllListeners()
      socket.on('error', () => {})
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(timeoutMs)
    socket.once('connect', () => { finish(true) })
    socket.once('timeout', () => { finish(false) })
    socket.once('error', () => { finish(false) })
  })
}

/** Calls `attempt` until it gives true, the timeout passes (rejects) or the signal aborts (rejects). */
type Attempt = (remainingMs: number) => Promise<boolean>

async function poll (what: string, attempt: Attempt, options: WaitOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const intervalMs = options.intervalMs ?? 100
  const { signal } = options
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const remaining = deadline - Date.now()
    if (remaining <= 0) break
    if (await attempt(remaining)) return
    signal?.throwIfAborted()
    const pause = Math.min(intervalMs, deadline - Date.now())
    if (pause <= 0) break
    // Rejects with the signal's reason when aborted during the pause.
    await sleep(pause, undefined, signal === undefined ? undefined : { signal })
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

/** Resolves once host:port accepts TCP connections. */
export async function waitForPort (port: number, host = '127.0.0.1', options: WaitOptions = {}): Promise<void> {
  await poll(`${host}:${port} to accept connections`,
    async remaining => await isPortOpen(port, host, Math.min(1000, remaining)), options)
}

export interface WaitForHttpOptions extends WaitOptions {
  /** The status that counts as ready (default 200). */
  status?: number
}

/** Resolves once `GET url` answers with the expected status (default 200); other answers and errors retry. */
export async function waitForHttp (url: string, options: WaitForHttpOptions = {}): Promise<void> {
  const expected = options.status ?? 200
  await poll(`GET ${url} to answer ${expected}`, async remaining => {
    const timeout = AbortSignal.timeout(Math.max(1, Math.min(2000, remaining)))
    const signal = options.signal === undefined ? timeout : AbortSignal.any([timeout, options.signal])
    try {
      const res = await fetch(url, { signal, redirect: 'manual' })
      await res.body?.cancel()
      return res.status === expected
    } catch {
      return false
    }
  }, options)
}
