import t from 'tap'
import { checkField } from '../../shared/rules/fields.js'
import { rechargeAmountProblem } from '../../shared/rules/amount.js'
import { transferCoinsProblem, transferProblem } from '../../shared/rules/transfer.js'
import { netWinnings, withdrawAmountProblem, withdrawTax } from '../../shared/rules/withdraw.js'
import { contactProblem } from '../../shared/rules/contact.js'
import { bankAccountProblem, universalAccountProblem, regionalProblem } from '../../shared/rules/cross.js'
import { sniffImage } from '../../shared/rules/image.js'
import { pickLanguage } from '../../shared/regions.js'

t.test('the field rules (docs/API.md "Field rules")', async t => {
  const cases: Array<[Parameters<typeof checkField>[0], string, boolean, ('IN' | 'ID' | 'BR' | 'BD')?]> = [
    ['upi_id', 'ravi.kumar-1@okaxis', true], ['upi_id', 'ravi@', false], ['upi_id', 'ravi@ok1', false], ['upi_id', '@okaxis', false],
    ['ifsc', 'HDFC0001234', true, 'IN'], ['ifsc', 'hdfc0001234', false, 'IN'], ['ifsc', 'hdfc0001234', true, 'ID'], ['ifsc', 'HDFC1001234', false], ['ifsc', 'HDFC000123', false],
    ['bank_account', '123456789', true, 'IN'], ['bank_account', 'AB12345678', true, 'IN'], ['bank_account', 'AB123456', false], ['bank_account', 'ABCDE12345', false, 'IN'], ['bank_account', 'ABCDE12345', true, 'BD'], ['bank_account', 'ABCDEF123456', true, 'IN'],
    ['bank_account', '1234567890123456789', false],
    ['bank_name', 'State Bank of India', true, 'IN'], ['bank_name', 'SBI1', false, 'IN'], ['bank_name', ' SBI', false, 'IN'],
    ['name', 'Ravi Kumar', true], ['name', 'रवि कुमार', true], ['name', 'Ravi2', false], ['name', 'S. Kumar', true], ['name', 'Md. Rahim', true], ['name', 'D\'Souza', true], ['name', 'Sant’Anna', true], ['name', 'Jean-Paul', true], ['name', 'Ravi  Kumar', false], ['name', 'Ravi-', false], ['name', '-Ravi', false], ['name', 'Ravi@Kumar', false], ['name', '.Ravi', false], ['name', 'x'.repeat(101), false], ['name', 'x'.repeat(100), true],
    ['phone', '9876543210', true, 'IN'], ['phone', '5876543210', false, 'IN'], ['phone', '987654321', false, 'IN'],
    ['phone', '081234567890', true, 'ID'], ['phone', '6281234567', true, 'ID'], ['phone', '+5511987654321', true, 'BR'], ['phone', '11987654321', false, 'BR'],
    ['phone', '01712345678', true, 'BD'],
    ['wallet_id', '081234567', true], ['wallet_id', '81234567', false], ['wallet_id', '0123456789012', true], ['wallet_id', '01234567890123', false],
    ['account_no', '01712345678', true], ['account_no', '01212345678', false],
    ['pix_phone', '11987654321', true], ['pix_phone', '1198765432', false],
    ['evp', 'a'.repeat(32), true], ['evp', 'a'.repeat(31), false], ['cpf', '12345678909', true], ['cpf', '12345678901', false], ['cpf', '123.456.789-09', false],
    ['cpf', '11111111111', false],
    ['pan_number', 'ABCPE1234F', true], ['pan_number', 'ABCDE1234F', false], ['pan_number', 'abcpe1234f', false],
    ['user_id', '12345678', true], ['user_id', '1234567', false],
    ['email', 'a.b+c@mail.co.in', true], ['email', 'a@b', false]
  ]
  for (const [field, value, ok, region] of cases) t.equal(checkField(field, value, region), ok, `${field} ${JSON.stringify(value)} ${region ?? ''}`)
})

