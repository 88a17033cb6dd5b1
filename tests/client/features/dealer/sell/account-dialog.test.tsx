// The dealer's account before a sale, as the dealer reads it: the figures written out (coins grouped, the
// price of 100 coins as money), a missing WhatsApp number shown as a dash; Close and Escape close it.
import { asPlayer, fakeFetch, screen, show, within } from '../../../support/dom.js'
import { RAJ_COINS } from '../../../support/dealer.js'
import t from 'tap'
import { AccountDialog } from '../../../../../client/src/features/dealer/sell/account-dialog.js'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'

const INFO: DealerInfo = { ...RAJ_COINS, whatsapp: '', coins_available: 250000, coins_sold: 1234567, followers: 2, listed: false }

t.test('the figures as the dealer reads them', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, () => undefined)
  show(t, <AccountDialog info={INFO} onClose={() => {}} />)
  const dialog = within(screen.getByRole('dialog', { name: 'My account' }))
  const fact = (label: string) => dialog.getByText(label).nextElementSibling?.textContent
  t.equal(fact('Nickname'), 'Raj Coins')
  t.equal(fact('UID'), '71440262')
  t.equal(fact('Coins available'), '2,50,000', 'grouped as in India')
  t.equal(fact('Coins sold'), '12,34,567')
  t.equal(fact('Price of 100 coins'), '₹90.00', 'the price as money')
  t.equal(fact('WhatsApp number'), '—', 'none yet: a dash, not an empty line')
  t.equal(fact('Smallest sale (coins)'), '100')
  t.equal(document.activeElement, dialog.getByRole('button', { name: 'Close' }), 'focus on Close')
})

t.test('Close and Escape close it', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, () => undefined)
  let closed = 0
  const { user } = show(t, <AccountDialog info={{ ...INFO, whatsapp: '+919876543210' }} onClose={() => { closed++ }} />)
  const dialog = within(screen.getByRole('dialog', { name: 'My account' }))
  t.equal(dialog.getByText('WhatsApp number').nextElementSibling?.textContent, '+919876543210', 'the number')
  await user.click(dialog.getByRole('button', { name: 'Close' }))
  t.equal(closed, 1, 'Close')
  await user.keyboard('{Escape}')
  t.equal(closed, 2, 'Escape')
})
