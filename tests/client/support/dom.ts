// The component tests' page: happy-dom's window as Node's globals (imported first, before React Testing
// Library, which looks for `document` when it loads), React's act() environment, and what Parcel and the
// host app give the client in the browser: the site's config and the app info (normally /api/config and the
// host bridge), the messages of the five languages (the catalogues the client imports as JSON), and a fetch
// for the api client's relative paths, either a fake one or the real gateway's.
import { GlobalRegistrator } from '@happy-dom/global-registrator'
import { getDefaultStore } from 'jotai'
import type { ReactElement } from 'react'
import tap, { type Test } from 'tap'
import { REGION_INFO, type Language, type Region, type SiteConfig } from '../../../shared/regions.js'
import type { MoneyMode } from '../../../shared/money-modes.js'

// Node's own fetch, kept before happy-dom puts its window's in its place.
const nodeFetch = globalThis.fetch.bind(globalThis)

GlobalRegistrator.register({ url: 'http://wallet.test/', width: 360, height: 740 })
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// The window's timers (the analytics batch, a dialog's focus watch) would keep the process alive after the tests.
tap.teardown(async () => { await GlobalRegistrator.unregister() })

const { appInfoAtom, configAtom, loginAtom, onlineAtom } = await import('../../../client/src/lib/session.js')
const { loadMore, setLanguage } = await import('../../../client/src/lib/i18n.js')
const { toastAtom } = await import('../../../client/src/lib/toast.js')

export const store = getDefaultStore()

/** One request the api client made, as it left. */
export interface Sent { method: string, path: string, headers: Record<string, string>, body: unknown }

type Answer = { code: number, msg?: string, data?: unknown, status?: string } | { http: number, body: unknown }
/** Answers a call by its path (and body); undefined: the test did not expect that call (fails it). */
export type Handler = (path: string, body: any, sent: Sent) => Answer | Promise<Answer | undefined> | undefined

const regions = Object.fromEntries(Object.entries(REGION_INFO).map(([r, i]) => [r, {
  currency: i.currency,
  fractionDigits: i.fractionDigits,
  numberLocale: i.numberLocale,
  withdrawMultiple: i.withdrawMultiple,
  payoutDays: i.payoutDays,
  payoutTypes: [...i.payoutTypes]
}])) as SiteConfig['regions']

/** A player of `region` reading `language`, with `token`, as /api/config and the host bridge set them; the
 * messages of every screen loaded. */
export async function asPlayer (region: Region, language: Language, token = 'demo-in'): Promise<void> {
  const info = REGION_INFO[region]
  store.set(configAtom, {
    ...info,
    payoutTypes: [...info.payoutTypes],
    language,
    uploadMaxBytes: 5242880,
    timeoutMs: 6000,
    regions
  })
  store.set(appInfoAtom, {
    token,
    language,
    userId: '10000001',
    flavor: '',
    versionName: '3.2.1',
    versionCode: 321,
    origin: 'https://wallet.example',
    deviceId: 'dev-1234',
    region,
    channel: 'gp',
    productId: 'cardgame',
    countryCode: region,
    session: 'sess-1',
    subChannel: '',
    phoneBrand: '',
    plan: '',
    slots: false
  })
  store.set(onlineAtom, true)
  store.set(toastAtom, null)
  if (!(await setLanguage(language)) || !(await loadMore())) throw new Error(`the ${language} messages did not load`)
}

export { loginAtom, onlineAtom, toastAtom }

/** The toast the api client showed last (an upstream's refusal), or null. */
export function toastText (): string | null {
  return store.get(toastAtom)?.text ?? null
}

function headersOf (init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers ?? {}).entries())
}

function bodyOf (init: RequestInit | undefined): unknown {
  const raw = init?.body
  if (typeof raw !== 'string') return raw ?? null
  try { return JSON.parse(raw) } catch { return raw }
}

/**
 * The api client's calls answered by `handler` (the upstream's envelope); every request is recorded in the
 * returned list. A call the handler does not answer fails the test with its path.
 */
