// The React reference's first module: the balance is on its way before React has arrived; the wallet's Intl
// warm-up worker starts as the wallet's first module starts it.
import { askBalance } from './balance.js'
import { startIntlWarmUp } from '../../client/src/lib/intl-warm-up.js'

window.floorBalance = askBalance()
startIntlWarmUp()
