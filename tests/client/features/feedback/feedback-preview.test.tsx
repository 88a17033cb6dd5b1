// Sending the feedback the form wrote, as the player sees it on the preview: exactly what will be received,
// then the body the upstream gets (texts trimmed, the pictures' addresses, the song, the player and the server,
// the app's version in its header), Submit disabled while it goes; a refusal shown with "Try again" and the
// draft kept, the diagnostic log only with consent and holding only what failed; the success with its number
// and the draft gone; nothing to preview without a ready draft.
import { act } from 'react'
import { asPlayer, fakeFetch, logIn, screen, show, store, waitFor, type Handler, type Sent } from '../../support/dom.js'
import t from 'tap'
import { FeedbackPreview } from '../../../../client/src/features/feedback/feedback-preview.js'
import { emptyDraft, type Draft } from '../../../../client/src/features/feedback/draft.js'
import { draftAtom } from '../../../../client/src/features/feedback/state.js'
import { configAtom } from '../../../../client/src/lib/session.js'

const SUBMIT = '/api/user/v1/feedback/submit'
const ANALYTICS = ['/api/event_report/api/event/push', '/api/hub/report']
const submits = (sent: Sent[]) => sent.filter(s => s.path === SUBMIT)

/** The upstream answering the submit with `answer`, taking the analytics batches whenever they go. */
const upstream = (answer: Handler): Handler => (path, body, sent) => {
  if (ANALYTICS.includes(path)) return { code: 0 }
  return path === SUBMIT ? answer(path, body, sent) : undefined
}

/** A player of India logged in on the server the site names, with `draft` written. */
async function player (draft: Draft): Promise<void> {
  await asPlayer('IN', 'en')
  act(() => {
    const config = store.get(configAtom)
    if (config !== null) store.set(configAtom, { ...config, serverName: 'in-01' })
    logIn()
    store.set(draftAtom, draft)
  })
}

const SONG: Draft = {
  ...emptyDraft('song'),
  typeId: 3,
  typeName: 'Songs',
  description: '  It stops after ten seconds\n',
  contact: ' rahul@example.com ',
  songTitle: ' Kesariya ',
  songArtist: '  ',
  songProblem: 'wont_play',
  pictures: [{ url: 'https://files.example/fb/1.png', fileId: 'F1', name: 'one.png', localUrl: 'blob:one' }]
}

function preview (t: Parameters<typeof show>[0]) {
  return show(t, <FeedbackPreview formHref='/feedback' historyHref='/feedback/history' detailHref={id => `/feedback/${id}`} />)
}

t.test('a song report: what will be received, the body sent once, Submit disabled meanwhile, the success', async t => {
  await player(SONG)
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, upstream(async () => {
    await answered
    return { code: 0, data: { feedback_id: 'FB2041' } }
  }))
  const { user } = preview(t)
  t.ok(screen.getByText('This is what we will receive'), 'the heading')
  t.equal(screen.getByTestId('summary-category').textContent, 'Songs', 'the category')
  t.equal(screen.getByTestId('summary-description').textContent, 'It stops after ten seconds', 'the description trimmed')
  t.equal(screen.getByTestId('summary-log').textContent, 'Not sent', 'no log without consent')
  const submit = screen.getByRole('button', { name: 'Submit' })
  await user.click(submit)
  await waitFor(() => { if (submits(sent).length !== 1) throw new Error('not sent yet') })
  t.ok(submit.hasAttribute('disabled'), 'Submit is disabled while the feedback goes')
  await user.click(submit)
  t.equal(submits(sent).length, 1, 'a second tap sends nothing')
  t.same(submits(sent)[0]?.body, {
    user_id: '10000001',
    server_name: 'in-01',
    type_id: 3,
    description: 'It stops after ten seconds',
    contact: 'rahul@example.com',
    pictures: ['https://files.example/fb/1.png'],
    log_consent: false,
    variant: 'song',
    song: { title: 'Kesariya', problem: 'wont_play' }
  }, 'texts trimmed, no empty artist, no log')
  t.equal(submits(sent)[0]?.headers['game-version'], '3.2.1', 'the app\'s version')
  release()
  t.ok(await screen.findByText('Thank you! Your feedback has been sent'), 'the success')
  t.ok(
    screen.getByText('Its number is FB2041. We reply during service hours; the reply appears in your feedback history.'),
    'with its number'
  )
  t.same(store.get(draftAtom), emptyDraft(), 'the draft is gone')
})

t.test('refused: the message, "Try again", the draft kept; the log sent with consent holds the failure only', async t => {
  await player({ ...emptyDraft(), typeId: 2, typeName: 'Withdrawal', description: 'Not arrived', logConsent: true })
  let calls = 0
  const sent = fakeFetch(t, upstream(() => {
    calls++
    return calls === 1 ? { code: 10001, msg: 'System busy! Please try again later' } : { code: 0, data: { feedback_id: 'FB2042' } }
  }))
  const { user } = preview(t)
  t.equal(screen.getByTestId('summary-log').textContent?.startsWith('Sent with the feedback'), true, 'the log will go')
  await user.click(screen.getByRole('button', { name: 'Submit' }))
  t.equal((await screen.findByRole('alert')).textContent, 'System busy! Please try again later', 'the refusal')
  t.match(store.get(draftAtom), { typeId: 2, description: 'Not arrived' }, 'the draft kept')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('Thank you! Your feedback has been sent')
  const [first, second] = submits(sent)
  t.match(first?.body, { log_consent: true, log: { source: 'client', entries: [] } }, 'the first: nothing had failed')
  const entries = (second?.body as { log?: { entries?: unknown[] } }).log?.entries
  t.match(entries, [{ endpoint: SUBMIT, status: 200, code: 10001, request_id: '' }], 'the second: the refused submit')
  t.equal(JSON.stringify(second?.body).includes('System busy'), false, 'never a message')
})

t.test('no ready draft: nothing to preview, the way back to the form', async t => {
  await player({ ...emptyDraft(), description: 'No category chosen' })
  const sent = fakeFetch(t, upstream(() => undefined))
  preview(t)
  t.ok(screen.getByText('There is nothing to preview yet'), 'said')
  t.equal(screen.getByRole('link', { name: 'Write feedback' }).getAttribute('href'), '/feedback', 'back to the form')
  t.equal(screen.queryByRole('button', { name: 'Submit' }), null, 'no Submit')
  t.same(submits(sent), [], 'nothing sent')
})
