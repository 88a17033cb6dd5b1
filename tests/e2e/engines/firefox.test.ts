// The main journeys in Firefox: Debian's Firefox ESR through Puppeteer's WebDriver BiDi
// (tests/e2e/support/engine-firefox.ts).
import t from 'tap'
import { launchFirefox } from '../support/engine-firefox.js'
import { startWalletStack } from '../support/page.js'
import { runJourneys } from './journeys.js'

const stack = await startWalletStack(t)
const engine = await launchFirefox(stack)
t.teardown(engine.close)
await runJourneys(t, engine, stack)
