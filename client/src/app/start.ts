// The first screen's needs, asked for while the entry script is still being evaluated, before React's first
// render: on a slow phone the render and the effect after it cost the player some 100 ms more of waiting.
import { getDefaultStore } from 'jotai'
import { parse } from 'regexparam'
import { readAppInfo, type AppInfo } from '../lib/bridge.js'
import { appInfoAtom, configAtom, type SiteConfig } from '../lib/session.js'
import { setLanguage, toLanguage } from '../lib/i18n.js'
import type { Language } from '../../../shared/regions.js'
import { needsLogin, prefetchRoute, preloadRoute } from './router.js'
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

/** Once per page: the language, and beside it the screen's chunk, the user info and the screen's own reads
 * (the calls carry the language, so it is chosen first); `answers` settles once they have all answered.
 * wouter's default parser matches the routes. */
export function startFirstScreen (): Chosen & { answers: Promise<unknown> } {
  if (first !== undefined) return first
  const chosen = chooseLanguage()
  const path = window.location.pathname
  preloadRoute(parse, path)
  const asked: Array<Promise<unknown>> = []
  if (needsLogin(parse, path)) {
    asked.push(checkLogin())
    if (chosen.info !== null && chosen.info.token !== '') asked.push(...prefetchRoute(parse, path))
  }
  first = { ...chosen, answers: Promise.all(asked) }
  return first
}
