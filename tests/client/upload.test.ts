// The client's uploads in Node (no DOM needed at import), with XMLHttpRequest faked: how an upload settles and
// lets go of its abort listener, and which endpoints it takes.
import t from 'tap'
import { getDefaultStore } from 'jotai'
import { upload } from '../../client/src/lib/upload.js'
import { call, failedCalls } from '../../client/src/lib/api.js'
import { recentFailures } from '../../client/src/lib/failure-log.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { appInfoAtom, configAtom, type SiteConfig } from '../../client/src/lib/session.js'
import { normaliseAppInfo } from '../../client/src/lib/bridge.js'
import { toastAtom } from '../../client/src/lib/toast.js'
import { setLanguage } from '../../client/src/lib/i18n.js'

const g = globalThis as Record<string, unknown>
// The bits of `window` the modules touch at call time: location (slots, origin) and the host bridge.
g.window = {
  location: { search: '', origin: 'https://page.example', href: 'https://page.example/help/feedback' },
  WalletHost: { getAppInfo: () => '{}', getUserInfo: () => '{}', closeAllPages: () => {}, payError: () => {}, pay: () => {} }
}
t.teardown(() => { delete g.window })

const store = getDefaultStore()
store.set(appInfoAtom, normaliseAppInfo({ token: 'tok-1', language: 'en', userId: '42', flavor: '', versionName: '3.2.1', versionCode: 321, deviceId: 'dev-1', region: 'in', channel: 'gp', productId: 'cardgame', countryCode: 'IN', session: 's-1', origin: 'https://wallet.example' }))
store.set(configAtom, { timeoutMs: 1000 } as SiteConfig)
await setLanguage('en')

/** Enough of XMLHttpRequest for upload(): the test decides when (and whether) the request ends. */
class FakeXhr {
  static last: FakeXhr | null = null
  status = 0
  responseText = ''
  timeout = 0
  aborted = 0
  upload: { onprogress: ((e: { lengthComputable: boolean, loaded: number, total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor () { FakeXhr.last = this }
  headers: Record<string, string> = {}
  open (): void {}
  setRequestHeader (): void {}
  getResponseHeader (name: string): string | null { return this.headers[name] ?? null }
  send (): void {}
  abort (): void { this.aborted += 1; this.onabort?.() }
}

t.test('upload: an abort settles it once, quietly, and the listener goes with the request', async t => {
  const g = globalThis as Record<string, unknown>
  const realXhr = g.XMLHttpRequest
  g.XMLHttpRequest = FakeXhr
  t.teardown(() => { g.XMLHttpRequest = realXhr })
  store.set(toastAtom, null)
  const file = new Blob(['x'])

  const controller = new AbortController()
  const pending = upload('feedbackUpload', file, 'a.png', {}, () => {}, { signal: controller.signal })
  controller.abort()
  const aborted = await Promise.race([pending, new Promise(resolve => setTimeout(() => { resolve('never settled') }, 500))])
  t.match(aborted, { ok: false, code: -1, status: 'network' }, 'settles as an aborted call does')
  t.equal(FakeXhr.last?.aborted, 1, 'the request was aborted')
  t.equal(store.get(toastAtom), null, 'no toast: the screen asked for it')

  const early = new AbortController()
  early.abort()
  FakeXhr.last = null
  t.match(await upload('feedbackUpload', file, 'a.png', {}, () => {}, { signal: early.signal }), { ok: false, status: 'network' }, 'an already aborted signal settles at once')
  t.equal(FakeXhr.last, null, 'and nothing is sent')

  const kept = new AbortController()
  let listeners = 0
  const add = kept.signal.addEventListener.bind(kept.signal)
  const remove = kept.signal.removeEventListener.bind(kept.signal)
  kept.signal.addEventListener = ((...args: Parameters<typeof add>) => { listeners += 1; add(...args) }) as typeof add
  kept.signal.removeEventListener = ((...args: Parameters<typeof remove>) => { listeners -= 1; remove(...args) }) as typeof remove
  const done = upload('feedbackUpload', file, 'a.png', {}, () => {}, { signal: kept.signal })
  const xhr = FakeXhr.last as FakeXhr | null
  if (xhr === null) throw new Error('no request')
  xhr.status = 200
  xhr.responseText = JSON.stringify({ code: 0, msg: '', status: 'success', data: { url: 'https://files.example/a.png' } })
  xhr.onload?.()
  t.match(await done, { ok: true })
  t.equal(listeners, 0, 'the abort listener is removed once the upload has settled')
  kept.abort()
  t.equal(xhr.aborted, 0, 'a later abort no longer touches the finished request')
})

t.test('a failed upload joins the page\'s log of failed calls, with what the log may keep', async t => {
  const g = globalThis as Record<string, unknown>
  const realXhr = g.XMLHttpRequest
  g.XMLHttpRequest = FakeXhr
  t.teardown(() => { g.XMLHttpRequest = realXhr })
  failedCalls.length = 0
  const rid = '0f8e2d1c-3b4a-4c5d-8e6f-7a8b9c0d1e2f'
  const refused = upload('feedbackUpload', new Blob(['x']), 'a.png', {}, () => {}, { silent: true })
  const xhr = FakeXhr.last
  if (xhr === null) throw new Error('no request')
  xhr.status = 413
  xhr.headers = { 'x-request-id': rid }
  xhr.responseText = JSON.stringify({ code: 413, msg: 'The file is too large', status: 'error', data: null })
  xhr.onload?.()
  t.match(await refused, { ok: false, code: 413 })
  const lost = upload('uploadFile', new Blob(['x']), 'b.png', {}, () => {}, { silent: true })
  FakeXhr.last?.onerror?.()
  t.match(await lost, { ok: false, status: 'network' })
  t.same(recentFailures().map(({ at: _, ...e }) => e), [
    { endpoint: endpointRoutes.feedbackUpload.path, status: 413, code: 413, request_id: rid },
    { endpoint: endpointRoutes.uploadFile.path, status: 0, code: -1, request_id: '' }
  ])
})

t.test('the table\'s kinds hold at compile time', async t => {
  // Never run: the checks are the @ts-expect-error lines, which fail typecheck if the call compiles.
  const never = (): void => {
    // @ts-expect-error upload() takes only multipart endpoints
    void upload('assetInfo', new Blob([]), 'x', {}, () => {})
    // @ts-expect-error a multipart endpoint is not a call()
    void call('feedbackUpload', {})
  }
  t.type(never, 'function')
})
