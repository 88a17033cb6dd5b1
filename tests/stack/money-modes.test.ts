// Region money modes (region file `money`), the real gateway before the real mock upstream over HTTP: in
// withdraw_only recharges of every kind, transfers and coin sales are refused with 10032 in the player's
// language while withdrawals, cancels and reads go through; in closed every money call is refused with 10033;
// a refused call never reaches the upstream (its journal), is counted by region and mode, and a changed file
// applies on SIGHUP (the real process) and with REGIONS_WATCH without a restart, logged.
import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import supertest from 'supertest'
import { endpoints } from '../../shared/endpoints.js'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import { clientHeaders, idempotencyHeaders, startStack, TEST_SECRET, type Stack } from '../helpers/stack.js'
import { scrape, total } from '../helpers/prometheus.js'
import { nodeScript } from '../helpers/node-script.js'

const WITHDRAW_ONLY_EN = 'Adding cash, transfers and coin sales are closed in your region for now. You can still withdraw your balance and see your history.'
const WITHDRAW_ONLY_HI = 'आपके क्षेत्र में अभी पैसे जोड़ना, ट्रांसफ़र और कॉइन की बिक्री बंद है। आप अब भी अपना बैलेंस निकाल सकते हैं और अपना इतिहास देख सकते हैं।'
const CLOSED_EN = 'Money services are closed in your region for now: adding cash, withdrawals, transfers and coin sales. You can still see your balance and history.'
const CLOSED_BN = 'আপনার অঞ্চলে এখন টাকার সেবাগুলো বন্ধ আছে: টাকা যোগ করা, উত্তোলন, ট্রান্সফার ও কয়েন বিক্রি। আপনি এখনও আপনার ব্যালেন্স ও ইতিহাস দেখতে পারবেন।'

const HOSTS = [{ match: 'in.wallet.example', region: 'IN' }, { match: 'bd.wallet.example', region: 'BD' }, { match: 'br.wallet.example', region: 'BR' }]
const regionFile = (money?: Record<string, string>): string => JSON.stringify({ default: { region: 'IN' }, hosts: HOSTS, ...(money === undefined ? {} : { money }) })

interface Answer { http: number, code: number, msg: string, status: string, mode: string | undefined }

async function call (api: ReturnType<typeof supertest>, host: string, token: string, path: string, body: object, language = 'en'): Promise<Answer> {
  const res = await api.post(path).set({ ...idempotencyHeaders(path), ...clientHeaders(token, { 'accept-language': language }), host }).send(body)
  const env = res.body as { code: number, msg: string, status: string }
  return { http: res.status, code: env.code, msg: env.msg, status: env.status, mode: res.headers['x-money-mode'] }
}

const upstreamPaths = async (s: Stack): Promise<string[]> => (await s.everything()).map(e => e.path)

