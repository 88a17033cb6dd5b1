// What the journeys do on a page and read back: click, type, the error tied to a field, messages from the
// catalogues, and the analytics steps the mock upstream received. One copy for every journey file.
import type { Page } from 'puppeteer-core'
import type { Test } from 'tap'
import { expectedText } from '../../helpers/messages.js'
import type { Stack } from '../../helpers/stack.js'

// One copy of the catalogue loader and the strict message lookup, for every journey file.
export { catalogue, expectedText, msg, present } from '../../helpers/messages.js'

/**
 * Clicks the element once it is visible, enabled and still (Puppeteer's locator), looked up again if a render
 * replaced it meanwhile: a wait for the selector then a click of what it found failed in CI when React redrew
 * the node in between ("Node is either not clickable or not an Element").
 */
export async function click (page: Page, selector: string): Promise<void> {
  await page.locator(selector).click()
}

/** Types into an input, replacing what it held. */
export async function typeInto (page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).click({ count: 3 })
  await page.keyboard.press('Backspace')
  if (text !== '') await page.type(selector, text)
}

/** The error shown under an input, found through its aria-describedby (the tie a screen reader follows); null when none. */
export async function fieldError (page: Page, inputId: string): Promise<string | null> {
  return page.evaluate((id: string) => {
    const input = document.getElementById(id)
    const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
    const error = ids.map(i => document.getElementById(i)).find(el => el?.classList.contains('field-error'))
    return error?.textContent ?? null
  }, inputId)
}

/** Waits until the error under an input is `expected`; returns the error as the page showed it then. */
export async function waitFieldError (page: Page, inputId: string, expected: string): Promise<string> {
  expectedText(expected, `error under #${inputId}`)
  try {
    const seen = await page.waitForFunction((id: string, want: string) => {
      const input = document.getElementById(id)
      const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
      const shown = ids.map(i => document.getElementById(i)?.textContent).find(text => text === want)
      return input?.getAttribute('aria-invalid') === 'true' && shown !== undefined ? shown : false
    }, { timeout: 10000, polling: 50 }, inputId, expected)
    return await seen.jsonValue() as string
  } catch (err) {
    throw new Error(`#${inputId}: expected the error ${JSON.stringify(expected)}, shown: ${JSON.stringify(await fieldError(page, inputId))}`, { cause: err })
  }
}

/** Waits for the error under an input, then asserts the error seen (a check in the test's record, not a bare pass). */
export async function seeFieldError (t: Test, page: Page, inputId: string, expected: string, label: string): Promise<void> {
  t.equal(await waitFieldError(page, inputId, expected), expected, label)
}

/** The analytics events of one class the mock received, waiting (batches flush every few seconds) until all wanted are there or 15 s pass. */
export async function reportedEvents (stack: Stack, eventClass: string, wanted: readonly string[]): Promise<string[]> {
  const reported = async (): Promise<string[]> => (await stack.journal('/event_report/api/event/push'))
    .flatMap(e => (e.body as { events?: Array<{ event_class: string, event_name: string }> }).events ?? [])
    .filter(e => e.event_class === eventClass).map(e => e.event_name)
  let names = await reported()
  const deadline = Date.now() + 15000
  while (!wanted.every(n => names.includes(n)) && Date.now() < deadline) {
    await new Promise(resolve => setTimeout(resolve, 250))
    names = await reported()
  }
  return names
}
