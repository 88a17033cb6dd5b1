// The machine the figures were measured on, written beside them.
import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'

const TOUCHED_MB = 256

/** How fast the machine hands out fresh memory: a process writing 256 MB it has just allocated, each page
 * faulted in by the kernel. A virtual machine whose host backs its memory lazily can be ten times slower at
 * this than at computing, and every new process (a browser's renderer, a gateway's heap) pays it. */
export function freshMemoryMBps (): number {
  const script = `const b = Buffer.allocUnsafe(${TOUCHED_MB} * 1024 * 1024); const t = process.hrtime.bigint(); ` +
    'b.fill(1); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6))'
  const ms = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
  return Math.round(TOUCHED_MB / (ms / 1000))
}

export function machineDescription (): string {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown CPU'
  const gb = (totalmem() / 1024 ** 3).toFixed(1)
  const load = loadavg().map(l => l.toFixed(2)).join(', ')
  return `Measured ${new Date().toISOString()} on ${model}, ${cores.length} cores, ${gb} GB memory, Node ` +
    `${process.version}, ` +
    `${process.platform}; load average at start ${load} (the machine is shared: CPU µs per request is the ` +
      'steadiest figure); ' +
    `fresh memory written at ${freshMemoryMBps()} MB/s (${TOUCHED_MB} MB just allocated, each page faulted in; ` +
      'hosts that back their memory at once manage thousands of MB/s).'
}
