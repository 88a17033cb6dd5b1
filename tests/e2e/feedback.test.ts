// Help and feedback, and the documents, in real Chromium through the real gateway and mock upstream:
// the whole journey (category, common questions, description, a real PNG screenshot with its progress,
// preview, submit, history, detail), the diagnostic log sent only with consent and shown to support, the
// required description, a failed submit that keeps the draft, the song variant with its own fields, the
// history's months ("Invalid time"), the app-version gate of the screenshot picker, and documents
// without a token.
import t from 'tap'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { realPng } from '../helpers/pictures.js'
import type { ElementHandle, Page } from 'puppeteer-core'
import { DOMAIN } from '../../shared/domain-codes.js'
import { monthAt, monthBefore } from '../../shared/rules/feedback.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, clientDir, heading, pageText, rawLocaleKeys, screenshot, testIdText, waitForTestId, waitForText } from './support/page.js'
import { catalogue, expectedText, msg, present } from './support/actions.js'
import { feedback } from './screens/feedback.js'

const en = catalogue('en')

const SUBMIT = '/api/user/v1/feedback/submit'
const UPLOAD = '/api/user/v1/feedback/uploadfeedbackfile'
const QUESTIONS = '/api/user/v1/feedback/getfblistbytype'
const LATEST = '/api/user/v1/feedback/list_latest'
/** What a diagnostic log must never carry: the demo player's token, UPI ID, and the words of a header. */
const NEVER_IN_A_LOG = ['demo-in', 'rahul', '@ybl', 'Bearer', 'authorization']

/** Chooses a month in a month box as a player would, through React's own input event. */
async function chooseMonth (page: Page, testId: string, value: string): Promise<void> {
  await page.$eval(`[data-testid="${testId}"]`, (el, v) => {
    const input = el as HTMLInputElement
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, v)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)
}

async function clickText (page: Page, selector: string, text: string): Promise<void> {
  expectedText(text, `${selector} text`)
  await page.waitForFunction((s: string, x: string) => [...document.querySelectorAll(s)].some(e => e.textContent?.trim() === x), { timeout: 10000 }, selector, text)
  const handles = await page.$$(selector)
  for (const h of handles) {
    if (await h.evaluate((e, x) => e.textContent?.trim() === x, text)) { await h.click(); return }
  }
  throw new Error(`no ${selector} with text ${text}`)
}

async function typeInto (page: Page, testId: string, text: string): Promise<void> {
  await page.click(`[data-testid="${testId}"]`)
  await page.type(`[data-testid="${testId}"]`, text)
}

async function fileInput (page: Page): Promise<ElementHandle<HTMLInputElement>> {
  const input = await page.waitForSelector('input[type=file][data-testid="screenshot-input"]', { timeout: 10000 })
  if (input === null) throw new Error('no file input')
  return input
}

