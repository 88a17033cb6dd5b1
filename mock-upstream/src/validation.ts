// The upstream's own check of what arrives: the entry's body schema plus the common fields, with the
// fields the gateway must drop refused, so a gateway that forgets to drop one is caught.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { TSchema } from 'typebox'
import type { EndpointDef } from '../../shared/endpoints.js'
import { withCommon } from '../../shared/schemas/common.js'

export function createAjv (): Ajv {
  return new Ajv({ removeAdditional: false, coerceTypes: false, allErrors: false, strict: false })
}

/** The field a body breaks the schema at (the one a person would have to fix), or null when it keeps it. */
export type BodyCheck = (value: unknown) => string | null

interface ObjectSchema { properties?: Record<string, unknown>, required?: string[] }

function without (schema: TSchema, fields: readonly string[]): TSchema {
  if (fields.length === 0) return schema
  const s = schema as unknown as ObjectSchema
  const properties = Object.fromEntries(Object.entries(s.properties ?? {}).filter(([k]) => !fields.includes(k)))
  const required = (s.required ?? []).filter(k => !fields.includes(k))
  return { ...schema, properties, required }
}

/** What the upstream receives for this entry: JSON with the common fields; multipart text fields as they are. */
export function upstreamBodySchema (entry: EndpointDef): TSchema | null {
  if (entry.kind === 'none') return null
  if (entry.kind === 'multipart') return entry.body
  return without(withCommon(entry.body), entry.drop ?? [])
}

// Compiling every entry's schema cost about a second of CPU per mock started, most of a short test's own
// time: one Ajv for the process, and each entry compiled when its first call arrives, once.
const bodyAjv = createAjv()
const compiled = new Map<EndpointDef, ValidateFunction>()

export function bodyCheck (entry: EndpointDef): BodyCheck | null {
  const schema = upstreamBodySchema(entry)
  if (schema === null) return null
  return value => {
    let validate = compiled.get(entry)
    if (validate === undefined) {
      validate = bodyAjv.compile(schema)
      compiled.set(entry, validate)
    }
    return validate(value) ? null : badField(validate.errors)
  }
}

/** The top-level field the first error is about (the one a person would have to fix). */
export function badField (errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0]
  if (e === undefined) return 'body'
  const top = e.instancePath.split('/')[1]
  if (top !== undefined && top !== '') return decodeURIComponent(top.replace(/~1/g, '/').replace(/~0/g, '~'))
  const params = e.params as { missingProperty?: string, additionalProperty?: string }
  return params.missingProperty ?? params.additionalProperty ?? 'body'
}
