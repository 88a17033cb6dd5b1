// After a journey that binds every kind of payout account and moves money, the gateway's logs hold none of
// the player's secrets: not the token, a PAN, an account number, a UPI ID, a CPF, a phone or a Pix key.
import t from 'tap'
import { clientHeaders, idempotencyHeaders, startStack, TEST_SECRET, type Stack } from '../helpers/stack.js'
import { leakedInto } from '../helpers/leaks.js'

const SECRETS = {
  upi: 'asha.leak@oksbi',
  pan: 'ABLPE4321K',
  bankAccount: '918273645501',
  cpf: '52998224725',
  cpfPrinted: '529.982.247-25',
  pixKey: '9f1c2e4a7b3d4c8ea1f23d4e5f6a7b8c',
  pixKeyPrinted: '9f1c2e4a-7b3d-4c8e-a1f2-3d4e5f6a7b8c',
  bkash: '01819876543',
  bkashLocal: '1819876543',
  phoneIn: '9123456780',
  email: 'asha.leak@example.com',
  session: 'sess-leak-77'
}
const TOKENS = ['demo-in', 'demo-in-new', 'demo-bd', 'demo-br']

async function journey (s: Stack): Promise<number[]> {
  const statuses: number[] = []
  const call = async (token: string, path: string, body: object, host = 'localhost'): Promise<void> => {
    const res = await s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, { host, session: SECRETS.session }) }).send(body)
    statuses.push(res.status)
  }
  await s.api.get('/?token=demo-in-new&lang=hi').set('accept', 'text/html')
  await call('demo-in-new', '/api/user/v1/amt/withdraw/bind_upi_with_pancard', { upi_id: SECRETS.upi, name: 'Asha Rao', phone: SECRETS.phoneIn, email: SECRETS.email, pan_number: SECRETS.pan, pan_photo_url: 'https://cdn.example/p.jpg' })
  await call('demo-in-new', '/api/user/v1/amt/withdraw/update_bank_account', { bank_account: SECRETS.bankAccount, name: 'Asha Rao', ifsc: 'SBIN0000691', phone: SECRETS.phoneIn, email: SECRETS.email })
  await call('demo-br', '/api/user/v1/amt/withdraw/bind/universal/update', { type: 'pix', card_type: 'evp', evp: SECRETS.pixKeyPrinted, cpf: SECRETS.cpfPrinted, name: 'Ana Souza' }, 'br.localhost')
  await call('demo-bd', '/api/user/v1/amt/withdraw/bind/universal/update', { type: 'bkash', account_no: SECRETS.bkash, name: 'Md. Rahim' }, 'bd.localhost')
  await call('demo-in', '/api/user/v1/amt/withdraw', { amount: 20000 })
  await call('demo-in', '/api/user/v1/amt/transfer', { user_id: '10000002', amount: 100 })
  // Refusals log too: a wrong PAN and a malformed CPF must not be echoed into the logs either.
  await call('demo-in-new', '/api/user/v1/amt/withdraw/bind_upi_with_pancard', { upi_id: SECRETS.upi, name: 'Asha 1', phone: SECRETS.phoneIn, email: SECRETS.email, pan_number: `${SECRETS.pan}X`, pan_photo_url: 'x' })
  await call('demo-br', '/api/user/v1/amt/withdraw/bind/universal/update', { type: 'pix', card_type: 'cpf', cpf: `${SECRETS.cpf}9`, name: 'Ana Souza' }, 'br.localhost')
  // An upstream failure is logged as a warning: with the call's details, still without the player's.
  await s.fault({ path: '/api/user/v1/amt/withdraw/update_bank_account', reset: true })
  await call('demo-in-new', '/api/user/v1/amt/withdraw/update_bank_account', { bank_account: SECRETS.bankAccount, name: 'Asha Rao', ifsc: 'SBIN0000691', phone: SECRETS.phoneIn, email: SECRETS.email })
  return statuses
}

function leaks (text: string): string[] {
  const found = [...TOKENS, TEST_SECRET, ...Object.values(SECRETS)].filter(secret => text.includes(secret))
  return [...new Set(found)]
}

for (const level of ['info', 'debug', 'trace'] as const) {
  t.test(`LOG_LEVEL=${level}: no token, PAN, account, UPI ID, CPF, phone or Pix key in the logs`, async t => {
    const s = await startStack(t, { env: { LOG_LEVEL: level } })
    await s.reset()
    const statuses = await journey(s)
    t.ok(statuses.filter(status => status === 200).length >= 6, `the journey went through (${statuses.join(', ')})`)
    const journal = JSON.stringify(await s.journal())
    t.ok(journal.includes(SECRETS.pan) && journal.includes(SECRETS.cpf) && journal.includes(SECRETS.bkash), 'the secrets did travel: the upstream got them')
    const text = s.logs.join('')
    t.ok(s.logs.length >= 10, `${s.logs.length} log lines written`)
    t.equal(s.gateway.log.level, level, 'the gateway honours LOG_LEVEL')
    t.same(leaks(text), [], 'nothing of the player in the logs')
    t.same(leakedInto(s.logs, await s.everything()), [], 'nor any token or personal value the upstream received')
  })
}
