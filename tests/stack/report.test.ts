// The analytics routes through the real gateway before the real mock: the hub's ret 0 is success, any other ret
// is a failure with the hub's code (never a success, never a 5xx); a malformed report, or one carrying a secret
// or a payout detail, is refused with a 400 naming the field before anything reaches the upstream.
import t from 'tap'
import { startStack } from '../helpers/stack.js'
import { message } from '../helpers/messages.js'

const HUB = '/api/hub/report'
const EVENTS = '/api/event_report/api/event/push'
const UPSTREAM_HUB = '/hub/api/report'

const event = (attributes: Record<string, string | number | boolean> = { page: 'withdraw', amount: 10000 }) => ({
  report_time: 1764200000000,
  event_class: 'withdraw',
  event_name: 'confirmed',
  attributes,
  ext_data: { channel: 'gp', user_id: '20481736', device_id: 'd-1', country_code: 'IN', user_type: 1, plan: 'gp_in' }
})

t.test('ret 0 is success; what arrived is kept by the upstream', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await s.api.post(HUB).send({ list: [event(), event({ step: 'amount' })] })
  t.equal(res.status, 200)
  t.same(res.body, { code: 0, msg: 'ok', data: null, status: 'success' })
  const kept = (await s.mock.inject({ method: 'GET', url: '/__mock/reports?kind=hub' })).json<{ items: Array<{ events: Array<{ attributes: Record<string, unknown> }> }> }>()
  t.equal(kept.items.length, 1, 'one report accepted')
  t.same(kept.items[0]?.events.map(e => e.attributes), [{ page: 'withdraw', amount: 10000 }, { step: 'amount' }])
})

t.test('a non-zero ret is a failure with the hub\'s code, not a success', async t => {
  const s = await startStack(t)
  await s.reset()
  await s.fault({ path: UPSTREAM_HUB, code: 10001, msg: 'hub busy' })
  const res = await s.api.post(HUB).send({ list: [event()] })
  t.equal(res.status, 200)
  t.same(res.body, { code: 10001, msg: 'hub busy', data: null, status: 'error' })
  t.same((await s.mock.inject({ method: 'GET', url: '/__mock/reports?kind=hub' })).json(), { items: [] }, 'nothing was accepted')
  // A hub that answers the code envelope instead of ret is not a success either.
  await s.fault({ path: UPSTREAM_HUB, http_status: 503 })
  const busy = await s.api.post(HUB).send({ list: [event()] })
  t.equal(busy.status, 502)
  t.equal(busy.body.status, 'error')
  t.equal(busy.body.msg, message('en', 'error.system_busy'))
})

t.test('malformed reports are refused before the upstream', async t => {
  const s = await startStack(t)
  await s.reset()
  const cases: Array<[string, string, unknown, string]> = [
    ['no list (the event report\'s name for it)', HUB, { events: [event()] }, 'list'],
    ['an empty list', HUB, { list: [] }, 'list'],
    ['a list that is not a list', HUB, { list: event() }, 'list'],
    ['an event with an unknown field', HUB, { list: [{ ...event(), token: 'demo-in' }] }, 'list.0.token'],
    ['an ext_data without the user type', HUB, { list: [{ ...event(), ext_data: { channel: 'gp', user_id: '1', device_id: 'd', country_code: 'IN', plan: '' } }] }, 'list.0.ext_data.user_type'],
    ['too many events', HUB, { list: Array.from({ length: 51 }, () => event()) }, 'list'],
    ['the hub\'s list sent as events', EVENTS, { list: [event()] }, 'events']
  ]
  for (const [what, path, body, field] of cases) {
    const res = await s.api.post(path).send(body as object)
    t.equal(res.status, 400, what)
    t.equal(res.body.errors?.[0]?.field, field, `${what}: names ${field}`)
  }
  t.same(await s.journal(), [], 'nothing reached the upstream')
})

t.test('a report carrying a secret or a payout detail is refused, named, before the upstream', async t => {
  const s = await startStack(t)
  await s.reset()
  const cases: Array<[string, Record<string, string | number | boolean>, string]> = [
    ['a token by name', { token: 'abc' }, 'token'],
    ['an account number by name', { bank_account: 123 }, 'bank_account'],
    ['a UPI ID as a value', { target: 'rahul.sharma@okhdfcbank' }, 'target'],
    ['a PAN as a value', { note: 'ABCPE1234F' }, 'note'],
    ['an IFSC as a value', { note: 'HDFC0001234' }, 'note'],
    ['a phone as a value', { contact: '+91 98765 43210' }, 'contact'],
    ['a phone by name', { phone: true }, 'phone'],
    ['a bearer token as a value', { header: 'Bearer demo-in' }, 'header']
  ]
  for (const [what, attributes, name] of cases) {
    for (const [path, list] of [[HUB, 'list'], [EVENTS, 'events']] as const) {
      const res = await s.api.post(path).send({ [list]: [event(), event(attributes)] })
      t.equal(res.status, 400, `${path}: ${what}`)
      t.equal(res.body.errors?.[0]?.field, `${list}.1.attributes.${name}`, `${path}: ${what} is named`)
    }
  }
  const hi = await s.api.post(HUB).set('accept-language', 'hi').send({ list: [event({ upi_id: 'x' })] })
  t.equal(hi.body.errors?.[0]?.message, message('hi', 'error.not_allowed', { field: message('hi', 'field.upi_id') }), 'in the player\'s language')
  t.same(await s.journal(), [], 'nothing reached the upstream')
  const fine = await s.api.post(HUB).send({ list: [event({ order_id: 'WD10000110', amount: 50000, type: 'upi', path: '/withdraw/option' })] })
  t.equal(fine.body.status, 'success', 'ids, amounts and payout type names are not secrets')
})
