// What players type into the client's forms, read as the player's region and language write it: amounts by
// the number locale (a Brazilian's "10,50" is R$10,50, never R$1.050), coins as whole numbers, and every
// ruled field through the shared normaliser, refused with a message that names the field and shows an
// example. Pure functions of the forms, in Node (no DOM).
import t from 'tap'
import { getDefaultStore } from 'jotai'
import { REGION_INFO, type Language, type Region, type SiteConfig } from '../../shared/regions.js'
import { configAtom } from '../../client/src/lib/session.js'
import { loadMore, setLanguage, t as translate } from '../../client/src/lib/i18n.js'
import { money } from '../../client/src/lib/format.js'
import { amountFormatMessage, typedMoney } from '../../client/src/domain/amount-input.js'
import { amountMessage, amountProblem } from '../../client/src/features/withdraw/option/amount-rules.js'
import { readRechargeAmount } from '../../client/src/features/recharge/amount-rules.js'
import { priceProblem } from '../../client/src/features/dealer/account/price-rules.js'
import { cleanUserId, coinsMessage, coinsProblem, userIdMessage, userIdProblem } from '../../client/src/features/transfer/rules.js'
import { checkSell } from '../../client/src/features/dealer/sell/sell-rules.js'
import { contactError, toContact } from '../../client/src/features/recharge/contact.js'
import { bodyOf, validate } from '../../client/src/features/withdraw/bind/form-model.js'
import { BD_WALLET_SPECS, PAN_SPEC, UPI_SPECS, bankSpecs, pixSpecs } from '../../client/src/features/withdraw/bind/specs.js'
import { bankAccountProblem, universalAccountProblem } from '../../shared/rules/cross.js'

const store = getDefaultStore()
const regions = Object.fromEntries(Object.entries(REGION_INFO).map(([r, i]) => [r, { currency: i.currency, fractionDigits: i.fractionDigits, numberLocale: i.numberLocale, withdrawMultiple: i.withdrawMultiple, payoutDays: i.payoutDays, payoutTypes: [...i.payoutTypes] }])) as SiteConfig['regions']

/** The page's region and the player's language, as /api/config and the app would set them, with the
 * messages of the form screens (the router loads them with any screen but My Balance). */
async function as (region: Region, language: Language): Promise<void> {
  store.set(configAtom, { ...REGION_INFO[region], payoutTypes: [...REGION_INFO[region].payoutTypes], language, uploadMaxBytes: 5242880, timeoutMs: 20000, regions })
  await setLanguage(language)
  await loadMore()
}

// The client's t() answers the key itself for a missing message, and so would the code under test: that must fail.
const tr = (key: string, params?: Record<string, string>): string => {
  const text = translate(key, params)
  if (text === key || text.trim() === '') throw new Error(`no message ${key}`)
  return text
}

t.test('withdraw: a Brazilian writes reais with a decimal comma and a thousands dot', async t => {
  await as('BR', 'pt')
  const check = (text: string) => amountProblem(text, 'BR', { minAmount: 1000, balance: 200000, withdrawable: 200000 })
  t.same(check('50,00'), { minor: 5000, problem: null }, '"50,00" is R$50, not R$5.000')
  t.same(check('50'), { minor: 5000, problem: null })
  t.same(check('1.000'), { minor: 100000, problem: null }, '"1.000" is R$1.000')
  t.same(check('1.000,00'), { minor: 100000, problem: null })
  t.same(check('R$ 1.000,00'), { minor: 100000, problem: null }, 'a pasted currency symbol')
  for (const text of ['1,234', '10.5', '1.00,00', '10,5,0']) {
    const read = check(text)
    t.same(read.problem, { key: 'format' }, `"${text}" does not fit pt-BR: refused, not guessed`)
    t.equal(amountMessage(read.problem ?? { key: 'required' }, 200000, 200000), 'Escreva o campo valor assim: 12.345,50', 'with the Brazilian form shown')
  }
  t.same(check('').problem, { key: 'required' })
  t.same(check('15').problem, { key: 'not_multiple', multiple: 1000 }, 'multiples of R$10')
  t.same(check('3.000').problem, { key: 'above_balance' })
})

