// The no-framework reference: as soon as this small module runs, the balance is asked for and written; the
// wallet's Intl warm-up worker starts as the wallet's first module starts it.
import { askBalance, balanceView } from './balance.js'
import { startIntlWarmUp } from '../../client/src/lib/intl-warm-up.js'

void askBalance().then(b => { document.getElementById('root')?.replaceChildren(...balanceView(b)) })
startIntlWarmUp()
