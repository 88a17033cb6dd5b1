// Coin transfer in real Chromium, through the real gateway and the stateful mock upstream: a player's
// transfer in India (English, browser) and Bangladesh (Bengali digits typed, in the host app), the
// receiver looked up and shown before confirming, both sides' coins after; the four transfer messages,
// the upstream's own refusal tied to its field, a lost answer retried without paying twice; the record
// (filters, no data, load failed); the agency list with WhatsApp links and prices in the region's money.
import t from 'tap'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { HTTPRequest, Page } from 'puppeteer-core'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, E2E_UPSTREAM_TIMEOUT_MS, pageText, rawLocaleKeys, screenshot, seeText, settle, testIdText, waitForTestId, waitForText } from './support/page.js'
import { catalogue, click, expectedText, fieldError, msg, reportedEvents, seeFieldError, typeInto, waitFieldError } from './support/actions.js'
import { transfer } from './screens/transfer.js'

const en = catalogue('en')
const bn = catalogue('bn')

const TRANSFER = '/api/user/v1/amt/transfer'
const LOOKUP = '/api/user/v3/account/getotheruserinfo'
const RECORD = '/api/user/v1/amt/transfer/list'

// demo-in (Rahul Sharma) holds 5,200 coins; demo-in-new (Priya Nair) 1,000; demo-bd (Rakib Hasan) 3,100;
// demo-dealer-bd (Sabbir Ahmed) 120,000 coins available (fixtures/users).
const RAHUL = '20481736'
const PRIYA = '20593318'
const RAKIB = '41826690'
const SABBIR = '71440263'

const bnNumber = (n: number): string => new Intl.NumberFormat('bn-BD').format(n)
const bnDigits = (s: string): string => s.replace(/\d/g, d => String.fromCharCode(0x09e6 + Number(d)))

/** A 1x1 PNG: the fixtures' pictures live on https://cdn.mock.local, which does not resolve here. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Answers the fixture CDN with a picture, so pictures render and a missing host is not a console error. */
async function fakeCdn (page: Page): Promise<void> {
  await page.setRequestInterception(true)
  page.on('request', (req: HTTPRequest) => {
    if (req.isInterceptResolutionHandled()) return
    if (new URL(req.url()).hostname === 'cdn.mock.local') void req.respond({ status: 200, contentType: 'image/png', body: PNG })
    else void req.continue()
  })
}

/** Waits until `[data-testid=<id>]` reads `expected`; returns it as seen then. */
async function waitTestIdText (page: Page, testId: string, expected: string): Promise<string> {
  try {
    const seen = await page.waitForFunction((id: string, want: string) => { const text = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim(); return text === want && text },
      { timeout: 10000, polling: 50 }, testId, expectedText(expected))
    return await seen.jsonValue() as string
  } catch (err) {
    throw new Error(`[data-testid=${testId}]: expected ${JSON.stringify(expected)}, shown: ${JSON.stringify(await testIdText(page, testId))}`, { cause: err })
  }
}

async function dialogText (page: Page): Promise<string> {
  await page.waitForSelector('[role=dialog]', { visible: true })
  return page.$eval('[role=dialog]', el => (el as HTMLElement).innerText)
}

/** The rows of the transfer record, top first: type, who, amount, balance after. */
async function recordRows (page: Page): Promise<Array<{ id: string, type: string, who: string, amount: string, balance: string }>> {
  // The record or its answered state (empty, failed), never the loading one, which shows before the rows.
  await page.waitForSelector('[data-testid=tf-record], .state:not([aria-busy="true"])', { visible: true })
  return page.$$eval('.tf-row', rows => rows.map(r => ({
    id: r.getAttribute('data-testid') ?? '',
    type: r.querySelector('[data-testid=tf-row-type]')?.textContent ?? '',
    who: r.querySelector('[data-testid=tf-row-who]')?.textContent ?? '',
    amount: r.querySelector('[data-testid=tf-row-amount]')?.textContent?.trim() ?? '',
    balance: r.querySelector('[data-testid=tf-row-balance]')?.textContent ?? ''
  })))
}