t.test('withdraw_only (India): money in is refused before the upstream in the player\'s language; withdrawal, cancel and reads work', async t => {
  const file = join(t.testdir({}), 'regions.json')
  writeFileSync(file, regionFile({ IN: 'withdraw_only', BD: 'closed' }))
  const s = await startStack(t, { env: { REGIONS_FILE: file } })
  await s.reset()
  const host = 'in.wallet.example'

  const refusals: Array<[string, string, object]> = [
    ['demo-in', endpoints.recharge.path, { amount: 10000, channel_id: 1, declaration: true }],
    ['demo-in', endpoints.cardBuy.path, { card_id: 1, channel_id: 1 }],
    ['demo-in', endpoints.commonRecharge.path, { amount: 10000, channel_id: 1 }],
    ['demo-in', endpoints.scratchersRecharge.path, { amount: 10000, channel_id: 1 }],
    ['demo-in', endpoints.transfer.path, { user_id: '10000002', amount: 100 }],
    ['demo-dealer-in', endpoints.agentSell.path, { user_id: '10000001', amount: 100 }]
  ]
  for (const [token, path, body] of refusals) {
    const answer = await call(s.api, host, token, path, body)
    t.same(answer, { http: 200, code: 10032, msg: WITHDRAW_ONLY_EN, status: 'error', mode: 'withdraw_only' }, `${path} refused`)
  }
  const hindi = await call(s.api, host, 'demo-in', endpoints.recharge.path, { amount: 10000, channel_id: 1 }, 'hi')
  t.equal(hindi.msg, WITHDRAW_ONLY_HI, 'in Hindi for a Hindi reader')
  // Refused before the body is read: the player is not asked to fix a field of a call that cannot go through.
  const junk = await call(s.api, host, 'demo-in', endpoints.transfer.path, { amount: 'lots' })
  t.equal(junk.code, 10032, 'a bad body is refused by the mode, not by its fields')
  const unkeyed = await s.api.post(endpoints.transfer.path).set({ ...clientHeaders('demo-in'), host }).send({ user_id: '10000002', amount: 100 })
  t.equal(unkeyed.body.code, 10032, 'without an Idempotency-Key too')
  const guest = await s.api.post(endpoints.recharge.path).set({ host }).send({})
  t.equal(guest.status, 401, 'login is still asked first')

  const seen = await upstreamPaths(s)
  for (const [, path] of refusals) {
    const upstream = Object.values(endpoints).find(e => e.path === path)?.upstream ?? path
    t.notOk(seen.includes(upstream), `${path} never reached the upstream`)
  }

  const balance = await call(s.api, host, 'demo-in', endpoints.assetInfo.path, {})
  t.same([balance.code, balance.mode], [0, 'withdraw_only'], 'a read works and says the mode')
  const withdrawn = await s.api.post(endpoints.withdraw.path).set({ ...idempotencyHeaders(endpoints.withdraw.path), ...clientHeaders('demo-in'), host }).send({ amount: 10000 })
  t.equal(withdrawn.body.code, 0, 'the withdrawal goes through')
  const orderId = (withdrawn.body.data as { order: { order_id: string } }).order.order_id
  const cancelled = await call(s.api, host, 'demo-in', endpoints.withdrawCancel.path, { order_id: orderId })
  t.equal(cancelled.code, 0, 'and its cancel')
  const after = await upstreamPaths(s)
  t.ok(after.includes(endpoints.withdraw.upstream) && after.includes(endpoints.withdrawCancel.upstream), 'both reached the upstream')

  const config = await s.api.get('/api/config').set('host', host).expect(200)
  t.equal(config.body.data.moneyMode, 'withdraw_only', 'the page\'s settings carry the mode')
  t.equal((await s.api.get('/api/config').set('host', 'br.wallet.example').expect(200)).body.data.moneyMode, 'open', 'a region not named is open')

  const counted = (await s.gateway.metrics.moneyModeRefusals.get()).values
  const of = (endpoint: string): number => counted.find(v => v.labels.endpoint === endpoint && v.labels.region === 'IN' && v.labels.mode === 'withdraw_only')?.value ?? 0
  t.equal(of('recharge'), 2, 'refusals counted by endpoint, region and mode')
  t.equal(of('transfer'), 3)
  t.equal(of('agentSell'), 1)
  t.equal(of('withdraw'), 0)
})

