// Selling coins to a follower as a dealer does it: the follower picked or typed (a user ID pasted with a
// trailing space), the coins typed with the locale's separators ("1,500" in India, "1.500" in Brazil), each
// rule by its message with focus on the first bad field; the confirmation's figures, Back keeping what was
// typed; the sale sent once with its Idempotency-Key, busy meanwhile; no answer keeps the confirmation and
// selling again sends the same key; a refusal goes back to the form.
import { asPlayer, errorOf, fakeFetch, screen, show, toastText, waitFor, within, type Handler, type Sent } from '../../../support/dom.js'
import { RAJ_COINS } from '../../../support/dealer.js'
import t from 'tap'
import { TransferDialog } from '../../../../../client/src/features/dealer/sell/transfer-dialog.js'
import type { DealerInfo, Follower, SellResult } from '../../../../../shared/schemas/dealer.js'

const AGENT = '/api/user/pay-center/v1/agent'
const FOLLOWERS = `${AGENT}/follower/list`
const SELL = `${AGENT}/transfer`

const INFO: DealerInfo = { ...RAJ_COINS, coins_sold: 120000, followers: 2 }

function follower (id: string, name: string): Follower {
  return { user_id: id, name, picture: '', status: 'active', source: 'added', added_at: 1764000000, coins_bought: 0, last_buy_at: 0 }
}
const PRIYA = follower('27902143', 'Priya Sharma')
const AMIT = follower('31415926', 'Amit Das')

function sold (userId: string, amount: number): SellResult {
  const left = INFO.coins_available - amount
  return {
    record: {
      transfer_id: 'T9001',
      type: 'deduct',
      user_id: userId,
      name: 'Priya Sharma',
      amount,
      balance_after: left,
      order_id: '',
      created_at: 1764300000,
      remark: ''
    },
    coins_available: left,
    coins_sold: INFO.coins_sold + amount,
    follower: { ...PRIYA, coins_bought: amount }
  }
}

const followers: Handler = path => {
  if (path === FOLLOWERS) return { code: 0, data: { items: [PRIYA, AMIT], total: 2, page: 1, page_size: 50 } }
  if (path.startsWith('/api/event_report/') || path === '/api/hub/report') return { code: 0 }
  return undefined
}

function dialog (t: Parameters<typeof show>[0], initialUserId = '') {
  const done: SellResult[] = []
  let closed = 0
  const view = show(t, (
    <TransferDialog info={INFO} initialUserId={initialUserId} onClose={() => { closed++ }} onSold={r => { done.push(r) }} />
  ))
  return { ...view, done, closed: () => closed }
}

const sales = (sent: Sent[]) => sent.filter(s => s.path === SELL)
const userBox = () => screen.getByRole('textbox', { name: 'Follower\'s user ID' })
const coinsBox = () => screen.getByRole('textbox', { name: 'Coins' })
const next = () => screen.getByRole('button', { name: 'Next' })
async function shows (el: () => HTMLElement, message: string | null) {
  await waitFor(() => { if (errorOf(el()) !== message) throw new Error(String(errorOf(el()))) })
}

t.test('each rule by its message, focus on the first bad field, nothing sent', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, followers)
  const { user } = dialog(t)
  t.ok(screen.getByText('At least 100, at most your 50,000 coins available'), 'the rule is told first')
  await user.click(next())
  await shows(userBox, 'Please enter your user ID')
  await shows(coinsBox, 'Please enter your coins')
  t.equal(document.activeElement, userBox(), 'both missing: focus on the follower')

  const users: Array<[string, string]> = [
    ['1234', 'Please enter a valid user ID, for example 12345678'],
    ['71440262', 'Cannot transfer money for yourself']
  ]
  for (const [typed, message] of users) {
    await user.clear(userBox())
    await user.type(userBox(), typed)
    await user.click(next())
    await shows(userBox, message)
    t.equal(document.activeElement, userBox(), `"${typed}": "${message}", focus on the follower`)
  }
  await user.clear(userBox())
  await user.type(userBox(), '27902143')
  const coins: Array<[string, string]> = [
    ['99', 'Sell at least 100 coins'],
    ['50,001', 'You have 50,000 coins available'],
    ['12.5', 'Please write the coins like 1,50,000']
  ]
  for (const [typed, message] of coins) {
    await user.clear(coinsBox())
    await user.type(coinsBox(), typed)
    await user.click(next())
    await shows(coinsBox, message)
    t.equal(document.activeElement, coinsBox(), `"${typed}": "${message}", focus on the coins`)
  }
  t.ok(screen.getByRole('dialog', { name: 'Sell coins' }), 'still the form, no confirmation')
  t.same(sales(sent), [], 'nothing sent')
})

