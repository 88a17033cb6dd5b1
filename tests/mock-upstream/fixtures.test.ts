// Fixtures cannot drift from the table: every demo player's answers validate against the entry's data
// schema, and a broken fixture stops the start with the file and field named.
import t, { type Test } from 'tap'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import { endpoints, ENDPOINT_IDS, type EndpointId } from '../../shared/endpoints.js'
import { REGION_INFO, type Region } from '../../shared/regions.js'
import { projectRoot } from '../../shared/node/project-root.js'
import { buildMockApp } from '../../mock-upstream/src/app.js'
import { startMock, picture, type CallOptions, type Mock } from './fixture/mock-client.js'

const FIXTURES = join(projectRoot(), 'fixtures')
const ajv = new Ajv({ strict: false, allErrors: true })
const validators = new Map(ENDPOINT_IDS.map(id => [id, ajv.compile(endpoints[id].data)]))

interface Player { token: string, userId: string, region: Region, file: any, catalog: any }

const players: Player[] = readdirSync(join(FIXTURES, 'users')).filter(f => f.endsWith('.json')).map(f => {
  const file = JSON.parse(readFileSync(join(FIXTURES, 'users', f), 'utf8'))
  const region = file.profile.region as Region
  const catalog = JSON.parse(readFileSync(join(FIXTURES, 'catalog', `${region.toLowerCase()}.json`), 'utf8'))
  return { token: f.replace(/\.json$/, ''), userId: file.profile.user_id, region, file, catalog }
})

const event = { report_time: 1, event_class: 'wallet', event_name: 'open', attributes: {}, ext_data: { channel: 'gp', user_id: '', device_id: 'd', country_code: 'IN', user_type: 1, plan: '' } }
const picture2k = { content: picture(2048), filename: 'shot.png', mime: 'image/png' }

/**
 * A valid body for every entry and player; the Record type makes a new entry a compile error here. Contact
 * phones are the player's own, as the upstream checks a binding by the account's region.
 */