t.test('closed (Bangladesh): every money call is refused, reads work; an open region (Brazil) reaches the upstream', async t => {
  const file = join(t.testdir({}), 'regions.json')
  writeFileSync(file, regionFile({ IN: 'withdraw_only', BD: 'closed' }))
  const s = await startStack(t, { env: { REGIONS_FILE: file } })
  await s.reset()
  const host = 'bd.wallet.example'
  for (const [path, body] of [[endpoints.withdraw.path, { amount: 10000 }], [endpoints.recharge.path, { amount: 10000, channel_id: 1 }], [endpoints.transfer.path, { user_id: '10000002', amount: 100 }], [endpoints.withdrawCancel.path, { order_id: 'W1' }]] as const) {
    t.same(await call(s.api, host, 'demo-bd', path, body), { http: 200, code: 10033, msg: CLOSED_EN, status: 'error', mode: 'closed' }, `${path} refused`)
  }
  for (const [path, body] of [[endpoints.agentOrderAccept.path, { order_id: 'P1' }], [endpoints.agentOrderRemit.path, { order_id: 'P1', utr: '123456789012' }]] as const) {
    t.equal((await call(s.api, host, 'demo-dealer-bd', path, body)).code, 10033, `a dealer's ${path} refused`)
  }
  t.equal((await call(s.api, host, 'demo-bd', endpoints.withdraw.path, { amount: 10000 }, 'bn')).msg, CLOSED_BN, 'in Bengali for a Bengali reader')
  const paths = await upstreamPaths(s)
  for (const e of [endpoints.withdraw, endpoints.recharge, endpoints.transfer, endpoints.withdrawCancel, endpoints.agentOrderAccept, endpoints.agentOrderRemit]) {
    t.notOk(paths.includes(e.upstream), `${e.path} never reached the upstream`)
  }
  t.equal((await call(s.api, host, 'demo-bd', endpoints.assetInfo.path, {})).code, 0, 'the balance reads')
  t.equal((await call(s.api, host, 'demo-bd', endpoints.withdrawList.path, { status: 0 })).code, 0, 'the withdrawal record reads')

  const open = await call(s.api, 'br.wallet.example', 'demo-br', endpoints.transfer.path, { user_id: '10000002', amount: 100 })
  t.not(open.code, 10032)
  t.not(open.code, 10033)
  t.equal(open.mode, 'open')
  t.ok((await upstreamPaths(s)).includes(endpoints.transfer.upstream), 'an open region\'s transfer reaches the upstream')
})

const messages = (s: Stack, msg: string): Array<Record<string, unknown>> =>
  s.logs.flatMap(l => l.split('\n')).filter(l => l.startsWith('{')).map(l => JSON.parse(l) as Record<string, unknown>).filter(l => l.msg === msg)

t.test('REGIONS_WATCH: a region closed in the file applies without a restart, logged; reopened likewise', async t => {
  const dir = t.testdir({})
  const file = join(dir, 'regions.json')
  writeFileSync(file, regionFile())
  const s = await startStack(t, { env: { REGIONS_FILE: file, REGIONS_WATCH: 'true' } })
  await s.reset()
  const host = 'in.wallet.example'
  const transfer = async (): Promise<Answer> => await call(s.api, host, 'demo-in', endpoints.transfer.path, { user_id: '10000002', amount: 100 })
  const before = await transfer()
  t.equal(before.mode, 'open')
  t.not(before.code, 10032)
  t.equal((await upstreamPaths(s)).filter(p => p === endpoints.transfer.upstream).length, 1, 'open: the transfer reached the upstream')

  writeFileSync(file, regionFile({ IN: 'withdraw_only' }))
  for (let i = 0; i < 600 && messages(s, 'region money mode changed').length === 0; i++) await sleep(50)
  t.match(messages(s, 'region money mode changed'), [{ region: 'IN', from: 'open', to: 'withdraw_only' }], 'the change is logged')
  const refused = await transfer()
  t.same([refused.code, refused.msg, refused.mode], [10032, WITHDRAW_ONLY_EN, 'withdraw_only'])
  t.equal((await upstreamPaths(s)).filter(p => p === endpoints.transfer.upstream).length, 1, 'the refused transfer did not reach the upstream')
  const gauge = (await s.gateway.metrics.moneyMode.get()).values
  t.equal(gauge.find(v => v.labels.region === 'IN' && v.labels.mode === 'withdraw_only')?.value, 1, 'the mode in force is published')
  t.equal(gauge.find(v => v.labels.region === 'IN' && v.labels.mode === 'open')?.value, 0)

  writeFileSync(file, regionFile({ IN: 'open' }))
  for (let i = 0; i < 600 && messages(s, 'region money mode changed').length < 2; i++) await sleep(50)
  t.match(messages(s, 'region money mode changed')[1], { region: 'IN', from: 'withdraw_only', to: 'open' })
  t.equal((await transfer()).mode, 'open', 'reopened')
})

