// A withdrawal on a 2G-like link that loses its answer still happens exactly once. Chromium is throttled to
// a 2G profile (WebPageTest's: 280/256 kbps, 800 ms round trip) and reaches the gateway through a lossy TCP
// relay: every chunk waits a seeded, jittery delay (what lost packets cost once TCP has sent them again), and
// the connection that carries the first withdraw answer is cut after a few of its bytes arrived, so the
// browser cannot quietly send the POST again. The player sees the withdrawal pending, confirms again, and the
// same Idempotency-Key brings back the one outcome the gateway recorded: the upstream is asked once.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { e2eFile } from './support/fixture.js'
import { clientDir, waitForTestId } from './support/page.js'
import { expectedText, msg, catalogue } from './support/actions.js'
import { withdrawOption } from './screens/withdraw.js'

const en = catalogue('en')
const WITHDRAW = '/api/user/v1/amt/withdraw'
/** WebPageTest's "2G" profile, in the units CDP takes (bytes per second). */
const TWO_G = { offline: false, latency: 800, downloadThroughput: 280 * 1024 / 8, uploadThroughput: 256 * 1024 / 8 }
const MAX_JITTER_MS = 120

/** A small seeded generator (mulberry32): the same delays on every run. */
function seeded (seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6D2B79F5) | 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

interface Relay { port: number, cuts: number, close: () => Promise<void> }

/** Relays browser ↔ gateway with seeded jitter in each direction, cutting the first `cutWithdraws` withdraw answers. */
async function lossyRelay (target: number, cutWithdraws: number): Promise<Relay> {
  const random = seeded(20261127)
  const sockets = new Set<net.Socket>()
  const relay: Relay = { port: 0, cuts: 0, close: async () => {} }
  /** Writes chunks in order, each after its jitter. */
  function pipeJittered (from: net.Socket, to: net.Socket, onChunk: (chunk: Buffer) => Buffer | 'cut'): void {
    let chain = Promise.resolve()
    from.on('data', chunk => {
      const delay = Math.floor(random() * MAX_JITTER_MS)
      chain = chain.then(async () => {
        await new Promise(resolve => setTimeout(resolve, delay))
        if (to.destroyed) return
        const out = onChunk(chunk)
        if (out === 'cut') return
        to.write(out)
      })
    })
    from.on('end', () => { void chain.then(() => { to.end() }) })
  }
  const server = net.createServer(browserSide => {
    const gatewaySide = net.connect(target, '127.0.0.1')
    sockets.add(browserSide).add(gatewaySide)
    const drop = (): void => { browserSide.destroy(); gatewaySide.destroy() }
    browserSide.on('error', drop).on('close', drop)
    gatewaySide.on('error', drop).on('close', drop)
    let withdrawAsked = false
    pipeJittered(browserSide, gatewaySide, chunk => {
      if (chunk.toString('latin1').includes(`POST ${WITHDRAW} `)) withdrawAsked = true
      return chunk
    })
    pipeJittered(gatewaySide, browserSide, chunk => {
      if (!withdrawAsked) return chunk
      withdrawAsked = false
      if (relay.cuts >= cutWithdraws) return chunk
      relay.cuts++
      // A few bytes of the status line arrive, then the link dies: the browser has seen an answer begin, so it
      // may not resend the POST on its own; the page is left not knowing what happened.
      browserSide.write(chunk.subarray(0, 12), () => { drop() })
      return 'cut'
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  relay.port = (server.address() as AddressInfo).port
  relay.close = async () => {
    for (const s of sockets) s.destroy()
    await new Promise<void>(resolve => server.close(() => { resolve() }))
  }
  return relay
}

t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
const { stack, browser } = await e2eFile(t)

t.test('2G with loss: a withdrawal whose answer is cut is settled with the same key and taken once', async t => {
  await stack.reset()
  const relay = await lossyRelay(Number(new URL(stack.gatewayUrl).port), 1)
  t.teardown(relay.close)
  const context = await browser.createBrowserContext()
  t.teardown(async () => { await context.close() })
  const page = await context.newPage()
  const cdp = await page.createCDPSession()
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', TWO_G)
  // What the browser itself sent: the gateway answers a replay from its own record, so the upstream sees one.
  const browserSent: Array<string | undefined> = []
  cdp.on('Network.requestWillBeSent', e => {
    if (new URL(e.request.url).pathname === WITHDRAW && e.request.method === 'POST') browserSent.push(e.request.headers['idempotency-key'] ?? e.request.headers['Idempotency-Key'])
  })
  const consoleErrors: string[] = []
  page.on('pageerror', err => { consoleErrors.push(err instanceof Error ? err.message : String(err)) })

  await page.goto(`http://localhost:${relay.port}/withdraw/option?token=demo-in`, { waitUntil: 'load', timeout: 60000 })
  const withdrawable = async (want: string): Promise<string> => {
    const seen = await page.waitForFunction((w: string) => { const s = document.querySelector('[data-testid="wd-withdrawable"]')?.textContent?.trim(); return s === w && s },
      { timeout: 30000, polling: 100 }, expectedText(want))
    return await seen.jsonValue() as string
  }
  t.equal(await withdrawable('₹12,000.00'), '₹12,000.00', 'the withdraw screen opens over 2G with its balance')

  await withdrawOption.fill(page, '500')
  await withdrawOption.submit(page)
  await page.waitForSelector('[role=dialog]', { visible: true, timeout: 30000 })
  await withdrawOption.accept(page)
  t.match(await waitForTestId(page, 'wd-uncertain', 30000), msg(en, 'withdraw.uncertain'), 'the cut answer leaves the withdrawal pending, not failed')
  t.equal(relay.cuts, 1, 'the relay cut the withdraw answer once')
  t.equal(await page.$(withdrawOption.success), null, 'no success is claimed while the outcome is unknown')

  await withdrawOption.submit(page)
  await page.waitForSelector('[role=dialog]', { visible: true, timeout: 30000 })
  await withdrawOption.accept(page)
  await waitForTestId(page, withdrawOption.ids.success, 30000)
  t.equal(await withdrawable('₹11,500.00'), '₹11,500.00', 'the balance went down by ₹500 once')

  t.equal(browserSent.length, 2, 'the browser sent the withdrawal twice: the cut attempt and the player\'s retry')
  t.ok(typeof browserSent[0] === 'string' && browserSent[0] !== '', 'the first attempt carried an Idempotency-Key')
  t.equal(browserSent[1], browserSent[0], 'the retry carried the same key')
  const upstream = await stack.journal(WITHDRAW)
  t.equal(upstream.length, 1, 'the upstream was asked once: the gateway answered the retry with its first outcome')
  t.same(consoleErrors, [], 'no page errors')
})
