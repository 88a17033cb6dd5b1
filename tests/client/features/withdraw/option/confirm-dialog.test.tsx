// The withdrawal's last look before the money moves, as a player reads it: the amount, the tax, what arrives
// and where, written out ("₹1,500.00"), the tax rate in India and no tax note where there is none, when the money
// is sent; focus moves into the dialog when it opens and back to the button that opened it when it closes
// (Cancel or Escape); Confirm runs once, busy and disabled while the withdrawal is in flight, Cancel disabled with it;
// offline Confirm is disabled with the reason beside it.
import { act, useState } from 'react'
import { asPlayer, fakeFetch, onlineAtom, screen, show, store, waitFor, within } from '../../../support/dom.js'
import t from 'tap'
import { ConfirmDialog } from '../../../../../client/src/features/withdraw/option/confirm-dialog.js'
import type { BoundAccount } from '../../../../../shared/schemas/withdraw.js'
import { catalogue, msg } from '../../../../helpers/messages.js'

const UPI: BoundAccount = { account_id: 'A1', type: 'upi', masked: 'ra****@ybl', name: 'Rahul', status: 'bound', is_default: true }
const BKASH: BoundAccount = { account_id: 'B1', type: 'bkash', masked: '017****5678', name: 'Rahim', status: 'bound', is_default: true }
const PIX: BoundAccount = { account_id: 'P1', type: 'pix', masked: '***.456.789-**', name: 'Ana', status: 'bound', is_default: true }

interface Props { amount: number, tax: number, taxRateBp: number, account: BoundAccount, payoutDays: number }
interface Calls { confirmed: number, closed: number }

/** The dialog as the amount form opens it: from its Withdraw button, busy while the confirmation runs, closed by
 * the form when asked. */
function Opener ({ props, calls, onConfirm }: { props: Props, calls: Calls, onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    calls.confirmed++
    setBusy(true)
    try { await onConfirm() } finally { setBusy(false) }
  }
  return (
    <main>
      <button type='button' onClick={() => { setOpen(true) }}>Withdraw</button>
      {open
        ? (
          <ConfirmDialog
            {...props}
            busy={busy}
            onConfirm={confirm}
            onClose={() => { calls.closed++; setOpen(false) }}
          />
          )
        : null}
    </main>
  )
}

function opened (t: Parameters<typeof show>[0], props: Props, onConfirm: () => Promise<void> = async () => {}) {
  const calls: Calls = { confirmed: 0, closed: 0 }
  const view = show(t, <Opener props={props} calls={calls} onConfirm={onConfirm} />)
  return { ...view, calls }
}

/** The value beside a term of the dialog's facts. */
const fact = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent

t.test('India: the figures written out, the tax rate, when it is sent; focus in, and back on Cancel', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user, calls } = opened(t, { amount: 150000, tax: 15000, taxRateBp: 3000, account: UPI, payoutDays: 7 })
  const opener = screen.getByRole('button', { name: 'Withdraw' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  t.equal(fact(dialog, 'Amount'), '₹1,500.00', 'the amount')
  t.equal(fact(dialog, 'Tax'), '₹150.00', 'the tax')
  t.equal(fact(dialog, 'You receive'), '₹1,350.00', 'what arrives')
  t.equal(fact(dialog, 'Paid to'), 'UPI ra****@ybl', 'where')
  t.ok(
    within(dialog).getByText('The tax is 30% of the increase this withdrawal brings to your net winnings of the tax year.'),
    'what the tax is of'
  )
  t.ok(within(dialog).getByText('Money is sent within 7 days.'), 'when')
  t.equal(document.activeElement, within(dialog).getByRole('button', { name: 'Cancel' }), 'focus moves into the dialog')

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(calls.closed, 1, 'Cancel closes')
  t.equal(calls.confirmed, 0, 'nothing confirmed')
  t.equal(document.activeElement, opener, 'focus back on Withdraw')
  t.same(sent, [], 'the dialog itself sends nothing')
})

