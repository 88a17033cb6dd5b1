// Help and feedback: categories, questions, submit (with Game-Version), the song report and the diagnostic
// log the upstream enforces whatever a client checked, history by month ("Invalid time"), screenshots.
import t from 'tap'
import { startMock, picture } from '../fixture/mock-client.js'
import { DOMAIN } from '../../../shared/domain-codes.js'
import { FEEDBACK_LOG_MAX, monthAt, monthBefore } from '../../../shared/rules/feedback.js'

const who = { user_id: '20481736', server_name: 'in-1' }
const version = { headers: { 'game-version': '2.3.1' } }
const entry = { endpoint: '/api/user/v1/amt/assetinfo', status: 500, code: -1, request_id: '0f8e2d1c-3b4a-4c5d-8e6f-7a8b9c0d1e2f', at: 1700000000 }
const general = { ...who, type_id: 2, description: 'Withdrawal is slow', log_consent: false, variant: 'general' }
const song = { ...who, type_id: 5, description: 'Please add it', log_consent: false, variant: 'song', song: { title: 'Kesariya', artist: 'Arijit Singh', problem: 'request' } }

t.test('feedback', async t => {
  const m = await startMock(t)
  t.beforeEach(async () => { await m.control('post', '/__mock/reset').expect(200) })

  t.test('categories and questions', async t => {
    const types = (await m.json('feedbackTypes', who)).data.items
    t.ok(types.length >= 4)
    t.match(types[0], { type_id: 1, name: 'Add cash' })
    const questions = (await m.json('feedbackQuestions', { ...who, type_id: 2 })).data.items
    t.ok(questions.length >= 2 && questions.every((q: any) => q.question.length > 0 && q.answer.length > 0))
    t.equal((await m.json('feedbackQuestions', { ...who, type_id: 99 })).code, 10062)
  })

  t.test('the body names the caller', async t => {
    const mismatch = { code: 10061, msg: 'This request does not belong to your account', data: null }
    t.same(await m.json('feedbackTypes', { ...who, user_id: '31702254' }), mismatch)
    t.same(await m.json('feedbackLatest', { ...who, user_id: '31702254' }), mismatch)
    t.same(await m.json('feedbackSubmit', { ...who, user_id: '31702254', type_id: 1, description: 'x', log_consent: false }, { headers: { 'game-version': '2.3.1' } }), mismatch)
    t.same(await m.json('feedbackUpload', { user_id: '31702254' }, { file: { content: picture(100), filename: 'a.jpg', mime: 'image/jpeg' } }), mismatch)
  })

  t.test('history with a reply', async t => {
    const list = (await m.json('feedbackLatest', who)).data
    t.equal(list.total, 3)
    t.equal(list.has_more, false)
    const replied = list.items.find((f: any) => f.status === 1)
    t.ok(replied.reply.length > 0 && replied.replied_at > replied.created_at)
    const paged = (await m.json('feedbackLatest', { ...who, page: 2, page_size: 2 })).data
    t.equal(paged.items.length, 1)
    t.equal(paged.total, 3)
  })

  t.test('submit needs the Game-Version header and lands on top', async t => {
    const body = { ...who, type_id: 2, description: 'Withdrawal is slow', contact: '9876543210', pictures: ['https://cdn.mock.local/uploads/F1.png'], log_consent: true, variant: 'general' }
    t.same(await m.json('feedbackSubmit', body), { code: 40000, msg: 'Invalid request: game-version', data: null })
    t.equal((await m.json('feedbackSubmit', { ...body, type_id: 99 }, { headers: { 'game-version': '2.3.1' } })).code, 40000, 'unknown category')
    t.equal((await m.json('feedbackSubmit', { ...body, description: '   ' }, { headers: { 'game-version': '2.3.1' } })).code, 40000, 'blank description')
    const res = await m.json('feedbackSubmit', body, { headers: { 'game-version': '2.3.1' } })
    t.equal(res.code, 0)
    t.match(res.data.feedback_id, /^FB\d+$/)
    const top = (await m.json('feedbackLatest', who)).data.items[0]
    t.match(top, { feedback_id: res.data.feedback_id, type_id: 2, type_name: 'Withdrawal', description: 'Withdrawal is slow', status: 0, reply: '', replied_at: 0, pictures: body.pictures })
    t.equal((await m.json('feedbackLatest', who)).data.total, 4)
    const first = await m.json('feedbackSubmit', { user_id: '20593318', server_name: 'in-1', type_id: 5, description: 'Please add a song', log_consent: false, variant: 'song', song: { title: 'Kesariya', problem: 'request' } }, { token: 'demo-in-new', headers: { 'game-version': '2.3.1' } })
    t.equal(first.code, 0)
    t.match((await m.json('feedbackLatest', { user_id: '20593318', server_name: 'in-1' }, { token: 'demo-in-new' })).data, { total: 1, items: [{ contact: '', pictures: [] }] })
  })

  t.test('a song report is stored with its variant and its song; the upstream refuses one without', async t => {
    const sent = await m.json('feedbackSubmit', song, version)
    t.equal(sent.code, 0)
    const top = (await m.json('feedbackLatest', who)).data.items[0]
    t.match(top, { feedback_id: sent.data.feedback_id, variant: 'song', song: { title: 'Kesariya', artist: 'Arijit Singh', problem: 'request' }, type_name: 'Songs and sound' })
    t.notOk('log' in top, 'no log without one sent')
    const refused = { code: DOMAIN.FEEDBACK_SONG_REQUIRED, msg: 'A song report needs the song\'s title and what is wrong with it', data: null }
    t.same(await m.json('feedbackSubmit', { ...song, song: undefined }, version), refused, 'a song report without its song')
    t.same(await m.json('feedbackSubmit', { ...general, song: song.song }, version), refused, 'a general report carrying a song')
    t.equal((await m.json('feedbackSubmit', { ...song, song: { title: '  ', problem: 'request' } }, version)).code, 40000, 'a blank title')
    t.equal((await m.json('feedbackSubmit', { ...song, song: { title: 'Kesariya', problem: 'loud' } }, version)).code, 40000, 'an unknown problem')
    t.equal((await m.json('feedbackSubmit', { ...song, song: { ...song.song, lyrics: 'x' } }, version)).code, 40000, 'no field beyond the song\'s own')
    const old = (await m.json('feedbackLatest', who)).data.items.filter((f: any) => f.feedback_id !== sent.data.feedback_id)
    t.ok(old.length === 3 && old.every((f: any) => f.variant === 'general' && !('song' in f)), 'the fixtures\' feedback is general')
    t.same((await m.json('feedbackLatest', who, { lang: 'hi' })).data.items[0].song, song.song, 'a song\'s name is what the player typed, in every language')
  })

  t.test('a diagnostic log is stored only with consent, and only its own fields', async t => {
    const withLog = { ...general, log_consent: true, log: { source: 'client', entries: [entry] } }
    const sent = await m.json('feedbackSubmit', withLog, version)
    t.equal(sent.code, 0)
    t.same((await m.json('feedbackLatest', who)).data.items[0].log, { source: 'client', entries: [entry] }, 'support sees the log with the feedback')
    t.same(await m.json('feedbackSubmit', { ...withLog, log_consent: false }, version), { code: DOMAIN.FEEDBACK_LOG_WITHOUT_CONSENT, msg: 'A diagnostic log can only be sent with your consent', data: null })
    t.equal((await m.json('feedbackLatest', who)).data.total, 4, 'nothing stored from the refused one')
    const consentNoLog = await m.json('feedbackSubmit', { ...general, log_consent: true }, version)
    t.equal(consentNoLog.code, 0, 'consent alone sends no log (nothing to attach)')

    // What a log must never carry, tried in every field: each is refused before it is stored.
    const smuggled: Array<[string, Record<string, unknown>]> = [
      ['a token as the request id', { ...entry, request_id: 'demo-in' }],
      ['a PAN as the request id', { ...entry, request_id: 'ABCDE1234F' }],
      ['a UPI ID as the request id', { ...entry, request_id: 'rahul.sharma@okhdfcbank' }],
      ['an account number as the request id', { ...entry, request_id: '50100123456789' }],
      ['a UPI ID in the path', { ...entry, endpoint: '/api/user/v1/amt/withdraw/rahul@ybl' }],
      ['a PAN in the path', { ...entry, endpoint: '/api/user/v1/ABCDE1234F' }],
      ['a token in the query', { ...entry, endpoint: '/api/user/v1/amt/assetinfo?token=demo-in' }],
      ['a path of no call', { ...entry, endpoint: '/api/user/v1/demo-in' }],
      ['an account number as the path', { ...entry, endpoint: '/api/50100123456789' }],
      ['a message', { ...entry, msg: 'UPI rahul@ybl already bound' }],
      ['a header', { ...entry, authorization: 'Bearer demo-in' }]
    ]
    for (const [what, bad] of smuggled) {
      const res = await m.json('feedbackSubmit', { ...withLog, log: { source: 'client', entries: [bad] } }, version)
      t.match(res, { code: 40000, msg: /log/ }, `refused: ${what}`)
    }
    t.equal((await m.json('feedbackSubmit', { ...withLog, log: { source: 'client', entries: Array.from({ length: FEEDBACK_LOG_MAX + 1 }, () => entry) } }, version)).code, 40000, `at most ${FEEDBACK_LOG_MAX} entries`)
    t.equal((await m.json('feedbackSubmit', { ...withLog, log: { source: 'app', entries: [] } }, version)).code, 40000, 'a source the contract has no bridge call for')
    const stored = JSON.stringify((await m.json('feedbackLatest', who)).data.items.map((f: any) => f.log ?? null))
    t.ok(stored.includes(entry.request_id), 'the stored logs read back')
    for (const secret of ['demo-in', 'ABCDE1234F', 'rahul', '50100123456789', 'Bearer']) t.notOk(stored.includes(secret), `no stored log holds ${secret}`)
  })

  t.test('the history by month: "Invalid time" outside the months it reaches', async t => {
    const now = monthAt(Date.now(), 'Asia/Kolkata')
    // A month away from the edges, so the test's "now" and the upstream's may differ by the turn of a month.
    const list = (await m.json('feedbackLatest', { ...who, month: now })).data
    t.ok(list.items.every((f: any) => f.created_at > 0), 'this month answers')
    t.equal((await m.json('feedbackLatest', { ...who, month: monthBefore(now, 1) })).code, 0, 'last month answers')
    const invalid = { code: DOMAIN.INVALID_TIME, msg: 'Invalid time', data: null }
    t.same(await m.json('feedbackLatest', { ...who, month: monthBefore(now, -2) }), invalid, 'a month to come')
    t.same(await m.json('feedbackLatest', { ...who, month: monthBefore(now, 13) }), invalid, 'older than the history reaches')
    t.same(await m.json('feedbackLatest', { ...who, month: monthBefore(now, 13) }, { lang: 'pt' }), { ...invalid, msg: 'Período inválido' }, 'in the player\'s language')
    t.equal((await m.json('feedbackLatest', { ...who, month: '2026-13' })).code, 40000, 'not a month at all')
    const sent = await m.json('feedbackSubmit', general, version)
    const created = (await m.json('feedbackLatest', who)).data.items[0].created_at as number
    const mine = (await m.json('feedbackLatest', { ...who, month: monthAt(created * 1000, 'Asia/Kolkata') })).data.items.map((f: any) => f.feedback_id)
    t.ok(mine.includes(sent.data.feedback_id), 'the new one is in the month it was sent, in India\'s time')
    const older = (await m.json('feedbackLatest', { ...who, month: monthBefore(now, 2) })).data.items.map((f: any) => f.feedback_id)
    t.notOk(older.includes(sent.data.feedback_id), 'and not in another')
  })

  t.test('screenshots', async t => {
    const res = await m.json('feedbackUpload', who, { file: { content: picture(5000), filename: 'shot.jpg', mime: 'image/jpeg' } })
    t.match(res.data, { url: /\.jpg$/, size: 5000, mime: 'image/jpeg' })
  })
})
