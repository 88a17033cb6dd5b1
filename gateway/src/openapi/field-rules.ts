// Each field's regional rules, written into the document from the rules themselves (shared/rules/): the
// pattern per region, an example as players type it and the canonical form the upstream receives, and
// the fields a call's cross-field rule requires per region and per payout type (docs/API.md "Field rules").
import type { EndpointDef } from '../../../shared/endpoints.js'
import { REGIONS, REGION_INFO, type Region } from '../../../shared/regions.js'
import { FIELD_RULES, isRuledField, type FieldRule, type RuledField } from '../../../shared/rules/fields.js'
import { fieldExample } from '../../../shared/rules/examples.js'
import { normalise } from '../../../shared/rules/normalise.js'
import { RULE_KEYWORD } from '../../../shared/schemas/common.js'

type Schema = Record<string, unknown>

export interface RegionalRule { pattern: string, example?: string, canonical?: string }

/** The rule of a field in each region: its regional pattern where it has one, else the general one. */
export function regionalRules (rule: RuledField): Record<Region, RegionalRule> {
  const r: FieldRule = FIELD_RULES[rule]
  return Object.fromEntries(REGIONS.map(region => {
    const example = fieldExample(rule, region)
    const pattern = (r.regional?.[region] ?? r.pattern).source
    if (example === undefined) return [region, { pattern }]
    return [region, { pattern, example, canonical: normalise(rule, example, region) }]
  })) as Record<Region, RegionalRule>
}

/** An example as players type it, and its canonical form when that differs. */
function exampleText (example: string | undefined, canonical: string | undefined): string {
  if (example === undefined) return ''
  if (example === canonical) return `, e.g. \`${example}\``
  return `, e.g. \`${example}\` is sent as \`${canonical}\``
}

const VERIFY_TEXT =
  'A value of the right form can still be refused by what no pattern sees (check digits, a PAN\'s holder type).'

function ruleText (rule: RuledField): string {
  const rules = regionalRules(rule)
  const r: FieldRule = FIELD_RULES[rule]
  const perRegion = REGIONS.map(region => {
    const { pattern, example, canonical } = rules[region]
    return `${region} \`${pattern}\`${exampleText(example, canonical)}`
  })
  return [
    `Rule \`${rule}\` by the page host's region, on the value once normalised (the form the upstream gets): ` +
      `${perRegion.join('; ')}.`,
    ...(r.maxLength === undefined ? [] : [`At most ${r.maxLength} characters.`]),
    ...(r.verify === undefined ? [] : [VERIFY_TEXT])
  ].join(' ')
}

function withRule (property: Schema): Schema {
  const rule = property[RULE_KEYWORD]
  if (typeof rule === 'string' && isRuledField(rule)) {
    const text = ruleText(rule)
    return {
      ...property,
      description: typeof property.description === 'string' ? `${property.description}. ${text}` : text,
      'x-regions': regionalRules(rule)
    }
  }
  const items = property.items as Schema | undefined
  if (items !== undefined && typeof items === 'object') return { ...property, items: withRule(items) }
  return property
}

/** A body schema with every ruled property described by its rule in each region. */
export function withFieldRules (schema: Schema): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined
  if (properties === undefined) return schema
  return { ...schema, properties: Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, withRule(p)])) }
}

type Check = NonNullable<EndpointDef['check']>

/** The fields the check requires of a body like `base` in a region, found by asking the rule itself. */
function requiredFields (check: Check, base: Record<string, unknown>, region: Region): string[] {
  const body: Record<string, unknown> = { ...base }
  const out: string[] = []
  for (let i = 0; i < 20; i++) {
    const problem = check(body, region)
    if (problem === null || problem.problem !== 'required' || out.includes(problem.field)) break
    out.push(problem.field)
    body[problem.field] = 'x'
  }
  return out
}

function byRegion (check: Check, base: Record<string, unknown>): string {
  const groups = new Map<string, Region[]>()
  for (const region of REGIONS) {
    const fields = requiredFields(check, base, region)
    const key = fields.length === 0 ? 'nothing beyond the schema' : fields.join(', ')
    groups.set(key, [...(groups.get(key) ?? []), region])
  }
  if (groups.size === 1) return [...groups.keys()][0] ?? ''
  return [...groups].map(([fields, regions]) => `${regions.join(', ')}: ${fields}`).join('; ')
}

/** Properties whose values are a small set of literals: the variants a cross-field rule may depend on. */
function variants (schema: Schema): Array<[string, unknown[]]> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const out: Array<[string, unknown[]]> = []
  for (const [name, p] of Object.entries(properties)) {
    const anyOf = p.anyOf as Schema[] | undefined
    const listed = anyOf !== undefined && anyOf.length <= 12 && anyOf.every(s => 'const' in s)
    if (listed) out.push([name, anyOf.map(s => s.const)])
  }
  return out
}

function describe (check: Check, dims: Array<[string, unknown[]]>, fixed: Record<string, unknown>): string[] {
  const [first, ...rest] = dims
  if (first === undefined) return [byRegion(check, fixed)]
  const [name, values] = first
  const subs = values.map(v => describe(check, rest, { ...fixed, [name]: v }))
  const same = subs.every(s => JSON.stringify(s) === JSON.stringify(subs[0]))
  if (same) return subs[0] ?? []
  return values.flatMap((v, i) => (subs[i] ?? []).map(line => `${name} \`${String(v)}\`: ${line}`))
}

/** The fields the entry's cross-field rule requires, per variant and region, as text. */
export function crossFieldText (entry: EndpointDef, body: Schema): string | undefined {
  if (entry.check === undefined) return undefined
  const lines = describe(entry.check, variants(body), {})
  return `Required besides the schema's own (by the page host's region where it differs): ${lines.join('. ')}.`
}

/** Which payout types each region's accounts may bind; another answers the upstream's code 10015. */
export function payoutTypesText (): string {
  const perRegion = REGIONS.map(r => `${r} ${REGION_INFO[r].payoutTypes.join(', ')}`)
  return 'Payout types by the account\'s own region (another is refused upstream with code 10015): ' +
    `${perRegion.join('; ')}.`
}
