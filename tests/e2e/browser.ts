// Real Chromium for the end-to-end tests (scripts/chromium.ts finds it, or fails saying how to install it).
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumPath } from '../../scripts/chromium.js'

export { chromiumPath }

export async function launch (): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
      // One renderer process for all of a suite's pages: otherwise each page, and each navigation to
      // another port, starts one (about a hundred in routes.test.ts). On two slow cores that cost a third of
      // Chromium's CPU time in routes.test.ts, a tenth over all the browser suites. Each page keeps its own
      // browser context (storage, cookies, cache).
      '--renderer-process-limit=1'
    ]
  })
}
