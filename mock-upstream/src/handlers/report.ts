// Analytics: accepted and kept (GET /__mock/reports), never blocking. Like a real collector bound by the
// privacy rules, the upstream refuses a report that carries a secret or a payout detail, naming it; the hub
// answers {ret, msg} (pipeline/call.ts).
import { reportSecretField } from '../../../shared/rules/report-privacy.js'
import type { HandlerTable, RuleAnswer, RuleContext } from '../handler.js'
import { badParams, ok } from '../outcome.js'

function eventPush (ctx: RuleContext<'eventPush'>): RuleAnswer<'eventPush'> {
  const secret = reportSecretField(ctx.body.events, 'events')
  if (secret !== null) return badParams(secret)
  ctx.world.reports.record('event', ctx.world.realNow(), ctx.body.events)
  return ok({ accepted: ctx.body.events.length })
}

function hubReport (ctx: RuleContext<'hubReport'>): RuleAnswer<'hubReport'> {
  const secret = reportSecretField(ctx.body.list, 'list')
  if (secret !== null) return badParams(secret)
  ctx.world.reports.record('hub', ctx.world.realNow(), ctx.body.list)
  return ok(null)
}

export const reportHandlers = {
  eventPush,
  hubReport
} satisfies Pick<HandlerTable, 'eventPush' | 'hubReport'>