export function fakeFetch (t: Test, handler: Handler): Sent[] {
  const sent: Sent[] = []
  const previous = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url, window.location.href)
    const request: Sent = { method: init?.method ?? 'GET', path: url.pathname, headers: headersOf(init), body: bodyOf(init) }
    sent.push(request)
    const answer = await handler(url.pathname, request.body, request)
    if (answer === undefined) {
      t.fail(`an unexpected call: ${request.method} ${url.pathname}`)
      return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })
    }
    if ('http' in answer) return new Response(JSON.stringify(answer.body), { status: answer.http, headers: { 'content-type': 'application/json' } })
    const envelope = { msg: '', data: null, status: answer.code === 0 ? 'success' : 'error', ...answer }
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  t.teardown(() => { globalThis.fetch = previous })
  return sent
}

/** The api client's calls sent to the real gateway at `origin` over HTTP (Node's fetch; the page's abort
 * signal followed). */
export function gatewayFetch (t: Test, origin: string, host = 'localhost'): void {
  const previous = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = typeof input === 'string' || input instanceof URL ? input.toString() : input.url
    const url = new URL(new URL(path, window.location.href).pathname, origin)
    const abort = new AbortController()
    const signal = init?.signal
    if (signal !== undefined && signal !== null) {
      if (signal.aborted) abort.abort()
      else signal.addEventListener('abort', () => { abort.abort() })
    }
    const headers = { ...headersOf(init), host }
    const body = typeof init?.body === 'string' ? init.body : null
    return await nodeFetch(url, { method: init?.method ?? 'GET', headers, body, signal: abort.signal })
  }
  t.teardown(() => { globalThis.fetch = previous })
}

const rtl = await import('@testing-library/react')
export const { userEvent } = await import('@testing-library/user-event')
export const { screen, within, waitFor } = rtl

/** Renders `ui` for this test and unmounts it when the test ends; the user acting on it. */
export function show (t: Test, ui: ReactElement): ReturnType<typeof rtl.render> & { user: ReturnType<typeof userEvent.setup> } {
  const view = rtl.render(ui)
  t.teardown(() => { rtl.cleanup() })
  return { ...view, user: userEvent.setup() }
}

/**
 * What a browser does on Escape in a modal <dialog>, which happy-dom does not: a cancelable `cancel` event on
 * the top open dialog, which closes unless a listener prevents it (components/dialog.tsx prevents it and lets
 * React decide). Press Escape with `user.keyboard('{Escape}')`.
 */
document.addEventListener('keydown', e => {
  if (e.key !== 'Escape' || e.defaultPrevented) return
  const top = [...document.querySelectorAll('dialog[open]')].at(-1)
  if (!(top instanceof HTMLDialogElement)) return
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
})

/** Rahul, an Indian player, as the login gate leaves him: the screens that name the player (uploads, feedback) read him. */
export const RAHUL = {
  user_id: '10000001',
  name: 'Rahul',
  picture: '',
  email: '',
  phone: '',
  user_type: 1,
  region: 'in',
  is_dealer: false,
  created_at: 1700000000
}

/** The player logged in (inside act, or within another act's callback). */
export function logIn (user = RAHUL): void {
  store.set(loginAtom, { state: 'in', user })
}

/** The operators' money mode of the player's region, as the page's settings bring it (after asPlayer). */
export function setMoneyMode (mode: MoneyMode): void {
  const config = store.get(configAtom)
  if (config === null) throw new Error('no config: call asPlayer first')
  rtl.act(() => { store.set(configAtom, { ...config, moneyMode: mode }) })
}

/** A text field by its accessible name. */
export const box = (name: string): HTMLElement => screen.getByRole('textbox', { name })

/** A field filled as most players fill it on a phone: pasted, or picked from the keyboard's suggestions. */
export async function fill (user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string): Promise<void> {
  await user.click(el)
  await user.paste(text)
}

/** What a screen reader reads with a control (aria-describedby) that has this class, or null. */
function describedAs (el: HTMLElement, className: string): string | null {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map(id => document.getElementById(id)).find(n => n?.classList.contains(className))?.textContent ?? null
}

/** A field's error as a screen reader reads it with the field, or null; a name is the text field's. */
export const errorOf = (field: HTMLElement | string): string | null =>
  describedAs(typeof field === 'string' ? box(field) : field, 'field-error')

/** A field's hint as a screen reader reads it with the field, or null. */
export const hintOf = (field: HTMLElement): string | null => describedAs(field, 'field-hint')
