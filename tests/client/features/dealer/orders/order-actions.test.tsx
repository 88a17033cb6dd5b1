// A payout order's buttons as a dealer uses them: only the actions its state allows; accept sent once with
// its Idempotency-Key and busy meanwhile, the same key again after no answer; refuse with a required reason
// (its message, focus on it, sent trimmed); abandon with an optional reason, Escape and Cancel sending
// nothing and giving focus back; the upstream's refusal as a toast and the list read again.
import { asPlayer, fakeFetch, screen, show, toastText, waitFor, within, type Handler, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { OrderActions } from '../../../../../client/src/features/dealer/orders/order-actions.js'
import type { PayoutDetail, PayoutOrder } from '../../../../../shared/schemas/dealer.js'

const AGENT = '/api/user/pay-center/v1/agent/order'
const ACCEPT = `${AGENT}/accept`
const REFUSE = `${AGENT}/refuse`
const ABANDON = `${AGENT}/abandon`

function order (status: PayoutOrder['status']): PayoutOrder {
  return {
    order_id: 'P5001',
    user_id: '27902143',
    name: 'Rahul Kumar',
    amount: 150000,
    coins: 1500,
    pay_method: 'bank',
    bank_name: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    bank_account: '50100012345678',
    upi_id: '',
    status,
    label: 'none',
    tab: status === 1 ? 'available' : 'pending',
    utr: '',
    record_url: '',
    created_at: 1764300000,
    accepted_at: status === 1 ? 0 : 1764300100,
    remitted_at: 0,
    finished_at: 0,
    expire_at: status === 2 ? 1764301900 : 0,
    remark: ''
  }
}

const detail = (o: PayoutOrder, status: PayoutOrder['status']): PayoutDetail => ({ order: { ...o, status }, history: [], actions: [] })

/** The upstream moves the order to `to` for each action it is asked. */
const moves = (o: PayoutOrder): Handler => path => {
  if (path === ACCEPT) return { code: 0, data: detail(o, 2) }
  if (path === REFUSE) return { code: 0, data: detail(o, 6) }
  if (path === ABANDON) return { code: 0, data: detail(o, 7) }
  if (path.startsWith('/api/event_report/') || path === '/api/hub/report') return { code: 0 }
  return undefined
}

function actions (t: Parameters<typeof show>[0], o: PayoutOrder) {
  const changed: Array<PayoutDetail | null> = []
  const view = show(t, <section aria-label='Order'><OrderActions order={o} onChanged={d => { changed.push(d) }} /></section>)
  return { ...view, changed }
}

const to = (sent: Sent[], path: string) => sent.filter(s => s.path === path)
const buttonNames = () => screen.getAllByRole('button').map(b => b.textContent)

t.test('an order of the available list: Accept and Refuse only; accepted once with its key, busy meanwhile', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(1)
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async (path, body, request) => {
    if (path === ACCEPT) await answered
    return moves(o)(path, body, request)
  })
  const { user, changed } = actions(t, o)
  t.same(buttonNames(), ['Accept', 'Refuse'], 'only what the state allows')
  const accept = screen.getByRole('button', { name: 'Accept' })
  await user.click(accept)
  await waitFor(() => { if (to(sent, ACCEPT).length !== 1) throw new Error('not sent yet') })
  t.ok(accept.hasAttribute('disabled'), 'Accept is disabled while in flight')
  t.equal(accept.getAttribute('aria-busy'), 'true', 'and busy')
  await user.click(accept)
  t.equal(to(sent, ACCEPT).length, 1, 'a second tap sends nothing')
  t.same(to(sent, ACCEPT)[0]?.body, { order_id: 'P5001' }, 'the order')
  t.match(to(sent, ACCEPT)[0]?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
  release()
  await waitFor(() => { if (changed.length === 0) throw new Error('not changed yet') })
  t.equal(toastText(), 'Order accepted: pay it before the time runs out', 'the dealer is told')
  t.equal(changed[0]?.order.status, 2, 'the order\'s new detail handed on: in payment')
})