t.test('withdraw: more than the whole balance and more than its withdrawable part are different messages', async t => {
  await as('IN', 'en')
  const limits = { minAmount: 10000, balance: 2500000, withdrawable: 1200000 }
  const above = (text: string): string => {
    const { problem } = amountProblem(text, 'IN', limits)
    if (problem === null) throw new Error(`${text} passed`)
    return amountMessage(problem, limits.withdrawable, limits.balance)
  }
  t.equal(above('50,000'), 'Insufficient balance: your balance is ₹25,000.00', 'above the total')
  t.equal(above('20,000'), 'Insufficient withdrawal balance: you can withdraw up to ₹12,000.00', 'within the total, above the withdrawable part')
  t.same(amountProblem('12,000', 'IN', limits), { minor: 1200000, problem: null }, 'the whole withdrawable part passes')
  await as('IN', 'hi')
  t.equal(above('50,000'), 'बैलेंस पर्याप्त नहीं है: आपका बैलेंस ₹25,000.00 है')
  t.equal(above('20,000'), 'निकासी के लिए बैलेंस पर्याप्त नहीं है: आप अधिकतम ₹12,000.00 निकाल सकते हैं')
})

t.test('withdraw: India and Indonesia read their own ways', async t => {
  await as('IN', 'en')
  t.same(amountProblem('1,000', 'IN', { minAmount: 10000, balance: 1000000, withdrawable: 1000000 }), { minor: 100000, problem: null })
  t.same(amountProblem('1,00,000', 'IN', { minAmount: 10000, balance: 20000000, withdrawable: 20000000 }), { minor: 10000000, problem: null }, 'lakh grouping')
  t.same(amountProblem('₹ 2,000.00', 'IN', { minAmount: 10000, balance: 1000000, withdrawable: 1000000 }), { minor: 200000, problem: null })
  t.same(amountProblem('1.000', 'IN', { minAmount: 10000, balance: 1000000, withdrawable: 1000000 }).problem, { key: 'format' }, 'a dot is the decimal point in India: three decimals are refused')
  t.equal(amountMessage({ key: 'format' }, 0, 0), 'Please write the amount like 12,345.50')
  await as('ID', 'id')
  t.same(amountProblem('150.000', 'ID', { minAmount: 1000000, balance: 100000000, withdrawable: 100000000 }), { minor: 15000000, problem: null }, '"150.000" is Rp150.000')
  t.same(amountProblem('150,5', 'ID', { minAmount: 1000000, balance: 100000000, withdrawable: 100000000 }).problem, { key: 'format' }, 'rupiah are typed without decimals')
  t.equal(amountMessage({ key: 'format' }, 0, 0), 'Tulis jumlah seperti ini: 150.000')
  await as('BD', 'bn')
  t.same(amountProblem('১,০০০', 'BD', { minAmount: 10000, balance: 1000000, withdrawable: 1000000 }), { minor: 100000, problem: null }, 'Bengali digits')
})

t.test('add cash: the amount read by the locale, then the range', async t => {
  await as('BR', 'pt')
  t.same(readRechargeAmount('10,50', 1000, 500000), { ok: true, minor: 1050 }, '"10,50" is R$10,50')
  t.same(readRechargeAmount('1.000', 1000, 500000), { ok: true, minor: 100000 })
  t.same(readRechargeAmount('10.5', 1000, 500000), { ok: false, error: 'Escreva o campo valor assim: 12.345,50' })
  t.same(readRechargeAmount('', 1000, 500000), { ok: false, error: tr('upstream.amount_required') })
  const above = readRechargeAmount('10.000', 1000, 500000)
  t.same(above, { ok: false, error: tr('upstream.amount_out_of_range', { min: money(1000), max: money(500000) }) }, 'R$10.000 is above the range, not R$10')
  await as('ID', 'id')
  t.same(readRechargeAmount('150.000', 1000000, 1000000000), { ok: true, minor: 15000000 })
  await as('IN', 'en')
  t.same(readRechargeAmount('1,000.50', 10000, 10000000), { ok: true, minor: 100050 })
  t.same(readRechargeAmount('५००', 10000, 10000000), { ok: true, minor: 50000 }, 'Devanagari digits')
})

t.test('dealer price: prefilled as the dealer types it, so saving it unchanged is accepted', async t => {
  for (const [region, language, shown] of [['BR', 'pt', '99,00'], ['IN', 'en', '1,500.00'], ['ID', 'id', '1.500'], ['BD', 'bn', '১,৫০০.০০']] as const) {
    await as(region, language)
    const price = region === 'BR' ? 9900 : 150000
    t.equal(typedMoney(price), shown, `${region}/${language}: the box starts with ${shown}`)
    t.same(priceProblem(typedMoney(price), 100, 10000000), { minor: price, problem: null }, `${region}/${language}: and reads it back`)
  }
  await as('BR', 'pt')
  t.same(priceProblem('99.00', 100, 100000), { minor: null, problem: amountFormatMessage(tr('field.price')) }, '"99.00" is not how a Brazilian writes R$99')
  t.same(priceProblem('', 100, 100000).problem, tr('error.required', { field: tr('field.price') }))
})

