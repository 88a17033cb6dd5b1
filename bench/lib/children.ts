// Child processes of the bench: every server under test runs in its own process so its CPU can be read
// from /proc, and every one of them is killed when the bench ends, whether it ends well or not.
import { spawn, type ChildProcess } from 'node:child_process'

export interface Child {
  name: string
  pid: number
  process: ChildProcess
  /** The last lines the child wrote to stderr, to say why it died. */
  stderr: () => string
}

const running = new Set<ChildProcess>()
const STDERR_KEEP = 4000

/**
 * A Node script in its own process. Its stdout is read through a pipe and thrown away, as a container
 * runtime reads a server's logs: a gateway that writes its request lines synchronously waits on that pipe,
 * and one that ignored its output would be measured on a cost production pays. stderr is kept, its tail
 * only, for the error message when the child fails.
 */
export function startChild (
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = []
): Child {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  if (child.pid === undefined) throw new Error(`${name} did not start`)
  running.add(child)
  // Read as fast as it comes, never parsed: what the reader costs is the bench process's, not the child's.
  child.stdout?.on('data', () => {})
  let tail = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (text: string) => { tail = (tail + text).slice(-STDERR_KEEP) })
  child.once('exit', () => { running.delete(child) })
  return { name, pid: child.pid, process: child, stderr: () => tail }
}

/** Ends one child: SIGTERM, then SIGKILL if it has not gone within a grace period. */
export async function stopChild (child: Child, graceMs = 3000): Promise<void> {
  const p = child.process
  if (p.exitCode !== null || p.signalCode !== null) return
  const gone = new Promise<void>(resolve => { p.once('exit', () => { resolve() }) })
  p.kill('SIGTERM')
  const timer = setTimeout(() => { p.kill('SIGKILL') }, graceMs)
  await gone
  clearTimeout(timer)
}

export async function stopAll (): Promise<void> {
  await Promise.all([...running].map(async p => {
    if (p.pid === undefined) return
    await stopChild({ name: 'child', pid: p.pid, process: p, stderr: () => '' })
  }))
}

/** Last resort when the bench process itself is going away: no waiting is possible in an exit handler. */
function killAllNow (): void {
  for (const p of running) p.kill('SIGKILL')
}
process.once('exit', killAllNow)
