// The area's rule itself, once per Idempotency-Key for keyed calls (money, payout bindings): the key is
// required there and bound to the body it first came with, so a retry gets the first answer again.
import { IDEMPOTENCY_KEY, requiresIdempotencyKey } from '../../../shared/endpoints.js'
import type { EndpointId } from '../../../shared/endpoints.js'
import { OK } from '../../../shared/codes.js'
import type { Handler } from '../handler.js'
import { badParams, type Outcome } from '../outcome.js'
import { localise } from '../texts/local-text.js'
import type { Fault } from '../plugins/faults.js'
import type { StoredAnswer } from '../plugins/idempotency.js'
import type { UserState } from '../world/world-types.js'
import { answer, answerFailure, dropConnection, failureText, firstHeader, STOP, type Call, type Stop } from './call.js'
import type { Checked } from './body.js'

/** The idempotency record's key for this call: undefined when unkeyed; STOP when the key is missing or malformed. */
function idempotencyRecord (call: Call): string | undefined | Stop {
  const { app, entry, request, who } = call
  const keyed = requiresIdempotencyKey(entry)
  const keyHeader = keyed ? firstHeader(request, 'idempotency-key') : undefined
  if (keyed && (keyHeader === undefined || !IDEMPOTENCY_KEY.test(keyHeader))) {
    return answerFailure(call, badParams('idempotency-key'))
  }
  if (keyHeader === undefined || who.token === null) return undefined
  return app.idempotency.key(who.token, entry.upstream, keyHeader)
}

export function runRule (
  call: Call,
  checked: Checked,
  user: UserState | null,
  handler: Handler<EndpointId>,
  fault: Fault | undefined
): Stop {
  const { app, request } = call
  const idemKey = idempotencyRecord(call)
  if (idemKey === STOP) return STOP
  if (idemKey !== undefined) {
    const stored = app.idempotency.get(idemKey, checked.body)
    if (stored === 'mismatch') return answerFailure(call, badParams('idempotency-key'))
    if (stored !== undefined) {
      call.reply.header('idempotent-replayed', 'true')
      return answer(call, stored.code, stored.msg, stored.data)
    }
  }
  // Time moves orders (time-outs, the 48-hour complaint window) before anyone looks at them.
  app.world.tick()
  const outcome: Outcome<unknown> = handler({
    world: app.world,
    user,
    body: checked.body,
    common: checked.common,
    headers: request.headers,
    upload: checked.upload
  })
  const stored: StoredAnswer = outcome.ok
    ? { code: OK, msg: app.messages.text(call.lang, 'upstream.ok'), data: localise(outcome.data, call.lang) }
    : { code: outcome.code, msg: failureText(call, outcome), data: null }
  if (idemKey !== undefined) app.idempotency.set(idemKey, checked.body, stored)
  // A fault after the work: the operation happened, the answer is lost on the way back.
  if (fault?.reset_after === true) return dropConnection(call)
  return answer(call, stored.code, stored.msg, stored.data)
}
