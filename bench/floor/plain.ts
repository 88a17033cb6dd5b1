// The no-framework reference: as soon as this small module runs, the balance is asked for and written.
import { askBalance, balanceView } from './balance.js'

void askBalance().then(b => { document.getElementById('root')?.replaceChildren(...balanceView(b)) })
