// Every table entry's rule, by endpoint id; the type makes a missing one a compile error.
import type { HandlerTable } from '../handler.js'
import { assetHandlers } from './asset.js'
import { feedbackHandlers } from './feedback.js'
import { rechargeHandlers } from './recharge.js'
import { reportHandlers } from './report.js'
import { userHandlers } from './user.js'
import { withdrawHandlers } from './withdraw.js'
import { transferHandlers } from './transfer.js'
import { dealerHandlers } from './dealer.js'

export const handlers: HandlerTable = {
  ...withdrawHandlers,
  ...assetHandlers,
  ...rechargeHandlers,
  ...userHandlers,
  ...feedbackHandlers,
  ...reportHandlers,
  ...transferHandlers,
  ...dealerHandlers
}
