// fast-check arbitraries made from the endpoint table's TypeBox schemas: bodies the gateway must forward,
// and bodies (or raw JSON texts) it must refuse. Ruled fields (`x-rule`) get values that pass the rule for
// the page's region, drawn from the committed vectors, the rules' own examples and their canonical patterns.
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import type { TSchema } from 'typebox'
import type { EndpointDef } from '../../shared/endpoints.js'
import type { Region } from '../../shared/regions.js'
import { RULE_KEYWORD, ruledProperties } from '../../shared/schemas/common.js'
import { FIELD_RULES, checkField, isRuledField, type RuledField } from '../../shared/rules/fields.js'
import { fieldExample } from '../../shared/rules/examples.js'
import { normalise, normaliseBody } from '../../shared/rules/normalise.js'
import { regionalProblem } from '../../shared/rules/cross.js'
import { PAN_INDIVIDUAL } from '../../shared/rules/patterns.js'
import { projectRoot } from '../../shared/node/project-root.js'

/** A JSON schema node as the table's TypeBox schemas produce them (see the kinds handled below). */
export interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean
  patternProperties?: Record<string, Schema>
  maxProperties?: number
  items?: Schema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  const?: unknown
  anyOf?: Schema[]
  [RULE_KEYWORD]?: string
}

const asSchema = (s: TSchema): Schema => s

/** A number written as is into the JSON text (1e309, -0, NaN): what JSON.stringify cannot produce. */
export class RawNumber {
  constructor (readonly text: string) {}
}

