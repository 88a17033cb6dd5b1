// Analytics: page views, the steps of recharge, withdraw and feedback, payment results and errors, sent
// in batches through the event-report call. Never awaited by a screen, never throws; what is still
// queued when the page hides goes with sendBeacon.
import type { ReportEvent } from '../../../shared/schemas/report.js'
import { endpointRoutes } from './endpoint-routes.gen.js'
import { call } from './api.js'
import { appInfo, playerRegion } from './session.js'

const BATCH = 20
const FLUSH_MS = 5000
const MAX_QUEUE = 200

let queue: ReportEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let started = false

type Attr = string | number | boolean

function extData (): ReportEvent['ext_data'] {
  const info = appInfo()
  return {
    channel: info?.channel ?? '',
    user_id: info?.userId ?? '',
    device_id: info?.deviceId ?? '',
    country_code: info?.countryCode || playerRegion(),
    user_type: info?.token ? 1 : 0,
    plan: info?.flavor ?? ''
  }
}

function clean (attributes: Record<string, Attr>): Record<string, Attr> {
  const out: Record<string, Attr> = {}
  for (const [k, v] of Object.entries(attributes).slice(0, 30)) out[k.slice(0, 50)] = typeof v === 'string' ? v.slice(0, 500) : v
  return out
}

export function track (eventClass: string, eventName: string, attributes: Record<string, Attr> = {}): void {
  try {
    if (queue.length >= MAX_QUEUE) queue.shift()
    queue.push({ report_time: Date.now(), event_class: eventClass, event_name: eventName, attributes: clean(attributes), ext_data: extData() })
    if (queue.length >= BATCH) void flush()
    else if (timer === undefined) timer = setTimeout(() => { void flush() }, FLUSH_MS)
  } catch {
    // Analytics must never break a screen.
  }
}

export async function flush (): Promise<void> {
  clearTimeout(timer)
  timer = undefined
  if (queue.length === 0) return
  const events = queue.splice(0, 50)
  const result = await call('eventPush', { events }, { silent: true })
  if (!result.ok && result.status !== 'error') queue = [...events, ...queue].slice(-MAX_QUEUE)
}

function beacon (): void {
  if (queue.length === 0 || typeof navigator.sendBeacon !== 'function') return
  const events = queue.splice(0, 50)
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' })
  if (!navigator.sendBeacon(endpointRoutes.eventPush.path, body)) queue = [...events, ...queue]
}

export function startAnalytics (): void {
  if (started) return
  started = true
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') beacon() })
  window.addEventListener('pagehide', beacon)
}
