// One upstream call, in the order a real upstream works, one named step each (pipeline/): receive the whole
// body and journal it, apply any injected fault, verify the signature and nonce, identify the caller, check
// the body, then run the area's rule (once per Idempotency-Key for keyed calls). A step that answers stops
// the call there.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify'
import type { EndpointDef, EndpointId } from '../../../shared/endpoints.js'
import { ruledProperties } from '../../../shared/schemas/common.js'
import type { Handler } from '../handler.js'
import type { BodyCheck } from '../validation.js'
import { startCall, STOP } from './call.js'
import { receiveBody, recordInJournal } from './receive.js'
import { injectFault } from './fault.js'
import { verifySignature } from './signature.js'
import { identifyCaller } from './caller.js'
import { checkBody } from './body.js'
import { runRule } from './rule.js'

export function upstreamRoute (
  app: FastifyInstance,
  entry: EndpointDef,
  bodyProblem: BodyCheck | null,
  handler: Handler<EndpointId>
): RouteHandlerMethod {
  const ruled = ruledProperties(entry.body)
  return async function handle (request, reply) {
    const call = startCall(app, entry, request, reply)
    const received = await receiveBody(call)
    if (received === STOP) return reply
    recordInJournal(call, received)
    const fault = await injectFault(call)
    if (fault === STOP) return reply
    if (verifySignature(call, received) === STOP) return reply
    const user = await identifyCaller(call)
    if (user === STOP) return reply
    const checked = checkBody(call, received, user, bodyProblem, ruled)
    if (checked === STOP) return reply
    runRule(call, checked, user, handler, fault)
    return reply
  }
}
