// Where Chromium is, for the browser tests, Lighthouse and the development app (scripts/dev-app.ts). A missing
// browser fails loudly with how to install it.
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome'
]

export function chromiumPath (): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured !== undefined && configured !== '') {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`)
    return configured
  }
  const found = CANDIDATES.find(p => existsSync(p))
  if (found === undefined) {
    throw new Error([
      'Chromium is not installed: the end-to-end tests and `npm run dev:app` need it.',
      'On Debian/Ubuntu run `sudo apt-get install -y --no-install-recommends chromium` (what .ci/run does),',
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.'
    ].join(' '))
  }
  return found
}

/** Debian's headless-only build of the same Chromium (package chromium-headless-shell): no browser window
 * layer, so the same page costs it about half the CPU time. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

export interface HeadlessChromium {
  path: string
  /** Puppeteer's `headless` option for that binary: 'shell' for the headless shell, true for a full build. */
  headless: true | 'shell'
}

/** The Chromium the browser tests drive: the headless shell when installed, else the full browser. A
 * CHROMIUM_PATH set by hand is used as it is, as a full build. */
export function headlessChromium (): HeadlessChromium {
  const configured = process.env.CHROMIUM_PATH
  const unset = configured === undefined || configured === ''
  if (unset && existsSync(HEADLESS_SHELL)) return { path: HEADLESS_SHELL, headless: 'shell' }
  return { path: chromiumPath(), headless: true }
}
