// Feedback, written once: the months the history may be filtered by (the client checks before asking, the
// mock upstream refuses the rest with "Invalid time"), the song report's limits, and what a diagnostic log
// entry may hold. Pure.

/** The history reaches back this many calendar months, the current one included. */
export const FEEDBACK_HISTORY_MONTHS = 12

/** What a player reports about a song. */
export const SONG_PROBLEMS = ['request', 'wont_play', 'sound', 'other'] as const
export type SongProblem = (typeof SONG_PROBLEMS)[number]
export const SONG_TEXT_MAX = 100

/** The most entries a diagnostic log carries (the client's ring holds as many). */
export const FEEDBACK_LOG_MAX = 50
/**
 * A log entry's request id is the gateway's own (a random UUID): the one shape that cannot carry a token,
 * an account number, a UPI ID or a PAN. Anything else is recorded as '' and refused upstream.
 */
export const LOG_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** A call's path as the endpoint table names it: no query, no @, no capitals (a PAN, a UPI ID, a token). */
export const LOG_ENDPOINT = /^\/api\/[a-z0-9_/.-]{1,120}$/

/** "YYYY-MM" of a moment in a time zone (the region's, so client and upstream agree on "this month"). */
export function monthAt (ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(
    'en-US',
    { timeZone, year: 'numeric', month: '2-digit' }
  ).formatToParts(new Date(ms))
  return `${parts.find(p => p.type === 'year')?.value ?? '0000'}-${parts.find(p => p.type === 'month')?.value ?? '00'}`
}

function index (month: string): number {
  const [y, m] = month.split('-').map(Number)
  return (y ?? 0) * 12 + (m ?? 1) - 1
}

/** The month `back` months before `month` ("2026-01" and 1 give "2025-12"). */
export function monthBefore (month: string, back: number): string {
  const i = index(month) - back
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`
}

/** Whether the history may be filtered by `month` when it is `current` now: not in the future, not too old. */
export function feedbackMonthAllowed (month: string, current: string): boolean {
  if (!/^\d{4}-(?:0[1-9]|1[0-2])$/.test(month)) return false
  const diff = index(current) - index(month)
  return diff >= 0 && diff < FEEDBACK_HISTORY_MONTHS
}
