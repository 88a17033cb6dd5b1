// Payout bindings sent straight to the upstream, past the client's and the gateway's checks: the upstream
// itself refuses a destination that breaks its rule, so nothing but the typed account is ever bound.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'

t.test('a UPI ID, or IFSC with an inner space is refused by the upstream, not joined', async t => {
  const m = await startMock(t)
  await m.control('post', '/__mock/reset').expect(200)
  const upi = { upi_id: 'rahul.sharma@ybl', name: 'Rahul Sharma', phone: '9876543210', email: 'rahul.sharma@gmail.com' }
  for (const upi_id of ['rahul sharma@ybl', 'rahul@ok hdfcbank']) {
    const res = await m.json('updateUpiAccount', { ...upi, upi_id }, { token: 'demo-in-new' })
    t.equal(res.code, 40000, `"${upi_id}" is a parameter error`)
    t.equal(res.msg, 'Invalid request: UPI ID', 'naming the field')
  }
  const bank = { bank_account: '50100987654321', name: 'Rahul Sharma', ifsc: 'SBIN 0000691', phone: '9876543210', email: 'rahul.sharma@gmail.com' }
  t.equal((await m.json('updateBankAccount', bank, { token: 'demo-in-new' })).code, 40000, 'an IFSC with a space')
  t.equal((await m.json('updateBankAccount', { ...bank, ifsc: 'SBIN0000691', bank_account: '5010 0987 654321' }, { token: 'demo-in-new' })).code, 40000, 'the upstream takes account numbers without grouping: the gateway drops it')
  t.equal((await m.json('getUpiAccount', {}, { token: 'demo-in-new' })).data.status, 'none', 'nothing was bound')
  const bound = await m.json('updateUpiAccount', upi, { token: 'demo-in-new' })
  t.equal(bound.code, 0, 'a handle without the space is bound as sent')
  t.equal(bound.data.upi_id, 'rahul.sharma@ybl')
})