/** JSON text of a generated value; RawNumber is written verbatim and own `__proto__` keys are kept. */
export function toJsonText (value: unknown): string {
  if (value instanceof RawNumber) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).map(k => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A copy of `object` with `key` as an own property, even `__proto__`. */
export function withKey (object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {}
  for (const k of Object.keys(object)) Object.defineProperty(copy, k, { value: object[k], enumerable: true, writable: true, configurable: true })
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

function without (object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = withKey(object, key, undefined)
  delete copy[key]
  return copy
}

// Ruled fields

interface Vectors {
  ifsc: { valid: string[], typed: Array<[string, string]> }
  cpf: { valid: Array<[string, string]> }
  evp: { typed: Array<[string, string]> }
  phones: Record<Region | 'pix_phone', Array<[string, string]>>
  names: { accepted: Array<[string, string]> }
}
const vectors = JSON.parse(readFileSync(join(projectRoot(), 'tests', 'shared', 'vectors', 'real-inputs.json'), 'utf8')) as Vectors

/** Values as people type them (and their canonical forms) from the committed vectors. */
function vectorValues (rule: RuledField, region: Region): string[] {
  const pairs = (list: Array<[string, string]>): string[] => list.flat()
  switch (rule) {
    case 'phone': return pairs(vectors.phones[region])
    case 'pix_phone': return pairs(vectors.phones.pix_phone)
    case 'paytm_id': return pairs(vectors.phones.IN)
    case 'wallet_id': return pairs(vectors.phones.ID)
    case 'account_no': return pairs(vectors.phones.BD)
    case 'cpf': return pairs(vectors.cpf.valid)
    case 'evp': return pairs(vectors.evp.typed)
    case 'ifsc': return [...vectors.ifsc.valid, ...pairs(vectors.ifsc.typed)]
    case 'name': return pairs(vectors.names.accepted)
    default: return []
  }
}

const schemaPatterns = new Map<string, RegExp>()
function schemaPattern (source: string): RegExp {
  let re = schemaPatterns.get(source)
  if (re === undefined) {
    // ajv compiles schema patterns with the u flag; so must the oracle here.
    re = new RegExp(source, 'u')
    schemaPatterns.set(source, re)
  }
  return re
}

/** True when the gateway, normalising as it does, takes the value for this rule on this region's page. */
export function ruledValueAccepted (rule: RuledField, value: string, region: Region): boolean {
  const canonical = normalise(rule, value, region)
  return canonical.length >= 1 && schemaPattern(FIELD_RULES[rule].pattern.source).test(canonical) && checkField(rule, canonical, region)
}

/** Patterns that generate only values of the rule where its own pattern cannot be generated or is too loose. */
const GENERATION: Partial<Record<RuledField, RegExp | Partial<Record<Region, RegExp>>>> = {
  pan_number: PAN_INDIVIDUAL,
  // fast-check cannot generate the lookahead of BANK_ACCOUNT_IN (at least 6 digits): put them first.
  bank_account: { IN: /^\d{6}[A-Za-z0-9]{3,12}$/ }
}

function cpfDigit (digits: number[], firstWeight: number): number {
  const rest = (digits.reduce((sum, d, i) => sum + d * (firstWeight - i), 0) * 10) % 11
  return rest === 10 ? 0 : rest
}
const cpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map(nine => {
  const ten = [...nine, cpfDigit(nine, 10)]
  return [...ten, cpfDigit(ten, 11)].join('')
})

const ruledCache = new Map<string, fc.Arbitrary<string>>()

/** Values that pass a field rule for the region: vectors and examples as typed, and random canonical ones. */
export function ruledValue (rule: RuledField, region: Region): fc.Arbitrary<string> {
  const cacheKey = `${rule}/${region}`
  const cached = ruledCache.get(cacheKey)
  if (cached !== undefined) return cached
  const example = fieldExample(rule, region)
  const known = [...new Set([...vectorValues(rule, region), ...(example === undefined ? [] : [example])])].filter(v => ruledValueAccepted(rule, v, region))
  const special = GENERATION[rule]
  const regionalSpecial = special instanceof RegExp ? special : special?.[region]
  const rulePattern: { pattern: RegExp, regional?: Partial<Record<Region, RegExp>> } = FIELD_RULES[rule]
  const pattern = regionalSpecial ?? rulePattern.regional?.[region] ?? rulePattern.pattern
  const random = rule === 'cpf' ? cpf : fc.stringMatching(pattern)
  const options = [random.filter(v => ruledValueAccepted(rule, v, region))]
  if (known.length > 0) options.unshift(fc.constantFrom(...known))
  const arbitrary = fc.oneof(...options)
  ruledCache.set(cacheKey, arbitrary)
  return arbitrary
}

// Valid values

export interface GenContext {
  region: Region
  /** Inside an array: strings and records stay small, so a list of fifty stays under the body limit. */
  nested: boolean
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER
function integerIn (min = -MAX_SAFE, max = MAX_SAFE): fc.Arbitrary<number> {
  return fc.bigInt({ min: BigInt(Math.max(min, -MAX_SAFE)), max: BigInt(Math.min(max, MAX_SAFE)) }).map(Number)
}

/** Code units of every kind, lone surrogates, controls and NUL included: valid wherever a string has no pattern. */
const anyUnit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\u200b', '\ufeff', '"', '\\', '\n'))

/** `units` pieces of one or two code units, cut at `max`; at least `min` code points (all the table asks is 0 or 1). */
function freeString (min: number, max: number, units = { minLength: min, maxLength: max }): fc.Arbitrary<string> {
  // An astral character is two code units: cut at the bound (a cut pair is a lone surrogate, valid here too).
  return fc.array(anyUnit, units).map(parts => parts.join('').slice(0, max)).filter(s => [...s].length >= min)
}

function stringLengthBound (schema: Schema, ctx: GenContext): number {
  const max = schema.maxLength ?? 64
  return ctx.nested ? Math.min(max, 24) : max
}

function validString (schema: Schema, ctx: GenContext): fc.Arbitrary<string> {
  const rule = schema[RULE_KEYWORD]
  if (rule !== undefined && isRuledField(rule)) return ruledValue(rule, ctx.region)
  const min = schema.minLength ?? 0
  const max = stringLengthBound(schema, ctx)
  if (schema.pattern === undefined) {
    const small = freeString(min, Math.min(max, min + 16))
    return max > min + 16 ? fc.oneof(small, freeString(min, max, { minLength: max, maxLength: max })) : small
  }
  const re = schemaPattern(schema.pattern)
  // An anchored pattern sets the shape, and its own lengths: the nested bound must not cut a UUID (36) to
  // 24 characters, or no string would ever pass the filter.
  if (schema.pattern.startsWith('^')) return fc.stringMatching(re).filter(s => s.length >= min && s.length <= (schema.maxLength ?? Infinity))
  // An unanchored pattern (`\S`: some visible character) says what a string contains, not what it is.
  return fc.oneof(freeString(min, Math.min(max, min + 16)), freeString(min, max, { minLength: max, maxLength: max })).filter(s => re.test(s))
}

/** Any value valid for the schema (ruled strings valid for the page's region). */
export function validValue (schema: Schema, ctx: GenContext): fc.Arbitrary<unknown> {
  if (schema.anyOf !== undefined) return fc.oneof(...schema.anyOf.map(s => validValue(s, ctx)))
  if ('const' in schema) return fc.constant(schema.const)
  switch (schema.type) {
    case 'string': return validString(schema, ctx)
    case 'integer': return integerIn(schema.minimum, schema.maximum)
    case 'number': return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'boolean': return fc.boolean()
    case 'null': return fc.constant(null)
    case 'array': {
      const items = validValue(schema.items ?? {}, { ...ctx, nested: true })
      const minLength = schema.minItems ?? 0
      const maxLength = schema.maxItems ?? 5
      // The longest list now and then: the bounds are where gateway and upstream could disagree.
      return fc.oneof({ weight: 4, arbitrary: fc.array(items, { minLength, maxLength: Math.min(maxLength, minLength + 3) }) }, { weight: 1, arbitrary: fc.array(items, { minLength: maxLength, maxLength }) })
    }
    case 'object': return validObject(schema, ctx)
    default: throw new Error(`arbitrary-body: no generator for schema ${JSON.stringify(schema).slice(0, 200)}`)
  }
}

function validObject (schema: Schema, ctx: GenContext): fc.Arbitrary<Record<string, unknown>> {
  if (schema.patternProperties !== undefined) {
    const value = fc.oneof(...Object.values(schema.patternProperties).map(s => validValue(s, ctx)))
    const keys = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('constructor', 'prototype', 'toString', 'hasOwnProperty'))
    return fc.uniqueArray(fc.tuple(keys, value), { maxLength: Math.min(schema.maxProperties ?? 5, ctx.nested ? 3 : 5), selector: ([k]) => k })
      .map(pairs => pairs.reduce<Record<string, unknown>>((o, [k, v]) => withKey(o, k, v), {}))
  }
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, property] of Object.entries(properties)) record[name] = validValue(property, ctx)
  return fc.record(record, { requiredKeys: [...required] })
}

