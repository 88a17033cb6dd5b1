// Customer service hours in the player's region time (docs/ARCHITECTURE.md "Limits and constants").
import t from 'tap'
import { join } from 'node:path'
import { SERVICE_HOURS, SERVICE_TIME_ZONES, localClock, serviceStatus, uncoveredYear } from '../../client/src/features/support/service-status.js'
import { loadHolidays } from '../../gateway/src/site/holidays.js'
import { projectRoot } from '../../shared/node/project-root.js'

// The operators' calendar as the gateway serves it (GET /api/config `holidays`).
const calendars = loadHolidays(join(projectRoot(), 'gateway', 'config', 'holidays'))

const at = (iso: string) => new Date(iso)

t.test('each region has its own time zone', async t => {
  t.same(SERVICE_TIME_ZONES, { IN: 'Asia/Kolkata', BD: 'Asia/Dhaka', BR: 'America/Sao_Paulo', ID: 'Asia/Jakarta' })
  t.same(SERVICE_HOURS, { open: '10:00', close: '18:00' })
})

t.test('the wall clock of a zone', async t => {
  t.same(localClock(at('2025-03-10T04:30:00Z'), 'Asia/Kolkata'), { date: '2025-03-10', hour: 10, minute: 0 }, 'IST is UTC+5:30')
  t.same(localClock(at('2025-03-10T18:00:00Z'), 'Asia/Dhaka'), { date: '2025-03-11', hour: 0, minute: 0 }, 'midnight is hour 0 of the next date')
  t.same(localClock(at('2025-03-10T02:59:00Z'), 'America/Sao_Paulo'), { date: '2025-03-09', hour: 23, minute: 59 }, 'BRT is UTC-3, the day before')
})

t.test('open from 10:00 to 18:00 local time, every day', async t => {
  // 2025-03-10 is a Monday, 2025-03-16 a Sunday: the days of the week do not matter.
  const cases: Array<[string, Parameters<typeof serviceStatus>[1], string, boolean]> = [
    ['2025-03-10T04:29:00Z', 'IN', 'before-hours', false], // 09:59 IST
    ['2025-03-10T04:30:00Z', 'IN', 'open', true], // 10:00 IST
    ['2025-03-10T12:29:00Z', 'IN', 'open', true], // 17:59 IST
    ['2025-03-10T12:30:00Z', 'IN', 'after-hours', false], // 18:00 IST
    ['2025-03-16T04:00:00Z', 'BD', 'open', true], // Sunday 10:00 Dhaka (UTC+6)
    ['2025-03-16T03:59:00Z', 'BD', 'before-hours', false],
    ['2025-03-15T13:00:00Z', 'BR', 'open', true], // Saturday 10:00 São Paulo
    ['2025-03-15T21:00:00Z', 'BR', 'after-hours', false], // 18:00 São Paulo
    ['2025-03-15T03:00:00Z', 'ID', 'open', true], // 10:00 Jakarta (UTC+7)
    ['2025-03-15T11:00:00Z', 'ID', 'after-hours', false]
  ]
  for (const [iso, region, state, open] of cases) {
    const s = serviceStatus(at(iso), region, calendars[region])
    t.equal(s.state, state, `${iso} ${region}: ${state} (${s.localTime})`)
    t.equal(s.open, open)
  }
})

t.test('the same instant can be open in one region and closed in another', async t => {
  const instant = at('2025-03-12T12:45:00Z') // 18:15 IST, 18:45 Dhaka, 09:45 São Paulo, 19:45 Jakarta
  t.equal(serviceStatus(instant, 'IN', calendars.IN).state, 'after-hours')
  t.equal(serviceStatus(instant, 'BR', calendars.BR).state, 'before-hours')
  t.equal(serviceStatus(instant, 'BR', calendars.BR).localTime, '09:45')
  t.equal(serviceStatus(at('2025-03-12T14:00:00Z'), 'BR', calendars.BR).state, 'open')
})

t.test('closed on national holidays, by the local date', async t => {
  t.equal(serviceStatus(at('2025-08-15T06:00:00Z'), 'IN', calendars.IN).state, 'holiday', 'Independence Day in India')
  t.equal(serviceStatus(at('2025-08-17T05:00:00Z'), 'ID', calendars.ID).state, 'holiday', 'Independence Day in Indonesia')
  t.equal(serviceStatus(at('2025-12-16T05:00:00Z'), 'BD', calendars.BD).state, 'holiday', 'Victory Day in Bangladesh')
  t.equal(serviceStatus(at('2025-09-07T15:00:00Z'), 'BR', calendars.BR).state, 'holiday', 'Independence Day in Brazil')
  t.equal(serviceStatus(at('2025-08-15T15:00:00Z'), 'BR', calendars.BR).state, 'open', 'another region\'s holiday is a working day')
  // 2025-01-25 18:45 UTC is already 26 January in India (Republic Day).
  t.equal(serviceStatus(at('2025-01-25T18:45:00Z'), 'IN', calendars.IN).state, 'holiday')
  t.equal(serviceStatus(at('2025-01-25T13:00:00Z'), 'IN', calendars.IN).state, 'after-hours')
})

