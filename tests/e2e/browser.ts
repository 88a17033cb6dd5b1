// Real Chromium for the end-to-end tests. A missing browser fails loudly with how to install it.
import { existsSync } from 'node:fs'
import puppeteer, { type Browser } from 'puppeteer-core'

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function chromiumPath (): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured !== undefined && configured !== '') {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`)
    return configured
  }
  const found = CANDIDATES.find(p => existsSync(p))
  if (found === undefined) {
    throw new Error('Chromium is not installed: the end-to-end tests need it. On Debian/Ubuntu run `sudo apt-get install -y --no-install-recommends chromium` (what .ci/run does), or set CHROMIUM_PATH to a Chromium or Chrome binary.')
  }
  return found
}

export async function launch (): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic']
  })
}
