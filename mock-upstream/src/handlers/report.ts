// Analytics: accepted and counted, never blocking (what arrived is in the journal).
import type { HandlerTable } from '../handler.js'
import { ok } from '../outcome.js'

export const reportHandlers = {
  eventPush: ctx => ok({ accepted: ctx.body.events.length }),
  hubReport: () => ok(null)
} satisfies Pick<HandlerTable, 'eventPush' | 'hubReport'>
