// Starts the wallet: app info (host or URL), the page host's region settings, the language; then routes.
// Documents render at once; the rest waits for the region settings it needs to show money right.
import { useEffect, useState } from 'react'
import { getDefaultStore, useAtomValue } from 'jotai'
import { useLocation } from 'wouter'
import { configAtom, type SiteConfig } from '../lib/session.js'
import { catalogueReadyAtom, languageAtom, loadMore, setLanguage, toLanguage } from '../lib/i18n.js'
import { interpret } from '../lib/api.js'
import { ToastHost } from '../components/toast-host.js'
import { LoadFailed, Loading } from '../components/screen-states.js'
import type { Failure } from '../lib/result.js'
import { Router } from './router.js'
import { chooseLanguage, pageConfig, startFirstScreen } from './start.js'
import { pageView } from './reporting.js'

/** Without any catalogue there is no text to show: keep trying quietly. */
const LANGUAGE_RETRY_MS = 3_000

async function loadConfig (): Promise<{ ok: true, config: SiteConfig } | Failure> {
  const inPage = pageConfig()
  if (inPage !== null) return { ok: true, config: inPage }
  try {
    const res = await fetch('/api/config', { headers: { accept: 'application/json' } })
    const result = interpret<SiteConfig>(res.status, await res.json())
    return result.ok ? { ok: true, config: result.data } : result
  } catch {
    return interpret<SiteConfig>(0, null) as Failure
  }
}

type Boot = { state: 'loading' } | { state: 'ready' } | { state: 'failed', failure: Failure }

export function App () {
  // The usual cold start: the page brought its settings and the messages are in by the time React runs, so the
  // first render is the screen itself rather than a spinner and, one render later, the screen.
  const [boot, setBoot] = useState<Boot>(() => {
    const ready = getDefaultStore().get(configAtom) !== null && getDefaultStore().get(catalogueReadyAtom)
    return ready ? { state: 'ready' } : { state: 'loading' }
  })
  const [round, setRound] = useState(0)
  const [location] = useLocation()
  const store = getDefaultStore()
  // Screens read messages at render; a language change (documents render before it is known) re-renders them.
  const language = useAtomValue(languageAtom)
  const catalogueReady = useAtomValue(catalogueReadyAtom)

  useEffect(() => {
    // main.tsx started the first round before rendering; a later round (no catalogue came) asks again.
    const { appLanguage, early } = round === 0 ? startFirstScreen() : chooseLanguage()
    void loadConfig().then(async result => {
      if (!result.ok) {
        setBoot({ state: 'failed', failure: result })
        const messages = await early && await setLanguage(appLanguage ?? 'en')
        if (!messages) setTimeout(() => { setRound(r => r + 1) }, LANGUAGE_RETRY_MS)
        return
      }
      // The same settings again (the page's, read at start) would re-render every screen that formats money.
      if (store.get(configAtom) === null) store.set(configAtom, result.config)
      if (!(await setLanguage(appLanguage ?? toLanguage(result.config.language)))) {
        setTimeout(() => { setRound(r => r + 1) }, LANGUAGE_RETRY_MS)
        return
      }
      setBoot(b => b.state === 'ready' ? b : { state: 'ready' })
      // The other screens' messages, once the first screen has what it needs: a tap on a link then waits for
      // nothing but the screen's chunk.
      const later = () => { void loadMore() }
      if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 3000 })
      else setTimeout(later, 1000)
    })
  }, [round, store])

  useEffect(() => { if (boot.state === 'ready') pageView(location) }, [location, boot.state])

  const isDocument = location.startsWith('/document/')
  if (!catalogueReady) {
    return <div className='state' role='status' aria-busy='true'><span className='spinner' aria-hidden='true' /></div>
  }
  const retry = () => { setBoot({ state: 'loading' }); setRound(r => r + 1) }
  return (
    <>
      {isDocument || boot.state === 'ready'
        ? <Router key={language} />
        : boot.state === 'loading' ? <Loading /> : <LoadFailed failure={boot.failure} onRetry={retry} />}
      <ToastHost />
    </>
  )
}