t.test('feedback and documents', async t => {
  t.ok(existsSync(join(clientDir(), 'index.html')), 'the client is built (npm test builds it first)')
  const { stack, wallet } = await e2eFile(t)
  const tmp = mkdtempSync(join(tmpdir(), 'feedback-e2e-'))
  t.teardown(() => { rmSync(tmp, { recursive: true, force: true }) })
  const shot = join(tmp, 'screen.png')
  writeFileSync(shot, realPng())

  t.test('demo-in sends feedback with a screenshot and finds it in the history', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback' })
    const { page } = w

    t.equal(await heading(page), msg(en, 'feedback.title'))
    const hours = await waitForTestId(page, 'service-hours')
    t.match(hours, msg(en, 'support.hours', { open: '10:00', close: '18:00' }), 'customer-service hours shown')
    t.match(hours, msg(en, 'support.zone.IN'), 'in the player\'s region time')
    t.match(hours, new RegExp(`${msg(en, 'support.status_open')}|${msg(en, 'support.status_closed')}`), 'open or closed now')
    await screenshot(page, 'feedback-form')
    await checkA11y(page, t, 'feedback form')

    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Withdrawal')
    t.equal(await page.$eval('[data-testid="feedback-categories"] button.chip[aria-pressed="true"]', e => e.textContent), 'Withdrawal', 'the category is chosen')
    await page.waitForSelector(feedback.question)
    const questions = await page.$$eval('[data-testid="feedback-question"] summary', els => els.map(e => e.textContent))
    t.ok(questions.includes('Can I cancel a withdrawal?'), 'the category\'s common questions')
    await clickText(page, '[data-testid="feedback-question"] summary', 'Can I cancel a withdrawal?')
    await waitForText(page, 'Yes, while it is still processing.')

    const description = 'My withdrawal of 500 is still processing after two days.'
    await typeInto(page, 'feedback-description', description)
    await typeInto(page, 'feedback-contact', 'rahul.sharma@gmail.com')

    const input = await fileInput(page)
    await input.uploadFile(shot)
    await page.waitForFunction(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') === '100', { timeout: 10000 })
    t.equal(await page.$eval('[data-testid="upload-percent"]', e => e.textContent), msg(en, 'feedback.upload_percent', { percent: 100 }), 'the progress reaches 100%')
    await page.waitForSelector('[data-testid="screenshot-list"] img')
    t.equal(await page.$$eval('[data-testid="screenshot-list"] li', els => els.length), 1, 'one screenshot attached')
    const uploads = await stack.journal(UPLOAD)
    t.equal(uploads.length, 1, 'the screenshot reached the upstream once')
    await page.click('[data-testid="feedback-consent"]')
    await screenshot(page, 'feedback-form-filled')

    await page.click(feedback.preview)
    await waitForTestId(page, 'feedback-summary')
    t.equal(await heading(page), msg(en, 'feedback.preview_title'))
    t.equal(new URL(page.url()).pathname, '/help/feedback/preview')
    t.equal(await page.$eval('[data-testid="summary-category"]', e => e.textContent), 'Withdrawal')
    t.equal(await page.$eval('[data-testid="summary-description"]', e => e.textContent), description)
    t.equal(await page.$$eval('[data-testid="summary-pictures"] img', els => els.length), 1, 'the thumbnail is shown')
    t.match(await pageText(page), msg(en, 'feedback.logs_yes'), 'log consent shown')
    await screenshot(page, 'feedback-preview')
    await checkA11y(page, t, 'feedback preview')

    // Back to the form and forward again: the draft is kept.
    await clickText(page, 'a', msg(en, 'feedback.edit'))
    await page.waitForSelector(feedback.description)
    t.equal(await page.$eval(feedback.description, e => (e as HTMLTextAreaElement).value), description, 'the draft survives the preview')
    await page.click(feedback.preview)
    await waitForTestId(page, 'feedback-summary')

    await page.click(feedback.submitButton)
    const success = await waitForTestId(page, 'feedback-success')
    t.match(success, msg(en, 'feedback.sent_title'))
    const id = await page.$eval('[data-testid="feedback-success"]', e => e.getAttribute('data-feedback-id'))
    t.match(id, /^FB\d+$/, 'the new feedback has a number')
    await screenshot(page, 'feedback-sent')

    const sent = await stack.journal(SUBMIT)
    t.equal(sent.length, 1, 'submitted once')
    const body = sent[0]?.body as Record<string, unknown>
    t.match(body, { user_id: '20481736', server_name: 'in-1', type_id: 2, description, contact: 'rahul.sharma@gmail.com', log_consent: true, variant: 'general' })
    t.equal((body.pictures as string[]).length, 1, 'with the uploaded picture\'s address')
    t.equal(sent[0]?.headers['game-version'], 'web', 'Game-Version header (no app version in a browser)')

    await page.click('[data-testid="feedback-history-link"]')
    await page.waitForSelector(feedback.row)
    t.equal(await heading(page), msg(en, 'feedback.history_title'))
    const first = await page.$eval(feedback.row, e => ({ id: e.getAttribute('data-id'), text: (e as HTMLElement).innerText }))
    t.equal(first.id, id, 'the new feedback is first')
    t.match(first.text, 'Withdrawal')
    t.match(first.text, msg(en, 'feedback.status_pending'))
    t.ok((await page.$$(feedback.row)).length >= 4, 'with the earlier ones')
    await screenshot(page, 'feedback-history')
    await checkA11y(page, t, 'feedback history')

    await page.click('[data-testid="feedback-row"] a')
    await waitForTestId(page, 'feedback-detail')
    t.equal(new URL(page.url()).search, `?id=${id ?? ''}`)
    t.equal(await page.$eval('[data-testid="detail-description"]', e => e.textContent), description)
    t.match(await pageText(page), msg(en, 'feedback.no_reply'))
    t.same(rawLocaleKeys(await pageText(page)), [], 'no raw message keys')

    // A replied one, opened by its link (after a reload: looked up in the history).
    await page.goto(`${w.origin}/help/feedback/detail?id=FB1002`, { waitUntil: 'networkidle0' })
    await waitForTestId(page, 'feedback-reply')
    const reply = await pageText(page)
    t.match(reply, 'Sorry for the wait.', 'the reply')
    t.match(reply, msg(en, 'feedback.replied_at', { date: '' }).trim(), 'with its date')
    t.match(reply, msg(en, 'feedback.status_replied'))
    await screenshot(page, 'feedback-detail')
    await checkA11y(page, t, 'feedback detail')
  })

  t.test('an empty description gets the localized required message, tied to the field', async t => {
    await stack.reset()
    const hi = catalogue('hi')
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback', lang: 'hi' })
    const { page } = w
    await page.waitForSelector('[data-testid="feedback-categories"] button.chip')
    await page.click('[data-testid="feedback-categories"] button.chip')
    await page.click(feedback.preview)
    const expected = msg(hi, 'error.required', { field: msg(hi, 'field.description') })
    await page.waitForSelector('[data-testid="feedback-description"][aria-invalid="true"]')
    const tied = await page.$eval(feedback.description, el => (el.getAttribute('aria-describedby') ?? '').split(' ').map(id => document.getElementById(id)?.textContent ?? ''))
    t.ok(tied.includes(expected), `the field is described by "${expected}"`)
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'feedback-description', { timeout: 5000 })
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'feedback-description', 'the focus moved to the field')
    t.equal(new URL(page.url()).pathname, '/help/feedback', 'no preview without a description')
    t.equal((await stack.journal(SUBMIT)).length, 0, 'nothing sent')
    await screenshot(page, 'feedback-required-hi')
    await checkA11y(page, t, 'feedback required (hi)')
  })

  t.test('a failed submit shows the upstream message and keeps the draft for a retry', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback' })
    const { page } = w
    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Games')
    await typeInto(page, 'feedback-description', 'The table froze.')
    await page.click(feedback.preview)
    await waitForTestId(page, 'feedback-summary')
    await stack.fault({ path: SUBMIT, code: DOMAIN.FEEDBACK_FAILED })
    await page.click(feedback.submitButton)
    const failure = await waitForTestId(page, 'feedback-failure')
    t.equal(failure, msg(en, 'upstream.feedback_failed'), 'Submission failed, please try again')
    t.equal(await page.$eval('[data-testid="summary-description"]', e => e.textContent), 'The table froze.', 'the draft is still there')
    await page.click(feedback.submitButton)
    await waitForTestId(page, 'feedback-success')
    const tries = await stack.journal(SUBMIT)
    t.equal(tries.length, 2, 'the retry went through')
    t.notOk('log' in (tries[1]?.body as Record<string, unknown>), 'the refusal was recorded, but without consent no log is sent')
    t.match(tries[1]?.body, { log_consent: false })

    await stack.fault({ path: SUBMIT, http_status: 500 })
    await page.goto(`${w.origin}/help/feedback`, { waitUntil: 'networkidle0' })
    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Games')
    await typeInto(page, 'feedback-description', 'Again.')
    await page.click(feedback.preview)
    await page.waitForSelector(feedback.submitButton)
    await page.click(feedback.submitButton)
    t.equal(await waitForTestId(page, 'feedback-failure'), msg(en, 'error.system_busy'), 'System busy')
  })

  t.test('the song variant, in the host app', async t => {
    await stack.reset()
    const w = await wallet(t, { path: '/help/feedback?variant=song', bridge: { token: 'demo-in', versionName: '3.2.1' } })
    const { page } = w
    t.equal(await heading(page), msg(en, 'feedback.title_song'), 'the title says song')
    t.match(await pageText(page), msg(en, 'feedback.write_title_song'))
    t.equal(await page.$eval(feedback.description, e => e.getAttribute('placeholder')), msg(en, 'feedback.description_placeholder_song'))
    t.ok(await fileInput(page), 'a new enough app may attach screenshots')
    await screenshot(page, 'feedback-song')
    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Songs and sound')
    await typeInto(page, 'feedback-description', 'It stops after ten seconds at every table.')

    // The song's own fields are required before the preview, each message tied to its field.
    await page.click(feedback.preview)
    const titleRequired = msg(en, 'error.required', { field: msg(en, 'field.song_title') })
    await page.waitForSelector('[data-testid="feedback-song-title"][aria-invalid="true"]')
    const tied = await page.$eval('[data-testid="feedback-song-title"]', el => (el.getAttribute('aria-describedby') ?? '').split(' ').map(id => document.getElementById(id)?.textContent ?? ''))
    t.ok(tied.includes(titleRequired), `the title is described by "${titleRequired}"`)
    t.match(await testIdText(page, 'feedback-song-problem'), msg(en, 'feedback.song_problem_required'))
    t.equal(new URL(page.url()).pathname, '/help/feedback', 'no preview without the song')
    await screenshot(page, 'feedback-song-required')

    await typeInto(page, 'feedback-song-title', 'Kesariya')
    await typeInto(page, 'feedback-song-artist', 'Arijit Singh')
    await clickText(page, '[data-testid="feedback-song-problem"] button.chip', msg(en, 'feedback.song_problem.wont_play'))
    await page.click(feedback.preview)
    await waitForTestId(page, 'feedback-summary')
    t.equal(await testIdText(page, 'summary-song-title'), 'Kesariya')
    t.equal(await testIdText(page, 'summary-song-artist'), 'Arijit Singh')
    t.equal(await testIdText(page, 'summary-song-problem'), msg(en, 'feedback.song_problem.wont_play'))
    await checkA11y(page, t, 'song feedback preview')
    await page.click(feedback.submitButton)
    await waitForTestId(page, 'feedback-success')
    const id = await page.$eval('[data-testid="feedback-success"]', e => e.getAttribute('data-feedback-id'))
    const sent = await stack.journal(SUBMIT)
    t.match(sent[0]?.body, { variant: 'song', type_id: 5, log_consent: false, song: { title: 'Kesariya', artist: 'Arijit Singh', problem: 'wont_play' } })
    t.equal(sent[0]?.headers['game-version'], '3.2.1', 'Game-Version is the app\'s version')

    // The history and the detail say which kind each item is.
    await page.click('[data-testid="feedback-history-link"]')
    await page.waitForSelector(feedback.row)
    const rows = await page.$$eval(feedback.row, els => els.map(e => ({ id: e.getAttribute('data-id'), variant: e.querySelector('[data-testid="feedback-variant"]')?.textContent ?? '', text: (e as HTMLElement).innerText })))
    t.match(rows[0], { id, variant: msg(en, 'feedback.kind_song') }, 'the song report is marked as one')
    t.match(rows[0]?.text, 'Kesariya', 'by its song')
    t.ok(rows.slice(1).length >= 3 && rows.slice(1).every(r => r.variant === msg(en, 'feedback.kind_general')), 'the others are general')
    await screenshot(page, 'feedback-history-variants')
    await page.click('[data-testid="feedback-row"] a')
    await waitForTestId(page, 'feedback-detail')
    t.equal(await testIdText(page, 'feedback-variant'), msg(en, 'feedback.kind_song'))
    const song = await waitForTestId(page, 'detail-song')
    t.match(song, 'Kesariya')
    t.match(song, 'Arijit Singh')
    t.match(song, msg(en, 'feedback.song_problem.wont_play'))
    t.equal(await testIdText(page, 'detail-no-log'), msg(en, 'feedback.log_none'), 'no log: none was agreed to')
    await checkA11y(page, t, 'song feedback detail')
  })

  t.test('with consent the feedback carries the page\'s own log of failed calls, shown before it is sent and in its detail', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback' })
    const { page } = w
    // The bridge of the contract offers no log, so the page's own log is the one sent.
    const requestIds: string[] = []
    page.on('response', res => { if (new URL(res.url()).pathname === QUESTIONS) { const id = res.headers()['x-request-id']; if (id !== undefined) requestIds.push(id) } })
    await stack.fault({ path: QUESTIONS, code: DOMAIN.NOT_FOUND })
    await clickText(page, '[data-testid="feedback-categories"] button.chip', 'Withdrawal')
    await waitForTestId(page, 'feedback-questions')
    await clickText(page, '[data-testid="feedback-questions"] button', msg(en, 'common.retry'))
    await page.waitForSelector(feedback.question)
    t.equal(requestIds.length, 2, 'the refused call and its retry')
    t.match(requestIds[0], /^[0-9a-f-]{36}$/, 'the gateway named the refused call')

    await typeInto(page, 'feedback-description', 'The common questions did not load at first.')
    await page.click('[data-testid="feedback-consent"]')
    t.match(await pageText(page), msg(en, 'feedback.log_consent_hint'), 'what the log holds is said before consent')
    await page.click(feedback.preview)
    await waitForTestId(page, 'feedback-summary')
    const shown = await waitForTestId(page, 'feedback-log')
    t.match(shown, msg(en, 'feedback.log_summary', { count: 1 }), 'the preview says what will be sent')
    t.match(shown, QUESTIONS)
    t.match(shown, msg(en, 'feedback.log_request', { id: present(requestIds[0], 'the failed call\'s request id') }))
    await screenshot(page, 'feedback-preview-log')
    await checkA11y(page, t, 'feedback preview with a log')
    await page.click(feedback.submitButton)
    await waitForTestId(page, 'feedback-success')

    const [sent] = await stack.journal(SUBMIT)
    const body = sent?.body as Record<string, unknown>
    t.match(body, { log_consent: true, log: { source: 'client' } })
    const entries = (body.log as { entries: Array<Record<string, unknown>> }).entries
    t.equal(entries.length, 1, 'the one failure')
    t.match(entries[0], { endpoint: QUESTIONS, status: 200, code: DOMAIN.NOT_FOUND, request_id: requestIds[0] })
    t.ok(typeof entries[0]?.at === 'number' && Math.abs((entries[0].at) - Date.now() / 1000) < 600, 'with its time in seconds')
    t.same(Object.keys(entries[0] ?? {}).sort(), ['at', 'code', 'endpoint', 'request_id', 'status'], 'nothing else')
    const text = JSON.stringify(body.log)
    for (const secret of NEVER_IN_A_LOG) t.notOk(text.includes(secret), `no ${secret} in the log`)

    // Support reads it with the feedback; so does the player.
    await clickText(page, 'a', msg(en, 'feedback.see_sent'))
    await waitForTestId(page, 'feedback-detail')
    const detail = await waitForTestId(page, 'feedback-log')
    t.match(detail, msg(en, 'feedback.log_summary', { count: 1 }))
    t.match(detail, QUESTIONS)
    t.match(detail, msg(en, 'feedback.log_request', { id: present(requestIds[0], 'the failed call\'s request id') }))
    t.same(rawLocaleKeys(await pageText(page)), [], 'no raw message keys')
    await screenshot(page, 'feedback-detail-log')
  })

  t.test('the history by month: a month it does not reach says "Invalid time" and asks nothing', async t => {
    await stack.reset()
    const hi = catalogue('hi')
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback/history', lang: 'hi' })
    const { page } = w
    await page.waitForSelector(feedback.row)
    const now = monthAt(Date.now(), 'Asia/Kolkata')
    const asked = (await stack.journal(LATEST)).length
    for (const month of [monthBefore(now, -2), monthBefore(now, 13)]) {
      await chooseMonth(page, 'feedback-month', month)
      t.equal(await waitForTestId(page, 'feedback-month-error'), msg(hi, 'upstream.invalid_time'), `${month}: Invalid time, in Hindi`)
      t.equal(await page.$('[data-testid="feedback-history"]'), null, 'no list for it')
    }
    await screenshot(page, 'feedback-history-invalid-time')
    await checkA11y(page, t, 'feedback history, invalid time')
    t.equal((await stack.journal(LATEST)).length, asked, 'the upstream was not asked')

    // A month it reaches: the list of that month (last month holds one of the demo player's).
    const month = monthBefore(now, 1)
    await chooseMonth(page, 'feedback-month', month)
    await page.waitForFunction(() => document.querySelector('[data-testid="feedback-month-error"]') === null, { timeout: 10000 })
    // The month's answer on screen (its list or its empty state), not the loading state, which shows before the
    // call has reached the upstream (CI once read the journal then, and saw the call before).
    await page.waitForFunction(() => document.querySelector('[data-testid="feedback-history"], .state:not([aria-busy="true"])') !== null, { timeout: 10000 })
    const last = (await stack.journal(LATEST)).at(-1)
    t.match(last?.body, { month }, 'asked for that month')
    await chooseMonth(page, 'feedback-month', '')
    await page.waitForSelector(feedback.row)
    t.ok((await page.$$(feedback.row)).length >= 3, 'every month again')
  })

  t.test('an app older than 2.0.0 is asked to update instead of picking screenshots', async t => {
    const w = await wallet(t, { path: '/help/feedback', bridge: { token: 'demo-in', versionName: '1.9.3' } })
    const { page } = w
    const gate = await waitForTestId(page, 'needs-app-version')
    t.match(gate, msg(en, 'support.update_app'))
    t.match(gate, msg(en, 'support.update_app_hint', { version: '2.0.0' }))
    t.equal(await page.$('input[type=file]'), null, 'no file picker')
    t.ok(await page.$(feedback.description), 'the rest of the form is there')
    await screenshot(page, 'feedback-old-app')
  })

  t.test('a screenshot that is not a picture is refused before any upload', async t => {
    await stack.reset()
    const w = await wallet(t, { token: 'demo-in', path: '/help/feedback' })
    const { page } = w
    const gif = join(tmp, 'anim.png')
    writeFileSync(gif, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))
    await (await fileInput(page)).uploadFile(gif)
    t.equal(await waitForTestId(page, 'screenshot-error'), msg(en, 'error.file_type'))
    const tied = await page.$eval('[data-testid="screenshot-input"]', el => (el.getAttribute('aria-describedby') ?? '').split(' ').map(id => document.getElementById(id)?.textContent ?? ''))
    t.ok(tied.includes(msg(en, 'error.file_type')), 'the error is tied to the picker')
    t.equal((await stack.journal(UPLOAD)).length, 0, 'nothing uploaded')
  })

  t.test('documents render without a token, before the region settings arrive', async t => {
    const w = await wallet(t, { path: '/document/privacy' })
    const { page } = w
    t.equal(await heading(page), msg(en, 'document.privacy.title'))
    const text = await pageText(page)
    t.match(text, msg(en, 'document.privacy.kyc.title'))
    t.match(text, msg(en, 'document.privacy.contact.text', { open: '10:00', close: '18:00' }))
    t.equal(await page.$$eval('[data-testid="document-privacy"] h2', els => els.length), 8)
    t.same(rawLocaleKeys(text), [], 'no raw message keys')
    t.equal(await page.$('[data-testid="login-required"]'), null, 'no login asked')
    await screenshot(page, 'document-privacy')
    await checkA11y(page, t, 'privacy')

    // Hold /api/config: the page carries the host's settings, so it is not even asked for.
    await page.setRequestInterception(true)
    let held = 0
    page.on('request', req => {
      if (new URL(req.url()).pathname === '/api/config') { held++; return } // never answered
      void req.continue()
    })
    await page.goto(`${w.origin}/document/aboutus`, { waitUntil: 'domcontentloaded' })
    await waitForTestId(page, 'document-aboutus')
    t.equal(held, 0, 'the settings came with the page: no /api/config call')
    t.equal(await heading(page), msg(en, 'document.aboutus.title'))
    const about = await pageText(page)
    t.match(about, 'Telangana', 'the barred states, from the eligibility rules')
    t.match(about, msg(en, 'document.aboutus.age.text', { age: 18 }))
    await screenshot(page, 'document-aboutus')
  })

  t.test('documents follow the page host\'s language', async t => {
    const bn = catalogue('bn')
    const w = await wallet(t, { path: '/document/aboutus', host: 'coin.localhost' })
    const { page } = w
    await waitForText(page, msg(bn, 'document.aboutus.title'))
    t.equal(await heading(page), msg(bn, 'document.aboutus.title'))
    t.match(await pageText(page), msg(bn, 'document.aboutus.responsible.title'))
    t.same(rawLocaleKeys(await pageText(page)), [], 'no raw message keys')
    await screenshot(page, 'document-aboutus-bn')
  })
})
