// The Pix bind form as a player in Brazil fills it: the key type chosen first (CPF unless the account was a key
// of another type), the key of that type entered twice, the CPF (unless it is the key) and the name. A CPF as
// it is printed ("123.456.789-09") is one CPF; a wrong check digit is a typo; a phone key with +55 and its
// brackets and dash, a random key pasted as the bank shows it (a UUID) and once without dashes, an e-mail with
// capitals: each sent as the API takes it, with the type and the key type, keyed. Another key type never
// carries the key over, only the CPF and the name; the labels and messages in Portuguese from the catalogue.
import { asPlayer, box, errorOf, fakeFetch, fill, screen, show, waitFor, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { PixForm } from '../../../../../client/src/features/withdraw/bind/pix-form.js'
import { catalogue, msg } from '../../../../helpers/messages.js'

const BIND = '/api/user/v1/amt/withdraw/bind/universal/update'
const binds = (sent: Sent[]) => sent.filter(s => s.path === BIND)
const BOUND = { code: 0, data: { type: 'pix', status: 'bound', account_id: 'P1', name: 'Ana Souza' } }

function form (t: Parameters<typeof show>[0], initial: Record<string, string> = {}, onBound: () => void = () => {}) {
  return show(t, <PixForm initial={initial} onBound={onBound} />)
}

const keyType = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pix key type' })
const submit = () => screen.getByRole('button', { name: 'Bind account' })
/** Waits until `sent` holds one binding (the form answered by `onBound`). */
async function oneBinding (sent: Sent[]): Promise<Sent | undefined> {
  await waitFor(() => { if (binds(sent).length !== 1) throw new Error('not sent yet') })
  return binds(sent)[0]
}

t.test('the CPF key: empty fields by their messages, a typo in the CPF, the printed CPF sent as digits', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, path => path === BIND ? BOUND : undefined)
  let bound = 0
  const { user } = form(t, {}, () => { bound++ })
  t.equal(keyType().value, 'cpf', 'the CPF is the key at first')
  t.same(
    [...keyType().options].map(o => o.textContent),
    ['Phone number', 'E-mail address', 'Random key (EVP)', 'CPF number'],
    'the four key types, named'
  )
  await user.click(submit())
  await screen.findByText('Please enter your name')
  t.equal(errorOf('CPF'), 'Please enter your CPF', 'the CPF')
  t.equal(errorOf('Enter the CPF again'), 'Please enter your CPF', 'its second entry')
  await waitFor(() => { if (document.activeElement !== box('CPF')) throw new Error('focus elsewhere') })
  t.pass('focus on the CPF')

  await fill(user, box('CPF'), '123.456.789-00')
  await fill(user, box('Enter the CPF again'), '123.456.789-00')
  await fill(user, box('name'), 'Ana Sant’Anna')
  await user.click(submit())
  await waitFor(() => { if (errorOf('CPF') === 'Please enter your CPF') throw new Error('the old message') })
  t.equal(errorOf('CPF'), 'The CPF has a typo: please check the digits', 'a wrong check digit is a typo')
  t.same(binds(sent), [], 'nothing sent')

  await user.clear(box('CPF'))
  await fill(user, box('CPF'), '123.456.789-09')
  await user.clear(box('Enter the CPF again'))
  await fill(user, box('Enter the CPF again'), '12345678909')
  await user.click(submit())
  const request = await oneBinding(sent)
  t.same(request?.body, {
    cpf: '12345678909',
    name: 'Ana Sant\'Anna',
    type: 'pix',
    card_type: 'cpf'
  }, 'the CPF as digits (typed once with its dots and dash, once without), one apostrophe in the name')
  t.match(request?.headers['idempotency-key'], /\S{8,}/, 'a binding is keyed')
  await waitFor(() => { if (bound !== 1) throw new Error('not bound yet') })
  t.pass('bound')
})

t.test('the phone key: +55, brackets and a dash; the CPF asked once beside it', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, path => path === BIND ? BOUND : undefined)
  const { user } = form(t)
  await user.selectOptions(keyType(), 'phone')
  t.equal(screen.queryByRole('textbox', { name: 'Enter the CPF again' }), null, 'the CPF is no longer the key')
  await fill(user, box('phone number'), '+55 (11) 98765-4321')
  await fill(user, box('Enter the phone number again'), '11987654321')
  await fill(user, box('CPF'), '123.456.789-09')
  await fill(user, box('name'), 'Ana Souza')
  await user.click(submit())
  const request = await oneBinding(sent)
  t.same(request?.body, {
    phone: '11987654321',
    cpf: '12345678909',
    name: 'Ana Souza',
    type: 'pix',
    card_type: 'phone'
  }, 'the key as area code and number, 11 digits')
})

