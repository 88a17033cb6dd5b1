// The simple bind forms: the account entered twice and the holder's name, for bKash and Nagad (Bangladesh),
// GoPay, OVO and DANA (Indonesia) and Paytm (India). Each as its players type it: a bKash number in Bengali
// digits and once with +880, an Indonesian number with +62 and dashes, a Paytm number with +91; each sent as
// its rule takes it (the trunk 0, no country code), with the wallet's type where the universal call needs it,
// keyed. The rules by their messages (required, the mismatch, a number of another operator refused with its
// example), focus on the first bad field, and the Bengali and Indonesian labels from their catalogues.
import { asPlayer, box, errorOf, fakeFetch, fill, screen, show, waitFor, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { SimpleForm } from '../../../../../client/src/features/withdraw/bind/simple-form.js'
import type { PayoutType } from '../../../../../shared/rules/payout.js'
import { catalogue, msg } from '../../../../helpers/messages.js'

const UNIVERSAL = '/api/user/v1/amt/withdraw/bind/universal/update'
const PAYTM = '/api/user/v1/amt/withdraw/bindpaytm'
const bound = (type: string) => ({ code: 0, data: { type, status: 'bound', account_id: 'U1', name: 'x' } })

function form (t: Parameters<typeof show>[0], type: PayoutType, onBound: () => void = () => {}) {
  return show(t, <SimpleForm type={type} initial={{}} onBound={onBound} />)
}

async function sentTo (sent: Sent[], path: string): Promise<Sent | undefined> {
  await waitFor(() => { if (sent.filter(s => s.path === path).length !== 1) throw new Error('not sent yet') })
  return sent.find(s => s.path === path)
}

t.test('bKash in Bengali: the messages from the Bengali catalogue, Bengali digits and +880 are one number', async t => {
  await asPlayer('BD', 'bn', 'demo-bd')
  const bn = catalogue('bn')
  const sent = fakeFetch(t, path => path === UNIVERSAL ? bound('bkash') : undefined)
  let done = 0
  const { user } = form(t, 'bkash', () => { done++ })
  const number = msg(bn, 'field.account_no')
  const again = msg(bn, 'withdraw.confirm_label', { field: number })
  const name = msg(bn, 'field.name')
  const submit = screen.getByRole('button', { name: msg(bn, 'withdraw.bind_submit') })
  await user.click(submit)
  await screen.findByText(msg(bn, 'error.required', { field: name }))
  t.equal(errorOf(number), msg(bn, 'error.required', { field: number }), 'the number is required')
  t.equal(errorOf(again), msg(bn, 'error.required', { field: number }), 'its second entry too')
  await waitFor(() => { if (document.activeElement !== box(number)) throw new Error('focus elsewhere') })
  t.pass('focus on the number')

  await fill(user, box(number), '০১৭১২-৩৪৫৬৭৮')
  await fill(user, box(again), '+880 1712 345679')
  await fill(user, box(name), 'Md. Rahim')
  await user.click(submit)
  await waitFor(() => { if (errorOf(again) !== msg(bn, 'error.mismatch', { field: number })) throw new Error('not yet') })
  t.pass('two different numbers: the mismatch, in Bengali')
  t.same(sent, [], 'nothing sent')

  await user.clear(box(again))
  await fill(user, box(again), '+880 1712 345678')
  await user.click(submit)
  const request = await sentTo(sent, UNIVERSAL)
  t.same(request?.body, { account_no: '01712345678', name: 'Md. Rahim', type: 'bkash' }, 'the number in ASCII digits with its 0')
  t.match(request?.headers['idempotency-key'], /\S{8,}/, 'a binding is keyed')
  await waitFor(() => { if (done !== 1) throw new Error('not bound yet') })
  t.pass('bound')
})

t.test('Nagad: a number that is not a Bangladeshi mobile is refused with its example', async t => {
  await asPlayer('BD', 'en', 'demo-bd')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t, 'nagad')
  await fill(user, box('account number'), '01212345678')
  await fill(user, box('Enter the account number again'), '01212345678')
  await fill(user, box('name'), 'Rahima Khatun')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await waitFor(() => { if (errorOf('account number') === null) throw new Error('no error yet') })
  t.equal(
    errorOf('account number'),
    'Please enter a valid account number, for example 01712-345678',
    'an 012 number is no mobile'
  )
  t.same(sent, [], 'nothing sent')
})

t.test('GoPay in Indonesian: +62 with dashes sent with its 0 and the type', async t => {
  await asPlayer('ID', 'id', 'demo-id')
  const id = catalogue('id')
  const sent = fakeFetch(t, path => path === UNIVERSAL ? bound('gopay') : undefined)
  const { user } = form(t, 'gopay')
  const wallet = msg(id, 'field.wallet_id')
  await fill(user, box(wallet), '+62 812-3456-7890')
  await fill(user, box(msg(id, 'withdraw.confirm_label', { field: wallet })), '0812 3456 7890')
  await fill(user, box(msg(id, 'field.name')), 'Budi Santoso')
  await user.click(screen.getByRole('button', { name: msg(id, 'withdraw.bind_submit') }))
  const request = await sentTo(sent, UNIVERSAL)
  t.same(request?.body, { wallet_id: '081234567890', name: 'Budi Santoso', type: 'gopay' }, 'the number with its 0')
})

t.test('OVO and DANA: the same form, each sent with its own type', async t => {
  for (const type of ['ovo', 'dana'] as const) {
    await t.test(type, async t => {
      await asPlayer('ID', 'en', 'demo-id')
      const sent = fakeFetch(t, path => path === UNIVERSAL ? bound(type) : undefined)
      const { user } = form(t, type)
      await fill(user, box('wallet ID'), '081234567890')
      await fill(user, box('Enter the wallet ID again'), '081234567890')
      await fill(user, box('name'), 'Siti Aminah')
      await user.click(screen.getByRole('button', { name: 'Bind account' }))
      const request = await sentTo(sent, UNIVERSAL)
      t.same(request?.body, { wallet_id: '081234567890', name: 'Siti Aminah', type }, `the ${type} wallet`)
    })
  }
})

t.test('Paytm: the number with +91 sent as 10 digits through its own call, without a type', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, path => path === PAYTM ? bound('paytm') : undefined)
  const { user } = form(t, 'paytm')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await screen.findByText('Please enter your name')
  t.equal(errorOf('Paytm number'), 'Please enter your Paytm number', 'the Paytm number is required')
  await fill(user, box('Paytm number'), '+91 98765 43210')
  await fill(user, box('Enter the Paytm number again'), '098765 43210')
  await fill(user, box('name'), 'Anthony D\'Souza')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  const request = await sentTo(sent, PAYTM)
  t.same(request?.body, { paytm_id: '9876543210', name: 'Anthony D\'Souza' }, 'ten digits, no type')
  t.match(request?.headers['idempotency-key'], /\S{8,}/, 'keyed')
  t.equal(sent.filter(s => s.path === UNIVERSAL).length, 0, 'not the universal call')
})
