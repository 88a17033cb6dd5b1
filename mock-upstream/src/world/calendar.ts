// The region's calendar: days, months and local times in the region's own time zone (the data centre's
// days), so a daily limit, a month filter and a tax year start when the player's day does.
import { REGION_INFO, type Region } from '../../../shared/regions.js'

const timeZone = (region: Region): string => REGION_INFO[region].timeZone

// One formatter per region and kind, made on first use: building an Intl.DateTimeFormat costs far more than
// formatting with it, and the world asks for days and months on nearly every call.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter (kind: string, locale: string, region: Region, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}:${region}`
  let format = formatters.get(key)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone(region) })
    formatters.set(key, format)
  }
  return format
}

/** "YYYY-MM" of a time in the region's own time zone, so a month filter matches what the player sees. */
export function monthOf (unixSeconds: number, region: Region): string {
  const format = formatter('month', 'en-US', region, { year: 'numeric', month: '2-digit' })
  const parts = format.formatToParts(new Date(unixSeconds * 1000))
  const year = parts.find(p => p.type === 'year')?.value ?? '0000'
  const month = parts.find(p => p.type === 'month')?.value ?? '00'
  return `${year}-${month}`
}

/** "YYYY-MM-DD" of a time in the region's own time zone (the data centre's days). */
export function dayOf (unixSeconds: number, region: Region): string {
  const format = formatter('day', 'en-CA', region, { year: 'numeric', month: '2-digit', day: '2-digit' })
  return format.format(new Date(unixSeconds * 1000))
}

/** "YYYY-MM-DD HH:mm" of a time in the region's own time zone (rows of a download list). */
export function localTime (unixSeconds: number, region: Region): string {
  const format = formatter('local', 'en-GB', region, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23'
  })
  const parts = Object.fromEntries(format.formatToParts(new Date(unixSeconds * 1000)).map(p => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** The region's offset from UTC at a time, in seconds (from the zone's "GMT+05:30" name). */
export function offsetOf (unixSeconds: number, region: Region): number {
  const format = formatter('offset', 'en-US', region, { timeZoneName: 'longOffset' })
  const name = format.formatToParts(new Date(unixSeconds * 1000)).find(p => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (m === null) return 0
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60)
}

/** When the region's next calendar day starts (its local midnight), for limits that reset daily. */
export function nextDayStart (unixSeconds: number, region: Region): number {
  const [y, m, d] = dayOf(unixSeconds, region).split('-').map(Number) as [number, number, number]
  const utcMidnight = Date.UTC(y, m - 1, d + 1) / 1000
  return utcMidnight - offsetOf(utcMidnight, region)
}
