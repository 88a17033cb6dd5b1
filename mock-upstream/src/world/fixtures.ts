// Reads fixtures/ once and checks it; every reset then resolves the relative times against the clock of
// that moment, so "5 hours ago" stays 5 hours ago and Today/Yesterday groups stay realistic.
import { readFileSync, readdirSync } from 'node:fs'
import { join, basename } from 'node:path'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { TSchema } from 'typebox'
import { REGIONS, isRegion, type Region } from '../../../shared/regions.js'
import { projectRoot } from '../../../shared/node/project-root.js'
import { checkField } from '../../../shared/rules/fields.js'
import { isFinal } from '../../../shared/rules/payroll.js'
import { FixtureCatalog, FixtureTokens, FixtureUser, type FixtureDealer } from './fixture-schema.js'
import { isLocalText, LocalText, Translation } from '../texts/local-text.js'
import { placeholders } from '../../../shared/i18n.js'

/** Files as read: times may still be `{"ago_s": n}` or `{"in_s": n}`. */
export interface RawFixtures {
  users: Map<string, unknown>
  catalogs: Record<Region, unknown>
  tokens: FixtureTokens
}

export interface ResolvedFixtures {
  users: Map<string, FixtureUser>
  catalogs: Record<Region, FixtureCatalog>
  tokens: FixtureTokens
}

export function defaultFixturesDir (): string {
  return join(projectRoot(), 'fixtures')
}

/** Replaces every `{"ago_s": n}` with now - n and every `{"in_s": n}` with now + n, in a deep copy. */
export function resolveTimes (value: unknown, now: number): unknown {
  if (Array.isArray(value)) return value.map(v => resolveTimes(v, now))
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 1) {
      const [key, n] = entries[0] as [string, unknown]
      if (key === 'ago_s' && typeof n === 'number') return now - n
      if (key === 'in_s' && typeof n === 'number') return now + n
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, resolveTimes(v, now)]))
  }
  return value
}

function readJson (path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (err) {
    throw new Error(`fixture ${path} cannot be read: ${(err as Error).message}`)
  }
}

// verbose: each error carries the schema it broke, so a text missing a language can be told apart.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, strict: false, verbose: true })
const validators = new Map<TSchema, ValidateFunction>()
function check (schema: TSchema, value: unknown, where: string): void {
  let validate = validators.get(schema)
  if (validate === undefined) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  if (!validate(value)) {
    const e = validate.errors?.[0]
    throw new Error(`fixture ${where}${e?.instancePath ?? ''}: ${e === undefined ? 'invalid' : problem(e)}`)
  }
}

const LANGUAGE_LIST = Object.keys(LocalText.properties).join(', ')

/** The {placeholders} the mock fills in, per field; any other text is shown as written. */
const FILLED: Record<string, string[]> = { tax_tips: ['rate'], limit_tips: ['max', 'times'] }

const braces = (names: string[]): string => names.length === 0 ? 'no placeholder' : names.map(n => `{${n}}`).join(', ')

/**
 * Every language of a text must keep the placeholders the mock fills in, and only those: a translation that
 * drops {max} or misspells it would show the reader a gap or a brace.
 */
function checkPlaceholders (value: unknown, where: string, path = '', field = ''): void {
  if (isLocalText(value)) {
    const allowed = FILLED[field] ?? []
    for (const [lang, text] of Object.entries(value)) {
      const used = placeholders(text)
      const unknown = used.filter(p => !allowed.includes(p))
      if (unknown.length > 0) {
        const what = `the ${lang} text has ${braces(unknown)}`
        throw new Error(`fixture ${where}${path}: ${what}, which the mock does not fill in`)
      }
      const en = placeholders(value.en)
      if (used.join() !== en.join()) {
        throw new Error(`fixture ${where}${path}: the ${lang} text has ${braces(used)} where en has ${braces(en)}`)
      }
    }
    return
  }
  if (Array.isArray(value)) value.forEach((v, i) => { checkPlaceholders(v, where, `${path}/${i}`, field) })
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkPlaceholders(v, where, `${path}/${k}`, k)
  }
}

/** Says what is wrong with a player-read text in the words of the fixture's author. */
function problem (e: ErrorObject): string {
  if (e.parentSchema === LocalText) {
    if (e.keyword === 'required') {
      return `the text has no ${String(e.params.missingProperty)} (every text needs ${LANGUAGE_LIST})`
    }
    if (e.keyword === 'type') return `must be a text in every language, {${LANGUAGE_LIST}}, not a single string`
    if (e.keyword === 'additionalProperties') {
      return `the text has a language the product does not speak: ${String(e.params.additionalProperty)}`
    }
  }
  if (e.parentSchema === Translation && e.keyword === 'minLength') return 'the translation is empty'
  return `${e.message ?? 'invalid'} ${JSON.stringify(e.params)}`
}

/** Reads and checks every fixture file; a broken fixture stops the start with the file and field named. */
export function readFixtures (dir = defaultFixturesDir()): RawFixtures {
  const tokens = readJson(join(dir, 'tokens.json'))
  check(FixtureTokens, tokens, 'tokens.json')
  const catalogs = {} as Record<Region, unknown>
  for (const region of REGIONS) catalogs[region] = readJson(join(dir, 'catalog', `${region.toLowerCase()}.json`))
  const users = new Map<string, unknown>()
  for (const file of readdirSync(join(dir, 'users')).filter(f => f.endsWith('.json')).sort()) {
    users.set(basename(file, '.json'), readJson(join(dir, 'users', file)))
  }
  const raw: RawFixtures = { users, catalogs, tokens: tokens as FixtureTokens }
  resolveFixtures(raw, Math.floor(Date.now() / 1000))
  return raw
}

