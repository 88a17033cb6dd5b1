// The account's region is the upstream's yardstick: the same shared rules the gateway applies by the page
// host, applied here by the region the player belongs to, so a page opened on another region's host cannot
// bind an account that breaks the player's own rules.
import type { EndpointDef } from '../../../shared/endpoints.js'
import type { Region } from '../../../shared/regions.js'
import type { RuledField } from '../../../shared/rules/fields.js'
import { regionalProblem } from '../../../shared/rules/cross.js'

/** The first field of a binding's body the account's region refuses (pattern, check digits, required), or null. */
export function accountFieldProblem (
  entry: EndpointDef,
  ruled: ReadonlyMap<string, RuledField>,
  body: Record<string, unknown>,
  region: Region
): string | null {
  const problem = regionalProblem(body, region, ruled) ?? entry.check?.(body, region) ?? null
  return problem?.field ?? null
}
