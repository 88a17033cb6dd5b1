// createRoot and providers only.
import { createRoot } from 'react-dom/client'
import { App } from './app/app.js'
import { startFirstScreen } from './app/start.js'
import { registerServiceWorker } from './lib/service-worker.js'
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

startFirstScreen()
const root = document.getElementById('root')
void applyStylesheets().then(() => {
  if (root !== null) createRoot(root).render(<App />)
})
registerServiceWorker()
