// Analytics events (the event-report calls of docs/API.md "Calls and paths"); never block a screen.
import { Type, type Static } from 'typebox'
import { body } from './common.js'

const Scalar = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()])

export const ReportEvent = Type.Object({
  report_time: Type.Integer({ minimum: 0, description: 'Unix milliseconds' }),
  event_class: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' }),
  event_name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  attributes: Type.Record(Type.String({ maxLength: 50 }), Scalar, { maxProperties: 30 }),
  ext_data: Type.Object({
    channel: Type.String({ maxLength: 100 }),
    user_id: Type.String({ maxLength: 50 }),
    device_id: Type.String({ maxLength: 200 }),
    country_code: Type.String({ maxLength: 10 }),
    user_type: Type.Integer(),
    plan: Type.String({ maxLength: 50 })
  }, { additionalProperties: false })
}, { additionalProperties: false })
export type ReportEvent = Static<typeof ReportEvent>

export const EventPushBody = body({ events: Type.Array(ReportEvent, { minItems: 1, maxItems: 50 }) })
export type EventPushBody = Static<typeof EventPushBody>
export const HubReportBody = body({ list: Type.Array(ReportEvent, { minItems: 1, maxItems: 50 }) })
export type HubReportBody = Static<typeof HubReportBody>
export const Accepted = Type.Object({ accepted: Type.Integer({ minimum: 0 }) })
export type Accepted = Static<typeof Accepted>
