// Where Chromium is, for the browser tests and the development app (scripts/dev-app.ts). A missing browser
// fails loudly with how to install it.
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function chromiumPath (): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured !== undefined && configured !== '') {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`)
    return configured
  }
  const found = CANDIDATES.find(p => existsSync(p))
  if (found === undefined) {
    throw new Error('Chromium is not installed: the end-to-end tests and `npm run dev:app` need it. On Debian/Ubuntu run `sudo apt-get install -y --no-install-recommends chromium` (what .ci/run does), or set CHROMIUM_PATH to a Chromium or Chrome binary.')
  }
  return found
}
