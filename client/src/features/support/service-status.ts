// Customer service is open 10:00-18:00 every day except national holidays (docs/ARCHITECTURE.md "Limits and
// constants"), in the player's own region time, by the operators' holiday calendar. Pure: the clock, region and
// calendar come in, so it is tested in Node.
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
 * A region's national holidays as the operators keep them per year (gateway/config/holidays/, served in
 * GET /api/config `holidays`): the movable ones (Holi, Diwali, Eid, Durga Puja, Nyepi, Carnival, Good Friday...)
 * included. `years` are the years it covers; a date of another year has unknown hours.
 */
export interface HolidayCalendar { years: readonly number[], dates: readonly string[] }

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
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23'
    })
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

/** unknown: the calendar does not cover the local date's year, so whether it is a holiday cannot be told. */
export type ServiceState = 'open' | 'before-hours' | 'after-hours' | 'holiday' | 'unknown'

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

/** true or false by the calendar, null when it does not cover the date's year. */
export function isHoliday (date: string, calendar: HolidayCalendar | undefined): boolean | null {
  if (calendar === undefined || !calendar.years.includes(Number(date.slice(0, 4)))) return null
  return calendar.dates.includes(date)
}

/** The local date's year the calendar does not cover, for the log; null when it does. */
export function uncoveredYear (now: Date, region: Region, calendar: HolidayCalendar | undefined): number | null {
  const date = localClock(now, SERVICE_TIME_ZONES[region]).date
  return isHoliday(date, calendar) === null ? Number(date.slice(0, 4)) : null
}

export function serviceStatus (now: Date, region: Region, calendar: HolidayCalendar | undefined): ServiceStatus {
  const timeZone = SERVICE_TIME_ZONES[region]
  const clock = localClock(now, timeZone)
  const minutes = clock.hour * 60 + clock.minute
  const holiday = isHoliday(clock.date, calendar)
  const state: ServiceState = holiday === null
    ? 'unknown'
    : holiday
      ? 'holiday'
      : minutes < SERVICE_OPEN_HOUR * 60
        ? 'before-hours'
        : minutes >= SERVICE_CLOSE_HOUR * 60 ? 'after-hours' : 'open'
  return {
    open: state === 'open',
    state,
    timeZone,
    localTime: hhmm(clock.hour, clock.minute),
    openAt: SERVICE_HOURS.open,
    closeAt: SERVICE_HOURS.close
  }
}
