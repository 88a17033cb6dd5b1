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
