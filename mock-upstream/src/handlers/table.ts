// Every table entry's rule, by endpoint id; the type makes a missing one a compile error.
import type { EndpointId } from '../../../shared/endpoints.js'
import type { Handler, HandlerTable } from '../handler.js'
import { assetHandlers } from './asset.js'
import { feedbackHandlers } from './feedback.js'
import { rechargeHandlers } from './recharge.js'
import { reportHandlers } from './report.js'
import { userHandlers } from './user.js'
import { withdrawHandlers } from './withdraw.js'
import { transferHandlers } from './transfer.js'
import { dealerHandlers } from './dealer.js'
import { MONEY_MOVES, refuseIneligible } from '../world/eligibility.js'

const rules: HandlerTable = {
  ...withdrawHandlers,
  ...assetHandlers,
  ...rechargeHandlers,
  ...userHandlers,
  ...feedbackHandlers,
  ...reportHandlers,
  ...transferHandlers,
  ...dealerHandlers
}

/** A barred declaration, or none where the region asks one, stops every money move before its own rule. */
export const handlers: HandlerTable = { ...rules }
const guarded = handlers as Record<string, unknown>
for (const id of MONEY_MOVES) guarded[id] = refuseIneligible(rules[id] as Handler<EndpointId>)
