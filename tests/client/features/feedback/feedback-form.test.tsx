// The feedback form as a player writes it: the region's categories from the upstream and the chosen one's
// common questions; the rules by their messages once the preview is asked for (a category, a description; for
// a song also its title and what is wrong), focus on the first bad field, no preview until all is right; the
// description's count and its limit cutting a long paste; the screenshots (a PNG uploaded with the player and
// the server named, thumbnails, removal, a file that is no picture and one too large refused before upload,
// the limit of three); the draft kept when the form goes and comes back; the Hindi messages.
import { act } from 'react'
import { asPlayer, errorOf, fakeFetch, logIn, screen, show, store, waitFor, type Handler } from '../../support/dom.js'
import { fakeUpload } from '../../support/fake-upload.js'
import t from 'tap'
import { FeedbackForm } from '../../../../client/src/features/feedback/feedback-form.js'
import { Screenshots } from '../../../../client/src/features/feedback/screenshots.js'
import { draftAtom, resetDraft } from '../../../../client/src/features/feedback/state.js'
import { configAtom } from '../../../../client/src/lib/session.js'
import { png, realPng } from '../../../helpers/pictures.js'
import { catalogue, msg } from '../../../helpers/messages.js'

const TYPES = '/api/user/v1/feedback/fbtype_list'
const QUESTIONS = '/api/user/v1/feedback/getfblistbytype'
const UPLOAD = '/api/user/v1/feedback/uploadfeedbackfile'
const PREVIEW = '/feedback/preview'

/** The analytics batches (a form's steps are tracked; twenty of them make a batch go at once). */
const ANALYTICS = ['/api/event_report/api/event/push', '/api/hub/report']

/** The region's categories and the common questions of "Withdrawal"; the analytics batches taken. */
const upstream: Handler = (path, body: { type_id?: number }) => {
  if (ANALYTICS.includes(path)) return { code: 0 }
  if (path === TYPES) return { code: 0, data: { items: [{ type_id: 1, name: 'Add cash' }, { type_id: 2, name: 'Withdrawal' }] } }
  if (path === QUESTIONS) {
    const items = body.type_id === 2
      ? [{ question_id: 21, question: 'When does my withdrawal arrive?', answer: 'Within 7 days of your request.' }]
      : []
    return { code: 0, data: { items } }
  }
  return undefined
}

/** A player of India logged in on the server the site names, the draft empty, the page at the form. */
async function player (lang: 'en' | 'hi' = 'en'): Promise<void> {
  await asPlayer('IN', lang)
  act(() => {
    const config = store.get(configAtom)
    if (config !== null) store.set(configAtom, { ...config, serverName: 'in-01' })
    logIn()
    resetDraft()
  })
  window.history.replaceState(null, '', '/feedback')
}

function form (t: Parameters<typeof show>[0], withScreenshots = false) {
  return show(t, <FeedbackForm previewHref={PREVIEW} screenshots={withScreenshots ? <Screenshots /> : null} />)
}

const categories = () => screen.getByTestId('feedback-categories')
const description = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description (required)' })
const preview = () => screen.getByRole('button', { name: 'Preview' })

t.test('empty: a category and a description asked for, focus on the categories, no preview', async t => {
  await player()
  const sent = fakeFetch(t, upstream)
  const { user } = form(t)
  await screen.findByRole('button', { name: 'Withdrawal' })
  t.same(sent.find(s => s.path === TYPES)?.body, { user_id: '10000001', server_name: 'in-01' }, 'the categories of the player\'s server')
  t.ok(screen.getByText('Choose a category to see its common questions. Your answer may already be there.'), 'the hint')
  await user.click(preview())
  await waitFor(() => { if (errorOf(categories()) === null) throw new Error('no error yet') })
  t.equal(errorOf(categories()), 'Please choose a category', 'the category')
  t.equal(errorOf(description()), 'Please enter your description', 'the description')
  await waitFor(() => { if (document.activeElement !== categories()) throw new Error('focus elsewhere') })
  t.pass('focus on the categories')
  t.equal(window.location.pathname, '/feedback', 'no preview')
})

