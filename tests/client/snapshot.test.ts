// The last known balance kept on the device (client/src/lib/snapshot.ts), in Node with a storage of our own:
// one player's at a time, never another token's or user's, and nothing secret in what is stored.
import t from 'tap'
import { getDefaultStore } from 'jotai'
import { appInfoAtom } from '../../client/src/lib/session.js'
import { normaliseAppInfo } from '../../client/src/lib/bridge.js'
import { clearSnapshot, keepSnapshot, readSnapshot } from '../../client/src/lib/snapshot.js'
import type { AssetInfo, Trade } from '../../shared/schemas/asset.js'

const stored = new Map<string, string>()
const g = globalThis as Record<string, unknown>
g.localStorage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => { stored.set(k, v) },
  removeItem: (k: string) => { stored.delete(k) }
}
// normaliseAppInfo reads the page's query (slots).
g.window = { location: { search: '' } }
t.teardown(() => { delete g.localStorage; delete g.window })

const store = getDefaultStore()
const login = (token: string, userId = '') => { store.set(appInfoAtom, normaliseAppInfo({ token, userId })) }

const asset: AssetInfo = {
  amount: 2500000, deposited: 2000000, withdraw_amt: 1200000, bonus: 300000, coins: 0, assets_type: 0, paytm_id: 'ACCOUNT-9876543210',
  bonus_tips: 'tip', withdraw_times: 0, recharged: true, first_recharge_available: false,
  withdraw_conf: { multiple: 100, min_amount: 10000, daily_max: 0, daily_times: 0, tax_rate_bp: 0, tax_tips: '', limit_tips: '', payout_days: 1 },
  withdraw_today: { times: 0, amount: 0, resets_at: 0 },
  tax_year: { start: 0, opening_balance: 0, deposits: 0, withdrawals: 0, withheld: 0, net_winnings: 0 }
}
const trades: Trade[] = [{ trade_id: 'T1', type: 4, amount: -30000, status: 1, created_at: 1_700_000_000, remark: 'Withdrawal to UPI player@okbank' }]

t.beforeEach(() => { clearSnapshot(); stored.clear() })

t.test('kept for the player, without the payout account, the remarks or the token', async t => {
  login('token-of-player-a-secret')
  keepSnapshot('20481736', { asset })
  keepSnapshot('20481736', { trades })
  const kept = readSnapshot('20481736')
  t.equal(kept?.asset?.amount, 2500000, 'the balance')
  t.equal(kept?.trades?.[0]?.amount, -30000, 'the transactions')
  t.ok(typeof kept?.at === 'number' && kept.at > 0, 'with its time')
  const raw = stored.get('wallet.snapshot') ?? ''
  t.ok(raw.length > 0, 'stored')
  for (const secret of ['ACCOUNT-9876543210', 'player@okbank', 'token-of-player-a-secret', 'paytm_id']) t.notOk(raw.includes(secret), `no ${secret} in storage`)
})

t.test('another token finds none and clears it; so does another user id', async t => {
  login('token-a')
  keepSnapshot('1', { asset })
  t.not(readSnapshot(), null, 'the same token finds it')
  login('token-b')
  t.equal(readSnapshot(), null, 'a new token finds none')
  login('token-a')
  t.equal(readSnapshot(), null, 'and it was cleared, not only hidden')

  keepSnapshot('1', { asset })
  t.equal(readSnapshot('2'), null, 'another logged-in user finds none')
  t.equal(readSnapshot('1'), null, 'and it was cleared')
})

t.test('the user id the host app gives is part of the mark', async t => {
  login('same-token', 'host-user-1')
  keepSnapshot('1', { asset })
  login('same-token', 'host-user-2')
  t.equal(readSnapshot(), null, 'another host user with the same token finds none')
})

t.test('without a token nothing is kept', async t => {
  login('')
  keepSnapshot('1', { asset })
  t.equal(stored.size, 0, 'nothing stored')
  t.equal(readSnapshot(), null, 'and none read')
})
