// The first screen's needs, asked for by the page's first module (client/src/first-calls.ts) as soon as its own
// bytes are in, while the entry and React are still downloading. Nothing here imports React or the router.
import { getDefaultStore } from 'jotai/vanilla'
import { readAppInfo, type AppInfo } from '../lib/bridge.js'
import { appInfoAtom, configAtom, type SiteConfig } from '../lib/session.js'
import { setLanguage, toLanguage } from '../lib/i18n.js'
import type { Language } from '../../../shared/regions.js'
import { guards, screenAt } from './guards.js'
import { checkLogin } from './user.js'

/** The settings the gateway wrote into the page (gateway/src/site/site-config.ts): no round trip before the
 * first screen. */
export function pageConfig (): SiteConfig | null {
  const text = document.getElementById('site-config')?.textContent
  if (text === undefined || text === null || text === '') return null
  try {
    const data = JSON.parse(text) as SiteConfig | null
    const isObject = data !== null && typeof data === 'object'
    return isObject && typeof data.region === 'string' && typeof data.currency === 'string' ? data : null
  } catch {
    return null
  }
}

export interface Chosen {
  info: AppInfo | null
  /** The language the app asked for, if it did. */
  appLanguage: Language | null
  /** The catalogue of the language chosen for now (the app's, else the page host's): true once it is in. */
  early: Promise<boolean>
}

/** Reads the app info and starts the one catalogue needed first (the page preloads it), not English on the way. */
export function chooseLanguage (): Chosen {
  const info = readAppInfo()
  getDefaultStore().set(appInfoAtom, info)
  const appLanguage = info?.language !== undefined && info.language !== '' ? toLanguage(info.language) : null
  const inPage = pageConfig()
  // The settings the page brought are the config: the app's first render can show the screen itself.
  if (inPage !== null && getDefaultStore().get(configAtom) === null) getDefaultStore().set(configAtom, inPage)
  const hostLanguage = inPage !== null ? toLanguage(inPage.language) : 'en'
  return { info, appLanguage, early: setLanguage(appLanguage ?? hostLanguage) }
}

let first: (Chosen & { answers: Promise<unknown> }) | undefined

/** Once per page: the language, and beside it the user info and the screen's own reads (the calls carry the
 * language, so it is chosen first); `answers` settles once they have all answered. The entry takes this same
 * object (the promises of the calls in flight), never asking again; it loads the screen's chunk itself
 * (router.tsx preloadRoute), which the page's links have already asked for. */
export function startFirstScreen (): Chosen & { answers: Promise<unknown> } {
  if (first !== undefined) return first
  const chosen = chooseLanguage()
  const screen = screenAt(window.location.pathname)
  const guard = screen === undefined ? undefined : guards[screen]
  const asked: Array<Promise<unknown>> = []
  if (guard?.login === true) {
    asked.push(checkLogin())
    if (chosen.info !== null && chosen.info.token !== '') asked.push(...guard.prefetch?.() ?? [])
  }
  first = { ...chosen, answers: Promise.all(asked) }
  return first
}
