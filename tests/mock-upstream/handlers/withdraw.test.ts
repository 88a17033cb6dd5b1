// Withdrawals and payout accounts: the rules allowed and refused, with balances before and after.
import t from 'tap'
import { startMock, picture } from '../fixture/mock-client.js'

t.test('withdrawals', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const asset = async (token = 'demo-in'): Promise<any> => (await m.json('assetInfo', {}, { token })).data
  const trades = async (token = 'demo-in'): Promise<any[]> => (await m.json('tradeList', { page_size: 50 }, { token })).data.items

  t.test('only after a first recharge (and, in India, the declaration first)', async t => {
    const before = await asset('demo-in-new')
    t.equal(before.recharged, false)
    t.equal((await m.json('withdraw', { amount: 10000 }, { token: 'demo-in-new' })).code, 10029, 'not declared: refused before any other rule')
    t.equal((await m.json('declare', { birth_date: '1996-08-15', state: 'Maharashtra' }, { token: 'demo-in-new' })).code, 0)
    t.same(await m.json('withdraw', { amount: 10000 }, { token: 'demo-in-new' }), { code: 10004, msg: 'Withdrawal is available only after your first recharge', data: null })
    t.same(await asset('demo-in-new'), before, 'nothing moved')
  })

  t.test('amount rules, in the order the upstream checks them', async t => {
    t.same(await m.json('withdraw', { amount: 10050 }), { code: 10003, msg: 'The amount must be a multiple of ₹100.00', data: null })
    t.same(await m.json('withdraw', { amount: 2600000 }), { code: 10001, msg: 'Insufficient balance', data: null }, 'above the total')
    t.same(await m.json('withdraw', { amount: 1300000 }), { code: 10002, msg: 'Insufficient withdrawal balance', data: null }, 'above the withdrawable')
    t.same(await m.json('withdraw', { amount: 10000, account_id: 'AC-IN-1002' }), { code: 10009, msg: 'Please bind a payout account first', data: null }, 'a rejected account')
    t.same(await m.json('withdraw', { amount: 10000, account_id: 'AC-NONE' }), { code: 10009, msg: 'Please bind a payout account first', data: null }, 'an unknown account')
    const br = await m.json('withdraw', { amount: 1500 }, { token: 'demo-br' })
    t.same(br, { code: 10003, msg: 'The amount must be a multiple of R$\u00a010,00', data: null }, 'Brazil: multiples of R$10, in Brazilian format')
    t.equal((await m.json('withdraw', { amount: 100000 }, { token: 'demo-id' })).code, 10003, 'Indonesia: below the Rp 10.000 minimum')
  })

  t.test('cancel a processing withdrawal: the money comes back', async t => {
    const before = await asset()
    const res = await m.json('withdrawCancel', { order_id: 'WD10000110' })
    t.equal(res.code, 0)
    t.equal(res.data.order.status, 5)
    t.equal(res.data.refunded, 200000)
    const after = await asset()
    t.equal(after.withdraw_amt, before.withdraw_amt + 200000)
    t.equal(after.amount, before.amount + 200000)
    t.equal(after.bonus, before.bonus)
    const list = await trades()
    t.match(list[0], { type: 5, amount: 200000, status: 1 }, 'a refund trade on top')
    t.equal(list.find(x => x.trade_id === 'TR50000136').status, 3, 'the withdrawal trade is now cancelled')
    t.equal((await m.json('withdrawWaitAudit')).data.total, 0)
    t.same(await m.json('withdrawCancel', { order_id: 'WD10000110' }), { code: 10008, msg: 'Only a withdrawal that is still processing can be cancelled', data: null }, 'only once')
    t.same(await asset(), after, 'a refused cancel moves nothing')
  })

  t.test('cancel refusals', async t => {
    t.equal((await m.json('withdrawCancel', { order_id: 'WD10000107' })).code, 10008, 'a paid withdrawal')
    t.equal((await m.json('withdrawCancel', { order_id: 'WD10000106' })).code, 10008, 'a frozen withdrawal')
    t.same(await m.json('withdrawCancel', { order_id: 'WD99999999' }), { code: 10010, msg: 'Order not found', data: null })
    t.equal((await m.json('withdrawCancel', { order_id: 'WD20000105' })).code, 10010, "another player's order")
  })

  t.test('a withdrawal lowers the balance and tops the lists', async t => {
    const before = await asset()
    const res = await m.json('withdraw', { amount: 100000 })
    t.equal(res.code, 0)
    t.match(res.data, { order: { amount: 100000, tax: 0, status: 0, type: 'upi', account_masked: 'ra****@okaxis' }, payout_days: 7 })
    const after = await asset()
    t.equal(after.withdraw_amt, before.withdraw_amt - 100000)
    t.equal(after.amount, before.amount - 100000)
    t.equal(after.deposited, before.deposited)
    t.equal(after.withdraw_times, before.withdraw_times + 1)
    const list = await m.json('withdrawList', {})
    t.equal(list.data.items[0].order_id, res.data.order.order_id)
    t.match((await trades())[0], { type: 4, amount: -100000, status: 0 })
    t.equal((await m.json('withdrawWaitAudit')).data.total, 2, 'WD10000110 and the new one wait together')
    const cancelled = await m.json('withdrawCancel', { order_id: res.data.order.order_id })
    t.equal(cancelled.code, 0)
    t.same(after.withdraw_today, { ...before.withdraw_today, times: before.withdraw_today.times + 1, amount: before.withdraw_today.amount + 100000 }, 'today\'s use counts it')
    t.same(await asset(), { ...after, withdraw_amt: before.withdraw_amt, amount: before.amount, withdraw_today: before.withdraw_today, tax_year: before.tax_year }, 'cancelling gives it all back, and it no longer counts today or in the tax year')
  })

  t.test('no tax without net winnings, whatever the amount (no pre-2023 threshold)', async t => {
    // demo-in began the tax year with ₹25,000.00 (no tax_year in the fixture): ₹12,000.00 out is not a winning.
    await m.json('withdrawCancel', { order_id: 'WD10000110' })
    const res = await m.json('withdraw', { amount: 1200000 })
    t.equal(res.code, 0)
    t.equal(res.data.order.tax, 0, 'under the ₹25,000.00 balance of the year\'s start: nothing withheld')
    t.equal((await asset()).withdraw_amt, 200000)
    t.match((await asset()).tax_year, { opening_balance: 2500000, withdrawals: 1200000, withheld: 0, net_winnings: 0 })
  })

  t.test('to a chosen bound account, and per region', async t => {
    const paytm = await m.json('bindPaytm', { paytm_id: '9876543210', name: 'Rahul Sharma' })
    t.equal(paytm.code, 0)
    const res = await m.json('withdraw', { amount: 50000, account_id: paytm.data.account_id })
    t.match(res.data.order, { type: 'paytm', account_masked: '987****210' })
    const br = await m.json('withdraw', { amount: 2000 }, { token: 'demo-br' })
    t.match(br.data, { order: { amount: 2000, type: 'pix', account_masked: '***.533.447-**' }, payout_days: 7 })
    const bd = await m.json('withdraw', { amount: 20000 }, { token: 'demo-bd' })
    t.match(bd.data, { order: { type: 'bkash' }, payout_days: 1 })
    const id = await m.json('withdraw', { amount: 1000000 }, { token: 'demo-id' })
    t.match(id.data, { order: { amount: 1000000, type: 'gopay', account_masked: '081****890' }, payout_days: 7 }, 'demo-id too, although WD20000105 is processing')
  })

  t.test('withdrawals still processing do not block another: that rule is the payment\'s', async t => {
    const before = await asset()
    const first = await m.json('withdraw', { amount: 100000 })
    const second = await m.json('withdraw', { amount: 100000 })
    t.equal(first.code, 0, 'while WD10000110 is processing')
    t.equal(second.code, 0, 'and while the first new one is')
    t.not(second.data.order.order_id, first.data.order.order_id)
    t.equal((await m.json('withdrawWaitAudit')).data.total, 3)
    t.equal((await asset()).withdraw_amt, before.withdraw_amt - 200000, 'each one is taken from the withdrawable balance')
    t.same(await m.json('withdraw', { amount: 1100000 }), { code: 10002, msg: 'Insufficient withdrawal balance', data: null }, 'the balance rules still hold')
    const statuses = (await m.json('withdrawList', { page_size: 50 })).data.items.map((w: any) => w.status)
    t.same([...new Set(statuses)].sort(), [0, 1, 2, 4, 5, 6, 7], 'the history keeps every status')
  })

  t.test('every demo player can withdraw at once on a fresh start', async t => {
    // A few of the region's multiples (and at least its minimum): ₹300, ৳300, R$30, Rp10.000; and R$1.000.
    const cases: Array<[string, number]> = [['demo-in', 30000], ['demo-bd', 30000], ['demo-br', 3000], ['demo-br', 100000], ['demo-id', 1000000]]
    for (const [token, amount] of cases) {
      await m.control('post', '/__mock/reset').expect(200)
      const info = await asset(token)
      t.ok(info.recharged && info.withdraw_amt >= amount && info.amount >= info.withdraw_amt, `${token}: recharged, with ${info.withdraw_amt} withdrawable of ${info.amount}`)
      t.equal((await m.json('bindList', {}, { token })).data.items.filter((a: any) => a.status === 'bound').length >= 1, true, `${token}: a bound account`)
      const res = await m.json('withdraw', { amount }, { token })
      t.equal(res.code, 0, `${token} withdraws ${amount} (${res.msg})`)
      t.match(res.data?.order, { amount, status: 0 })
      t.equal((await asset(token)).withdraw_amt, info.withdraw_amt - amount)
    }
  })

  t.test('demo-in starts every day with nothing counted against its daily limits', async t => {
    // Its processing withdrawal is more than a day old in the fixture, so at whatever hour the mock starts
    // it falls on an earlier calendar day of the region: the day's full allowance is left.
    const info = await asset('demo-in')
    t.match(info.withdraw_today, { times: 0, amount: 0 }, 'nothing used today on a fresh start')
    t.equal(info.withdraw_conf.daily_times > 0, true, 'the region has a limit to count against')
    const processing = (await m.json('withdrawList', { page_size: 50 })).data.items.filter((w: any) => w.status === 0)
    t.equal(processing.length, 1, 'the fixture still has its processing withdrawal (WD10000110)')
    const twelveHours = 12 * 3600
    await m.control('post', '/__mock/clock').send({ advance_s: twelveHours }).expect(200)
    t.match((await asset('demo-in')).withdraw_today, { times: 0, amount: 0 }, 'nor half a day later on the business clock')
  })

  t.test('the withdraw record: paged, by status and by month, newest first', async t => {
    const all = await m.json('withdrawList', { page_size: 4 })
    t.equal(all.data.total, 11)
    t.equal(all.data.items.length, 4)
    t.equal(all.data.has_more, true)
    const last = await m.json('withdrawList', { page: 3, page_size: 4 })
    t.equal(last.data.items.length, 3)
    t.equal(last.data.has_more, false)
    const every = (await m.json('withdrawList', { page_size: 50 })).data.items as any[]
    t.same(every.map(w => w.created_at), [...every.map(w => w.created_at)].sort((a, b) => b - a), 'newest first')
    t.same([...new Set(every.map(w => w.status))].sort(), [0, 1, 2, 4, 5, 6, 7], 'every status is in the fixture')
    const paid = await m.json('withdrawList', { status: 1, page_size: 50 })
    t.ok(paid.data.items.length > 1)
    t.ok(paid.data.items.every((w: any) => w.status === 1))
    t.equal((await m.json('withdrawList', { status: -1 })).data.total, 11, '-1 is all')
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date(every[0].created_at * 1000)).slice(0, 7)
    const expected = every.filter(w => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date(w.created_at * 1000)).slice(0, 7) === month)
    const byMonth = await m.json('withdrawList', { month, page_size: 50 })
    t.same(byMonth.data.items.map((w: any) => w.order_id), expected.map(w => w.order_id))
    t.equal((await m.json('withdrawList', { month: '2001-01' })).data.total, 0)
    t.equal((await m.json('withdrawList', { month: '2001-13' })).code, 40000)
  })
})

