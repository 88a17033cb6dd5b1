// The page's first module (index.html names it before the entry; the build preloads it first): as soon as its
// own bytes are in, while the entry and React's renderer are still downloading, it starts the first screen's
// calls through the one api client (lib/api.ts) and, once the main thread is idle, the Intl warm-up worker. The
// entry (main.tsx) imports it first and takes the calls already in flight (app/start.ts). Parcel builds it as a
// bundle of its own whose modules the entry shares, one copy each: a later script of a page requires the modules
// an earlier one registered. Nothing here may import React or the router (docs/PERFORMANCE.md).
import { startFirstScreen } from './app/start.js'
import { startIntlWarmUp } from './lib/intl-warm-up.js'

startFirstScreen()
startIntlWarmUp()
