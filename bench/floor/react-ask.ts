// The React reference's first module: the balance is on its way before React has arrived.
import { askBalance } from './balance.js'

window.floorBalance = askBalance()
