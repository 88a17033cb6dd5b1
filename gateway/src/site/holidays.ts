// Each region's national holidays, per year, as operators keep them: `HOLIDAYS_DIR/<REGION>/<YYYY>.json`
// (gateway/config/holidays/). Customer service is closed on them (client features/support); a year the
// files do not cover is logged here at start and shown as "hours unknown" by the client, never as open.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Type, type Static } from 'typebox'
import { Compile } from 'typebox/compile'
import { REGIONS, type Region } from '../../../shared/regions.js'

const HolidayFile = Type.Object({
  $comment: Type.Optional(Type.String()),
  region: Type.String(),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  /** official: as the government published it; provisional: lunar dates computed, to check when published. */
  status: Type.Union([Type.Literal('official'), Type.Literal('provisional')]),
  holidays: Type.Array(Type.Object({
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    name: Type.String({ minLength: 1 })
  }, { additionalProperties: false }))
}, { additionalProperties: false })
type HolidayFile = Static<typeof HolidayFile>
const check = Compile(HolidayFile)

/** One region's calendar: the years its files cover and every holiday date (YYYY-MM-DD) in them. */
export interface RegionHolidays { years: number[], dates: string[] }
export type HolidayCalendars = Record<Region, RegionHolidays>

function realDate (date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const at = new Date(Date.UTC(y, m - 1, d))
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
}

function readYear (file: string, region: Region, year: number): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new Error(`holiday calendar ${file} cannot be read: ${(err as Error).message}`)
  }
  if (!check.Check(parsed)) {
    const first = check.Errors(parsed)[0]
    throw new Error(`holiday calendar ${file}: ${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`)
  }
  const data: HolidayFile = parsed
  if (data.region !== region || data.year !== year) {
    throw new Error(`holiday calendar ${file}: says ${data.region} ${data.year}, its path ${region} ${year}`)
  }
  const dates = data.holidays.map(h => h.date)
  for (const date of dates) {
    if (!date.startsWith(`${year}-`) || !realDate(date)) {
      throw new Error(`holiday calendar ${file}: ${date} is not a date of ${year}`)
    }
  }
  return [...new Set(dates)].sort()
}

/** Reads every region's files; a broken file stops the start with its name, a missing folder is no holidays. */
export function loadHolidays (dir: string): HolidayCalendars {
  const calendars = {} as HolidayCalendars
  for (const region of REGIONS) {
    const folder = join(dir, region)
    const files = existsSync(folder) ? readdirSync(folder).filter(f => /^\d{4}\.json$/.test(f)).sort() : []
    const years: number[] = []
    const dates: string[] = []
    for (const f of files) {
      const year = Number(f.slice(0, 4))
      years.push(year)
      dates.push(...readYear(join(folder, f), region, year))
    }
    calendars[region] = { years, dates }
  }
  return calendars
}

/** The regions whose calendar does not cover the year of `now` or the next one, for the start-up log. */
export function uncoveredYears (calendars: HolidayCalendars, now: Date): Array<{ region: Region, year: number }> {
  const year = now.getUTCFullYear()
  const missing: Array<{ region: Region, year: number }> = []
  for (const region of REGIONS) {
    for (const y of [year, year + 1]) if (!calendars[region].years.includes(y)) missing.push({ region, year: y })
  }
  return missing
}
