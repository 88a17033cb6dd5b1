// The money journeys of issue 28 not in a11y.test.ts, done with the keyboard alone in real Chromium through the
// real gateway and mock upstream: add cash to the paying step (failed, then paid), cancelling a withdrawal, binding
// UPI, Pix and an e-wallet, and the dealer centre's other dialogs (abandon, block, migrate, my account, selling).
// After every dialog, focus is back on its opener, or, when the action removed the opener, on the region that
// held it (never <body>); axe-core's WCAG 2.2 AA rules run on every state reached.
import t from 'tap'
import { e2eFile } from './support/fixture.js'
import { checkA11y, waitForTestId, waitForText } from './support/page.js'
import { catalogue, msg, waitFieldError } from './support/actions.js'
import { chooseByKeys, dialogClosed, dialogNode, dialogOpened, escapeTo, focusNotLost, focusOn, press, seeLive, staysInDialog, typeAt } from './support/keyboard.js'
import { withdrawRecord } from './screens/withdraw.js'
import { bindForm } from './screens/bind-forms.js'
import { rechargeAmount, checkout } from './screens/recharge.js'
import { dealerOrders, dealerSell } from './screens/dealer.js'

const AGENT = '/api/user/pay-center/v1/agent'
const card = (id: string): string => `[data-testid="order-${id}"]`

