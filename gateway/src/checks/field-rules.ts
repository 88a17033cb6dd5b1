// What a body's fields must satisfy beyond their schema: the page region's patterns and check digits,
// then the call's cross-field rules. JSON bodies and multipart text fields go through this one function,
// so an upload's fields are accepted or refused exactly as the same fields in JSON would be.
import type { FastifyRequest } from 'fastify'
import type { EndpointDef } from '../../../shared/endpoints.js'
import type { FieldError } from '../../../shared/codes.js'
import type { RuledField } from '../../../shared/rules/fields.js'
import { regionalProblem } from '../../../shared/rules/cross.js'
import { messageFor, ruleMessage } from './validation-message.js'

/** The first field the rules refuse, with its message in the request's language; null when all pass. */
export function ruleProblem (
  entry: EndpointDef, ruled: ReadonlyMap<string, RuledField>, body: Record<string, unknown>, request: FastifyRequest
): FieldError | null {
  const { region, t } = request.ctx
  const problem = regionalProblem(body, region, ruled) ?? entry.check?.(body, region) ?? null
  if (problem === null) return null
  const message = problem.problem === 'required' || problem.problem === 'not_allowed'
    ? messageFor(t, problem.problem, problem.field)
    : ruleMessage(t, problem.problem, problem.field, ruled.get(problem.field), region)
  return { field: problem.field, message }
}
