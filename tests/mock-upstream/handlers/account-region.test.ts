// The upstream is the authority on a player's region: bindings are checked by the account's own region
// (whatever host the page was opened on), and a mock playing one region's upstream does not know the
// accounts of another.
import t from 'tap'
import { startMock } from '../fixture/mock-client.js'
import { message } from '../../helpers/messages.js'
import { LANGUAGES, REGION_INFO, REGIONS, type Region } from '../../../shared/regions.js'
import { PAYOUT_TYPES, type PayoutType } from '../../../shared/rules/payout.js'
import { SESSION_EXPIRED } from '../../../shared/codes.js'
import { DOMAIN } from '../../../shared/domain-codes.js'

/** A body valid for the type by every schema and rule, so only the account's region can refuse it. */
const BODY: Record<Exclude<PayoutType, 'upi' | 'bank' | 'paytm'>, Record<string, unknown>> = {
  gopay: { type: 'gopay', wallet_id: '081211112222', name: 'Demo Player' },
  ovo: { type: 'ovo', wallet_id: '081211112223', name: 'Demo Player' },
  dana: { type: 'dana', wallet_id: '081211112224', name: 'Demo Player' },
  bkash: { type: 'bkash', account_no: '01712340000', name: 'Demo Player' },
  nagad: { type: 'nagad', account_no: '01912340000', name: 'Demo Player' },
  pix: { type: 'pix', card_type: 'cpf', cpf: '39053344705', name: 'Demo Player' }
}
/** A player of each region with nothing bound. */
const PLAYER: Record<Region, string> = { IN: 'demo-in-new', BD: 'demo-bd-new', BR: 'demo-br-new', ID: 'demo-id-new' }

t.test('a payout type of another region never binds', async t => {
  const m = await startMock(t)
  const bound = async (token: string): Promise<string[]> => (await m.json('bindList', {}, { token })).data.items.map((a: any) => a.type)

  t.test('every universal type, for a player of every region: bound only where the account\'s region pays out to it', async t => {
    await m.control('post', '/__mock/reset').expect(200)
    for (const region of REGIONS) {
      for (const type of PAYOUT_TYPES.filter((p): p is keyof typeof BODY => p in BODY)) {
        const res = await m.json('universalUpdate', BODY[type], { token: PLAYER[region] })
        if (REGION_INFO[region].payoutTypes.includes(type)) t.equal(res.code, 0, `${region} binds ${type}`)
        else t.same(res, { code: DOMAIN.PAYOUT_TYPE_UNAVAILABLE, msg: message('en', 'upstream.payout_type_unavailable'), data: null }, `${region} cannot bind ${type}`)
      }
      const expected = REGION_INFO[region].payoutTypes.filter(p => p in BODY)
      t.same((await bound(PLAYER[region])).sort(), [...expected].sort(), `${region}: only its own types are bound`)
    }
  })

  t.test('India\'s UPI, bank and Paytm bindings for players elsewhere', async t => {
    await m.control('post', '/__mock/reset').expect(200)
    const upi = await m.json('updateUpiAccount', { upi_id: 'lucas.o@oksbi', name: 'Lucas Oliveira', phone: '+5521998765432', email: 'lucas@gmail.com' }, { token: 'demo-br-new' })
    t.equal(upi.code, DOMAIN.PAYOUT_TYPE_UNAVAILABLE, 'a Brazilian player cannot bind a UPI ID, even with a Brazilian phone')
    const paytm = await m.json('bindPaytm', { paytm_id: '9876500001', name: 'Nusrat Jahan' }, { token: 'demo-bd-new' })
    t.equal(paytm.code, DOMAIN.PAYOUT_TYPE_UNAVAILABLE, 'nor a Bangladeshi player a Paytm wallet')
    const bank = await m.json('bindAccount', { bank_account: '123456789012', name: 'Nusrat Jahan', phone: '01812345670', email: 'nusrat@gmail.com' }, { token: 'demo-bd-new' })
    t.equal(bank.code, DOMAIN.PAYOUT_TYPE_UNAVAILABLE, 'nor a bank card in Bangladesh')
    const idBank = await m.json('bindAccount', { bank_account: '1234567890', name: 'Siti Rahayu', phone: '081398765432', email: 'siti@gmail.com', bank_name: 'Bank Central Asia' }, { token: 'demo-id-new' })
    t.equal(idBank.code, 0, 'Indonesia pays out to bank accounts too')
    t.same(await bound('demo-br-new'), [])
    t.same(await bound('demo-bd-new'), [])
    t.same(await bound('demo-id-new'), ['bank'])
  })

  t.test('the refusal in the player\'s language, every language its own words', async t => {
    await m.control('post', '/__mock/reset').expect(200)
    const texts = new Set<string>()
    for (const lang of LANGUAGES) {
      const res = await m.json('universalUpdate', BODY.pix, { token: 'demo-in-new', lang })
      t.equal(res.msg, message(lang, 'upstream.payout_type_unavailable'), lang)
      texts.add(res.msg)
    }
    t.equal(texts.size, LANGUAGES.length, 'five different texts: none left in English')
    t.same(await bound('demo-in-new'), [], 'an Indian account opened on the Brazil page binds no Pix key')
  })
})