t.test('money journeys with the keyboard alone', async t => {
  const { stack, wallet } = await e2eFile(t)
  const en = catalogue('en')

  t.test('add cash: the amount refused and focused, the method, pay; a failed payment, retried and paid', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', bridge: {}, path: '/recharge/amount' })
    const { page } = w
    await waitForTestId(page, 'packages')
    await typeAt(page, '#recharge-amount', '5')
    await press(page, rechargeAmount.continueButton)
    await page.waitForFunction(() => document.getElementById('recharge-amount')?.getAttribute('aria-invalid') === 'true', { timeout: 10000, polling: 50 })
    await focusOn(t, page, '#recharge-amount', 'a refused amount takes focus with its error')
    await checkA11y(page, t, 'add cash: amount refused')

    await typeAt(page, '#recharge-amount', '500')
    await press(page, rechargeAmount.continueButton)
    await page.waitForFunction(() => location.pathname === '/recharge/channel/50000/0', { timeout: 10000 })
    await waitForTestId(page, 'pay-button')
    await checkA11y(page, t, 'add cash: method and contact')
    await press(page, checkout.payButton)
    const first = JSON.parse(String((await w.bridge.waitForCall('pay')).args[0])) as { order_id: string }
    await page.waitForSelector('[data-testid=payment-status][data-phase=waiting]')
    await focusOn(t, page, '[data-phase=waiting] .pay-title', 'waiting for the payment: focus on its heading')
    await checkA11y(page, t, 'add cash: waiting for the payment')

    await w.bridge.finishPayment(first.order_id, 'failed')
    await page.waitForSelector('[data-testid=payment-status][data-phase=failed]', { timeout: 15000 })
    await focusOn(t, page, '[data-phase=failed] .pay-title', 'the failure takes focus')
    await seeLive(t, page, 'assertive', msg(en, 'upstream.payment_failed'), 'the failed payment is announced at once')
    await checkA11y(page, t, 'add cash: payment failed')

    await press(page, '[data-testid=payment-status] button.button')
    await page.waitForSelector('[data-testid=payment-status][data-phase=waiting]')
    const calls = (await w.bridge.calls()).filter(c => c.method === 'pay')
    t.equal(calls.length, 2, 'retried with the keyboard: a second payment handed to the app')
    const second = JSON.parse(String(calls[1]?.args[0])) as { order_id: string }
    await w.bridge.finishPayment(second.order_id, 'paid')
    await page.waitForSelector('[data-testid=payment-status][data-phase=success]', { timeout: 15000 })
    await focusOn(t, page, '[data-phase=success] .pay-title', 'the success takes focus')
    t.match(await waitForTestId(page, 'payment-credited'), msg(en, 'recharge.success_added', { amount: '₹500.00' }), 'the amount added, formatted')
    await seeLive(t, page, 'polite', msg(en, 'recharge.success_added', { amount: '₹500.00' }), 'the success is announced with the amount formatted')
    await checkA11y(page, t, 'add cash: paid')
  })

  t.test('cancel a withdrawal: the row opened with Enter, the dialog, Escape, then confirmed; focus lands on the record', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/record' })
    const { page } = w
    const row = '[data-testid="wd-row-WD10000110"]'
    await press(page, `${row} .wd-row-head`)
    await press(page, `${row} [data-testid=wd-cancel]`)
    await dialogOpened(t, page, 'cancel')
    t.equal((await dialogNode(page))?.name, msg(en, 'withdraw.cancel_title'), 'the dialog is named by its title')
    t.match(await page.$eval('dialog[open]', el => el.textContent ?? ''), '₹2,000.00', 'the amount is read formatted')
    await staysInDialog(t, page, 'cancel')
    await checkA11y(page, t, 'cancel: dialog')
    await escapeTo(t, page, `${row} [data-testid=wd-cancel]`, 'cancel')
    t.equal((await stack.journal('/api/user/v1/amt/withdraw/cancel')).length, 0, 'nothing cancelled on Escape')

    await page.keyboard.press('Enter')
    await dialogOpened(t, page, 'cancel again')
    await press(page, withdrawRecord.cancelConfirmButton)
    await dialogClosed(page)
    await page.waitForFunction((want: string) => document.querySelector('[data-testid="wd-status-WD10000110"]')?.textContent === want, { timeout: 10000, polling: 50 }, msg(en, 'withdraw.status.5'))
    t.equal((await stack.journal('/api/user/v1/amt/withdraw/cancel')).length, 1, 'cancelled with the keyboard alone')
    await focusNotLost(t, page, 'section[aria-labelledby="wd-record-title"]', 'the Cancel button went with the cancellation')
    await checkA11y(page, t, 'cancel: cancelled')
  })

  t.test('bind UPI (India): the first invalid field focused, every field reached with Tab', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/upi' })
    const { page } = w
    await page.waitForSelector('#wd-f-upi_id')
    await press(page, bindForm.submitButton)
    await waitFieldError(page, 'wd-f-upi_id', msg(en, 'error.required', { field: msg(en, 'field.upi_id') }))
    await focusOn(t, page, '#wd-f-upi_id', 'focus on the first invalid field')
    await checkA11y(page, t, 'bind UPI: failed submit')
    for (const [id, value] of [['upi_id', 'priya.nair@oksbi'], ['upi_id_confirm', 'priya.nair@oksbi'], ['name', 'Priya Nair'], ['phone', '8123456789'], ['email', 'priya.nair@yahoo.com']]) {
      await typeAt(page, `#wd-f-${id ?? ''}`, value ?? '')
    }
    await press(page, bindForm.submitButton)
    await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
    t.match((await stack.journal('/api/user/v1/amt/withdraw/update_upi_account'))[0]?.body, { upi_id: 'priya.nair@oksbi' }, 'bound with the keyboard alone')
  })

  t.test('bind Pix (Brazil): the key type chosen with the arrow keys, the errors in Portuguese, bound', async t => {
    await stack.reset()
    const pt = catalogue('pt')
    const w = await wallet(t, { token: 'demo-br-new', path: '/withdraw/bind/pix?region=BR', host: 'br.localhost' })
    const { page } = w
    await chooseByKeys(page, '#wd-f-card_type', 'email')
    await press(page, bindForm.submitButton)
    await waitFieldError(page, 'wd-f-email', msg(pt, 'error.required', { field: msg(pt, 'field.email') }))
    await focusOn(t, page, bindForm.field('email'), 'focus on the first invalid field')
    await checkA11y(page, t, 'bind Pix: failed submit')
    for (const [id, value] of [['email', 'ana.souza@hotmail.com'], ['email_confirm', 'ana.souza@hotmail.com'], ['cpf', '39053344705'], ['name', 'Ana Souza']]) {
      await typeAt(page, `#wd-f-${id ?? ''}`, value ?? '')
    }
    await press(page, bindForm.submitButton)
    await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
    t.match((await stack.journal('/api/user/v1/amt/withdraw/bind/universal/update'))[0]?.body, { type: 'pix', card_type: 'email', email: 'ana.souza@hotmail.com' }, 'bound with the keyboard alone')
    await checkA11y(page, t, 'bind Pix: back on Withdraw')
  })

  t.test('bind an e-wallet (Indonesia, OVO): refused number focused, then bound', async t => {
    await stack.reset()
    const id = catalogue('id')
    const w = await wallet(t, { token: 'demo-id', path: '/withdraw/bind/ovo', host: 'id.localhost' })
    const { page } = w
    await typeAt(page, '#wd-f-wallet_id', '12345')
    await press(page, bindForm.submitButton)
    await waitFieldError(page, 'wd-f-wallet_id', msg(id, 'error.invalid_example', { field: msg(id, 'field.wallet_id'), example: '0812-3456-7890' }))
    await focusOn(t, page, '#wd-f-wallet_id', 'focus on the refused number')
    await checkA11y(page, t, 'bind OVO: failed submit')
    await typeAt(page, '#wd-f-wallet_id', '081234567890')
    await typeAt(page, '#wd-f-wallet_id_confirm', '081234567890')
    await typeAt(page, bindForm.field('name'), 'Budi Santoso')
    await press(page, bindForm.submitButton)
    await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
    t.match((await stack.journal('/api/user/v1/amt/withdraw/bind/universal/update'))[0]?.body, { type: 'ovo', wallet_id: '081234567890' }, 'bound with the keyboard alone')
  })

  t.test('the dealer centre\'s other dialogs: abandon, block, migrate, my account, selling coins', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/roll' })
    const { page } = w

    // Abandon a payment: Escape first, then confirmed; the order leaves the list.
    await press(page, '[data-testid=status-2]')
    const abandon = `${card('WP70300113')} [data-testid=order-abandon]`
    await press(page, abandon)
    await dialogOpened(t, page, 'abandon')
    await checkA11y(page, t, 'dealer: abandon dialog')
    await escapeTo(t, page, abandon, 'abandon')
    await page.keyboard.press('Enter')
    await dialogOpened(t, page, 'abandon again')
    await press(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(en, 'dealer.abandoned'))
    await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, card('WP70300113'))
    await focusNotLost(t, page, 'section[aria-label]', 'the abandoned order left the list')
    t.equal((await stack.journal(`${AGENT}/order/abandon`)).length, 1, 'abandoned with the keyboard alone')

    // Block a follower: the row stays (its button now unblocks), so focus returns to it.
    await page.goto(`${w.origin}/pay/centeruser`, { waitUntil: 'load' })
    const block = '[data-testid="follower-29124365"] [data-testid=follower-block]'
    await press(page, block)
    await dialogOpened(t, page, 'block')
    await staysInDialog(t, page, 'block')
    await checkA11y(page, t, 'dealer: block dialog')
    await press(page, '[data-testid=block-confirm]')
    await waitForText(page, msg(en, 'dealer.blocked_toast', { name: 'Neha Joshi' }))
    await dialogClosed(page)
    await focusOn(t, page, block, 'block: focus back on the follower\'s button')

    // Migrate: the empty agent refused and focused, then typed; the follower leaves the list.
    await press(page, '[data-testid="follower-20481736"] [data-testid=follower-migrate]')
    await dialogOpened(t, page, 'migrate')
    await press(page, '[data-testid=migrate-confirm]')
    await waitFieldError(page, 'migrate-agent', msg(en, 'error.required', { field: msg(en, 'field.to_agent_id') }))
    await focusOn(t, page, '#migrate-agent', 'migrate: the empty agent id focused')
    await checkA11y(page, t, 'dealer: migrate dialog with an error')
    await typeAt(page, '#migrate-agent', 'AG-IN-01')
    await press(page, '[data-testid=migrate-confirm]')
    await waitForText(page, msg(en, 'dealer.migrated_toast', { name: 'Rahul Sharma', agent: 'Sharma Coins' }))
    await page.waitForFunction(() => document.querySelector('[data-testid="follower-20481736"]') === null, { timeout: 10000, polling: 50 })
    await focusNotLost(t, page, '#followers-title', 'the migrated follower left the list')
    await checkA11y(page, t, 'dealer: followers after migrating')

    // My account: a dialog to read, closed with Escape.
    await page.goto(`${w.origin}/pay/transcash`, { waitUntil: 'load' })
    await press(page, '[data-testid=open-account]')
    await dialogOpened(t, page, 'my account')
    await checkA11y(page, t, 'dealer: my account')
    await escapeTo(t, page, '[data-testid=open-account]', 'my account')

    // Selling coins: the empty form refused and focused, the confirmation, Back, confirmed.
    await press(page, dealerSell.openButton)
    await dialogOpened(t, page, 'sell')
    await press(page, dealerSell.nextButton)
    await focusOn(t, page, dealerSell.userInput, 'sell: the first invalid field focused')
    await checkA11y(page, t, 'dealer: sell form with errors')
    await typeAt(page, dealerSell.userInput, '21346587')
    await typeAt(page, dealerSell.amountInput, '500')
    await press(page, dealerSell.nextButton)
    await page.waitForSelector(dealerSell.confirmFacts)
    await dialogOpened(t, page, 'sell confirmation')
    t.equal((await dialogNode(page))?.name, msg(en, 'dealer.sell_confirm_title'), 'the confirmation is named by its title')
    await checkA11y(page, t, 'dealer: sell confirmation')
    await press(page, 'dialog[open] .dialog-actions button.secondary')
    await page.waitForSelector(dealerSell.amountInput)
    await dialogOpened(t, page, 'back to the sell form')
    await press(page, dealerSell.nextButton)
    await page.waitForSelector(dealerSell.confirmFacts)
    await press(page, dealerSell.confirmButton)
    await waitForTestId(page, 'sell-success')
    await dialogClosed(page)
    await focusOn(t, page, dealerSell.openButton, 'sold: focus back on Sell')
    t.equal((await stack.journal(`${AGENT}/transfer`)).length, 1, 'sold once, with the keyboard alone')
    await checkA11y(page, t, 'dealer: sold')
  })
})
