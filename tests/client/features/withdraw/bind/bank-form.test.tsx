// The bank account bind form as players of India and Indonesia fill it: every required field named in its
// message, the account number typed twice (pasted once with spaces, typed once without: one number), the IFSC
// typed in lower case shown and sent in capitals, the IFSC guide beside its field, a bad IFSC refused with its
// example, focus on the first bad field, nothing sent until all is right; then exactly the body the API names
// (digits without their spaces, the phone without +91, no empty optional field), keyed, the button disabled in
// flight, and the gateway's field error under its field. In Indonesia the bank name is required and there is
// no IFSC.
import { asPlayer, box, errorOf, fakeFetch, fill, screen, show, toastText, waitFor, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { BankForm } from '../../../../../client/src/features/withdraw/bind/bank-form.js'

const BIND = '/api/user/v1/amt/withdraw/update_bank_account'
const binds = (sent: Sent[]) => sent.filter(s => s.path === BIND)

function form (t: Parameters<typeof show>[0], onBound: () => void = () => {}) {
  return show(t, <BankForm initial={{}} onBound={onBound} />)
}

const submit = () => screen.getByRole('button', { name: 'Bind account' })

t.test('India, empty: every required field says so, the optional ones do not, focus on the first', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  t.ok(screen.getByText('Where do I find my IFSC code?'), 'the IFSC guide')
  t.equal(
    box('IFSC code').parentElement?.nextElementSibling?.getAttribute('data-testid'),
    'wd-ifsc-guide',
    'the guide comes right after the IFSC field'
  )
  await user.click(submit())
  await screen.findByText('Please enter your IFSC code')
  t.equal(errorOf('bank account number'), 'Please enter your bank account number', 'the account number')
  t.equal(errorOf('Enter the bank account number again'), 'Please enter your bank account number', 'its second entry')
  t.equal(errorOf('name'), 'Please enter your name', 'the name')
  t.equal(errorOf('IFSC code'), 'Please enter your IFSC code', 'the IFSC, required in India')
  t.equal(errorOf('phone number'), 'Please enter your phone number', 'the phone')
  t.equal(errorOf('e-mail address'), 'Please enter your e-mail address', 'the e-mail')
  t.equal(errorOf('bank name (optional)'), null, 'the bank name is optional in India')
  t.equal(errorOf('branch (optional)'), null, 'the branch is optional')
  t.equal(errorOf('bank address (optional)'), null, 'the address is optional')
  t.equal(box('IFSC code').getAttribute('aria-required'), 'true', 'the IFSC is marked required')
  await waitFor(() => { if (document.activeElement !== box('bank account number')) throw new Error('focus elsewhere') })
  t.pass('focus on the first bad field, the account number')
  t.same(binds(sent), [], 'nothing sent')
})

t.test('India: the rules of the IFSC and the account number, by their messages', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  await fill(user, box('bank account number'), '12345678')
  await fill(user, box('Enter the bank account number again'), '12345678')
  await fill(user, box('name'), 'Rahul Kumar')
  await user.type(box('IFSC code'), 'sbin 0000691')
  t.equal((box('IFSC code') as HTMLInputElement).value, 'SBIN 0000691', 'the IFSC shows in capitals as it is typed')
  await fill(user, box('phone number'), '98765 43210')
  await fill(user, box('e-mail address'), 'rahul@example.com')
  await user.click(submit())
  await screen.findByText('Please enter a valid IFSC code, for example SBIN0001234')
  t.equal(
    errorOf('bank account number'),
    'Please enter a valid bank account number, for example 123456789012',
    'eight digits are too few for an account number'
  )
  t.equal(errorOf('Enter the bank account number again'), null, 'the second entry matches the first')
  await waitFor(() => { if (document.activeElement !== box('bank account number')) throw new Error('focus elsewhere') })
  t.pass('focus on the account number, the first bad field')

  await user.type(box('Enter the bank account number again'), '9')
  t.equal(
    errorOf('Enter the bank account number again'),
    'The two bank account number entered are not the same',
    'after a first try the messages follow the typing: the specification\'s mismatch message'
  )
  await user.clear(box('IFSC code'))
  await fill(user, box('IFSC code'), 'sbin0000691')
  t.equal(errorOf('IFSC code'), null, 'a fixed IFSC loses its error at once')
  t.same(binds(sent), [], 'nothing sent')
})