t.test('payout accounts', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('the bound list', async t => {
    const res = await m.json('bindList')
    t.same(res.data.items, [
      { account_id: 'AC-IN-1001', type: 'upi', masked: 'ra****@okaxis', name: 'Rahul Sharma', status: 'bound', is_default: true },
      { account_id: 'AC-IN-1002', type: 'bank', masked: '****7891', name: 'Rahul Sharma', status: 'rejected', is_default: false }
    ])
    t.same((await m.json('bindList', {}, { token: 'demo-in-new' })).data.items, [])
  })

  t.test('a bound account cannot be changed; a rejected one can be replaced', async t => {
    const upi = { upi_id: 'rahul.new@okhdfcbank', name: 'Rahul Sharma', phone: '9876543210', email: 'rahul.sharma@gmail.com' }
    t.same(await m.json('updateUpiAccount', upi), { code: 10005, msg: 'This payout account is already bound and cannot be changed', data: null })
    t.equal((await m.json('getUpiAccount')).data.upi_id, 'rahul.sharma@okaxis', 'unchanged')
    const bank = { bank_account: '50100987654321', name: 'Rahul Sharma', ifsc: 'ICIC0004567', phone: '9876543210', email: 'rahul.sharma@gmail.com', bank_name: 'ICICI Bank' }
    const replaced = await m.json('updateBankAccount', bank)
    t.equal(replaced.code, 0)
    t.match(replaced.data, { status: 'bound', bank_account: '50100987654321', ifsc: 'ICIC0004567', branch: '', location: '' })
    const list = (await m.json('bindList')).data.items
    t.equal(list.length, 2, 'replaced, not added')
    t.match(list[1], { type: 'bank', status: 'bound', is_default: false, masked: '****4321' })
    t.equal((await m.json('updateBankAccount', bank)).code, 10005, 'now bound, so locked')
    t.equal((await m.json('bindAccount', bank)).code, 10005)
  })

  t.test('get calls answer status none with empty strings', async t => {
    t.same((await m.json('getBankAccount', {}, { token: 'demo-in-new' })).data, { status: 'none', account_id: '', bank_account: '', name: '', ifsc: '', phone: '', email: '', bank_name: '', branch: '', location: '' })
    t.same((await m.json('getUpiAccount', {}, { token: 'demo-in-new' })).data, { status: 'none', account_id: '', upi_id: '', name: '', phone: '', email: '', pan_number: '' })
    t.same((await m.json('universalGet', { type: 'dana' }, { token: 'demo-id' })).data, { status: 'none', account_id: '', type: 'dana', wallet_id: '', account_no: '', name: '', card_type: '', phone: '', email: '', evp: '', cpf: '' })
    t.match((await m.json('getUpiAccount')).data, { status: 'bound', account_id: 'AC-IN-1001', pan_number: 'AKBPS7342K' })
    t.match((await m.json('getBankAccount')).data, { status: 'rejected', ifsc: 'HDFC0001234' })
  })

  t.test('a UPI ID belongs to one player', async t => {
    const taken = { upi_id: 'Vikram.Singh@okicici', name: 'Priya Nair', phone: '8123456789', email: 'priya.nair@yahoo.com' }
    t.same(await m.json('updateUpiAccount', taken, { token: 'demo-in-new' }), { code: 10006, msg: 'This UPI ID is already bound to another account', data: null })
    t.equal((await m.json('getUpiAccount', {}, { token: 'demo-in-new' })).data.status, 'none')
    const own = await m.json('updateUpiAccount', { ...taken, upi_id: 'priya.nair@oksbi' }, { token: 'demo-in-new' })
    t.match(own.data, { status: 'bound', upi_id: 'priya.nair@oksbi', pan_number: '' })
    t.match((await m.json('bindList', {}, { token: 'demo-in-new' })).data.items, [{ type: 'upi', is_default: true, masked: 'pr****@oksbi' }])
    t.equal((await m.json('updateUpiAccount', { ...taken, upi_id: 'priya.nair@oksbi' }, { token: 'demo-dealer-in' })).code, 10005, 'the dealer has a bound UPI already')
  })

  t.test('UPI with PAN: a PAN belongs to one player and must be the one on the card', async t => {
    const body = { upi_id: 'priya.nair@oksbi', name: 'Priya Nair', phone: '8123456789', email: 'priya.nair@yahoo.com', pan_number: 'BQWPS4821M', pan_photo_url: 'https://cdn.mock.local/uploads/F1.jpg' }
    t.same(await m.json('bindUpiWithPan', body, { token: 'demo-in-new' }), { code: 10007, msg: 'This PAN is already bound to another account', data: null })
    const ocr = await m.json('ocrPancard', {}, { token: 'demo-in-new', file: { content: picture(4096), filename: 'pan.jpg', mime: 'image/jpeg' } })
    t.equal(ocr.data.pan_number, 'ABCPE3318F', 'a stable fake for a player without a card on record')
    t.same(await m.json('bindUpiWithPan', { ...body, pan_number: 'AAAPA1111A' }, { token: 'demo-in-new' }), { code: 10013, msg: 'The permanent account number is wrong', data: null })
    t.same(await m.json('bindUpiWithPan', { ...body, pan_number: 'AAACR5055K' }, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: permanent account number (PAN)', data: null }, 'a company\'s PAN is not a player\'s own')
    const ok = await m.json('bindUpiWithPan', { ...body, pan_number: 'ABCPE3318F' }, { token: 'demo-in-new' })
    t.match(ok.data, { type: 'upi', status: 'bound', is_default: true, masked: 'pr****@oksbi' })
    t.equal((await m.json('getUpiAccount', {}, { token: 'demo-in-new' })).data.pan_number, 'ABCPE3318F')
    t.equal((await m.json('bindUpiWithPan', { ...body, pan_number: 'ABCPE3318F' }, { token: 'demo-in-new' })).code, 10005)
  })

  t.test('Paytm', async t => {
    const res = await m.json('bindPaytm', { paytm_id: '9876543210', name: 'Rahul Sharma' })
    t.match(res.data, { type: 'paytm', status: 'bound', is_default: false, masked: '987****210' })
    t.equal((await m.json('assetInfo')).data.paytm_id, '9876543210')
    t.equal((await m.json('bindPaytm', { paytm_id: '9876543211', name: 'Rahul Sharma' })).code, 10005)
  })

  t.test('bank card', async t => {
    const res = await m.json('bindAccount', { bank_account: '123456789012', name: 'Vikram Singh', ifsc: 'SBIN0001234', phone: '9812345678', email: 'vikram.singh@outlook.com' }, { token: 'demo-dealer-in' })
    t.match(res.data, { type: 'bank', status: 'bound', is_default: false, masked: '****9012', name: 'Vikram Singh' })
    t.match((await m.json('getBankAccount', {}, { token: 'demo-dealer-in' })).data, { status: 'bound', ifsc: 'SBIN0001234' })
  })

  t.test('universal accounts: GoPay, OVO, bKash, Nagad, Pix', async t => {
    t.match((await m.json('universalGet', { type: 'gopay' }, { token: 'demo-id' })).data, { status: 'bound', wallet_id: '081234567890', name: 'Budi Santoso' })
    t.equal((await m.json('universalUpdate', { type: 'gopay', wallet_id: '081299999999', name: 'Budi Santoso' }, { token: 'demo-id' })).code, 10005)
    const ovo = await m.json('universalUpdate', { type: 'ovo', wallet_id: '081211112222', name: 'Budi Santoso' }, { token: 'demo-id' })
    t.match(ovo.data, { status: 'bound', type: 'ovo', wallet_id: '081211112222', account_no: '' })
    t.match((await m.json('universalGet', { type: 'bkash' }, { token: 'demo-bd' })).data, { status: 'bound', account_no: '01712345678' })
    const nagad = await m.json('universalUpdate', { type: 'nagad', account_no: '01912345678', name: 'Rakib Hasan' }, { token: 'demo-bd' })
    t.match(nagad.data, { status: 'bound', type: 'nagad', account_no: '01912345678' })
    t.match((await m.json('universalGet', { type: 'pix' }, { token: 'demo-br' })).data, { status: 'bound', card_type: 'cpf', cpf: '39053344705' })
    t.equal((await m.json('universalUpdate', { type: 'pix', card_type: 'email', email: 'ana@hotmail.com', cpf: '39053344705', name: 'Ana Souza' }, { token: 'demo-br' })).code, 10005)
    t.same(await m.json('universalUpdate', { type: 'pix', card_type: 'email', email: 'ana@hotmail.com', cpf: '39053344704', name: 'Ana Souza' }, { token: 'demo-br-new' }),
      { code: 40000, msg: 'Invalid request: CPF', data: null }, 'a CPF whose check digit is wrong never binds')
    const list = (await m.json('bindList', {}, { token: 'demo-bd' })).data.items
    t.same(list.map((a: any) => [a.type, a.is_default]), [['bkash', true], ['nagad', false]])
  })
})

