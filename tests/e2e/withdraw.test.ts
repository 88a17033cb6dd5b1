// The withdraw feature in real Chromium, through the real gateway and the stateful mock upstream:
// cancelling and making withdrawals as demo-in (balance and record follow), the bind forms' messages in
// two languages, the lock before a first recharge, and Brazil's Pix and reais.
import t from 'tap'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import type { Stack } from '../helpers/stack.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, pageText, rawLocaleKeys, screenshot, seeText, settle, testIdText, waitForTestId, waitForText } from './support/page.js'
import { catalogue, click, expectedText, fieldError as errorOf, msg, present, reportedEvents, seeFieldError, typeInto } from './support/actions.js'
import { withdrawOption, withdrawRecord } from './screens/withdraw.js'
import { bindForm } from './screens/bind-forms.js'

const en = catalogue('en')
const hi = catalogue('hi')
const pt = catalogue('pt')

/** Submits a bind form, waits for the withdrawal methods it leads back to, and returns what the upstream received. */
async function submitBinding (page: Page, stack: Stack, upstreamPath: string): ReturnType<Stack['journal']> {
  await click(page, bindForm.submitButton)
  await page.waitForFunction(() => location.pathname === '/withdraw/option', { timeout: 10000 })
  return await stack.journal(upstreamPath)
}

async function withdrawable (page: Page): Promise<string> {
  return (await testIdText(page, withdrawOption.ids.withdrawable))?.trim() ?? ''
}

/** Waits until the withdrawable balance reads `expected`; returns it as seen then. */
async function waitWithdrawable (page: Page, expected: string): Promise<string> {
  const seen = await page.waitForFunction((want: string) => { const text = document.querySelector('[data-testid="wd-withdrawable"]')?.textContent?.trim(); return text === want && text }, { timeout: 10000, polling: 50 }, expectedText(expected))
  return await seen.jsonValue() as string
}

async function statusOf (page: Page, orderId: string): Promise<string> {
  return (await testIdText(page, `wd-status-${orderId}`))?.trim() ?? ''
}

/** Waits until a record row's status reads `expected`; returns it as seen then. */
async function waitStatus (page: Page, orderId: string, expected: string): Promise<string> {
  const seen = await page.waitForFunction((id: string, want: string) => { const text = document.querySelector(`[data-testid="wd-status-${id}"]`)?.textContent?.trim(); return text === want && text },
    { timeout: 10000, polling: 50 }, orderId, expectedText(expected))
  return await seen.jsonValue() as string
}

/** Opens a record row, cancels it through the confirmation dialog and waits for the record to say so. */
async function cancelFromRecord (page: Page, orderId: string, cat = en): Promise<void> {
  await click(page, `[data-testid="wd-row-${orderId}"] .wd-row-head`)
  await click(page, `[data-testid="wd-row-${orderId}"] [data-testid="wd-cancel"]`)
  await page.waitForSelector('[role=dialog]', { visible: true })
  await click(page, withdrawRecord.cancelConfirmButton)
  await waitStatus(page, orderId, msg(cat, 'withdraw.status.5'))
}

