// The gateway reads what people type as the forms do: every ruled field is normalised before its rules
// run, the canonical value is what the upstream receives, and a refusal names the field with an example.
import t from 'tap'
import fc from 'fast-check'
import { clientHeaders, idempotencyHeaders, startStack } from '../helpers/stack.js'
import { msg, present } from '../helpers/messages.js'
import { normalise } from '../../shared/rules/normalise.js'
import { fieldProblem, type RuledField } from '../../shared/rules/fields.js'
import { fieldExample } from '../../shared/rules/examples.js'
import type { Region } from '../../shared/regions.js'

const UPI = '/api/user/v1/amt/withdraw/update_upi_account'
const BANK = '/api/user/v1/amt/withdraw/update_bank_account'
const UNIVERSAL = '/api/user/v1/amt/withdraw/bind/universal/update'
const PAN = '/api/user/v1/amt/withdraw/bind_upi_with_pancard'
const OTHERS = '/api/user/v3/account/getotheruserinfo'
const PROFILE = '/api/user/pay-center/v1/agent/profile/update'
const CONTACT = '/api/user/v3/account/modifyuserinfo'
const HOST: Record<Region, string> = { IN: 'localhost', BD: 'coin.localhost', BR: 'br.localhost', ID: 'id.localhost' }

const upi = { upi_id: 'ravi.k@okaxis', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' }
const pix = { type: 'pix', card_type: 'evp', evp: '123e4567e89b42d3a456426614174000', cpf: '39053344705', name: 'Ana Souza' }

/**
 * Where each rule is sent, with the other fields valid, and by whom: a player of the page's region, as the
 * upstream checks a binding by the account's region (a region's contact phone goes with the payment contact,
 * since UPI is India's).
 */
const PLACES: Array<{ rule: RuledField, region: Region, token: string, path: string, body: (v: string) => Record<string, unknown>, field: string }> = [
  { rule: 'phone', region: 'IN', token: 'demo-in-new', path: UPI, body: v => ({ ...upi, phone: v }), field: 'phone' },
  { rule: 'phone', region: 'BR', token: 'demo-br-new', path: CONTACT, body: v => ({ phone: v }), field: 'phone' },
  { rule: 'phone', region: 'ID', token: 'demo-id-new', path: CONTACT, body: v => ({ phone: v }), field: 'phone' },
  { rule: 'phone', region: 'BD', token: 'demo-bd-new', path: CONTACT, body: v => ({ phone: v }), field: 'phone' },
  { rule: 'name', region: 'IN', token: 'demo-in-new', path: UPI, body: v => ({ ...upi, name: v }), field: 'name' },
  { rule: 'upi_id', region: 'IN', token: 'demo-in-new', path: UPI, body: v => ({ ...upi, upi_id: v }), field: 'upi_id' },
  { rule: 'email', region: 'IN', token: 'demo-in-new', path: UPI, body: v => ({ ...upi, email: v }), field: 'email' },
  { rule: 'ifsc', region: 'IN', token: 'demo-in-new', path: BANK, body: v => ({ bank_account: '123456789012', name: 'Ravi Kumar', ifsc: v, phone: '9876543210', email: 'r@example.com' }), field: 'ifsc' },
  { rule: 'bank_account', region: 'IN', token: 'demo-in-new', path: BANK, body: v => ({ bank_account: v, name: 'Ravi Kumar', ifsc: 'SBIN0000691', phone: '9876543210', email: 'r@example.com' }), field: 'bank_account' },
  { rule: 'evp', region: 'BR', token: 'demo-br-new', path: UNIVERSAL, body: v => ({ ...pix, evp: v }), field: 'evp' },
  { rule: 'cpf', region: 'BR', token: 'demo-br-new', path: UNIVERSAL, body: v => ({ ...pix, cpf: v }), field: 'cpf' },
  { rule: 'pix_phone', region: 'BR', token: 'demo-br-new', path: UNIVERSAL, body: v => ({ ...pix, card_type: 'phone', evp: undefined, phone: v }), field: 'phone' },
  { rule: 'wallet_id', region: 'ID', token: 'demo-id-new', path: UNIVERSAL, body: v => ({ type: 'gopay', wallet_id: v, name: 'Budi Santoso' }), field: 'wallet_id' },
  { rule: 'account_no', region: 'BD', token: 'demo-bd-new', path: UNIVERSAL, body: v => ({ type: 'bkash', account_no: v, name: 'Md. Rahim' }), field: 'account_no' },
  { rule: 'pan_number', region: 'IN', token: 'demo-in-new', path: PAN, body: v => ({ ...upi, pan_number: v, pan_photo_url: 'https://cdn.example/p.jpg' }), field: 'pan_number' },
  { rule: 'user_id', region: 'BD', token: 'demo-in', path: OTHERS, body: v => ({ user_id_list: [v] }), field: 'user_id_list.0' },
  { rule: 'whatsapp', region: 'IN', token: 'demo-dealer-in', path: PROFILE, body: v => ({ nickname: 'Vikram Coins', whatsapp: v }), field: 'whatsapp' },
  { rule: 'nickname', region: 'IN', token: 'demo-dealer-in', path: PROFILE, body: v => ({ nickname: v, whatsapp: '+919812345678' }), field: 'nickname' }
]

t.test('what people type reaches the upstream in its canonical form', async t => {
  const s = await startStack(t)
  await s.reset()
  const send = async (region: Region, path: string, body: object, token = 'demo-in-new') =>
    s.api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, { host: HOST[region] }) }).send(body)
  const sentBody = async (path: string) => (await s.journal(path)).at(-1)?.body as Record<string, unknown> | undefined

  const bound = await send('IN', UPI, { upi_id: ' Anthony.DSouza@OKSBI ', name: 'Anthony D’Souza', phone: '+91 98765-43210', email: ' anthony@gmail.com ' })
  t.equal(bound.status, 200)
  t.match(await sentBody(UPI), { upi_id: 'anthony.dsouza@oksbi', name: 'Anthony D\'Souza', phone: '9876543210', email: 'anthony@gmail.com' })

  const pix = await send('BR', UNIVERSAL, { type: 'pix', card_type: 'evp', evp: '123E4567-E89B-42D3-A456-426614174000', cpf: '390.533.447-05', name: 'Ana Sant\'Anna' }, 'demo-br-new')
  t.match(await sentBody(UNIVERSAL), { evp: '123e4567e89b42d3a456426614174000', cpf: '39053344705', name: 'Ana Sant\'Anna' }, 'a pasted UUID key and a printed CPF')
  t.equal(pix.body.code, 0, 'and the Brazilian player\'s key is bound')

  const bkash = await send('BD', UNIVERSAL, { type: 'bkash', account_no: '+880 1712-345678', name: 'Md. Rahim' }, 'demo-bd-new')
  t.match(await sentBody(UNIVERSAL), { account_no: '01712345678', name: 'Md. Rahim' }, 'a bKash number with +880')
  t.equal(bkash.body.code, 0)

  const gopay = await send('ID', UNIVERSAL, { type: 'gopay', wallet_id: '+62 812-3456-7890', name: 'Budi Santoso' }, 'demo-id-new')
  t.match(await sentBody(UNIVERSAL), { wallet_id: '081234567890' }, 'a GoPay number with +62')
  t.equal(gopay.body.code, 0)

  const contact = await send('BR', CONTACT, { phone: '(11) 98765-4321' }, 'demo-br-new')
  t.match(await sentBody(CONTACT), { phone: '+5511987654321' }, 'Brazil\'s contact phone gets +55')
  t.equal(contact.body.code, 0)

  const found = await send('BD', OTHERS, { user_id_list: ['১০০০ ০০০২', '10000003'] }, 'demo-in')
  t.equal(found.status, 200)
  t.same((await sentBody(OTHERS))?.user_id_list, ['10000002', '10000003'], 'Bengali digits and a grouping space, item by item')
})

