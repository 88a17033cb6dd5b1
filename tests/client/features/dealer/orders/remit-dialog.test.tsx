// Remitting a payout order by its payment reference as dealers paste it: the region's rule told beside the
// field and its messages (empty, too short, a NEFT reference for a UPI payment, a bKash TrxID in Bangladesh),
// focus on the field; a UTR pasted with spaces or in small letters sent as the rule reads it, with its
// Idempotency-Key; busy while in flight; the upstream's word about the UTR under the field; no answer closes
// the dialog for the list to be read again, and remitting the same UTR again sends the same key. Both ways
// closed, each with the operators' reason, while the region's money mode closes payouts.
import { asPlayer, errorOf, fakeFetch, hintOf, screen, setMoneyMode, show, toastText, waitFor, within, type Handler, type Sent } from '../../../support/dom.js'
import t from 'tap'
import { RemitDialog } from '../../../../../client/src/features/dealer/orders/remit-dialog.js'
import type { PayoutDetail, PayoutOrder } from '../../../../../shared/schemas/dealer.js'

const REMIT = '/api/user/pay-center/v1/agent/order/remit'

function order (payMethod: PayoutOrder['pay_method'], amount = 150000): PayoutOrder {
  return {
    order_id: 'P5002',
    user_id: '27902143',
    name: 'Rahul Kumar',
    amount,
    coins: amount / 100,
    pay_method: payMethod,
    bank_name: payMethod === 'bank' ? 'HDFC Bank' : '',
    ifsc: payMethod === 'bank' ? 'HDFC0001234' : '',
    bank_account: payMethod === 'upi' ? '' : '50100012345678',
    upi_id: payMethod === 'upi' ? 'rahul@ybl' : '',
    status: 2,
    label: 'none',
    tab: 'pending',
    utr: '',
    record_url: '',
    created_at: 1764300000,
    accepted_at: 1764300100,
    remitted_at: 0,
    finished_at: 0,
    expire_at: 1764301900,
    remark: ''
  }
}

const remitted = (o: PayoutOrder, utr: string): PayoutDetail => ({ order: { ...o, status: 3, utr }, history: [], actions: [] })

const quiet: Handler = path => path.startsWith('/api/event_report/') || path === '/api/hub/report' ? { code: 0 } : undefined

function dialog (t: Parameters<typeof show>[0], o: PayoutOrder) {
  const changed: Array<PayoutDetail | null> = []
  let closed = 0
  const view = show(t, <RemitDialog order={o} onClose={() => { closed++ }} onChanged={d => { changed.push(d) }} />)
  return { ...view, changed, closed: () => closed }
}

const remits = (sent: Sent[]) => sent.filter(s => s.path === REMIT)
const utrBox = () => screen.getByRole('textbox', { name: 'UTR / transaction ID' })
const submit = () => screen.getByRole('button', { name: 'Remit with this reference' })

t.test('India, a bank payment: the rule, its messages, focus on the UTR, nothing sent', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, quiet)
  const { user } = dialog(t, order('bank'))
  const box = within(screen.getByRole('dialog', { name: 'Remit the payment' }))
  t.equal(box.getByText(/^You paid Rahul Kumar:/).textContent, 'You paid Rahul Kumar: ₹1,500.00', 'whom and how much')
  t.equal(hintOf(utrBox()), '12 digits (IMPS, UPI) or 16 to 22 letters and digits (NEFT, RTGS)', 'the rule, told first')
  const cases: Array<[string, string]> = [
    ['', 'Please enter your UTR / transaction ID'],
    ['43129876', 'Please enter a valid UTR / transaction ID, for example 431298765012'],
    ['4312 9876 5012 3', 'Please enter a valid UTR / transaction ID, for example 431298765012']
  ]
  for (const [typed, message] of cases) {
    await user.clear(utrBox())
    if (typed !== '') await user.type(utrBox(), typed)
    await user.click(submit())
    await waitFor(() => { if (errorOf(utrBox()) !== message) throw new Error(String(errorOf(utrBox()))) })
    t.equal(document.activeElement, utrBox(), `"${typed}": "${message}", focus on the UTR`)
  }
  t.same(remits(sent), [], 'nothing sent')
})

