// The feedback rules both sides use: the months the history reaches (the edges the mock test cannot pin
// without a race at the turn of a month), and the shapes a log entry may have.
import t from 'tap'
import { LOG_ENDPOINT, LOG_REQUEST_ID, feedbackMonthAllowed, monthAt, monthBefore } from '../../shared/rules/feedback.js'

t.test('the months the history reaches', async t => {
  const months = ['2024', '2025', '2026', '2027'].flatMap(y => Array.from({ length: 12 }, (_, i) => `${y}-${String(i + 1).padStart(2, '0')}`))
  t.same(months.filter(m => feedbackMonthAllowed(m, '2026-11')), [
    '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05',
    '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'
  ], 'in November 2026 the history reaches back twelve months: December 2025 to November 2026')
  t.equal(monthBefore('2026-01', 1), '2025-12')
  t.equal(monthBefore('2026-11', 11), '2025-12')
  t.equal(monthBefore('2026-11', -2), '2027-01')
  t.ok(feedbackMonthAllowed('2026-11', '2026-11'), 'this month')
  t.ok(feedbackMonthAllowed('2025-12', '2026-11'), 'eleven months back')
  t.notOk(feedbackMonthAllowed('2025-11', '2026-11'), 'twelve months back')
  t.notOk(feedbackMonthAllowed('2026-12', '2026-11'), 'next month')
  t.notOk(feedbackMonthAllowed('2026-13', '2026-11'), 'no such month')
  t.notOk(feedbackMonthAllowed('', '2026-11'), 'nothing')
})

t.test('"this month" is the region\'s', async t => {
  const turn = Date.UTC(2026, 10, 30, 20, 0) // 30 Nov 20:00 UTC: already 1 Dec in India, still Nov in Brazil
  t.equal(monthAt(turn, 'Asia/Kolkata'), '2026-12')
  t.equal(monthAt(turn, 'America/Sao_Paulo'), '2026-11')
})

t.test('what a log entry may name', async t => {
  t.ok(LOG_REQUEST_ID.test('0f8e2d1c-3b4a-4c5d-8e6f-7a8b9c0d1e2f'), 'the gateway\'s UUID')
  for (const bad of ['demo-in', 'ABCDE1234F', 'rahul@ybl', '50100123456789', 'Bearer demo-in', '0F8E2D1C-3B4A-4C5D-8E6F-7A8B9C0D1E2F']) t.notOk(LOG_REQUEST_ID.test(bad), `not a request id: ${bad}`)
  t.ok(LOG_ENDPOINT.test('/api/user/v1/amt/assetinfo'))
  for (const bad of ['/api/user/v1/amt/withdraw?token=x', '/api/user/rahul@ybl', '/api/user/ABCDE1234F', 'https://evil.example/api/x', '/api/x y']) t.notOk(LOG_ENDPOINT.test(bad), `not a path: ${bad}`)
})
