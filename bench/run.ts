// `npm run bench`: each section measures one thing and returns its results as markdown; they are printed
// and written to bench/RESULTS.md with the machine they were measured on. Every process a section starts
// is killed when the bench ends, and the whole bench is bounded in time. Loopback only.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchGateway, benchStoreFull } from './gateway.js'
import { benchUploads } from './uploads.js'
import { benchClient } from './client.js'
import { benchBundle } from './bundle.js'
import { stopAll } from './lib/children.js'
import { machineDescription } from './lib/machine.js'
import { projectRoot } from '../shared/node/project-root.js'

export interface Section {
  name: string
  /** A bound on the section, after which the bench gives up on it (and kills its processes). */
  timeoutMs: number
  run: () => Promise<{ markdown: string, ok?: boolean }>
}

// A section is added here.
const sections: Section[] = [
  { name: 'gateway', timeoutMs: 5 * 60_000, run: async () => await benchGateway() },
  { name: 'gateway, store full', timeoutMs: 4 * 60_000, run: async () => await benchStoreFull() },
  { name: 'uploads', timeoutMs: 2 * 60_000, run: async () => await benchUploads() },
  { name: 'bundle', timeoutMs: 30_000, run: async () => benchBundle() },
  { name: 'client', timeoutMs: 9 * 60_000, run: async () => await benchClient() }
]

const WHOLE_BENCH_MS = 20 * 60_000

async function within<T> (ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => { reject(new Error(`${what} took longer than ${ms / 1000} s`)) }, ms)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

async function main (): Promise<boolean> {
  const parts: string[] = ['# Benchmark results', '', machineDescription(), '']
  let allOk = true
  for (const section of sections) {
    console.error(`bench: ${section.name}…`)
    try {
      const result = await within(section.timeoutMs, section.name, section.run())
      parts.push(result.markdown, '')
      if (result.ok === false) {
        allOk = false
        parts.push(`**${section.name}: some calls failed; its figures do not count.**`, '')
      }
    } catch (err) {
      allOk = false
      parts.push(`## ${section.name}`, '', `**Failed**: ${(err as Error).message}`, '')
    } finally {
      // Whatever the section left running (it failed part-way, or timed out) goes before the next one starts.
      await stopAll()
    }
  }
  const text = parts.join('\n')
  console.log(text)
  writeFileSync(join(projectRoot(), 'bench', 'RESULTS.md'), text)
  return allOk
}

const guard = setTimeout(() => {
  console.error(`bench: still running after ${WHOLE_BENCH_MS / 60_000} minutes; stopping`)
  void stopAll().finally(() => process.exit(2))
}, WHOLE_BENCH_MS)
guard.unref()

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void stopAll().finally(() => process.exit(130)) })
}

try {
  const ok = await main()
  process.exitCode = ok ? 0 : 1
} finally {
  clearTimeout(guard)
  await stopAll()
}
