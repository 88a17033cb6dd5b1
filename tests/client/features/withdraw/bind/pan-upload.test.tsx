// The PAN card photo of the UPI form's "UPI with PAN card", as a player in India uses it: the photo required
// before anything is sent, a file that is no picture refused before it is uploaded, the photo uploaded with the
// player's id and the picker disabled with its progress meanwhile, the number read from it put in the PAN field
// (editable), a company's PAN refused with the rule's message; then the binding with the photo's address,
// exactly the body the API names, keyed.
import { act } from 'react'
import { asPlayer, box, errorOf, fakeFetch, fill, logIn, screen, show, waitFor, type Handler, type Sent } from '../../../support/dom.js'
import { fakeUpload } from '../../../support/fake-upload.js'
import t from 'tap'
import { UpiForm } from '../../../../../client/src/features/withdraw/bind/upi-form.js'
import { realPng } from '../../../../helpers/pictures.js'

const BIND = '/api/user/v1/amt/withdraw/bind_upi_with_pancard'
const OCR = '/api/user/v1/amt/withdraw/ocr_pancard'
const READ = { pan_number: 'ABCPE1234F', name: 'RAHUL KUMAR', photo_url: 'https://files.example/pan/77.png' }
const binds = (sent: Sent[]) => sent.filter(s => s.path === BIND)
/** The analytics batches: with the player logged in, the tracked steps go out after a few seconds. */
const ANALYTICS = ['/api/event_report/api/event/push', '/api/hub/report']
/** The upstream answering `answer` and taking the analytics batches, whenever they go. */
const upstream = (answer: Handler): Handler => (path, body, sent) =>
  ANALYTICS.includes(path) ? { code: 0 } : answer(path, body, sent)

/** The player logged in, as the login gate leaves it: the upload names them. */
function loggedIn (): void {
  act(() => {
    logIn()
  })
}

const fileInput = () => screen.getByTestId<HTMLInputElement>('wd-pan-file')
const photoError = () => document.getElementById('wd-f-pan_photo_url-error')?.textContent ?? null
const photo = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

async function withPan (t: Parameters<typeof show>[0], onBound: () => void = () => {}) {
  const view = show(t, <UpiForm initial={{}} onBound={onBound} />)
  await view.user.click(screen.getByRole('button', { name: 'UPI with PAN card' }))
  const { user } = view
  await fill(user, box('UPI ID'), 'Rahul.Kumar@YBL')
  await fill(user, box('Enter the UPI ID again'), 'rahul.kumar@ybl')
  await fill(user, box('name'), 'Rahul Kumar')
  await fill(user, box('phone number'), '98765 43210')
  await fill(user, box('e-mail address'), 'rahul@example.com')
  return view
}

t.test('no photo: the photo is required, focus on the first bad field, then on the picker; nothing sent', async t => {
  await asPlayer('IN', 'en')
  loggedIn()
  const sent = fakeFetch(t, upstream(() => undefined))
  const uploads = fakeUpload(t, () => undefined)
  const { user } = await withPan(t)
  t.ok(screen.getByText('Choose a photo'), 'the picker says what to do')
  t.ok(screen.getByText('JPEG, PNG or WebP, up to 5 MB'), 'and what it takes')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await waitFor(() => { if (photoError() === null) throw new Error('no error yet') })
  t.equal(photoError(), 'Please upload a photo of your PAN card', 'the photo is required')
  t.equal(errorOf('permanent account number (PAN)'), 'Please enter your permanent account number (PAN)', 'the PAN too')
  await waitFor(() => { if (document.activeElement !== box('permanent account number (PAN)')) throw new Error('focus') })
  t.pass('focus on the first bad field: the PAN number')
  await fill(user, box('permanent account number (PAN)'), 'ABCPE1234F')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await waitFor(() => { if (document.activeElement !== fileInput()) throw new Error('focus elsewhere') })
  t.equal(photoError(), 'Please upload a photo of your PAN card', 'the fields right, the photo still missing')
  t.same(binds(sent), [], 'nothing sent')
  t.same(uploads, [], 'nothing uploaded')
})

