// The feedback draft's checks and the body it becomes (description required, screenshot optional, a song
// report with its song, a log only with consent), and the screenshot check before an upload.
import t from 'tap'
import { CONTACT_MAX, DESCRIPTION_MAX, MAX_PICTURES, SONG_MAX, draftErrors, emptyDraft, isReady, parseVariant, submitFields, type Draft } from '../../client/src/features/feedback/draft.js'
import { imageRefusal as checkScreenshot } from '../../client/src/lib/image-file.js'
import { formatBytes } from '../../shared/bytes.js'
import type { FeedbackLogEntry } from '../../shared/schemas/feedback.js'

const entry: FeedbackLogEntry = { endpoint: '/api/user/v1/amt/assetinfo', status: 500, code: -1, request_id: '', at: 1700000000 }
/** The log reader; fails the test when a draft without consent reads it. */
const noLog = (): FeedbackLogEntry[] => { throw new Error('the log was read without consent') }

const picture = (n: number) => ({ url: `https://cdn.example/uploads/F${n}.png`, fileId: `F${n}`, name: `s${n}.png`, localUrl: `blob:x/${n}` })
const ready = (over: Partial<Draft> = {}): Draft => ({ ...emptyDraft(), typeId: 2, typeName: 'Withdrawal', description: 'Stuck', ...over })

t.test('an empty draft needs a category and a description', async t => {
  t.same(draftErrors(emptyDraft()), { type_id: 'required', description: 'required' })
  t.notOk(isReady(emptyDraft()))
  t.same(draftErrors(ready({ description: '  \n\t ' })), { description: 'required' }, 'blank is empty')
  t.same(draftErrors(ready()), {})
  t.ok(isReady(ready()), 'contact, screenshots and consent are optional')
})

t.test('limits of the submit body', async t => {
  t.same(draftErrors(ready({ description: 'x'.repeat(DESCRIPTION_MAX) })), {})
  t.same(draftErrors(ready({ description: 'x'.repeat(DESCRIPTION_MAX + 1) })), { description: 'too_long' })
  t.same(draftErrors(ready({ description: `  ${'x'.repeat(DESCRIPTION_MAX)}  ` })), {}, 'surrounding blanks are not sent')
  t.same(draftErrors(ready({ contact: 'c'.repeat(CONTACT_MAX + 1) })), { contact: 'too_long' })
})

t.test('the body sent', async t => {
  t.same(submitFields(ready(), noLog), { type_id: 2, description: 'Stuck', log_consent: false, variant: 'general' }, 'no empty optional fields, no log read or sent without consent')
  t.same(submitFields(ready({ description: '  Stuck\nsince noon ', contact: ' 9876543210 ', logConsent: true, variant: 'song', songTitle: ' Kesariya ', songArtist: ' Arijit Singh ', songProblem: 'wont_play', pictures: [picture(1), picture(2)] }), () => [entry]), {
    type_id: 2,
    description: 'Stuck\nsince noon',
    contact: '9876543210',
    pictures: ['https://cdn.example/uploads/F1.png', 'https://cdn.example/uploads/F2.png'],
    log_consent: true,
    variant: 'song',
    song: { title: 'Kesariya', artist: 'Arijit Singh', problem: 'wont_play' },
    log: { source: 'client', entries: [entry] }
  })
  t.same(submitFields(ready({ variant: 'song', songTitle: 'Kesariya', songProblem: 'request' }), noLog).song, { title: 'Kesariya', problem: 'request' }, 'no empty artist')
  t.notOk('song' in submitFields(ready({ songTitle: 'left over from a song draft', songProblem: 'sound' }), noLog), 'a general report carries no song')
  t.same(submitFields(ready({ logConsent: true }), () => []).log, { source: 'client', entries: [] }, 'consent with nothing failed: an empty log, said so')
  const many = submitFields(ready({ pictures: [1, 2, 3, 4].map(picture) }), noLog)
  t.equal(many.pictures?.length, MAX_PICTURES, `never more than ${MAX_PICTURES} pictures`)
  t.throws(() => submitFields(emptyDraft(), noLog), 'no body without a category')
})

t.test('a song report needs its song', async t => {
  t.same(draftErrors(ready({ variant: 'song' })), { song_title: 'required', song_problem: 'required' })
  t.same(draftErrors(ready({ variant: 'song', songTitle: '   ', songProblem: 'other' })), { song_title: 'required' }, 'blank is empty')
  t.same(draftErrors(ready({ variant: 'song', songTitle: 'x'.repeat(SONG_MAX + 1), songArtist: 'y'.repeat(SONG_MAX + 1), songProblem: 'sound' })), { song_title: 'too_long', song_artist: 'too_long' })
  t.same(draftErrors(ready({ variant: 'song', songTitle: 'Kesariya', songProblem: 'request' })), {}, 'the artist is optional')
  t.same(draftErrors(ready({ variant: 'general' })), {}, 'a general report asks for no song')
})

t.test('the variant from the page URL', async t => {
  t.equal(parseVariant('song'), 'song')
  t.equal(parseVariant('general'), 'general')
  t.equal(parseVariant('SONG'), null)
  t.equal(parseVariant(null), null)
  t.equal(emptyDraft('song').variant, 'song')
})

t.test('screenshots are checked by type, bytes and size before the upload', async t => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])
  const webp = new Uint8Array([...'RIFF'].map(c => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map(c => c.charCodeAt(0))))
  const gif = new Uint8Array([...'GIF89a'].map(c => c.charCodeAt(0)).concat([0, 0, 0, 0, 0, 0]))
  const max = 5 * 1024 * 1024
  t.equal(checkScreenshot({ type: 'image/png', size: 1000, head: png }, max), null)
  t.equal(checkScreenshot({ type: 'image/jpeg', size: 1000, head: jpeg }, max), null)
  t.equal(checkScreenshot({ type: 'image/webp', size: 1000, head: webp }, max), null)
  t.equal(checkScreenshot({ type: '', size: 1000, head: png }, max), null, 'no declared type: the bytes decide')
  t.same(checkScreenshot({ type: 'image/gif', size: 1000, head: gif }, max), { key: 'error.file_type' })
  t.same(checkScreenshot({ type: 'image/png', size: 1000, head: gif }, max), { key: 'error.file_type' }, 'a renamed file is refused by its bytes')
  t.same(checkScreenshot({ type: 'application/pdf', size: 1000, head: png }, max), { key: 'error.file_type' })
  t.equal(checkScreenshot({ type: 'image/png', size: max, head: png }, max), null, 'the limit itself is allowed')
  t.same(checkScreenshot({ type: 'image/png', size: max + 1, head: png }, max), { key: 'error.file_too_large', maxBytes: max })
  t.same(checkScreenshot({ type: 'image/png', size: 0, head: new Uint8Array() }, max), { key: 'error.file_missing' })
})

t.test('the limit as players read it', async t => {
  t.equal(formatBytes(5 * 1024 * 1024), '5 MB')
  t.equal(formatBytes(1.5 * 1024 * 1024), '1.5 MB')
  t.equal(formatBytes(500 * 1024), '500 KB')
  t.equal(formatBytes(100), '100 B')
})
