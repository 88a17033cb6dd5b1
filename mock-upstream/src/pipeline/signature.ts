// Signature, time window and nonce (docs/API.md "Signing"); a JSON body must carry the query's nonce
// and timestamp, so a signed query cannot be replayed with another body's common fields.
import { SIGN_INVALID } from '../../../shared/codes.js'
import { checkSignature } from '../security.js'
import { answerCode, type Call, type Stop } from './call.js'
import type { Received } from './receive.js'

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

export function verifySignature (call: Call, received: Received): Stop | null {
  const { app, request } = call
  const now = app.world.realNow()
  const signature = checkSignature(request.query, received.rawBody, app.mockConfig.signSecret, now)
  if (!signature.ok) {
    request.log.warn({ reason: signature.reason }, 'signature rejected')
    return answerCode(call, SIGN_INVALID)
  }
  if (!app.nonces.use(signature.nonce, signature.ts, now)) {
    request.log.warn({ reason: 'replay' }, 'signature rejected')
    return answerCode(call, SIGN_INVALID)
  }
  const { parsed } = received
  if (call.entry.kind === 'json' && parsed.ok && isObject(parsed.value) &&
    (parsed.value.nonce !== signature.nonce || parsed.value.timestamp !== signature.ts)) {
    request.log.warn({ reason: 'body nonce or timestamp differs from the query' }, 'signature rejected')
    return answerCode(call, SIGN_INVALID)
  }
  return null
}
