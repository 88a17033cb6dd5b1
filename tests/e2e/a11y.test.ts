// Accessible money flows (issue 28) in real Chromium through the real gateway and mock upstream: a withdrawal
// done with the keyboard alone (focus after a failed submit, into the confirmation dialog, kept inside it,
// back on Escape), the accessibility tree's names in all five languages, axe-core's WCAG 2.2 AA rules on each
// state reached, and every route at 320 CSS px and at 200% text (Chromium's default font size, as a WebView's
// text zoom sets it) with no horizontal scrolling and no text cut off.
import t from 'tap'
import { e2eFile } from './support/fixture.js'
import { a11yFindings, checkA11y, testIdText, unmeasured, waitForTestId, waitForText } from './support/page.js'
import { dialogClosed, dialogOpened, findNode, focusNotLost, focus, focusOn, LANGS, overflow, press, settled, staysInDialog, tabTo, typeAt } from './support/keyboard.js'
import { catalogue, msg } from './support/actions.js'
import { routeUrls } from './support/route-urls.js'
import { withdrawOption } from './screens/withdraw.js'
import { bindForm } from './screens/bind-forms.js'
import { transfer } from './screens/transfer.js'
import { dealerOrders } from './screens/dealer.js'

t.test('accessible money flows', async t => {
  const { stack, wallet } = await e2eFile(t)
  const en = catalogue('en')

  t.test('the accessibility check counts what it measured: a blank page gives it nothing, a screen a number', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w
    await waitForTestId(page, withdrawOption.ids.withdrawable)
    const screen = await a11yFindings(page)
    t.ok((screen.evaluated['color-contrast'] ?? 0) > 5, `Withdraw: the contrast of its texts was measured (${screen.evaluated['color-contrast'] ?? 0} nodes)`)
    t.ok((screen.evaluated.label ?? 0) >= 1, `Withdraw: the label of its amount field was checked (${screen.evaluated.label ?? 0} nodes)`)
    t.same(unmeasured(screen, ['color-contrast', 'label']), [], 'so the check passes it as measured')
    // The same page with nothing rendered (an app that never mounted): no violation, but nothing measured.
    await page.evaluate(() => { document.body.replaceChildren() })
    const blank = await a11yFindings(page)
    t.same(blank.violations, [], 'a blank page has no violation to find')
    t.same(unmeasured(blank, ['color-contrast', 'label']), ['color-contrast', 'label'], 'and is refused as unmeasured')
  })

  t.test('withdraw with the keyboard alone: failed submit, the confirmation dialog traps focus, Escape returns it, Enter confirms', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w
    await waitForTestId(page, withdrawOption.ids.withdrawable)

    await press(page, withdrawOption.submitButton)
    await waitForText(page, msg(en, 'withdraw.amount_required'))
    const field = await page.$eval(withdrawOption.amountInput, el => ({ focused: document.activeElement === el, invalid: el.getAttribute('aria-invalid'), described: el.getAttribute('aria-describedby') ?? '' }))
    t.ok(field.focused, 'a failed submit moves focus to the invalid amount')
    t.equal(field.invalid, 'true', 'marked aria-invalid')
    const described = await page.evaluate((ids: string) => ids.split(' ').map(id => document.getElementById(id)?.textContent ?? '').join(' '), field.described)
    t.match(described, msg(en, 'withdraw.amount_required'), 'the error is tied to the field by aria-describedby')
    await checkA11y(page, t, 'withdraw: failed submit')

    await page.keyboard.type('200')
    await press(page, withdrawOption.submitButton)
    await page.waitForSelector('dialog[open]', { visible: true })
    t.ok((await focus(page)).inDialog, 'focus moves into the dialog on open')
    const tree = await page.accessibility.snapshot()
    const dialog = findNode(tree, n => n.role === 'dialog')
    t.equal(dialog?.name, msg(en, 'withdraw.confirm_title'), 'the dialog has its role and its title as name')
    t.ok(findNode(dialog ?? null, n => (n.name ?? '').includes('₹200.00')) !== undefined, 'the amount is read formatted (₹200.00), not in minor units')
    await checkA11y(page, t, 'withdraw: confirmation dialog')

    await staysInDialog(t, page, 'withdraw: confirmation', 8)

    await page.keyboard.press('Escape')
    await dialogClosed(page)
    t.equal((await focus(page)).testId, 'wd-submit', 'Escape closes it and focus returns to the Withdraw button')

    await page.keyboard.press('Enter')
    await page.waitForSelector('dialog[open]', { visible: true })
    await press(page, '[data-testid="wd-cancel-dialog"], dialog .button.secondary')
    await dialogClosed(page)
    t.equal((await focus(page)).testId, 'wd-submit', 'Cancel closes it and focus returns to the Withdraw button')

    await page.keyboard.press('Enter')
    await page.waitForSelector('dialog[open]', { visible: true })
    await press(page, withdrawOption.confirmButton)
    await waitForTestId(page, withdrawOption.ids.success)
    await page.waitForFunction(() => document.activeElement?.id === 'wd-success-title', { timeout: 10000, polling: 50 })
    t.equal((await focus(page)).id, 'wd-success-title', 'the success is announced by moving focus to its heading')
    t.equal(await testIdText(page, withdrawOption.ids.withdrawable), '₹11,800.00', 'the money moved')
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 1, 'exactly one withdrawal reached the upstream')
    await checkA11y(page, t, 'withdraw: success')
  })

  t.test('transfer with the keyboard alone: the first invalid field focused, the confirmation dialog, Escape, Enter', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/agent-transfer/user-transfer' })
    const { page } = w
    await waitForTestId(page, transfer.ids.coins)

    await press(page, transfer.submitButton)
    await page.waitForFunction(() => document.getElementById('tf-user-id')?.getAttribute('aria-invalid') === 'true', { timeout: 10000, polling: 50 })
    t.equal((await focus(page)).id, 'tf-user-id', 'a failed submit focuses the first invalid field')
    await checkA11y(page, t, 'transfer: failed submit')

    await page.keyboard.type('20593318') // Priya Nair (fixtures/users)
    await page.waitForFunction(() => (document.querySelector('[data-testid="tf-recipient-name"]')?.textContent ?? '').includes('Priya Nair'), { timeout: 10000, polling: 50 })
    await tabTo(page, transfer.amountInput)
    await page.keyboard.type('1000')
    await press(page, transfer.submitButton)
    await page.waitForSelector('dialog[open]', { visible: true })
    t.ok((await focus(page)).inDialog, 'focus moves into the dialog')
    const dialog = findNode(await page.accessibility.snapshot(), n => n.role === 'dialog')
    t.equal(dialog?.name, msg(en, 'transfer.confirm_title'), 'the dialog is named by its title')
    await checkA11y(page, t, 'transfer: confirmation dialog')
    await page.keyboard.press('Escape')
    await dialogClosed(page)
    t.equal((await focus(page)).testId, 'tf-submit', 'Escape returns focus to the Transfer button')
    t.equal((await stack.journal('/api/user/v1/amt/transfer')).length, 0, 'nothing sent on Escape')

    await page.keyboard.press('Enter')
    await page.waitForSelector('dialog[open]', { visible: true })
    await press(page, transfer.confirmButton)
    await waitForTestId(page, 'tf-success')
    await page.waitForFunction(() => document.activeElement?.id === 'tf-success-title', { timeout: 10000, polling: 50 })
    t.equal((await focus(page)).id, 'tf-success-title', 'the success heading takes focus')
    t.equal((await stack.journal('/api/user/v1/amt/transfer')).length, 1, 'one transfer sent')
    await checkA11y(page, t, 'transfer: success')
  })

  t.test('bind a bank account with the keyboard alone: Tab order follows the form, the failed submit focuses the first invalid field', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/bank' })
    const { page } = w
    await page.waitForSelector('#wd-f-bank_account')
    await press(page, bindForm.submitButton)
    await page.waitForFunction(() => document.getElementById('wd-f-bank_account')?.getAttribute('aria-invalid') === 'true', { timeout: 10000, polling: 50 })
    // The form focuses the field after React has rendered its error (a task later): wait for it, then check.
    await focusOn(t, page, '#wd-f-bank_account', 'focus on the first invalid field')
    await checkA11y(page, t, 'bind bank: failed submit')

    const values: Array<[string, string]> = [['wd-f-bank_account', '50100987654321'], ['wd-f-bank_account_confirm', '50100987654321'], ['wd-f-name', 'Priya Nair'], ['wd-f-ifsc', 'sbin0004567'], ['wd-f-phone', '8123456789'], ['wd-f-email', 'priya.nair@yahoo.com']]
    for (const [id, value] of values) {
      await tabTo(page, `#${id}`)
      await page.keyboard.type(value)
    }
    await press(page, bindForm.submitButton)
    await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
    t.equal((await stack.journal('/api/user/v1/amt/withdraw/update_bank_account')).length, 1, 'bound with the keyboard alone')
    await checkA11y(page, t, 'withdraw option after binding')
  })

  t.test('a dealer accepts, refuses (dialog) and remits (dialog) with the keyboard alone', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-dealer-in', path: '/pay/out' })
    const { page } = w
    const card = (id: string): string => `[data-testid="order-${id}"]`
    await page.waitForSelector(card('WP70300118'))

    await press(page, `${card('WP70300118')} [data-testid=order-accept]`)
    await waitForText(page, msg(en, 'dealer.accepted'))
    const live = await page.evaluate((text: string) => Array.from(document.querySelectorAll('[aria-live], [role=status], [role=alert]')).some(el => (el.textContent ?? '').includes(text)), msg(en, 'dealer.accepted'))
    t.ok(live, 'the outcome is in a live region, so it is announced')
    await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, card('WP70300118'))

    await press(page, `${card('WP70300116')} [data-testid=order-refuse]`)
    await page.waitForSelector('dialog[open]', { visible: true })
    t.ok((await focus(page)).inDialog, 'the refuse dialog takes focus')
    t.ok(findNode(await page.accessibility.snapshot(), n => n.role === 'dialog' && (n.name ?? '') !== '') !== undefined, 'a named dialog')
    await checkA11y(page, t, 'dealer: refuse dialog')
    await page.keyboard.press('Escape')
    await dialogClosed(page)
    t.equal(await page.evaluate((sel: string) => document.activeElement === document.querySelector(sel), `${card('WP70300116')} [data-testid=order-refuse]`), true, 'Escape returns focus to Refuse')
    t.equal((await stack.journal('/api/user/pay-center/v1/agent/order/refuse')).length, 0, 'nothing refused on Escape')
    await page.keyboard.press('Enter')
    await dialogOpened(t, page, 'refuse again')
    await typeAt(page, dealerOrders.reasonInput, 'Account name does not match')
    await press(page, dealerOrders.reasonConfirmButton)
    await waitForText(page, msg(en, 'dealer.refused'))
    await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, card('WP70300116'))
    await focusNotLost(t, page, 'section[aria-label]', 'the refused order left the list')

    await page.goto(`${w.origin}/pay/roll`, { waitUntil: 'load' })
    await page.waitForSelector('[data-testid=status-2]') // the screen is drawn before the keyboard starts
    await press(page, '[data-testid=status-2]')
    await page.waitForSelector(card('WP70300118'))
    await press(page, `${card('WP70300118')} [data-testid=order-remit]`)
    await page.waitForSelector('dialog[open]', { visible: true })
    t.equal((await focus(page)).id, 'dealer-utr', 'the remit dialog focuses the UTR field')
    await page.keyboard.type('12345')
    await press(page, dealerOrders.utrSubmitButton)
    await page.waitForFunction(() => document.getElementById('dealer-utr')?.getAttribute('aria-invalid') === 'true', { timeout: 10000, polling: 50 })
    await checkA11y(page, t, 'dealer: remit dialog with an error')
    await typeAt(page, dealerOrders.utrInput, 'HDFCN24330999999', true)
    await press(page, dealerOrders.utrSubmitButton)
    await waitForText(page, msg(en, 'dealer.remitted'))
    await page.waitForFunction((sel: string) => document.querySelector(sel) === null, { timeout: 10000, polling: 50 }, card('WP70300118'))
    await focusNotLost(t, page, 'section[aria-label]', 'the remitted order left the list')
    t.equal((await stack.journal('/api/user/pay-center/v1/agent/order/remit')).length, 1, 'remitted with the keyboard alone')
    await checkA11y(page, t, 'dealer: pay roll after remitting')
  })

  t.test('the withdrawal confirmation at 320 px with 200% text: nothing cut, no sideways scrolling', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w
    const cdp = await page.createCDPSession()
    t.teardown(async () => {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } })
      await cdp.detach()
    })
    await page.setViewport({ width: 320, height: 640, deviceScaleFactor: 1 })
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
    await waitForTestId(page, withdrawOption.ids.withdrawable)
    await tabTo(page, withdrawOption.amountInput)
    await page.keyboard.type('200')
    await press(page, withdrawOption.submitButton)
    await page.waitForSelector('dialog[open]', { visible: true })
    const seen = await overflow(page)
    t.ok(seen.scrollWidth <= seen.innerWidth, `no horizontal scrolling (${seen.scrollWidth} <= ${seen.innerWidth}) ${seen.wide.join('; ')}`)
    t.same(seen.clipped.filter(c => !c.startsWith('dialog.')), [], 'no text cut off')
    const fits = await page.$eval('dialog[open]', el => { const r = el.getBoundingClientRect(); return r.left >= 0 && r.right <= window.innerWidth && el.scrollWidth <= el.clientWidth })
    t.ok(fits, 'the dialog fits the screen\'s width (it scrolls vertically when taller)')
    await checkA11y(page, t, 'confirmation at 320 px and 200% text')
  })

  for (const lang of LANGS) {
    t.test(`${lang}: lang attribute and the accessibility tree's names on Withdraw and its dialog`, async t => {
      await stack.reset()
      const cat = catalogue(lang)
      const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option', lang })
      const { page } = w
      await waitForTestId(page, withdrawOption.ids.withdrawable)
      t.equal(await page.evaluate(() => document.documentElement.lang), lang, '<html lang> is the shown language')
      let tree = await page.accessibility.snapshot()
      t.ok(findNode(tree, n => n.role === 'textbox' && n.name === msg(cat, 'withdraw.amount')) !== undefined, 'the amount box is named in the language')
      t.ok(findNode(tree, n => n.role === 'button' && n.name === msg(cat, 'withdraw.submit')) !== undefined, 'the Withdraw button is named in the language')
      await tabTo(page, withdrawOption.amountInput)
      await page.keyboard.type('200')
      await press(page, withdrawOption.submitButton)
      await page.waitForSelector('dialog[open]', { visible: true })
      tree = await page.accessibility.snapshot()
      const dialog = findNode(tree, n => n.role === 'dialog')
      t.equal(dialog?.name, msg(cat, 'withdraw.confirm_title'), 'the dialog is named in the language')
      const shown = (await testIdText(page, withdrawOption.ids.confirmAmount))?.trim() ?? ''
      t.match(shown, /₹/, 'the amount is shown formatted')
      t.ok(findNode(dialog ?? null, n => (n.name ?? '') === shown || (n.name ?? '').includes(shown)) !== undefined, `the tree reads the formatted amount ${shown}`)
      await checkA11y(page, t, `${lang}: confirmation dialog`)
    })
  }

  const routes = Object.entries(routeUrls).filter(([, url]) => url !== '')
  t.test('every route reflows at 320 CSS px and keeps its text at 200% text size', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in' })
    const { page } = w
    const cdp = await page.createCDPSession()
    t.teardown(async () => {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } })
      await cdp.detach()
    })
    for (const [name, url] of routes) {
      await page.setViewport({ width: 320, height: 640, deviceScaleFactor: 1 })
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } })
      await page.goto(`${w.origin}${url}`, { waitUntil: 'load' })
      await settled(page)
      const narrow = await overflow(page)
      t.ok(narrow.scrollWidth <= narrow.innerWidth, `${name} at 320 px: no horizontal scrolling (${narrow.scrollWidth} <= ${narrow.innerWidth}) ${narrow.wide.join('; ')}`)
      t.same(narrow.clipped, [], `${name} at 320 px: no text cut off`)

      await page.setViewport({ width: 360, height: 740, deviceScaleFactor: 1 })
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
      await page.goto(`${w.origin}${url}`, { waitUntil: 'load' })
      await settled(page)
      t.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '32px', `${name}: the root follows the browser's text size`)
      const large = await overflow(page)
      t.ok(large.scrollWidth <= large.innerWidth, `${name} at 200% text: no horizontal scrolling (${large.scrollWidth} <= ${large.innerWidth}) ${large.wide.join('; ')}`)
      t.same(large.clipped, [], `${name} at 200% text: no text cut off`)
    }
  })
})
