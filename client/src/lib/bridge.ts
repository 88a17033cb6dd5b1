// The host-app bridge (docs/API.md "The host bridge"), with the browser fallback: outside the app the app info
// comes once from the page URL, is kept for the tab's session, and the token leaves the address bar.
import { DEFAULT_FLAVOR } from '../../../shared/defaults.js'

export interface AppInfo {
  token: string
  language: string
  userId: string
  flavor: string
  versionName: string
  versionCode: number
  origin: string
  deviceId: string
  region: string
  channel: string
  productId: string
  countryCode: string
  session: string
  subChannel: string
  phoneBrand: string
  /** The product plan the app reports for analytics; '' when the app gives none. */
  plan: string
  slots: boolean
}

export interface HostUserInfo {
  userId: string
  name: string
  picture: string
  email: string
  phone: string
  user_type: number
}

interface WalletHost {
  getAppInfo: () => string
  getUserInfo: () => string
  closeAllPages: () => void
  payError: (json: string) => void
  pay: (json: string) => void
}

declare global {
  interface Window {
    WalletHost?: WalletHost
    onWalletPayResult?: (json: unknown) => void
  }
}

const SESSION_KEY = 'wallet.appInfo'
const DEVICE_KEY = 'wallet.deviceId'

function str (value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback
}

function parse (text: string | null | undefined): Record<string, unknown> | null {
  if (text == null || text === '') return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? value as Record<string, unknown> : null
  } catch {
    return null
  }
}

function pageHasSlots (): boolean {
  return new URLSearchParams(window.location.search).get('slots') === '1'
}

/** Host apps of different versions spell some keys differently; one shape for the rest of the client. */
export function normaliseAppInfo (raw: Record<string, unknown>): AppInfo {
  return {
    token: str(raw.token ?? raw.loginToken),
    language: str(raw.language ?? raw.lang),
    userId: str(raw.userId ?? raw.user_id),
    flavor: str(raw.flavor, DEFAULT_FLAVOR) || DEFAULT_FLAVOR,
    versionName: str(raw.versionName ?? raw.version),
    versionCode: Number(raw.versionCode ?? 0) || 0,
    origin: str(raw.origin),
    deviceId: str(raw.deviceId ?? raw.device_id ?? raw.tpDeviceID),
    region: str(raw.region).toUpperCase(),
    channel: str(raw.channel),
    productId: str(raw.productId ?? raw.product),
    countryCode: str(raw.countryCode ?? raw.country),
    session: str(raw.session),
    subChannel: str(raw.subChannel),
    phoneBrand: str(raw.phoneBrand),
    plan: str(raw.plan),
    slots: raw.slots === true || raw.slots === '1' || pageHasSlots()
  }
}

export function inHostApp (): boolean {
  return typeof window !== 'undefined' && window.WalletHost !== undefined
}

function browserDeviceId (): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY)
    if (id === null) {
      id = `web-${crypto.randomUUID()}`
      localStorage.setItem(DEVICE_KEY, id)
    }
    return id
  } catch {
    return 'web-unknown'
  }
}

/** Reads the URL once: token, lang, region, flavor, device_id, slots; then removes the token from the address bar. */
function fromUrl (): Record<string, unknown> | null {
  const url = new URL(window.location.href)
  const q = url.searchParams
  if (!q.has('token')) return null
  const raw = {
    token: q.get('token') ?? '',
    language: q.get('lang') ?? '',
    region: q.get('region') ?? '',
    flavor: q.get('flavor') ?? '',
    deviceId: q.get('device_id') ?? '',
    slots: q.get('slots') === '1'
  }
  q.delete('token')
  const search = q.size > 0 ? `?${q.toString()}` : ''
  window.history.replaceState(window.history.state, '', `${url.pathname}${search}${url.hash}`)
  return raw
}

export function readAppInfo (): AppInfo | null {
  if (inHostApp()) {
    try {
      const raw = parse(window.WalletHost?.getAppInfo())
      return raw === null ? null : normaliseAppInfo(raw)
    } catch {
      return null
    }
  }
  let raw = fromUrl()
  try {
    if (raw !== null) sessionStorage.setItem(SESSION_KEY, JSON.stringify(raw))
    else raw = parse(sessionStorage.getItem(SESSION_KEY))
  } catch {
    // Private modes may refuse storage; the info of this load still works.
  }
  if (raw === null) return null
  const info = normaliseAppInfo(raw)
  if (info.deviceId === '') info.deviceId = browserDeviceId()
  return info
}

export function hostUserInfo (): HostUserInfo | null {
  if (!inHostApp()) return null
  try {
    const raw = parse(window.WalletHost?.getUserInfo())
    if (raw === null) return null
    return {
      userId: str(raw.userId ?? raw.user_id),
      name: str(raw.name),
      picture: str(raw.picture),
      email: str(raw.email),
      phone: str(raw.phone),
      user_type: Number(raw.user_type ?? 0) || 0
    }
  } catch {
    return null
  }
}

export function closeAllPages (): void {
  try { window.WalletHost?.closeAllPages() } catch { /* the host may already be closing */ }
}

export function payError (payload: unknown): void {
  try { window.WalletHost?.payError(JSON.stringify(payload)) } catch { /* nothing more to tell the host */ }
}

/** Hands a payment to the app's SDK; false outside the app (no way to pay there). */
export function pay (payload: unknown): boolean {
  if (!inHostApp()) return false
  try {
    window.WalletHost?.pay(JSON.stringify(payload))
    return true
  } catch {
    return false
  }
}

type PayListener = (result: Record<string, unknown>) => void
const payListeners = new Set<PayListener>()

/** The app calls window.onWalletPayResult(json) when the SDK finishes; screens subscribe here. */
export function onPayResult (listener: PayListener): () => void {
  payListeners.add(listener)
  window.onWalletPayResult = (json: unknown) => {
    const isObject = typeof json === 'object' && json !== null
    const value = typeof json === 'string' ? parse(json) : (isObject ? json as Record<string, unknown> : null)
    for (const l of payListeners) l(value ?? {})
  }
  return () => { payListeners.delete(listener) }
}
