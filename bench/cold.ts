// `node dist/bench/cold.js [clientDir...]`: the client bench's cold loads alone, for an A/B of the first screen's
// loading (bench/client.ts measures them with everything else in about 9 minutes). One gateway per built client
// (default dist/client; another build copied elsewhere for the A), one mock upstream, the React-alone reference
// page, loaded in turn RUNS times (env COLD_RUNS, default 9) under the same mobile profile; medians.
import { join } from 'node:path'
import { launchChromium } from '../scripts/lighthouse.js'
import { projectRoot } from '../shared/node/project-root.js'
import { cold, type Load } from './client.js'
import { startChild, stopAll } from './lib/children.js'
import { floorPagesDir, scripts } from './lib/dist.js'
import { gatewayEnv, RUN_SECRET } from './lib/gateway-env.js'
import { freePort, waitUntilServing } from './lib/net.js'
import { median } from './lib/stats.js'

const RUNS = Number(process.env.COLD_RUNS ?? '9')
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [join(projectRoot(), 'dist', 'client')]

const isApi = (url: string): boolean => new URL(url).pathname.startsWith('/api/')
const isScript = (url: string): boolean => /\.js$/.test(new URL(url).pathname)

/** When the first API call was asked for, and when the last script the page asked for before it arrived. */
function firsts (l: Load): { call: number, scriptsIn: number } {
  const call = Math.min(...l.requests.filter(r => isApi(r.url)).map(r => r.start))
  const scriptsIn = Math.max(...l.requests.filter(r => isScript(r.url) && r.start < call).map(r => r.end))
  return { call, scriptsIn }
}

async function main (): Promise<void> {
  const ports: number[] = []
  for (let i = 0; i < 2 + 2 * dirs.length; i++) ports.push(await freePort())
  const [mockPort, floorPort] = ports.splice(0, 2) as [number, number]
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const mock = startChild('mock upstream', scripts.mockUpstream, {
    MOCK_PORT: String(mockPort),
    SIGN_SECRET: RUN_SECRET,
    LOG_LEVEL: 'warn'
  })
  const floor = startChild('reference pages', scripts.floorPages, { PORT: String(floorPort), DIR: floorPagesDir })
  const wallets = dirs.map((dir, i) => {
    const [port, metricsPort] = ports.slice(2 * i, 2 * i + 2) as [number, number]
    const env = gatewayEnv(port, metricsPort, mockUrl, { LOG_LEVEL: 'warn', CLIENT_DIR: dir })
    return { dir, port, child: startChild(`gateway ${i}`, scripts.gateway, env) }
  })
  await waitUntilServing(mock, `${mockUrl}/__mock/metrics`)
  await waitUntilServing(floor, `http://127.0.0.1:${floorPort}/api/balance`)
  for (const w of wallets) await waitUntilServing(w.child, `http://127.0.0.1:${w.port}/healthz`, 20_000, 200)
  const browser = await launchChromium()
  try {
    const urls = [
      ...wallets.map(w => `http://localhost:${w.port}/asset/detail?token=demo-in`),
      `http://localhost:${floorPort}/react.html`
    ]
    const names = [...dirs, 'React alone']
    for (const u of urls) await cold(browser, u)
    const loads: Load[][] = urls.map(() => [])
    for (let i = 0; i < RUNS; i++) {
      for (const [k, u] of urls.entries()) loads[k]?.push(await cold(browser, u))
    }
    const react = median((loads[urls.length - 1] ?? []).map(l => l.balance))
    for (const [k, name] of names.entries()) {
      const ls = loads[k] ?? []
      const balance = median(ls.map(l => l.balance))
      const call = median(ls.map(l => firsts(l).call))
      const scriptsIn = median(ls.map(l => firsts(l).scriptsIn))
      console.log(`${name}: balance ${Math.round(balance)} ms (${(balance / react).toFixed(2)}x React alone), ` +
        `first API call asked at ${Math.round(call)} ms, the scripts before it in by ${Math.round(scriptsIn)} ms; ` +
        `each balance: ${ls.map(l => Math.round(l.balance)).join(', ')}`)
      // The median load's requests, to see what the calls waited for.
      const typical = [...ls].sort((a, b) => a.balance - b.balance)[Math.floor(ls.length / 2)]
      for (const r of typical?.requests ?? []) {
        console.log(`  ${new URL(r.url).pathname} ${Math.round(r.start)}-${Math.round(r.end)} ms, ${r.bytes} B`)
      }
    }
  } finally {
    await browser.close()
    await stopAll()
  }
}

await main()
