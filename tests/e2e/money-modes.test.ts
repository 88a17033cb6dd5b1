// Region money modes in real Chromium through the real gateway and mock upstream (region file `money`):
// India in withdraw_only shows on My Balance and Add Cash, in English and Hindi, what is closed and why, while a
// withdrawal goes through; Bangladesh closed disables every money way with its reason; a page opened before an
// operator closes money learns it from its next call and updates without a reload.
import t from 'tap'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { projectRoot } from '../../shared/node/project-root.js'
import { e2eFile } from './support/fixture.js'
import { clientDir, pageText, rawLocaleKeys, screenshot, waitForTestId } from './support/page.js'
import { catalogue, click, msg } from './support/actions.js'
import { withdrawOption } from './screens/withdraw.js'
import { rechargeAmount } from './screens/recharge.js'
import { myBalance } from './screens/my-balance.js'

const en = catalogue('en')
const hi = catalogue('hi')
const bn = catalogue('bn')

const shipped = JSON.parse(readFileSync(join(projectRoot(), 'gateway', 'config', 'regions.json'), 'utf8')) as Record<string, unknown>
const withModes = (money: Record<string, string>): string => JSON.stringify({ ...shipped, money })

/** Waits until the element reads `expected` (innerText, spaces folded). */
async function waitText (page: Page, selector: string, expected: string): Promise<string> {
  try {
    await page.waitForFunction((sel: string, want: string) => (document.querySelector<HTMLElement>(sel)?.innerText ?? '').replace(/\s+/g, ' ').trim() === want, { timeout: 15000, polling: 50 }, selector, expected)
  } catch (err) {
    const seen = await page.$eval(selector, el => (el as HTMLElement).innerText).catch(() => '(absent)')
    throw new Error(`${selector}: expected ${JSON.stringify(expected)}, shown ${JSON.stringify(seen)}`, { cause: err })
  }
  return expected
}

/** How a way of My Balance stands: a link that leads on, or disabled pointing at its reason's id. */
async function way (page: Page, label: string): Promise<{ tag: string, disabled: string | null, why: string | null }> {
  return await page.evaluate((text: string) => {
    const el = [...document.querySelectorAll<HTMLElement>('.actions-row > a, .actions-row > span')].find(e => e.innerText.trim() === text)
    return el === undefined ? { tag: 'none', disabled: null, why: null } : { tag: el.tagName.toLowerCase(), disabled: el.getAttribute('aria-disabled'), why: el.getAttribute('aria-describedby') }
  }, label)
}