t.test('a money mode that is not one of open, withdraw_only, closed, or a region that is not one, is refused at reload', async t => {
  const file = join(t.testdir({}), 'regions.json')
  writeFileSync(file, regionFile({ BD: 'closed' }))
  const s = await startStack(t, { env: { REGIONS_FILE: file } })
  writeFileSync(file, regionFile({ BD: 'shut' }))
  t.equal(s.gateway.reloadRegions(), false)
  writeFileSync(file, regionFile({ XX: 'closed' }))
  t.equal(s.gateway.reloadRegions(), false)
  t.equal((await s.api.get('/api/config').set('host', 'bd.wallet.example').expect(200)).body.data.moneyMode, 'closed', 'the modes in use stay')
})

async function mockUpstream (t: Test): Promise<string> {
  const mock = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '8000' }), logger: false })
  await mock.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await mock.close() })
  return `http://127.0.0.1:${(mock.server.address() as { port: number }).port}`
}

t.test('SIGHUP on the real process: Bangladesh closed by the file is refused without a restart, and the metrics say so', async t => {
  const upstream = await mockUpstream(t)
  const file = join(t.testdir({}), 'regions.json')
  writeFileSync(file, regionFile())
  const child = spawn(process.execPath, nodeScript('gateway/src/server'), {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '8000', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', RATE_LIMIT_USER_PER_MIN: '1000', UPSTREAM_URL: upstream, REGIONS_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  t.teardown(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL') })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => { out += String(chunk) })
  const logs = (msg: string): Array<Record<string, unknown>> => out.split('\n').filter(l => l.startsWith('{')).map(l => JSON.parse(l) as Record<string, unknown>).filter(l => l.msg === msg)
  const waitForLog = async (msg: string): Promise<Record<string, unknown>> => {
    for (let i = 0; i < 1200; i++) {
      const found = logs(msg)[0]
      if (found !== undefined) return found
      if (child.exitCode !== null) throw new Error(`gateway exited before "${msg}": ${out}`)
      await sleep(50)
    }
    throw new Error(`no "${msg}" in the gateway's logs`)
  }
  const port = (await waitForLog('metrics listening')).port
  const listening = out.split('\n').filter(l => l.startsWith('{')).map(l => JSON.parse(l) as { msg?: string }).find(l => l.msg?.startsWith('Server listening at http://127.0.0.1:') === true)
  const api = supertest(String(listening?.msg).replace('Server listening at ', ''))
  const metrics = `http://127.0.0.1:${String(port)}/metrics`
  const host = 'bd.wallet.example'
  const withdraw = async (): Promise<Answer> => await call(api, host, 'demo-bd', endpoints.withdraw.path, { amount: 10000 })
  t.equal((await withdraw()).mode, 'open')

  writeFileSync(file, regionFile({ BD: 'closed' }))
  child.kill('SIGHUP')
  t.match(await waitForLog('region money mode changed'), { region: 'BD', from: 'open', to: 'closed', level: 40 }, 'logged as a warning')
  t.same(await withdraw(), { http: 200, code: 10033, msg: CLOSED_EN, status: 'error', mode: 'closed' })
  const journal = (await supertest(upstream).get('/__mock/requests').expect(200)).body as { items: Array<{ path: string }> }
  t.equal(journal.items.filter(e => e.path === endpoints.withdraw.upstream).length, 1, 'only the withdrawal made while open reached the upstream')

  const { samples } = await scrape(metrics)
  t.equal(total(samples, 'wallet_gateway_money_mode_refusals_total', { region: 'BD', mode: 'closed', endpoint: 'withdraw' }), 1)
  t.equal(total(samples, 'wallet_gateway_money_mode', { region: 'BD', mode: 'closed' }), 1)
  t.equal(total(samples, 'wallet_gateway_money_mode', { region: 'BD', mode: 'open' }), 0)
})
