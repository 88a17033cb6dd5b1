// Add Cash: packages, orders, the payment provider's word and the app's report, channels, contact, the chips shop.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'

t.test('recharge', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const asset = async (token = 'demo-in'): Promise<any> => (await m.json('assetInfo', {}, { token })).data
  /** An adult in a state that is not barred: India's declaration, stored before money can move. */
  const declare = async (token: string): Promise<void> => { t.equal((await m.json('declare', { birth_date: '1996-08-15', state: 'Maharashtra' }, { token })).data.barred, false) }
  const packages = async (token = 'demo-in'): Promise<any[]> => (await m.json('rechargeList', {}, { token })).data.items
  /** The app's report of the SDK's result: a hint the upstream checks with the provider. */
  const report = async (token: string, order: string, result = 'success') => m.json('sdkCallback', { order_id: order, result }, { token })
  /** The provider's notice of what the payer did. */
  const notice = (order: string, outcome: string) => m.control('post', '/__mock/provider/pay', { order_id: order, outcome })
  /** A real payment: the payer pays at the provider, then the app reports success. */
  const pay = async (token: string, order: string) => {
    await notice(order, 'paid').expect(200)
    return report(token, order)
  }
  const detail = async (order: string, token = 'demo-in'): Promise<any> => (await m.json('rechargeDetail', { order_id: order }, { token })).data
  const trade = async (order: string, token = 'demo-in'): Promise<any> =>
    (await m.json('tradeList', { type: 2, page_size: 50 }, { token })).data.items.find((x: any) => x.remark.includes(order))

  t.test('the package list', async t => {
    const list = (await m.json('rechargeList', {})).data
    t.match(list, { min_amount: 10000, max_amount: 10000000, first_recharge: false, show_channel: true })
    t.same(list.tabs.map((x: any) => x.type), [0, 1, 2])
    const ids = list.items.map((p: any) => p.id)
    t.notOk(ids.includes(106), 'the first-recharge-only package is hidden after the first recharge')
    t.ok(list.items.every((p: any) => p.first_recharge_extra === 0), 'no first-recharge extra after the first recharge')
    const soon = list.items.find((p: any) => p.id === 104)
    t.ok(soon.remain_second > 7100 && soon.remain_second <= 7200, 'counts down from the expiry')
    t.equal(list.items.find((p: any) => p.id === 105).remain_second, 0, 'expired')
    t.equal(list.items.find((p: any) => p.id === 107).bought_times, 1)
    t.equal(list.items.find((p: any) => p.id === 101).remain_second, 0, 'no expiry')
    const bonus = (await m.json('rechargeList', { type: 1 })).data.items
    t.ok(bonus.length > 0 && bonus.every((p: any) => p.activity_type === 1))
    const fresh = (await m.json('rechargeList', {}, { token: 'demo-in-new' })).data
    t.equal(fresh.first_recharge, true)
    t.ok(fresh.items.some((p: any) => p.id === 106 && p.first_only))
    t.equal(fresh.items.find((p: any) => p.id === 101).first_recharge_extra, 5000)
    const id = (await m.json('rechargeList', {}, { token: 'demo-id' })).data
    t.match(id, { min_amount: 1000000, max_amount: 1000000000 })
    t.ok(id.items.some((p: any) => p.amount === 15000000), 'Rp 150.000')
  })

  t.test('package refusals', async t => {
    t.same(await m.json('recharge', { amount: 500000, channel_id: 14, package_id: 105 }), { code: 10022, msg: 'Package has expired', data: null })
    t.same(await m.json('recharge', { amount: 1000000, channel_id: 14, package_id: 107 }), { code: 10028, msg: 'You have already bought this package the most times allowed', data: null })
    t.equal((await m.json('recharge', { amount: 20000, channel_id: 14, package_id: 106 })).code, 10028, 'first-recharge only, after the first recharge')
    t.equal((await m.json('recharge', { amount: 20000, channel_id: 14, package_id: 101 })).code, 10003, 'the amount must be the package amount')
    t.equal((await m.json('recharge', { amount: 20000, channel_id: 14, package_id: 999 })).code, 10062)
  })

  t.test('the business clock expires packages', async t => {
    t.equal((await m.json('recharge', { amount: 200000, channel_id: 14, package_id: 104 })).code, 0)
    await m.control('post', '/__mock/reset')
    const clock = await m.control('post', '/__mock/clock', { advance_s: 7201 })
    t.equal(clock.body.ok, true)
    t.equal((await packages()).find(p => p.id === 104).remain_second, 0)
    t.equal((await m.json('recharge', { amount: 200000, channel_id: 14, package_id: 104 })).code, 10022)
  })

  t.test('amount, channel, contact refusals', async t => {
    t.same(await m.json('recharge', { amount: 5000, channel_id: 14 }), { code: 10027, msg: 'The amount must be between ₹100.00 and ₹1,00,000.00', data: null })
    t.equal((await m.json('recharge', { amount: 10000001, channel_id: 14 })).code, 10027)
    t.same(await m.json('recharge', { amount: 20000, channel_id: 99 }), { code: 10030, msg: 'This payment method is not available', data: null })
    t.same(await m.json('recharge', { amount: 20000, channel_id: 13 }), { code: 10027, msg: 'The amount must be between ₹500.00 and ₹1,00,000.00', data: null }, "outside the channel's range")
    t.same(await m.json('recharge', { amount: 60000, channel_id: 13, email: 'rahul@qq.com' }), { code: 10026, msg: 'Incorrect phone number or email address', data: null })
    t.equal((await m.json('recharge', { amount: 60000, channel_id: 13, phone: '5123456789' })).code, 10026, 'not an Indian mobile number')
    t.equal((await m.json('recharge', { amount: 60000, channel_id: 13, email: 'test@test.com' })).code, 10026, 'listed in recharge_conf')
    t.equal((await m.json('recharge', { amount: 60000, channel_id: 13, email: 'rahul.s@gmail.com' })).code, 0)
    t.equal((await m.json('recharge', { amount: 60000, channel_id: 15 }, { token: 'demo-dealer-in' })).code, 0, 'the saved contact is used')
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 41 }, { token: 'demo-br' })).code, 0, 'R$10 Pix')
    t.equal((await m.json('recharge', { amount: 999, channel_id: 41 }, { token: 'demo-br' })).code, 10027)
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 14 }, { token: 'demo-br' })).code, 10030, "another region's channel")
  })

  t.test('a first recharge: declaration, one pending order, the first-recharge extra once', async t => {
    const token = 'demo-in-new'
    const before = await asset(token)
    const refused = { code: 10029, msg: 'Please confirm that you are 18 or older and do not live in a barred state', data: null }
    t.same(await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101, declaration: true }, { token }), refused, 'India: no stored date of birth and state, no recharge, whatever the client ticked')
    await declare(token)
    t.same(await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101 }, { token }), refused, 'declared, but the first recharge\'s own confirmation is still asked')
    const created = await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101, declaration: true }, { token })
    t.equal(created.code, 0)
    t.match(created.data.order, { status: 0, amount: 10000, give_amount: 6000, channel_id: 14, pay_type: 4, finished_at: 0 })
    t.match(created.data.pay, { order_id: created.data.order.order_id, amount: 10000, currency: 'INR', channel_id: 14, pay_type: 4 })
    t.same(JSON.parse(created.data.pay.sdk_payload).order_id, created.data.order.order_id)
    t.same(await asset(token), before, 'nothing is credited before the payment')
    t.same(await m.json('recharge', { amount: 50000, channel_id: 14, declaration: true }, { token }), { code: 10024, msg: 'You have one order in process already', data: null })

    const paid = await pay(token, created.data.order.order_id)
    t.match(paid.data, { status: 1, give_amount: 6000 })
    t.ok(paid.data.finished_at > 0)
    const after = await asset(token)
    t.equal(after.deposited, before.deposited + 10000)
    t.equal(after.amount, before.amount + 10000 + 6000, 'activity type 0: the extra is cash')
    t.equal(after.bonus, before.bonus)
    t.equal(after.recharged, true)
    t.equal(after.first_recharge_available, false)
    t.same(await pay(token, created.data.order.order_id), paid, 'a repeated result changes nothing')
    t.same(await asset(token), after)
    const trades = (await m.json('tradeList', { page_size: 3 }, { token })).data.items
    t.match(trades[0], { type: 12, amount: 6000, status: 1 })
    t.match(trades[1], { type: 2, amount: 10000, status: 1 })
    t.equal((await m.json('rechargeDetail', { order_id: created.data.order.order_id }, { token })).data.status, 1)

    const second = await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101 }, { token })
    t.equal(second.code, 0, 'no declaration needed any more')
    t.equal(second.data.order.give_amount, 1000, 'no first-recharge extra the second time')
    t.equal((await m.json('recharge', { amount: 20000, channel_id: 14, package_id: 106 }, { token })).code, 10028, 'the first-recharge package is gone')
    t.equal((await m.json('commonRecharge', { amount: 20000, channel_id: 14 }, { token })).code, 10024, 'the second order is still pending')
  })

  t.test('the first-recharge extra is given once even with two orders open', async t => {
    const token = 'demo-in-new'
    await declare(token)
    const a = await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101, declaration: true }, { token })
    await m.control('post', '/__mock/clock', { advance_s: 16 * 60 })
    const b = await m.json('recharge', { amount: 50000, channel_id: 14, package_id: 102, declaration: true }, { token })
    t.equal(b.code, 0, 'a pending order older than 15 minutes no longer blocks')
    t.equal(b.data.order.give_amount, 7500 + 10000)
    t.same(await report(token, a.data.order.order_id), { code: 10021, msg: 'Payment failed, time exceeded, in process', data: null }, 'too late, and the provider never saw it paid')
    t.match((await m.json('rechargeDetail', { order_id: a.data.order.order_id }, { token })).data, { status: 2, fail_reason: 'Payment time exceeded' })
    t.equal((await notice(a.data.order.order_id, 'paid')).status, 409, 'the provider takes no payment for an order the upstream closed')
    const paid = await pay(token, b.data.order.order_id)
    t.equal(paid.data.give_amount, 17500)
    const before = await asset(token)
    const c = await m.json('recharge', { amount: 50000, channel_id: 14, package_id: 102 }, { token })
    await pay(token, c.data.order.order_id)
    t.equal((await asset(token)).amount, before.amount + 50000 + 7500)
  })

  t.test('bonus packages credit the bonus; purchases are counted', async t => {
    const before = await asset()
    const order = await m.json('recharge', { amount: 100000, channel_id: 12, package_id: 103 })
    t.equal(order.data.order.give_amount, 20000)
    await pay('demo-in', order.data.order.order_id)
    const after = await asset()
    t.equal(after.amount, before.amount + 100000)
    t.equal(after.deposited, before.deposited + 100000)
    t.equal(after.bonus, before.bonus + 20000)
    t.equal((await packages()).find(p => p.id === 103).bought_times, 2)
    for (let i = 0; i < 1; i++) {
      const next = await m.json('recharge', { amount: 100000, channel_id: 12, package_id: 103 })
      await pay('demo-in', next.data.order.order_id)
    }
    t.equal((await m.json('recharge', { amount: 100000, channel_id: 12, package_id: 103 })).code, 10028, 'three times at most')
  })

  t.test('failed and cancelled payments', async t => {
    const before = await asset()
    const order = await m.json('recharge', { amount: 30000, channel_id: 14 })
    const failed = await report('demo-in', order.data.order.order_id, 'failed')
    t.match(failed.data, { status: 2, fail_reason: 'Payment failed' })
    t.same(await asset(), before)
    t.match((await m.json('tradeList', { type: 2, page_size: 1 })).data.items[0], { amount: 30000, status: 2 })
    const again = await m.json('recharge', { amount: 30000, channel_id: 14 })
    t.equal(again.code, 0, 'a failed order does not block')
    t.match((await report('demo-in', again.data.order.order_id, 'cancelled')).data, { status: 2, fail_reason: 'Payment cancelled' })
    t.match((await report('demo-in', again.data.order.order_id, 'success')).data, { status: 2 }, 'a finished order stays finished')
    t.equal((await notice(again.data.order.order_id, 'paid')).status, 409, 'and cannot be paid at the provider any more')
    t.same(await asset(), before)
  })

  t.test('the provider credits a paid order once, however often it notifies', async t => {
    const before = await asset()
    const order = (await m.json('commonRecharge', { amount: 30000, channel_id: 14 })).data.order
    t.match(await detail(order.order_id), { status: 0, finished_at: 0 }, 'processing until the provider says otherwise')
    const first = await notice(order.order_id, 'paid').expect(200)
    t.match(first.body.order, { order_id: order.order_id, state: 'paid', notices: 1 })
    t.match(await detail(order.order_id), { status: 1, fail_reason: '' }, 'the order query answers the provider\'s state')
    const credited = await asset()
    t.equal(credited.amount, before.amount + 30000)
    t.equal(credited.deposited, before.deposited + 30000)
    t.match(await trade(order.order_id), { amount: 30000, status: 1 })
    t.match((await notice(order.order_id, 'paid').expect(200)).body.order, { state: 'paid', notices: 2 }, 'a repeated notice is acknowledged')
    t.match((await report('demo-in', order.order_id)).data, { status: 1 })
    t.match((await report('demo-in', order.order_id, 'failed')).data, { status: 1 }, 'the app cannot undo a payment the provider took')
    t.equal((await notice(order.order_id, 'failed')).status, 409, 'a settled payment does not change its outcome')
    t.same(await asset(), credited, 'credited once')
  })

  t.test('a payment that failed at the provider credits nothing and frees the player to pay again', async t => {
    const before = await asset()
    const order = (await m.json('recharge', { amount: 30000, channel_id: 14 })).data.order
    await notice(order.order_id, 'failed').expect(200)
    t.match(await detail(order.order_id), { status: 2, fail_reason: 'Payment failed' })
    t.match(await trade(order.order_id), { status: 2 })
    t.match((await report('demo-in', order.order_id)).data, { status: 2 }, 'a success reported afterwards changes nothing')
    t.equal((await notice(order.order_id, 'paid')).status, 409, 'nor does a later notice of another outcome')
    t.same(await asset(), before, 'balance unchanged')
    t.equal((await m.json('commonRecharge', { amount: 30000, channel_id: 14 })).code, 0, 'no order left in process')
  })

  t.test('a payment abandoned at the provider ends as cancelled, without credit', async t => {
    const before = await asset()
    const order = (await m.json('scratchersRecharge', { amount: 30000, channel_id: 14 })).data.order
    t.match((await notice(order.order_id, 'abandoned').expect(200)).body.order, { state: 'abandoned' })
    t.match(await detail(order.order_id), { status: 2, fail_reason: 'Payment cancelled' })
    await notice(order.order_id, 'abandoned').expect(200)
    t.same(await asset(), before, 'balance unchanged')
  })

  t.test('the client lies: a success the provider never saw credits nothing', async t => {
    const token = 'demo-in-new'
    await declare(token)
    const before = await asset(token)
    const order = (await m.json('recharge', { amount: 10000, channel_id: 14, package_id: 101, declaration: true }, { token })).data.order
    for (let i = 0; i < 3; i++) {
      t.match((await report(token, order.order_id)).data, { status: 0, finished_at: 0 }, `report ${i + 1}: still processing`)
    }
    t.match((await m.json('sdkCallback', { order_id: order.order_id, result: 'success', payload: '{"result":"success","txn":"forged"}' }, { token })).data, { status: 0 }, 'a forged SDK payload changes nothing')
    t.match(await detail(order.order_id, token), { status: 0 })
    t.same(await asset(token), before, 'balance unchanged (assetinfo)')
    t.equal((await asset(token)).recharged, false, 'not a recharged player either')
    t.match(await trade(order.order_id, token), { status: 0 })
    t.equal((await m.json('commonRecharge', { amount: 10000, channel_id: 14, declaration: true }, { token })).code, 10024, 'the order stays in process')
    t.match((await m.control('get', `/__mock/provider/orders/${order.order_id}`).expect(200)).body.order, { state: 'open', notices: 0 })
    // Paid for real afterwards: credited then, and only then.
    await notice(order.order_id, 'paid').expect(200)
    t.equal((await asset(token)).deposited, before.deposited + 10000)
  })

  t.test('every way of ordering opens the order at the provider; the fixtures\' pending ones too', async t => {
    await declare('demo-in-new')
    const ids = [
      (await m.json('recharge', { amount: 20000, channel_id: 14 })).data.order.order_id,
      (await m.json('commonRecharge', { amount: 20000, channel_id: 14 }, { token: 'demo-dealer-in' })).data.order.order_id,
      (await m.json('scratchersRecharge', { amount: 1000, channel_id: 41 }, { token: 'demo-br' })).data.order.order_id,
      (await m.json('cardBuy', { card_id: 2, channel_id: 14 }, { token: 'demo-in-new' })).data.order.order_id
    ]
    for (const id of ids) t.match((await m.control('get', `/__mock/provider/orders/${id}`).expect(200)).body.order, { order_id: id, state: 'open' }, id)
    t.match((await m.control('get', '/__mock/provider/orders/RC10000208').expect(200)).body.order, { state: 'open', owner: 'demo-in' }, 'a pending order of the fixtures is open at the provider')
    // It was made long before the world started: past the provider's 15-minute window, a query ends it.
    t.match(await detail('RC10000208'), { status: 2 }, 'asked about, it has timed out')
    t.match((await m.control('get', '/__mock/provider/orders/RC10000208').expect(200)).body.order, { state: 'closed' })
    await notice('RC10000208', 'paid').expect(409)
    await m.control('post', '/__mock/provider/pay', { order_id: 'RC10000208', outcome: 'paid', late: true }).expect(200)
    t.match(await detail('RC10000208'), { status: 1 }, 'and a late authorisation settles it like any other')
  })

  t.test('order detail belongs to its player', async t => {
    t.match((await m.json('rechargeDetail', { order_id: 'RC10000206' })).data, { status: 2, fail_reason: 'Card declined by the issuing bank' })
    t.same(await m.json('rechargeDetail', { order_id: 'RC20000204' }), { code: 10010, msg: 'Order not found', data: null })
    t.equal((await report('demo-in', 'RC20000204')).code, 10010)
    t.equal((await m.json('rechargeDetail', { order_id: 'RC404' })).code, 10010)
  })

  t.test('direct recharges and cards', async t => {
    t.equal((await m.json('commonRecharge', { amount: 5000, channel_id: 14 })).code, 10027)
    const common = await m.json('commonRecharge', { amount: 25000, channel_id: 14 })
    t.match(common.data.order, { amount: 25000, give_amount: 0, status: 0 })
    t.equal((await m.json('scratchersRecharge', { amount: 25000, channel_id: 14 })).code, 10024)
    await m.control('post', '/__mock/reset')
    t.equal((await m.json('scratchersRecharge', { amount: 25000, channel_id: 99 })).code, 10030)
    t.equal((await m.json('scratchersRecharge', { amount: 25000, channel_id: 14 })).data.order.amount, 25000)
    await m.control('post', '/__mock/reset')
    t.same((await m.json('cardList', {})).data.items.map((c: any) => [c.card_id, c.amount, c.title]), [[1, 10000, '₹100 recharge card'], [2, 50000, '₹500 recharge card'], [3, 100000, '₹1,000 recharge card']], 'the cards on sale, titled in the player\'s language')
    t.same((await m.json('cardList', {}, { token: 'demo-br', lang: 'pt' })).data.items.map((c: any) => c.card_id), [31, 32], 'per region')
    t.equal((await m.json('cardBuy', { card_id: 99, channel_id: 14 })).code, 10062)
    t.equal((await m.json('cardBuy', { card_id: 1, channel_id: 13 })).code, 10027, 'below the credit card minimum')
    const card = await m.json('cardBuy', { card_id: 2, channel_id: 14 })
    t.match(card.data.order, { amount: 50000, status: 0 })
    const before = await asset()
    await pay('demo-in', card.data.order.order_id)
    t.equal((await asset()).deposited, before.deposited + 50000)
    t.equal((await m.json('commonRecharge', { amount: 20000, channel_id: 14 }, { token: 'demo-in-new' })).code, 10029)
  })

  t.test('channels: filter by amount, markers', async t => {
    const all = (await m.json('channelList', {})).data.items
    t.same(all.map((c: any) => c.pay_type).sort(), [1, 2, 3, 4, 5])
    t.same(all.filter((c: any) => c.used).map((c: any) => c.channel_id).sort(), [12, 14], 'channels with a successful payment')
    t.ok(all.find((c: any) => c.channel_id === 14).recommended && all.find((c: any) => c.channel_id === 14).optimal)
    const small = (await m.json('channelList', { amount: 20000 })).data.items
    t.notOk(small.some((c: any) => c.channel_id === 13), 'credit card needs ₹500')
    t.equal(small.length, 4)
    t.ok((await m.json('channelList', {}, { token: 'demo-in-new' })).data.items.every((c: any) => !c.used))
    t.same((await m.json('channelList', {}, { token: 'demo-id' })).data.items.map((c: any) => c.pay_type), [20, 21, 22])
    t.same((await m.json('channelList', {}, { token: 'demo-bd' })).data.items.map((c: any) => c.pay_type), [30, 31])
    t.same((await m.json('channelList', {}, { token: 'demo-br' })).data.items.map((c: any) => c.pay_type), [40])
  })

  t.test('agents and contact configuration per region', async t => {
    const agents = (await m.json('rechargeAgentList', {})).data
    t.equal(agents.agents.length, 3)
    t.equal(agents.default_selected, 0)
    t.equal((await m.json('rechargeAgentList', {}, { token: 'demo-bd' })).data.agents[0].agent_id, 'AG-BD-01')
    const conf = (await m.json('rechargeConf', {})).data
    t.ok(conf.invalid_emails.includes('test@test.com'))
    t.ok(conf.invalid_words.length > 0)
    t.equal((await m.json('rechargeConf', {}, { token: 'demo-bd' })).data.need_contact, false)
  })

  t.test('saving the payment contact', async t => {
    t.equal((await m.json('modifyUserInfo', { phone: '01712345678' })).code, 10026, 'a Bangladeshi number for an Indian player')
    t.equal((await m.json('modifyUserInfo', { email: 'rahul@163.com' })).code, 10026)
    const res = await m.json('modifyUserInfo', { phone: '9123456789', email: 'rahul.work@outlook.com', name: 'Rahul K Sharma' })
    t.match(res.data, { phone: '9123456789', email: 'rahul.work@outlook.com', name: 'Rahul K Sharma', user_id: '20481736' })
    t.match((await m.json('getUserInfo')).data, { phone: '9123456789', name: 'Rahul K Sharma' })
    t.equal((await m.json('modifyUserInfo', { phone: '+5511912345678' }, { token: 'demo-br' })).code, 0)
  })

  t.test('chips-shop rewards: claim once', async t => {
    const list = (await m.json('rechargeAct', {})).data
    t.same(list.items.map((a: any) => [a.activity_id, a.status]), [[1, 1], [2, 0], [3, 2]])
    t.equal(list.claimed, 0)
    const before = await asset()
    const claim = await m.json('rechargeAct', { activity_id: 1 })
    t.equal(claim.data.claimed, 5000)
    t.equal(claim.data.items[0].status, 2)
    t.equal((await asset()).bonus, before.bonus + 5000)
    t.equal((await m.json('rechargeAct', { activity_id: 1 })).data.claimed, 0, 'only once')
    t.equal((await m.json('rechargeAct', { activity_id: 2 })).data.claimed, 0, 'not reached yet')
    t.equal((await asset()).bonus, before.bonus + 5000)
    t.equal((await m.json('rechargeAct', { activity_id: 77 })).code, 10062)
    const order = await m.json('recharge', { amount: 50000, channel_id: 14 })
    await pay('demo-in', order.data.order.order_id)
    t.equal((await m.json('rechargeAct', {})).data.items[1].status, 1, 'added cash counts towards a reward')
  })

  t.test('chips-shop products', async t => {
    const all = (await m.json('gpProductList', {})).data.items
    t.equal(all.length, 6)
    t.ok((await m.json('gpProductList', { tag: 'hot' })).data.items.every((p: any) => p.tag === 'hot'))
    t.equal((await m.json('gpProductList', { page_size: 2 })).data.items.length, 2)
    t.equal((await m.json('gpProductList', {}, { token: 'demo-br' })).data.items[0].product_id, 'chips_br_100k')
  })

  t.test('a chips-shop product is bought as that product: its chips and bonus once paid, whatever the channel\'s minimum', async t => {
    const before = await asset()
    // ₹10 for 1 lakh chips, below every Indian channel's ₹100 minimum.
    const small = await m.json('recharge', { amount: 1000, channel_id: 14, product_id: 'chips_in_100k' })
    t.equal(small.code, 0, 'not refused for the channel\'s minimum')
    t.match(small.data.pay, { amount: 1000, product_id: 'chips_in_100k' }, 'the app\'s store is told the product')
    t.match(JSON.parse(small.data.pay.sdk_payload), { product_id: 'chips_in_100k' })
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 14 })).code, 10027, 'the same amount as a plain recharge is still refused by its minimum')
    await pay('demo-in', small.data.order.order_id)
    const paid = await asset()
    t.equal(paid.coins, before.coins + 100000, 'exactly the product\'s chips')
    t.equal(paid.amount, before.amount, 'no cash')
    t.equal(paid.bonus, before.bonus)
    const bonus = await m.json('recharge', { amount: 5000, channel_id: 14, product_id: 'chips_in_550k' })
    await pay('demo-in', bonus.data.order.order_id)
    t.equal((await asset()).coins, paid.coins + 500000 + 50000, 'the chips and the "+50,000 bonus chips" shown')
    await pay('demo-in', bonus.data.order.order_id)
    t.equal((await asset()).coins, paid.coins + 550000, 'once, however often it is reported')
    const br = await m.json('recharge', { amount: 500, channel_id: 41, product_id: 'chips_br_100k' }, { token: 'demo-br' })
    t.equal(br.code, 0, 'R$5 in Brazil, below the R$10 Pix minimum')
  })

  t.test('product refusals, as a direct call past the client gets them', async t => {
    t.equal((await m.json('recharge', { amount: 999, channel_id: 14, product_id: 'chips_in_100k' })).code, 10003, 'not the product\'s price')
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 14, product_id: 'chips_xx' })).code, 10062, 'an unknown product')
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 14, product_id: 'chips_br_100k' })).code, 10062, 'another region\'s product')
  })

  t.test('the app\'s store cannot pay: the order is given up with "Update Google Play and try again"', async t => {
    const before = await asset()
    const order = await m.json('recharge', { amount: 1000, channel_id: 14, product_id: 'chips_in_100k' })
    const res = await report('demo-in', order.data.order.order_id, 'not_supported')
    t.same(res, { code: 10023, msg: 'Not supported. Update Google Play and try again', data: null })
    t.match(await detail(order.data.order.order_id), { status: 2 })
    t.same(await asset(), before)
    t.equal((await m.json('recharge', { amount: 1000, channel_id: 14, product_id: 'chips_in_100k' })).code, 0, 'and the player may buy again')
  })
})
