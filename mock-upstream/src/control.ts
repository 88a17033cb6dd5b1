// The control API tests drive the mock with (not signed): reset the world, inject faults, read the
// journal and the analytics reports accepted, move the business clock, play the payer at the fake payment provider.
import type { FastifyError, FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import { createAjv } from './validation.js'
import { receiveNotice } from './world/recharge-settlement.js'
import { reviewPayout, scriptPayout } from './world/payout-journey.js'

export const FaultBody = Type.Object({
  path: Type.Optional(Type.String({ minLength: 1, maxLength: 300, pattern: '^/' })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  times: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  delay_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600000 })),
  http_status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
  reset: Type.Optional(Type.Boolean()),
  reset_after: Type.Optional(Type.Boolean()),
  malformed: Type.Optional(Type.Boolean()),
  code: Type.Optional(Type.Integer()),
  msg: Type.Optional(Type.String({ maxLength: 500 }))
}, { additionalProperties: false })
export type FaultBody = Static<typeof FaultBody>

export const ClockBody = Type.Union([
  Type.Object({ advance_s: Type.Integer({ minimum: -1e9, maximum: 1e9 }) }, { additionalProperties: false }),
  Type.Object({ set_offset_s: Type.Integer({ minimum: -1e9, maximum: 1e9 }) }, { additionalProperties: false })
])

/** The payment provider's notice: what the payer did with an order. */
export const ProviderNoticeBody = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('abandoned')]),
  /** A late authorisation: `paid` for an order that already ended failed or closed (timed out). */
  late: Type.Optional(Type.Boolean())
}, { additionalProperties: false })
export type ProviderNoticeBody = Static<typeof ProviderNoticeBody>

/** What the player and the platform will do with a player's withdrawal a dealer pays (as a fixture order's script). */
export const PayoutScriptBody = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
  complain_after_s: Type.Optional(Type.Integer({ minimum: 1 })),
  review_outcome: Type.Optional(Type.Union([Type.Literal('paid'), Type.Literal('failed')]))
}, { additionalProperties: false })
export type PayoutScriptBody = Static<typeof PayoutScriptBody>

/** The platform's decision on a player's complaint ("Not received?") about a dealer's remit. */
export const PayoutReviewBody = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 64 }),
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed')])
}, { additionalProperties: false })
export type PayoutReviewBody = Static<typeof PayoutReviewBody>

const ProviderOrderParams = Type.Object(
  { order_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false }
)

const ReportsQuery = Type.Object(
  { kind: Type.Optional(Type.Union([Type.Literal('event'), Type.Literal('hub')])) },
  { additionalProperties: false }
)

const RequestsQuery = Type.Object(
  { path: Type.Optional(Type.String({ minLength: 1 })) },
  { additionalProperties: false }
)

/** A fault that does nothing, or two endings at once, is a mistake in the test: say so. */
function faultProblem (f: FaultBody): string | null {
  const endings = [
    f.http_status !== undefined,
    f.reset === true,
    f.reset_after === true,
    f.malformed === true,
    f.code !== undefined
  ].filter(Boolean).length
  if (endings > 1) return 'choose one of http_status, reset, reset_after, malformed, code'
  if (endings === 0 && (f.delay_ms === undefined || f.delay_ms === 0)) {
    return 'a fault needs delay_ms, http_status, reset, reset_after, malformed or code'
  }
  if (f.msg !== undefined && f.code === undefined) return 'msg needs code'
  return null
}

// One for the process: Ajv keeps what it compiled by schema, so each mock started after the first reuses it.
const controlAjv = createAjv()

