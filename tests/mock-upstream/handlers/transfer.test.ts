// Coin transfer: the spec's rules and four messages, coins moving between players (and out of a dealer's
// coins available), the record on both sides, idempotency, and the agency list.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'

t.test('transfer rules and messages', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const coins = async (token: string): Promise<number> => (await m.json('assetInfo', {}, { token })).data.coins

  t.test('the four transfer refusals, in the order the upstream checks', async t => {
    t.same(await m.json('transfer', { user_id: '20481736', amount: 500 }), { code: 10041, msg: 'Cannot transfer money for yourself', data: null })
    t.same(await m.json('transfer', { user_id: '20593318', amount: 99 }), { code: 10043, msg: 'The minimum transfer amount is 100', data: null })
    t.same(await m.json('transfer', { user_id: '12345678', amount: 500 }), { code: 10040, msg: 'User ID does not exist', data: null })
    t.same(await m.json('transfer', { user_id: '31702254', amount: 500 }), { code: 10040, msg: 'User ID does not exist', data: null }, 'a player of Indonesia does not exist for India\'s upstream')
    t.same(await m.json('transfer', { user_id: '20593318', amount: 5201 }), { code: 10042, msg: 'Transfer amount exceeds your assets', data: null }, 'demo-in has 5,200 coins')
    t.equal((await m.json('transfer', { user_id: '20481736', amount: 50 })).code, 10041, 'to oneself is refused before the amount')
    t.equal(await coins('demo-in'), 5200, 'nothing moved')
    t.equal(await coins('demo-in-new'), 1000)
    t.equal((await m.json('transferList')).data.total, 3, 'no record written')
  })

  t.test('messages in the player\'s language', async t => {
    const hi = await m.json('transfer', { user_id: '20593318', amount: 99 }, { lang: 'hi' })
    t.equal(hi.code, 10043)
    t.not(hi.msg, 'The minimum transfer amount is 100')
    t.match(hi.msg, /\p{Script=Devanagari}/u)
    t.match((await m.json('transfer', { user_id: '12345678', amount: 500 }, { lang: 'pt-BR' })).msg, /[a-zà-ú]/)
  })

  t.test('the body: a positive whole number of coins and an 8-digit user id', async t => {
    for (const body of [{ user_id: '20593318', amount: 0 }, { user_id: '20593318', amount: 150.5 }, { user_id: '20593318', amount: -100 },
      { user_id: '2059331', amount: 100 }, { user_id: '20593318' }, { amount: 100 }, { user_id: '20593318', amount: 100, remark: 'x' }]) {
      t.equal((await m.json('transfer', body)).code, 40000, JSON.stringify(body))
    }
    t.same(await m.json('transfer', { user_id: '20593318', amount: 100.5 }), { code: 40000, msg: 'Invalid request: amount', data: null })
  })

  t.test('a transfer moves coins and writes both records', async t => {
    const res = await m.json('transfer', { user_id: '20593318', amount: 500 })
    t.equal(res.code, 0)
    t.match(res.data, { coins: 4700, record: { type: 'deduct', user_id: '20593318', name: 'Priya Nair', amount: 500, balance_after: 4700, order_id: '' } })
    t.equal(await coins('demo-in'), 4700)
    t.equal(await coins('demo-in-new'), 1500)
    const mine = (await m.json('transferList')).data
    t.equal(mine.total, 4)
    t.same(mine.items[0], res.data.record, 'on top of the sender\'s record')
    const theirs = (await m.json('transferList', {}, { token: 'demo-in-new' })).data.items
    t.match(theirs[0], { type: 'transfer_in', user_id: '20481736', name: 'Rahul Sharma', amount: 500, balance_after: 1500 })
    t.same((await m.json('assetInfo')).data.amount, 2500000, 'money is not coins: the balance is unchanged')
  })

  t.test('to the whole balance, then nothing more', async t => {
    t.equal((await m.json('transfer', { user_id: '20593318', amount: 5200 })).code, 0, 'exactly the assets is allowed')
    t.equal(await coins('demo-in'), 0)
    t.equal((await m.json('transfer', { user_id: '20593318', amount: 100 })).code, 10042)
  })

  t.test('an Idempotency-Key retry moves the coins once', async t => {
    const first = await m.call('transfer', { user_id: '20593318', amount: 300 }, { idempotencyKey: 'tf-1' })
    const again = await m.call('transfer', { user_id: '20593318', amount: 300 }, { idempotencyKey: 'tf-1' })
    t.same(again.body, first.body)
    t.equal(again.headers['idempotent-replayed'], 'true')
    t.equal(await coins('demo-in'), 4900)
    t.equal((await m.json('transfer', { user_id: '20593318', amount: 300 }, { idempotencyKey: 'tf-2' })).data.coins, 4600, 'a new key is a new transfer')
  })

  t.test('to a player known only by id (a dealer\'s follower): found by getotheruserinfo, coins arrive', async t => {
    const other = await m.json('getOtherUserInfo', { user_id_list: ['21346587', '99999999'] })
    t.same(other.data.items, [{ user_id: '21346587', name: 'Amit Kumar', picture: 'https://cdn.mock.local/avatars/21346587.png' }])
    const res = await m.json('transfer', { user_id: '21346587', amount: 100 })
    t.match(res.data.record, { name: 'Amit Kumar', amount: 100 })
  })

  t.test('a dealer transfers from coins available: a sale', async t => {
    const before = (await m.json('agentInfo', {}, { token: 'demo-dealer-in' })).data
    const res = await m.json('transfer', { user_id: '20481736', amount: 1000 }, { token: 'demo-dealer-in' })
    t.match(res.data, { coins: before.coins_available - 1000, record: { type: 'deduct', remark: 'Sold to Rahul Sharma' } })
    const after = (await m.json('agentInfo', {}, { token: 'demo-dealer-in' })).data
    t.equal(after.coins_available, before.coins_available - 1000)
    t.equal(after.coins_sold, before.coins_sold + 1000)
    t.match((await m.json('transferList')).data.items[0], { type: 'transfer_in', user_id: '70315528', name: 'Vikram Coins', remark: 'Bought from Vikram Coins' })
    const follower = (await m.json('agentFollowers', { user_id: '20481736' }, { token: 'demo-dealer-in' })).data.items[0]
    t.equal(follower.coins_bought, 19500, 'the follower\'s purchases rise')
    t.ok(follower.last_buy_at >= res.data.record.created_at)
    t.equal((await m.json('transfer', { user_id: '20481736', amount: after.coins_available + 1 }, { token: 'demo-dealer-in' })).code, 10042)
  })
})

