// The machine the figures were measured on, written beside them.
import { cpus, loadavg, totalmem } from 'node:os'

export function machineDescription (): string {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown CPU'
  const gb = (totalmem() / 1024 ** 3).toFixed(1)
  const load = loadavg().map(l => l.toFixed(2)).join(', ')
  return `Measured ${new Date().toISOString()} on ${model}, ${cores.length} cores, ${gb} GB memory, Node ${process.version}, ` +
    `${process.platform}; load average at start ${load} (the machine is shared: CPU µs per request is the steadiest figure).`
}