/**
 * Bodies the gateway must forward: every required field, optional ones at random, and those the cross-field
 * rules of the page's region require (a Pix key with its CPF, an IFSC in India) added from a full draw.
 */
export function validBody (entry: EndpointDef, region: Region): fc.Arbitrary<Record<string, unknown>> {
  const schema = asSchema(entry.body)
  const ctx: GenContext = { region, nested: false }
  const full = fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s, ctx)])))
  return fc.tuple(validObject(schema, ctx), full).map(([partial, all]) => {
    let body = { ...partial }
    for (let i = 0; i < 8 && entry.check !== undefined; i++) {
      const problem = entry.check(normaliseBody(body, ruledProperties(entry.body), region), region)
      if (problem?.problem !== 'required' || !(problem.field in all)) break
      body = { ...body, [problem.field]: all[problem.field] }
    }
    return body
  })
}

// The oracle: would the gateway take this JSON text for the entry on this region's page?

const ajv = new Ajv({ removeAdditional: false, coerceTypes: false, allErrors: false, strict: false })
const validators = new WeakMap<TSchema, ValidateFunction>()
function validator (schema: TSchema): ValidateFunction {
  let validate = validators.get(schema)
  if (validate === undefined) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  return validate
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** Fastify's JSON parser refuses `__proto__` keys and `constructor.prototype` anywhere (prototype poisoning). */
function poisoned (root: unknown): boolean {
  // A loop, not recursion: the bodies checked here are nested 100,000 deep.
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (Array.isArray(value)) {
      stack.push(...value)
    } else if (isObject(value)) {
      if (Object.hasOwn(value, '__proto__')) return true
      if (Object.hasOwn(value, 'constructor') && isObject(value.constructor) && Object.hasOwn(value.constructor, 'prototype')) return true
      stack.push(...Object.values(value))
    }
  }
  return false
}