const calls: Record<EndpointId, (p: Player) => [Record<string, unknown>, CallOptions?]> = {
  withdraw: p => [{ amount: REGION_INFO[p.region].withdrawMultiple * Math.max(1, p.catalog.withdraw_conf.min_amount / REGION_INFO[p.region].withdrawMultiple) }],
  withdrawList: () => [{}],
  withdrawWaitAudit: () => [{}],
  withdrawCancel: p => [{ order_id: p.file.withdrawals.find((w: any) => w.status === 0)?.order_id ?? 'WD0' }],
  withdrawComplain: p => [{ order_id: p.file.withdrawals.find((w: any) => w.status === 6)?.order_id ?? 'WD0' }],
  bindPaytm: () => [{ paytm_id: '9876500001', name: 'Demo Player' }],
  bindAccount: p => [{ bank_account: '123456789012', name: 'Demo Player', ifsc: 'SBIN0001234', phone: p.file.profile.phone, email: 'demo.player@gmail.com', bank_name: 'State Bank' }],
  bindUpiWithPan: p => [{ upi_id: `player${p.userId}@oksbi`, name: 'Demo Player', phone: p.file.profile.phone, email: 'demo.player@gmail.com', pan_number: p.file.pan?.pan_number ?? `ABCPE${p.userId.slice(-4)}F`, pan_photo_url: 'https://cdn.mock.local/uploads/F1.jpg' }],
  bindList: () => [{}],
  updateUpiAccount: p => [{ upi_id: `player${p.userId}@okaxis`, name: 'Demo Player', phone: p.file.profile.phone, email: 'demo.player@gmail.com' }],
  getUpiAccount: () => [{}],
  updateBankAccount: p => [{ bank_account: '123456789013', name: 'Demo Player', ifsc: 'SBIN0001234', phone: p.file.profile.phone, email: 'demo.player@gmail.com', bank_name: 'State Bank' }],
  getBankAccount: () => [{}],
  universalUpdate: () => [{ type: 'dana', wallet_id: '081200001111', name: 'Demo Player' }],
  universalGet: p => [{ type: ({ IN: 'gopay', ID: 'gopay', BD: 'bkash', BR: 'pix' } as const)[p.region] }],
  ocrPancard: () => [{}, { file: picture2k }],
  guestLogin: () => [{}],
  assetInfo: () => [{}],
  tradeList: () => [{ page_size: 50 }],
  rechargeList: () => [{}],
  rechargeDetail: p => [{ order_id: p.file.recharge_orders[0]?.order_id ?? 'RC0' }],
  rechargeAgentList: () => [{}],
  rechargeConf: () => [{}],
  recharge: p => {
    const pkg = p.catalog.recharge.packages.find((x: any) => x.max_buy_times === 0 && (x.expire_time === 0 || 'in_s' in x.expire_time))
    return [{ amount: pkg.amount, channel_id: p.catalog.channels[0].channel_id, package_id: pkg.id, declaration: true }]
  },
  channelList: () => [{}],
  sdkCallback: p => [{ order_id: p.file.recharge_orders[0]?.order_id ?? 'RC0', result: 'success' }],
  modifyUserInfo: () => [{ name: 'Demo Player' }],
  rechargeAct: () => [{}],
  cardList: () => [{}],
  cardBuy: p => [{ card_id: p.catalog.cards[0].card_id, channel_id: p.catalog.channels[0].channel_id }],
  scratchersRecharge: p => [{ amount: p.catalog.recharge.min_amount, channel_id: p.catalog.channels[0].channel_id, declaration: true }],
  commonRecharge: p => [{ amount: p.catalog.recharge.min_amount, channel_id: p.catalog.channels[0].channel_id, declaration: true }],
  gpProductList: () => [{}],
  getUserInfo: () => [{}],
  getOtherUserInfo: p => [{ user_id_list: [p.userId, '20481736'] }],
  declaration: () => [{}],
  declare: () => [{ birth_date: '1990-04-12', state: 'Kerala' }],
  uploadFile: p => [{ user_id: p.userId, server_name: 's1' }, { file: picture2k }],
  feedbackTypes: p => [{ user_id: p.userId, server_name: 's1' }],
  feedbackQuestions: p => [{ user_id: p.userId, server_name: 's1', type_id: 1 }],
  feedbackSubmit: p => [{ user_id: p.userId, server_name: 's1', type_id: 1, description: 'Help please', log_consent: true }, { headers: { 'game-version': '1.0.0' } }],
  feedbackLatest: p => [{ user_id: p.userId, server_name: 's1' }],
  feedbackUpload: p => [{ user_id: p.userId, server_name: 's1' }, { file: picture2k }],
  eventPush: () => [{ events: [event] }],
  hubReport: () => [{ list: [event] }],
  transfer: p => [{ user_id: p.userId === '20481736' ? '70315528' : '20481736', amount: 100 }],
  transferList: () => [{}],
  agencyList: () => [{}],
  agentInfo: () => [{}],
  agentProfile: p => [{ nickname: p.file.dealer?.nickname ?? 'Demo Dealer', whatsapp: '+919800000001' }],
  agentPrice: p => [{ price: p.catalog.dealer.price_min }],
  agentFollowers: () => [{}],
  agentFollowerAdd: () => [{ user_id: '20593318' }],
  agentFollowerMigrate: p => [{ user_id: activeFollower(p), to_agent_id: p.catalog.agents.agents[0].agent_id }],
  agentFollowerBlock: p => [{ user_id: activeFollower(p), blocked: true }],
  agentSell: p => [{ user_id: activeFollower(p), amount: 100 }],
  agentOrders: () => [{}],
  agentOrderDetail: p => [{ order_id: payout(p, 1) }],
  agentOrderAccept: p => [{ order_id: payout(p, 1) }],
  agentOrderRefuse: p => [{ order_id: payout(p, 1), reason: 'Name mismatch' }],
  agentOrderAbandon: p => [{ order_id: payout(p, 2) }],
  agentOrderRemit: p => [{ order_id: payout(p, 2), utr: p.region === 'BD' ? 'Q7W8E9R0T1' : '499912345678' }],
  agentOrderRecord: p => [{ order_id: payout(p, 2) }, { file: picture2k }],
  agentOrderDownload: () => [{ tab: 'available' }],
  agentData: () => [{}],
  agentLog: () => [{}]
}

/** A dealer's first active follower and first order in a state (placeholders for players, who get NOT_A_DEALER). */
function activeFollower (p: Player): string {
  return p.file.dealer?.followers.find((f: any) => f.status === 'active')?.user_id ?? '20481736'
}
function payout (p: Player, status: number): string {
  return p.file.dealer?.orders.find((o: any) => o.status === status)?.order_id ?? 'WP0'
}

/**
 * Calls that succeed only after a journey (one call per fresh world): a complaint needs a withdrawal a
 * dealer of the player's region has remitted. Null where the region has no dealer: the plain call, refused.
 */
const PREPARE: Partial<Record<EndpointId, (m: Mock, p: Player) => Promise<Record<string, unknown> | null>>> = {
  withdrawComplain: async (m, p) => {
    const dealer = players.find(d => d.file.dealer !== undefined && d.region === p.region && d.token !== p.token)
    if (dealer === undefined || p.file.dealer !== undefined) return null
    const made = await m.json('withdraw', { amount: calls.withdraw(p)[0].amount }, { token: p.token })
    if (made.code !== 0) return null
    const orderId: string = made.data.order.order_id
    await m.json('agentOrderAccept', { order_id: orderId }, { token: dealer.token })
    await m.json('agentOrderRemit', { order_id: orderId, utr: p.region === 'IN' ? '531298760099' : '9K4H7T2Q9Z' }, { token: dealer.token })
    return { order_id: orderId }
  }
}