t.test('no answer to Accept: the list is read again; accepting again sends the same key', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(1)
  let calls = 0
  const sent = fakeFetch(t, (path, body, request) => {
    if (path === ACCEPT && ++calls === 1) return { http: 504, body: null }
    return moves(o)(path, body, request)
  })
  const { user, changed } = actions(t, o)
  await user.click(screen.getByRole('button', { name: 'Accept' }))
  await waitFor(() => { if (changed.length === 0) throw new Error('not changed yet') })
  t.same(changed, [null], 'the list is read again: the order may have been accepted')
  t.equal(toastText(), 'The server took too long to answer. Please try again', 'the timeout told')
  await waitFor(() => { if (screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')) throw new Error('busy') })
  await user.click(screen.getByRole('button', { name: 'Accept' }))
  await waitFor(() => { if (changed.length !== 2) throw new Error('not changed yet') })
  const keys = to(sent, ACCEPT).map(s => s.headers['idempotency-key'])
  t.equal(keys.length, 2, 'sent again')
  t.equal(keys[1], keys[0], 'under the same key: accepted once, whatever the first did')
  t.equal(changed[1]?.order.status, 2, 'then accepted')
})

t.test('the upstream refuses Accept: its message, the list read again', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(1)
  fakeFetch(t, (path, body, request) => path === ACCEPT
    ? { code: 10071, msg: 'Only an order in the available list can be accepted' }
    : moves(o)(path, body, request))
  const { user, changed } = actions(t, o)
  await user.click(screen.getByRole('button', { name: 'Accept' }))
  await waitFor(() => { if (changed.length === 0) throw new Error('not changed yet') })
  t.equal(toastText(), 'Only an order in the available list can be accepted', 'the upstream\'s message')
  t.same(changed, [null], 'no detail: the list is read again')
})

t.test('Refuse: the reason is required, focus on it; sent trimmed; "Order refused"', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(1)
  const sent = fakeFetch(t, moves(o))
  const { user, changed } = actions(t, o)
  await user.click(screen.getByRole('button', { name: 'Refuse' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Refuse this order?' }))
  t.equal(dialog.getByText(/^Order P5001 for Rahul Kumar:/).textContent, 'Order P5001 for Rahul Kumar: ₹1,500.00', 'which order')
  t.ok(dialog.getByText('The order leaves your list and the player is told why.'), 'what refusing does')
  const reason = dialog.getByRole('textbox', { name: 'Reason' })
  await user.click(dialog.getByRole('button', { name: 'Refuse' }))
  t.ok(await dialog.findByText('Please enter your reason'), 'the reason is required')
  t.equal(document.activeElement, reason, 'focus on the reason')
  await user.type(reason, '   ')
  await user.click(dialog.getByRole('button', { name: 'Refuse' }))
  t.same(to(sent, REFUSE), [], 'spaces are no reason: nothing sent')
  await user.type(reason, 'Bank account closed  ')
  await user.click(dialog.getByRole('button', { name: 'Refuse' }))
  await waitFor(() => { if (changed.length === 0) throw new Error('not changed yet') })
  t.same(to(sent, REFUSE).map(s => s.body), [{ order_id: 'P5001', reason: 'Bank account closed' }], 'sent once, trimmed')
  t.equal(toastText(), 'Order refused', 'the dealer is told')
  t.equal(screen.queryByRole('dialog'), null, 'the dialog closed')
  t.equal(changed[0]?.order.status, 6, 'the new detail handed on')
})

t.test('an order in payment: Remit and Abandon; abandoning\'s reason is optional', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(2)
  const sent = fakeFetch(t, moves(o))
  const { user } = actions(t, o)
  t.same(buttonNames(), ['Remit', 'Abandon the payment'], 'only what the state allows')
  await user.click(screen.getByRole('button', { name: 'Abandon the payment' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Abandon this payment?' }))
  t.ok(dialog.getByText('Only if you have not paid: the order goes back and you cannot remit it any more.'), 'the warning')
  t.ok(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'the reason is optional')
  await user.click(dialog.getByRole('button', { name: 'Abandon the payment' }))
  await waitFor(() => { if (to(sent, ABANDON).length !== 1) throw new Error('not sent yet') })
  t.same(to(sent, ABANDON)[0]?.body, { order_id: 'P5001' }, 'no reason: none sent')
  await waitFor(() => { if (toastText() !== 'Payment abandoned') throw new Error(String(toastText())) })
  t.pass('"Payment abandoned"')
})

t.test('Cancel and Escape send nothing and give focus back to the button that opened the dialog', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order(2)
  const sent = fakeFetch(t, moves(o))
  const { user } = actions(t, o)
  const abandon = screen.getByRole('button', { name: 'Abandon the payment' })
  await user.click(abandon)
  const dialog = within(await screen.findByRole('dialog'))
  t.equal(document.activeElement, dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'focus on the reason')
  await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(document.activeElement, abandon, 'Cancel: focus back')
  await user.click(abandon)
  await screen.findByRole('dialog')
  await user.keyboard('{Escape}')
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(document.activeElement, abandon, 'Escape: focus back')
  t.same(to(sent, ABANDON), [], 'nothing sent')
})
