// Coin transfer and the dealer centre through the gateway: bodies checked with the field named (and the
// page region's UTR form) before anything is forwarded, the Idempotency-Key forwarded for money calls,
// payment-record photos streamed, and a payout order moved by the mock's clock.
import t from 'tap'
import supertest from 'supertest'
import { clientHeaders, idempotencyHeaders, queryText, startStack, type Stack } from '../helpers/stack.js'
import { msg } from '../helpers/messages.js'
import { jpeg } from '../helpers/pictures.js'

const AGENT = '/api/user/pay-center/v1/agent'
const TRANSFER = '/api/user/v1/amt/transfer'
const REMIT = `${AGENT}/order/remit`
const RECORD = `${AGENT}/order/upload_record`
const BD_PAGE = { host: 'coin.localhost' }

async function call (s: Stack, token: string, path: string, body: object = {}, extra: Record<string, string> = {}) {
  const res = await s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, extra) }).send(body)
  return { http: res.status, ...(res.body as { code: number, msg: string, status: string, data: any, errors?: Array<{ field: string, message: string }> }) }
}

t.test('dealer bodies are checked before anything is forwarded', async t => {
  const s = await startStack(t)
  await s.reset()
  const cases: Array<[string, string, object, string, RegExp, Record<string, string>?]> = [
    ['a UTR of 11 digits', REMIT, { order_id: 'WP70300114', utr: '43129876501' }, 'utr', /^Please enter a valid UTR \/ transaction ID, for example 431298765012$/],
    ['a bKash TrxID on an India page', REMIT, { order_id: 'WP70300114', utr: '9K4H7T2Q1Z' }, 'utr', /UTR/],
    ['an Indian NEFT UTR on the Bangladesh page', REMIT, { order_id: 'WP71400110', utr: 'HDFCN24330123456' }, 'utr', /UTR/, BD_PAGE],
    ['no UTR', REMIT, { order_id: 'WP70300114' }, 'utr', /^Please enter your UTR \/ transaction ID$/],
    ['a UTR with a dash', REMIT, { order_id: 'WP70300114', utr: 'HDFC-N2433012345' }, 'utr', /UTR/],
    ['a WhatsApp number too short to be one', `${AGENT}/profile/update`, { nickname: 'Vikram Coins', whatsapp: '98123' }, 'whatsapp', /^Please enter a valid WhatsApp number, for example \+91 98765 43210$/],
    ['an empty WhatsApp number', `${AGENT}/profile/update`, { nickname: 'Vikram Coins', whatsapp: '' }, 'whatsapp', /^Please enter your WhatsApp number$/],
    ['no WhatsApp number', `${AGENT}/profile/update`, { nickname: 'Vikram Coins' }, 'whatsapp', /WhatsApp number/],
    ['a long nickname', `${AGENT}/profile/update`, { nickname: 'V'.repeat(31), whatsapp: '+919812345678' }, 'nickname', /^nickname is too long$/],
    ['a price in rupees with paise as a fraction', `${AGENT}/price/update`, { price: 99.5 }, 'price', /price/],
    ['an unknown tab', `${AGENT}/order/list`, { tab: 'all' }, 'tab', /list/],
    ['a state 9', `${AGENT}/order/list`, { status: 9 }, 'status', /status/],
    ['block without a decision', `${AGENT}/follower/block`, { user_id: '21346587' }, 'blocked', /block setting/],
    ['an agent id with spaces', `${AGENT}/follower/migrate`, { user_id: '21346587', to_agent_id: 'AG IN 01' }, 'to_agent_id', /agent/],
    ['a smuggled field on a sale', `${AGENT}/transfer`, { user_id: '21346587', amount: 100, coins_available: 1e9 }, 'coins_available', /cannot be sent here/],
    ['a 7-digit user id', TRANSFER, { user_id: '2059331', amount: 100 }, 'user_id', /user ID/],
    ['coins as a string', TRANSFER, { user_id: '20593318', amount: '100' }, 'amount', /amount/],
    ['a fraction of a coin', TRANSFER, { user_id: '20593318', amount: 100.5 }, 'amount', /amount/],
    ['a smuggled common field', TRANSFER, { user_id: '20593318', amount: 100, from: 1 }, 'from', /cannot be sent here/],
    ['a blank refusal reason', `${AGENT}/order/refuse`, { order_id: 'WP70300118', reason: '  ' }, 'reason', /reason/],
    ['31 days and one', `${AGENT}/data`, { days: 32 }, 'days', /number of days/]
  ]
  for (const [what, path, body, field, message, extra] of cases) {
    const res = await call(s, path === TRANSFER ? 'demo-in' : extra === undefined ? 'demo-dealer-in' : 'demo-dealer-bd', path, body, extra)
    t.equal(res.http, 400, what)
    t.match(res, { code: 400, status: 'error', data: null }, what)
    t.equal(res.errors?.[0]?.field, field, `${what}: names ${field}`)
    t.match(res.msg, message, `${what}: ${res.msg}`)
  }
  t.same(await s.journal(), [], 'nothing reached the upstream')
  const hi = await call(s, 'demo-dealer-in', REMIT, { order_id: 'WP70300114', utr: '123' }, { 'accept-language': 'hi' })
  t.equal(hi.msg, msg(s.gateway.catalogues.hi, 'error.invalid_example').replace('{field}', msg(s.gateway.catalogues.hi, 'field.utr')).replace('{example}', '431298765012'), 'in Hindi, with the Hindi label and an example')
  t.equal((await s.api.post(`${AGENT}/info`).send({})).status, 401, 'login needed')
})

