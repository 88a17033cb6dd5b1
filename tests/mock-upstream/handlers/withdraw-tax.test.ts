// Tax on Indian withdrawals as the law says today (section 194BA, Rule 133; CONTRACT section 10): 30% of the
// increase in the financial year's net winnings a withdrawal brings about, no threshold, given back on cancel.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'

const WINNER = 'demo-in-winner'

t.test('tax on Indian withdrawals', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const asset = async (token = WINNER): Promise<any> => (await m.json('assetInfo', {}, { token })).data
  const withdraw = async (amount: number, token = WINNER): Promise<any> => {
    const res = await m.json('withdraw', { amount }, { token })
    t.equal(res.code, 0, `withdrawing ${amount} is accepted`)
    return res.data.order
  }
  const record = async (orderId: string, token = WINNER): Promise<any> =>
    (await m.json('withdrawList', { page_size: 50 }, { token })).data.items.find((w: any) => w.order_id === orderId)

  t.test('the demo player: ₹10,000.00 withholds ₹1,500.00, a further ₹2,000.00 withholds ₹600.00', async t => {
    const before = await asset()
    t.match(before, { amount: 2000000, withdraw_amt: 2000000 })
    t.match(before.tax_year, { opening_balance: 0, deposits: 500000, withdrawals: 0, withheld: 0, net_winnings: 0 })
    t.equal(before.withdraw_conf.tax_rate_bp, 3000)

    const first = await withdraw(1000000)
    t.equal(first.tax, 150000, '30% of the ₹5,000.00 of net winnings')
    t.equal((await record(first.order_id)).tax, 150000, 'the record carries the tax')
    t.match((await asset()).tax_year, { deposits: 500000, withdrawals: 1000000, withheld: 150000, net_winnings: 500000 })

    const second = await withdraw(200000)
    t.equal(second.tax, 60000, '30% of the ₹2,000.00 increase')
    t.match((await asset()).tax_year, { withdrawals: 1200000, withheld: 210000, net_winnings: 700000 })
    t.equal((await asset()).amount, 800000, 'the balance is debited the whole amount; the tax comes out of the payout')
  })

  t.test('a cancelled withdrawal gives its tax back', async t => {
    const first = await withdraw(1000000)
    t.equal(first.tax, 150000)
    const cancel = await m.json('withdrawCancel', { order_id: first.order_id }, { token: WINNER })
    t.equal(cancel.code, 0)
    t.equal(cancel.data.refunded, 1000000, 'the whole amount comes back')
    t.match((await asset()).tax_year, { withdrawals: 0, withheld: 0, net_winnings: 0 }, 'no longer counted, its tax given back')
    t.equal((await withdraw(200000)).tax, 0, '₹2,000.00 is below the ₹5,000.00 deposited: no net winnings')
    t.equal((await withdraw(1000000)).tax, 210000, 'then ₹12,000.00 out in all: 30% of ₹7,000.00, nothing withheld before = ₹2,100.00')
  })

  t.test('a player whose deposits exceed the withdrawals pays nothing', async t => {
    t.equal((await withdraw(400000)).tax, 0, '₹4,000.00 out after ₹5,000.00 in')
    const order = await m.json('recharge', { amount: 500000, channel_id: 14 }, { token: WINNER })
    t.equal(order.code, 0, 'a further deposit of ₹5,000.00')
    await m.control('post', '/__mock/provider/pay', { order_id: order.data.order.order_id, outcome: 'paid' }).expect(200)
    t.match((await asset()).tax_year, { deposits: 1000000, withdrawals: 400000, net_winnings: 0 })
    t.equal((await withdraw(600000)).tax, 0, '₹10,000.00 out after ₹10,000.00 in: nothing')
    t.equal((await withdraw(100000)).tax, 30000, 'no threshold: the first ₹1,000.00 above the deposits is taxed')
  })

  t.test('the year ends at midnight of 31 March in India\'s time', async t => {
    const real = Math.floor(Date.now() / 1000)
    const year = new Date(real * 1000).getUTCMonth() >= 3 ? new Date(real * 1000).getUTCFullYear() + 1 : new Date(real * 1000).getUTCFullYear()
    // 1 April 00:00 IST is 31 March 18:30 UTC.
    const newYear = Date.UTC(year, 2, 31, 18, 30) / 1000
    await m.control('post', '/__mock/clock', { set_offset_s: newYear - 120 - real }).expect(200)
    const last = await asset()
    t.ok(last.tax_year.start < newYear - 300 * 86400, 'two minutes before: still the year that began last April')
    t.equal((await withdraw(1000000)).tax, 150000, 'taxed in the old year')
    await m.control('post', '/__mock/clock', { advance_s: 240 }).expect(200)
    const next = await asset()
    t.same(next.tax_year, { start: newYear, opening_balance: 1000000, deposits: 0, withdrawals: 0, withheld: 0, net_winnings: 0 },
      'a new year opens at 00:00 IST with the balance of then')
    t.equal((await withdraw(200000)).tax, 0, 'the same ₹2,000.00 that withheld ₹600.00 in the old year withholds nothing: the opening balance covers it')
  })

  t.test('other regions withhold nothing unless configured', async t => {
    const br = await asset('demo-br')
    t.equal(br.withdraw_conf.tax_rate_bp, 0)
    const res = await m.json('withdraw', { amount: 100000 }, { token: 'demo-br' })
    t.equal(res.code, 0)
    t.equal(res.data.order.tax, 0)
  })
})