t.test('a PDF saved as .png: refused before it is uploaded', async t => {
  await asPlayer('IN', 'en')
  loggedIn()
  fakeFetch(t, upstream(() => undefined))
  const uploads = fakeUpload(t, () => undefined)
  const { user } = await withPan(t)
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(40))
  await user.upload(fileInput(), photo(pdf, 'pan.png', 'image/png'))
  await waitFor(() => { if (photoError() === null) throw new Error('no error yet') })
  t.equal(photoError(), 'Please choose a JPEG, PNG or WebP picture', 'the refusal under the picker')
  t.equal(fileInput().getAttribute('aria-invalid'), 'true', 'the picker is marked invalid')
  t.same(uploads, [], 'nothing uploaded')
})

t.test('the photo read: uploaded with the player\'s id, busy meanwhile, the number filled; bound with it', async t => {
  await asPlayer('IN', 'en')
  loggedIn()
  let release: () => void = () => {}
  const answered = new Promise<void>(resolve => { release = resolve })
  const sent = fakeFetch(t, upstream(path => path === BIND
    ? { code: 0, data: { status: 'bound', account_id: 'U1', type: 'upi', masked: 'ra****@ybl', name: 'Rahul Kumar' } }
    : undefined))
  const uploads = fakeUpload(t, async u => {
    if (u.path !== OCR) return undefined
    await answered
    return { code: 0, data: READ }
  })
  let bound = 0
  const { user } = await withPan(t, () => { bound++ })
  const picture = realPng()
  await user.upload(fileInput(), photo(picture, 'pan-card.png', 'image/png'))
  await waitFor(() => { if (uploads.length !== 1) throw new Error('not uploaded yet') })
  t.same(uploads[0]?.fields, { user_id: '10000001' }, 'the player\'s id, so the upstream checks the card is theirs')
  t.same(uploads[0]?.file, { field: 'file', name: 'pan-card.png', type: 'image/png', size: picture.length }, 'the photo')
  t.ok(fileInput().disabled, 'the picker is disabled while the photo is read')
  t.ok(screen.getByRole('progressbar', { name: 'Uploading the PAN card photo' }), 'with its progress')
  release()
  await screen.findByText('Photo read. Please check the number below')
  t.equal((box('permanent account number (PAN)') as HTMLInputElement).value, 'ABCPE1234F', 'the number read')
  t.ok(screen.getByText('Choose another photo'), 'the picker offers another photo')
  t.equal(fileInput().disabled, false, 'and is enabled again')

  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await waitFor(() => { if (binds(sent).length !== 1) throw new Error('not sent yet') })
  t.same(binds(sent)[0]?.body, {
    upi_id: 'rahul.kumar@ybl',
    name: 'Rahul Kumar',
    phone: '9876543210',
    email: 'rahul@example.com',
    pan_number: 'ABCPE1234F',
    pan_photo_url: 'https://files.example/pan/77.png'
  }, 'the UPI ID in lower case, the PAN and the photo\'s address')
  t.match(binds(sent)[0]?.headers['idempotency-key'], /\S{8,}/, 'keyed')
  await waitFor(() => { if (bound !== 1) throw new Error('not bound yet') })
  t.pass('bound')
})

t.test('the number corrected by hand: in capitals; a company\'s PAN refused', async t => {
  await asPlayer('IN', 'en')
  loggedIn()
  const sent = fakeFetch(t, upstream(() => undefined))
  fakeUpload(t, u => u.path === OCR ? { code: 0, data: READ } : undefined)
  const { user } = await withPan(t)
  await user.upload(fileInput(), photo(realPng(), 'pan.png', 'image/png'))
  await screen.findByText('Photo read. Please check the number below')
  const pan = box('permanent account number (PAN)')
  await user.clear(pan)
  await user.type(pan, 'abcce1234f')
  t.equal((pan as HTMLInputElement).value, 'ABCCE1234F', 'typed in capitals')
  await user.click(screen.getByRole('button', { name: 'Bind account' }))
  await waitFor(() => { if (errorOf('permanent account number (PAN)') === null) throw new Error('no error yet') })
  t.equal(
    errorOf('permanent account number (PAN)'),
    'This permanent account number (PAN) does not belong to a person: the fourth letter of your own PAN is P',
    'a company\'s PAN is not the player\'s'
  )
  t.same(binds(sent), [], 'nothing sent')
})