/** Resolves the times and checks the result: shapes, and the references between files. */
export function resolveFixtures (raw: RawFixtures, now: number): ResolvedFixtures {
  const catalogs = {} as Record<Region, FixtureCatalog>
  for (const region of REGIONS) {
    const catalog = resolveTimes(raw.catalogs[region], now)
    check(FixtureCatalog, catalog, `catalog/${region.toLowerCase()}.json`)
    checkPlaceholders(catalog, `catalog/${region.toLowerCase()}.json`)
    const c = catalog as FixtureCatalog
    if (c.region !== region) throw new Error(`fixture catalog/${region.toLowerCase()}.json: region is ${c.region}`)
    catalogs[region] = c
  }
  const users = new Map<string, FixtureUser>()
  const ids = new Set<string>()
  const orderIds = new Set<string>()
  const followerIds = new Set<string>()
  for (const [token, value] of raw.users) {
    const where = `users/${token}.json`
    const user = resolveTimes(value, now)
    check(FixtureUser, user, where)
    checkPlaceholders(user, where)
    const u = user as FixtureUser
    if (!isRegion(u.profile.region)) throw new Error(`fixture ${where}: unknown region ${u.profile.region}`)
    if (!/^\d{8}$/.test(u.profile.user_id)) throw new Error(`fixture ${where}: user_id must be 8 digits`)
    if (ids.has(u.profile.user_id)) throw new Error(`fixture ${where}: user_id ${u.profile.user_id} is used twice`)
    ids.add(u.profile.user_id)
    const catalog = catalogs[u.profile.region]
    const accounts = new Set(u.accounts.map(a => a.account_id))
    for (const w of u.withdrawals) {
      if (!accounts.has(w.account_id)) {
        throw new Error(`fixture ${where}: withdrawal ${w.order_id} names unknown account ${w.account_id}`)
      }
    }
    const packages = new Set(catalog.recharge.packages.map(p => String(p.id)))
    for (const id of Object.keys(u.package_buys)) {
      if (!packages.has(id)) throw new Error(`fixture ${where}: package_buys names unknown package ${id}`)
    }
    for (const o of u.recharge_orders) {
      if (o.package_id !== null && !packages.has(String(o.package_id))) {
        throw new Error(`fixture ${where}: order ${o.order_id} names unknown package ${o.package_id}`)
      }
    }
    const activities = new Set(catalog.activities.map(a => String(a.activity_id)))
    for (const id of Object.keys(u.activity_progress)) {
      if (!activities.has(id)) throw new Error(`fixture ${where}: activity_progress names unknown activity ${id}`)
    }
    if (raw.tokens.errors[token] !== undefined) throw new Error(`fixture ${where}: ${token} is also an error token`)
    if (u.profile.is_dealer !== (u.dealer !== undefined)) {
      throw new Error(`fixture ${where}: profile.is_dealer and the dealer section must go together`)
    }
    if (u.dealer !== undefined) checkDealer(where, u.profile.user_id, u.profile.region, u.dealer, orderIds, followerIds)
    users.set(token, u)
  }
  for (const token of raw.tokens.slow) {
    if (!users.has(token)) throw new Error(`fixture tokens.json: slow token ${token} has no users/${token}.json`)
  }
  return { users, catalogs, tokens: raw.tokens }
}

/** A payout order's times, label and payment reference must fit its state, so its history can be rebuilt. */
function checkDealer (
  where: string,
  dealerId: string,
  region: Region,
  d: FixtureDealer,
  orderIds: Set<string>,
  followerIds: Set<string>
): void {
  for (const f of d.followers) {
    if (f.user_id === dealerId) throw new Error(`fixture ${where}: the dealer follows itself`)
    if (followerIds.has(f.user_id)) throw new Error(`fixture ${where}: follower ${f.user_id} follows two dealers`)
    followerIds.add(f.user_id)
  }
  for (const o of d.orders) {
    const bad = (what: string): Error => new Error(`fixture ${where}: payout order ${o.order_id} ${what}`)
    if (orderIds.has(o.order_id)) throw bad('is used twice')
    orderIds.add(o.order_id)
    const refusedEarly = o.status === 6 && (o.label === 'refused' || o.label === 'user_cancelled')
    const frozen = o.status === 5
    const failedByComplaint = o.status === 6 && o.label === 'complaint'
    const paidAfterComplaint = o.status === 4 && o.complained_at > 0
    const complained = frozen || failedByComplaint || paidAfterComplaint
    if (o.status === 6 && !['refused', 'user_cancelled', 'complaint'].includes(o.label)) {
      throw bad('failed needs the label refused, user_cancelled or complaint')
    }
    if (o.status !== 1 && !refusedEarly && o.accepted_at <= 0) throw bad('needs accepted_at')
    if ([3, 4, 5].includes(o.status) || (o.status === 6 && o.label === 'complaint')) {
      if (o.remitted_at <= 0) throw bad('needs remitted_at')
      if (o.utr === '' && o.record_url === '') throw bad('needs a utr or a record_url')
    }
    if (complained && o.complained_at <= 0) throw bad('needs complained_at')
    if (!complained && o.complained_at > 0) throw bad('has complained_at but was not complained about')
    if (isFinal(o.status) && o.finished_at <= 0) throw bad('needs finished_at')
    if (o.utr !== '' && !checkField('utr', o.utr, region)) throw bad(`has a utr that is not valid in ${region}`)
    if (o.pay_method === 'upi' && o.upi_id === '') throw bad('is a UPI payout without upi_id')
    if (o.pay_method !== 'upi' && o.bank_account === '') throw bad('needs bank_account')
  }
}