t.test('regional checks apply the page region only', async t => {
  const ruled = new Map([['phone', 'phone'], ['cpf', 'cpf']] as const)
  t.same(regionalProblem({ phone: '081234567890' }, 'IN', ruled), { field: 'phone', problem: 'invalid' })
  t.equal(regionalProblem({ phone: '081234567890' }, 'ID', ruled), null)
  t.same(regionalProblem({ cpf: '12345678901' }, 'BR', ruled), { field: 'cpf', problem: 'typo' }, 'check digits are what a schema cannot see')
  t.equal(regionalProblem({ phone: '11987654321', cpf: '12345678909' }, 'BR', new Map([['phone', 'pix_phone'], ['cpf', 'cpf']] as const)), null, 'a Pix key named phone is checked as a Pix phone')
  t.same(bankAccountProblem({ bank_account: '123456789' }, 'IN'), { field: 'ifsc', problem: 'required' })
  t.same(bankAccountProblem({ bank_account: '123456789' }, 'ID'), { field: 'bank_name', problem: 'required' })
  t.same(universalAccountProblem({ type: 'gopay', name: 'Budi' }), { field: 'wallet_id', problem: 'required' })
  t.same(universalAccountProblem({ type: 'pix', card_type: 'evp', name: 'Ana', cpf: '12345678901' }), { field: 'evp', problem: 'required' })
  t.equal(universalAccountProblem({ type: 'pix', card_type: 'cpf', name: 'Ana', cpf: '12345678901' }), null)
  t.equal(universalAccountProblem({ type: 'bkash', account_no: '01712345678', name: 'Rahim' }), null)
})

t.test('withdrawal: the amount rule in the upstream\'s order, and the tax', async t => {
  const plenty = { minAmount: 10000, balance: 1e6, withdrawable: 1e6 }
  t.same(withdrawAmountProblem(15000, 'IN', plenty), { key: 'not_multiple', multiple: 10000 })
  t.equal(withdrawAmountProblem(20000, 'IN', plenty), null)
  t.same(withdrawAmountProblem(20000, 'IN', { ...plenty, withdrawable: 10000 }), { key: 'above_withdrawable' })
  t.same(withdrawAmountProblem(20000, 'IN', { ...plenty, balance: 10000, withdrawable: 10000 }), { key: 'above_balance' }, 'the whole balance first')
  t.same(withdrawAmountProblem(null, 'IN', plenty), { key: 'required' })
  t.same(withdrawAmountProblem(0, 'IN', plenty), { key: 'required' })
  t.same(withdrawAmountProblem(5000, 'IN', plenty), { key: 'below_minimum', min: 10000 }, 'the minimum before the multiple')
  t.same(withdrawAmountProblem(20000, 'IN', { ...plenty, minAmount: 30000, withdrawable: 10000 }), { key: 'below_minimum', min: 30000 }, 'the minimum before the balances')
  t.equal(withdrawAmountProblem(3000, 'BR', { ...plenty, minAmount: 1000 }), null)
  t.same(withdrawAmountProblem(3050, 'BR', { ...plenty, minAmount: 1000 }), { key: 'not_multiple', multiple: 1000 })

  // Section 194BA: 30% of the increase in the year's net winnings, no threshold (CONTRACT section 10's vectors).
  const year = { opening_balance: 0, deposits: 500000, withdrawals: 0, withheld: 0 }
  t.equal(withdrawTax(1000000, 3000, year), 150000, '₹10,000 after ₹5,000 deposited: 30% of ₹5,000 = ₹1,500')
  t.equal(withdrawTax(200000, 3000, { ...year, withdrawals: 1000000, withheld: 150000 }), 60000, 'a further ₹2,000: 30% of the ₹2,000 increase = ₹600')
  t.equal(withdrawTax(400000, 3000, year), 0, 'withdrawals below the deposits: no net winnings, no tax')
  t.equal(withdrawTax(1000000, 3000, { ...year, opening_balance: 600000 }), 0, 'the balance at the year\'s start counts against winnings')
  t.equal(withdrawTax(100, 3000, { opening_balance: 0, deposits: 0, withdrawals: 0, withheld: 0 }), 30, 'no threshold: a rupee is taxed too')
  t.equal(withdrawTax(101, 3000, { opening_balance: 0, deposits: 0, withdrawals: 0, withheld: 0 }), 30, 'rounded down to a minor unit')
  t.equal(withdrawTax(200000, 3000, { opening_balance: 0, deposits: 1200000, withdrawals: 1000000, withheld: 150000 }), 0, 'deposits after a taxed withdrawal: nothing more, never below zero')
  t.equal(withdrawTax(5000000, 0, year), 0, 'no rate, no tax')
  t.equal(netWinnings({ opening_balance: 100, deposits: 200, withdrawals: 250 }), 0, 'net winnings never below zero')
})

