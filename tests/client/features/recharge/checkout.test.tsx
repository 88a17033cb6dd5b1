// Add Cash's second step (checkout.tsx with channel-picker.tsx, as RechargeChannel composes them) as a player in
// Brazil uses it: the method used before chosen for them, another chosen, the first-recharge declaration
// required with its message, the order sent once with its Idempotency-Key and exactly the body the choice
// makes, the pay button busy while the order is made, the hand-off to the app through the host bridge, a
// refusal's message with nothing handed off, an unknown outcome paid again under the same key, a contact
// the method needs, and a browser (no app) told it cannot pay, with no order made.
import { asPlayer, fakeFetch, screen, show, toastText, waitFor, within, type Handler, type Sent } from '../../support/dom.js'
import t from 'tap'
import { RechargeChannel } from '../../../../client/src/features/recharge/recharge-channel.js'
import type { PaymentLinks } from '../../../../client/src/features/recharge/payment-status.js'
import type { Channel, RechargeResult } from '../../../../shared/schemas/recharge.js'

const CHANNELS = '/api/user/v1/amt/recharge/channel/list'
const CONF = '/api/user/v3/amt/recharge_conf'
const LIST = '/api/user/v3/amt/rechargelist'
const ASSET = '/api/user/v1/amt/assetinfo'
const DECLARATION = '/api/user/v3/account/declaration'
const RECHARGE = '/api/user/v3/amt/recharge'
const CONTACT = '/api/user/v3/account/modifyuserinfo'

function channel (id: number, name: string, payType: Channel['pay_type'], marks: Partial<Channel> = {}): Channel {
  return {
    channel_id: id,
    name,
    pay_type: payType,
    recommended: false,
    used: false,
    optimal: false,
    min_amount: 100,
    max_amount: 10000000,
    need_contact: false,
    ...marks
  }
}

const PIX = channel(401, 'Pix', 40, { optimal: true, recommended: true })
const CARD = channel(402, 'Cartão de crédito', 3, { used: true })

/** The order the upstream makes, and what the app's pay() is handed. */
const ORDER: RechargeResult = {
  order: {
    order_id: 'R77001',
    status: 0,
    amount: 150000,
    give_amount: 7500,
    channel_id: 401,
    pay_type: 40,
    created_at: 1764300000,
    finished_at: 0,
    fail_reason: ''
  },
  pay: { order_id: 'R77001', amount: 150000, currency: 'BRL', channel_id: 401, pay_type: 40, sdk_payload: 'pix:abc' }
}

interface Reads { channels?: Channel[], recharged?: boolean, needContact?: boolean }

/** The checkout's reads: the methods for the amount, the configuration, the range, the balances, the declaration. */
function reads (o: Reads = {}): Handler {
  return (path, body: { amount?: number }) => {
    if (path === CHANNELS) return body.amount === 150000 ? { code: 0, data: { items: o.channels ?? [PIX, CARD] } } : undefined
    if (path === CONF) {
      const conf = { use_user_lib: false, invalid_emails: [], invalid_words: [], need_contact: o.needContact ?? false }
      return { code: 0, data: conf }
    }
    if (path === LIST) {
      const range = { items: [], tabs: [], min_amount: 1000, max_amount: 5000000, show_channel: true }
      return { code: 0, data: { ...range, data_report: false, first_recharge: o.recharged !== true } }
    }
    if (path === ASSET) return { code: 0, data: { amount: 0, bonus: 0, recharged: o.recharged ?? false } }
    if (path === DECLARATION) return { code: 0, data: null }
    // The analytics batch (the checkout's trail) may leave while a test runs.
    if (path.startsWith('/api/event_report/') || path === '/api/hub/report') return { code: 0 }
    return undefined
  }
}

/** The app's bridge, recording what the page hands it (scripts/fake-host.ts does the same in a browser). */
function fakeHost (t: Parameters<typeof show>[0]): string[] {
  const paid: string[] = []
  window.WalletHost = {
    getAppInfo: () => '{}',
    getUserInfo: () => '{}',
    closeAllPages: () => {},
    payError: () => {},
    pay: json => { paid.push(json) }
  }
  t.teardown(() => { delete window.WalletHost })
  return paid
}

