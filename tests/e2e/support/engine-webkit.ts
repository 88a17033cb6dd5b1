// WebKit for the engine journeys: Debian's webkit2gtk-driver (WebKitWebDriver) driving the WebKitGTK
// MiniBrowser over classic WebDriver, through selenium-webdriver, on an Xvfb display the test starts and
// stops itself. Each page is a window of one session with a page proxy of its own (engine-page-proxy.ts):
// classic WebDriver has no script run before the page's own, nor network emulation.
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import type { Stack } from '../../helpers/stack.js'
import { ENGINE_VIEWPORT, gatewayPort, type Engine, type EnginePage, type OpenPageOptions } from './engine.js'
import { startPageProxy } from './engine-page-proxy.js'

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const XVFB = '/usr/bin/Xvfb'

async function freePort (): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

/** Xvfb on a display it picks itself (-displayfd: no race with another test's display). */
async function startXvfb (): Promise<{ display: string, proc: ChildProcess }> {
  const proc = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe']
  })
  const display = await new Promise<string>((resolve, reject) => {
    let got = ''
    proc.stdio[3]?.on('data', (part: Buffer) => {
      got += part.toString()
      if (got.includes('\n')) resolve(`:${got.trim()}`)
    })
    proc.on('exit', code => { reject(new Error(`Xvfb exited with ${String(code)} before naming its display`)) })
  })
  return { display, proc }
}

async function driverReady (url: string, proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${proc.exitCode}`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer /status within 20 s')
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

function stop (proc: ChildProcess): void {
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
}

export async function launchWebKit (stack: Stack): Promise<Engine> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProc = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display } })
  let driver: WebDriver
  try {
    await driverReady(`http://127.0.0.1:${port}`, driverProc)
    driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }
    }).build()
  } catch (err) {
    stop(driverProc)
    stop(xvfb.proc)
    throw err
  }
  const firstWindow = await driver.getWindowHandle()
  let firstFree = true
  // One WebDriver session, several windows: a command runs in the window of its page, one at a time.
  let queue: Promise<unknown> = Promise.resolve()
  const inWindow = async <T>(handle: string, fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      await driver.switchTo().window(handle)
      return await fn()
    })
    queue = run.catch(() => {})
    return await run
  }
  const proxies = new Set<{ close: () => Promise<void> }>()

  const open = async (path: string, options: OpenPageOptions = {}): Promise<EnginePage> => {
    const proxy = await startPageProxy(gatewayPort(options.stack ?? stack), options.initScript)
    proxies.add(proxy)
    const origin = `http://${options.host ?? 'localhost'}:${proxy.port}`
    let handle: string
    if (firstFree) {
      firstFree = false
      handle = firstWindow
    } else {
      handle = await inWindow(firstWindow, async () => {
        await driver.switchTo().newWindow('window')
        return await driver.getWindowHandle()
      })
    }
    // The window's outer size less its frame gives the viewport: grow it by the difference.
    await inWindow(handle, async () => {
      await driver.manage().window().setRect({ x: 0, y: 0, width: ENGINE_VIEWPORT.width, height: ENGINE_VIEWPORT.height })
      const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]')
      await driver.manage().window().setRect({
        width: 2 * ENGINE_VIEWPORT.width - inner[0],
        height: 2 * ENGINE_VIEWPORT.height - inner[1]
      })
    })
    const page: EnginePage = {
      origin,
      goto: async (url) => { await inWindow(handle, async () => { await driver.get(url) }) },
      reload: async () => { await inWindow(handle, async () => { await driver.navigate().refresh() }) },
      evaluate: async (fn, ...args) => await inWindow(handle, async () =>
        await driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args)),
      click: async (selector) => {
        await retryStale(async () => {
          await inWindow(handle, async () => { await driver.findElement(By.css(selector)).click() })
        })
      },
      type: async (selector, text) => {
        await retryStale(async () => {
          await inWindow(handle, async () => {
            const input = await driver.findElement(By.css(selector))
            await input.click()
            // Selected by script, then erased as a key would: a Control chord stayed held in WebKitGTK and the
            // keys after it edited nothing.
            await driver.executeScript('arguments[0].select()', input)
            await input.sendKeys(Key.BACK_SPACE)
            if (text !== '') await input.sendKeys(text)
          })
        })
      },
      upload: async (selector, file) => {
        await inWindow(handle, async () => { await driver.findElement(By.css(selector)).sendKeys(file) })
      },
      screenshot: async (file) => {
        const png = await inWindow(handle, async () => await driver.takeScreenshot())
        writeFileSync(file, Buffer.from(png, 'base64'))
      },
      setOffline: async (offline) => { proxy.setOffline(offline) },
      close: async () => {
        await proxy.close()
        proxies.delete(proxy)
        if (handle === firstWindow) {
          await inWindow(handle, async () => { await driver.get('about:blank') })
          firstFree = true
        } else {
          await inWindow(handle, async () => { await driver.close() })
        }
      }
    }
    await page.goto(`${origin}${path}`)
    return page
  }

  return {
    name: 'webkit',
    // The page proxy refuses connections; classic WebDriver has no way to set navigator.onLine.
    saysOffline: false,
    open,
    close: async () => {
      for (const proxy of proxies) await proxy.close()
      await driver.quit().catch(() => {})
      stop(driverProc)
      stop(xvfb.proc)
    }
  }
}

/** Once more when the element was replaced by a render between finding and using it. */
async function retryStale (fn: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fn()
      return
    } catch (err) {
      const name = err instanceof Error ? err.name : ''
      const retry = ['StaleElementReferenceError', 'NoSuchElementError', 'ElementNotInteractableError',
        'ElementClickInterceptedError'].includes(name)
      if (!retry || Date.now() > deadline) throw err
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
}
