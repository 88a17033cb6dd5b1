// Building blocks for the endpoint schemas. Field strings come from rules/fields.ts so a schema and a
// form can never disagree on what a UPI ID or an IFSC is.
import { Type, type Static, type TSchema, type TProperties, type TLiteral, type TUnion } from 'typebox'
import { FIELD_RULES, isRuledField, type RuledField } from '../rules/fields.js'
import { COMMON_FIELD_MAX } from '../limits.js'

/**
 * Names the field rule a string property is checked with, so the gateway normalises and checks it by that
 * rule whatever the property is called (a Pix key sent as `phone` is a Pix phone). An OpenAPI extension.
 */
export const RULE_KEYWORD = 'x-rule'

/** A string field checked by its rule (the general pattern; regional patterns are checked afterwards). */
export function field (name: RuledField, options: { description?: string } = {}) {
  const rule: { pattern: RegExp, maxLength?: number } = FIELD_RULES[name]
  return Type.String({
    minLength: 1,
    pattern: rule.pattern.source,
    ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
    [RULE_KEYWORD]: name,
    ...options
  })
}

/** Bodies reject unknown properties: a typo or a smuggled common field is a 400, never forwarded. */
export function body<P extends TProperties> (properties: P, description?: string) {
  return Type.Object(properties, { additionalProperties: false, ...(description === undefined ? {} : { description }) })
}

/** Integer minor units (paise, poisha, centavos, sen): divide by 100 to show. */
export const Minor = Type.Integer({ minimum: 0, maximum: 1e12, description: 'integer minor units' })
export const SignedMinor = Type.Integer({
  minimum: -1e12,
  maximum: 1e12,
  description: 'integer minor units, negative for money out'
})
export const UnixSeconds = Type.Integer({ minimum: 0, description: 'Unix seconds' })
export const PageSize = Type.Integer({ minimum: 1, maximum: 50 })
export const Page = Type.Integer({ minimum: 1, maximum: 10000 })
export const ShortText = Type.String({ maxLength: 200 })
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const Empty = body({})
export type Empty = Static<typeof Empty>

/** A paged list: the first page is kept and later ones appended by the client. */
export function paged<T extends TSchema> (item: T) {
  return Type.Object({ total: Type.Integer({ minimum: 0 }), items: Type.Array(item), has_more: Type.Boolean() })
}

/** The fields the gateway adds to every JSON body before signing (docs/API.md "What the gateway adds upstream"). */
export const CommonFields = {
  origin: Type.String({ maxLength: COMMON_FIELD_MAX.origin }),
  appversion: Type.String({ maxLength: COMMON_FIELD_MAX.appversion }),
  from: Type.Literal(1),
  assets_type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(6)]),
  flavor: Type.String({ maxLength: COMMON_FIELD_MAX.flavor }),
  device_id: Type.String({ maxLength: COMMON_FIELD_MAX.device_id }),
  nonce: Type.String({ pattern: '^[0-9a-f]{16,64}$' }),
  timestamp: Type.Integer({ minimum: 0 })
}
export const COMMON_FIELD_NAMES = Object.keys(CommonFields) as Array<keyof typeof CommonFields>
export const CommonFieldsSchema = Type.Object(CommonFields, { additionalProperties: false })
export type CommonFieldsSchema = Static<typeof CommonFieldsSchema>

/** What the upstream receives: the client's business fields plus the common fields. */
export function withCommon (schema: TSchema): TSchema {
  const s = schema as unknown as { properties?: Record<string, TSchema>, required?: string[] }
  return Type.Object({ ...(s.properties ?? {}), ...CommonFields }, { additionalProperties: false })
}

/** A union of literal values, keeping each literal in the static type. */
export function literals<const T extends ReadonlyArray<string | number>> (...values: T) {
  type Members = { [K in keyof T]: TLiteral<T[K]> }
  type Union = TUnion<Members extends readonly TSchema[] ? [...Members] : never>
  return Type.Union(values.map(v => Type.Literal(v))) as unknown as Union
}

/** The properties of a body typed with a field rule (strings, or lists of them), and the rule of each. */
export function ruledProperties (schema: TSchema): Map<string, RuledField> {
  type Property = { [RULE_KEYWORD]?: unknown, items?: { [RULE_KEYWORD]?: unknown } }
  const properties = (schema as unknown as { properties?: Record<string, Property> }).properties ?? {}
  const ruled = new Map<string, RuledField>()
  for (const [name, property] of Object.entries(properties)) {
    const rule = property[RULE_KEYWORD] ?? property.items?.[RULE_KEYWORD]
    if (typeof rule === 'string' && isRuledField(rule)) ruled.set(name, rule)
  }
  return ruled
}
