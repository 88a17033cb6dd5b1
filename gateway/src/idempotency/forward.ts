// A keyed call (money, payout binding) reaches the upstream once per key: the first is forwarded, a retry
// in flight gets 409, a retry with another body 422, a retry after a certain answer that answer again.
// When nothing certain came back the operation is pending: a retry is forwarded again with the same key,
// which the upstream honours, and the client settles it by querying.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { GATEWAY_FAILURE, IDEMPOTENCY_IN_FLIGHT, IDEMPOTENCY_MISMATCH } from '../../../shared/codes.js'
import type { EndpointDef } from '../../../shared/endpoints.js'
import { fingerprint } from '../../../shared/node/fingerprint.js'
import type { Finish, SavedAnswer } from './store.js'
import type { Mapped } from '../upstream/outcome.js'
import type { Outcome } from '../upstream/types.js'

/** Beyond the upstream timeout, so a live gateway always finishes before its claim lapses. */
export const LOCK_MARGIN_MS = 10_000

/** Retry-After of a keyed call refused while the store is unreachable (seconds). */
const STORE_RETRY_AFTER_S = '2'

/** What the outcome says about the operation: done (certain), unknown, or never sent. */
export function finishOf (outcome: Outcome, mapped: Mapped): Finish {
  switch (outcome.kind) {
    case 'outage': return { kind: 'not_sent' }
    case 'timeout':
    case 'reset':
    case 'aborted': return { kind: 'unknown' }
    case 'answer': break
  }
  if (mapped.http === 200) return { kind: 'done', answer: mapped }
  // 401, 403, 404 and the like refuse the call as a whole; a 5xx or a body that is not the envelope may hide
  // a done operation.
  if (outcome.status >= 400 && outcome.status < 500) return { kind: 'not_sent' }
  return { kind: 'unknown' }
}

/** An uncertain outcome says so: status timeout keeps the client's key and sends it to query. */
function uncertain (request: FastifyRequest, outcome: Outcome, mapped: Mapped): Mapped {
  if (outcome.kind === 'timeout') return mapped
  const msg = request.ctx.t('error.outcome_unknown')
  const body = { code: GATEWAY_FAILURE, msg, data: null, status: 'timeout' as const }
  return { http: outcome.kind === 'reset' ? 504 : mapped.http, body }
}

/** The call keyed by `idempotencyKey` (the request's own, checked), sent by `send` when no record stops it. */
export async function forwardKeyed (
  entry: EndpointDef, request: FastifyRequest, reply: FastifyReply, idempotencyKey: string, body: unknown,
  send: () => Promise<{ outcome: Outcome, mapped: Mapped }>
): Promise<FastifyReply> {
  const store = request.server.idempotencyStore
  const key = fingerprint([request.ctx.tokenScope(), entry.path, idempotencyKey])
  const print = fingerprint(body)
  let begun
  try {
    begun = await store.begin(key, print, request.server.config.upstreamTimeoutMs + LOCK_MARGIN_MS)
  } catch (err) {
    const reason = reasonOf(err)
    request.log.warn({ reason, endpoint: entry.upstream }, 'idempotency store unavailable: keyed call refused')
    // Short: a Redis failover or reconnection takes seconds, and the call was not sent.
    return reply.header('retry-after', STORE_RETRY_AFTER_S)
      .fail(503, 'error.store_unavailable', { status: 'outage', code: GATEWAY_FAILURE })
  }
  switch (begun.kind) {
    case 'in_flight': return reply.fail(409, 'error.idempotency_in_flight', { code: IDEMPOTENCY_IN_FLIGHT })
    case 'mismatch': return reply.fail(422, 'error.idempotency_mismatch', { code: IDEMPOTENCY_MISMATCH })
    case 'replay': return replay(reply, begun.answer)
    case 'proceed': break
  }
  const { outcome, mapped } = await send()
  const finish = finishOf(outcome, mapped)
  try {
    await store.finish(key, print, finish)
  } catch (err) {
    // The claim lapses by itself; until then a retry gets 409, after it a forward with the same key.
    request.log.warn({ reason: reasonOf(err), endpoint: entry.upstream }, 'idempotency record not saved')
  }
  const answer = finish.kind === 'unknown' ? uncertain(request, outcome, mapped) : mapped
  return reply.envelope(answer.http, answer.body)
}

function replay (reply: FastifyReply, answer: SavedAnswer): FastifyReply {
  return reply.header('idempotent-replayed', 'true').envelope(answer.http, answer.body)
}

/** A store error without its connection details. */
function reasonOf (err: unknown): string {
  const cause = (err as { cause?: { code?: string, name?: string } }).cause
  return cause?.code ?? cause?.name ?? 'unknown'
}
