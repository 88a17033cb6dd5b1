// The keyboard, focus and accessibility-tree steps of the accessibility journeys (issue 28), one copy for
// every a11y*.test.ts: Tab to a control and press it, watch a dialog open and close and where focus lands,
// read live regions and names from Chromium's accessibility tree (CDP Accessibility.getFullAXTree), measure
// what overflows and compute contrast in forced states (axe-core's check is page.ts checkA11y).
import type { Page, SerializedAXNode } from 'puppeteer-core'
import type { Test } from 'tap'

export const LANGS = ['en', 'hi', 'bn', 'id', 'pt'] as const

export interface Focus { id: string, testId: string, tag: string, text: string, inDialog: boolean, dialogOpen: boolean, onBody: boolean }

/** Where focus is now. */
export async function focus (page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement
    const dialog = document.querySelector('dialog[open]')
    return {
      id: el?.id ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 60),
      inDialog: dialog !== null && dialog.contains(el),
      dialogOpen: dialog !== null,
      onBody: el === null || el === document.body
    }
  })
}

/** Whether the focused element matches `selector`. */
export async function focused (page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s: string) => document.activeElement?.matches(s) ?? false, selector)
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; throws after `max` presses. */
export async function tabTo (page: Page, selector: string, shift = false, max = 60): Promise<void> {
  await page.waitForSelector(selector, { visible: true }) // drawn first: Tab on a half-drawn screen walks past it
  for (let i = 0; i < max; i++) {
    if (await focused(page, selector)) return
    if (shift) await page.keyboard.down('Shift')
    await page.keyboard.press('Tab')
    if (shift) await page.keyboard.up('Shift')
  }
  throw new Error(`${selector} was not reached with ${shift ? 'Shift+' : ''}Tab in ${max} presses (focus: ${JSON.stringify(await focus(page))})`)
}

/** Tabs to `selector` and presses `key` (Enter by default, or Space) on it. */
export async function press (page: Page, selector: string, key: 'Enter' | 'Space' = 'Enter', shift = false): Promise<void> {
  await tabTo(page, selector, shift)
  await page.keyboard.press(key)
}

/** Tabs to a text box and types `text` in place of what it held (Ctrl+A, then typing). */
export async function typeAt (page: Page, selector: string, text: string, shift = false): Promise<void> {
  await tabTo(page, selector, shift)
  await page.keyboard.down('Control')
  await page.keyboard.press('KeyA')
  await page.keyboard.up('Control')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** Waits for a modal dialog to be open and asserts focus went into it. */
export async function dialogOpened (t: Test, page: Page, label: string): Promise<void> {
  await page.waitForSelector('dialog[open]', { visible: true })
  await page.waitForFunction(() => document.querySelector('dialog[open]')?.contains(document.activeElement) === true, { timeout: 10000, polling: 50 })
  t.ok((await focus(page)).inDialog, `${label}: focus moves into the dialog`)
}

/** Waits until no dialog is open. */
export async function dialogClosed (page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('dialog') === null, { timeout: 10000, polling: 50 })
}

/** Asserts focus is on the element matching `selector` (waiting a moment for it to land there). */
export async function focusOn (t: Test, page: Page, selector: string, label: string): Promise<void> {
  await page.waitForFunction((s: string) => document.activeElement?.matches(s) ?? false, { timeout: 10000, polling: 50 }, selector).catch(() => {})
  const on = await focused(page, selector)
  t.ok(on, `${label} (focus: ${on ? selector : JSON.stringify(await focus(page))})`)
}

/** Presses Escape in the open dialog, waits for it to close and asserts focus went back to `opener`. */
export async function escapeTo (t: Test, page: Page, opener: string, label: string): Promise<void> {
  await page.keyboard.press('Escape')
  await dialogClosed(page)
  await focusOn(t, page, opener, `${label}: Escape closes the dialog and focus returns to its opener`)
}

/** Tab and Shift+Tab, `n` presses each, never leave the open dialog. */
export async function staysInDialog (t: Test, page: Page, label: string, n = 6): Promise<void> {
  const outside: Focus[] = []
  for (const shift of [false, true]) {
    if (shift) await page.keyboard.down('Shift')
    for (let i = 0; i < n; i++) {
      await page.keyboard.press('Tab')
      const f = await focus(page)
      if (!f.inDialog) outside.push(f)
    }
    if (shift) await page.keyboard.up('Shift')
  }
  t.same(outside, [], `${label}: Tab and Shift+Tab never leave the open dialog`)
}

/** Waits until focus, after a dialog's action removed its opener, has landed somewhere; asserts it is not <body>. */
export async function focusNotLost (t: Test, page: Page, expected: string, label: string): Promise<void> {
  await page.waitForFunction((s: string) => document.activeElement?.matches(s) ?? false, { timeout: 10000, polling: 50 }, expected).catch(() => {})
  const f = await focus(page)
  t.notOk(f.onBody, `${label}: focus is not lost to <body>`)
  t.ok(await focused(page, expected), `${label}: focus is on ${expected} (focus: ${JSON.stringify(f)})`)
}

export function findNode (node: SerializedAXNode | null, match: (n: SerializedAXNode) => boolean): SerializedAXNode | undefined {
  if (node === null) return undefined
  if (match(node)) return node
  for (const child of node.children ?? []) {
    const found = findNode(child, match)
    if (found !== undefined) return found
  }
  return undefined
}

/** The dialog in the accessibility tree: its role and its name. */
export async function dialogNode (page: Page): Promise<SerializedAXNode | undefined> {
  return findNode(await page.accessibility.snapshot(), n => n.role === 'dialog')
}