t.test('refusals name the field and show the accepted form, in the player\'s language', async t => {
  const s = await startStack(t)
  await s.reset()
  for (const lang of ['en', 'hi', 'id', 'bn', 'pt'] as const) {
    const c = s.gateway.catalogues[lang]
    const phone = await s.api.post(CONTACT).set({ ...idempotencyHeaders(CONTACT), ...clientHeaders('demo-br-new', { host: 'br.localhost', 'accept-language': lang }) }).send({ phone: '(11) 3333-4444' })
    t.equal(phone.status, 400)
    t.equal(phone.body.errors?.[0]?.field, 'phone')
    t.equal(phone.body.msg, msg(c, 'error.invalid_example', { field: msg(c, 'field.phone'), example: '(11) 98765-4321' }), `${lang}: a Brazilian landline is no payment phone`)
    const cpf = await s.api.post(UNIVERSAL).set({ ...idempotencyHeaders(UNIVERSAL), ...clientHeaders('demo-br-new', { host: 'br.localhost', 'accept-language': lang }) }).send({ ...pix, cpf: '390.533.447-04' })
    t.equal(cpf.status, 400)
    t.equal(cpf.body.msg, msg(c, 'error.typo', { field: msg(c, 'field.cpf') }), `${lang}: a CPF typo`)
    const pan = await s.api.post(PAN).set({ ...idempotencyHeaders(PAN), ...clientHeaders('demo-in-new', { 'accept-language': lang }) }).send({ ...upi, pan_number: 'AAACR5055K', pan_photo_url: 'https://cdn.example/p.jpg' })
    t.equal(pan.status, 400)
    t.equal(pan.body.msg, msg(c, 'error.pan_not_individual', { field: msg(c, 'field.pan_number') }), `${lang}: a company's PAN`)
    const ifsc = await s.api.post(BANK).set({ ...idempotencyHeaders(BANK), ...clientHeaders('demo-in-new', { 'accept-language': lang }) }).send({ bank_account: '123456789012', name: 'Ravi Kumar', ifsc: 'SBIN1000691', phone: '9876543210', email: 'r@example.com' })
    t.equal(ifsc.body.msg, msg(c, 'error.invalid_example', { field: msg(c, 'field.ifsc'), example: present(fieldExample('ifsc', 'IN'), 'the IFSC example') }), `${lang}: the schema's refusal shows the example too`)
    // A UPI ID typed with an inner space is not joined into what may be another person's handle.
    for (const typed of ['rahul sharma@ybl', 'rahul@ok hdfcbank']) {
      const spaced = await s.api.post(UPI).set({ ...idempotencyHeaders(UPI), ...clientHeaders('demo-in-new', { 'accept-language': lang }) }).send({ ...upi, upi_id: typed })
      t.equal(spaced.status, 400)
      t.equal(spaced.body.errors?.[0]?.field, 'upi_id')
      t.equal(spaced.body.msg, msg(c, 'error.invalid_example', { field: msg(c, 'field.upi_id'), example: present(fieldExample('upi_id', 'IN'), 'the UPI ID example') }), `${lang}: "${typed}" refused with an example`)
    }
  }
  t.same(await s.journal(), [], 'nothing malformed reached the upstream')
})

