// The withdraw amount form and its confirmation, as a player uses them: the rules and their messages (in
// English as written, and in Hindi from the catalogue), focus back on the amount when it is refused, nothing
// sent before the confirmation, the confirmation's figures, the withdrawal sent once with its key, the
// buttons disabled while it is in flight, and the upstream's refusal shown without a success.
import { asPlayer, fakeFetch, screen, show, toastText, waitFor, within, type Sent } from '../../../support/dom.js'
import { act } from 'react'
import t from 'tap'
import { AmountForm } from '../../../../../client/src/features/withdraw/option/amount-form.js'
import type { WithdrawConf, TaxYear } from '../../../../../shared/schemas/asset.js'
import type { BoundAccount, WithdrawResult } from '../../../../../shared/schemas/withdraw.js'
import { catalogue, msg } from '../../../../helpers/messages.js'

const CONF: WithdrawConf = {
  multiple: 10000,
  min_amount: 10000,
  daily_max: 5000000,
  daily_times: 3,
  tax_rate_bp: 3000,
  tax_tips: '',
  limit_tips: '',
  payout_days: 7
}
/** A tax year with no winnings yet: ₹500 of deposits to withdraw before anything is taxed. */
const TAX_YEAR: TaxYear = { start: 1743445800, opening_balance: 0, deposits: 50000, withdrawals: 0, withheld: 0, net_winnings: 0 }
const UPI: BoundAccount = { account_id: 'A1', type: 'upi', masked: 'ra****@ybl', name: 'Rahul', status: 'bound', is_default: true }

interface Options { account?: BoundAccount | null, onDone?: (r: WithdrawResult) => void, onNoAccount?: () => void }

function form (t: Parameters<typeof show>[0], o: Options = {}) {
  return show(t, (
    <AmountForm
      region='IN'
      balance={2500000}
      withdrawable={1200000}
      conf={CONF}
      taxYear={TAX_YEAR}
      today={{ times: 0, amount: 0, resets_at: 1764354600 }}
      account={o.account === undefined ? UPI : o.account}
      onNoAccount={o.onNoAccount ?? (() => {})}
      onDone={o.onDone ?? (() => {})}
      recordHref='/withdraw/record'
    />
  ))
}

const withdrawals = (sent: Sent[]) => sent.filter(s => s.path === '/api/user/v1/amt/withdraw')

t.test('an empty amount: the rule\'s message, focus on the amount, nothing sent', async t => {
  await asPlayer('IN', 'en')
  const sent = fakeFetch(t, () => undefined)
  const { user } = form(t)
  t.ok(screen.getByText('Minimum ₹100.00, in multiples of ₹100.00'), 'the rule is told before anything is typed')
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  t.ok(await screen.findByText('Please enter the amount'), 'the field error')
  const amount = screen.getByRole('textbox', { name: 'Amount' })
  t.equal(document.activeElement, amount, 'focus on the amount')
  t.equal(amount.getAttribute('aria-invalid'), 'true', 'the amount is marked invalid')
  t.equal(screen.queryByRole('dialog'), null, 'no confirmation')
  t.same(sent, [], 'nothing sent')
})

t.test('each rule of the amount, by its message', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  const { user } = form(t)
  const amount = screen.getByRole('textbox', { name: 'Amount' })
  const cases: Array<[string, string]> = [
    ['50', 'The minimum withdrawal is ₹100.00'],
    ['150', 'The amount must be a multiple of ₹100.00'],
    ['13000', 'Insufficient withdrawal balance: you can withdraw up to ₹12,000.00'],
    ['30000', 'Insufficient balance: your balance is ₹25,000.00']
  ]
  for (const [typed, message] of cases) {
    await user.clear(amount)
    await user.type(amount, typed)
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    t.ok(await screen.findByText(message), `"${typed}": ${message}`)
    t.equal(document.activeElement, amount, `"${typed}": focus back on the amount`)
    t.equal(screen.queryByRole('dialog'), null, `"${typed}": no confirmation`)
  }
  await user.clear(amount)
  await user.type(amount, '2,000')
  t.ok(screen.getByText('You entered ₹2,000.00'), 'the amount as understood while typing')
})