t.test('transfer', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)

  t.test('India, English: every message, then 1,000 coins to Priya Nair; both balances and the record follow', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/agent-transfer/user-transfer' })
    const { page } = w
    await fakeCdn(page)

    t.equal(await page.$eval('h1', h => h.textContent), msg(en, 'transfer.title'), 'the screen\'s heading')
    t.equal(await testIdText(page, transfer.ids.coins), '5,200 coins', 'the player\'s coins (assetInfo coins)')
    t.match(await pageText(page), msg(en, 'transfer.your_coins'), 'labelled as the player\'s own coins')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await screenshot(page, 'transfer-user-in')
    await checkA11y(page, t, 'user transfer')

    // Nothing typed: both fields say what they need, the first is focused.
    await transfer.submit(page)
    await waitFieldError(page, 'tf-user-id', msg(en, 'transfer.user_id_required'))
    await waitFieldError(page, 'tf-amount', msg(en, 'transfer.amount_required'))
    t.equal(await page.evaluate(() => document.activeElement?.id), 'tf-user-id', 'the user ID field is focused with its error')
    await typeInto(page, transfer.userIdInput, '2048')
    await seeFieldError(t, page, 'tf-user-id', msg(en, 'error.invalid_example', { field: msg(en, 'field.user_id'), example: '12345678' }), 'a short id: a user ID is 8 digits, shown by an example')

    // The player's own id: refused before any call.
    await typeInto(page, transfer.userIdInput, RAHUL)
    await seeFieldError(t, page, 'tf-user-id', msg(en, 'upstream.transfer_self'), 'own id: Cannot transfer money for yourself')
    await new Promise(resolve => setTimeout(resolve, 500))
    t.same((await stack.journal(LOOKUP)).length, 0, 'the own id is not even looked up')

    // An id nobody has.
    await typeInto(page, transfer.userIdInput, '99999999')
    await seeFieldError(t, page, 'tf-user-id', msg(en, 'upstream.user_not_found'), 'unknown id: User ID does not exist')
    t.match((await stack.journal(LOOKUP)).at(-1)?.body, { user_id_list: ['99999999'] }, 'looked up with getotheruserinfo')
    await screenshot(page, 'transfer-user-unknown-id')

    // Priya Nair, shown with her name before anything is confirmed.
    await typeInto(page, transfer.userIdInput, PRIYA)
    await waitTestIdText(page, 'tf-recipient-name', 'Priya Nair')
    t.equal(await fieldError(page, 'tf-user-id'), null, 'a known id: no error')
    t.match(await testIdText(page, 'tf-recipient'), PRIYA, 'the card shows her id')
    t.ok(await page.$('[data-testid=tf-recipient] img.tf-avatar'), 'and her picture')

    // The amount rules.
    await transfer.fill(page, '50')
    await transfer.submit(page)
    await seeFieldError(t, page, 'tf-amount', msg(en, 'upstream.transfer_minimum'), '50 coins: The minimum transfer amount is 100')
    t.equal(await page.evaluate(() => document.activeElement?.id), 'tf-amount', 'the amount field is focused')
    await transfer.fill(page, '6000')
    await seeFieldError(t, page, 'tf-amount', msg(en, 'upstream.transfer_exceeds_assets'), '6,000 of 5,200 coins: Transfer amount exceeds your assets')
    await transfer.fill(page, '150.5')
    await waitFieldError(page, 'tf-amount', msg(en, 'error.amount_format', { field: msg(en, 'field.coins'), example: '1,50,000' }))
    t.equal(await page.$('[role=dialog]'), null, 'no confirmation for an invalid amount')
    await screenshot(page, 'transfer-user-amount-error')
    t.same((await stack.journal(TRANSFER)).length, 0, 'nothing was sent')

    // The upstream enforces the rules too: its refusal is the amount's message, nothing moves.
    await stack.fault({ path: TRANSFER, code: 10042, times: 1 })
    await transfer.fill(page, '1000')
    await transfer.submit(page)
    await dialogText(page)
    await transfer.accept(page)
    await seeFieldError(t, page, 'tf-amount', msg(en, 'upstream.transfer_exceeds_assets'), 'the upstream\'s 10042 is shown under the amount')
    t.equal(await testIdText(page, transfer.ids.coins), '5,200 coins', 'the coins are unchanged')

    // The real one: 1,000 coins to Priya.
    await transfer.submit(page)
    const dialog = await dialogText(page)
    t.match(dialog, 'Priya Nair', 'the confirmation names the receiver')
    t.match(dialog, PRIYA, 'with her id')
    t.match(dialog, '1,000 coins', 'the coins')
    t.match(dialog, '4,200 coins', 'and what is left after')
    t.match(dialog, msg(en, 'transfer.confirm_tip'), 'a transfer cannot be cancelled once started')
    t.equal(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null), true, 'focus is in the dialog')
    await screenshot(page, 'transfer-user-confirm')
    await checkA11y(page, t, 'transfer confirmation')
    await transfer.accept(page)
    await waitForTestId(page, 'tf-success')
    t.equal(await testIdText(page, transfer.ids.coinsLeft), '4,200 coins', 'the success screen: coins left')
    t.equal(await testIdText(page, 'tf-success-amount'), '1,000 coins')
    t.match(await testIdText(page, 'tf-success'), 'Priya Nair')
    t.equal(await waitTestIdText(page, 'tf-coins', '4,200 coins'), '4,200 coins', 'the coins shown are lowered by 1,000')
    t.equal(await page.evaluate(() => document.activeElement?.id), 'tf-success-title', 'focus moves to the success heading')
    await screenshot(page, 'transfer-user-success')
    await checkA11y(page, t, 'transfer success')

    const sent = await stack.journal(TRANSFER)
    t.equal(sent.length, 2, 'two transfers reached the upstream (the refused one and this one)')
    t.match(sent[1]?.body, { user_id: PRIYA, amount: 1000 }, 'the receiver and whole coins')
    t.ok(sent[0]?.headers['idempotency-key'], 'with an Idempotency-Key')
    t.ok(sent[1]?.headers['idempotency-key'], 'with an Idempotency-Key')
    t.not(sent[0]?.headers['idempotency-key'], sent[1]?.headers['idempotency-key'], 'a refused (settled) attempt never lends its key to the next')

    // The record shows it first.
    await click(page, '[data-testid=tf-success] a[href="/agent-transfer/transfers-record"]')
    await page.waitForSelector('[data-testid=tf-record]')
    const rows = await recordRows(page)
    t.match(rows[0], { type: msg(en, 'transfer.type.deduct'), who: msg(en, 'transfer.to_user', { name: 'Priya Nair', id: PRIYA }), amount: '−1,000', balance: msg(en, 'transfer.balance_after', { coins: '4,200' }) }, 'the new transfer is the first row')
    t.equal(rows.length, 4, 'then the three of the fixture')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await screenshot(page, 'transfer-record-in')
    await checkA11y(page, t, 'transfer record')

    // Filter: transfers in only.
    await click(page, '[data-testid=tf-filter-transfer_in]')
    await page.waitForFunction(() => document.querySelectorAll('.tf-row').length === 1, { timeout: 10000 })
    const ins = await recordRows(page)
    t.match(ins, [{ type: msg(en, 'transfer.type.transfer_in'), who: msg(en, 'transfer.from_user', { name: 'Vikram Coins', id: '70315528' }), amount: '+2,000' }], 'Transfer in: the coins bought from Vikram')
    t.match((await stack.journal(RECORD)).at(-1)?.body, { type: 'transfer_in', page: 1 }, 'the filter is the call\'s type')
    t.equal(await page.$eval('[data-testid=tf-filter-transfer_in]', b => b.getAttribute('aria-pressed')), 'true', 'the chip says it is on')
    await click(page, '[data-testid=tf-filter-withdraw_pay]')
    await seeText(t, page, msg(en, 'common.no_data'), 'Withdraw pay: No data')
    t.same(w.consoleErrors, [], 'no console errors')

    // The receiver's side: Priya has 2,000 coins and the transfer in her record.
    const p = await wallet(t, { token: 'demo-in-new', path: '/agent-transfer/user-transfer' })
    t.equal(await testIdText(p.page, transfer.ids.coins), '2,000 coins', 'Priya\'s coins went up from 1,000 to 2,000')
    await p.page.goto(`${p.origin}/agent-transfer/transfers-record`, { waitUntil: 'load' })
    await settle(p.page)
    t.match((await recordRows(p.page))[0], { type: msg(en, 'transfer.type.transfer_in'), who: msg(en, 'transfer.from_user', { name: 'Rahul Sharma', id: RAHUL }), amount: '+1,000', balance: msg(en, 'transfer.balance_after', { coins: '2,000' }) }, 'her record: from Rahul Sharma')

    const wanted = ['viewed', 'lookup', 'submitted', 'confirm_opened', 'confirmed', 'failure', 'success', 'record_viewed']
    const names = await reportedEvents(stack, 'transfer', wanted)
    for (const n of wanted) t.ok(names.includes(n), `analytics: transfer ${n} reported`)
  })

  t.test('Bangladesh, Bengali, in the host app: Bengali digits typed, 500 coins to Sabbir', async t => {
    await stack.reset()
    const w = await wallet(t, { host: 'coin.localhost', path: '/agent-transfer/user-transfer', bridge: { token: 'demo-bd', userId: RAKIB, language: 'bn' } })
    const { page } = w
    await fakeCdn(page)
    const coins = (n: number): string => msg(bn, 'transfer.coins_n', { coins: bnNumber(n) })

    t.equal(await page.$eval('h1', h => h.textContent), msg(bn, 'transfer.title'), 'the heading in Bengali')
    t.equal(await testIdText(page, transfer.ids.coins), coins(3100), 'the coins in Bengali digits: ৩,১০০')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')

    // Own id in Bengali digits, then the amount rules, in Bengali.
    await typeInto(page, transfer.userIdInput, bnDigits(RAKIB))
    await seeFieldError(t, page, 'tf-user-id', msg(bn, 'upstream.transfer_self'), 'own id typed in Bengali digits: refused')
    await typeInto(page, transfer.userIdInput, bnDigits('12345678'))
    await seeFieldError(t, page, 'tf-user-id', msg(bn, 'upstream.user_not_found'), 'an unknown id: not found')
    await typeInto(page, transfer.userIdInput, bnDigits(SABBIR))
    t.equal(await waitTestIdText(page, 'tf-recipient-name', 'Sabbir Ahmed'), 'Sabbir Ahmed', 'Sabbir Ahmed is shown before confirming')
    await transfer.fill(page, bnDigits('99'))
    await transfer.submit(page)
    await waitFieldError(page, 'tf-amount', msg(bn, 'upstream.transfer_minimum'))
    await transfer.fill(page, bnDigits('4000'))
    await seeFieldError(t, page, 'tf-amount', msg(bn, 'upstream.transfer_exceeds_assets'), 'below 100 and above the coins: their Bengali messages')
    await screenshot(page, 'transfer-user-bd-error')

    await transfer.fill(page, bnDigits('500'))
    await transfer.submit(page)
    const dialog = await dialogText(page)
    t.match(dialog, 'Sabbir Ahmed')
    t.match(dialog, coins(500), '৫০০ কয়েন')
    t.match(dialog, msg(bn, 'transfer.confirm_tip'), 'the tip in Bengali')
    await screenshot(page, 'transfer-user-bd-confirm')
    await checkA11y(page, t, 'transfer confirmation (bn)')
    await transfer.accept(page)
    await waitForTestId(page, 'tf-success')
    t.equal(await testIdText(page, transfer.ids.coinsLeft), coins(2600), 'coins left: ২,৬০০')
    await waitTestIdText(page, 'tf-coins', coins(2600))
    await screenshot(page, 'transfer-user-bd-success')
    await checkA11y(page, t, 'transfer success (bn)')
    const sent = await stack.journal(TRANSFER)
    t.equal(sent.length, 1, 'one transfer')
    t.match(sent[0]?.body, { user_id: SABBIR, amount: 500 }, 'Bengali digits were sent as ASCII digits and whole coins')
    t.ok(sent[0]?.headers['idempotency-key'], 'with an Idempotency-Key')
    t.equal(sent[0]?.headers['accept-language'], 'bn', 'in Bengali')

    await click(page, '[data-testid=tf-success] a[href="/agent-transfer/transfers-record"]')
    await page.waitForSelector('[data-testid=tf-record]')
    t.match((await recordRows(page))[0], { type: msg(bn, 'transfer.type.deduct'), amount: `\u2212${bnNumber(500)}` }, 'the record shows it first')
    await screenshot(page, 'transfer-record-bd')
    await checkA11y(page, t, 'transfer record (bn)')
    t.same(w.consoleErrors, [], 'no console errors')

    // The receiver is a dealer: his coins available went up by 500.
    const d = await wallet(t, { host: 'coin.localhost', token: 'demo-dealer-bd', lang: 'bn', path: '/agent-transfer/user-transfer' })
    t.equal(await testIdText(d.page, transfer.ids.coins), coins(120500), 'Sabbir\'s coins: 1,20,000 + 500')
    t.match(await pageText(d.page), msg(bn, 'transfer.coins_available'), 'a dealer sends from his coins available')
    await screenshot(d.page, 'transfer-user-dealer-bd')
  })

  t.test('a lost answer: the same transfer sent again is answered once, never paid twice', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: `/agent-transfer/user-transfer?user_id=${PRIYA}` })
    const { page } = w
    t.equal(await page.$eval(transfer.userIdInput, el => (el as HTMLInputElement).value), PRIYA, '?user_id= fills the receiver')
    t.equal(await waitTestIdText(page, 'tf-recipient-name', 'Priya Nair'), 'Priya Nair', 'and looks them up at once')

    // The upstream moves the coins but answers after the gateway gave up: a timeout.
    await stack.fault({ path: TRANSFER, delay_ms: E2E_UPSTREAM_TIMEOUT_MS + 1000, times: 1 })
    await transfer.fill(page, '700')
    await transfer.submit(page)
    await dialogText(page)
    await transfer.accept(page)
    t.match(await waitForTestId(page, 'tf-uncertain', E2E_UPSTREAM_TIMEOUT_MS + 10000), msg(en, 'transfer.uncertain'), 'the player is told the outcome is unknown, with the record at hand')
    t.ok(await page.$('[data-testid=tf-uncertain] a[href="/agent-transfer/transfers-record"]'), 'a link to the record')
    await screenshot(page, 'transfer-user-uncertain')
    await new Promise(resolve => setTimeout(resolve, 2000))

    // Sent again: the upstream replays its first answer.
    await transfer.submit(page)
    await dialogText(page)
    await transfer.accept(page)
    await waitForTestId(page, 'tf-success')
    t.equal(await testIdText(page, transfer.ids.coinsLeft), '4,500 coins', '5,200 − 700, once')
    const sent = await stack.journal(TRANSFER)
    t.equal(sent.length, 2, 'two requests')
    t.equal(sent[0]?.headers['idempotency-key'], sent[1]?.headers['idempotency-key'], 'with the same Idempotency-Key')
    const p = await wallet(t, { token: 'demo-in-new', path: '/agent-transfer/user-transfer' })
    t.equal(await testIdText(p.page, transfer.ids.coins), '1,700 coins', 'Priya received 700 coins once')
  })

  t.test('the record: a failed load offers a retry; no transfers is No data', async t => {
    await stack.reset()
    await stack.fault({ path: RECORD, http_status: 500, times: 1 })
    const w = await wallet(t, { token: 'demo-in', path: '/agent-transfer/transfers-record' })
    await waitForText(w.page, msg(en, 'common.load_failed'))
    await screenshot(w.page, 'transfer-record-failed')
    await click(w.page, `.state[role=alert] button::-p-text(${msg(en, 'common.retry')})`)
    t.ok(await w.page.waitForSelector('[data-testid=tf-row-TF20480003]'), 'retry loads the record')

    const br = await wallet(t, { host: 'br.localhost', token: 'demo-br', lang: 'pt', path: '/agent-transfer/transfers-record' })
    await seeText(t, br.page, msg(catalogue('pt'), 'common.no_data'), 'demo-br has no transfers: No data, in Portuguese')
    await checkA11y(br.page, t, 'empty transfer record')
  })

  t.test('the agency list: WhatsApp links with the player\'s id, prices in the region\'s money', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/agent-transfer/user-transfer' })
    const { page } = w
    await fakeCdn(page)
    await click(page, 'a[href="/agent-transfer/add-agent-cash"]')
    await page.waitForSelector('[data-testid=tf-agents]')
    t.equal(await page.$eval('h1', h => h.textContent), msg(en, 'transfer.agency_title'))
    t.equal(await testIdText(page, 'tf-my-id'), RAHUL, 'the player\'s own user id, to give the agent')
    t.match(await testIdText(page, 'tf-how'), msg(en, 'transfer.how_3', { user_id: RAHUL }), 'how it works: the agent transfers the coins to this id')

    const agents = await page.$$eval('.tf-agent', els => els.map(el => el.getAttribute('data-testid')))
    t.same(agents, ['tf-agent-70315528', 'tf-agent-AG-IN-01', 'tf-agent-AG-IN-02', 'tf-agent-AG-IN-03'], 'the listed dealer first, then the agencies')
    const row = '[data-testid=tf-agent-AG-IN-01]'
    t.match(await testIdText(page, 'tf-agent-AG-IN-01'), 'Sharma Coins')
    t.equal(await page.$eval(`${row} [data-testid=tf-agent-price]`, el => el.textContent), msg(en, 'transfer.agent_price', { price: '₹95.00', coins: '100' }), 'the price per 100 coins in rupees')
    t.match(await testIdText(page, 'tf-agent-AG-IN-01'), msg(en, 'transfer.agent_coins', { coins: '25,00,000' }), 'coins available, lakh grouping')
    const link = await page.$eval(`${row} a[data-testid=tf-agent-whatsapp]`, a => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), label: a.getAttribute('aria-label'), text: a.textContent }))
    t.equal(link.href, `https://wa.me/919812345670?text=${encodeURIComponent(msg(en, 'transfer.whatsapp_message', { user_id: RAHUL }))}`, 'wa.me with the digits and the prefilled message naming the player\'s id')
    t.equal(link.target, '_blank', 'opened outside the wallet')
    t.match(link.rel, 'noopener', 'without handing over the window')
    t.equal(link.label, msg(en, 'transfer.whatsapp_of', { name: 'Sharma Coins' }), 'an accessible name naming the agent')
    t.ok(link.label?.includes(link.text ?? '—'), 'which contains the visible text')
    t.ok(await page.$(`${row} img.tf-avatar`), 'the agent\'s picture')
    t.same(rawLocaleKeys(await pageText(page)), [], 'no untranslated keys')
    await screenshot(page, 'transfer-agency-in')
    await checkA11y(page, t, 'agency list')
    t.same(w.consoleErrors, [], 'no console errors')

    // Bangladesh: taka, Bengali digits.
    const b = await wallet(t, { host: 'coin.localhost', token: 'demo-bd', lang: 'bn', path: '/agent-transfer/transfers-record' })
    await fakeCdn(b.page)
    await click(b.page, 'a[href="/agent-transfer/user-transfer"]')
    await click(b.page, 'a[href="/agent-transfer/add-agent-cash"]')
    await b.page.waitForSelector('[data-testid=tf-agents]')
    const bdAgents = await b.page.$$eval('.tf-agent', els => els.map(el => el.getAttribute('data-testid')))
    t.same(bdAgents, ['tf-agent-71440263', 'tf-agent-AG-BD-01', 'tf-agent-AG-BD-02'], 'the region\'s agents only')
    const taka = '৯০.০০৳'
    t.equal(await b.page.$eval('[data-testid=tf-agent-AG-BD-01] [data-testid=tf-agent-price]', el => el.textContent), msg(bn, 'transfer.agent_price', { price: taka, coins: bnNumber(100) }), 'Dhaka Coin House: ৳ per ১০০ coins')
    t.equal(await b.page.$eval('[data-testid=tf-agent-AG-BD-01] a', a => a.getAttribute('href')),
      `https://wa.me/8801712000111?text=${encodeURIComponent(msg(bn, 'transfer.whatsapp_message', { user_id: RAKIB }))}`, 'the message in Bengali with the player\'s id')
    await screenshot(b.page, 'transfer-agency-bd')
    await checkA11y(b.page, t, 'agency list (bn)')
    t.same(b.consoleErrors, [], 'no console errors')

    const wanted = ['agency_viewed']
    const names = await reportedEvents(stack, 'transfer', wanted)
    t.ok(names.includes('agency_viewed'), 'analytics: the agency list view reported')
  })
})
