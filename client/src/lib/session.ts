// The app info and region settings everyone needs, outside React so the api client can read them too.
// jotai/vanilla, not jotai: this is part of the page's first module (first-calls.ts), which must not bring
// jotai's React half, and React with it.
import { atom, getDefaultStore } from 'jotai/vanilla'
import type { AppInfo } from './bridge.js'
import type { Region, SiteConfig } from '../../../shared/regions.js'

export type { SiteConfig }
import type { UserInfo } from '../../../shared/schemas/user.js'
import type { Failure } from './result.js'

export const appInfoAtom = atom<AppInfo | null>(null)
export const configAtom = atom<SiteConfig | null>(null)

export function appInfo (): AppInfo | null {
  return getDefaultStore().get(appInfoAtom)
}

export function siteConfig (): SiteConfig | null {
  return getDefaultStore().get(configAtom)
}

/** The region a player belongs to: the app's, else the account's (user info), else the page host's. */
export function playerRegion (): Region {
  const config = siteConfig()
  const known = (value: string | undefined): value is Region =>
    value !== undefined && config?.regions[value as Region] !== undefined
  const fromApp = appInfo()?.region
  if (known(fromApp)) return fromApp
  const login = getDefaultStore().get(loginAtom)
  const fromAccount = login.state === 'in' ? login.user.region.toUpperCase() : undefined
  if (known(fromAccount)) return fromAccount
  return config?.region ?? 'IN'
}

export type LoginState =
  | { state: 'checking' }
  | { state: 'in', user: UserInfo }
  | { state: 'guest' }
  | { state: 'failed', failure: Failure }

export const loginAtom = atom<LoginState>({ state: 'checking' })

/** The logged-in player (screens behind the login gate only). */
export function currentUser (): UserInfo | null {
  const login = getDefaultStore().get(loginAtom)
  return login.state === 'in' ? login.user : null
}

/** Bumped when the session is refreshed; screens that show balances reload on it. */
export const refreshAtom = atom(0)

/** Whether the gateway can be reached (features/offline/connection.ts keeps it); money actions wait while not. */
export const onlineAtom = atom(typeof navigator === 'undefined' || navigator.onLine)