t.test('the transfer record', async t => {
  const m = await startMock(t)

  t.test('a player\'s: paged, newest first, by type and by user', async t => {
    const all = (await m.json('transferList')).data
    t.same(all.items.map((r: any) => r.type), ['deduct', 'transfer_in', 'deduct'])
    t.same(all.items.map((r: any) => r.created_at), [...all.items.map((r: any) => r.created_at)].sort((a: number, b: number) => b - a))
    const page = (await m.json('transferList', { page: 2, page_size: 2 })).data
    t.same([page.total, page.items.length, page.has_more], [3, 1, false])
    t.same((await m.json('transferList', { type: 'transfer_in' })).data.items.map((r: any) => r.name), ['Vikram Coins'])
    t.equal((await m.json('transferList', { user_id: '20593318' })).data.total, 1)
    t.equal((await m.json('transferList', { type: 'refund' })).code, 40000)
  })

  t.test('a dealer\'s: deduct, transfer in and withdraw pay, balances consistent', async t => {
    const items = (await m.json('transferList', { page_size: 50 }, { token: 'demo-dealer-in' })).data.items as any[]
    t.same([...new Set(items.map(r => r.type))].sort(), ['deduct', 'transfer_in', 'withdraw_pay'])
    t.equal(items[0].balance_after, 250000, 'the newest balance is the coins available')
    for (let i = 0; i + 1 < items.length; i++) {
      const r = items[i]
      const sign = r.type === 'deduct' ? -1 : 1
      t.equal(items[i + 1].balance_after + sign * r.amount, r.balance_after, `${r.transfer_id} follows from the one before`)
    }
    const pays = items.filter(r => r.type === 'withdraw_pay')
    t.same(pays.map(r => r.order_id).sort(), ['WP70300107', 'WP70300108', 'WP70300109'], 'one per succeeded payout order')
    t.same((await m.json('transferList', { user_id: '20481736' }, { token: 'demo-dealer-in' })).data.items.map((r: any) => [r.type, r.amount]), [['deduct', 2000]], 'the dealer\'s sales to one follower')
    const bd = (await m.json('transferList', {}, { token: 'demo-bd' })).data.items
    t.match(bd[1], { type: 'transfer_in', user_id: '71440263', name: 'Sabbir Coin Shop', amount: 3000 })
  })
})

