// Placeholder entry: mounts the app. The full client (router, providers, features) replaces App later.
import { createRoot } from 'react-dom/client'
import { App } from './app.js'

const container = document.getElementById('root')
if (container === null) throw new Error('#root element missing from index.html')
createRoot(container).render(<App />)
