// The transfer form as a player uses it: the receiver's ID and the coins checked by the shared rules with the
// specification's messages written out ('Cannot transfer money for yourself', 'The minimum transfer amount is
// 100', 'Transfer amount exceeds your assets', 'User ID does not exist'), focus on the first bad field, the
// receiver looked up and shown in the confirmation, the transfer sent once with its key, and the upstream's
// refusal shown under the field it concerns.
import { asPlayer, errorOf, fakeFetch, screen, show, waitFor, within, type Handler, type Sent } from '../../support/dom.js'
import t from 'tap'
import { TransferForm } from '../../../../client/src/features/transfer/transfer-form.js'

const LOOKUP = '/api/user/v3/account/getotheruserinfo'
const TRANSFER = '/api/user/v1/amt/transfer'
const OWN_ID = '10000001'
const PRIYA = { user_id: '27902143', name: 'Priya Sharma', picture: '' }

/** The upstream knows Priya only. */
const lookup: Handler = (path, body: { user_id_list: string[] }) =>
  path === LOOKUP ? { code: 0, data: { items: body.user_id_list.includes(PRIYA.user_id) ? [PRIYA] : [] } } : undefined

const transfers = (sent: Sent[]) => sent.filter(s => s.path === TRANSFER)

function form (t: Parameters<typeof show>[0], onDone: () => void = () => {}) {
  return show(t, (
    <TransferForm available={5000} ownId={OWN_ID} initialUserId='' recordHref='/agent-transfer/transfers-record' onDone={onDone} onCoinsStale={() => {}} />
  ))
}

const idBox = () => screen.getByRole('textbox', { name: 'Receiver\'s user ID' })
const coinsBox = () => screen.getByRole('textbox', { name: 'Coins to transfer' })

t.test('the rules of the receiver and the coins, by their messages; focus on the first bad field', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, lookup)
  const { user } = form(t)
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => { if (errorOf(idBox()) === null) throw new Error('no error yet') })
  t.equal(errorOf(idBox()), 'Please enter the receiver\'s user ID', 'the receiver is required')
  t.equal(errorOf(coinsBox()), 'Please enter the number of coins', 'the coins are required')
  t.equal(document.activeElement, idBox(), 'focus on the receiver')

  await user.type(idBox(), OWN_ID)
  await waitFor(() => { if (errorOf(idBox()) !== 'Cannot transfer money for yourself') throw new Error(String(errorOf(idBox()))) })
  t.pass('one\'s own ID: refused at once')

  await user.clear(idBox())
  await user.type(idBox(), PRIYA.user_id)
  for (const [typed, message] of [['99', 'The minimum transfer amount is 100'], ['5001', 'Transfer amount exceeds your assets']]) {
    await user.clear(coinsBox())
    await user.type(coinsBox(), typed ?? '')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => { if (errorOf(coinsBox()) !== message) throw new Error(String(errorOf(coinsBox()))) })
    t.equal(document.activeElement, coinsBox(), `${typed ?? ''} coins: "${message ?? ''}", focus on the coins`)
  }
  t.same(transfers(sent), [], 'nothing sent')
})

t.test('an unknown receiver: "User ID does not exist", no confirmation', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, lookup)
  const { user } = form(t)
  await user.type(idBox(), '12345678')
  await user.type(coinsBox(), '200')
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => { if (errorOf(idBox()) !== 'User ID does not exist') throw new Error(String(errorOf(idBox()))) })
  t.equal(screen.queryByRole('dialog'), null, 'no confirmation')
  t.same(transfers(sent), [], 'nothing sent')
})

t.test('a known receiver: the confirmation names them; the transfer sent once; a refusal under its field', async t => {
  await asPlayer('IN', 'en')
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async (path, body, request) => {
    if (path !== TRANSFER) return lookup(path, body, request)
    await answered
    return { code: 10042, msg: 'Transfer amount exceeds your assets' }
  })
  let done = 0
  const { user } = form(t, () => { done++ })
  await user.type(idBox(), PRIYA.user_id)
  await user.type(coinsBox(), '1,500')
  await user.click(screen.getByRole('button', { name: 'Next' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }))
  t.ok(dialog.getByText('Priya Sharma'), 'the receiver by name')
  t.same(transfers(sent), [], 'nothing sent before the confirmation')
  const now = dialog.getByRole('button', { name: 'Transfer now' })
  await user.click(now)
  await waitFor(() => { if (transfers(sent).length !== 1) throw new Error('not sent yet') })
  t.ok(now.hasAttribute('disabled'), 'Transfer now is disabled while the coins are in flight')
  await user.click(now)
  t.equal(transfers(sent).length, 1, 'a second tap sends nothing')
  t.same(transfers(sent)[0]?.body, { user_id: '27902143', amount: 1500 }, '1,500 coins to Priya')
  t.match(transfers(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
  release()
  await waitFor(() => { if (errorOf(coinsBox()) !== 'Transfer amount exceeds your assets') throw new Error(String(errorOf(coinsBox()))) })
  t.equal(done, 0, 'no success')
  t.equal(screen.queryByRole('dialog'), null, 'the confirmation closed')
})