t.test('India, pasted as people copy them: the body sent once and keyed, disabled in flight, bound', async t => {
  await asPlayer('IN', 'en')
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async path => {
    if (path !== BIND) return undefined
    await answered
    return { code: 0, data: { status: 'bound', account_id: 'B1', bank_account: '********9012', name: 'Rahul Kumar' } }
  })
  let bound = 0
  const { user } = form(t, () => { bound++ })
  await user.click(box('bank account number'))
  await user.paste(' 1234 5678 9012 ')
  await fill(user, box('Enter the bank account number again'), '123456789012')
  await fill(user, box('name'), 'Rahul Kumar')
  await fill(user, box('IFSC code'), 'sbin0000691')
  await user.click(box('phone number'))
  await user.paste('+91 98765-43210')
  await fill(user, box('e-mail address'), 'rahul@example.com')
  await fill(user, box('branch (optional)'), 'Andheri West')
  await user.click(submit())
  await waitFor(() => { if (binds(sent).length !== 1) throw new Error('not sent yet') })
  t.ok(submit().hasAttribute('disabled'), 'Bind account is disabled while the binding is in flight')
  await user.click(submit())
  t.equal(binds(sent).length, 1, 'a second tap sends nothing')
  t.same(binds(sent)[0]?.body, {
    bank_account: '123456789012',
    name: 'Rahul Kumar',
    ifsc: 'SBIN0000691',
    phone: '9876543210',
    email: 'rahul@example.com',
    branch: 'Andheri West'
  }, 'the account number without its spaces, the IFSC in capitals, the phone without +91, no empty field')
  t.match(binds(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'a binding is keyed')
  release()
  await waitFor(() => { if (bound === 0) throw new Error('not bound yet') })
  t.equal(bound, 1, 'bound once')
  t.equal(toastText(), 'Payout account bound', 'the player is told')
})

t.test('India: the gateway\'s field error under its field, focus there, not bound', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, path => path === BIND
    ? {
        http: 400,
        body: {
          code: 10001,
          msg: 'Please enter a valid IFSC code',
          status: 'error',
          data: null,
          errors: [{ field: 'ifsc', message: 'This IFSC code does not belong to any branch' }]
        }
      }
    : undefined)
  let bound = 0
  const { user } = form(t, () => { bound++ })
  await fill(user, box('bank account number'), '123456789012')
  await fill(user, box('Enter the bank account number again'), '123456789012')
  await fill(user, box('name'), 'Rahul Kumar')
  await fill(user, box('IFSC code'), 'ABCD0000000')
  await fill(user, box('phone number'), '9876543210')
  await fill(user, box('e-mail address'), 'rahul@example.com')
  await user.click(submit())
  await waitFor(() => { if (errorOf('IFSC code') === null) throw new Error('no error yet') })
  t.equal(errorOf('IFSC code'), 'This IFSC code does not belong to any branch', 'the gateway\'s message, under the IFSC')
  t.equal(document.activeElement, box('IFSC code'), 'focus on the IFSC')
  t.equal(binds(sent).length, 1, 'sent once')
  t.equal(bound, 0, 'not bound')
  await waitFor(() => { if (submit().hasAttribute('disabled')) throw new Error('still busy') })
  t.pass('Bind account can be pressed again')
})

t.test('Indonesia: no IFSC, the bank name required; the body with the bank name and the 0 of the phone', async t => {
  await asPlayer('ID', 'en', 'demo-id')
  const sent = fakeFetch(t, path => path === BIND
    ? { code: 0, data: { status: 'bound', account_id: 'B2', bank_account: '******7890', name: 'Budi Santoso' } }
    : undefined)
  let bound = 0
  const { user } = form(t, () => { bound++ })
  t.equal(screen.queryByRole('textbox', { name: /IFSC/ }), null, 'no IFSC field')
  t.equal(screen.queryByText('Where do I find my IFSC code?'), null, 'no IFSC guide')
  await fill(user, box('bank account number'), '1234567890')
  await fill(user, box('Enter the bank account number again'), '1234567890')
  await fill(user, box('name'), 'Budi Santoso')
  await fill(user, box('phone number'), '+62 812-3456-7890')
  await fill(user, box('e-mail address'), 'budi@example.co.id')
  await user.click(submit())
  await screen.findByText('Please enter your bank name')
  t.equal(box('bank name').getAttribute('aria-required'), 'true', 'the bank name is required in Indonesia')
  await waitFor(() => { if (document.activeElement !== box('bank name')) throw new Error('focus elsewhere') })
  t.pass('focus on the bank name')
  t.same(binds(sent), [], 'nothing sent')

  await fill(user, box('bank name'), 'Bank Central Asia')
  await user.click(submit())
  await waitFor(() => { if (bound === 0) throw new Error('not bound yet') })
  t.same(binds(sent)[0]?.body, {
    bank_account: '1234567890',
    name: 'Budi Santoso',
    phone: '081234567890',
    email: 'budi@example.co.id',
    bank_name: 'Bank Central Asia'
  }, 'the phone as the Indonesian rule takes it, with its 0; no IFSC')
})