t.test('transfer: the Idempotency-Key is forwarded, a retry is answered by the gateway and moves the coins once, messages come from the upstream', async t => {
  const s = await startStack(t)
  await s.reset()
  const first = await call(s, 'demo-in', TRANSFER, { user_id: '20593318', amount: 700 }, { 'idempotency-key': 'tf-gw-1' })
  t.match(first, { http: 200, status: 'success', data: { coins: 4500, record: { type: 'deduct', amount: 700, name: 'Priya Nair' } } })
  const again = await s.api.post(TRANSFER).set(clientHeaders('demo-in', { 'idempotency-key': 'tf-gw-1' })).send({ user_id: '20593318', amount: 700 })
  t.same(again.body.data, first.data, 'the same answer')
  t.equal(again.headers['idempotent-replayed'], 'true', 'replayed by the gateway')
  const forwarded = await s.journal(TRANSFER)
  t.same(forwarded.map(e => e.headers['idempotency-key']), ['tf-gw-1'], 'forwarded once, with the key unchanged')
  t.match(forwarded[0]?.body, { user_id: '20593318', amount: 700, from: 1, assets_type: 1 })
  t.equal((await call(s, 'demo-in', '/api/user/v1/amt/assetinfo')).data.coins, 4500, 'moved once')
  const list = await call(s, 'demo-in-new', `${TRANSFER}/list`)
  t.match(list.data.list[0], { type: 'transfer_in', amount: 700 }, 'data.list mirrors data.items')
  for (const [body, code, msg] of [
    [{ user_id: '20593318', amount: 50 }, 10043, 'The minimum transfer amount is 100'],
    [{ user_id: '20481736', amount: 500 }, 10041, 'Cannot transfer money for yourself'],
    [{ user_id: '12345678', amount: 500 }, 10040, 'User ID does not exist'],
    [{ user_id: '20593318', amount: 999999 }, 10042, 'Transfer amount exceeds your assets']
  ] as const) {
    t.match(await call(s, 'demo-in', TRANSFER, body), { http: 200, status: 'error', code, msg })
  }
  const sell = await call(s, 'demo-dealer-in', `${AGENT}/transfer`, { user_id: '21346587', amount: 300 }, { 'idempotency-key': 'sell-gw-1' })
  t.equal(sell.status, 'success')
  t.equal((await s.journal(`${AGENT}/transfer`))[0]?.headers['idempotency-key'], 'sell-gw-1')
  await call(s, 'demo-dealer-in', `${AGENT}/order/detail`, { order_id: 'WP70300118' }, { 'idempotency-key': 'not-money' })
  t.equal((await s.journal(`${AGENT}/order/detail`))[0]?.headers['idempotency-key'], undefined, 'only keyed calls forward the key')
  const accept = await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: 'WP70300118' }, { 'idempotency-key': 'accept-gw-1' })
  t.equal(accept.status, 'success')
  t.equal((await s.journal(`${AGENT}/order/accept`))[0]?.headers['idempotency-key'], 'accept-gw-1', 'a dealer\'s accept is keyed: a retry is carried out once')
})

