// Customer service is open 10:00-18:00 every day except national holidays (docs/ARCHITECTURE.md "Limits and constants"), in the
// player's own region time. Pure: the clock and the region come in, so it is tested in Node.
import { REGION_INFO, type Region } from '../../../../shared/regions.js'

export const SERVICE_OPEN_HOUR = 10
export const SERVICE_CLOSE_HOUR = 18

/** Service hours are kept in the region's own time zone. */
export const SERVICE_TIME_ZONES: Readonly<Record<Region, string>> = {
  IN: REGION_INFO.IN.timeZone,
  BD: REGION_INFO.BD.timeZone,
  BR: REGION_INFO.BR.timeZone,
  ID: REGION_INFO.ID.timeZone
}

/**
 * National holidays that fall on the same date every year (MM-DD). Holidays of lunar or religious
 * calendars (Eid, Diwali, Carnival, Nyepi...) move every year: the operator passes those dates as
 * `extraHolidays` (YYYY-MM-DD); the hours text always says "except national holidays" anyway.
 */
export const FIXED_NATIONAL_HOLIDAYS: Readonly<Record<Region, readonly string[]>> = {
  IN: ['01-26', '08-15', '10-02'],
  BD: ['02-21', '03-26', '04-14', '05-01', '12-16', '12-25'],
  BR: ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'],
  ID: ['01-01', '05-01', '06-01', '08-17', '12-25']
}

export interface LocalClock {
  /** YYYY-MM-DD in the zone */
  date: string
  hour: number
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter (timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall clock of a time zone at an instant. */
export function localClock (now: Date, timeZone: string): LocalClock {
  const parts: Record<string, string> = {}
  for (const p of formatter(timeZone).formatToParts(now)) parts[p.type] = p.value
  // Some engines print midnight as 24 with h23 requested; it is hour 0 of the same date.
  const hour = Number(parts.hour) % 24
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour, minute: Number(parts.minute) }
}

export type ServiceState = 'open' | 'before-hours' | 'after-hours' | 'holiday'

export interface ServiceStatus {
  open: boolean
  state: ServiceState
  timeZone: string
  /** HH:MM now in the region */
  localTime: string
  openAt: string
  closeAt: string
}

const hhmm = (hour: number, minute = 0): string => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

/** The hours as shown ("10:00", "18:00"), for texts that name them. */
export const SERVICE_HOURS = { open: hhmm(SERVICE_OPEN_HOUR), close: hhmm(SERVICE_CLOSE_HOUR) } as const

export function isHoliday (date: string, region: Region, extraHolidays: readonly string[] = []): boolean {
  return FIXED_NATIONAL_HOLIDAYS[region].includes(date.slice(5)) || extraHolidays.includes(date)
}

export function serviceStatus (now: Date, region: Region, extraHolidays: readonly string[] = []): ServiceStatus {
  const timeZone = SERVICE_TIME_ZONES[region]
  const clock = localClock(now, timeZone)
  const minutes = clock.hour * 60 + clock.minute
  const state: ServiceState = isHoliday(clock.date, region, extraHolidays)
    ? 'holiday'
    : minutes < SERVICE_OPEN_HOUR * 60
      ? 'before-hours'
      : minutes >= SERVICE_CLOSE_HOUR * 60 ? 'after-hours' : 'open'
  return { open: state === 'open', state, timeZone, localTime: hhmm(clock.hour, clock.minute), openAt: SERVICE_HOURS.open, closeAt: SERVICE_HOURS.close }
}
