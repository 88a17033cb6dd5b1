// One upstream per region host, as in production: the Brazil host forwards to a mock playing Brazil's
// upstream alone (MOCK_REGION=BR). The page host decides the gateway's rules and common fields; the
// upstream decides whose account it is, so an Indian token opened on the Brazil host binds nothing.
import t from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import supertest from 'supertest'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { loadConfig as loadMockConfig } from '../../mock-upstream/src/config.js'
import { SESSION_EXPIRED } from '../../shared/codes.js'
import { REGION_INFO } from '../../shared/regions.js'
import { clientHeaders, idempotencyHeaders, startStack, TEST_SECRET, type JournalEntry } from '../helpers/stack.js'

const UNIVERSAL = '/api/user/v1/amt/withdraw/bind/universal/update'
const UPI = '/api/user/v1/amt/withdraw/update_upi_account'
const BIND_LIST = '/api/user/v1/amt/withdraw/bind/list'
const ASSET = '/api/user/v1/amt/assetinfo'
const pix = { type: 'pix', card_type: 'cpf', cpf: '390.533.447-05', name: 'Lucas Oliveira' }

t.test('the Brazil host\'s own upstream refuses an Indian token and binds the Brazilian player', async t => {
  const brazil = await buildMockApp({ config: loadMockConfig({ SIGN_SECRET: TEST_SECRET, UPSTREAM_TIMEOUT_MS: '1500', MOCK_REGION: 'BR' }), logger: false })
  await brazil.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(async () => { await brazil.close() })
  const address = brazil.server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  const brazilUrl = `http://127.0.0.1:${address.port}`
  const brazilJournal = async (path: string): Promise<JournalEntry[]> =>
    (await supertest(brazilUrl).get('/__mock/requests').query({ path }).expect(200)).body.items

  const dir = mkdtempSync(join(tmpdir(), 'regions-'))
  t.teardown(() => { rmSync(dir, { recursive: true, force: true }) })
  const regionsFile = join(dir, 'regions.json')
  writeFileSync(regionsFile, JSON.stringify({
    default: { region: 'IN' },
    hosts: [
      { match: 'coin.localhost', region: 'BD' },
      { match: 'br.localhost', region: 'BR', upstream: brazilUrl }
    ]
  }))
  // The stack's own mock plays every region and serves every other host.
  const s = await startStack(t, { env: { REGIONS_FILE: regionsFile } })
  await s.reset()
  const onBrazil = (token: string, path: string) => ({ ...idempotencyHeaders(path), ...clientHeaders(token, { host: 'br.localhost' }) })

  t.test('an Indian token on the Brazil host: unknown to Brazil\'s upstream, nothing bound anywhere', async t => {
    const res = await s.api.post(UNIVERSAL).set(onBrazil('demo-in-new', UNIVERSAL)).send(pix)
    t.equal(res.status, 200)
    t.match(res.body, { code: SESSION_EXPIRED, status: 'error', data: null }, 'Brazil\'s upstream does not know the token: 50301, the app closes its pages')
    const sent = await brazilJournal(UNIVERSAL)
    t.equal(sent.length, 1, 'the gateway sent the binding to the Brazil host\'s upstream')
    t.match(sent[0], { token: 'demo-in-new', body: { type: 'pix', cpf: '39053344705', assets_type: REGION_INFO.BR.assetsType } }, 'ruled and filled in by the page host\'s region')
    t.same(await s.journal(UNIVERSAL), [], 'never to the Indian upstream')
    const own = await s.api.post(BIND_LIST).set(clientHeaders('demo-in-new')).send({})
    t.same(own.body.data.items, [], 'the Indian account has nothing bound on its own upstream')
    const asset = await s.api.post(ASSET).set(clientHeaders('demo-in', { host: 'br.localhost' })).send({})
    t.equal(asset.body.code, SESSION_EXPIRED, 'every call of an Indian token there is refused, not only bindings')
  })

  t.test('the Brazilian player on the Brazil host binds a Pix key', async t => {
    const res = await s.api.post(UNIVERSAL).set(onBrazil('demo-br-new', UNIVERSAL)).send(pix)
    t.match(res.body, { code: 0, status: 'success', data: { status: 'bound', type: 'pix', cpf: '39053344705' } })
    const list = await s.api.post(BIND_LIST).set(clientHeaders('demo-br-new', { host: 'br.localhost' })).send({})
    t.same(list.body.data.items.map((a: { type: string }) => a.type), ['pix'], 'bound on Brazil\'s upstream')
    t.same(await s.journal(UNIVERSAL), [], 'the Indian upstream saw none of it')
  })

  t.test('the page host still decides the gateway\'s rules and common fields', async t => {
    const upi = await s.api.post(UPI).set(onBrazil('demo-in', UPI)).send({ upi_id: 'ravi.k@okaxis', name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' })
    t.equal(upi.status, 400, 'an Indian phone on the Brazil page is refused by the gateway (Brazil: +55 and 11 digits)')
    t.equal(upi.body.errors?.[0]?.field, 'phone')
    t.same(await brazilJournal(UPI), [], 'and reaches no upstream')
    t.same(await s.journal(UPI), [])

    await s.api.post(ASSET).set(clientHeaders('demo-br', { host: 'br.localhost' })).send({}).expect(200)
    await s.api.post(ASSET).set(clientHeaders('demo-in')).send({}).expect(200)
    await s.api.post(ASSET).set(clientHeaders('demo-bd', { host: 'coin.localhost' })).send({}).expect(200)
    const brSent = (await brazilJournal('/api/user/v3/amt/assetinfo')).filter(e => e.token === 'demo-br')
    t.match(brSent.at(-1)?.body, { assets_type: REGION_INFO.BR.assetsType }, 'Brazil host: Brazil\'s assets_type, to Brazil\'s upstream')
    const mainSent = await s.journal('/api/user/v3/amt/assetinfo')
    t.match(mainSent.find(e => e.token === 'demo-in')?.body, { assets_type: REGION_INFO.IN.assetsType }, 'default host: India\'s')
    t.match(mainSent.find(e => e.token === 'demo-bd')?.body, { assets_type: REGION_INFO.BD.assetsType }, 'coin-domain host: Bangladesh\'s')
    t.notOk(mainSent.some(e => e.token === 'demo-br'), 'the Brazil host\'s calls never reach the default upstream')
  })
})
