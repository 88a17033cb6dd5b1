// `npm run bench:ratio -- --workload withdraw [--passes 7] [--seconds 5] [--fill] [--profile]`: the gateway's
// throughput over the bare proxy's on one workload, interleaved passes, median ratio (bench/gateway.ts
// benchRatio). Prints only; bench/RESULTS.md is written by the whole bench, which runs the --fill case too.
import { parseArgs } from 'node:util'
import { benchRatio, type Workload } from './gateway.js'
import { stopAll } from './lib/children.js'
import { fixed } from './lib/markdown.js'

const { values } = parseArgs({
  options: {
    workload: { type: 'string', default: 'withdraw' },
    passes: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    profile: { type: 'boolean', default: false },
    fill: { type: 'boolean', default: false }
  }
})
const workload = values.workload
if (workload !== 'withdraw' && workload !== 'assetinfo') throw new Error('--workload is withdraw or assetinfo')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void stopAll().finally(() => process.exit(130)) })
}

try {
  const result = await benchRatio({
    workload: workload satisfies Workload,
    passes: Number(values.passes),
    seconds: Number(values.seconds),
    profile: values.profile,
    fill: values.fill
  })
  const load = (l: number[]): string => l.map(v => v.toFixed(2)).join(', ')
  const passes = result.passes.map(p => fixed(p.ratio, 3)).join(', ')
  console.log(`${workload}: median c/b ${fixed(result.medianRatio, 3)} (passes ${passes}); ` +
    `median CPU b/c ${fixed(result.medianCpuRatio, 3)}; ` +
    `load average ${load(result.load.before)} before, ${load(result.load.after)} after`)
  for (const f of result.top) {
    const where = f.url.replace(/^file:\/\/.*?\/(?:dist|node_modules)\//, '')
    console.log(`${fixed(100 * f.share, 1).padStart(5)}%  ${f.functionName}  ${where}:${f.line}`)
  }
  if (!result.ok) {
    console.log('some calls failed: the figures do not count')
    process.exitCode = 1
  }
} finally {
  await stopAll()
}
