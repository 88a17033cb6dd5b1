// React's renderer, in a chunk of its own that the page preloads beside the entry: the entry, a quarter of
// the bytes, arrives and starts the first screen's calls while the renderer is still downloading.
export { createRoot } from 'react-dom/client'
