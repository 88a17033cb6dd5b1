// Analytics: page views, the steps of recharge, withdraw and feedback, payment results and errors, sent in
// batches to both of the upstream's collectors: the event report and the hub (success is ret 0). Never awaited
// by a screen, never throws. A batch a collector did not take (no network, a 5xx, a non-zero code) is sent to it
// again later with a growing delay, a bounded number of times, from a bounded outbox; what is still waiting when
// the page hides goes with sendBeacon. An event never carries a secret or a payout detail (its attributes are
// scrubbed: shared/rules/report-privacy.ts), and its user type is the user info's, never guessed.
import { getDefaultStore } from 'jotai'
import type { ReportEvent } from '../../../shared/schemas/report.js'
import { scrubAttributes, type AttributeValue } from '../../../shared/rules/report-privacy.js'
import { endpointRoutes } from './endpoint-routes.gen.js'
import { call } from './api.js'
import { hostUserInfo } from './bridge.js'
import type { Failure } from './result.js'
import { appInfo, loginAtom, playerRegion, siteConfig } from './session.js'

/** Events that make a batch go at once; fewer wait FLUSH_MS for company. */
const BATCH = 20
/** The collectors' limit per report (shared/schemas/report.ts). */
const MAX_BATCH = 50
const FLUSH_MS = 5000
/** Events kept per collector; past it the oldest go. */
const MAX_QUEUE = 200
/** Sends of one batch to one collector before it is given up. */
const MAX_ATTEMPTS = 5
const RETRY_BASE_MS = 2000
const RETRY_MAX_MS = 60_000
/**
 * The gateway's refusal of a body, and the upstream's: a batch refused as malformed never passes, it is not
 * sent again.
 */
const REFUSED_CODES: readonly number[] = [400, 40000]

type Attr = AttributeValue
type Collector = 'eventPush' | 'hubReport'
const COLLECTORS: readonly Collector[] = ['eventPush', 'hubReport']

/** An event before its user type is known: stamped when it leaves the queue. */
type Pending = Omit<ReportEvent, 'ext_data'> & {
  ext: Omit<ReportEvent['ext_data'], 'user_type'>
  userType: number | null
}

interface Batch { events: ReportEvent[], attempts: number }

interface Outbox {
  batches: Batch[]
  sending: boolean
  /** Not before this time (a failed send's backoff). */
  due: number
  timer: ReturnType<typeof setTimeout> | undefined
}

const pending: Pending[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined
let started = false
let whoIs: (() => Promise<void>) | undefined
const outboxes: Record<Collector, Outbox> = {
  eventPush: { batches: [], sending: false, due: 0, timer: undefined },
  hubReport: { batches: [], sending: false, due: 0, timer: undefined }
}

/**
 * The user type of the user info (spec: positive is a logged-in player, 0 a guest): the upstream's answer, else
 * the host app's user info; null while neither has said (the events wait for it).
 */
function userType (): number | null {
  const login = getDefaultStore().get(loginAtom)
  if (login.state === 'in') return login.user.user_type
  const host = hostUserInfo()
  if (login.state === 'guest') return host !== null ? Math.min(host.user_type, 0) : 0
  return login.state === 'failed' && host !== null ? host.user_type : null
}

/** This session's own secrets: an attribute value containing one is dropped. */
function knownSecrets (): string[] {
  const login = getDefaultStore().get(loginAtom)
  const user = login.state === 'in' ? login.user : null
  return [appInfo()?.token ?? '', user?.phone ?? '', user?.email ?? ''].filter(s => s !== '')
}

function extData (): Pending['ext'] {
  const info = appInfo()
  return {
    channel: (info?.channel ?? '').slice(0, 100),
    user_id: (info?.userId ?? '').slice(0, 50),
    device_id: (info?.deviceId ?? '').slice(0, 200),
    country_code: (info?.countryCode || playerRegion()).slice(0, 10),
    // The app's own plan, else the page host's configured one; never made up here (the flavor is not a plan).
    plan: ((info?.plan ?? '') || (siteConfig()?.plan ?? '')).slice(0, 50)
  }
}

function clean (attributes: Record<string, Attr>): Record<string, Attr> {
  const out: Record<string, Attr> = {}
  const scrubbed = Object.entries(scrubAttributes(attributes, knownSecrets())).slice(0, 30)
  for (const [k, v] of scrubbed) out[k.slice(0, 50)] = typeof v === 'string' ? v.slice(0, 500) : v
  return out
}

/** Records an event; `at` is when it happened (Unix ms), now by default. */
export function track (
  eventClass: string,
  eventName: string,
  attributes: Record<string, Attr> = {},
  at: number = Date.now()
): void {
  try {
    if (pending.length >= MAX_QUEUE) pending.shift()
    pending.push({
      report_time: at,
      event_class: eventClass,
      event_name: eventName,
      attributes: clean(attributes),
      ext: extData(),
      userType: userType()
    })
    if (pending.length >= BATCH) void flush()
    else flushTimer ??= setTimeout(() => { void flush() }, FLUSH_MS)
  } catch {
    // Analytics must never break a screen.
  }
}

/** The waiting events with their user type; null while it is not known. */
function stampNow (): ReportEvent[] | null {
  if (pending.length === 0) return []
  const type = userType()
  if (type === null) return null
  return pending.splice(0).map(({ ext, userType: own, ...event }) => ({
    ...event,
    ext_data: { ...ext, user_type: own ?? type }
  }))
}

/** As stampNow, asking for the user info first if no screen has (a page that needs no login). */
async function stamped (): Promise<ReportEvent[] | null> {
  if (pending.length > 0 && whoIs !== undefined && getDefaultStore().get(loginAtom).state === 'checking') await whoIs()
  return stampNow()
}

/** Hands the waiting events to every collector's outbox and sends what is due. */
export async function flush (): Promise<void> {
  clearTimeout(flushTimer)
  flushTimer = undefined
  try {
    const events = await stamped()
    // The user info is not known yet (its check failed): try again later; the queue stays bounded.
    if (events === null) flushTimer = setTimeout(() => { void flush() }, FLUSH_MS)
    else if (events.length > 0) for (const collector of COLLECTORS) enqueue(collector, events)
    await Promise.all(COLLECTORS.map(async collector => { await pump(collector) }))
  } catch {
    // Analytics must never break a screen.
  }
}

function enqueue (collector: Collector, events: ReportEvent[]): void {
  const box = outboxes[collector]
  for (let i = 0; i < events.length; i += MAX_BATCH) {
    box.batches.push({ events: events.slice(i, i + MAX_BATCH), attempts: 0 })
  }
  let total = box.batches.reduce((n, b) => n + b.events.length, 0)
  // The oldest batch not on its way goes first.
  while (total > MAX_QUEUE && box.batches.length > 1) {
    const dropAt = box.sending ? 1 : 0
    total -= box.batches[dropAt]?.events.length ?? 0
    box.batches.splice(dropAt, 1)
  }
}

function bodyFor (collector: Collector, events: ReportEvent[]): { events: ReportEvent[] } | { list: ReportEvent[] } {
  return collector === 'eventPush' ? { events } : { list: events }
}

async function send (collector: Collector, events: ReportEvent[]) {
  return collector === 'eventPush'
    ? await call('eventPush', { events }, { silent: true, background: true })
    : await call('hubReport', { list: events }, { silent: true, background: true })
}

/** Grows with each failed attempt, with jitter so many phones do not come back at once. */
function backoff (attempts: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1))
  return ceiling / 2 + Math.random() * ceiling / 2
}

