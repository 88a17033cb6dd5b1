// Turns the first schema error into the envelope's field error, in the request's language.
import type { FastifySchemaValidationError } from 'fastify'
import type { FieldError } from '../../../shared/codes.js'
import type { Params } from '../../../shared/i18n.js'
import type { Region } from '../../../shared/regions.js'
import type { FieldCheck, RuledField } from '../../../shared/rules/fields.js'
import { fieldCheckMessage } from '../../../shared/rules/examples.js'

type T = (key: string, params?: Params) => string

/** "/events/0/event_name" plus a missing or extra property to a dotted field path. */
function fieldPath (error: FastifySchemaValidationError): string {
  // JSON Pointer: ~1 is a slash, ~0 a tilde.
  const unescape = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~')
  const segments = error.instancePath.split('/').filter(s => s !== '').map(unescape)
  const params = error.params
  // TypeBox's checker (multipart text fields) names the missing ones in a list (requiredProperties) instead.
  const listed: unknown = Array.isArray(params.requiredProperties) ? params.requiredProperties[0] : undefined
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty)
  else if (error.keyword === 'required' && typeof listed === 'string') segments.push(listed)
  const extra = params.additionalProperty
  if (error.keyword === 'additionalProperties' && typeof extra === 'string') segments.push(extra)
  return segments.join('.')
}

/** The label of a field: its own name's label, else that of the nearest named parent. */
export function fieldLabel (t: T, path: string): string {
  const names = path.split('.').filter(s => !/^\d+$/.test(s)).reverse()
  for (const name of names) {
    const label = t(`field.${name}`)
    if (label !== `field.${name}`) return label
  }
  return names[0] ?? t('field.body')
}

/** The problems a field's message can name (locales: error.<problem>). */
export type FieldProblem = 'required' | 'invalid' | 'not_allowed' | 'too_long' | 'too_many' | 'duplicate'

export function messageFor (t: T, key: FieldProblem, field: string): string {
  return t(`error.${key}`, { field: fieldLabel(t, field) })
}

/** A value refused by its field rule, with an example of the accepted form where the rule has one. */
export function ruleMessage (
  t: T, problem: FieldCheck, field: string, rule: RuledField | undefined, region: Region
): string {
  return fieldCheckMessage(t, problem, fieldLabel(t, field), rule, region)
}

/** What the rules of the request's body and region tell about a refused value (for the example in the message). */
export interface RuleContext { ruled: ReadonlyMap<string, RuledField>, region: Region }

export function describeValidationError (
  errors: FastifySchemaValidationError[], t: T, context?: RuleContext
): FieldError {
  const error = errors[0]
  if (error === undefined) return { field: 'body', message: messageFor(t, 'invalid', 'body') }
  const field = fieldPath(error) || 'body'
  switch (error.keyword) {
    case 'required': return { field, message: messageFor(t, 'required', field) }
    case 'additionalProperties': return { field, message: messageFor(t, 'not_allowed', field) }
    case 'maxLength': return { field, message: messageFor(t, 'too_long', field) }
    case 'maxItems': case 'maxProperties': return { field, message: messageFor(t, 'too_many', field) }
    case 'minLength': case 'minItems': return { field, message: messageFor(t, 'required', field) }
    default: {
      const rule = context?.ruled.get(field.split('.')[0] ?? '')
      if (context === undefined || rule === undefined) return { field, message: messageFor(t, 'invalid', field) }
      return { field, message: ruleMessage(t, 'invalid', field, rule, context.region) }
    }
  }
}