interface AXValue { type: string, value?: unknown }
interface AXNode { nodeId: string, ignored: boolean, role?: AXValue, name?: AXValue, properties?: Array<{ name: string, value: AXValue }>, parentId?: string, childIds?: string[] }

/** A node of Chromium's full accessibility tree, as a screen reader is given it. */
export interface AxEntry { role: string, name: string, live: string }

/** A live region of the page as Chromium exposes it: politeness, role and the text it holds. */
export interface LiveRegion { live: 'polite' | 'assertive', role: string, text: string }

/** Chromium's whole accessibility tree (CDP Accessibility.getFullAXTree): every node not ignored, with role, name and live property. */
export async function fullAXTree (page: Page): Promise<{ nodes: AxEntry[], live: LiveRegion[] }> {
  const cdp = await page.createCDPSession()
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: AXNode[] }
    const byId = new Map(nodes.map(n => [n.nodeId, n]))
    // CDP's values are strings for the properties read here; anything else reads as ''.
    const str = (v: AXValue | undefined): string => typeof v?.value === 'string' ? v.value : ''
    const liveOf = (n: AXNode | undefined): string => str(n?.properties?.find(p => p.name === 'live')?.value)
    const text = (n: AXNode): string => {
      if (n.ignored) return ''
      if (str(n.role) === 'StaticText') return str(n.name)
      return (n.childIds ?? []).map(id => { const c = byId.get(id); return c === undefined ? '' : text(c) }).filter(s => s !== '').join(' ')
    }
    const live: LiveRegion[] = []
    for (const n of nodes) {
      const politeness = liveOf(n)
      if (n.ignored || (politeness !== 'polite' && politeness !== 'assertive')) continue
      // The region's root only: its descendants carry the same property.
      if (liveOf(n.parentId === undefined ? undefined : byId.get(n.parentId)) === politeness) continue
      live.push({ live: politeness, role: str(n.role), text: spaced(text(n)) })
    }
    const entries = nodes.filter(n => !n.ignored).map(n => ({ role: str(n.role), name: str(n.name), live: liveOf(n) }))
    return { nodes: entries, live }
  } finally {
    await cdp.detach()
  }
}

/** Whitespace as one plain space: Intl puts no-break spaces in amounts ("Rp\u00a0150.000"), and Node's ICU and Chromium's may differ. */
export function spaced (text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Waits until a live region of that politeness holds `text` (the accessibility tree, not the DOM); returns the regions seen last. */
export async function waitLive (page: Page, live: 'polite' | 'assertive', expected: string, timeoutMs = 10000): Promise<LiveRegion[]> {
  if (expected.trim() === '') throw new Error('an empty live text was expected: that check could never fail')
  const text = spaced(expected)
  const deadline = Date.now() + timeoutMs
  let regions = (await fullAXTree(page)).live
  while (!regions.some(r => r.live === live && r.text.includes(text)) && Date.now() < deadline) {
    await new Promise(resolve => setTimeout(resolve, 100))
    regions = (await fullAXTree(page)).live
  }
  return regions
}

/** Asserts a live region of that politeness holds `text`. */
export async function seeLive (t: Test, page: Page, live: 'polite' | 'assertive', expected: string, label: string): Promise<void> {
  const regions = await waitLive(page, live, expected)
  const text = spaced(expected)
  t.ok(regions.some(r => r.live === live && r.text.includes(text)), `${label}: a ${live} live region reads ${JSON.stringify(text)} (regions: ${JSON.stringify(regions.filter(r => r.text !== ''))})`)
}

/** What overflows: the page's scroll width over the viewport, and text cut by a box that hides its overflow. */
export async function overflow (page: Page): Promise<{ scrollWidth: number, innerWidth: number, clipped: string[], wide: string[] }> {
  return page.evaluate(() => {
    const clipped: string[] = []
    // The innermost elements reaching past the viewport's right edge: what makes the page scroll sideways.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter(el => el.getBoundingClientRect().right > window.innerWidth + 1 && !Array.from(el.children).some(c => c.getBoundingClientRect().right > window.innerWidth + 1))
      .map(el => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').trim().slice(0, 30)}`).slice(0, 5)
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el)
      const hides = (v: string) => v === 'hidden' || v === 'clip'
      if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== 'ellipsis') continue
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue // visually hidden text for screen readers
      if ((el.textContent ?? '').trim() === '') continue
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        clipped.push(`${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').trim().slice(0, 40)}`)
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, clipped, wide }
  })
}

/** Waits for a screen without spinners or placeholders. */
export async function settled (page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main, .page') !== null && document.querySelector('.spinner, .placeholder') === null, { timeout: 15000, polling: 100 })
}

/** Tabs to a closed <select> and moves its choice with the arrow keys until it holds `value` (as a keyboard user does). */
export async function chooseByKeys (page: Page, selector: string, value: string, shift = false): Promise<void> {
  await tabTo(page, selector, shift)
  const { at, want } = await page.$eval(selector, (el, v) => {
    const s = el as HTMLSelectElement
    return { at: s.selectedIndex, want: [...s.options].findIndex(o => o.value === v) }
  }, value)
  if (want < 0) throw new Error(`${selector} has no option ${value}`)
  for (let i = 0; i < Math.abs(want - at); i++) await page.keyboard.press(want > at ? 'ArrowDown' : 'ArrowUp')
  await page.waitForFunction((s: string, v: string) => document.querySelector<HTMLSelectElement>(s)?.value === v, { timeout: 5000, polling: 50 }, selector, value)
}