t.test('a good amount: the confirmation\'s figures, then the withdrawal sent once, buttons disabled in flight', async t => {
  await asPlayer('IN', 'en')
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async path => {
    if (path !== '/api/user/v1/amt/withdraw') return undefined
    await answered
    return { code: 0, data: { order: { order_id: 'W1001', amount: 100000, status: 0 } } }
  })
  const done: WithdrawResult[] = []
  const { user } = form(t, { onDone: r => { done.push(r) } })
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1000')
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
  t.same(withdrawals(sent), [], 'nothing sent before the confirmation')
  const facts = within(dialog)
  t.equal(facts.getByText('Amount').nextElementSibling?.textContent, '₹1,000.00', 'the amount')
  t.equal(facts.getByText('Tax').nextElementSibling?.textContent, '₹150.00', '30% of the ₹500 it adds to the net winnings')
  t.equal(facts.getByText('You receive').nextElementSibling?.textContent, '₹850.00', 'what arrives')
  t.match(facts.getByText('Paid to').nextElementSibling?.textContent, 'UPI ra****@ybl', 'where')
  t.equal(document.activeElement, facts.getByRole('button', { name: 'Cancel' }), 'focus moves into the dialog')

  const confirm = facts.getByRole('button', { name: 'Confirm' })
  await user.click(confirm)
  await waitFor(() => { if (withdrawals(sent).length !== 1) throw new Error('not sent yet') })
  t.equal(confirm.hasAttribute('disabled'), true, 'Confirm is disabled while the withdrawal is in flight')
  t.equal(confirm.getAttribute('aria-busy'), 'true', 'and says it is busy')
  t.equal(facts.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled'), true, 'Cancel is disabled in flight')
  // Escape, as a browser turns it into the dialog's cancel event (happy-dom does not): it cannot hide the withdrawal.
  act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })) })
  t.equal(screen.queryByRole('dialog'), dialog, 'Escape leaves the confirmation open while the withdrawal is in flight')
  await user.click(confirm)
  t.equal(withdrawals(sent).length, 1, 'a second tap sends nothing')
  const [request] = withdrawals(sent)
  t.same(request?.body, { amount: 100000, account_id: 'A1' }, 'the amount in paise to the bound account')
  t.match(request?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
  release()
  await waitFor(() => { if (done.length === 0) throw new Error('not done yet') })
  t.match(done[0], { order: { order_id: 'W1001' } }, 'the success handed on')
  t.equal(screen.queryByRole('dialog'), null, 'the confirmation closed')
})

t.test('the upstream refuses: its message as a toast, no success, Withdraw again', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, path => path === '/api/user/v1/amt/withdraw' ? { code: 10002, msg: 'Insufficient balance' } : undefined)
  const done: WithdrawResult[] = []
  const { user } = form(t, { onDone: r => { done.push(r) } })
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200')
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }))
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(toastText(), 'Insufficient balance', 'the upstream\'s message')
  t.same(done, [], 'no success')
  t.equal(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled'), false, 'Withdraw can be pressed again')
})

t.test('no payout account: the picker is asked, no confirmation', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let asked = 0
  const { user } = form(t, { account: null, onNoAccount: () => { asked++ } })
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200')
  await user.click(screen.getByRole('button', { name: 'Withdraw' }))
  t.equal(asked, 1, 'the picker says why')
  t.equal(screen.queryByRole('dialog'), null, 'no confirmation')
})

t.test('in Hindi: the labels and the message from the Hindi catalogue', async t => {
  await asPlayer('IN', 'hi')
  fakeFetch(t, () => undefined)
  const hi = catalogue('hi')
  const { user } = form(t)
  await user.click(screen.getByRole('button', { name: msg(hi, 'withdraw.submit') }))
  t.ok(await screen.findByText(msg(hi, 'withdraw.amount_required')), 'the field error in Hindi')
  t.equal(document.activeElement, screen.getByRole('textbox', { name: msg(hi, 'withdraw.amount') }), 'focus on the amount')
})
