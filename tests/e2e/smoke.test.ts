// The built client, served by the real gateway in front of the real mock upstream, in real Chromium.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../shared/node/project-root.js'
import { startStack } from '../helpers/stack.js'
import { launch } from './browser.js'

const clientDir = join(projectRoot(), 'dist', 'client')

t.test('the page loads through the gateway and shows the host\'s region', async t => {
  t.ok(existsSync(join(clientDir, 'index.html')), 'the client is built (npm test builds it first)')
  const s = await startStack(t, { env: { CLIENT_DIR: clientDir } })
  const browser = await launch()
  t.teardown(async () => { await browser.close() })
  const page = await browser.newPage()
  await page.setViewport({ width: 360, height: 740 })
  const port = new URL(s.gatewayUrl).port
  for (const [host, region, currency] of [['localhost', 'IN', 'INR'], ['br.localhost', 'BR', 'BRL'], ['coin.localhost', 'BD', 'BDT']] as const) {
    const res = await page.goto(`http://${host}:${port}/?token=demo-in`, { waitUntil: 'networkidle0' })
    t.equal(res?.status(), 200, host)
    await page.waitForFunction((r: string) => document.body.innerText.includes(r), { timeout: 10000 }, region)
    const text = await page.evaluate(() => document.body.innerText)
    t.match(text, region, `${host}: region`)
    t.match(text, currency, `${host}: currency`)
  }
  const deep = await page.goto(`http://localhost:${port}/withdraw/record`, { waitUntil: 'domcontentloaded' })
  t.equal(deep?.status(), 200, 'client routes load on reload (SPA fallback)')
})