t.test('amount rules', async t => {
  t.same(rechargeAmountProblem(500, 1000, 100000), { key: 'out_of_range', min: 1000, max: 100000 })
  t.same(rechargeAmountProblem(2000, 1000, 1000), { key: 'only_value', value: 1000 })
})

t.test('transfer: one rule for a player\'s transfer and a dealer\'s sale', async t => {
  t.same(transferCoinsProblem(99, 1000), { key: 'below_minimum', min: 100 })
  t.same(transferCoinsProblem(2000, 1000), { key: 'above_balance' })
  t.same(transferCoinsProblem(100.5, 1000), { key: 'required' })
  t.same(transferCoinsProblem(null), { key: 'required' })
  t.equal(transferCoinsProblem(1e9), null, 'without the sender\'s coins only the request is checked')
  t.same(transferProblem('20481736', '20481736', 50, 0), { key: 'self' }, 'the receiver first')
  t.same(transferProblem('20481736', '20593318', 99, 1000), { key: 'below_minimum', min: 100 })
  t.same(transferProblem('20481736', '20593318', 1001, 1000), { key: 'above_balance' })
  t.equal(transferProblem('20481736', '20593318', 1000, 1000), null)
})

t.test('payment contact form', async t => {
  const lists = { invalidEmails: ['test@test.com'], invalidWords: ['admin'] }
  t.equal(contactProblem('ravi@gmail.com', 'IN', lists), null)
  t.equal(contactProblem('ravi@qq.com', 'IN', lists), 'invalid', 'Chinese provider')
  t.equal(contactProblem('test@test.com', 'IN', lists), 'invalid', 'config invalid e-mail')
  t.equal(contactProblem('admin1@gmail.com', 'IN', lists), 'invalid', 'config invalid word')
  t.equal(contactProblem('CardWallet', 'IN', lists), 'invalid', 'company name')
  t.equal(contactProblem('9876543210', 'IN', lists), null)
  t.equal(contactProblem('12345', 'IN', lists), 'invalid')
  t.equal(contactProblem('+91 98765-43210', 'IN', lists), null, 'a phone as the contact list shows it')
  t.equal(contactProblem('(11) 98765-4321', 'BR', lists), null, 'Brazil\'s national form')
  t.equal(contactProblem('+55 11 98765-4321', 'BR', lists), null, 'and its international form')
  t.equal(contactProblem('  ', 'IN', lists), 'required')
})

t.test('images are known by their first bytes', async t => {
  t.equal(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])), 'jpeg')
  t.equal(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])), 'png')
  t.equal(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'webp')
  t.equal(sniffImage(Buffer.from('GIF89a......')), null)
  t.equal(sniffImage(Buffer.from('%PDF-1.4')), null)
})

t.test('Accept-Language picks a supported language or English', async t => {
  t.equal(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8'), 'hi')
  t.equal(pickLanguage('fr-FR,pt-BR;q=0.5'), 'pt')
  t.equal(pickLanguage('en;q=0.1,bn;q=0.9'), 'bn')
  t.equal(pickLanguage('de'), 'en')
  t.equal(pickLanguage(undefined), 'en')
  t.equal(pickLanguage(';;;,q=,'), 'en')
})