const LINKS: PaymentLinks = { balance: '/', addCash: '/recharge', order: id => `/recharge/order/${id}` }

function checkout (t: Parameters<typeof show>[0]) {
  return show(t, <RechargeChannel amount={150000} giveAmount={7500} packageId={12} links={LINKS} />)
}

const orders = (sent: Sent[]) => sent.filter(s => s.path === RECHARGE)
const payButton = () => screen.getByRole('button', { name: /^Pay R\$\s1\.500,00$/ })
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) })
const declarationBox = () => screen.getByRole('checkbox', { name: /^I confirm that I am 18 or older/ })

t.test('the methods: the one used before is chosen; the declaration is required; the order sent once, busy meanwhile', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const paid = fakeHost(t)
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async (path, body, request) => {
    if (path !== RECHARGE) return reads()(path, body, request)
    await answered
    return { code: 0, data: ORDER }
  })
  const { user } = checkout(t)
  await screen.findByRole('group', { name: 'Payment method' })
  const summary = within(screen.getByTestId('pay-summary'))
  t.equal(summary.getByText('You pay').nextElementSibling?.textContent, 'R$\u00a01.500,00', 'what is paid')
  t.equal(summary.getByText('Extra you get').nextElementSibling?.textContent, '+R$\u00a075,00', 'the package\'s extra')
  await waitFor(() => { if (!radio('Cartão de crédito').checked) throw new Error('not chosen') })
  t.pass('the method used before is chosen for the player')
  t.match(screen.getByTestId('channel-401').textContent, 'Best choice', 'Pix\'s markers as words')
  t.match(screen.getByTestId('channel-402').textContent, 'Used before', 'the card\'s marker')
  await user.click(radio('Pix'))
  t.ok(radio('Pix').checked, 'Pix chosen')
  t.notOk(radio('Cartão de crédito').checked, 'the card no longer')

  await user.click(payButton())
  const message = 'Please confirm that you are 18 or older and do not live in a barred state'
  t.ok(await screen.findByText(message), 'the declaration is required before a first recharge')
  t.equal(declarationBox().getAttribute('aria-invalid'), 'true', 'the box is marked')
  t.equal(document.activeElement, declarationBox(), 'focus on the declaration')
  t.same(orders(sent), [], 'no order made')

  await user.click(declarationBox())
  t.equal(screen.queryByText(message), null, 'ticking it clears the message')
  const pay = payButton()
  await user.click(pay)
  await waitFor(() => { if (orders(sent).length !== 1) throw new Error('not sent yet') })
  const creating = await screen.findByRole('heading', { name: 'Creating your order…' })
  t.equal(creating.closest('[aria-busy]')?.getAttribute('aria-busy'), 'true', 'busy while the order is made')
  t.equal(document.activeElement, creating, 'and focus says so')
  t.equal(pay.isConnected, false, 'no Pay button to press again meanwhile')
  const [order] = orders(sent)
  t.same(order?.body, { amount: 150000, package_id: 12, channel_id: 401, declaration: true },
    'R$ 1.500,00 in centavos, the package, Pix, the declaration')
  t.match(order?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
  t.same(paid, [], 'nothing handed to the app before the order exists')
  release()

  t.ok(await screen.findByText('Complete the payment'), 'the player is told to finish paying in the app')
  t.equal(paid.length, 1, 'the payment handed to the app once')
  t.same(JSON.parse(paid[0] ?? 'null'), ORDER.pay, 'with the order\'s pay parameters, as the upstream gave them')
})

t.test('a player who has recharged before is not asked the declaration, and it is not sent', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const paid = fakeHost(t)
  const sent = fakeFetch(t, (path, body, request) => path === RECHARGE ? { code: 0, data: ORDER } : reads({ recharged: true })(path, body, request))
  const { user } = checkout(t)
  await screen.findByRole('group', { name: 'Payment method' })
  t.equal(screen.queryByRole('checkbox'), null, 'no declaration')
  await user.click(payButton())
  await screen.findByText('Complete the payment')
  t.same(orders(sent).map(s => s.body), [{ amount: 150000, package_id: 12, channel_id: 402 }], 'the card, no declaration')
  t.equal(paid.length, 1, 'handed to the app')
})