export const BODY_LIMIT = 256 * 1024

/**
 * True when the gateway must forward this JSON text: a JSON object within the body limit, without prototype
 * keys, valid for the schema once its ruled fields are normalised, and passing the region's and cross-field
 * rules. Used only to skip a mutation that happened to stay valid, never to decide a verdict alone.
 */
export function gatewayAccepts (entry: EndpointDef, text: string, region: Region): boolean {
  if (Buffer.byteLength(text) > BODY_LIMIT) return false
  let value: unknown
  try {
    // RFC 8259 lets a parser ignore one leading byte order mark, and Fastify's does.
    value = JSON.parse(text.startsWith('\ufeff') ? text.slice(1) : text)
  } catch {
    return false
  }
  if (!isObject(value) || poisoned(value)) return false
  const ruled = ruledProperties(entry.body)
  const body = normaliseBody(value, ruled, region)
  if (!validator(entry.body)(body)) return false
  return regionalProblem(body, region, ruled) === null && (entry.check?.(body, region) ?? null) === null
}

// Invalid values

/** Strings that break a pattern or a rule: controls, lone surrogates, direction overrides, markup, injections. */
export const HOSTILE_STRINGS = [
  '\u0000', '\ud800', '\udfff', '\udc00\ud800', '\u202e', '\u202egnp.exe', '\u200b', '\ufeff', '\u0007', '\r\n', '\t',
  // eslint-disable-next-line no-template-curly-in-string -- a log4j-style lookup is one of the hostile strings, as typed
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '\' OR 1=1 --', '${jndi:ldap://x/a}', '{{7*7}}',
  '../../../../etc/passwd', '%00', '%2e%2e%2f', '🙂', '🏳️‍🌈', 'ｆｕｌｌｗｉｄｔｈ', 'NaN', 'Infinity', '-0', '1e309', 'null', 'true', '[]', '{}'
] as const

const hostile = fc.constantFrom(...HOSTILE_STRINGS)

/** A value valid for the schema with a hostile fragment put somewhere in it. */
function spliced (schema: Schema, ctx: GenContext): fc.Arbitrary<string> {
  return fc.tuple(validString(schema, ctx), hostile, fc.nat()).map(([valid, bad, at]) => {
    const i = valid.length === 0 ? 0 : at % (valid.length + 1)
    return valid.slice(0, i) + bad + valid.slice(i)
  })
}

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array'

function allowedTypes (schema: Schema): Set<JsonType> {
  if (schema.anyOf !== undefined) return new Set(schema.anyOf.flatMap(s => [...allowedTypes(s)]))
  if ('const' in schema) return new Set([typeof schema.const === 'number' ? (Number.isInteger(schema.const) ? 'integer' : 'number') : typeof schema.const as JsonType])
  const type = (schema.type ?? 'object') as JsonType
  return type === 'number' ? new Set(['number', 'integer']) : new Set([type])
}

const SAMPLES: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.constantFrom('', '1', '100', 'NaN', 'true', 'null', '-0', '1e309'), fc.string({ maxLength: 8 })),
  integer: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 53)),
  number: fc.oneof(fc.constantFrom(0.5, -1.25, 1e-7), fc.double({ noNaN: true, noDefaultInfinity: true, min: 0.001, max: 1e6 }).filter(n => !Number.isInteger(n))),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.constantFrom({}, { a: 1 }, { $ne: null }),
  array: fc.constantFrom([], [1], ['a', 'b'], [[]])
}

/** A value of a JSON type the schema does not take; 1e309 and NaN are never a valid number. */
function wrongType (schema: Schema): fc.Arbitrary<unknown> {
  const allowed = allowedTypes(schema)
  const wrong = (Object.keys(SAMPLES) as JsonType[]).filter(t => !allowed.has(t) && !(t === 'integer' && allowed.has('number')))
  return fc.oneof(...wrong.map(t => SAMPLES[t]), fc.constantFrom(new RawNumber('1e309'), new RawNumber('-1e309'), new RawNumber('NaN')))
}