t.test('the agency list', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('per region: the listed dealers first, then the agencies', async t => {
    const india = (await m.json('agencyList')).data
    t.same(india.items.map((a: any) => a.agent_id), ['70315528', 'AG-IN-01', 'AG-IN-02', 'AG-IN-03'])
    t.same(india.items[0], { agent_id: '70315528', user_id: '70315528', nickname: 'Vikram Coins', picture: 'https://cdn.mock.local/avatars/70315528.png', whatsapp: '+919812345678', price: 9900, coins_available: 250000 })
    t.match(india.items[1], { user_id: '', nickname: 'Sharma Coins', whatsapp: '+919812345670', price: 9500 })
    t.same((await m.json('agencyList', {}, { token: 'demo-bd' })).data.items.map((a: any) => a.nickname), ['Sabbir Coin Shop', 'Dhaka Coin House', 'Chittagong Chips'])
    t.same((await m.json('agencyList', {}, { token: 'demo-br' })).data.items.map((a: any) => a.agent_id), ['AG-BR-01', 'AG-BR-02'])
    const page = (await m.json('agencyList', { page: 2, page_size: 3 })).data
    t.same([page.total, page.items.length, page.has_more], [4, 1, false])
  })

  t.test('follows the dealer: price, nickname, coins; hidden from a player the dealer blocked', async t => {
    await m.json('agentPrice', { price: 10200 }, { token: 'demo-dealer-in' })
    await m.json('agentProfile', { nickname: 'Vikram Chips', whatsapp: '+919898989898' }, { token: 'demo-dealer-in' })
    await m.json('agentSell', { user_id: '21346587', amount: 5000 }, { token: 'demo-dealer-in' })
    t.match((await m.json('agencyList')).data.items[0], { nickname: 'Vikram Chips', whatsapp: '+919898989898', price: 10200, coins_available: 245000 })
    await m.json('agentFollowerBlock', { user_id: '20481736', blocked: true }, { token: 'demo-dealer-in' })
    t.notOk((await m.json('agencyList')).data.items.some((a: any) => a.agent_id === '70315528'), 'demo-in is blocked by Vikram')
    t.ok((await m.json('agencyList', {}, { token: 'demo-in-new' })).data.items.some((a: any) => a.agent_id === '70315528'), 'others still see him')
  })

  t.test('a dealer without coins to sell is not listed', async t => {
    await m.json('transfer', { user_id: '21346587', amount: 249950 }, { token: 'demo-dealer-in' })
    t.equal((await m.json('agentInfo', {}, { token: 'demo-dealer-in' })).data.listed, false)
    t.notOk((await m.json('agencyList')).data.items.some((a: any) => a.agent_id === '70315528'))
  })
})