t.test('a UTR pasted with spaces, and a NEFT reference in small letters, are sent as the rule reads them', async t => {
  for (const [pasted, utr] of [['4312 9876 5012 ', '431298765012'], ['hdfcr52026112800123', 'HDFCR52026112800123']] as const) {
    await t.test(`"${pasted}"`, async t => {
      await asPlayer('IN', 'en', 'demo-dealer-in')
      const o = order('bank')
      let release: () => void = () => {}
      const answered = new Promise<void>(resolve => { release = resolve })
      const sent = fakeFetch(t, async (path, body, request) => {
        if (path !== REMIT) return quiet(path, body, request)
        await answered
        return { code: 0, data: remitted(o, utr) }
      })
      const { user, changed, closed } = dialog(t, o)
      await user.click(utrBox())
      await user.paste(pasted)
      await user.click(submit())
      await waitFor(() => { if (remits(sent).length !== 1) throw new Error('not sent yet') })
      t.ok(submit().hasAttribute('disabled'), 'the button is disabled while in flight')
      await user.click(submit())
      t.equal(remits(sent).length, 1, 'a second tap sends nothing')
      t.same(remits(sent)[0]?.body, { order_id: 'P5002', utr }, `sent as ${utr}`)
      t.match(remits(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
      release()
      await waitFor(() => { if (closed() === 0) throw new Error('still open') })
      t.equal(toastText(), 'Remitted: listed to your account after 48 hours without complaint', 'the dealer is told')
      t.equal(changed[0]?.order.status, 3, 'the new detail handed on')
    })
  }
})

t.test('a UPI payment: its hint, and a NEFT reference refused', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, quiet)
  const { user } = dialog(t, order('upi'))
  t.equal(hintOf(utrBox()), 'A UPI payment has a 12-digit UTR', 'the hint')
  await user.type(utrBox(), 'HDFCR52026112800123')
  await user.click(submit())
  const message = 'This UTR does not fit the payment: a UPI payment has a 12-digit UTR'
  await waitFor(() => { if (errorOf(utrBox()) !== message) throw new Error(String(errorOf(utrBox()))) })
  t.equal(document.activeElement, utrBox(), 'focus on the UTR')
  t.same(remits(sent), [], 'nothing sent')
})

t.test('Bangladesh: the bKash TrxID\'s rule', async t => {
  await asPlayer('BD', 'en', 'demo-dealer-bd')
  const o = order('bkash', 500000)
  const sent = fakeFetch(t, (path, body: { utr: string }, request) =>
    path === REMIT ? { code: 0, data: remitted(o, body.utr) } : quiet(path, body, request))
  const { user, closed } = dialog(t, o)
  t.equal(hintOf(utrBox()), 'The bKash or Nagad TrxID: 8 to 12 letters and digits', 'the hint')
  await user.type(utrBox(), '9K4H7')
  await user.click(submit())
  const message = 'Please enter a valid UTR / transaction ID, for example 9K4H7T2Q1M'
  await waitFor(() => { if (errorOf(utrBox()) !== message) throw new Error(String(errorOf(utrBox()))) })
  await user.clear(utrBox())
  await user.paste(' 9k4h7t2q1m\n')
  await user.click(submit())
  await waitFor(() => { if (closed() === 0) throw new Error('still open') })
  t.same(remits(sent).map(s => s.body), [{ order_id: 'P5002', utr: '9K4H7T2Q1M' }], 'pasted in small letters with a line break: sent as written on the receipt')
})

