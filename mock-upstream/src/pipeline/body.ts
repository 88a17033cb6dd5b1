// The body against the table's schema, then what a schema cannot say and every upstream checks (CPF check
// digits, the PAN's holder type), then the headers the entry forwards. Handlers see the business fields;
// the common fields travel separately.
import { COMMON_FIELD_NAMES, type CommonFieldsSchema } from '../../../shared/schemas/common.js'
import { verifyField, type RuledField } from '../../../shared/rules/fields.js'
import { accountFieldProblem } from './account-region.js'
import type { UploadInfo } from '../handler.js'
import { badParams } from '../outcome.js'
import type { UserState } from '../world/world-types.js'
import type { BodyCheck } from '../validation.js'
import { answerFailure, firstHeader, STOP, type Call, type Stop } from './call.js'
import type { Received } from './receive.js'

export interface Checked {
  body: Record<string, unknown>
  /** The common fields of a JSON body (null for GET and multipart). */
  common: CommonFieldsSchema | null
  upload: UploadInfo | null
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

function schemaChecked (call: Call, received: Received, bodyProblem: BodyCheck | null): Checked | Stop {
  const { entry } = call
  if (entry.kind === 'json') {
    const { parsed } = received
    if (!parsed.ok || !isObject(parsed.value)) return answerFailure(call, badParams('body'))
    const bad = bodyProblem?.(parsed.value) ?? null
    if (bad !== null) return answerFailure(call, badParams(bad))
    const value = parsed.value
    const commonNames: readonly string[] = COMMON_FIELD_NAMES
    const body = Object.fromEntries(Object.entries(value).filter(([k]) => !commonNames.includes(k)))
    const common = Object.fromEntries(COMMON_FIELD_NAMES.map(k => [k, value[k]])) as unknown as CommonFieldsSchema
    return { body, common, upload: null }
  }
  if (entry.kind === 'multipart') {
    if (!received.multipartOk) return answerFailure(call, badParams('body'))
    const bad = bodyProblem?.(received.fields) ?? null
    if (bad !== null) return answerFailure(call, badParams(bad))
    const field = entry.upload?.field ?? 'file'
    const file = received.files[0]
    if (received.files.length !== 1 || file === undefined || file.field !== field) {
      return answerFailure(call, badParams(field))
    }
    return { body: received.fields, common: null, upload: file }
  }
  return { body: {}, common: null, upload: null }
}

export function checkBody (
  call: Call,
  received: Received,
  user: UserState | null,
  bodyProblem: BodyCheck | null,
  ruled: ReadonlyMap<string, RuledField>
): Checked | Stop {
  const checked = schemaChecked(call, received, bodyProblem)
  if (checked === STOP) return STOP
  const { entry } = call
  // A binding is checked by the account's own region, whatever host the page was opened on: the gateway
  // rules by the host, the upstream decides for the player.
  if (entry.binding === true && user !== null) {
    const problem = accountFieldProblem(entry, ruled, checked.body, user.region)
    if (problem !== null) return answerFailure(call, badParams(problem))
  } else {
    for (const [name, rule] of ruled) {
      const value = checked.body[name]
      if (typeof value === 'string' && verifyField(rule, value) !== null) return answerFailure(call, badParams(name))
    }
  }
  for (const name of entry.headers ?? []) {
    const value = firstHeader(call.request, name)
    if (value === undefined || value.trim() === '') return answerFailure(call, badParams(name))
  }
  return checked
}
