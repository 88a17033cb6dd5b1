// What a screen reader is told (issue 28), read from Chromium's accessibility tree (CDP
// Accessibility.getFullAXTree) in all five languages: on Withdraw, the field error (polite), the refused
// withdrawal (assertive), the success with its amount (polite); on Add Cash, the amount as understood and the
// refused amount (polite); names and roles of the controls; amounts always formatted, never minor units. Then
// contrast in the states axe-core does not see: pressed (:active forced through CDP CSS.forcePseudoState) and
// disabled, on the player's money screens and in the dealer centre.
import t from 'tap'
import type { Page } from 'puppeteer-core'
import type { Test } from 'tap'
import { e2eFile } from './support/fixture.js'
import { checkA11y, waitForTestId } from './support/page.js'
import { catalogue, msg } from './support/actions.js'
import { dialogClosed, dialogOpened, focusOn, fullAXTree, LANGS, press, seeLive, typeAt } from './support/keyboard.js'
import type { Region } from '../../shared/regions.js'
import { DOMAIN, DOMAIN_MESSAGE_KEY } from '../../shared/domain-codes.js'
import { withdrawOption } from './screens/withdraw.js'
import { rechargeAmount } from './screens/recharge.js'

/** ₹200 withdrawn by an Indian player, as the page shows it whatever language they read (India's digits). */
const WITHDRAWN = '₹200.00'

/** Where each language's player adds cash, an amount typed as they write it, and that amount as shown
 * (written out as a player reads it; Rp and R$ are followed by a no-break space). */
type AddCash = { token: string, host: string, region: Region, typed: string, minor: number, shown: string }
const ADD_CASH: Record<typeof LANGS[number], AddCash> = {
  en: { token: 'demo-in', host: 'localhost', region: 'IN', typed: '100000', minor: 10_000_000, shown: '₹1,00,000.00' },
  hi: { token: 'demo-in', host: 'localhost', region: 'IN', typed: '2500', minor: 250_000, shown: '₹2,500.00' },
  bn: { token: 'demo-bd', host: 'coin.localhost', region: 'BD', typed: '500', minor: 50_000, shown: '৫০০.০০৳' },
  id: { token: 'demo-id', host: 'id.localhost', region: 'ID', typed: '150000', minor: 15_000_000, shown: 'Rp\u00a0150.000' },
  pt: { token: 'demo-br', host: 'br.localhost', region: 'BR', typed: '10,50', minor: 1050, shown: 'R$\u00a010,50' }
}

/** Contrast below WCAG 1.4.3 of the visible controls matching `selector` (inside the open dialog when one is),
 * and how many were measured (an empty list from no control measured proves nothing). */
async function lowContrast (page: Page, selector: string, state: string): Promise<{ measured: number, bad: string[] }> {
  return page.evaluate((sel: string, label: string) => {
    type RGBA = [number, number, number, number]
    const parse = (c: string): RGBA => {
      const m = /rgba?\(([^)]+)\)/.exec(c)
      if (m === null) throw new Error(`a colour not understood: ${c}`)
      const [r = 0, g = 0, b = 0, a = 1] = (m[1] ?? '').split(/[\s,/]+/).filter(Boolean).map(Number)
      return [r, g, b, a]
    }
    const over = (top: RGBA, under: RGBA): RGBA => [0, 1, 2].map(i => (top[i] ?? 0) * top[3] + (under[i] ?? 0) * (1 - top[3])).concat(1) as RGBA
    const mix = (a: RGBA, b: RGBA, share: number): RGBA => over([a[0], a[1], a[2], share], b)
    const lum = (c: RGBA): number => {
      const f = (v: number): number => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4 }
      return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2])
    }
    const dialog = document.querySelector('dialog[open]')
    const bad: string[] = []
    let measured = 0
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el.getClientRects().length === 0 || (el.textContent ?? '').trim() === '') continue
      if (dialog !== null && !dialog.contains(el)) continue
      measured++
      const ancestors: HTMLElement[] = []
      for (let n = el.parentElement; n !== null; n = n.parentElement) ancestors.unshift(n)
      let behind: RGBA = [255, 255, 255, 1]
      let opacity = Number(getComputedStyle(el).opacity)
      for (const n of ancestors) {
        const s = getComputedStyle(n)
        behind = over(parse(s.backgroundColor), behind)
        opacity *= Number(s.opacity)
      }
      const style = getComputedStyle(el)
      const fill = over(parse(style.backgroundColor), behind)
      const text = over(parse(style.color), fill)
      // Opacity fades text and fill together into what is behind.
      const seenText = mix(text, behind, opacity)
      const seenFill = mix(fill, behind, opacity)
      const [hi, lo] = [lum(seenText), lum(seenFill)].sort((a, b) => b - a)
      const ratio = ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5)) bad.push(`${label} ${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}": ${ratio.toFixed(2)}:1`)
    }
    return { measured, bad }
  }, selector, state)
}