export default async function control (app: FastifyInstance): Promise<void> {
  // Test helpers often post with a JSON content type and no body at all; that is an empty command.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') { done(null, {}); return }
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined)
    }
  })
  app.setValidatorCompiler(({ schema }) => controlAjv.compile(schema))
  app.setErrorHandler<FastifyError>((err, _request, reply) => {
    const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) app.log.error({ err }, 'control API failed')
    return reply.code(status).send({ code: status, msg: status === 500 ? 'Internal error' : err.message, data: null })
  })

  app.post('/__mock/reset', async () => {
    app.world.reset()
    app.journal.clear()
    app.faults.clear()
    app.nonces.clear()
    app.idempotency.clear()
    return { ok: true }
  })

  app.post<{ Body: FaultBody }>('/__mock/fault', { schema: { body: FaultBody } }, async (request, reply) => {
    const problem = faultProblem(request.body)
    if (problem !== null) return reply.code(400).send({ code: 400, msg: problem, data: null })
    return { ok: true, id: app.faults.add(request.body) }
  })

  app.post<{ Body: ProviderNoticeBody }>(
    '/__mock/provider/pay',
    { schema: { body: ProviderNoticeBody } },
    async (request, reply) => {
      const result = receiveNotice(app.world, request.body.order_id, request.body.outcome, request.body.late === true)
      if (result.ok) return { ok: true, order: result.order }
      if (result.problem === 'unknown') {
        return reply.code(404).send({ code: 404, msg: 'The provider has no such order', data: null })
      }
      return reply.code(409).send({
        code: 409,
        msg: `The order is already ${result.order?.state ?? 'settled'} at the provider`,
        data: result.order ?? null
      })
    }
  )

  app.get<{ Params: Static<typeof ProviderOrderParams> }>(
    '/__mock/provider/orders/:order_id',
    { schema: { params: ProviderOrderParams } },
    async (request, reply) => {
      const order = app.world.provider.get(request.params.order_id)
      if (order === undefined) {
        return reply.code(404).send({ code: 404, msg: 'The provider has no such order', data: null })
      }
      return { order }
    }
  )

  app.post<{ Body: PayoutScriptBody }>(
    '/__mock/payout/script',
    { schema: { body: PayoutScriptBody } },
    async (request, reply) => {
      const { order_id: orderId, ...script } = request.body
      const scripted = scriptPayout(app.world, orderId, script)
      if (scripted) return { ok: true }
      const msg = 'No player\'s withdrawal with this order id was offered to dealers'
      return reply.code(404).send({ code: 404, msg, data: null })
    }
  )

  app.post<{ Body: PayoutReviewBody }>(
    '/__mock/payout/review',
    { schema: { body: PayoutReviewBody } },
    async (request, reply) => {
      // Time first, as every upstream call does: a complaint window or a scripted review may have ended meanwhile.
      app.world.tick()
      const result = reviewPayout(app.world, request.body.order_id, request.body.outcome)
      if (result === 'reviewed') return { ok: true }
      if (result === 'unknown') {
        return reply.code(404).send({
          code: 404,
          msg: 'No dealer holds a player\'s withdrawal with this order id',
          data: null
        })
      }
      return reply.code(409).send({ code: 409, msg: 'The order is not frozen by a complaint', data: null })
    }
  )

  app.get<{ Querystring: Static<typeof RequestsQuery> }>(
    '/__mock/requests',
    { schema: { querystring: RequestsQuery } },
    async request => {
      return { items: app.journal.list(request.query.path) }
    }
  )

  app.get<{ Querystring: Static<typeof ReportsQuery> }>(
    '/__mock/reports',
    { schema: { querystring: ReportsQuery } },
    async request => {
      return { items: app.world.reports.list(request.query.kind) }
    }
  )

  interface ClockRoute { Body: { advance_s?: number, set_offset_s?: number } }
  app.post<ClockRoute>('/__mock/clock', { schema: { body: ClockBody } }, async request => {
    const { advance_s: advance, set_offset_s: offset } = request.body
    const now = advance !== undefined ? app.world.advanceClock(advance) : app.world.setClockOffset(offset ?? 0)
    return { ok: true, now }
  })
}