t.test('ruled fields are checked by the account\'s region', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })
  const bound = async (token: string): Promise<unknown[]> => (await m.json('bindList', {}, { token })).data.items

  t.test('a phone of another region', async t => {
    const body = { upi_id: 'priya.n@oksbi', name: 'Priya Nair', email: 'priya@gmail.com' }
    t.same(await m.json('updateUpiAccount', { ...body, phone: '+5511987654321' }, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: phone number', data: null },
      'a Brazilian phone, as the Brazil host\'s gateway would let through, is no Indian phone')
    t.same(await m.json('updateUpiAccount', { ...body, phone: '01712345678' }, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: phone number', data: null }, 'nor a Bangladeshi one')
    t.same(await bound('demo-in-new'), [], 'nothing bound')
    t.equal((await m.json('updateUpiAccount', { ...body, phone: '9876543210' }, { token: 'demo-in-new' })).code, 0, 'an Indian phone binds')
  })

  t.test('an IFSC and an account number by India\'s rules', async t => {
    const body = { bank_account: '123456789012', name: 'Priya Nair', phone: '8123456789', email: 'priya@gmail.com' }
    t.same(await m.json('updateBankAccount', { ...body, ifsc: 'sbin0001234' }, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: IFSC code', data: null }, 'India writes IFSC in capitals')
    t.same(await m.json('updateBankAccount', body, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: IFSC code', data: null }, 'India requires an IFSC')
    t.same(await m.json('updateBankAccount', { ...body, bank_account: 'ABCDEFGH12', ifsc: 'SBIN0001234' }, { token: 'demo-in-new' }), { code: 40000, msg: 'Invalid request: bank account number', data: null },
      'an Indian account number has at least 6 digits')
    t.same(await bound('demo-in-new'), [])
    t.equal((await m.json('updateBankAccount', { ...body, ifsc: 'SBIN0001234' }, { token: 'demo-in-new' })).code, 0)
  })

  t.test('Indonesia requires a bank name, and a Pix CPF must add up wherever the page was opened', async t => {
    t.same(await m.json('bindAccount', { bank_account: '1234567890', name: 'Siti Rahayu', phone: '081398765432', email: 'siti@gmail.com' }, { token: 'demo-id-new' }),
      { code: 40000, msg: 'Invalid request: bank name', data: null })
    t.same(await m.json('universalUpdate', { ...BODY.pix, cpf: '39053344704' }, { token: 'demo-br-new' }), { code: 40000, msg: 'Invalid request: CPF', data: null })
    t.same(await bound('demo-id-new'), [])
    t.same(await bound('demo-br-new'), [])
  })
})

t.test('MOCK_REGION: the upstream of one region knows only its accounts', async t => {
  const br = await startMock(t, { config: { region: 'BR' } })
  for (const token of ['demo-in', 'demo-in-new', 'demo-bd', 'demo-id', 'demo-dealer-in']) {
    t.same(await br.json('assetInfo', {}, { token }), { code: SESSION_EXPIRED, msg: message('en', 'upstream.session_expired'), data: null }, `${token} is unknown to Brazil's upstream`)
  }
  const refused = await br.json('universalUpdate', BODY.pix, { token: 'demo-in-new', lang: 'pt' })
  t.same(refused, { code: SESSION_EXPIRED, msg: message('pt', 'upstream.session_expired'), data: null }, 'an Indian token binds nothing there')
  t.equal((await br.json('assetInfo', {}, { token: 'demo-br' })).code, 0, 'a Brazilian player is served')
  t.equal((await br.json('universalUpdate', BODY.pix, { token: 'demo-br-new' })).code, 0, 'and binds a Pix key')
  t.equal((await br.json('assetInfo', {}, { token: 'demo-err-50307' })).code, 50307, 'an error token still answers its code')
  t.equal((await br.json('guestLogin', {}, { token: 'demo-in' })).code, 0, 'a call without login is served, the token of another region counting as none')

  const all = await startMock(t)
  for (const token of ['demo-in', 'demo-bd', 'demo-br', 'demo-id']) t.equal((await all.json('assetInfo', {}, { token })).code, 0, `unset: ${token} is served`)
})
