// An analytics event never carries a secret or a payout detail: by its name or by its value (shared/rules/report-privacy.ts).
import t from 'tap'
import { reportSecretField, scrubAttributes, secretAttribute } from '../../shared/rules/report-privacy.js'

t.test('secrets and payout details by name', async t => {
  for (const name of ['token', 'authToken', 'Authorization', 'sign', 'bank_account', 'accountNo', 'account_number', 'upi_id', 'upiId', 'vpa', 'pan', 'pan_number', 'ifsc', 'IFSC', 'phone', 'mobile', 'email', 'utr', 'cpf', 'evp', 'wallet_id', 'card_number', 'cardNo', 'password', 'otp']) {
    t.equal(secretAttribute({ [name]: 'x' }), name, name)
  }
  for (const name of ['order_id', 'amount', 'type', 'path', 'card_id', 'package_id', 'channel_id', 'pay_type', 'status', 'code', 'step', 'log_consent', 'user_problem', 'company', 'panel', 'plan']) {
    t.equal(secretAttribute({ [name]: 'x' }), null, `${name} is not a secret`)
  }
})

t.test('secrets and payout details by value', async t => {
  const secret: Array<[string, string]> = [
    ['UPI ID', 'rahul.sharma@okhdfcbank'], ['UPI ID in a path', '/pay/ravi@ybl'], ['e-mail', 'ravi@example.com'],
    ['PAN', 'ABCPE1234F'], ['PAN in text', 'pan ABCPE1234F given'], ['IFSC', 'HDFC0001234'], ['IFSC lower case', 'sbin0001234'],
    ['Indian phone', '9876543210'], ['phone with spaces', '+91 98765 43210'], ['Bangladesh phone', '01712-345678'],
    ['account number', '123456789012'], ['CPF', '123.456.789-09'], ['card number', '4111 1111 1111 1111'],
    ['bearer token', 'Bearer demo-in'], ['JWT', 'eyJhbGciOi.eyJzdWIiOiIx.sig']
  ]
  for (const [what, value] of secret) t.equal(secretAttribute({ note: value }), 'note', what)
  const fine = ['WD10000110', 'RC17', '/withdraw/option', '/recharge/channel/10000/500', 'upi', 'bank', 'error.required', 'amount', '20481736', 'gp_in']
  for (const value of fine) t.equal(secretAttribute({ note: value }), null, `${value} is not a secret`)
  t.equal(secretAttribute({ amount: 98765432101 }), null, 'numbers are judged by their name')
})

t.test('this session\'s own secrets, wherever they appear', async t => {
  t.equal(secretAttribute({ path: '/x/demo-in-token' }, ['demo-in-token']), 'path')
  t.equal(secretAttribute({ path: '/x/demo' }, ['abc']), null)
  t.equal(secretAttribute({ path: '/x/ab' }, ['ab']), null, 'a known value too short to mean anything is not searched for')
})

t.test('scrub keeps the rest, unchanged', async t => {
  t.same(scrubAttributes({ amount: 50000, type: 'upi', upi_id: 'ravi@ybl', to: '9876543210', order_id: 'WD10000110', path: '/u/ravi@ybl' }), { amount: 50000, type: 'upi', order_id: 'WD10000110' })
  t.same(scrubAttributes({}), {})
})

t.test('a report\'s first offending attribute, as a field path', async t => {
  const ev = (attributes: Record<string, string>) => ({ attributes })
  t.equal(reportSecretField([ev({ a: 'x' }), ev({ phone: '1' })], 'list'), 'list.1.attributes.phone')
  t.equal(reportSecretField([ev({ a: 'x' })], 'events'), null)
  t.equal(reportSecretField('not a list', 'list'), null, 'the shape is the schema\'s to refuse')
  t.equal(reportSecretField([null, { attributes: null }], 'list'), null)
})