t.test('the gateway accepts and refuses exactly what the forms do', async t => {
  const s = await startStack(t)
  await s.reset()
  const junk = fc.array(fc.constantFrom(...'0123456789০১৯०९+-. ()@_\'’aAzZéP'.split('')), { maxLength: 24 }).map(a => a.join(''))
  const samples = (place: typeof PLACES[number]): string[] => {
    const example = fieldExample(place.rule, place.region)
    const near = example === undefined ? [] : [example, ` ${example} `, example.toLowerCase(), example.toUpperCase(), example.slice(1), `${example}1`, example.replace(/\d/, 'x')]
    return [...near, '', ' ', ...fc.sample(junk, { numRuns: 25, seed: 7 })]
  }
  let checked = 0
  for (const place of PLACES) {
    for (const value of samples(place)) {
      const formAccepts = fieldProblem(place.rule, normalise(place.rule, value, place.region), place.region) === null
      const res = await s.api.post(place.path).set({ ...idempotencyHeaders(place.path), ...clientHeaders(place.token, { host: HOST[place.region] }) }).send(place.body(value))
      const gatewayRefuses = res.status === 400 && res.body.errors?.[0]?.field === place.field
      t.not(res.status, 500, 'never a 5xx')
      if (formAccepts === gatewayRefuses) t.fail(`${place.rule} ${place.region} ${JSON.stringify(value)}: form ${formAccepts ? 'accepts' : 'refuses'}, gateway answered ${res.status} ${JSON.stringify(res.body.errors ?? res.body.msg)}`)
      checked++
    }
  }
  t.ok(checked > 500, `${checked} values, one verdict each side`)
})

t.test('a date of birth typed in local digits: read as the same date, or refused with the field\'s message', async t => {
  const s = await startStack(t)
  await s.reset()
  const DECLARE = '/api/user/v3/account/declare'
  const declare = async (token: string, birth: string, lang = 'en') =>
    s.api.post(DECLARE).set({ ...idempotencyHeaders(DECLARE), ...clientHeaders(token, { 'accept-language': lang }) }).send({ birth_date: birth, state: 'Kerala' })
  for (const lang of ['en', 'hi', 'bn'] as const) {
    const c = s.gateway.catalogues[lang]
    for (const typed of ['१५/०८/२००५', '১৫/০৮/২০০৫']) {
      const res = await declare('demo-in-new', typed, lang)
      t.equal(res.status, 400, `${lang} "${typed}": refused by the gateway`)
      t.equal(res.body.errors?.[0]?.field, 'birth_date')
      t.equal(res.body.msg, msg(c, 'error.invalid', { field: msg(c, 'field.birth_date') }), `${lang} "${typed}": the field's message, the day and month not guessed`)
    }
  }
  t.same(await s.journal(DECLARE), [], 'no guessed date reached the upstream')
  const ok = await declare('demo-in-new', '२००५-०८-१५')
  t.match(ok.body, { code: 0, data: { declared: true, birth_date: '2005-08-15', state: 'Kerala' } }, 'Devanagari digits in the ISO order are the same date')
  t.match((await s.journal(DECLARE)).at(-1)?.body, { birth_date: '2005-08-15' }, 'the upstream received ASCII digits')
})
