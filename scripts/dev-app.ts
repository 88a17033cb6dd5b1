// `npm run dev:app`: the game app for development. A plain browser cannot pay (the wallet says so), so this
// opens Chromium at the running stack (`npm start`) with a fake host app (scripts/fake-host.ts) whose
// payment SDK asks the developer, in a sheet over the page, what the payer does: pay, fail, abandon, or
// report success without paying. Node then tells the mock's payment provider, as the provider would, and
// the app reports the result; the wallet confirms it with the upstream like in production.
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import puppeteer, { type Page } from 'puppeteer-core'
import { chromiumPath } from './chromium.js'
import {
  exposeFakeSdk, installFakeHost, SDK_BINDING, SDK_FINISHES, type PayHandOff, type SdkPayment
} from './fake-host.js'
import { parsePort } from './wait.js'
import { DEFAULT_FLAVOR } from '../shared/defaults.js'

export interface DevAppOptions {
  /** The wallet page to open, e.g. http://localhost:8080/recharge/amount. */
  url: string
  mockUrl: string
  token: string
  language: string
  /** Where the fake SDK's problems go (the terminal). */
  log: (message: string) => void
}

function regionOfToken (token: string): string {
  return /-(bd|br|id|in)(?:-|$)/.exec(token)?.[1]?.toUpperCase() ?? 'IN'
}

/** The fake SDK's sheet over the page; resolves with the developer's choice. Built with the DOM, so the page's
 * CSP allows it. */
async function askInPage (page: Page, handOff: PayHandOff): Promise<SdkPayment> {
  const sheetInPage = async (h: PayHandOff, choices: readonly string[]) => await new Promise<string>(resolve => {
    const sheet = document.createElement('div')
    sheet.setAttribute('role', 'dialog')
    sheet.setAttribute('aria-label', 'Fake payment SDK')
    sheet.dataset.testid = 'fake-sdk'
    Object.assign(sheet.style, {
      position: 'fixed',
      inset: 'auto 0 0 0',
      zIndex: '2147483647',
      background: '#fff',
      color: '#111',
      padding: '16px',
      boxShadow: '0 -4px 16px rgba(0,0,0,.3)',
      font: '16px sans-serif'
    })
    const title = document.createElement('p')
    const amount = `${(h.amount / 100).toFixed(2)} ${h.currency}`
    title.textContent = `Fake payment SDK (development): order ${h.order_id}, ${amount}`
    sheet.append(title)
    for (const c of choices) {
      const button = document.createElement('button')
      button.type = 'button'
      button.dataset.choice = c
      button.textContent = c === 'lie' ? 'report success without paying' : c
      Object.assign(button.style, {
        display: 'block', width: '100%', margin: '8px 0', padding: '12px', font: 'inherit'
      })
      button.addEventListener('click', () => { sheet.remove(); resolve(c) })
      sheet.append(button)
    }
    document.body.append(sheet)
  })
  const choice = await page.evaluate(sheetInPage, handOff, SDK_FINISHES)
  return SDK_FINISHES.find(c => c === choice) ?? 'hold'
}

/** Makes `page` the app's WebView and opens the wallet in it. */
export async function openDevApp (page: Page, o: DevAppOptions): Promise<void> {
  const region = regionOfToken(o.token)
  const appInfo = {
    token: o.token, language: o.language, userId: '', flavor: DEFAULT_FLAVOR, versionName: '9.9.9', versionCode: 999,
    origin: 'dev-app', deviceId: 'dev-app-device', region, channel: 'dev', productId: 'cardgame', countryCode: region,
    session: 'dev-app'
  }
  // Run through tsx (a test file on its own), functions sent to the page carry esbuild's `__name(fn, "name")` calls.
  await page.evaluateOnNewDocument('globalThis.__name = globalThis.__name ?? (fn => fn)')
  await page.evaluateOnNewDocument(installFakeHost, { appInfo, userInfo: null, sdkBinding: SDK_BINDING })
  await exposeFakeSdk(page, o.mockUrl, async handOff => askInPage(page, handOff), o.log)
  await page.goto(o.url, { waitUntil: 'load' })
}

async function main (): Promise<void> {
  const { values } = parseArgs({
    options: {
      token: { type: 'string', default: 'demo-in' },
      lang: { type: 'string', default: 'en' },
      host: { type: 'string', default: 'localhost' },
      path: { type: 'string', default: '/recharge/amount' }
    }
  })
  const port = parsePort('PORT', process.env['PORT'], 8080)
  const mockPort = parsePort('MOCK_PORT', process.env['MOCK_PORT'], 9090)
  const origin = `http://${values.host}:${port}`
  const log = (message: string): void => { process.stderr.write(`[dev-app] ${message}\n`) }
  try {
    await fetch(`${origin}/healthz`)
  } catch {
    log(`nothing answers at ${origin}: start the stack first with "npm start"`)
    process.exit(1)
  }
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: false,
    defaultViewport: { width: 360, height: 740 },
    args: ['--window-size=400,860', '--no-first-run']
  })
  browser.on('disconnected', () => process.exit(0))
  const [page] = await browser.pages()
  await openDevApp(page ?? await browser.newPage(), {
    url: `${origin}${values.path}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    token: values.token,
    language: values.lang,
    log
  })
  log(`the wallet runs as ${values.token} in the app window; close it to stop`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
