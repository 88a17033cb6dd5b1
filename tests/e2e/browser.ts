// Real Chromium for the end-to-end tests (scripts/chromium.ts finds it, or fails saying how to install it).
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumPath } from '../../scripts/chromium.js'

export { chromiumPath }

export async function launch (): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic']
  })
}