t.test('a pasted ID picks the follower; the confirmation\'s figures; Back keeps what was typed', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, followers)
  const { user } = dialog(t)
  const pick = await screen.findByRole('combobox', { name: 'Choose a follower' })
  await waitFor(() => { if (within(pick).queryByRole('option', { name: 'Priya Sharma · 27902143' }) === null) throw new Error('no list') })
  await user.click(userBox())
  await user.paste('27902143 ')
  t.equal((pick as HTMLSelectElement).value, '27902143', 'the pasted ID picks Priya in the list')
  await user.type(coinsBox(), '1,500')
  await user.click(next())
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the sale' }))
  const fact = (label: string) => confirm.getByText(label).nextElementSibling?.textContent
  t.equal(fact('To'), 'Priya Sharma (27902143)', 'to whom')
  t.equal(fact('Coins'), '1,500', 'how many')
  t.equal(fact('Coins available after'), '48,500', 'what is left')
  t.ok(confirm.getByText('A transfer cannot be cancelled once started.'), 'the warning')
  t.same(sales(sent), [], 'nothing sent before the confirmation')
  await user.click(confirm.getByRole('button', { name: 'Back' }))
  await screen.findByRole('dialog', { name: 'Sell coins' })
  t.equal((userBox() as HTMLInputElement).value, '27902143 ', 'the ID as typed')
  t.equal((coinsBox() as HTMLInputElement).value, '1,500', 'the coins as typed')
})

t.test('Sell now: sent once with its key, busy meanwhile; the sale handed on', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, async (path, body, request) => {
    if (path !== SELL) return followers(path, body, request)
    await answered
    return { code: 0, data: sold('27902143', 1500) }
  })
  const { user, done } = dialog(t, '27902143')
  await user.type(coinsBox(), '1500')
  await user.click(next())
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the sale' }))
  const sell = confirm.getByRole('button', { name: 'Sell now' })
  await user.click(sell)
  await waitFor(() => { if (sales(sent).length !== 1) throw new Error('not sent yet') })
  t.ok(sell.hasAttribute('disabled'), 'Sell now is disabled while the coins move')
  await user.click(sell)
  t.equal(sales(sent).length, 1, 'a second tap sends nothing')
  t.same(sales(sent)[0]?.body, { user_id: '27902143', amount: 1500 }, '1,500 coins to Priya')
  t.match(sales(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'with an Idempotency-Key')
  release()
  await waitFor(() => { if (done.length === 0) throw new Error('not done yet') })
  t.equal(done[0]?.coins_available, 48500, 'the sale handed on')
})

t.test('no answer: the confirmation stays, and selling again sends the same key', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  let calls = 0
  const sent = fakeFetch(t, (path, body, request) => {
    if (path !== SELL) return followers(path, body, request)
    return ++calls === 1 ? { http: 504, body: null } : { code: 0, data: sold('31415926', 2000) }
  })
  const { user, done } = dialog(t, '31415926')
  await user.type(coinsBox(), '2000')
  await user.click(next())
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the sale' }))
  await user.click(confirm.getByRole('button', { name: 'Sell now' }))
  await waitFor(() => { if (toastText() === null) throw new Error('no toast yet') })
  t.equal(toastText(), 'The server took too long to answer. Please try again', 'the timeout told')
  t.ok(screen.getByRole('dialog', { name: 'Confirm the sale' }), 'the confirmation stays')
  t.same(done, [], 'no success')
  const sell = confirm.getByRole('button', { name: 'Sell now' })
  await waitFor(() => { if (sell.hasAttribute('disabled')) throw new Error('busy') })
  await user.click(sell)
  await waitFor(() => { if (done.length === 0) throw new Error('not done yet') })
  const keys = sales(sent).map(s => s.headers['idempotency-key'])
  t.equal(keys.length, 2, 'sent twice')
  t.equal(keys[1], keys[0], 'under the same key: sold once')
})

t.test('the upstream refuses: its message, back to the form', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, (path, body, request) => path === SELL
    ? { code: 10078, msg: 'Not enough coins available' }
    : followers(path, body, request))
  const { user, done } = dialog(t, '27902143')
  await user.type(coinsBox(), '1500')
  await user.click(next())
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the sale' }))
  await user.click(confirm.getByRole('button', { name: 'Sell now' }))
  await screen.findByRole('dialog', { name: 'Sell coins' })
  t.equal(toastText(), 'Not enough coins available', 'the upstream\'s message')
  t.same(done, [], 'no success')
  t.equal((coinsBox() as HTMLInputElement).value, '1500', 'the coins kept to correct')
})

t.test('in Brazil: "1.500" is 1,500 coins', async t => {
  await asPlayer('BR', 'en', 'demo-dealer-br')
  const sent = fakeFetch(t, (path, body, request) => path === SELL ? { code: 0, data: sold('27902143', 1500) } : followers(path, body, request))
  const { user, done } = dialog(t, '27902143')
  await user.type(coinsBox(), '1.500')
  await user.click(next())
  const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the sale' }))
  t.equal(confirm.getByText('Coins').nextElementSibling?.textContent, '1.500', 'written as Brazilians write it')
  await user.click(confirm.getByRole('button', { name: 'Sell now' }))
  await waitFor(() => { if (done.length === 0) throw new Error('not done yet') })
  t.same(sales(sent).map(s => s.body), [{ user_id: '27902143', amount: 1500 }], '1,500 coins, not 1.5')
})

t.test('Cancel closes the form; Escape on the confirmation closes it too, nothing sent', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, followers)
  const first = dialog(t)
  await first.user.click(screen.getByRole('button', { name: 'Cancel' }))
  t.equal(first.closed(), 1, 'Cancel closes')
  first.unmount()
  const second = dialog(t, '27902143')
  await second.user.type(coinsBox(), '100')
  await second.user.click(next())
  await screen.findByRole('dialog', { name: 'Confirm the sale' })
  await second.user.keyboard('{Escape}')
  t.equal(second.closed(), 1, 'Escape closes')
  t.same(sales(sent), [], 'nothing sent')
})
