// The transfer's last look as a player sees it: who receives the coins, how many and what is left (written
// out: "1,500 coins", Bengali digits for a Bengali reader), that a transfer cannot be cancelled; focus moved
// into it on opening and given back to what opened it on Cancel or Escape; Transfer now busy while the coins
// move, and no way back meanwhile.
import { asPlayer, fakeFetch, onlineAtom, screen, show, store, waitFor, within } from '../../support/dom.js'
import t from 'tap'
import { act, useState } from 'react'
import { ConfirmDialog } from '../../../../client/src/features/transfer/confirm-dialog.js'
import type { OtherUser } from '../../../../client/src/features/transfer/api.js'

const PRIYA: OtherUser = { user_id: '27902143', name: 'Priya Sharma', picture: '' }

interface Harness { busy?: boolean, onConfirm?: () => Promise<void>, closed?: () => void }

/** The form's part: a button that opens the confirmation, which closes when the form says so. */
function Opener ({ busy = false, onConfirm = async () => {}, closed = () => {} }: Harness) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type='button' onClick={() => { setOpen(true) }}>Next</button>
      {open
        ? (
          <ConfirmDialog
            user={PRIYA}
            coins={1500}
            available={5000}
            busy={busy}
            onConfirm={onConfirm}
            onClose={() => { closed(); setOpen(false) }}
          />)
        : null}
    </main>
  )
}

async function opened (t: Parameters<typeof show>[0], h: Harness = {}) {
  const view = show(t, <Opener {...h} />)
  const next = screen.getByRole('button', { name: 'Next' })
  await view.user.click(next)
  const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' })
  return { ...view, next, dialog, inside: within(dialog) }
}

const factOf = (inside: ReturnType<typeof within>, label: string) => inside.getByText(label).nextElementSibling?.textContent

t.test('what it shows: the receiver, the coins, what is left, and that it cannot be cancelled', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  const { inside } = await opened(t)
  t.ok(inside.getByText('You are sending coins to:'), 'to whom')
  t.ok(inside.getByText('Priya Sharma'), 'the receiver by name')
  t.ok(inside.getByText('ID 27902143'), 'and by id')
  t.equal(factOf(inside, 'Coins to transfer'), '1,500 coins', 'the coins')
  t.equal(factOf(inside, 'Coins left after'), '3,500 coins', 'what is left')
  t.ok(inside.getByText('A transfer cannot be cancelled once started. Check the name and the user ID before you confirm.'),
    'the warning')
})

t.test('in Bengali: the figures in Bengali digits', async t => {
  await asPlayer('BD', 'bn', 'demo-bd')
  fakeFetch(t, () => undefined)
  show(t, <ConfirmDialog user={PRIYA} coins={1500} available={5000} busy={false} onConfirm={async () => {}} onClose={() => {}} />)
  const inside = within(await screen.findByRole('dialog', { name: 'ট্রান্সফার নিশ্চিত করুন' }))
  t.equal(factOf(inside, 'ট্রান্সফারের কয়েন'), '১,৫০০ কয়েন', 'the coins')
  t.equal(factOf(inside, 'এরপর বাকি কয়েন'), '৩,৫০০ কয়েন', 'what is left')
})

t.test('focus moves in on opening and back to Next on Cancel', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let closed = 0
  const { user, next, inside } = await opened(t, { closed: () => { closed++ } })
  t.equal(document.activeElement, inside.getByRole('button', { name: 'Cancel' }), 'focus on the first button: Cancel')
  await user.click(inside.getByRole('button', { name: 'Cancel' }))
  t.equal(closed, 1, 'Cancel closes it')
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(document.activeElement, next, 'focus back on Next')
})

t.test('Escape closes it and gives focus back', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let closed = 0
  const { user, next } = await opened(t, { closed: () => { closed++ } })
  await user.keyboard('{Escape}')
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(closed, 1, 'the form was told once')
  t.equal(document.activeElement, next, 'focus back on Next')
})

t.test('Transfer now: confirmed once, busy until the answer; no way back while the coins move', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let release: () => void = () => {}
  let confirmed = 0
  const onConfirm = async () => {
    confirmed++
    await new Promise<void>(resolve => { release = resolve })
  }
  const { user, inside } = await opened(t, { busy: true, onConfirm })
  t.ok(inside.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled'), 'Cancel is disabled while sending')
  const now = inside.getByRole('button', { name: 'Transfer now' })
  await user.click(now)
  t.equal(confirmed, 1, 'confirmed')
  t.ok(now.hasAttribute('disabled'), 'Transfer now is disabled while the coins move')
  t.equal(now.getAttribute('aria-busy'), 'true', 'and says it is busy')
  await user.click(now)
  t.equal(confirmed, 1, 'a second tap does nothing')
  release()
  await waitFor(() => { if (now.hasAttribute('disabled')) throw new Error('still busy') })
  t.equal(now.getAttribute('aria-busy'), 'false', 'not busy once answered')
})

t.test('offline: Transfer now is disabled with the reason', async t => {
  await asPlayer('IN', 'en')
  fakeFetch(t, () => undefined)
  let confirmed = 0
  const { user, inside } = await opened(t, { onConfirm: async () => { confirmed++ } })
  act(() => { store.set(onlineAtom, false) })
  t.teardown(() => { store.set(onlineAtom, true) })
  const now = inside.getByRole('button', { name: 'Transfer now' })
  t.ok(now.hasAttribute('disabled'), 'disabled')
  const note = document.getElementById(now.getAttribute('aria-describedby') ?? '')
  t.equal(note?.textContent, 'Not available offline: this needs a connection. Nothing is sent until you are back online.',
    'the reason it points to')
  await user.click(now)
  t.equal(confirmed, 0, 'nothing confirmed')
})
