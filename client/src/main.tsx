// createRoot and providers only.
import { createRoot } from 'react-dom/client'
import { App } from './app/app.js'
import { registerServiceWorker } from './lib/service-worker.js'
import './styles.css'

const root = document.getElementById('root')
if (root !== null) createRoot(root).render(<App />)
registerServiceWorker()