function later (collector: Collector, ms: number): void {
  const box = outboxes[collector]
  clearTimeout(box.timer)
  box.timer = setTimeout(() => { box.timer = undefined; void pump(collector) }, Math.max(0, ms))
}

/** Sends the collector's batches in order, one at a time; a failure waits its backoff. */
async function pump (collector: Collector): Promise<void> {
  const box = outboxes[collector]
  while (!box.sending) {
    const batch = box.batches[0]
    if (batch === undefined) return
    const wait = box.due - Date.now()
    if (wait > 0) { if (box.timer === undefined) later(collector, wait); return }
    box.sending = true
    let result: Awaited<ReturnType<typeof send>> | Failure
    try {
      result = await send(collector, batch.events)
    } finally {
      box.sending = false
    }
    if (result.ok || REFUSED_CODES.includes(result.code)) {
      box.batches.shift()
      box.due = 0
      continue
    }
    batch.attempts += 1
    if (batch.attempts >= MAX_ATTEMPTS) box.batches.shift()
    box.due = Date.now() + backoff(batch.attempts)
    later(collector, box.due - Date.now())
    return
  }
}

/** The page is going away: what waits goes with the browser's beacon (no answer, so no retry). */
function beacon (): void {
  if (typeof navigator.sendBeacon !== 'function') return
  const fresh = stampNow()
  if (fresh !== null && fresh.length > 0) for (const collector of COLLECTORS) enqueue(collector, fresh)
  for (const collector of COLLECTORS) {
    const box = outboxes[collector]
    // A batch on its way is left to its own answer.
    const first = box.sending ? 1 : 0
    while (box.batches.length > first) {
      const batch = box.batches[first]
      if (batch === undefined) break
      const body = new Blob([JSON.stringify(bodyFor(collector, batch.events))], { type: 'application/json' })
      if (!navigator.sendBeacon(endpointRoutes[collector].path, body)) break
      box.batches.splice(first, 1)
    }
  }
}

/**
 * Once per page, after the first screen is shown (app/reporting.ts): `whoIs` settles once the user info is known
 * (the user type comes from it), `early` are the page views seen before, with their time. Gives the page-view
 * reporter.
 */
export function startAnalytics (
  whoIsNow: () => Promise<void>,
  early: ReadonlyArray<readonly [string, number]> = []
): (path: string) => void {
  const view = (path: string, at?: number): void => { track('page', 'view', { path }, at) }
  if (started) return view
  started = true
  whoIs = whoIsNow
  for (const [path, at] of early) view(path, at)
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') beacon() })
  window.addEventListener('pagehide', beacon)
  // Back online: what failed for want of a network goes now rather than at the end of its backoff.
  window.addEventListener('online', () => {
    for (const collector of COLLECTORS) outboxes[collector].due = 0
    void flush()
  })
  // The user type may have been what the waiting events lacked.
  getDefaultStore().sub(loginAtom, () => { if (pending.length > 0 && userType() !== null) void flush() })
  return view
}
