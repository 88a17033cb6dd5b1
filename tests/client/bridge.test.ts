// The host bridge in Node with a stubbed window: app info from the host app, or in a browser from the
// page URL once (token removed from the address bar, kept for the tab), and the host calls.
import t from 'tap'
import { readAppInfo, inHostApp, hostUserInfo, pay, closeAllPages, payError } from '../../client/src/lib/bridge.js'

class MemoryStorage {
  private map = new Map<string, string>()
  getItem (k: string): string | null { return this.map.get(k) ?? null }
  setItem (k: string, v: string): void { this.map.set(k, v) }
  removeItem (k: string): void { this.map.delete(k) }
  clear (): void { this.map.clear() }
}

const g = globalThis as Record<string, unknown>
function browserAt (href: string): { replaced: string[], win: Record<string, unknown> } {
  const replaced: string[] = []
  const url = new URL(href)
  const win: Record<string, unknown> = {
    location: { href, search: url.search, origin: url.origin },
    history: { state: null, replaceState: (_s: unknown, _t: string, to: string) => { replaced.push(to) } }
  }
  g.window = win
  return { replaced, win }
}
g.sessionStorage = new MemoryStorage()
g.localStorage = new MemoryStorage()
t.teardown(() => { delete g.window; delete g.sessionStorage; delete g.localStorage })

t.test('browser fallback: the URL once, then the tab\'s session', async t => {
  const first = browserAt('http://localhost:8080/withdraw/option?token=demo-in&lang=hi&slots=1&x=1#top')
  t.notOk(inHostApp())
  const info = readAppInfo()
  t.match(info, { token: 'demo-in', language: 'hi', slots: true, flavor: 'gp_in' })
  t.match(info?.deviceId, /^web-/, 'a device id made for this browser')
  t.same(first.replaced, ['/withdraw/option?lang=hi&slots=1&x=1#top'], 'the token leaves the address bar, the rest stays')

  const reload = browserAt('http://localhost:8080/withdraw/option?lang=hi&slots=1&x=1#top')
  const again = readAppInfo()
  t.match(again, { token: 'demo-in', language: 'hi' }, 'a reload keeps the session')
  t.equal(again?.deviceId, info?.deviceId, 'the same device id')
  t.same(reload.replaced, [], 'nothing to remove')

  ;(g.sessionStorage as MemoryStorage).clear()
  browserAt('http://localhost:8080/asset/detail')
  t.equal(readAppInfo(), null, 'a new tab without a token has no app info')
  t.equal(pay({ a: 1 }), false, 'no way to pay outside the app')
  t.equal(hostUserInfo(), null)
  t.doesNotThrow(() => { closeAllPages(); payError({ code: 50315 }) }, 'closeAllPages and payError are harmless outside the app')
})

t.test('inside the host app', async t => {
  const calls: Array<[string, unknown[]]> = []
  const { win } = browserAt('https://wallet.example/asset/detail')
  win.WalletHost = {
    getAppInfo: () => JSON.stringify({ token: 'demo-bd', language: 'bn', region: 'bd', userId: '41826690', versionName: '3.2.1', versionCode: 321 }),
    getUserInfo: () => JSON.stringify({ user_id: '41826690', name: 'Rakib', user_type: '1' }),
    closeAllPages: (...a: unknown[]) => { calls.push(['closeAllPages', a]) },
    payError: (...a: unknown[]) => { calls.push(['payError', a]) },
    pay: (...a: unknown[]) => { calls.push(['pay', a]) }
  }
  t.ok(inHostApp())
  t.match(readAppInfo(), { token: 'demo-bd', language: 'bn', region: 'BD', userId: '41826690', versionCode: 321 })
  t.match(hostUserInfo(), { userId: '41826690', name: 'Rakib', user_type: 1 })
  t.equal(pay({ order: 'RC1' }), true)
  payError({ code: 50315, msg: 'x' })
  closeAllPages()
  t.same(calls, [['pay', ['{"order":"RC1"}']], ['payError', ['{"code":50315,"msg":"x"}']], ['closeAllPages', []]])

  win.WalletHost = { ...(win.WalletHost as object), getAppInfo: () => 'not json', getUserInfo: () => { throw new Error('gone') } }
  t.equal(readAppInfo(), null, 'unreadable app info: none, not a crash')
  t.equal(hostUserInfo(), null)
})