/** Money as the page shows it, with the no-break space of Intl as a plain space: "R$ 50,00". */
function spaced (text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

/** Waits until the amount box says what it understood ("Você digitou R$ 50,00"); '' for nothing. */
async function waitUnderstood (page: Page, id: string, expected: string): Promise<void> {
  try {
    await page.waitForFunction((testId: string, want: string) =>
      (document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim() === want,
    { timeout: 10000, polling: 50 }, `${id}-understood`, expected)
  } catch (err) {
    throw new Error(`${id}: expected the understood line ${JSON.stringify(expected)}, shown: ${JSON.stringify(spaced(await testIdText(page, `${id}-understood`)))}`, { cause: err })
  }
}

/** The attributes a phone box offers a keyboard and autofill with. */
async function inputAttributes (page: Page, id: string): Promise<{ inputMode: string | null, autoComplete: string | null, maxLength: number }> {
  return page.$eval(`#${id}`, el => ({ inputMode: el.getAttribute('inputmode'), autoComplete: el.getAttribute('autocomplete'), maxLength: (el as HTMLInputElement).maxLength }))
}

/** The error shown under a bind-form field, by its field name. */
async function fieldError (page: Page, name: string): Promise<string | null> {
  return errorOf(page, `wd-f-${name}`)
}

async function focusedId (page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '')
}

t.test('withdraw', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)

  t.test('demo-in: withdraws at once though an older withdrawal is processing; both cancelled from the record; the same amount again gets a new key', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w

    t.equal(await withdrawable(page), '₹12,000.00', 'the withdrawable balance of the fixture')
    t.match(await waitForTestId(page, 'wd-processing'), msg(en, 'withdraw.processing_notice'), 'the notice bar: a withdrawal is processing')
    t.match(await testIdText(page, 'wd-method-upi'), /ra\*\*\*\*@okaxis/, 'the bound UPI account, masked')
    t.match(await testIdText(page, 'wd-method-bank'), msg(en, 'withdraw.bind_action'), 'the rejected bank account offers a bind link')
    t.ok(await page.$('a[href="/withdraw/bind/paytm"]'), 'an unbound method links to its bind form')
    t.match(await testIdText(page, 'wd-tax-tips'), 'section 194BA', 'the upstream\'s tax note, as the law says today')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await screenshot(page, 'withdraw-option-in')
    await checkA11y(page, t, 'withdraw option')

    // The amount rules, before anything is sent.
    await withdrawOption.submit(page)
    await waitForText(page, msg(en, 'withdraw.amount_required'))
    t.equal(await focusedId(page), 'wd-amount', 'the amount field is focused with its error')
    await withdrawOption.fill(page, '250')
    await waitForText(page, msg(en, 'upstream.multiple_of', { amount: '₹100.00' }))
    await withdrawOption.fill(page, '50000')
    await waitForText(page, 'Insufficient balance: your balance is ₹25,000.00')
    await withdrawOption.fill(page, '20000')
    await waitForText(page, 'Insufficient withdrawal balance: you can withdraw up to ₹12,000.00')
    t.equal(await page.$('[role=dialog]'), null, 'no confirmation for an invalid amount')

    // A withdrawal still processing (WD10000110) does not block another: ₹200 to the bound UPI at once.
    await withdrawOption.fill(page, '200')
    await waitUnderstood(page, 'wd-amount', msg(en, 'amount.understood', { amount: '₹200.00' }))
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    const dialog = await page.$eval('[role=dialog]', el => (el as HTMLElement).innerText)
    t.equal(await testIdText(page, withdrawOption.ids.confirmAmount), '₹200.00', 'the confirmation shows the amount')
    t.match(dialog, 'ra****@okaxis', 'and the account, masked')
    t.match(dialog, msg(en, 'withdraw.tax'), 'and the tax')
    await screenshot(page, 'withdraw-option-confirm')
    await withdrawOption.accept(page)
    const success = await waitForTestId(page, withdrawOption.ids.success)
    t.match(success, msg(en, 'withdraw.payout_note', { time: msg(en, 'withdraw.payout_days', { days: '7' }) }), 'paid within 7 days')
    t.equal(await waitWithdrawable(page, '₹11,800.00'), '₹11,800.00', 'the balance is lowered by ₹200')
    t.ok(await page.$('[data-testid=wd-success] a[href="/withdraw/record"]'), 'a link to the record')
    t.ok(await page.$('[data-testid=wd-success] a[href="/asset/detail"]'), 'a link to My Balance')
    await screenshot(page, 'withdraw-option-success')
    let sent = await stack.journal('/api/user/v1/amt/withdraw')
    t.equal(sent.length, 1, 'one withdrawal reached the upstream')
    t.match(sent[0]?.body, { amount: 20000, account_id: 'AC-IN-1001' }, 'the upstream got the amount in paise and the account')
    t.ok(sent[0]?.headers['idempotency-key'], 'with an Idempotency-Key')
    const orderId = present(/WD\d+/.exec(success)?.[0], 'the order id on the success screen')
    t.ok(orderId !== '', `the success screen names the order (${orderId})`)

    // The record: both processing. Cancelling the fixture's WD10000110 brings its ₹2,000 back.
    await click(page, '[data-testid=wd-success] a[href="/withdraw/record"]')
    await waitForTestId(page, withdrawOption.ids.withdrawable)
    await waitStatus(page, orderId, msg(en, 'withdraw.status.0'))
    t.match(await pageText(page), msg(en, 'withdraw.today'), 'the new one is grouped under Today')
    t.equal(await statusOf(page, 'WD10000110'), msg(en, 'withdraw.status.0'), 'WD10000110 is processing')
    await waitWithdrawable(page, '₹11,800.00')
    await click(page, '[data-testid="wd-row-WD10000110"] .wd-row-head')
    const detail = await testIdText(page, 'wd-row-WD10000110') ?? ''
    t.match(detail, 'WD10000110', 'the detail shows the order id')
    t.match(detail, msg(en, 'withdraw.step.processing'), 'and its progress')
    await screenshot(page, 'withdraw-record-detail')
    await checkA11y(page, t, 'withdraw record')
    await click(page, '[data-testid="wd-row-WD10000110"] [data-testid="wd-cancel"]')
    await page.waitForSelector('[role=dialog]', { visible: true })
    t.match(await testIdText(page, 'wd-cancel-confirm'), msg(en, 'withdraw.cancel_action'))
    await screenshot(page, 'withdraw-record-cancel-dialog')
    await click(page, withdrawRecord.cancelConfirmButton)
    t.equal(await waitStatus(page, 'WD10000110', msg(en, 'withdraw.status.5')), msg(en, 'withdraw.status.5'), 'cancelled: the record says so')
    t.equal(await waitWithdrawable(page, '₹13,800.00'), '₹13,800.00', 'and the ₹2,000 is back')
    const cancels = await stack.journal('/api/user/v1/amt/withdraw/cancel')
    t.equal(cancels.length, 1, 'one cancel reached the upstream')
    t.ok(cancels[0]?.headers['idempotency-key'], 'with an Idempotency-Key')
    await cancelFromRecord(page, orderId)
    t.equal(await waitWithdrawable(page, '₹14,000.00'), '₹14,000.00', 'the new withdrawal is cancelled too and its ₹200 restored')

    // Nothing processing any more: no notice bar; the same ₹200 again is a new withdrawal with a new key.
    await page.goto(`${w.origin}/withdraw/option`, { waitUntil: 'load' })
    await settle(page)
    t.equal(await testIdText(page, 'wd-processing'), null, 'no notice bar once nothing is processing')
    await withdrawOption.fill(page, '200')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    await waitForTestId(page, withdrawOption.ids.success)
    await waitWithdrawable(page, '₹13,800.00')
    sent = await stack.journal('/api/user/v1/amt/withdraw')
    t.equal(sent.length, 2, 'a second withdrawal reached the upstream')
    t.match(sent[1]?.body, { amount: 20000, account_id: 'AC-IN-1001' })
    t.not(sent[0]?.headers['idempotency-key'], sent[1]?.headers['idempotency-key'], 'a settled attempt never lends its key to a new one')
    t.same(w.consoleErrors, [], 'no console errors')

    // Every step was reported (analytics are batched: wait for the flush).
    const wanted = ['option_viewed', 'amount_submitted', 'confirmed', 'success', 'cancel_submitted', 'cancel_success']
    const names = await reportedEvents(stack, 'withdraw', wanted)
    for (const n of wanted) t.ok(names.includes(n), `analytics: withdraw ${n} reported`)
  })

  t.test('the answer is lost after the upstream withdrew: pending with the way to the record; confirming again settles it with the same key', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w
    await waitWithdrawable(page, '₹12,000.00')
    await stack.fault({ path: '/api/user/v1/amt/withdraw', reset_after: true })
    await withdrawOption.fill(page, '300')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    t.match(await waitForTestId(page, 'wd-uncertain'), msg(en, 'withdraw.uncertain'), 'the withdrawal is pending, not failed')
    t.ok(await page.$('[data-testid=wd-uncertain] a[href="/withdraw/record"]'), 'with the way to the record')
    t.equal(await testIdText(page, withdrawOption.ids.success), null, 'and no success claimed')
    await screenshot(page, 'withdraw-option-uncertain')
    await checkA11y(page, t, 'withdraw uncertain')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    const success = await waitForTestId(page, withdrawOption.ids.success)
    t.equal(await waitWithdrawable(page, '₹11,700.00'), '₹11,700.00', 'confirming again shows the one withdrawal the upstream made: ₹300 taken once')
    const sent = await stack.journal('/api/user/v1/amt/withdraw')
    t.equal(sent.length, 2, 'sent twice')
    t.equal(sent[0]?.headers['idempotency-key'], sent[1]?.headers['idempotency-key'], 'with the same key, so the upstream answered its first outcome')
    await click(page, '[data-testid=wd-success] a[href="/withdraw/record"]')
    const orderId = present(/WD\d+/.exec(success)?.[0], 'the order id on the success screen')
    await waitStatus(page, orderId, msg(en, 'withdraw.status.0'))
    t.ok(await page.$(`[data-testid="wd-row-${orderId}"]`), 'the record lists the order')
    t.same(w.consoleErrors.filter(e => !e.startsWith('Failed to load resource: the server responded with a status of 504')), [], 'no console errors but the browser\'s note of the lost answer')
  })

  t.test('the record: filter by status and month, details of every status', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/record' })
    const { page } = w
    await waitForTestId(page, 'wd-row-WD10000100')
    await click(page, `.chips button::-p-text(${msg(en, 'withdraw.status.2')})`)
    await page.waitForFunction(() => document.querySelector('.wd-row') !== null && document.querySelector('[data-testid="wd-row-WD10000110"]') === null, { timeout: 10000 })
    const rows = await page.$$eval('.wd-row', els => els.map(e => e.getAttribute('data-testid')))
    t.same(rows, ['wd-row-WD10000105'], 'the Rejected filter shows the rejected withdrawal only')
    t.match(await testIdText(page, 'wd-status-WD10000105'), msg(en, 'withdraw.status.2'))
    await click(page, `.chips button::-p-text(${msg(en, 'withdraw.filter_all')})`)
    await waitForTestId(page, 'wd-row-WD10000110')
    // A month without withdrawals.
    await page.$eval('[data-testid="wd-month"]', el => {
      const input = el as HTMLInputElement
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter, called with the input as `this`, as a typed value reaches React
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, '2001-01')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await waitForText(page, msg(en, 'common.no_data'))
    const lists = await stack.journal('/api/user/v1/amt/withdraw/list')
    t.match(lists[lists.length - 1]?.body, { month: '2001-01' }, 'the month is sent as YYYY-MM')
    await screenshot(page, 'withdraw-record-empty-month')
  })

  t.test('the record: a failed load offers a retry', async t => {
    await stack.reset()
    await stack.fault({ path: '/api/user/v1/amt/withdraw/list', http_status: 500, times: 1 })
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/record' })
    const { page } = w
    await waitForText(page, msg(en, 'common.load_failed'))
    await click(page, `.state[role=alert] button::-p-text(${msg(en, 'common.retry')})`)
    await waitForTestId(page, 'wd-row-WD10000110')
    t.ok(await page.$('[data-testid="wd-row-WD10000110"]'), 'retry loads the record')
  })

  t.test('bind forms: validation messages in English and Hindi, with demo-in-new (nothing bound)', async t => {
    await stack.reset()
    for (const [lang, cat] of [['en', en], ['hi', hi]] as const) {
      const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/bank', lang })
      const { page } = w
      await page.waitForSelector('#wd-f-bank_account')
      t.ok(await page.$('[data-testid=wd-ifsc-guide]'), `${lang}: the IFSC guide`)
      await click(page, '[data-testid=wd-ifsc-guide] summary')
      t.match(await testIdText(page, 'wd-ifsc-guide'), msg(cat, 'withdraw.ifsc_guide_where'), `${lang}: where to find the IFSC`)
      await click(page, bindForm.submitButton)
      const field = (name: string) => msg(cat, `field.${name}`)
      await page.waitForSelector('.field-error')
      t.equal(await fieldError(page, 'bank_account'), msg(cat, 'error.required', { field: field('bank_account') }), `${lang}: empty account: 'Please enter your…'`)
      t.equal(await fieldError(page, 'ifsc'), msg(cat, 'error.required', { field: field('ifsc') }), `${lang}: IFSC required in India`)
      t.equal(await fieldError(page, 'bank_name'), null, `${lang}: bank name optional in India`)
      await page.waitForFunction(() => document.activeElement?.id === 'wd-f-bank_account', { timeout: 5000 })
      t.equal(await page.evaluate(() => document.activeElement?.id), 'wd-f-bank_account', `${lang}: the first invalid field is focused`)
      await screenshot(page, `withdraw-bind-bank-empty-${lang}`)
      await checkA11y(page, t, `bind bank ${lang}`)

      await page.type('#wd-f-bank_account', '50100234567891')
      await page.type('#wd-f-bank_account_confirm', '50100234567892')
      await page.type(bindForm.field('name'), 'Priya Nair')
      await page.type('#wd-f-ifsc', 'HDFC123')
      await page.type(bindForm.field('phone'), '8123456789')
      await page.type(bindForm.field('email'), 'priya.nair@yahoo.com')
      await click(page, bindForm.submitButton)
      await page.waitForFunction(() => document.activeElement?.id === 'wd-f-bank_account_confirm', { timeout: 5000 })
      t.equal(await fieldError(page, 'bank_account'), null, `${lang}: a valid account has no error`)
      t.equal(await fieldError(page, 'bank_account_confirm'), msg(cat, 'error.mismatch', { field: field('bank_account') }), `${lang}: 'The two … are not the same'`)
      t.equal(await fieldError(page, 'ifsc'), msg(cat, 'error.invalid_example', { field: field('ifsc'), example: 'SBIN0001234' }), `${lang}: invalid IFSC, with an example`)
      await screenshot(page, `withdraw-bind-bank-invalid-${lang}`)
      t.same(w.consoleErrors, [], `${lang}: no console errors`)
      t.same(await stack.journal('/api/user/v1/amt/withdraw/update_bank_account'), [], `${lang}: nothing sent while the form is invalid`)
    }
  })

  t.test('bind: a valid bank form binds; a bound account is then read-only', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/bank' })
    const { page } = w
    await page.waitForSelector('#wd-f-bank_account')
    await page.type('#wd-f-bank_account', '50100987654321')
    await page.type('#wd-f-bank_account_confirm', '50100987654321')
    await page.type(bindForm.field('name'), 'Priya Nair')
    await page.type('#wd-f-ifsc', 'sbin0004567')
    await page.type(bindForm.field('phone'), '8123456789')
    await page.type(bindForm.field('email'), 'priya.nair@yahoo.com')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/update_bank_account')
    t.match(sent[0]?.body, { bank_account: '50100987654321', ifsc: 'SBIN0004567', name: 'Priya Nair' }, 'the IFSC is sent in capitals')
    await page.goto(`${w.origin}/withdraw/bind/bank`, { waitUntil: 'load' })
    const bound = await waitForTestId(page, 'wd-bound')
    t.match(bound, msg(en, 'withdraw.bound_locked'), 'a bound account cannot be changed')
    t.match(bound, '****4321', 'the number is masked')
    t.notMatch(bound, '50100987654321', 'never the whole number')
    t.equal(await page.$('#wd-f-bank_account'), null, 'no form')
  })

  t.test('bind: UPI with PAN card (India): the photo checked before upload, read, then bound together', async t => {
    await stack.reset()
    const dir = mkdtempSync(join(tmpdir(), 'wd-pan-'))
    const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)])
    writeFileSync(join(dir, 'pan.jpg'), jpeg(4096))
    writeFileSync(join(dir, 'huge.jpg'), jpeg(5 * 1024 * 1024 + 10))
    writeFileSync(join(dir, 'notes.txt'), 'not a picture')
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/upi' })
    const { page } = w
    await click(page, '[data-testid=wd-upi-pan]')
    const file = await page.waitForSelector('input#wd-f-pan_photo_url')
    await file?.uploadFile(join(dir, 'notes.txt'))
    await page.waitForFunction(() => document.querySelector('#wd-f-pan_photo_url')?.getAttribute('aria-invalid') === 'true', { timeout: 5000 })
    t.equal(await fieldError(page, 'pan_photo_url'), msg(en, 'error.file_type'), 'a file that is not JPEG, PNG or WebP is refused at once')
    await file?.uploadFile(join(dir, 'huge.jpg'))
    await seeText(t, page, msg(en, 'error.file_too_large', { max: '5 MB' }), 'a file above the upload limit is refused at once')
    t.same(await stack.journal('/api/user/v1/amt/withdraw/ocr_pancard'), [], 'neither reached the upstream')

    await click(page, bindForm.submitButton)
    await waitForText(page, msg(en, 'withdraw.pan_photo_required'))
    t.equal(await fieldError(page, 'upi_id'), msg(en, 'error.required', { field: msg(en, 'field.upi_id') }), 'the UPI fields are checked too')

    await file?.uploadFile(join(dir, 'pan.jpg'))
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#wd-f-pan_number')?.value === 'ABCPE3318F', { timeout: 10000 })
    t.equal(await page.$eval('#wd-f-pan_number', el => (el as HTMLInputElement).value), 'ABCPE3318F', 'the permanent account number read from the photo fills the field')
    t.match(await pageText(page), msg(en, 'withdraw.pan_read'))
    await typeInto(page, '#wd-f-pan_number', 'abcpe3318')
    await page.type('#wd-f-upi_id', 'priya.nair@oksbi')
    await page.type('#wd-f-upi_id_confirm', 'priya.nair@oksbi')
    await page.type(bindForm.field('name'), 'Priya Nair')
    await page.type(bindForm.field('phone'), '8123456789')
    await page.type(bindForm.field('email'), 'priya.nair@yahoo.com')
    await click(page, bindForm.submitButton)
    await page.waitForFunction(() => document.activeElement?.id === 'wd-f-pan_number', { timeout: 5000 })
    t.equal(await fieldError(page, 'pan_number'), msg(en, 'error.invalid_example', { field: msg(en, 'field.pan_number'), example: 'ABCPE1234F' }), 'the edited PAN is checked by its rule')
    await screenshot(page, 'withdraw-bind-upi-pan')
    await checkA11y(page, t, 'bind upi with pan')
    await page.type('#wd-f-pan_number', 'F')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/bind_upi_with_pancard')
    t.match(sent[0]?.body, { upi_id: 'priya.nair@oksbi', pan_number: 'ABCPE3318F', pan_photo_url: /^https?:\/\// }, 'bound with the photo the upstream stored')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('bind: Pix form (Brazil page host and region): key type, key twice, CPF, name', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-br-new', path: '/withdraw/bind/pix?region=BR', host: 'br.localhost' })
    const { page } = w
    await page.waitForSelector('#wd-f-card_type')
    await page.select('#wd-f-card_type', 'evp')
    await page.type(bindForm.field('evp'), 'abc')
    await page.type('#wd-f-evp_confirm', 'abd')
    await page.type(bindForm.field('cpf'), '1234')
    await click(page, bindForm.submitButton)
    await page.waitForSelector('.field-error')
    const field = (name: string) => msg(pt, `field.${name}`)
    t.equal(await fieldError(page, 'evp'), msg(pt, 'error.invalid_example', { field: field('evp'), example: '123e4567-e89b-42d3-a456-426614174000' }), 'an EVP key is a UUID, shown as banks show it')
    t.equal(await fieldError(page, 'evp_confirm'), msg(pt, 'error.mismatch', { field: field('evp') }), 'the key entered twice')
    t.equal(await fieldError(page, 'cpf'), msg(pt, 'error.invalid_example', { field: field('cpf'), example: '123.456.789-09' }), 'a CPF is 11 digits, shown as printed')
    t.equal(await fieldError(page, 'name'), msg(pt, 'error.required', { field: field('name') }), 'the name is required')
    await screenshot(page, 'withdraw-bind-pix')
    await checkA11y(page, t, 'bind pix')
    await page.select('#wd-f-card_type', 'email')
    await page.type(bindForm.field('email'), 'ana.souza@hotmail.com')
    await page.type('#wd-f-email_confirm', 'ana.souza@hotmail.com')
    await typeInto(page, bindForm.field('cpf'), '39053344705')
    await page.type(bindForm.field('name'), 'Ana Souza')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/bind/universal/update')
    t.same(sent[0]?.body && Object.fromEntries(Object.entries(sent[0].body as Record<string, unknown>).filter(([k]) => ['type', 'card_type', 'email', 'cpf', 'name', 'evp'].includes(k))),
      { type: 'pix', card_type: 'email', email: 'ana.souza@hotmail.com', cpf: '39053344705', name: 'Ana Souza' }, 'the key of the chosen type only')
  })

  t.test('bind: wallets of Indonesia and Bangladesh', async t => {
    await stack.reset()
    const id = await wallet(t, { token: 'demo-id', path: '/withdraw/bind/ovo', host: 'id.localhost' })
    await id.page.waitForSelector('#wd-f-wallet_id')
    await id.page.type('#wd-f-wallet_id', '12345')
    await click(id.page, bindForm.submitButton)
    await id.page.waitForSelector('.field-error')
    const idCat = catalogue('id')
    t.equal(await fieldError(id.page, 'wallet_id'), msg(idCat, 'error.invalid_example', { field: msg(idCat, 'field.wallet_id'), example: '0812-3456-7890' }), 'not a wallet number: how one is written (in Indonesian)')
    // The number as a phone contact has it, with +62, and once more without the trunk 0: one wallet.
    await typeInto(id.page, '#wd-f-wallet_id', '+62 812-3456-7890')
    await id.page.type('#wd-f-wallet_id_confirm', '81234567890')
    await id.page.type(bindForm.field('name'), 'Budi Santoso')
    const ovo = await submitBinding(id.page, stack, '/api/user/v1/amt/withdraw/bind/universal/update')
    t.match(ovo[0]?.body, { type: 'ovo', wallet_id: '081234567890', name: 'Budi Santoso' }, 'the OVO number is sent with its trunk 0')
    await id.page.goto(`${id.origin}/withdraw/bind/gopay`, { waitUntil: 'load' })
    t.match(await waitForTestId(id.page, 'wd-bound'), '****7890', 'the bound GoPay wallet is read-only, masked')

    const bd = await wallet(t, { token: 'demo-bd', path: '/withdraw/bind/nagad', host: 'coin.localhost' })
    await bd.page.waitForSelector('#wd-f-account_no')
    await bd.page.type('#wd-f-account_no', '০১৮১২৩৪৫৬৭৮')
    await bd.page.type('#wd-f-account_no_confirm', '01812345678')
    await bd.page.type(bindForm.field('name'), 'Rakib Hasan')
    const sent = (await submitBinding(bd.page, stack, '/api/user/v1/amt/withdraw/bind/universal/update')).filter(e => e.token === 'demo-bd')
    t.match(sent[0]?.body, { type: 'nagad', account_no: '01812345678', name: 'Rakib Hasan' }, 'Bengali digits are sent as ASCII digits')
    t.match(await waitForTestId(bd.page, 'wd-method-nagad'), '018****678', 'the new Nagad account is offered for withdrawal')
  })

  t.test('bind: unknown type and a type not offered in the region', async t => {
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/bind/pix' })
    const { page } = w
    t.match(await waitForTestId(page, 'wd-bind-unavailable'), msg(en, 'withdraw.unavailable_text'), 'Pix is not offered in India')
    t.ok(await page.$('[data-testid=wd-bind-unavailable] a[href="/withdraw/option"]'), 'with a link back')
    await page.goto(`${w.origin}/withdraw/bind/nonsense`, { waitUntil: 'load' })
    t.match(await waitForTestId(page, 'wd-bind-unavailable'), msg(en, 'withdraw.unavailable_title'), 'an unknown type')
    await page.goto(`${w.origin}/withdraw/bind/bank`, { waitUntil: 'load' })
    t.match(await waitForTestId(page, 'wd-rejected'), msg(en, 'withdraw.account_rejected'), 'a rejected bank account: the form again, with the reason')
    t.equal(await page.$eval(bindForm.field('name'), el => (el as HTMLInputElement).value), 'Rahul Sharma', 'its contact details offered again')
    t.equal(await page.$eval('#wd-f-bank_account', el => (el as HTMLInputElement).value), '', 'its number typed anew')
    await screenshot(page, 'withdraw-bind-bank-rejected')
    await page.goto(`${w.origin}/withdraw/bind/upi`, { waitUntil: 'load' })
    t.match(await waitForTestId(page, 'wd-bound'), 'ra****@okaxis', 'demo-in\'s bound UPI is shown read-only, masked')
    await screenshot(page, 'withdraw-bind-upi-bound')
    await checkA11y(page, t, 'bind upi bound')
  })

  t.test('demo-in-new never recharged: withdrawal locked with the reason and the way to Add Cash', async t => {
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/option' })
    const { page } = w
    const locked = await waitForTestId(page, 'wd-locked')
    t.match(locked, msg(en, 'withdraw.locked_text'))
    t.ok(await page.$('[data-testid=wd-locked] a[href="/recharge/amount"]'), 'a link to Add Cash')
    t.equal(await page.$(withdrawOption.amountInput), null, 'no amount form')
    await screenshot(page, 'withdraw-option-locked')
    await checkA11y(page, t, 'withdraw locked')
  })

  t.test('demo-br on br.localhost: Pix and reais, in Portuguese', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-br', path: '/withdraw/option', host: 'br.localhost' })
    const { page } = w
    const balance = await withdrawable(page)
    t.match(balance, /^R\$\s1\.100,00$/, `R$ with Brazilian separators (${balance})`)
    t.match(await testIdText(page, 'wd-method-pix'), /Pix[\s\S]*\*\*\*\.533\.447-\*\*/, 'the bound Pix key, masked')
    t.equal(await page.$('[data-testid=wd-method-upi]'), null, 'no Indian methods')
    t.match(await pageText(page), msg(pt, 'withdraw.title'), 'in Portuguese')
    await withdrawOption.fill(page, '15')
    await withdrawOption.submit(page)
    await page.waitForSelector('#wd-amount[aria-invalid=true]')
    t.match(await pageText(page), /m[úu]ltiplo de R\$\s10,00/, 'Brazil: multiples of R$10')
    await screenshot(page, 'withdraw-option-br')
    await checkA11y(page, t, 'withdraw option br')
    await page.goto(`${w.origin}/withdraw/bind/pix`, { waitUntil: 'load' })
    t.match(await waitForTestId(page, 'wd-bound'), msg(pt, 'withdraw.bound_locked'), 'the bound Pix account is read-only')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('demo-br: amounts written the Brazilian way; "50,00" is R$50 and "1.000" is R$1.000, as understood, confirmed and sent', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-br', path: '/withdraw/option', host: 'br.localhost' })
    const { page } = w
    await page.waitForSelector(withdrawOption.amountInput)
    const format = msg(pt, 'error.amount_format', { field: msg(pt, 'field.amount'), example: '12.345,50' })

    // Not a Brazilian amount: refused with the Brazilian form shown, never guessed.
    for (const typed of ['1,234', '10.5']) {
      await withdrawOption.fill(page, typed)
      await waitUnderstood(page, 'wd-amount', '')
      await withdrawOption.submit(page)
      await seeFieldError(t, page, 'wd-amount', format, `"${typed}": ${format}`)
      t.equal(await page.$('[role=dialog]'), null, `"${typed}": no confirmation`)
    }
    await screenshot(page, 'withdraw-amount-format-br')
    await checkA11y(page, t, 'withdraw amount format br')

    // "50,00": fifty reais, said under the box, in the confirmation and to the upstream.
    await withdrawOption.fill(page, '50,00')
    await waitUnderstood(page, 'wd-amount', msg(pt, 'amount.understood', { amount: 'R$ 50,00' }))
    t.equal(await errorOf(page, 'wd-amount'), null, 'the error goes once the amount is one')
    await screenshot(page, 'withdraw-amount-understood-br')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    t.equal(spaced(await testIdText(page, withdrawOption.ids.confirmAmount)), 'R$ 50,00', 'the confirmation states the same amount')
    t.equal(spaced(await testIdText(page, 'wd-confirm-receive')), 'R$ 50,00', 'and what arrives (no tax in Brazil)')
    await withdrawOption.accept(page)
    const first = await waitForTestId(page, withdrawOption.ids.success)
    let sent = await stack.journal('/api/user/v1/amt/withdraw')
    t.match(sent.at(-1)?.body, { amount: 5000, account_id: 'AC-BR-4001' }, 'the upstream got 5000 centavos: R$50, not R$5.000')
    const firstId = /WD\d+/.exec(first)?.[0] ?? ''
    t.ok(firstId !== '', `the success screen names the order (${firstId})`)

    // The record says R$ 50,00 too. Cancelled, so no withdrawal in process stands before the next one.
    await page.goto(`${w.origin}/withdraw/record`, { waitUntil: 'load' })
    await settle(page)
    t.match(spaced(await testIdText(page, `wd-row-${firstId}`)), 'R$ 50,00', 'the record shows R$ 50,00')
    await cancelFromRecord(page, firstId, pt)

    // "1.000": a thousand reais.
    await page.goto(`${w.origin}/withdraw/option`, { waitUntil: 'load' })
    await settle(page)
    await withdrawOption.fill(page, '1.000')
    await waitUnderstood(page, 'wd-amount', msg(pt, 'amount.understood', { amount: 'R$ 1.000,00' }))
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    t.equal(spaced(await testIdText(page, withdrawOption.ids.confirmAmount)), 'R$ 1.000,00', 'the confirmation states R$ 1.000,00')
    await withdrawOption.accept(page)
    const second = await waitForTestId(page, withdrawOption.ids.success)
    sent = await stack.journal('/api/user/v1/amt/withdraw')
    t.equal(sent.length, 2, 'two withdrawals reached the upstream')
    t.match(sent.at(-1)?.body, { amount: 100000, account_id: 'AC-BR-4001' }, 'the upstream got 100000 centavos: R$1.000, not R$1')
    t.not(firstId, /WD\d+/.exec(second)?.[0], 'two orders')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('bind Pix (Brazil): a random key pasted as banks show it and a CPF as printed; a CPF with a typo is refused', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-br-new', path: '/withdraw/bind/pix?region=BR', host: 'br.localhost' })
    const { page } = w
    await page.waitForSelector('#wd-f-card_type')
    await page.select('#wd-f-card_type', 'evp')
    await page.waitForSelector(bindForm.field('evp'))
    const uuid = '123E4567-E89B-42D3-A456-426614174000'
    t.equal((await inputAttributes(page, 'wd-f-evp')).maxLength, -1, 'no length limit cuts a 36-character key')
    await page.type(bindForm.field('evp'), uuid)
    await page.type('#wd-f-evp_confirm', uuid)
    t.equal(await page.$eval(bindForm.field('evp'), el => (el as HTMLInputElement).value), uuid, 'the whole key is in the box')
    await page.type(bindForm.field('cpf'), '390.533.447-04')
    await page.type(bindForm.field('name'), 'Ana Sant’Anna')
    await click(page, bindForm.submitButton)
    await seeFieldError(t, page, 'wd-f-cpf', msg(pt, 'error.typo', { field: msg(pt, 'field.cpf') }), 'a wrong check digit: the CPF has a typo')
    t.equal(await fieldError(page, 'evp'), null, 'the pasted UUID is a valid key')
    t.equal(await fieldError(page, 'evp_confirm'), null, 'and equal to itself')
    t.equal(await fieldError(page, 'name'), null, 'a name with an apostrophe is a name')
    t.same(await stack.journal('/api/user/v1/amt/withdraw/bind/universal/update'), [], 'nothing sent while the CPF has a typo')
    await screenshot(page, 'withdraw-bind-pix-cpf-typo')
    await checkA11y(page, t, 'bind pix cpf typo')

    await typeInto(page, bindForm.field('cpf'), '390.533.447-05')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/bind/universal/update')
    t.equal(sent.length, 1)
    t.match(sent[0]?.body, { type: 'pix', card_type: 'evp', evp: '123e4567e89b42d3a456426614174000', cpf: '39053344705', name: 'Ana Sant\'Anna' },
      'the key in its 32 characters, lower case; the CPF digits; the apostrophe as typed on a keyboard')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('bind bank (India): "Anthony D\'Souza" with a phone written +91 98765-43210', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in-new', path: '/withdraw/bind/bank' })
    const { page } = w
    await page.waitForSelector('#wd-f-bank_account')
    t.same(await inputAttributes(page, 'wd-f-phone'), { inputMode: 'tel', autoComplete: 'tel', maxLength: -1 }, 'a phone keyboard, and autofill offers the contact\'s number with +91')
    await page.type('#wd-f-bank_account', '50100987654321')
    await page.type('#wd-f-bank_account_confirm', '5010 0987 6543 21')
    await page.type(bindForm.field('name'), 'Anthony D\'Souza')
    await page.type('#wd-f-ifsc', 'sbin0004567')
    await page.type(bindForm.field('phone'), '+91 98765')
    await click(page, bindForm.submitButton)
    await seeFieldError(t, page, 'wd-f-phone', msg(en, 'error.invalid_example', { field: msg(en, 'field.phone'), example: '98765 43210' }), 'half a number: refused, with how a number is written')
    t.equal(await fieldError(page, 'name'), null, 'the apostrophe of D\'Souza is part of a name')
    t.equal(await fieldError(page, 'bank_account_confirm'), null, 'the account number typed in groups is the same number')
    await typeInto(page, bindForm.field('phone'), '+91 98765-43210')
    await page.type(bindForm.field('email'), 'anthony.dsouza@gmail.com')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/update_bank_account')
    t.equal(sent.length, 1)
    t.match(sent[0]?.body, { bank_account: '50100987654321', name: 'Anthony D\'Souza', ifsc: 'SBIN0004567', phone: '9876543210', email: 'anthony.dsouza@gmail.com' },
      'the name as written, the phone as the upstream takes an Indian number')
    t.same(w.consoleErrors, [], 'no console errors')
  })

  t.test('bind bKash (Bangladesh): a number written with +880', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-bd-new', path: '/withdraw/bind/bkash?region=BD', host: 'coin.localhost' })
    const { page } = w
    await page.waitForSelector('#wd-f-account_no')
    t.same(await inputAttributes(page, 'wd-f-account_no'), { inputMode: 'tel', autoComplete: 'tel', maxLength: -1 }, 'a phone keyboard and the contact\'s number offered')
    await page.type('#wd-f-account_no', '+880 1712-345678')
    await page.type('#wd-f-account_no_confirm', '01712-345678')
    await page.type(bindForm.field('name'), 'Md. Rahim')
    const sent = await submitBinding(page, stack, '/api/user/v1/amt/withdraw/bind/universal/update')
    t.equal(sent.length, 1)
    t.match(sent[0]?.body, { type: 'bkash', account_no: '01712345678', name: 'Md. Rahim' }, 'the number as the upstream takes it: trunk 0, no +880')
    t.same(w.consoleErrors, [], 'no console errors')
  })
})
