// The confirmations that change a follower, as a dealer uses them: block and unblock say what they do and
// confirm once, busy meanwhile; migrating names the agent (picked from the region's agency list without the
// dealer, or typed, an ID pasted with a trailing space), with its messages and focus; Cancel and Escape
// change nothing and give focus back.
import { asPlayer, errorOf, fakeFetch, screen, show, waitFor, within, type Handler } from '../../../support/dom.js'
import t from 'tap'
import { useState } from 'react'
import { BlockDialog, MigrateDialog } from '../../../../../client/src/features/dealer/followers/follower-dialogs.js'
import type { Follower } from '../../../../../shared/schemas/dealer.js'
import type { AgencyItem } from '../../../../../shared/schemas/transfer.js'

const AGENCIES = '/api/user/pay-center/v1/agent/list'
const ME = 'AG-1001'

const PRIYA: Follower = {
  user_id: '27902143',
  name: 'Priya Sharma',
  picture: '',
  status: 'active',
  source: 'added',
  added_at: 1764000000,
  coins_bought: 0,
  last_buy_at: 0
}

function agent (id: string, nickname: string): AgencyItem {
  return { agent_id: id, user_id: '', nickname, picture: '', whatsapp: '', price: 9000, coins_available: 10000 }
}

const agencies: Handler = path => path === AGENCIES
  ? { code: 0, data: { items: [agent(ME, 'Raj Coins'), agent('AG-2002', 'Meena Traders')], total: 2, page: 1, page_size: 50 } }
  : undefined

/** The followers list's part: the button that opens a dialog. */
function Opener ({ children }: { children: (close: () => void) => React.ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type='button' onClick={() => { setOpen(true) }}>More</button>
      {open ? children(() => { setOpen(false) }) : null}
    </main>
  )
}

t.test('block: what it does, confirmed once, busy meanwhile', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, () => undefined)
  let release: () => void = () => {}
  let confirmed = 0
  const onConfirm = async () => { confirmed++; await new Promise<void>(resolve => { release = resolve }) }
  const { user } = show(t, <BlockDialog follower={PRIYA} onConfirm={onConfirm} onClose={() => {}} />)
  const dialog = within(screen.getByRole('dialog', { name: 'Block this follower?' }))
  t.ok(dialog.getByText('Priya Sharma (UID 27902143)'), 'whom')
  t.ok(dialog.getByText('A blocked follower cannot buy coins from you and does not see you in the agency list.'), 'what it does')
  const block = dialog.getByRole('button', { name: 'Block' })
  await user.click(block)
  t.ok(block.hasAttribute('disabled'), 'disabled while it is done')
  await user.click(block)
  t.equal(confirmed, 1, 'confirmed once')
  release()
  await waitFor(() => { if (block.hasAttribute('disabled')) throw new Error('busy') })
})

t.test('unblock: its own words', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, () => undefined)
  let confirmed = 0
  const { user } = show(t, (
    <BlockDialog follower={{ ...PRIYA, status: 'blocked' }} onConfirm={async () => { confirmed++ }} onClose={() => {}} />
  ))
  const dialog = within(screen.getByRole('dialog', { name: 'Unblock this follower?' }))
  t.ok(dialog.getByText('The follower can buy coins from you again.'), 'what it does')
  await user.click(dialog.getByRole('button', { name: 'Unblock' }))
  t.equal(confirmed, 1, 'confirmed')
})

t.test('Cancel and Escape: nothing confirmed, focus back on the opener', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, () => undefined)
  let confirmed = 0
  const { user } = show(t, (
    <Opener>{close => <BlockDialog follower={PRIYA} onConfirm={async () => { confirmed++ }} onClose={close} />}</Opener>
  ))
  const more = screen.getByRole('button', { name: 'More' })
  await user.click(more)
  const dialog = within(await screen.findByRole('dialog'))
  t.equal(document.activeElement, dialog.getByRole('button', { name: 'Cancel' }), 'focus on Cancel first')
  await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(document.activeElement, more, 'Cancel: focus back')
  await user.click(more)
  await screen.findByRole('dialog')
  await user.keyboard('{Escape}')
  await waitFor(() => { if (screen.queryByRole('dialog') !== null) throw new Error('still open') })
  t.equal(document.activeElement, more, 'Escape: focus back')
  t.equal(confirmed, 0, 'nothing confirmed')
})

t.test('migrate: the agent required and checked, focus on it; the list without the dealer; a pasted ID trimmed', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, agencies)
  const chosen: string[] = []
  const { user } = show(t, (
    <MigrateDialog follower={PRIYA} me={ME} onConfirm={async id => { chosen.push(id) }} onClose={() => {}} />
  ))
  const dialog = within(screen.getByRole('dialog', { name: 'Migrate to another agent?' }))
  t.ok(dialog.getByText('Priya Sharma (UID 27902143)'), 'whom')
  const pick = dialog.getByRole('combobox', { name: 'Choose an agent' })
  await waitFor(() => { if (within(pick).queryByRole('option', { name: 'Meena Traders · AG-2002' }) === null) throw new Error('no list') })
  t.same(within(pick).getAllByRole('option').map(o => o.textContent), ['— or type the ID below —', 'Meena Traders · AG-2002'],
    'the region\'s agents without the dealer')
  const box = dialog.getByRole('textbox', { name: 'Agent ID' })
  const migrate = dialog.getByRole('button', { name: 'Migrate' })
  await user.click(migrate)
  await waitFor(() => { if (errorOf(box) !== 'Please enter your agent') throw new Error(String(errorOf(box))) })
  t.equal(document.activeElement, box, 'required: focus on the agent')
  await user.type(box, 'AG 2002')
  await user.click(migrate)
  await waitFor(() => { if (errorOf(box) !== 'Please enter a valid agent') throw new Error(String(errorOf(box))) })
  t.equal(document.activeElement, box, 'not an agent ID: focus on it')
  t.same(chosen, [], 'nothing confirmed')
  await user.clear(box)
  await user.paste('AG-2002 ')
  t.equal((pick as HTMLSelectElement).value, 'AG-2002', 'the typed ID picks Meena Traders in the list')
  await user.click(migrate)
  t.same(chosen, ['AG-2002'], 'confirmed with the ID, trimmed')
})

t.test('migrate: picking an agent fills the ID', async t => {
  await asPlayer('IN', 'en', 'demo-dealer-in')
  fakeFetch(t, agencies)
  const chosen: string[] = []
  const { user } = show(t, (
    <MigrateDialog follower={PRIYA} me={ME} onConfirm={async id => { chosen.push(id) }} onClose={() => {}} />
  ))
  const pick = screen.getByRole('combobox', { name: 'Choose an agent' })
  await waitFor(() => { if (within(pick).queryByRole('option', { name: 'Meena Traders · AG-2002' }) === null) throw new Error('no list') })
  await user.selectOptions(pick, 'AG-2002')
  t.equal(screen.getByRole<HTMLInputElement>('textbox', { name: 'Agent ID' }).value, 'AG-2002', 'the ID filled')
  await user.click(screen.getByRole('button', { name: 'Migrate' }))
  t.same(chosen, ['AG-2002'], 'confirmed')
})