t.test('coins: whole numbers as the player groups them', async t => {
  await as('BR', 'pt')
  t.same(coinsProblem('1.000', 5000), { coins: 1000, problem: null }, '"1.000" coins in Brazil are a thousand')
  t.same(coinsProblem('1,5', 5000).problem, { key: 'not_whole' })
  t.equal(coinsMessage({ key: 'not_whole' }), 'Escreva o campo moedas assim: 150.000')
  t.same(coinsProblem('50', 5000).problem, { key: 'below_minimum', min: 100 })
  t.same(coinsProblem('0', 5000).problem, { key: 'below_minimum', min: 0 })
  t.same(coinsProblem(' ', 5000).problem, { key: 'required' })
  await as('IN', 'en')
  t.same(coinsProblem('1,000', 5000), { coins: 1000, problem: null })
  t.same(coinsProblem('1.000', 5000).problem, { key: 'not_whole' }, 'a decimal point in India is not a whole number')
  t.same(checkSell('1234 5678', '5,000', '99999999', 10000), { userId: '12345678', amount: 5000, userError: null, amountError: null })
  t.equal(checkSell('1234', '12.5', '99999999', 10000).userError, 'Please enter a valid user ID, for example 12345678')
  t.equal(checkSell('1234', '12.5', '99999999', 10000).amountError, 'Please write the coins like 1,50,000', 'with the lakh grouping of India')
  t.equal(checkSell('12345678', '500', '12345678', 10000).userError, tr('upstream.transfer_self'))
})

t.test('transfer recipient: the id read by the shared normaliser', async t => {
  await as('BD', 'bn')
  t.equal(cleanUserId('১২৩৪ ৫৬৭৮'), '12345678', 'Bengali digits and a space')
  t.equal(cleanUserId('1234-5678'), '12345678')
  await as('IN', 'en')
  t.equal(userIdProblem(cleanUserId('1234.5678'), '20481736'), null, 'the dots of a copied id')
  t.equal(userIdProblem(cleanUserId('20481736'), '20481736'), 'self')
  t.equal(userIdMessage('invalid'), 'Please enter a valid user ID, for example 12345678')
})

t.test('payment contact: a phone in any form of the region, sent in the one the upstream takes', async t => {
  const conf = null
  await as('IN', 'en')
  t.same(toContact('+91 98765-43210'), { phone: '9876543210' })
  t.same(toContact('098765 43210'), { phone: '9876543210' })
  t.same(toContact(' Priya.Nair@yahoo.com '), { email: 'Priya.Nair@yahoo.com' }, 'an e-mail trimmed')
  t.equal(contactError('+91 98765-43210', conf), null)
  t.equal(contactError('12345', conf), 'Please enter a valid phone number, for example 98765 43210', 'not a phone: how one is written')
  t.equal(contactError('priya@', conf), 'Please enter a valid e-mail address, for example name@gmail.com')
  t.equal(contactError('someone@qq.com', conf), tr('upstream.contact_invalid'), 'a refused mail domain: the upstream\'s words')
  t.equal(contactError('', conf), tr('recharge.contact_required'))
  await as('BR', 'pt')
  for (const typed of ['(11) 98765-4321', '+55 11 98765-4321', '11987654321']) {
    t.same(toContact(typed), { phone: '+5511987654321' }, `Brazil: ${typed}`)
    t.equal(contactError(typed, conf), null)
  }
})

