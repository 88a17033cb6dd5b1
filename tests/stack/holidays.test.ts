// Each region's holiday calendar (gateway/config/holidays/<REGION>/<YYYY>.json) and the host's server name,
// served to the client in GET /api/config; a broken file stops the start, a missing year is reported.
import t from 'tap'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startStack } from '../helpers/stack.js'
import { loadHolidays, uncoveredYears } from '../../gateway/src/site/holidays.js'

t.test('GET /api/config carries the host region\'s calendar and server name', async t => {
  const s = await startStack(t)
  const cases: Array<[string, string, string, string[]]> = [
    ['localhost', 'IN', 'in-1', ['2025-10-20', '2026-03-04', '2026-11-08', '2027-01-26']],
    ['coin.localhost', 'BD', 'bd-1', ['2025-03-31', '2025-10-02', '2026-12-16']],
    ['br.localhost', 'BR', 'br-1', ['2025-03-04', '2026-02-17', '2026-04-03', '2027-02-09']],
    ['id.localhost', 'ID', 'id-1', ['2025-03-29', '2026-03-20', '2027-08-17']]
  ]
  for (const [host, region, server, some] of cases) {
    const data = (await s.api.get('/api/config').set('host', host).expect(200)).body.data
    t.equal(data.region, region)
    t.equal(data.serverName, server, `${host}: the configured server name`)
    t.same(data.holidays.years, [2025, 2026, 2027], `${host}: the years the files cover`)
    for (const date of some) t.ok(data.holidays.dates.includes(date), `${host}: ${date} is a holiday`)
    t.notOk(data.holidays.dates.includes('2026-06-10'), `${host}: an ordinary day is not`)
  }
})

t.test('the loader: per region and year, checked, gaps reported', async t => {
  const dir = t.testdir({})
  mkdirSync(join(dir, 'IN'))
  const file = (region: string, year: number, dates: string[]) => JSON.stringify({ region, year, status: 'official', holidays: dates.map(date => ({ date, name: 'A holiday' })) })
  writeFileSync(join(dir, 'IN', '2026.json'), file('IN', 2026, ['2026-11-08', '2026-01-26']))
  const loaded = loadHolidays(dir)
  t.same(loaded.IN, { years: [2026], dates: ['2026-01-26', '2026-11-08'] }, 'sorted')
  t.same(loaded.BR, { years: [], dates: [] }, 'a region without files has no year covered')
  t.same(uncoveredYears(loaded, new Date('2026-06-01T00:00:00Z')).filter(g => g.region === 'IN'), [{ region: 'IN', year: 2027 }], 'next year is missing for India')
  t.equal(uncoveredYears(loaded, new Date('2026-06-01T00:00:00Z')).filter(g => g.region === 'BR').length, 2, 'both years for Brazil')

  writeFileSync(join(dir, 'IN', '2027.json'), file('IN', 2027, ['2026-12-25']))
  t.throws(() => loadHolidays(dir), /IN\/2027\.json: 2026-12-25 is not a date of 2027/, 'a date of another year')
  writeFileSync(join(dir, 'IN', '2027.json'), file('IN', 2027, ['2027-02-30']))
  t.throws(() => loadHolidays(dir), /2027-02-30 is not a date of 2027/, 'a day that does not exist')
  writeFileSync(join(dir, 'IN', '2027.json'), file('BD', 2027, ['2027-01-26']))
  t.throws(() => loadHolidays(dir), /IN\/2027\.json: says BD 2027, its path IN 2027/, 'a file in the wrong folder')
  writeFileSync(join(dir, 'IN', '2027.json'), '{"region": "IN", "year": 2027, "holidays": []}')
  t.throws(() => loadHolidays(dir), /IN\/2027\.json/, 'a missing field')
})