t.test('a payout order from the available list to succeeded, through the gateway and the mock clock', async t => {
  const s = await startStack(t)
  await s.reset()
  const clock = async (seconds: number) => { await supertest(s.mockUrl).post('/__mock/clock').send({ advance_s: seconds }).expect(200) }
  const player = await call(s, 'demo-in', `${AGENT}/info`)
  t.match(player, { http: 200, status: 'error', code: 10070, msg: 'This account is not a coin dealer' })
  const before = (await call(s, 'demo-dealer-in', `${AGENT}/info`)).data
  const available = await call(s, 'demo-dealer-in', `${AGENT}/order/list`, { tab: 'available' })
  t.same(available.data.list.map((o: any) => o.order_id), ['WP70300118', 'WP70300117', 'WP70300115', 'WP70300116'])
  const accepted = await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: 'WP70300118' })
  t.same(accepted.data.actions, ['abandon', 'remit'])
  const refusedAgain = await call(s, 'demo-dealer-in', `${AGENT}/order/accept`, { order_id: 'WP70300118' }, { 'accept-language': 'pt' })
  t.match(refusedAgain, { status: 'error', code: 10071 })
  t.equal(refusedAgain.msg, msg(s.gateway.catalogues.pt, 'upstream.illegal_accept'), 'the upstream answers in the page\'s language')
  const remitted = await call(s, 'demo-dealer-in', REMIT, { order_id: 'WP70300118', utr: 'HDFCN24330999999' })
  t.match(remitted.data.order, { status: 3, utr: 'HDFCN24330999999', tab: 'pending' })
  await clock(172801)
  const done = await call(s, 'demo-dealer-in', `${AGENT}/order/detail`, { order_id: 'WP70300118' })
  t.match(done.data.order, { status: 4, tab: 'completed' })
  t.same(done.data.history.map((h: any) => h.action), ['created', 'accept', 'remit', 'settle'])
  const after = (await call(s, 'demo-dealer-in', `${AGENT}/info`)).data
  t.ok(after.coins_available >= before.coins_available + 2500, 'the ₹2,500 order gave 2,500 coins (others settled too)')
})

t.test('Bangladesh page: the dealer remits by TrxID', async t => {
  const s = await startStack(t)
  await s.reset()
  const res = await call(s, 'demo-dealer-bd', REMIT, { order_id: 'WP71400110', utr: '5T6Y7U8I9O' }, { ...BD_PAGE, 'accept-language': 'bn' })
  t.match(res, { http: 200, status: 'success', data: { order: { status: 3, utr: '5T6Y7U8I9O' } } })
  const [entry] = await s.journal(REMIT)
  t.match(entry?.body, { order_id: 'WP71400110', utr: '5T6Y7U8I9O', assets_type: 3 }, 'Bangladesh\'s asset type')
  t.equal(queryText(entry).sign?.length, 32, 'signed')
})

t.test('payment record photos are streamed like the other uploads', async t => {
  const s = await startStack(t, { env: { UPLOAD_MAX_BYTES: String(64 * 1024) } })
  await s.reset()
  const ok = await s.api.post(RECORD).set(clientHeaders('demo-dealer-in')).field('order_id', 'WP70300114').attach('file', jpeg(20000), { filename: 'imps receipt.jpg', contentType: 'application/octet-stream' })
  t.equal(ok.status, 200)
  t.match(ok.body, { status: 'success', data: { order: { status: 3, record_url: /^https:\/\/cdn\.mock\.local\/uploads\/F\d+\.jpg$/ } } })
  const [entry] = await s.journal(RECORD)
  t.same((entry?.body as any).fields, { order_id: 'WP70300114' })
  t.match((entry?.body as any).files, [{ field: 'file', filename: 'imps_receipt.jpg', mime: 'image/jpeg', size: 20000 }], 'type from the magic bytes')
  await s.reset()
  const refused: Array<[string, (r: ReturnType<typeof s.api.post>) => ReturnType<typeof s.api.post>, number, string]> = [
    ['a GIF', r => r.field('order_id', 'WP70300113').attach('file', Buffer.from('GIF89a' + 'x'.repeat(100)), 'a.gif'), 415, 'file'],
    ['too large', r => r.field('order_id', 'WP70300113').attach('file', jpeg(64 * 1024 + 1), 'big.jpg'), 413, 'file'],
    ['a bad order number', r => r.field('order_id', 'WP 1').attach('file', jpeg(2000), 'a.jpg'), 400, 'order_id'],
    ['no order number', r => r.attach('file', jpeg(2000), 'a.jpg'), 400, 'order_id'],
    ['a UTR beside the photo', r => r.field('order_id', 'WP70300113').field('utr', '431200000000').attach('file', jpeg(2000), 'a.jpg'), 400, 'utr']
  ]
  for (const [what, build, status, field] of refused) {
    const res = await build(s.api.post(RECORD).set(clientHeaders('demo-dealer-in')))
    t.equal(res.status, status, what)
    // A missing multipart text field is reported as "body": validation-message.ts reads ajv's
    // params.missingProperty, the upload proxy's TypeBox checker gives params.requiredProperties.
    t.equal(res.body.errors?.[0]?.field, field, `${what}: names ${field}`)
  }
  t.same(await s.journal(RECORD), [], 'nothing reached the upstream')
  const small = await s.api.post(RECORD).set(clientHeaders('demo-dealer-in')).field('order_id', 'WP70300113').attach('file', jpeg(200), 'tiny.jpg')
  t.match(small.body, { status: 'error', code: 10082 }, 'the upstream judges the photo')
})