t.test('the movable holidays of each region and year, from the calendar', async t => {
  // 12:00 local time on each date: open were it not a holiday.
  const cases: Array<[string, 'IN' | 'BD' | 'BR' | 'ID', string]> = [
    ['2025-03-14T06:30:00Z', 'IN', 'Holi 2025'],
    ['2025-10-20T06:30:00Z', 'IN', 'Diwali 2025'],
    ['2026-03-04T06:30:00Z', 'IN', 'Holi 2026'],
    ['2026-11-08T06:30:00Z', 'IN', 'Diwali 2026'],
    ['2027-10-29T06:30:00Z', 'IN', 'Diwali 2027'],
    ['2025-06-07T06:30:00Z', 'IN', 'Eid al-Adha 2025'],
    ['2025-03-31T06:00:00Z', 'BD', 'Eid al-Fitr 2025'],
    ['2025-10-02T06:00:00Z', 'BD', 'Durga Puja (Bijoya Dashami) 2025'],
    ['2026-05-27T06:00:00Z', 'BD', 'Eid al-Adha 2026'],
    ['2025-03-29T05:00:00Z', 'ID', 'Nyepi 2025'],
    ['2025-03-31T05:00:00Z', 'ID', 'Idul Fitri 2025'],
    ['2026-03-20T05:00:00Z', 'ID', 'Idul Fitri 2026'],
    ['2025-03-04T15:00:00Z', 'BR', 'Carnival 2025'],
    ['2026-02-17T15:00:00Z', 'BR', 'Carnival 2026'],
    ['2027-02-09T15:00:00Z', 'BR', 'Carnival 2027'],
    ['2026-04-03T15:00:00Z', 'BR', 'Good Friday 2026']
  ]
  for (const [iso, region, name] of cases) t.equal(serviceStatus(at(iso), region, calendars[region]).state, 'holiday', `${region}: ${name}`)
  t.equal(serviceStatus(at('2026-03-04T15:00:00Z'), 'BR', calendars.BR).state, 'open', 'India\'s Holi is a working day in Brazil')
  t.equal(serviceStatus(at('2026-02-17T06:30:00Z'), 'IN', calendars.IN).state, 'open', 'Brazil\'s Carnival is a working day in India')
})

t.test('across a year boundary: a year the calendar does not cover is unknown, never open', async t => {
  const only2026 = { years: [2026], dates: calendars.IN.dates.filter(d => d.startsWith('2026-')) }
  // 31 December 2026, 23:59 IST, then 1 January 2027, 00:00 IST.
  t.equal(serviceStatus(at('2026-12-31T18:29:00Z'), 'IN', only2026).state, 'after-hours', 'the last minute of a covered year')
  const next = serviceStatus(at('2026-12-31T18:30:00Z'), 'IN', only2026)
  t.same([next.state, next.open], ['unknown', false], 'the first minute of an uncovered one')
  t.equal(serviceStatus(at('2027-01-04T06:30:00Z'), 'IN', only2026).state, 'unknown', 'even at midday on a working day')
  t.equal(uncoveredYear(at('2026-12-31T18:30:00Z'), 'IN', only2026), 2027, 'the year to log')
  t.equal(uncoveredYear(at('2026-12-31T18:29:00Z'), 'IN', only2026), null)
  t.equal(serviceStatus(at('2026-06-01T06:30:00Z'), 'IN', undefined).state, 'unknown', 'no calendar at all')
  // By the local date: 31 December 17:00 UTC is already 2027 in Jakarta but not in São Paulo.
  t.equal(uncoveredYear(at('2026-12-31T17:00:00Z'), 'ID', { years: [2026], dates: [] }), 2027)
  t.equal(uncoveredYear(at('2026-12-31T17:00:00Z'), 'BR', { years: [2026], dates: [] }), null)
  // The files cover 2025 to 2027: New Year's Day 2027 is a holiday in Brazil, the day before a working day.
  t.equal(serviceStatus(at('2026-12-31T15:00:00Z'), 'BR', calendars.BR).state, 'open')
  t.equal(serviceStatus(at('2027-01-01T15:00:00Z'), 'BR', calendars.BR).state, 'holiday')
  t.equal(serviceStatus(at('2028-01-03T15:00:00Z'), 'BR', calendars.BR).state, 'unknown', '2028 is not in the files yet')
})