t.test('a category: its common questions; the description counted and cut at 1000; then the preview', async t => {
  await player()
  const sent = fakeFetch(t, upstream)
  const { user } = form(t)
  await user.click(await screen.findByRole('button', { name: 'Withdrawal' }))
  t.equal(screen.getByRole('button', { name: 'Withdrawal' }).getAttribute('aria-pressed'), 'true', 'chosen')
  t.ok(await screen.findByText('When does my withdrawal arrive?'), 'its common question')
  t.ok(screen.getByText('Within 7 days of your request.'), 'and its answer')
  t.same(
    sent.find(s => s.path === QUESTIONS)?.body,
    { user_id: '10000001', server_name: 'in-01', type_id: 2 },
    'the questions of that category'
  )
  t.ok(screen.getByText('0 of 1000 characters'), 'the count before writing')
  await user.click(description())
  await user.paste('x'.repeat(1001))
  t.equal(description().value.length, 1000, 'a longer paste is cut at the limit')
  t.ok(screen.getByText('1000 of 1000 characters'), 'the count says so')
  await user.clear(description())
  await user.type(description(), '  My withdrawal W1001 has not arrived  ')
  t.ok(screen.getByText('35 of 1000 characters'), 'counted without the spaces around it')
  await user.click(preview())
  await waitFor(() => { if (window.location.pathname !== PREVIEW) throw new Error(window.location.pathname) })
  t.match(store.get(draftAtom), {
    variant: 'general',
    typeId: 2,
    typeName: 'Withdrawal',
    description: '  My withdrawal W1001 has not arrived  '
  }, 'the draft the preview shows')
})

t.test('about a song: its title and what is wrong asked for; chosen, the preview', async t => {
  await player()
  fakeFetch(t, upstream)
  const { user } = form(t)
  await user.click(screen.getByRole('button', { name: 'About a song' }))
  t.ok(screen.getByRole('heading', { name: 'Tell us about a song' }), 'the song\'s heading')
  await user.click(await screen.findByRole('button', { name: 'Add cash' }))
  await user.type(description(), 'It stops after ten seconds')
  await user.click(preview())
  const title = screen.getByRole('textbox', { name: 'Song title (required)' })
  await waitFor(() => { if (errorOf(title) === null) throw new Error('no error yet') })
  t.equal(errorOf(title), 'Please enter your song title', 'the title')
  const problem = screen.getByTestId('feedback-song-problem')
  t.equal(errorOf(problem), 'Please choose what is wrong with the song', 'what is wrong')
  t.equal(errorOf(screen.getByRole('textbox', { name: 'Artist (optional)' })), null, 'the artist is optional')
  await waitFor(() => { if (document.activeElement !== title) throw new Error('focus elsewhere') })
  t.pass('focus on the title')
  t.equal(window.location.pathname, '/feedback', 'no preview')

  await user.type(title, 'Kesariya')
  await user.click(screen.getByRole('button', { name: 'It does not play' }))
  t.equal(screen.getByRole('button', { name: 'It does not play' }).getAttribute('aria-pressed'), 'true', 'chosen')
  t.equal(errorOf(problem), null, 'its error gone at once')
  await user.click(preview())
  await waitFor(() => { if (window.location.pathname !== PREVIEW) throw new Error(window.location.pathname) })
  t.match(store.get(draftAtom), { variant: 'song', songTitle: 'Kesariya', songProblem: 'wont_play', songArtist: '' }, 'the draft')
})

t.test('the draft is kept when the form goes (to the preview) and comes back', async t => {
  await player()
  fakeFetch(t, upstream)
  const first = form(t)
  await first.user.click(await screen.findByRole('button', { name: 'Withdrawal' }))
  await first.user.type(description(), 'Not arrived')
  await first.user.type(screen.getByRole('textbox', { name: 'Contact (optional)' }), 'rahul@example.com')
  await first.user.click(screen.getByRole('checkbox', { name: 'Send a diagnostic log with my feedback to help find the problem' }))
  first.unmount()
  form(t)
  t.equal(description().value, 'Not arrived', 'the description')
  t.equal(screen.getByRole<HTMLInputElement>('textbox', { name: 'Contact (optional)' }).value, 'rahul@example.com', 'the contact')
  t.equal(screen.getByRole<HTMLInputElement>('checkbox').checked, true, 'the consent')
  t.equal((await screen.findByRole('button', { name: 'Withdrawal' })).getAttribute('aria-pressed'), 'true', 'the category')
})