/** No control below 4.5:1 (3:1 large) in `state`, having measured at least one. */
async function contrastHolds (t: Test, page: Page, state: string, label: string): Promise<void> {
  const { measured, bad } = await lowContrast(page, CONTROLS, state)
  t.ok(measured > 0, `${label}: ${measured} ${state} controls measured`)
  t.same(bad, [], `${label}: ${state} controls keep 4.5:1`)
}

const CONTROLS = 'button, a.button, a.link-button, .chip, .package'

/** Contrast of the controls as they are, pressed (:active forced through CDP) and disabled. */
async function contrastInEveryState (t: Test, page: Page, label: string): Promise<void> {
  await contrastHolds(t, page, 'normal', label)
  const cdp = await page.createCDPSession()
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: CONTROLS })
    for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['active'] })
    await contrastHolds(t, page, 'pressed', `${label} (:active forced)`)
    for (const nodeId of nodeIds) await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [] })
  } finally {
    await cdp.detach()
  }
  // Disabled: each enabled control disabled for the measure, then given back as it was.
  const marked = await page.evaluate((sel: string) => {
    let n = 0
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el instanceof HTMLButtonElement && !el.disabled) { el.disabled = true; el.dataset.a11yDisabled = '1'; n++ }
      if (el instanceof HTMLAnchorElement && el.classList.contains('link-button') && !el.classList.contains('is-disabled')) { el.classList.add('is-disabled'); el.dataset.a11yDisabled = '1'; n++ }
    }
    return n
  }, CONTROLS)
  t.ok(marked > 0, `${label}: ${marked} controls measured disabled`)
  await contrastHolds(t, page, 'disabled', label)
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-a11y-disabled]'))) {
      if (el instanceof HTMLButtonElement) el.disabled = false
      else el.classList.remove('is-disabled')
      delete el.dataset.a11yDisabled
    }
  })
}

