// What Linux says about a process: its CPU time and memory, read from /proc so the processes under test
// need no instrumentation of their own.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

let ticksPerSecond: number | undefined
function clockTicks (): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** User plus system CPU time of the whole process (all its threads: GC, libuv pool), in microseconds. */
export function cpuMicros (pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const utime = Number(fields[11])
  const stime = Number(fields[12])
  return (utime + stime) / clockTicks() * 1e6
}

function statusKb (pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)
  if (match?.[1] === undefined) throw new Error(`${field} not in /proc/${pid}/status`)
  return Number(match[1])
}

/** Resident memory now, in bytes. */
export function rssBytes (pid: number): number {
  return statusKb(pid, 'VmRSS') * 1024
}

/** The highest resident memory since the last resetPeak, in bytes. */
export function peakRssBytes (pid: number): number {
  return statusKb(pid, 'VmHWM') * 1024
}

/** Sets the process's peak resident memory (VmHWM) back to its current RSS. */
export function resetPeak (pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}