t.test('a wrong phone key: refused with its example, focus on it', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  await user.selectOptions(keyType(), 'phone')
  await fill(user, box('phone number'), '98765-4321')
  await fill(user, box('Enter the phone number again'), '98765-4321')
  await fill(user, box('CPF'), '12345678909')
  await fill(user, box('name'), 'Ana Souza')
  await user.click(submit())
  await waitFor(() => { if (errorOf('phone number') === null) throw new Error('no error yet') })
  t.equal(
    errorOf('phone number'),
    'Please enter a valid phone number, for example (11) 98765-4321',
    'a number without its area code'
  )
  await waitFor(() => { if (document.activeElement !== box('phone number')) throw new Error('focus elsewhere') })
  t.pass('focus on the key')
  t.same(binds(sent), [], 'nothing sent')
})

t.test('the random key pasted as a UUID, typed again without dashes: one key, sent as 32 characters', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, path => path === BIND ? BOUND : undefined)
  const { user } = form(t)
  await user.selectOptions(keyType(), 'evp')
  await user.click(box('EVP key'))
  await user.paste('123E4567-E89B-42D3-A456-426614174000')
  await fill(user, box('Enter the EVP key again'), '123e4567e89b42d3a456426614174000')
  await fill(user, box('CPF'), '12345678909')
  await fill(user, box('name'), 'Ana Souza')
  await user.click(submit())
  const request = await oneBinding(sent)
  t.same(request?.body, {
    evp: '123e4567e89b42d3a456426614174000',
    cpf: '12345678909',
    name: 'Ana Souza',
    type: 'pix',
    card_type: 'evp'
  }, 'the key in lower case, without its dashes')
})

t.test('the e-mail key with capitals and a space pasted after it; a second entry that differs', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, path => path === BIND ? BOUND : undefined)
  const { user } = form(t)
  await user.selectOptions(keyType(), 'email')
  await user.click(box('e-mail address'))
  await user.paste('Ana.Souza@Gmail.com ')
  await fill(user, box('Enter the e-mail address again'), 'ana.souza@gmail.con')
  await fill(user, box('CPF'), '12345678909')
  await fill(user, box('name'), 'Ana Souza')
  await user.click(submit())
  await waitFor(() => { if (errorOf('Enter the e-mail address again') === null) throw new Error('no error yet') })
  t.equal(
    errorOf('Enter the e-mail address again'),
    'The two e-mail address entered are not the same',
    'the specification\'s message'
  )
  t.same(binds(sent), [], 'nothing sent')
  await user.clear(box('Enter the e-mail address again'))
  await fill(user, box('Enter the e-mail address again'), 'Ana.Souza@Gmail.com')
  await user.click(submit())
  const request = await oneBinding(sent)
  t.same(request?.body, {
    email: 'Ana.Souza@Gmail.com',
    cpf: '12345678909',
    name: 'Ana Souza',
    type: 'pix',
    card_type: 'email'
  }, 'the e-mail without the pasted space')
})

t.test('another key type: the key is never carried over, the CPF and the name stay', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  fakeFetch(t, () => undefined)
  const { user } = form(t, { card_type: 'phone', phone: '11987654321', cpf: '12345678909', name: 'Ana Souza' })
  t.equal(keyType().value, 'phone', 'the account\'s own key type at first')
  t.equal((box('phone number') as HTMLInputElement).value, '11987654321', 'its key')
  await user.selectOptions(keyType(), 'email')
  t.equal(screen.queryByRole('textbox', { name: 'phone number' }), null, 'no phone key any more')
  t.equal((box('e-mail address') as HTMLInputElement).value, '', 'the e-mail key starts empty')
  t.equal((box('CPF') as HTMLInputElement).value, '12345678909', 'the CPF stays')
  t.equal((box('name') as HTMLInputElement).value, 'Ana Souza', 'the name stays')
  await user.selectOptions(keyType(), 'cpf')
  t.equal((box('CPF') as HTMLInputElement).value, '', 'the CPF as the key is entered twice from the start')
  t.equal((box('name') as HTMLInputElement).value, 'Ana Souza', 'the name still stays')
})

t.test('in Portuguese: the labels and the messages from the Portuguese catalogue', async t => {
  await asPlayer('BR', 'pt', 'demo-br')
  fakeFetch(t, () => undefined)
  const pt = catalogue('pt')
  const { user } = form(t)
  t.ok(screen.getByRole('combobox', { name: msg(pt, 'field.card_type') }), 'the key type')
  t.ok(screen.getByRole('option', { name: msg(pt, 'withdraw.pix_type.cpf') }), 'the CPF key')
  await user.click(screen.getByRole('button', { name: msg(pt, 'withdraw.bind_submit') }))
  const cpf = msg(pt, 'field.cpf')
  t.ok(await screen.findAllByText(msg(pt, 'error.required', { field: cpf })), 'the CPF is required, in Portuguese')
  t.ok(screen.getByText(msg(pt, 'error.required', { field: msg(pt, 'field.name') })), 'the name too')
  t.ok(box(msg(pt, 'withdraw.confirm_label', { field: cpf })), 'the second entry is labelled in Portuguese')
})
