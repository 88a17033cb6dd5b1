// Customer service hours in the player's region time (docs/ARCHITECTURE.md "Limits and constants").
import t from 'tap'
import { FIXED_NATIONAL_HOLIDAYS, SERVICE_HOURS, SERVICE_TIME_ZONES, localClock, serviceStatus } from '../../client/src/features/support/service-status.js'

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
    const s = serviceStatus(at(iso), region)
    t.equal(s.state, state, `${iso} ${region}: ${state} (${s.localTime})`)
    t.equal(s.open, open)
  }
})

t.test('the same instant can be open in one region and closed in another', async t => {
  const instant = at('2025-03-12T12:45:00Z') // 18:15 IST, 18:45 Dhaka, 09:45 São Paulo, 19:45 Jakarta
  t.equal(serviceStatus(instant, 'IN').state, 'after-hours')
  t.equal(serviceStatus(instant, 'BR').state, 'before-hours')
  t.equal(serviceStatus(instant, 'BR').localTime, '09:45')
  t.equal(serviceStatus(at('2025-03-12T14:00:00Z'), 'BR').state, 'open')
})

t.test('closed on national holidays, by the local date', async t => {
  t.ok(FIXED_NATIONAL_HOLIDAYS.IN.includes('08-15'))
  t.equal(serviceStatus(at('2025-08-15T06:00:00Z'), 'IN').state, 'holiday', 'Independence Day in India')
  t.equal(serviceStatus(at('2025-08-17T05:00:00Z'), 'ID').state, 'holiday', 'Independence Day in Indonesia')
  t.equal(serviceStatus(at('2025-12-16T05:00:00Z'), 'BD').state, 'holiday', 'Victory Day in Bangladesh')
  t.equal(serviceStatus(at('2025-09-07T15:00:00Z'), 'BR').state, 'holiday', 'Independence Day in Brazil')
  t.equal(serviceStatus(at('2025-08-15T15:00:00Z'), 'BR').state, 'open', 'another region\'s holiday is a working day')
  // 2025-01-25 18:45 UTC is already 26 January in India (Republic Day).
  t.equal(serviceStatus(at('2025-01-25T18:45:00Z'), 'IN').state, 'holiday')
  t.equal(serviceStatus(at('2025-01-25T13:00:00Z'), 'IN').state, 'after-hours')
})

t.test('movable holidays are passed in', async t => {
  const eid = ['2025-03-31']
  t.equal(serviceStatus(at('2025-03-31T06:00:00Z'), 'BD').state, 'open')
  t.equal(serviceStatus(at('2025-03-31T06:00:00Z'), 'BD', eid).state, 'holiday')
})
