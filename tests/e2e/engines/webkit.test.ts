// The main journeys in WebKit (WKWebView's engine, as iOS players have it): WebKitGTK's MiniBrowser through
// Debian's WebKitWebDriver under an Xvfb display of the test's own (tests/e2e/support/engine-webkit.ts).
import t from 'tap'
import { launchWebKit } from '../support/engine-webkit.js'
import { startWalletStack } from '../support/page.js'
import { runJourneys } from './journeys.js'

const stack = await startWalletStack(t)
const engine = await launchWebKit(stack)
t.teardown(engine.close)
await runJourneys(t, engine, stack)
