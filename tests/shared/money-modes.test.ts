// The one classification of money calls by the region money modes (shared/money-modes.ts) covers every money
// call of the endpoint table, and each mode closes what CONTRACT §10 says it does.
import t from 'tap'
import { endpointList } from '../../shared/endpoints.js'
import { flowClosed, MONEY_FLOW, moneyFlowOf } from '../../shared/money-modes.js'

t.test('every money call of the table is classified, and nothing else but the remit by photo', async t => {
  const money = endpointList().filter(([, e]) => e.money === true).map(([id]) => id).sort()
  t.same(Object.keys(MONEY_FLOW).filter(id => id !== 'agentOrderRecord').sort(), money)
  t.equal(moneyFlowOf('assetInfo'), undefined, 'a read has no flow')
  t.equal(moneyFlowOf('bindAccount'), undefined, 'a payout binding neither')
})

t.test('withdraw_only closes recharges of every kind, transfer and coin sales; closed closes every money call', async t => {
  const closedIn = (mode: 'open' | 'withdraw_only' | 'closed'): string[] => Object.entries(MONEY_FLOW).filter(([, flow]) => flowClosed(mode, flow)).map(([id]) => id).sort()
  t.same(closedIn('open'), [])
  t.same(closedIn('withdraw_only'), ['agentSell', 'cardBuy', 'commonRecharge', 'recharge', 'scratchersRecharge', 'transfer'])
  t.same(closedIn('closed'), ['agentOrderAccept', 'agentOrderRecord', 'agentOrderRemit', 'agentSell', 'cardBuy', 'commonRecharge', 'recharge', 'scratchersRecharge', 'transfer', 'withdraw', 'withdrawCancel', 'withdrawComplain'])
})