/** Calls that change state may be refused by a rule for some players, and dealer calls for players who are not dealers; every other call must succeed. */
const MAY_BE_REFUSED = new Set<EndpointId>(['withdraw', 'withdrawCancel', 'withdrawComplain', 'bindPaytm', 'bindAccount', 'bindUpiWithPan', 'updateUpiAccount',
  'updateBankAccount', 'universalUpdate', 'recharge', 'cardBuy', 'scratchersRecharge', 'commonRecharge', 'rechargeDetail', 'sdkCallback',
  'transfer', 'declare', ...ENDPOINT_IDS.filter(id => endpoints[id].area === 'dealer')])

async function checkPlayer (t: Test, m: Mock, p: Player, succeeded: Set<EndpointId>, parallel: boolean): Promise<void> {
  const run = async (id: EndpointId): Promise<void> => {
    // One call per fresh world, so an earlier call of the same player cannot refuse this one.
    if (!parallel) await m.control('post', '/__mock/reset').expect(200)
    const prepared = parallel ? null : await PREPARE[id]?.(m, p) ?? null
    const [body, opts] = prepared !== null ? [prepared] : calls[id](p)
    const res = await m.json(id, body, { ...opts, token: p.token })
    if (endpoints[id].result === 'ret') {
      t.same(res, { ret: 0, msg: 'ok' }, `${p.token} ${id}`)
      succeeded.add(id)
      return
    }
    if (res.code !== 0) {
      t.ok(MAY_BE_REFUSED.has(id) && res.code >= 10000 && res.code < 11000, `${p.token} ${id} refused by a domain rule (${res.code} ${res.msg})`)
      return
    }
    succeeded.add(id)
    const validate = validators.get(id)
    if (validate === undefined) throw new Error(`no validator for ${id}`)
    t.ok(validate(res.data), `${p.token} ${id} data matches the table`, { errors: validate.errors })
  }
  if (parallel) await Promise.all(ENDPOINT_IDS.map(run))
  else for (const id of ENDPOINT_IDS) await run(id)
}

t.test('every answer of every demo player validates against the table', async t => {
  const m = await startMock(t)
  const succeeded = new Set<EndpointId>()
  for (const p of players.filter(x => x.token !== 'demo-slow' && x.file.profile.user_type > 0)) {
    await checkPlayer(t, m, p, succeeded, false)
  }
  t.same(ENDPOINT_IDS.filter(id => !succeeded.has(id)), [], 'every entry answered successfully for some player, so every data schema was checked')
})

t.test('demo-slow has valid data too', async t => {
  const m = await startMock(t, { config: { upstreamTimeoutMs: 1 } })
  const slow = players.find(p => p.token === 'demo-slow')
  if (slow === undefined) throw new Error('no demo-slow fixture')
  await checkPlayer(t, m, slow, new Set(), true)
})

t.test('the guest', async t => {
  const m = await startMock(t)
  const guest = players.find(p => p.token === 'demo-guest')
  if (guest === undefined) throw new Error('no demo-guest fixture')
  const info = await m.json('getUserInfo', {}, { token: 'demo-guest' })
  t.ok(validators.get('getUserInfo')?.(info.data))
  t.equal(info.data.user_type, 0)
})

t.test('the contract\'s tokens all exist', async t => {
  const tokens = JSON.parse(readFileSync(join(FIXTURES, 'tokens.json'), 'utf8'))
  const all = [...players.map(p => p.token), ...Object.keys(tokens.errors)].sort()
  // The contract's tokens, and the players added for each region's own bindings (nothing bound, recharged).
  t.same(all, ['demo-bd', 'demo-br', 'demo-dealer-bd', 'demo-dealer-in', 'demo-err-50300', 'demo-err-50301', 'demo-err-50307', 'demo-err-50315',
    'demo-guest', 'demo-id', 'demo-in', 'demo-in-new', 'demo-slow', 'demo-br-new', 'demo-bd-new', 'demo-id-new',
    // Turn 3: the barred players, and a second India dealer (not listed) for two dealers racing for one withdrawal.
    'demo-in-barred', 'demo-in-minor', 'demo-dealer-in-2',
    // Turn 4: the Indian player whose withdrawals are taxed (CONTRACT section 10).
    'demo-in-winner'].sort())
  t.same(tokens.slow, ['demo-slow'])
  const byToken = Object.fromEntries(players.map(p => [p.token, p]))
  t.same([byToken['demo-id']?.region, byToken['demo-bd']?.region, byToken['demo-br']?.region, byToken['demo-dealer-bd']?.region], ['ID', 'BD', 'BR', 'BD'])
  for (const [token, region] of [['demo-br-new', 'BR'], ['demo-bd-new', 'BD'], ['demo-id-new', 'ID']] as const) {
    const p = byToken[token]
    t.match({ region: p?.region, accounts: p?.file.accounts, recharged: p?.file.asset.recharged }, { region, accounts: [], recharged: true }, `${token}: ${region}, nothing bound, can withdraw`)
  }
  t.equal(byToken['demo-in']?.file.trades.length >= 30, true, 'enough transactions to page')
})