t.test('the upstream says the UTR was used: under the field, focus on it, the dialog stays', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, (path, body, request) => path === REMIT
    ? { code: 10081, msg: 'This UTR has already been submitted for another order' }
    : quiet(path, body, request))
  const { user, changed, closed } = dialog(t, order('bank'))
  await user.type(utrBox(), '431298765012')
  await user.click(submit())
  const message = 'This UTR has already been submitted for another order'
  await waitFor(() => { if (errorOf(utrBox()) !== message) throw new Error(String(errorOf(utrBox()))) })
  t.equal(document.activeElement, utrBox(), 'focus on the UTR')
  t.equal(toastText(), null, 'not a toast')
  t.equal(closed(), 0, 'the dialog stays')
  t.same(changed, [], 'nothing changed')
  await user.clear(utrBox())
  await user.type(utrBox(), '431298765013')
  t.equal(errorOf(utrBox()), null, 'typing another clears it')
})

t.test('no answer: the list is read again; the same UTR remitted again goes under the same key', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const o = order('bank')
  let calls = 0
  const sent = fakeFetch(t, (path, body, request) => {
    if (path !== REMIT) return quiet(path, body, request)
    return ++calls === 1 ? { http: 504, body: null } : { code: 0, data: remitted(o, '431298765012') }
  })
  const first = dialog(t, o)
  await first.user.type(utrBox(), '431298765012')
  await first.user.click(submit())
  await waitFor(() => { if (first.closed() === 0) throw new Error('still open') })
  t.equal(toastText(), 'The server took too long to answer. Please try again', 'the timeout told')
  t.same(first.changed, [null], 'the list is read again')
  first.unmount()

  const again = dialog(t, o)
  await again.user.type(utrBox(), '4312 9876 5012')
  await again.user.click(submit())
  await waitFor(() => { if (again.closed() === 0) throw new Error('still open') })
  const keys = remits(sent).map(s => s.headers['idempotency-key'])
  t.equal(keys.length, 2, 'sent twice')
  t.equal(keys[1], keys[0], 'the same key: remitted once')
})

const CLOSED = 'Money services are closed in your region for now: adding cash, withdrawals, transfers and coin sales. ' +
  'You can still see your balance and history.'
const describedBy = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ')
  .map(id => document.getElementById(id)?.textContent ?? `(no #${id})`)

t.test('money closed in the region: the UTR and the photo both closed, each with the reason', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  setMoneyMode('closed')
  const sent = fakeFetch(t, quiet)
  const { user } = dialog(t, order('bank'))
  await user.type(utrBox(), '431298765012')
  t.ok(submit().hasAttribute('disabled'), 'the UTR\'s button is disabled')
  t.ok(describedBy(submit()).includes(CLOSED), 'and says why')
  const photo = screen.getByTestId('remit-record-input')
  t.ok(photo.hasAttribute('disabled'), 'the photo picker is disabled')
  t.same(describedBy(photo), ['A clear photo of the payment record: JPEG, PNG or WebP, up to 5 MB', CLOSED], 'its hint, then why')
  t.equal(screen.getAllByText(CLOSED).length, 1, 'the reason written once, for both ways')
  t.match(screen.getByText('Upload the payment record').className, /is-disabled/, 'its label looks disabled')
  await user.click(submit())
  t.same(remits(sent), [], 'a tap on the UTR\'s button sends nothing')
})

t.test('withdrawals only: payouts stay open, the photo picker too', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  setMoneyMode('withdraw_only')
  fakeFetch(t, quiet)
  dialog(t, order('bank'))
  t.notOk(submit().hasAttribute('disabled'), 'the UTR\'s button is enabled')
  const photo = screen.getByTestId('remit-record-input')
  t.notOk(photo.hasAttribute('disabled'), 'the photo picker is enabled')
  t.same(describedBy(photo), ['A clear photo of the payment record: JPEG, PNG or WebP, up to 5 MB'], 'its hint only')
  t.equal(screen.queryByTestId('money-mode-note'), null, 'no reason shown')
})