t.test('screenshots: uploaded with the player and the server, shown, removed; the limit of three', async t => {
  await player()
  fakeFetch(t, upstream)
  let n = 0
  const uploads = fakeUpload(t, u => u.path === UPLOAD
    ? { code: 0, data: { url: `https://files.example/fb/${++n}.png`, file_id: `F${n}`, size: u.file?.size ?? 0, mime: 'image/png' } }
    : undefined)
  const { user } = form(t, true)
  const input = () => screen.getByTestId<HTMLInputElement>('screenshot-input')
  t.ok(screen.getByText('Optional. Up to 3 JPEG, PNG or WebP pictures.'), 'the rule')
  const picture = realPng()
  await user.upload(input(), new File([new Uint8Array(picture)], 'balance.png', { type: 'image/png' }))
  await screen.findByRole('img', { name: 'Screenshot 1' })
  const [first] = uploads
  t.equal(first?.path, UPLOAD, 'to the feedback\'s upload')
  t.same(first?.fields, { user_id: '10000001', server_name: 'in-01' }, 'naming the player and the server')
  t.same(first?.file, { field: 'file', name: 'balance.png', type: 'image/png', size: picture.length }, 'the picture')
  t.equal(first?.headers.authorization, 'Bearer demo-in', 'as the player')
  t.match(store.get(draftAtom).pictures, [{ url: 'https://files.example/fb/1.png', fileId: 'F1', name: 'balance.png' }], 'kept in the draft')
  for (const name of ['two.png', 'three.png']) {
    await user.upload(input(), new File([new Uint8Array(picture)], name, { type: 'image/png' }))
    await waitFor(() => { if (uploads.length !== (name === 'two.png' ? 2 : 3)) throw new Error('not yet') })
  }
  await screen.findByRole('img', { name: 'Screenshot 3' })
  t.ok(screen.getByText('Limit of 3 reached'), 'the limit told')
  t.equal(input().disabled, true, 'no fourth picture')
  await user.click(screen.getByRole('button', { name: 'Remove screenshot 2' }))
  t.equal(screen.queryByRole('img', { name: 'Screenshot 3' }), null, 'two left')
  t.same(store.get(draftAtom).pictures.map(p => p.fileId), ['F1', 'F3'], 'the second one gone from the draft')
  t.ok(screen.getByText('Add a screenshot'), 'another may be added')
  t.equal(input().disabled, false, 'the picker enabled again')
})

t.test('screenshots: no picture, or too large, refused before anything is uploaded', async t => {
  await player()
  fakeFetch(t, upstream)
  const uploads = fakeUpload(t, () => undefined)
  const { user } = form(t, true)
  const input = () => screen.getByTestId<HTMLInputElement>('screenshot-input')
  const note = new File(['my balance is wrong'.repeat(20)], 'note.png', { type: 'image/png' })
  await user.upload(input(), note)
  t.equal((await screen.findByTestId('screenshot-error')).textContent, 'Please choose a JPEG, PNG or WebP picture', 'no picture')
  t.equal(input().getAttribute('aria-invalid'), 'true', 'the picker marked invalid')
  await user.upload(input(), new File([new Uint8Array(png(5 * 1024 * 1024 + 1))], 'huge.png', { type: 'image/png' }))
  await waitFor(() => {
    if (screen.getByTestId('screenshot-error').textContent !== 'The file is larger than 5 MB') throw new Error('not yet')
  })
  t.pass('too large: the limit named')
  t.same(uploads, [], 'nothing uploaded')
  t.same(store.get(draftAtom).pictures, [], 'nothing in the draft')
})

t.test('in Hindi: the messages from the Hindi catalogue', async t => {
  await player('hi')
  fakeFetch(t, upstream)
  const hi = catalogue('hi')
  const { user } = form(t)
  await user.click(screen.getByRole('button', { name: msg(hi, 'feedback.preview') }))
  await waitFor(() => { if (errorOf(categories()) === null) throw new Error('no error yet') })
  t.equal(errorOf(categories()), msg(hi, 'feedback.category_required'), 'the category, in Hindi')
  const box = screen.getByRole('textbox', { name: `${msg(hi, 'feedback.description')} ${msg(hi, 'feedback.required_mark')}` })
  t.equal(errorOf(box), msg(hi, 'error.required', { field: msg(hi, 'field.description') }), 'the description, in Hindi')
})