t.test('a broken fixture stops the start, naming the file and field', async t => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-fixtures-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const copy = (): void => { rmSync(join(dir, 'f'), { recursive: true, force: true }); cpSync(FIXTURES, join(dir, 'f'), { recursive: true }) }
  const edit = (file: string, change: (json: any) => void): void => {
    const path = join(dir, 'f', file)
    const json = JSON.parse(readFileSync(path, 'utf8'))
    change(json)
    writeFileSync(path, JSON.stringify(json))
  }
  copy()
  await t.resolves(buildMockApp({ fixturesDir: join(dir, 'f') }).then(async app => { await app.close() }), 'a faithful copy loads')

  edit('users/demo-in.json', j => { j.trades[0].type = 3 })
  await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message: /users\/demo-in\.json\/trades\/0\/type/ })
  copy()
  edit('users/demo-id.json', j => { j.withdrawals[0].account_id = 'AC-NOPE' })
  await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message: /users\/demo-id\.json: withdrawal .* unknown account AC-NOPE/ })
  copy()
  edit('catalog/br.json', j => { j.channels[0].pay_type = 99 })
  await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message: /catalog\/br\.json\/channels\/0\/pay_type/ })
  copy()
  edit('users/demo-bd.json', j => { j.profile.user_id = '20481736' })
  await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message: /20481736 is used twice/ })
  copy()
  writeFileSync(join(dir, 'f', 'tokens.json'), '{ not json')
  await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message: /tokens\.json cannot be read/ })

  // A text a player reads needs all five languages, each keeping the placeholders the mock fills in.
  const refused = async (file: string, change: (json: any) => void, message: RegExp, why: string): Promise<void> => {
    copy()
    edit(file, change)
    await t.rejects(buildMockApp({ fixturesDir: join(dir, 'f') }), { message }, why)
  }
  await refused('catalog/bd.json', j => { delete j.recharge.packages[0].bonus_tips.bn },
    /^fixture catalog\/bd\.json\/recharge\/packages\/0\/bonus_tips: the text has no bn \(every text needs en, hi, id, bn, pt\)$/, 'a package note without Bengali')
  await refused('catalog/in.json', j => { delete j.feedback_types[1].questions[2].answer.pt },
    /catalog\/in\.json\/feedback_types\/1\/questions\/2\/answer: the text has no pt/, 'an answer without Portuguese')
  await refused('users/demo-in.json', j => { delete j.recharge_orders[2].fail_reason.hi },
    /users\/demo-in\.json\/recharge_orders\/2\/fail_reason: the text has no hi/, 'a fail reason without Hindi')
  await refused('users/demo-id.json', j => { j.trades[0].remark = 'Menang di meja Domino' },
    /users\/demo-id\.json\/trades\/0\/remark: must be a text in every language/, 'a single-language remark')
  await refused('catalog/br.json', j => { j.recharge.tabs[0].title.id = '' },
    /catalog\/br\.json\/recharge\/tabs\/0\/title\/id: the translation is empty/, 'an empty translation')
  await refused('catalog/id.json', j => { j.withdraw_conf.limit_tips.hi = 'हर दिन ज़्यादा से ज़्यादा {times} निकासी।' },
    /catalog\/id\.json\/withdraw_conf\/limit_tips: the hi text has \{times\} where en has \{max\}, \{times\}/, 'a translation that drops {max}')
  await refused('catalog/in.json', j => { j.withdraw_conf.tax_tips.bn = j.withdraw_conf.tax_tips.bn.replace('{rate}', '{rat}') },
    /catalog\/in\.json\/withdraw_conf\/tax_tips: the bn text has \{rat\}, which the mock does not fill in/, 'a misspelt placeholder')
  await refused('users/demo-bd.json', j => { j.asset.bonus_tips.pt = 'Bônus de {amount}' },
    /users\/demo-bd\.json\/asset\/bonus_tips: the pt text has \{amount\}, which the mock does not fill in/, 'a placeholder where nothing is filled in')
})
