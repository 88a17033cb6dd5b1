// Add Cash's first step as a player uses it: the packages as chips with their amounts written out, a chosen
// package or a typed amount handed on (a package's extra included), the region's range and its messages with
// focus on the amount, amounts typed with the locale's separators ("1,500" in India, "1.500" and "10,50" in
// Brazil), and the region's money mode closing Add Cash with its reason.
import { asPlayer, errorOf, fakeFetch, screen, setMoneyMode, show, waitFor, type Handler } from '../../support/dom.js'
import t from 'tap'
import { RechargeAmount, type AmountLinks } from '../../../../client/src/features/recharge/recharge-amount.js'
import type { RechargeList, RechargePackage } from '../../../../shared/schemas/recharge.js'
import { catalogue, msg } from '../../../helpers/messages.js'

const LIST = '/api/user/v3/amt/rechargelist'
const ASSET = '/api/user/v1/amt/assetinfo'
const AGENTS = '/api/user/v3/amt/recharge_agent/list'

function pkg (id: number, amount: number, give: number, extra = 0): RechargePackage {
  return {
    id,
    activity_type: 0,
    amount,
    give_amount: give,
    first_recharge_extra: extra,
    bonus_tips: '',
    max_buy_times: 0,
    bought_times: 0,
    expire_time: 0,
    remain_second: 0,
    expire_msg: '',
    first_only: false
  }
}

/** ₹100 with ₹10 extra (₹25 more on a first recharge), ₹500 with ₹75 extra; any amount from ₹10 to ₹50,000. */
const PACKAGES: RechargeList = {
  items: [pkg(11, 10000, 1000, 2500), pkg(12, 50000, 7500)],
  tabs: [],
  min_amount: 1000,
  max_amount: 5000000,
  show_channel: true,
  data_report: false,
  first_recharge: true
}

/** The screen's reads: the packages (`list`), the balance, no agents. */
function reads (list: RechargeList): Handler {
  return path => {
    if (path === LIST) return { code: 0, data: list }
    if (path === ASSET) return { code: 0, data: { amount: 250000, bonus: 0 } }
    if (path === AGENTS) return { code: 0, data: { agents: [], default_selected: 0 } }
    return undefined
  }
}

const LINKS: AmountLinks = { tab: ty => `/recharge/${ty ?? ''}`, card: '/card', shop: '/shop', notice: '/notice' }

interface Continued { amount: number, give: number, packageId?: number }

function amountStep (t: Parameters<typeof show>[0], list = PACKAGES) {
  const sent = fakeFetch(t, reads(list))
  const continued: Continued[] = []
  const view = show(t, (
    <RechargeAmount
      type={undefined}
      links={LINKS}
      onContinue={(amount, give, packageId) => {
        continued.push(packageId === undefined ? { amount, give } : { amount, give, packageId })
      }}
    />
  ))
  return { ...view, sent, continued }
}

const amountBox = (name = 'Or enter an amount') => screen.getByRole('textbox', { name })

t.test('the packages as chips: a chosen one is handed on with its extra and the first-recharge extra', async t => {
  await asPlayer('IN', 'en')
  const { user, continued } = amountStep(t)
  const hundred = await screen.findByRole('button', { name: /^₹100\.00/ })
  t.match(hundred.textContent, '+₹10.00 extra cash', 'what the package gives')
  t.match(hundred.textContent, '₹25.00', 'the first-recharge extra')
  t.ok(screen.getByRole('button', { name: /^₹500\.00/ }), 'the second package')
  t.ok(screen.getByText('From ₹10.00 to ₹50,000.00'), 'the range is told before anything is typed')
  t.ok(await screen.findByText('₹2,500.00'), 'the balance (its own call)')
  t.equal(hundred.getAttribute('aria-pressed'), 'false', 'nothing chosen at first')
  await user.click(hundred)
  t.equal(hundred.getAttribute('aria-pressed'), 'true', 'the package is marked chosen')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  t.same(continued, [{ amount: 10000, give: 3500, packageId: 11 }], '₹100 with ₹10 + ₹25 extra, package 11')
})

t.test('typing an amount drops the chosen package; "1,500" is ₹1,500.00', async t => {
  await asPlayer('IN', 'en')
  const { user, continued } = amountStep(t)
  const five = await screen.findByRole('button', { name: /^₹500\.00/ })
  await user.click(five)
  await user.type(amountBox(), '1,500')
  t.equal(five.getAttribute('aria-pressed'), 'false', 'the package is no longer chosen')
  t.ok(screen.getByText('You entered ₹1,500.00'), 'the amount as understood while typing')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  t.same(continued, [{ amount: 150000, give: 0 }], '₹1,500 in paise, no package, no extra')
})

