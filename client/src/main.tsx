// Renders the first screen. Its calls were started by the page's first module (first-calls.ts, imported first:
// the same module, run once), which arrives before this entry; React's renderer is a chunk of its own that the
// page preloads beside both (scripts/client-manifest.ts).
import './first-calls.js'
import { App } from './app/app.js'
import { startFirstScreen } from './app/start.js'
import { preloadRoute } from './app/router.js'
import { startReporting } from './app/reporting.js'
import { afterFirstScreen } from './lib/service-worker.js'
import { t } from './lib/i18n.js'
import { readSnapshot } from './lib/snapshot.js'
import './styles.css'

/**
 * The build turns the page's stylesheet into a preload (scripts/client-manifest.ts), so it downloads beside
 * this script without holding the first paint; it is applied here, and the app renders once it is, so
 * nothing is ever shown unstyled (nor moves when the styles come). A stylesheet that fails to load does not
 * stop the app.
 */
async function applyStylesheets (): Promise<void> {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
  await Promise.all(preloaded.map(async preload => await new Promise<void>(resolve => {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = preload.href
    sheet.onload = () => { resolve() }
    sheet.onerror = () => { resolve() }
    document.head.append(sheet)
  })))
}

/** The renderer did not arrive (a flaky network): LoadFailed's markup (components/screen-states.tsx) built
 * without React, and a retry that loads the page again (browsers keep a failed module import failed for the
 * page's life). */
function rendererFailed (root: HTMLElement): void {
  const view = document.createElement('div')
  view.className = 'state'
  view.setAttribute('role', 'alert')
  const title = document.createElement('p')
  title.className = 'state-title'
  title.textContent = t('common.load_failed')
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.className = 'button'
  retry.textContent = t('common.retry')
  retry.addEventListener('click', () => { window.location.reload() })
  view.append(title, retry)
  root.replaceChildren(view)
}

/** How long the first render waits, once the renderer and styles are in, for the first screen's answers. */
const ANSWERS_WAIT_MS = 300

/** The answers, or the wait's end: a first render with the answers in shows the screen in one pass, where
 * one without them shows a spinner and renders again when they come (a slow phone's 100 ms and more). */
async function answersOrWait (answers: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  // A check that failed outright is the screens' to report: the render goes ahead.
  const waitEnds = new Promise(resolve => { timer = setTimeout(resolve, ANSWERS_WAIT_MS) })
  await Promise.race([answers.catch(() => {}), waitEnds])
  clearTimeout(timer)
}

// The calls in flight, as the first module started them.
const { early, answers } = startFirstScreen()
preloadRoute(window.location.pathname)
const root = document.getElementById('root')
const renderer = import('./app/renderer.js')
void Promise.all([renderer, applyStylesheets()]).then(async ([{ createRoot }]) => {
  // The player's last known state is shown at once (lib/snapshot.ts): the answers replace it when they come.
  if (readSnapshot() === null) await answersOrWait(answers)
  if (root !== null) createRoot(root).render(<App />)
}, async () => {
  // The messages first, so the failure is in the player's language.
  await early
  if (root !== null) rendererFailed(root)
})
// Once the first screen is shown: the service worker, the offline banner and the update offer (features/offline),
// in a chunk of their own, and analytics (app/reporting.ts). A chunk that cannot load (the renderer it shares
// failed) leaves the wallet as it is: the next open tries again. The api client's whole route table (lib/api.ts)
// comes then too, before another screen's first call needs it, and the session refresh on coming back.
afterFirstScreen(() => {
  import('./app/offline.js').then(m => { m.startOffline() }, () => {})
  import('./lib/endpoint-routes.gen.js').catch(() => {})
  import('./app/session-refresh.js').then(m => { m.startSessionRefresh() }, () => {})
  startReporting()
})
