// The UPI bind form as a player fills it: each required field named in its message, the UPI ID entered twice
// and refused when the two differ (the specification's 'The two {field} entered are not the same', written
// out), focus on the first bad field, nothing sent until all is right, then the body the API names; the
// gateway's field error shown under its field; the button disabled while the binding is in flight.
import { asPlayer, box, errorOf, fakeFetch, screen, show, waitFor, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { UpiForm } from '../../../../../client/src/features/withdraw/bind/upi-form.js'

const BIND = '/api/user/v1/amt/withdraw/update_upi_account'
const binds = (sent: Sent[]) => sent.filter(s => s.path === BIND)

function form (t: Parameters<typeof show>[0], onBound: () => void = () => {}) {
  return show(t, <UpiForm initial={{}} onBound={onBound} />)
}

t.test('empty: every required field says so, focus on the first, nothing sent', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await screen.findByText('Please enter your name')
  t.equal(errorOf('UPI ID'), 'Please enter your UPI ID', 'the UPI ID')
  t.equal(errorOf('Enter the UPI ID again'), 'Please enter your UPI ID', 'its second entry')
  t.equal(errorOf('name'), 'Please enter your name', 'the name')
  t.equal(errorOf('phone number'), 'Please enter your phone number', 'the phone')
  t.equal(errorOf('e-mail address'), 'Please enter your e-mail address', 'the e-mail')
  t.equal(document.activeElement, box('UPI ID'), 'focus on the first bad field')
  t.same(binds(sent), [], 'nothing sent')
})

t.test('the UPI ID twice, different: the specification\'s message, focus on the second entry', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  await user.type(box('UPI ID'), 'rahul@ybl')
  await user.type(box('Enter the UPI ID again'), 'rahul@ibl')
  await user.type(box('name'), 'Rahul Kumar')
  await user.type(screen.getByRole('textbox', { name: 'phone number' }), '9876543210')
  await user.type(screen.getByRole('textbox', { name: 'e-mail address' }), 'rahul@example.com')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  t.ok(await screen.findByText('The two UPI ID entered are not the same'), 'the mismatch, as the specification words it')
  t.equal(document.activeElement, box('Enter the UPI ID again'), 'focus on the second entry')
  t.same(binds(sent), [], 'nothing sent')
})

t.test('all right: the body sent once, disabled in flight, the gateway\'s field error under its field', async t => {
  await asPlayer('IN', 'en')
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async path => {
    if (path !== BIND) return undefined
    await answered
    return { code: 10001, msg: 'This UPI ID is already bound to another account', errors: [{ field: 'upi_id', message: 'This UPI ID is already bound to another account' }] }
  })
  let bound = 0
  const { user } = form(t, () => { bound++ })
  await user.type(box('UPI ID'), 'rahul@ybl')
  await user.type(box('Enter the UPI ID again'), 'rahul@ybl')
  await user.type(box('name'), 'Rahul Kumar')
  await user.type(screen.getByRole('textbox', { name: 'phone number' }), '9876543210')
  await user.type(screen.getByRole('textbox', { name: 'e-mail address' }), 'rahul@example.com')
  const submit = screen.getByRole('button', { name: 'Bind account' })
  await user.click(submit)
  await waitFor(() => { if (binds(sent).length !== 1) throw new Error('not sent yet') })
  t.ok(submit.hasAttribute('disabled'), 'Bind account is disabled while the binding is in flight')
  t.match(binds(sent)[0]?.body, { upi_id: 'rahul@ybl', name: 'Rahul Kumar', phone: '9876543210', email: 'rahul@example.com' }, 'what the API names')
  t.match(binds(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'a binding is keyed')
  release()
  t.ok(await screen.findAllByText('This UPI ID is already bound to another account'), 'the refusal is shown')
  await waitFor(() => { if (submit.hasAttribute('disabled')) throw new Error('still busy') })
  t.equal(bound, 0, 'not bound')
})
