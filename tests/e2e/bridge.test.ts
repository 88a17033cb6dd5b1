// Inside the host app (a fake window.WalletHost): the app info comes from getAppInfo(), the contract's
// headers reach the upstream through the gateway, and the session-ending codes close the web view.
import t from 'tap'
import { SLOTS_ASSETS_TYPE, REGION_INFO } from '../../shared/regions.js'
import type { JournalEntry } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { screenshot, waitForTestId } from './support/page.js'
import { catalogue, msg } from './support/actions.js'
import { myBalance } from './screens/my-balance.js'

const ASSET_INFO = '/api/user/v3/amt/assetinfo'
const USER_INFO = '/api/user/v3/account/getuserinfo'
const hi = catalogue('hi')

t.test('the fake host app', async t => {
  const { stack, wallet } = await e2eFile(t)

  /** The upstream calls of one page, told apart by the device id its app info gave. */
  async function sent (path: string, device: string): Promise<JournalEntry[]> {
    return (await stack.journal(path)).filter(e => e.headers.device === device)
  }

  t.test('app info from getAppInfo(): logged in with no token in the URL, contract headers upstream', async t => {
    const w = await wallet(t, { bridge: { token: 'demo-in', deviceId: 'dev-bridge-1', language: 'hi', flavor: 'gp_test' } })
    t.notMatch(w.url, 'token=', 'the page URL carries no token')
    await waitForTestId(w.page, 'balance-card')
    t.equal(await w.page.evaluate(() => document.querySelector('h1')?.textContent), msg(hi, 'asset.title'), 'the app info\'s language (hi)')
    t.match(await waitForTestId(w.page, myBalance.ids.total), '25,000.00', 'demo-in\'s balance')
    t.same(await w.bridge.calls(), [], 'no bridge reactions on success')

    const [user] = await sent(USER_INFO, 'dev-bridge-1')
    t.ok(user, 'getuserinfo reached the upstream')
    const [asset] = await sent(ASSET_INFO, 'dev-bridge-1')
    t.ok(asset, 'assetinfo reached the upstream')
    if (asset === undefined) return
    t.equal(asset.token, 'demo-in')
    t.match(asset.headers, {
      authorization: 'Bearer demo-in',
      device: 'dev-bridge-1',
      user: '20481736',
      version: '3.2.1',
      'accept-language': 'hi',
      session: 'e2e-session-1',
      country: 'IN',
      channel: 'gp',
      product: 'cardgame'
    }, 'the forwarded headers come from the app info')
    t.match(asset.body, {
      flavor: 'gp_test',
      origin: 'https://wallet.example',
      appversion: '3.2.1',
      device_id: 'dev-bridge-1',
      from: 1,
      assets_type: REGION_INFO.IN.assetsType
    }, 'X-Flavor, X-Origin, version and device become the common body fields')
    await screenshot(w.page, 'bridge-asset-detail-hi')
  })

  t.test('flavor defaults to gp_in', async t => {
    const w = await wallet(t, { bridge: { token: 'demo-in', deviceId: 'dev-bridge-2', appInfo: { flavor: '' } } })
    await waitForTestId(w.page, 'balance-card')
    const [asset] = await sent(ASSET_INFO, 'dev-bridge-2')
    t.match(asset?.body, { flavor: 'gp_in' })
  })

  t.test('slots=1 in the page URL: X-Slots, so assets_type 6', async t => {
    const w = await wallet(t, { bridge: { token: 'demo-in', deviceId: 'dev-bridge-3' }, slots: true })
    await waitForTestId(w.page, 'balance-card')
    const [asset] = await sent(ASSET_INFO, 'dev-bridge-3')
    t.ok(asset, 'assetinfo reached the upstream')
    t.equal((asset?.body as { assets_type?: number } | undefined)?.assets_type, SLOTS_ASSETS_TYPE)
  })

  t.test('slots=1 in the browser fallback too', async t => {
    const w = await wallet(t, { token: 'demo-in', slots: true, path: '/asset/detail?device_id=dev-browser-4' })
    await waitForTestId(w.page, 'balance-card')
    const [asset] = await sent(ASSET_INFO, 'dev-browser-4')
    t.ok(asset, 'assetinfo reached the upstream with the URL\'s device id')
    t.equal((asset?.body as { assets_type?: number } | undefined)?.assets_type, SLOTS_ASSETS_TYPE)
    t.match(asset?.headers, { authorization: 'Bearer demo-in', device: 'dev-browser-4' })
  })

  for (const code of [50300, 50301, 50307, 50315]) {
    t.test(`demo-err-${code}: the page asks the app to close`, async t => {
      const w = await wallet(t, { bridge: { token: `demo-err-${code}`, deviceId: `dev-err-${code}` } })
      await w.bridge.waitForCall('closeAllPages')
      const calls = await w.bridge.calls()
      t.ok(calls.some(c => c.method === 'closeAllPages'), 'closeAllPages called')
      const payErrors = calls.filter(c => c.method === 'payError')
      if (code === 50315) {
        t.ok(payErrors.length > 0, 'payError called too')
        const payload = JSON.parse(String(payErrors[0]?.args[0])) as { code?: number }
        t.equal(payload.code, code, 'payError carries the code')
        t.ok(calls.findIndex(c => c.method === 'payError') < calls.findIndex(c => c.method === 'closeAllPages'), 'payError before closeAllPages')
      } else {
        t.same(payErrors, [], 'no payError')
      }
      t.same(calls.filter(c => c.method === 'pay'), [], 'nothing paid')
      t.equal(await w.page.$('[data-testid=balance-card]'), null, 'no balance shown')
    })
  }

  t.test('a host user info with user_type 0 is a guest without asking the upstream', async t => {
    const w = await wallet(t, { bridge: { token: 'demo-in', deviceId: 'dev-bridge-guest', userInfo: { user_type: 0 } } })
    await waitForTestId(w.page, 'login-required')
    t.same(await sent(USER_INFO, 'dev-bridge-guest'), [], 'no getuserinfo call')
  })
})
