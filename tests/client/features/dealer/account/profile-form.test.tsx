// The dealer's profile form: both fields required with their messages written out, focus on the first bad
// field, nothing sent until both are right, then what is sent, and "Profile saved".
import { asPlayer, fakeFetch, screen, show, toastText, waitFor, type Sent } from '../../../support/dom.js'
import { RAJ_COINS } from '../../../support/dealer.js'
import t from 'tap'
import { ProfileForm } from '../../../../../client/src/features/dealer/account/profile-form.js'
import type { DealerInfo } from '../../../../../shared/schemas/dealer.js'

const INFO: DealerInfo = { ...RAJ_COINS, nickname: '', whatsapp: '', listed: false }

const saves = (sent: Sent[]) => sent.filter(s => s.path.endsWith('/profile/update'))

t.test('both required: the messages, focus on the first bad field, nothing sent', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, () => undefined)
  const { user } = show(t, <ProfileForm info={INFO} onSaved={() => {}} />)
  await user.click(screen.getByRole('button', { name: 'Save profile' }))
  t.ok(await screen.findByText('Please enter your nickname'), 'the nickname')
  t.ok(screen.getByText('Please enter your WhatsApp number'), 'the WhatsApp number')
  t.equal(document.activeElement, screen.getByRole('textbox', { name: 'Nickname' }), 'focus on the nickname')
  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Raj Coins')
  await user.click(screen.getByRole('button', { name: 'Save profile' }))
  await waitFor(() => { if (document.activeElement !== screen.getByRole('textbox', { name: 'WhatsApp number' })) throw new Error('focus elsewhere') })
  t.pass('then focus on the WhatsApp number')
  t.same(saves(sent), [], 'nothing sent')
})

t.test('both right: sent with the country code, saved', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  const sent = fakeFetch(t, (path, body: { nickname: string, whatsapp: string }) =>
    path.endsWith('/profile/update') ? { code: 0, data: { ...INFO, ...body, listed: true } } : undefined)
  const saved: DealerInfo[] = []
  const { user } = show(t, <ProfileForm info={INFO} onSaved={i => { saved.push(i) }} />)
  await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Raj Coins')
  await user.type(screen.getByRole('textbox', { name: 'WhatsApp number' }), '9876543210')
  await user.click(screen.getByRole('button', { name: 'Save profile' }))
  await waitFor(() => { if (saved.length === 0) throw new Error('not saved yet') })
  t.same(saves(sent).map(s => s.body), [{ nickname: 'Raj Coins', whatsapp: '+919876543210' }], 'an Indian number gets +91')
  t.equal(toastText(), 'Profile saved')
})
