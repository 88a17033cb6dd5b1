// Real Chromium for the end-to-end tests: Debian's headless shell when installed (.ci/run installs it), else
// the full browser (scripts/chromium.ts finds it, or fails saying how to install it).
import puppeteer, { type Browser } from 'puppeteer-core'
import { headlessChromium } from '../../scripts/chromium.js'

export async function launch (): Promise<Browser> {
  const chromium = headlessChromium()
  return puppeteer.launch({
    executablePath: chromium.path,
    headless: chromium.headless,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
      // One renderer process for all of a suite's pages: otherwise each page, and each navigation to
      // another port, starts one (about a hundred in routes.test.ts). On two slow cores that cost a third of
      // Chromium's CPU time in routes.test.ts, a tenth over all the browser suites. Each page keeps its own
      // browser context (storage, cookies, cache).
      '--renderer-process-limit=1',
      // No process per site: the suites' pages come from a few local ports and never from a hostile site.
      // With site isolation Chromium ran about forty processes for withdraw.test.ts and spent a sixth more
      // CPU time.
      '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'
    ]
  })
}
