// The page's diagnostic log in Node: the one api client records every failed call (an envelope refused, a
// status without an envelope, no answer at all), 50 at most, newest kept; the log keeps of each only the
// table's path, the status, the code, the gateway's request id and the time. Tokens, account numbers, UPI
// IDs and PANs offered to it in every way the api client could see them never come out.
import t from 'tap'
import { getDefaultStore } from 'jotai'
import { call, failedCalls } from '../../client/src/lib/api.js'
import { logEntry, recentFailures } from '../../client/src/lib/failure-log.js'
import { appInfoAtom, configAtom, type SiteConfig } from '../../client/src/lib/session.js'
import { normaliseAppInfo } from '../../client/src/lib/bridge.js'
import { setLanguage } from '../../client/src/lib/i18n.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { FEEDBACK_LOG_MAX } from '../../shared/rules/feedback.js'

const g = globalThis as Record<string, unknown>
g.window = { location: { search: '', origin: 'https://page.example', href: 'https://page.example/asset/detail' } }
t.teardown(() => { delete g.window })
const store = getDefaultStore()
store.set(appInfoAtom, normaliseAppInfo({ token: 'demo-in', language: 'en', userId: '20481736', deviceId: 'dev-1', region: 'in' }))
store.set(configAtom, { timeoutMs: 1000 } as SiteConfig)
await setLanguage('en')

const RID = '0f8e2d1c-3b4a-4c5d-8e6f-7a8b9c0d1e2f'
const SECRETS = ['demo-in', 'ABCDE1234F', 'rahul.sharma@okhdfcbank', '50100123456789', 'Bearer']
const realFetch = globalThis.fetch
let answer: () => Response = () => new Response('{}')
globalThis.fetch = async () => answer()
t.teardown(() => { globalThis.fetch = realFetch })

const envelope = (http: number, code: number, msg: string, rid: string): Response =>
  new Response(JSON.stringify({ code, msg, status: 'error', data: null }), { status: http, headers: { 'content-type': 'application/json', 'x-request-id': rid } })

t.beforeEach(() => { failedCalls.length = 0 })

t.test('failed calls are recorded by the api client with what may be sent', async t => {
  answer = () => new Response('{"code":0,"msg":"","status":"success","data":{}}', { headers: { 'x-request-id': RID } })
  await call('assetInfo', {}, { silent: true })
  t.same(recentFailures(), [], 'a success is not a failure')

  answer = () => envelope(200, 10061, 'UPI rahul.sharma@okhdfcbank of ABCDE1234F is not yours', RID)
  const before = Math.floor(Date.now() / 1000)
  await call('withdrawList', { page: 1 }, { silent: true })
  answer = () => new Response('<html>bad gateway</html>', { status: 502, headers: { 'x-request-id': 'ABCDE1234F' } })
  await call('assetInfo', {}, { silent: true })
  answer = () => { throw new TypeError('Failed to fetch demo-in') }
  await call('bindList', undefined, { silent: true })

  const log = recentFailures()
  t.same(log.map(({ at: _, ...e }) => e), [
    { endpoint: endpointRoutes.withdrawList.path, status: 200, code: 10061, request_id: RID },
    { endpoint: endpointRoutes.assetInfo.path, status: 502, code: -1, request_id: '' },
    { endpoint: endpointRoutes.bindList.path, status: 0, code: -1, request_id: '' }
  ], 'oldest first: the refusal with its request id, the 502 (its "request id" a PAN, dropped), the lost call')
  t.ok(log.every(e => e.at >= before && e.at <= Math.floor(Date.now() / 1000) + 1), 'with the time, in seconds')
  const text = JSON.stringify(log)
  for (const secret of SECRETS) t.notOk(text.includes(secret), `no ${secret} in the log`)
})

t.test('the log is bounded: the newest 50 are kept', async t => {
  answer = () => envelope(500, 10050, 'busy', RID)
  for (let i = 0; i < FEEDBACK_LOG_MAX + 7; i++) await call('feedbackTypes', { user_id: '20481736', server_name: 'in-1' }, { silent: true })
  t.equal(failedCalls.length, FEEDBACK_LOG_MAX, 'the api client keeps no more than the log sends')
  t.equal(recentFailures().length, FEEDBACK_LOG_MAX)
})

t.test('smuggling through the recorder: nothing but the five fields, each in its shape', async t => {
  const at = Date.UTC(2026, 10, 27, 10, 0)
  t.equal(logEntry('/api/user/v1/amt/withdraw?token=demo-in', 500, 1, RID, at), null, 'a URL with a query is not a path of the table')
  t.equal(logEntry('/api/user/v1/amt/withdraw/rahul.sharma@okhdfcbank', 500, 1, RID, at), null, 'a UPI ID in a path')
  t.equal(logEntry('/api/user/v1/ABCDE1234F', 500, 1, RID, at), null, 'a PAN in a path')
  for (const rid of SECRETS) t.equal(logEntry('/api/user/v1/amt/assetinfo', 500, 1, rid, at)?.request_id, '', `"${rid}" as a request id is dropped`)
  t.same(logEntry('/api/user/v1/amt/assetinfo', 50100123456789, 50100123456789, RID, at), { endpoint: '/api/user/v1/amt/assetinfo', status: 0, code: -1, request_id: RID, at: at / 1000 }, 'an account number as a status or code is not kept')
  failedCalls.unshift(['/api/user/v1/ABCDE1234F', new Response(null, { status: 500, headers: { 'x-request-id': 'demo-in' } }), 1, at])
  t.same(recentFailures(), [], 'a raw record the log cannot vouch for is left out')
})
