// Injected faults act like the network, before any check: a delay, a cut connection, a body that is not
// JSON, an HTTP status or a chosen code. A fault that only delays lets the call go on.
import type { Fault } from '../plugins/faults.js'
import { answer, dropConnection, messageKeyOf, STOP, type Call, type Stop } from './call.js'

/** The fault matching this call, if any, once it has acted; STOP when it answered or dropped the call. */
export async function injectFault (call: Call): Promise<Fault | undefined | Stop> {
  const { app, reply } = call
  const fault = app.faults.take(call.entry.upstream, call.who.token)
  if (fault === undefined) return undefined
  if (fault.delay_ms !== undefined && fault.delay_ms > 0) {
    const completed = await app.delays.sleep(fault.delay_ms)
    if (!completed) return dropConnection(call)
  }
  if (fault.reset === true) return dropConnection(call)
  if (fault.malformed === true) {
    reply.code(200).type('text/html; charset=utf-8').send('<html>oops')
    return STOP
  }
  if (fault.http_status !== undefined) {
    reply.code(fault.http_status).send({ error: 'Injected fault', status: fault.http_status })
    return STOP
  }
  // In the call's own envelope: the hub's chosen code is its `ret`.
  if (fault.code !== undefined) {
    return answer(call, fault.code, fault.msg ?? app.messages.text(call.lang, messageKeyOf(fault.code)), null)
  }
  return fault
}
