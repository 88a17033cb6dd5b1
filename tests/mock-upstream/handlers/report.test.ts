// Analytics: counted, never blocking; the hub answers {ret, msg}.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'

const event = (name: string) => ({
  report_time: Date.now(), event_class: 'wallet', event_name: name, attributes: { amount: 100, ok: true, page: 'withdraw' },
  ext_data: { channel: 'gp', user_id: '20481736', device_id: 'd-1', country_code: 'IN', user_type: 1, plan: 'a' }
})

t.test('event push', async t => {
  const m = await startMock(t)
  t.same(await m.json('eventPush', { events: [event('open'), event('tap')] }), { code: 0, msg: 'Success', data: { accepted: 2 } })
  t.equal((await m.json('eventPush', { events: [] })).code, 40000)
  const journal = (await m.control('get', '/__mock/requests?path=/event_report/api/event/push')).body.items
  t.equal(journal[0].body.events[1].event_name, 'tap', 'what arrived is in the journal')
})

t.test('hub report', async t => {
  const m = await startMock(t)
  t.same(await m.json('hubReport', { list: [event('open')] }), { ret: 0, msg: 'ok' })
  t.same(await m.json('hubReport', { list: [event('open')] }, { token: 'nobody' }), { ret: 0, msg: 'ok' }, 'no login needed')
  const bad = await m.json('hubReport', { list: [{ ...event('open'), extra: 1 }] })
  t.equal(bad.ret, 40000)
  t.notOk('code' in bad)
  t.equal((await m.json('hubReport', { list: [event('open')] }, { secret: 'x' })).ret, 50300)
  t.equal((await m.json('hubReport', { list: [event('open')] }, { token: 'demo-err-50307' })).ret, 50307)
})

t.test('the hub validates strictly: a body with a list, events of the report shape', async t => {
  const m = await startMock(t)
  const refused: Array<[string, Record<string, unknown>]> = [
    ['no list', { events: [event('open')] }],
    ['an empty list', { list: [] }],
    ['a list that is not a list', { list: event('open') }],
    ['an event without ext_data', { list: [{ ...event('open'), ext_data: undefined }] }],
    ['a user type that is not a number', { list: [{ ...event('open'), ext_data: { ...event('open').ext_data, user_type: 'player' } }] }],
    ['more than 50 events', { list: Array.from({ length: 51 }, () => event('open')) }]
  ]
  for (const [what, body] of refused) {
    const answer = await m.json('hubReport', body)
    t.equal(answer.ret, 40000, what)
    t.notOk('code' in answer, `${what}: answered as the hub answers`)
  }
  t.same((await m.control('get', '/__mock/reports?kind=hub')).body, { items: [] }, 'nothing refused is kept as accepted')
})

t.test('accepted reports are kept apart, by collector, until reset', async t => {
  const m = await startMock(t)
  await m.json('eventPush', { events: [event('open')] })
  await m.json('hubReport', { list: [event('open'), event('tap')] })
  const hub = (await m.control('get', '/__mock/reports?kind=hub')).body.items
  t.equal(hub.length, 1)
  t.same(hub[0].events.map((e: { event_name: string }) => e.event_name), ['open', 'tap'])
  t.equal(hub[0].kind, 'hub')
  const all = (await m.control('get', '/__mock/reports')).body.items
  t.same(all.map((r: { kind: string }) => r.kind), ['event', 'hub'])
  t.equal((await m.control('get', '/__mock/reports?kind=other')).status, 400, 'an unknown collector is a mistake in the test')
  await m.control('post', '/__mock/reset')
  t.same((await m.control('get', '/__mock/reports')).body, { items: [] })
})

t.test('a report carrying a secret or a payout detail is refused, naming the attribute', async t => {
  const m = await startMock(t)
  const cases: Array<[string, Record<string, string | number | boolean>, string]> = [
    ['a UPI ID', { to: 'ravi.k@okaxis' }, 'to'],
    ['a PAN', { pan_number: 'ABCPE1234F' }, 'pan_number'],
    ['an IFSC', { code: 'SBIN0001234' }, 'code'],
    ['an account number', { n: '123456789012' }, 'n'],
    ['a token', { authToken: 'demo-in' }, 'authToken']
  ]
  for (const [what, attributes, name] of cases) {
    const hub = await m.json('hubReport', { list: [{ ...event('open'), attributes }] })
    t.equal(hub.ret, 40000, `hub: ${what}`)
    t.match(hub.msg, name, `hub: ${what} is named`)
    const push = await m.json('eventPush', { events: [{ ...event('open'), attributes }] })
    t.equal(push.code, 40000, `event report: ${what}`)
  }
  t.same((await m.control('get', '/__mock/reports')).body, { items: [] }, 'none was kept')
})

t.test('a fault with a chosen code is answered as the hub answers: ret', async t => {
  const m = await startMock(t)
  await m.control('post', '/__mock/fault', { path: '/hub/api/report', code: 10001 })
  const answer = await m.json('hubReport', { list: [event('open')] })
  t.equal(answer.ret, 10001)
  t.notOk('code' in answer)
  t.same(await m.json('hubReport', { list: [event('open')] }), { ret: 0, msg: 'ok' }, 'the fault was used up')
})