t.test('the upstream refuses: its message, nothing handed off, Pay again', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const paid = fakeHost(t)
  fakeFetch(t, (path, body, request) =>
    path === RECHARGE ? { code: 10051, msg: 'This payment method is under maintenance' } : reads({ recharged: true })(path, body, request))
  const { user } = checkout(t)
  await screen.findByRole('group', { name: 'Payment method' })
  await user.click(payButton())
  await waitFor(() => { if (toastText() === null) throw new Error('no toast yet') })
  t.equal(toastText(), 'This payment method is under maintenance', 'the upstream\'s message')
  t.same(paid, [], 'nothing handed to the app')
  await waitFor(() => { if (payButton().hasAttribute('disabled')) throw new Error('still busy') })
  t.equal(screen.queryByText('Complete the payment'), null, 'the form stays')
})

t.test('no answer: the same order is paid again under the same key, never a new one', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const paid = fakeHost(t)
  let answers = 0
  const sent = fakeFetch(t, (path, body, request) => {
    if (path !== RECHARGE) return reads({ recharged: true })(path, body, request)
    answers++
    return answers === 1 ? { http: 504, body: '<html>Gateway Time-out</html>' } : { code: 0, data: ORDER }
  })
  const { user } = checkout(t)
  await screen.findByRole('group', { name: 'Payment method' })
  await user.click(payButton())
  await waitFor(() => { if (toastText() === null) throw new Error('no toast yet') })
  t.equal(toastText(), 'The server took too long to answer. Please try again', 'a timeout, told as one')
  t.same(paid, [], 'nothing handed to the app')
  await waitFor(() => { if (payButton().hasAttribute('disabled')) throw new Error('still busy') })
  await user.click(payButton())
  await screen.findByText('Complete the payment')
  const keys = orders(sent).map(s => s.headers['idempotency-key'])
  t.equal(keys.length, 2, 'sent twice')
  t.match(keys[0], /\S{8,}/, 'with a key')
  t.equal(keys[1], keys[0], 'the second time with the same key: the upstream replays the first order')
  t.equal(paid.length, 1, 'handed to the app once')
})

t.test('a method that needs a contact: its message, then saved on the profile and sent with the order', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  fakeHost(t)
  const sent = fakeFetch(t, (path, body: { phone?: string }, request) => {
    if (path === RECHARGE) return { code: 0, data: ORDER }
    if (path === CONTACT) return { code: 0, data: { user_id: '10000001', name: 'Ana', picture: '', email: '', phone: body.phone ?? '', user_type: 1 } }
    return reads({ recharged: true, needContact: true })(path, body, request)
  })
  const { user } = checkout(t)
  const box = await screen.findByRole('textbox', { name: 'Phone number or e-mail address' })
  await user.click(payButton())
  t.ok(await screen.findByText('Please enter your phone number or e-mail address'), 'the contact is required')
  t.equal(box.getAttribute('aria-invalid'), 'true', 'the field is marked')
  t.equal(document.activeElement, box, 'focus on the contact')
  t.same(orders(sent), [], 'no order made')
  await user.type(box, '(11) 98765-4321 ')
  await user.click(payButton())
  await screen.findByText('Complete the payment')
  const saved = sent.filter(s => s.path === CONTACT).map(s => s.body)
  t.equal(saved.length, 1, 'the contact saved once')
  t.same(saved, [{ phone: '+5511987654321' }], 'the phone as the upstream takes it: +55, no brackets, dashes or spaces')
  t.same(orders(sent).map(s => s.body), [{ amount: 150000, package_id: 12, channel_id: 402, phone: '+5511987654321' }],
    'and sent with the order')
})

t.test('in a browser (no app): no order is made; the player is told to pay in the app', async t => {
  await asPlayer('BR', 'en', 'demo-br')
  const sent = fakeFetch(t, reads({ recharged: true }))
  const { user } = checkout(t)
  await screen.findByRole('group', { name: 'Payment method' })
  await user.click(payButton())
  t.ok(await screen.findByText('Payment needs the game app'), 'why it cannot pay here')
  t.same(orders(sent), [], 'no order left pending')
})