t.test('announcements in five languages, contrast in every state', async t => {
  const { stack, wallet } = await e2eFile(t)

  for (const lang of LANGS) {
    t.test(`${lang}: Withdraw announces the field error, the refusal and the success, amounts formatted`, async t => {
      await stack.reset()
      const cat = catalogue(lang)
      const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option', lang })
      const { page } = w
      await waitForTestId(page, withdrawOption.ids.withdrawable)
      const { nodes } = await fullAXTree(page)
      t.ok(nodes.some(n => n.role === 'textbox' && n.name === msg(cat, 'withdraw.amount')), 'the amount box: role textbox, named in the language')
      t.ok(nodes.some(n => n.role === 'button' && n.name === msg(cat, 'withdraw.submit')), 'the Withdraw button: role button, named in the language')

      await press(page, withdrawOption.submitButton)
      await seeLive(t, page, 'polite', msg(cat, 'withdraw.amount_required'), 'the field error')
      await checkA11y(page, t, `${lang}: withdraw error`)

      const amount = WITHDRAWN
      await typeAt(page, withdrawOption.amountInput, '200')
      await seeLive(t, page, 'polite', msg(cat, 'amount.understood', { amount }), 'the amount as understood')

      await stack.fault({ path: '/api/user/v1/amt/withdraw', token: 'demo-in', code: DOMAIN.INSUFFICIENT_BALANCE, times: 1 })
      await press(page, withdrawOption.submitButton)
      await dialogOpened(t, page, 'confirmation')
      t.equal((await waitForTestId(page, withdrawOption.ids.confirmAmount)).trim(), amount, `the confirmation shows ${amount}`)
      await press(page, withdrawOption.confirmButton)
      await dialogClosed(page)
      await seeLive(t, page, 'assertive', msg(cat, DOMAIN_MESSAGE_KEY[DOMAIN.INSUFFICIENT_BALANCE]), 'the refused withdrawal, at once')
      await focusOn(t, page, withdrawOption.submitButton, 'focus back on Withdraw after the refusal')
      await checkA11y(page, t, `${lang}: withdraw refused`)

      await page.keyboard.press('Enter')
      await dialogOpened(t, page, 'confirmation again')
      await press(page, withdrawOption.confirmButton)
      await waitForTestId(page, withdrawOption.ids.success)
      await seeLive(t, page, 'polite', `${msg(cat, 'withdraw.success_title')} ${amount}`, 'the success with its amount')
      const live = (await fullAXTree(page)).live.map(r => r.text).join(' | ')
      t.notMatch(live, /\b20000\b/, 'no amount in minor units is announced')
      await checkA11y(page, t, `${lang}: withdraw success`)
    })

    t.test(`${lang}: Add Cash announces the amount as understood and the refused amount`, async t => {
      await stack.reset()
      const cat = catalogue(lang)
      const place = ADD_CASH[lang]
      const w = await wallet(t, { token: place.token, host: place.host, path: '/recharge/amount', lang })
      const { page } = w
      await waitForTestId(page, 'packages')
      t.equal(await page.evaluate(() => document.documentElement.lang), lang, '<html lang> is the shown language')
      const { nodes } = await fullAXTree(page)
      t.ok(nodes.some(n => n.role === 'textbox' && n.name === msg(cat, 'recharge.amount_label')), 'the amount box is named in the language')
      t.ok(nodes.some(n => n.role === 'button' && n.name === msg(cat, 'recharge.continue')), 'Continue is named in the language')

      const amount = place.shown
      await typeAt(page, '#recharge-amount', place.typed)
      await seeLive(t, page, 'polite', msg(cat, 'amount.understood', { amount }), `${place.typed} is announced as ${amount}`)
      const live = (await fullAXTree(page)).live.map(r => r.text).join(' | ')
      t.notMatch(live, new RegExp(`\\b${place.minor}\\b`), 'never in minor units')

      await typeAt(page, '#recharge-amount', '1')
      await press(page, rechargeAmount.continueButton)
      const error = await page.waitForFunction(() => document.getElementById('recharge-amount-error')?.textContent ?? false, { timeout: 10000, polling: 50 })
      const text = await error.jsonValue() as string
      await seeLive(t, page, 'polite', text, 'the refused amount')
      t.match(text, /\p{Nd}/u, 'the rule names its amounts')
      await checkA11y(page, t, `${lang}: add cash refused amount`)
    })
  }

  t.test('contrast of controls pressed and disabled: Withdraw, its dialog, Add Cash, the dealer centre', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/withdraw/option' })
    const { page } = w
    await waitForTestId(page, withdrawOption.ids.withdrawable)
    await contrastInEveryState(t, page, 'withdraw')
    await typeAt(page, withdrawOption.amountInput, '200')
    await press(page, withdrawOption.submitButton)
    await dialogOpened(t, page, 'confirmation')
    await contrastInEveryState(t, page, 'withdraw confirmation')

    const cash = await wallet(t, { token: 'demo-in-new', path: '/recharge/amount' })
    await waitForTestId(cash.page, 'packages')
    await contrastInEveryState(t, cash.page, 'add cash')

    const dealer = await wallet(t, { token: 'demo-dealer-in', path: '/pay/out' })
    for (const path of ['/pay/out', '/pay/centeruser', '/pay/transcash']) {
      await dealer.page.goto(`${dealer.origin}${path}`, { waitUntil: 'load' })
      await dealer.page.waitForFunction(() => document.querySelector('.spinner, [aria-busy="true"]') === null && document.querySelector('.page button') !== null, { timeout: 15000, polling: 100 })
      await contrastInEveryState(t, dealer.page, `dealer ${path}`)
    }
  })
})
