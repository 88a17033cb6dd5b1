// The Intl warm-up (client/src/intl-warm.ts) in real Chromium, served by the gateway under its CSP: once the
// main thread is idle, the page's first module starts it as a worker (client/src/lib/intl-warm-up.ts), and
// that worker makes its formatters and ends by itself; its file is asked for once, by the worker (no script of
// the page asks for it); the screen works beside it, in the game app as in a plain browser.
import t from 'tap'
import type { HTTPRequest, WebWorker } from 'puppeteer-core'
import { e2eFile } from './support/fixture.js'
import { waitForTestId, type OpenOptions } from './support/page.js'
import { myBalance } from './screens/my-balance.js'

const { stack, wallet } = await e2eFile(t)

const MODES: Array<{ label: string, open: OpenOptions }> = [
  { label: 'plain browser', open: { token: 'demo-in', lang: 'en' } },
  { label: 'host app bridge', open: { bridge: { token: 'demo-bd' } } }
]

for (const mode of MODES) {
  t.test(`${mode.label}: My Balance starts the warm-up worker, which ends by itself`, async t => {
    await stack.reset()
    const w = await wallet(t, mode.open)
    const classic = await w.page.evaluate(() => document.querySelectorAll('script:not([type])').length)
    t.equal(classic, 0, 'the page has no classic script (the warm-up is no script of the page)')

    // Load the page again with the events recorded from its start.
    const created: string[] = []
    const asked: string[] = []
    const onRequest = (req: HTTPRequest): void => {
      if (/\/intl-warm\.[0-9a-f]{8}\.js$/.test(req.url())) asked.push(req.url())
    }
    let warmSrc = ''
    let ended!: () => void
    const endedOnce = new Promise<void>(resolve => { ended = resolve })
    const onCreated = (worker: WebWorker): void => {
      created.push(worker.url())
      if (warmSrc === '') warmSrc = worker.url()
    }
    const onDestroyed = (worker: WebWorker): void => { if (worker.url() === warmSrc) ended() }
    w.page.on('workercreated', onCreated)
    w.page.on('workerdestroyed', onDestroyed)
    w.page.on('request', onRequest)
    t.teardown(() => {
      w.page.off('workercreated', onCreated)
      w.page.off('workerdestroyed', onDestroyed)
      w.page.off('request', onRequest)
    })
    await w.page.reload()
    t.not(await waitForTestId(w.page, myBalance.ids.total), '', 'the balance shows')
    // A bound, not a timing: a worker that never ends fails here instead of at the suite's timeout.
    let bound: ReturnType<typeof setTimeout> | undefined
    const outcome = await Promise.race([endedOnce.then(() => 'ended'), new Promise(resolve => { bound = setTimeout(resolve, 10_000, 'still running') })])
    clearTimeout(bound)
    t.equal(outcome, 'ended', 'the worker ended by itself')
    t.match(warmSrc, /^http:\/\/[^/]+\/intl-warm\.[0-9a-f]{8}\.js$/, 'the worker runs the warm-up\'s file')
    t.same(created, [warmSrc], 'one worker')
    t.same(asked, [warmSrc], 'the warm-up\'s file asked for once')
    t.same(w.consoleErrors, [], 'no console error (a worker the CSP refused would log one)')
  })
}