t.test('PAN OCR', async t => {
  const m = await startMock(t)
  const file = (size: number, filename = 'pan-front.jpg') => ({ file: { content: picture(size), filename, mime: 'image/jpeg' } })
  t.same(await m.json('ocrPancard', {}, file(1023)), { code: 10011, msg: 'Invalid upload. Please upload a photo of your PAN card', data: null })
  t.same(await m.json('ocrPancard', {}, file(50000, 'pan-BLURRY.jpg')), { code: 10012, msg: 'Authentication failed for PAN photo. Please upload a clear photo of the front of your PAN card', data: null })
  const res = await m.json('ocrPancard', {}, file(1024))
  t.equal(res.code, 0)
  t.match(res.data, { pan_number: 'AKBPS7342K', name: 'RAHUL SHARMA', photo_url: /^https:\/\/cdn\.mock\.local\/uploads\/F\d+\.jpg$/ })
  t.equal((await m.json('ocrPancard', { user_id: '20481736', server_name: 'in1' }, file(5000))).code, 0, 'with the optional fields')
  t.same(await m.json('ocrPancard', { user_id: '31702254' }, file(5000)), { code: 10061, msg: 'This request does not belong to your account', data: null })
  t.equal((await m.json('ocrPancard', {}, {})).code, 40000, 'no file')
})