t.test('the range\'s rules by their messages, focus on the amount, nothing handed on', async t => {
  await asPlayer('IN', 'en')
  const { user, continued, sent } = amountStep(t)
  await screen.findByText('From ₹10.00 to ₹50,000.00')
  const before = sent.length
  const cases: Array<[string, string]> = [
    ['', 'Please enter the amount'],
    ['5', 'The amount must be between ₹10.00 and ₹50,000.00'],
    ['50001', 'The amount must be between ₹10.00 and ₹50,000.00'],
    ['12abc', 'Please write the amount like 12,345.50']
  ]
  for (const [typed, message] of cases) {
    await user.clear(amountBox())
    if (typed !== '') await user.type(amountBox(), typed)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => { if (errorOf(amountBox()) !== message) throw new Error(String(errorOf(amountBox()))) })
    t.equal(document.activeElement, amountBox(), `"${typed}": "${message}", focus on the amount`)
    t.equal(amountBox().getAttribute('aria-invalid'), 'true', `"${typed}": the amount is marked invalid`)
  }
  await user.type(amountBox(), '0')
  t.equal(errorOf(amountBox()), null, 'typing again clears the message')
  t.same(continued, [], 'nothing handed on')
  t.equal(sent.length, before, 'and nothing sent')
})

t.test('a region with one allowed amount: the rule says it', async t => {
  await asPlayer('IN', 'en')
  const { user, continued } = amountStep(t, { ...PACKAGES, items: [], min_amount: 50000, max_amount: 50000 })
  t.ok(await screen.findByText('The amount must be ₹500.00'), 'the hint')
  await user.type(amountBox(), '400')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() => { if (errorOf(amountBox()) !== 'The amount must be ₹500.00') throw new Error('no error') })
  await user.clear(amountBox())
  await user.type(amountBox(), '500')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  t.same(continued, [{ amount: 50000, give: 0 }], '₹500 handed on')
})

t.test('in Brazil: "1.500" is R$ 1.500,00 and "10,50" is R$ 10,50', async t => {
  await asPlayer('BR', 'pt', 'demo-br')
  const pt = catalogue('pt')
  const { user, continued } = amountStep(t, { ...PACKAGES, items: [] })
  // Testing Library reads the currency's no-break space as a space.
  await screen.findByText('De R$ 10,00 a R$ 50.000,00')
  const box = amountBox(msg(pt, 'recharge.amount_label'))
  await user.type(box, '1.500')
  t.ok(screen.getByText('Você digitou R$ 1.500,00'), 'a thousands separator, as Brazilians write it')
  await user.click(screen.getByRole('button', { name: msg(pt, 'recharge.continue') }))
  await user.clear(box)
  await user.type(box, '10,50')
  t.ok(screen.getByText('Você digitou R$ 10,50'), 'a decimal comma')
  await user.click(screen.getByRole('button', { name: msg(pt, 'recharge.continue') }))
  t.same(continued, [{ amount: 150000, give: 0 }, { amount: 1050, give: 0 }], 'in centavos')
})

t.test('the region\'s money mode closes Add Cash: the reason, Continue disabled and pointing to it', async t => {
  await asPlayer('IN', 'en')
  setMoneyMode('withdraw_only')
  t.teardown(() => { setMoneyMode('open') })
  const { user, continued } = amountStep(t)
  // The note comes at once, from the page's settings; Continue with the packages.
  const go = await screen.findByRole('button', { name: 'Continue' })
  const note = screen.getByRole('note')
  t.equal(note.textContent, 'Adding cash, transfers and coin sales are closed in your region for now. ' +
    'You can still withdraw your balance and see your history.', 'the operators\' reason')
  t.ok(go.hasAttribute('disabled'), 'Continue is disabled')
  t.equal(go.getAttribute('aria-describedby'), note.id, 'and points to the reason')
  await user.click(await screen.findByRole('button', { name: /^₹100\.00/ }))
  await user.click(go)
  t.same(continued, [], 'nothing handed on')

  setMoneyMode('open')
  await waitFor(() => { if (screen.queryByRole('note') !== null) throw new Error('still closed') })
  t.notOk(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled'), 'open again: Continue enabled')
})