t.test('bind forms: what is checked is what is sent, in its canonical form', async t => {
  await as('BR', 'pt')
  const evp = pixSpecs('evp')
  const extra = { type: 'pix', card_type: 'evp' }
  const pasted = { evp: '123E4567-E89B-42D3-A456-426614174000', evp_confirm: '123e4567e89b42d3a456426614174000', cpf: '390.533.447-05', name: 'Ana Sant’Anna' }
  t.same(validate(evp, pasted, 'BR', universalAccountProblem, extra), {}, 'a UUID as banks show it, confirmed in its 32 characters; a CPF as printed')
  t.same(bodyOf(evp, pasted, 'BR'), { evp: '123e4567e89b42d3a456426614174000', cpf: '39053344705', name: 'Ana Sant\'Anna' })
  const typo = validate(evp, { ...pasted, cpf: '390.533.447-04' }, 'BR', universalAccountProblem, extra)
  t.same(typo, { cpf: 'O CPF tem um erro de digitação: confira os números' }, 'a wrong check digit is a typo')
  t.same(validate(evp, { ...pasted, cpf: '111.111.111-11' }, 'BR', universalAccountProblem, extra), { cpf: 'O CPF tem um erro de digitação: confira os números' }, 'one digit eleven times')
  const bad = validate(evp, { ...pasted, evp: 'abc', evp_confirm: 'abd', cpf: '1234' }, 'BR', universalAccountProblem, extra)
  t.same(bad, {
    evp: 'Preencha o campo chave aleatória (EVP) corretamente, por exemplo 123e4567-e89b-42d3-a456-426614174000',
    evp_confirm: 'Os dois campos de chave aleatória (EVP) não coincidem',
    cpf: 'Preencha o campo CPF corretamente, por exemplo 123.456.789-09'
  }, 'refusals name the field and show how it is written')
  const phone = pixSpecs('phone')
  t.same(bodyOf(phone, { phone: '+55 (11) 98765-4321', cpf: '39053344705', name: 'Ana' }, 'BR'), { phone: '11987654321', cpf: '39053344705', name: 'Ana' }, 'a Pix phone key from any form')
  t.same(validate(phone, { phone: '+55 (11) 98765-4321', phone_confirm: '(11) 98765-4321', cpf: '39053344705', name: 'Ana' }, 'BR', universalAccountProblem, { type: 'pix', card_type: 'phone' }), {}, 'one number written two ways is the same key')

  await as('IN', 'en')
  const bank = bankSpecs('IN')
  const values = { bank_account: '5010 0987 6543 21', bank_account_confirm: '50100987654321', name: 'Anthony D’Souza', ifsc: 'sbin0004567', phone: '+91 98765-43210', email: 'anthony@gmail.com' }
  t.same(validate(bank, values, 'IN', bankAccountProblem), {})
  t.same(bodyOf(bank, values, 'IN'), { bank_account: '50100987654321', name: 'Anthony D\'Souza', ifsc: 'SBIN0004567', phone: '9876543210', email: 'anthony@gmail.com' })
  t.same(validate(bank, { ...values, ifsc: 'HDFC123', phone: '12345' }, 'IN', bankAccountProblem), {
    ifsc: 'Please enter a valid IFSC code, for example SBIN0001234',
    phone: 'Please enter a valid phone number, for example 98765 43210'
  })
  const withPan = [...UPI_SPECS, PAN_SPEC]
  const upi = { upi_id: 'Ravi.K@OKAXIS', upi_id_confirm: 'ravi.k@okaxis', name: 'S. Kumar', phone: '9876543210', email: 'ravi@gmail.com', pan_number: ' abcpe1234f ' }
  t.same(validate(withPan, upi, 'IN'), {}, 'a UPI ID in capitals confirms the same ID; a PAN in small letters')
  t.match(bodyOf(withPan, upi, 'IN'), { upi_id: 'ravi.k@okaxis', pan_number: 'ABCPE1234F', name: 'S. Kumar' })
  t.same(validate(withPan, { ...upi, upi_id: 'ravi k@okaxis', upi_id_confirm: 'ravi k@okaxis' }, 'IN'), { upi_id: 'Please enter a valid UPI ID, for example name@okaxis' }, 'an inner space is refused, never joined into another handle')
  t.same(validate(withPan, { ...upi, pan_number: 'ABCPE 1234F' }, 'IN'), { pan_number: 'Please enter a valid permanent account number (PAN), for example ABCPE1234F' }, 'nor a PAN\'s')
  t.same(validate(withPan, { ...upi, pan_number: 'ABCCE1234F' }, 'IN'), { pan_number: 'This permanent account number (PAN) does not belong to a person: the fourth letter of your own PAN is P' }, 'a company\'s PAN')
  t.equal(bank.find(s => s.name === 'phone')?.autoComplete, 'tel', 'the phone offers a contact\'s number with its +91')

  await as('BD', 'bn')
  t.same(bodyOf(BD_WALLET_SPECS, { account_no: '+880 1712-345678', name: 'Md. Rahim' }, 'BD'), { account_no: '01712345678', name: 'Md. Rahim' }, 'bKash with +880')
  t.same(validate(BD_WALLET_SPECS, { account_no: '+880 1712-345678', account_no_confirm: '01712-345678', name: 'Md. Rahim' }, 'BD', universalAccountProblem, { type: 'bkash' }), {})
})
