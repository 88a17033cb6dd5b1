// Balances per region and the cursor-paged transaction list.
import t from 'tap'
import { REGION_INFO } from '../../../shared/regions.js'
import { startMock } from '../fixture/mock-client.js'

t.test('asset info', async t => {
  const m = await startMock(t)
  const info = (await m.json('assetInfo')).data
  t.match(info, { amount: 2500000, deposited: 1000000, withdraw_amt: 1200000, bonus: 150000, assets_type: 1, recharged: true, first_recharge_available: false })
  t.match(info.withdraw_conf, { multiple: 10000, payout_days: 7, tax_rate_bp: 3000 })
  t.notOk('tax_free_below' in info.withdraw_conf, 'no tax-free threshold (section 194BA has none)')
  t.match(info.withdraw_conf.tax_tips, /194BA/)
  t.notMatch(info.withdraw_conf.tax_tips, /₹10,000/, 'not the pre-2023 section 194B threshold')
  // A player without a tax_year in the fixtures: the year opened with the fixture's balance, nothing since.
  t.match(info.tax_year, { opening_balance: 2500000, deposits: 0, withdrawals: 0, withheld: 0, net_winnings: 0 })
  t.equal((await m.json('assetInfo', {}, { common: { assets_type: 6 } })).data.assets_type, 6, 'the slots asset type is echoed')
  const fresh = (await m.json('assetInfo', {}, { token: 'demo-in-new' })).data
  t.match(fresh, { recharged: false, first_recharge_available: true, withdraw_amt: 0 })
  for (const [token, region] of [['demo-id', 'ID'], ['demo-bd', 'BD'], ['demo-br', 'BR']] as const) {
    const data = (await m.json('assetInfo', {}, { token, common: { assets_type: REGION_INFO[region].assetsType } })).data
    t.equal(data.withdraw_conf.multiple, REGION_INFO[region].withdrawMultiple, `${region} multiple`)
    t.equal(data.withdraw_conf.payout_days, REGION_INFO[region].payoutDays, `${region} payout days`)
    t.equal(data.assets_type, REGION_INFO[region].assetsType)
    t.ok(data.withdraw_amt <= data.amount)
  }
  t.equal((await m.json('assetInfo', {}, { token: 'demo-id' })).data.amount, 45000000, 'Rp 450.000 in minor units')
})

t.test('guest login', async t => {
  const m = await startMock(t)
  t.same((await m.json('guestLogin', {}, { token: null })).data, { token: 'demo-guest', user_id: '60412873', user_type: 0 })
})

t.test('transactions', async t => {
  const m = await startMock(t)
  const page = async (body: Record<string, unknown>, token = 'demo-in'): Promise<any> => (await m.json('tradeList', body, { token })).data

  t.test('every type and status is in the fixture, newest first', async t => {
    const all = (await page({ page_size: 50 })).items as any[]
    t.ok(all.length >= 30)
    t.same([...new Set(all.map(x => x.type))].sort((a, b) => a - b), [2, 4, 5, 6, 7, 8, 12, 13])
    t.same([...new Set(all.map(x => x.status))].sort(), [0, 1, 2, 3])
    t.same(all.map(x => x.created_at), [...all.map(x => x.created_at)].sort((a, b) => b - a))
    t.notOk('ref' in all[0], 'internal links are not answered')
    const now = Math.floor(Date.now() / 1000)
    t.ok(all.some(x => now - x.created_at < 86400) && all.some(x => now - x.created_at >= 86400 && now - x.created_at < 2 * 86400), 'today and yesterday both have items')
  })

  t.test('paging by cursor', async t => {
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    for (;;) {
      const p = await page(cursor === undefined ? { page_size: 7 } : { page_size: 7, cursor })
      pages += 1
      seen.push(...p.items.map((x: any) => x.trade_id))
      if (!p.has_more) {
        t.equal(p.next_cursor, '')
        break
      }
      t.equal(p.next_cursor, p.items[p.items.length - 1].trade_id)
      cursor = p.next_cursor
    }
    const all = (await page({ page_size: 50 })).items.map((x: any) => x.trade_id)
    t.same(seen, all, 'the pages add up to the whole list, without repeats')
    t.equal(pages, Math.ceil(all.length / 7))
    t.equal((await page({})).items.length, 20, 'page_size defaults to 20')
    t.same(await m.json('tradeList', { cursor: 'TR0' }), { code: 40000, msg: 'Invalid request: list position', data: null })
  })

  t.test('filters: type, all, cancelled', async t => {
    const withdrawals = (await page({ type: 4, page_size: 50 })).items
    t.ok(withdrawals.length > 3 && withdrawals.every((x: any) => x.type === 4 && x.amount < 0))
    const cancelled = (await page({ type: -1, page_size: 50 })).items
    t.ok(cancelled.length >= 2 && cancelled.every((x: any) => x.status === 3))
    t.equal((await page({ type: 0, page_size: 50 })).items.length, (await page({ page_size: 50 })).items.length)
    const two = await page({ type: 4, page_size: 2 })
    t.equal(two.has_more, true)
    const rest = await page({ type: 4, page_size: 50, cursor: two.next_cursor })
    t.same([...two.items, ...rest.items].map((x: any) => x.trade_id), withdrawals.map((x: any) => x.trade_id))
    t.equal((await page({ type: 13, page_size: 50 }, 'demo-in-new')).items.length, 0)
  })
})
