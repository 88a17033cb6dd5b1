// Firefox for the engine journeys: Debian's Firefox ESR through Puppeteer's WebDriver BiDi, headless. Each
// page has a browser context of its own (its own storage); the host app's bridge is a preload script.
import puppeteer, { type ElementHandle } from 'puppeteer-core'
import type { Stack } from '../../helpers/stack.js'
import { ENGINE_VIEWPORT, gatewayPort, type Engine, type EnginePage, type OpenPageOptions } from './engine.js'

export const FIREFOX = '/usr/bin/firefox-esr'

export async function launchFirefox (stack: Stack): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Nothing of Mozilla's own traffic on a test machine.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false
    }
  })
  const open = async (path: string, options: OpenPageOptions = {}): Promise<EnginePage> => {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport(ENGINE_VIEWPORT)
    if (options.initScript !== undefined) await page.evaluateOnNewDocument(options.initScript)
    const origin = `http://${options.host ?? 'localhost'}:${gatewayPort(options.stack ?? stack)}`
    const engine: EnginePage = {
      origin,
      goto: async (url) => { await page.goto(url, { waitUntil: 'load' }) },
      reload: async () => { await page.reload({ waitUntil: 'load' }) },
      evaluate: async (fn, ...args) => await page.evaluate(fn as never, ...(args as unknown as never[])),
      click: async (selector) => { await page.locator(selector).click() },
      type: async (selector, text) => {
        await page.locator(selector).click({ count: 3 })
        await page.keyboard.press('Backspace')
        if (text !== '') await page.type(selector, text)
      },
      upload: async (selector, file) => {
        const input = await page.waitForSelector(selector)
        if (input === null) throw new Error(`no ${selector}`)
        await (input as ElementHandle<HTMLInputElement>).uploadFile(file)
      },
      screenshot: async (file) => { await page.screenshot({ path: file }) },
      setOffline: async (offline) => { await page.setOfflineMode(offline) },
      close: async () => { await context.close() }
    }
    await engine.goto(`${origin}${path}`)
    return engine
  }
  return {
    name: 'firefox',
    saysOffline: true,
    open,
    close: async () => { await browser.close() }
  }
}