/** Values the schema refuses (or, rarely, that normalising makes valid: gatewayAccepts tells those apart). */
export function invalidValue (schema: Schema, ctx: GenContext): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [wrongType(schema)]
  if (schema.anyOf !== undefined && schema.anyOf.every(s => 'const' in s)) {
    const values = schema.anyOf.map(s => s.const)
    options.push(fc.oneof(fc.integer({ min: -3, max: 100 }), fc.constantFrom('', 'all', 'SUCCESS', ' success')).filter(v => !values.includes(v)))
  }
  switch (schema.type) {
    case 'string':
      if (schema.maxLength !== undefined) options.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 2000 }).map(n => 'A'.repeat(n)))
      if ((schema.minLength ?? 0) > 0) options.push(fc.constant(''))
      if (schema.pattern !== undefined) options.push(hostile, spliced(schema, ctx))
      break
    case 'integer': {
      if (schema.minimum !== undefined) options.push(integerIn(-MAX_SAFE, schema.minimum - 1), fc.constant(schema.minimum - 0.5))
      if (schema.maximum !== undefined) options.push(integerIn(schema.maximum + 1, MAX_SAFE), fc.constant(new RawNumber('1e309')))
      if ((schema.minimum ?? 0) >= 1) options.push(fc.constant(new RawNumber('-0')))
      options.push(fc.constant(1.5), fc.constant(new RawNumber('1.0e400')))
      break
    }
    case 'array': {
      const items = schema.items ?? {}
      const valid = validValue(items, { ...ctx, nested: true })
      if (schema.maxItems !== undefined) options.push(fc.array(valid, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }))
      if ((schema.minItems ?? 0) > 0) options.push(fc.constant([]))
      options.push(fc.tuple(fc.array(valid, { maxLength: 2 }), invalidValue(items, { ...ctx, nested: true })).map(([list, bad]) => [...list, bad]))
      break
    }
    case 'object':
      options.push(...invalidObjects(schema, ctx))
      break
  }
  return fc.oneof(...options)
}

/** Names an attacker tries: prototype keys, the common fields the gateway injects, the signature's own. */
const UNKNOWN_KEYS = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'nonce', 'timestamp', 'sign', 'from', 'assets_type', 'device_id', 'user_type', '$where', ''), fc.string({ minLength: 1, maxLength: 10 }))

const PROTO_VALUES = fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, null, 'x', 1)

function invalidObjects (schema: Schema, ctx: GenContext): Array<fc.Arbitrary<unknown>> {
  const valid = validObject(schema, ctx)
  const options: Array<fc.Arbitrary<unknown>> = []
  const properties = Object.keys(schema.properties ?? {})
  const required = schema.required ?? []
  if (required.length > 0) options.push(fc.tuple(valid, fc.constantFrom(...required)).map(([o, k]) => without(o, k)))
  if (schema.additionalProperties === false) {
    options.push(fc.tuple(valid, UNKNOWN_KEYS.filter(k => !properties.includes(k)), PROTO_VALUES).map(([o, k, v]) => withKey(o, k, v)))
  }
  if (schema.patternProperties !== undefined) {
    const max = schema.maxProperties ?? 30
    options.push(fc.constant(Object.fromEntries(Array.from({ length: max + 1 }, (_, i) => [`k${i}`, i]))))
    options.push(fc.tuple(valid, fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom<unknown>({}, [], null)).map(([o, k, v]) => withKey(o, k, v)))
  }
  // One field broken, the rest valid: the gateway must find the one.
  for (const name of properties) {
    const property = (schema.properties ?? {})[name] ?? {}
    options.push(fc.tuple(valid, invalidValue(property, ctx)).map(([o, bad]) => withKey(o, name, bad)))
  }
  // `__proto__` smuggled beside valid fields, at any depth Fastify's parser has to look.
  options.push(fc.tuple(valid, PROTO_VALUES).map(([o, v]) => withKey(o, '__proto__', v)))
  return options
}

/** A JSON text the gateway must refuse for the entry (a body of another type, or one field broken). */
export function invalidBodyText (entry: EndpointDef, region: Region): fc.Arbitrary<string> {
  const schema = asSchema(entry.body)
  return fc.oneof(
    { weight: 6, arbitrary: invalidValue(schema, { region, nested: false }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], [{}], 'body', 0, true, new RawNumber('1e309')) }
  ).map(toJsonText)
}