t.test('Escape closes the dialog and gives focus back', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  const { user, calls } = opened(t, { amount: 20000, tax: 0, taxRateBp: 3000, account: UPI, payoutDays: 7 })
  const opener = screen.getByRole('button', { name: 'Withdraw' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  // A browser turns Escape on a modal dialog into its cancel event; happy-dom does not, so the test sends it.
  act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })) })
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(calls.closed, 1, 'closed once')
  t.equal(calls.confirmed, 0, 'nothing confirmed')
  t.equal(document.activeElement, opener, 'focus back on Withdraw')
})

t.test('Confirm: run once, busy and disabled in flight with the way back', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const { user, calls } = opened(
    t,
    { amount: 100000, tax: 15000, taxRateBp: 3000, account: UPI, payoutDays: 7 },
    async () => { await answered }
  )
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
  await user.click(confirm)
  await waitFor(() => { if (!confirm.hasAttribute('disabled')) throw new Error('not busy yet') })
  t.equal(confirm.getAttribute('aria-busy'), 'true', 'Confirm says it is busy')
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
  await waitFor(() => { if (!cancel.hasAttribute('disabled')) throw new Error('Cancel still enabled') })
  await user.click(cancel)
  t.equal(calls.closed, 0, 'Cancel is disabled while the withdrawal is in flight: it could not stop it')
  await user.click(confirm)
  t.equal(calls.confirmed, 1, 'a second tap runs nothing')
  release()
  await waitFor(() => { if (confirm.hasAttribute('disabled')) throw new Error('still busy') })
  t.equal(confirm.getAttribute('aria-busy'), 'false', 'no longer busy once it settled')
  t.equal(cancel.hasAttribute('disabled'), false, 'Cancel enabled again')
  t.equal(calls.confirmed, 1, 'confirmed once')
})

t.test('offline: Confirm disabled, the reason beside it, nothing run', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  const { user, calls } = opened(t, { amount: 100000, tax: 0, taxRateBp: 3000, account: UPI, payoutDays: 7 })
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  act(() => { store.set(onlineAtom, false) })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' })
  await waitFor(() => { if (!confirm.hasAttribute('disabled')) throw new Error('still enabled') })
  const note = document.getElementById(confirm.getAttribute('aria-describedby') ?? '')
  t.equal(
    note?.textContent,
    'Not available offline: this needs a connection. Nothing is sent until you are back online.',
    'the reason, tied to the button'
  )
  await user.click(confirm)
  t.equal(calls.confirmed, 0, 'nothing run')
})

t.test('Bangladesh in Bengali: no tax note, paid within a day, the figures in Bengali digits, the taka sign after them', async t => {
  await asPlayer('BD', 'bn', 'demo-bd')
  fakeFetch(t, () => undefined)
  const bn = catalogue('bn')
  const { user } = opened(t, { amount: 150000, tax: 0, taxRateBp: 0, account: BKASH, payoutDays: 1 })
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: msg(bn, 'withdraw.confirm_title') })
  t.equal(fact(dialog, msg(bn, 'withdraw.amount')), '১,৫০০.০০৳', 'the amount, the taka sign after it as Bengali writes it')
  t.equal(fact(dialog, msg(bn, 'withdraw.tax')), '০.০০৳', 'no tax')
  t.equal(fact(dialog, msg(bn, 'withdraw.you_receive')), '১,৫০০.০০৳', 'all of it arrives')
  t.equal(fact(dialog, msg(bn, 'withdraw.to_account')), `${msg(bn, 'withdraw.type.bkash')} 017****5678`, 'where')
  t.equal(within(dialog).queryByTestId('wd-confirm-tax-note'), null, 'no tax note without a tax rate')
  const when = msg(bn, 'withdraw.payout_note', { time: msg(bn, 'withdraw.payout_one_day') })
  t.ok(within(dialog).getByText(when), 'paid within a day')
})

t.test('Brazil: reais as Brazilians write them', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  fakeFetch(t, () => undefined)
  const { user } = opened(t, { amount: 150000, tax: 0, taxRateBp: 0, account: PIX, payoutDays: 7 })
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  t.equal(fact(dialog, 'Amount'), 'R$\u00a01.500,00', 'the amount')
  t.equal(fact(dialog, 'Paid to'), 'Pix ***.456.789-**', 'where')
})
