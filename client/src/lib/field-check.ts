// One way for every form to read a ruled field: the shared normaliser first (what is checked is what is
// sent), then the shared rule, and a refusal that names the field and shows how it is written.
import type { Region } from '../../../shared/regions.js'
import { fieldCheckMessage } from '../../../shared/rules/examples.js'
import { fieldProblem, type RuledField } from '../../../shared/rules/fields.js'
import { normalise } from '../../../shared/rules/normalise.js'
import { t } from './i18n.js'
import { playerRegion } from './session.js'

/** What the player typed or pasted, in the field's canonical form for their region. */
export function canonical (rule: RuledField, text: string, region: Region = playerRegion()): string {
  return normalise(rule, text, region)
}

/**
 * The refusal of a canonical, non-empty value ("Please enter a valid phone number, for example 98765 43210"),
 * or null when the rule accepts it. `label` names the field in the player's language.
 */
export function refusal (
  rule: RuledField,
  value: string,
  label: string,
  region: Region = playerRegion()
): string | null {
  const problem = fieldProblem(rule, value, region)
  return problem === null ? null : fieldCheckMessage(t, problem, label, rule, region)
}
