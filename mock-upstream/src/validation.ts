// The upstream's own check of what arrives: the entry's body schema plus the common fields, with the
// fields the gateway must drop refused, so a gateway that forgets to drop one is caught.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { TSchema } from 'typebox'
import type { EndpointDef } from '../../shared/endpoints.js'
import { withCommon } from '../../shared/schemas/common.js'

export function createAjv (): Ajv {
  return new Ajv({ removeAdditional: false, coerceTypes: false, allErrors: false, strict: false })
}

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

export function compileBody (ajv: Ajv, entry: EndpointDef): ValidateFunction | null {
  const schema = upstreamBodySchema(entry)
  return schema === null ? null : ajv.compile(schema)
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