t.test('money modes', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built')
  const file = join(t.testdir({}), 'regions.json')
  writeFileSync(file, withModes({ IN: 'withdraw_only', BD: 'closed' }))
  const { stack, wallet } = await e2eFile(t, { env: { REGIONS_FILE: file } })

  t.test('India withdraw_only, English: My Balance and Add Cash say why adding cash is closed; a withdrawal goes through', async t => {
    await stack.reset()
    const w = await wallet(t, { bridge: { token: 'demo-in', language: 'en' } })
    const { page } = w
    const reason = msg(en, 'money_mode.withdraw_only')
    t.equal(await waitText(page, '[data-testid=money-mode-why]', reason), 'Adding cash, transfers and coin sales are closed in your region for now. You can still withdraw your balance and see your history.')
    t.same(await way(page, 'Add Cash'), { tag: 'span', disabled: 'true', why: 'money-mode-why' }, 'Add Cash is disabled, pointing at the reason')
    t.same(await way(page, msg(en, 'asset.transfer')), { tag: 'span', disabled: 'true', why: 'money-mode-why' }, 'transfer too')
    t.same(await way(page, msg(en, 'asset.withdraw')), { tag: 'a', disabled: null, why: null }, 'Withdraw still leads on')
    t.same(rawLocaleKeys(await pageText(page)), [])
    await screenshot(page, 'money-mode-balance-en')

    // Add Cash opened by its address all the same: the reason on the screen, Continue disabled.
    await page.goto(`${w.origin}/recharge/amount`)
    t.equal(await waitText(page, '[data-testid=money-mode-note]', reason), reason, 'the Add Cash screen says why')
    await page.waitForSelector(rechargeAmount.continueButton)
    t.same(await page.$eval(rechargeAmount.continueButton, el => [(el as HTMLButtonElement).disabled, el.getAttribute('aria-describedby')]), [true, 'money-closed-note'], 'Continue is disabled with the reason')
    await screenshot(page, 'money-mode-add-cash-en')
    t.same(await stack.journal('/api/user/v3/amt/recharge'), [], 'no recharge reached the upstream')

    // The withdrawal stays fully usable.
    await page.goto(`${w.origin}/withdraw/option`)
    await page.waitForSelector(withdrawOption.amountInput)
    await withdrawOption.fill(page, '200')
    await withdrawOption.submit(page)
    await page.waitForSelector('[role=dialog]', { visible: true })
    await withdrawOption.accept(page)
    await waitForTestId(page, withdrawOption.ids.success)
    t.equal((await stack.journal('/api/user/v1/amt/withdraw')).length, 1, 'the withdrawal reached the upstream')
  })

  t.test('India withdraw_only, Hindi: the same, in Hindi', async t => {
    await stack.reset()
    const w = await wallet(t, { bridge: { token: 'demo-in', language: 'hi' } })
    const { page } = w
    const reason = msg(hi, 'money_mode.withdraw_only')
    t.equal(await waitText(page, '[data-testid=money-mode-why]', reason), 'आपके क्षेत्र में अभी पैसे जोड़ना, ट्रांसफ़र और कॉइन की बिक्री बंद है। आप अब भी अपना बैलेंस निकाल सकते हैं और अपना इतिहास देख सकते हैं।')
    t.same(await way(page, msg(hi, 'asset.add_cash')), { tag: 'span', disabled: 'true', why: 'money-mode-why' }, 'Add Cash is disabled')
    t.same(await way(page, msg(hi, 'asset.withdraw')), { tag: 'a', disabled: null, why: null }, 'Withdraw leads on')
    await screenshot(page, 'money-mode-balance-hi')
    await page.goto(`${w.origin}/recharge/amount`)
    t.equal(await waitText(page, '[data-testid=money-mode-note]', reason), reason, 'the Add Cash screen says why, in Hindi')
    t.same(rawLocaleKeys(await pageText(page)), [])
    await screenshot(page, 'money-mode-add-cash-hi')
  })

  t.test('Bangladesh closed: every money way is disabled with the reason, in Bengali; the balance reads', async t => {
    await stack.reset()
    const w = await wallet(t, { host: 'coin.localhost', bridge: { token: 'demo-bd', language: 'bn' } })
    const { page } = w
    const reason = msg(bn, 'money_mode.closed')
    t.equal(await waitText(page, '[data-testid=money-mode-why]', reason), 'আপনার অঞ্চলে এখন টাকার সেবাগুলো বন্ধ আছে: টাকা যোগ করা, উত্তোলন, ট্রান্সফার ও কয়েন বিক্রি। আপনি এখনও আপনার ব্যালেন্স ও ইতিহাস দেখতে পারবেন।')
    await page.waitForSelector(myBalance.total)
    for (const key of ['asset.add_cash', 'asset.withdraw', 'asset.transfer', 'asset.buy_coins']) {
      t.same(await way(page, msg(bn, key)), { tag: 'span', disabled: 'true', why: 'money-mode-why' }, `${key} is disabled`)
    }
    await screenshot(page, 'money-mode-balance-bn')
    await page.goto(`${w.origin}/withdraw/option`)
    t.equal(await waitText(page, '[data-testid=money-mode-note]', reason), reason, 'the withdraw screen says why')
    t.equal(await page.$eval(withdrawOption.submitButton, el => (el as HTMLButtonElement).disabled), true, 'its submit is disabled')
    await screenshot(page, 'money-mode-withdraw-bn')
    t.same(await stack.journal('/api/user/v1/amt/withdraw'), [], 'no withdrawal reached the upstream')
  })

  t.test('a page opened while India was open learns withdraw_only from its next call, without a reload', async t => {
    writeFileSync(file, withModes({}))
    t.equal(stack.gateway.reloadRegions(), true)
    t.teardown(() => { writeFileSync(file, withModes({ IN: 'withdraw_only', BD: 'closed' })); stack.gateway.reloadRegions() })
    await stack.reset()
    const w = await wallet(t, { bridge: { token: 'demo-in', language: 'en' } })
    const { page } = w
    await page.waitForSelector(myBalance.total)
    t.same(await way(page, 'Add Cash'), { tag: 'a', disabled: null, why: null }, 'open: Add Cash leads on')
    await page.evaluate(() => { (window as unknown as { keptPage: boolean }).keptPage = true })

    // The operator closes money (what SIGHUP does), then the player goes on to Add Cash in the same page.
    writeFileSync(file, withModes({ IN: 'withdraw_only' }))
    t.equal(stack.gateway.reloadRegions(), true)
    await click(page, '.actions-row a.button')
    const reason = msg(en, 'money_mode.withdraw_only')
    t.equal(await waitText(page, '[data-testid=money-mode-note]', reason), reason, 'Add Cash learned the mode from its list\'s answer')
    await page.waitForSelector('[data-testid=amount-continue][disabled]')
    // Back on My Balance (the history, not a load): the ways it closes are disabled with the reason.
    await page.goBack()
    t.equal(await waitText(page, '[data-testid=money-mode-why]', reason), reason, 'My Balance says why')
    t.same(await way(page, 'Add Cash'), { tag: 'span', disabled: 'true', why: 'money-mode-why' }, 'Add Cash is disabled now')
    t.equal(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage), true, 'the same page, not reloaded')
  })
})
