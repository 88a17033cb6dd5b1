// Help and feedback: categories, questions, submit (with Game-Version), history, screenshots.
import t from 'tap'
import { startMock, picture } from '../fixture/mock-client.js'

const who = { user_id: '20481736', server_name: 'in-1' }

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
    const first = await m.json('feedbackSubmit', { user_id: '20593318', server_name: 'in-1', type_id: 5, description: 'Please add a song', log_consent: false, variant: 'song' }, { token: 'demo-in-new', headers: { 'game-version': '2.3.1' } })
    t.equal(first.code, 0)
    t.match((await m.json('feedbackLatest', { user_id: '20593318', server_name: 'in-1' }, { token: 'demo-in-new' })).data, { total: 1, items: [{ contact: '', pictures: [] }] })
  })

  t.test('screenshots', async t => {
    const res = await m.json('feedbackUpload', who, { file: { content: picture(5000), filename: 'shot.jpg', mime: 'image/jpeg' } })
    t.match(res.data, { url: /\.jpg$/, size: 5000, mime: 'image/jpeg' })
  })
})
