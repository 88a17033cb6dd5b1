// A minimal upstream that answers at once: the real success envelopes of asset info and withdraw (as the
// mock upstream gives them for demo-in), prepared once. It checks no signature; it reads every request
// body to its end so connections stay usable. Listens on PORT; run as a child of the bench.
import { createServer } from 'node:http'

const ASSET_INFO = {
  code: 0,
  msg: 'Success',
  data: {
    amount: 2500000,
    deposited: 1000000,
    withdraw_amt: 1200000,
    bonus: 150000,
    coins: 5200,
    assets_type: 1,
    paytm_id: '',
    bonus_tips: 'Bonus pays up to 10% of a cash table entry fee.',
    withdraw_times: 3,
    recharged: true,
    first_recharge_available: false,
    withdraw_conf: {
      multiple: 10000,
      min_amount: 10000,
      daily_max: 20000000,
      daily_times: 3,
      tax_rate_bp: 3000,
      tax_free_below: 1000000,
      tax_tips: 'Withdrawals up to ₹10,000.00 are tax free. Above that, 30% TDS is deducted as required by Indian law.',
      limit_tips: 'Up to 3 withdrawals and ₹2,00,000.00 per day.', payout_days: 7
    }
  },
  status: 'success'
}

const WITHDRAW = {
  code: 0,
  msg: 'Success',
  data: {
    order: {
      order_id: 'WD90000001',
      amount: 10000,
      tax: 0,
      status: 0,
      type: 'upi',
      account_masked: 'ra****@okaxis',
      created_at: 1795619819,
      updated_at: 1795619819,
      remark: 'Processing'
    },
    payout_days: 7
  },
  status: 'success'
}

const NOT_FOUND = { code: 404, msg: 'not found', data: null, status: 'error' }

const bodies = {
  asset: Buffer.from(JSON.stringify(ASSET_INFO)),
  withdraw: Buffer.from(JSON.stringify(WITHDRAW)),
  missing: Buffer.from(JSON.stringify(NOT_FOUND))
}

function answerFor (url: string): { status: number, body: Buffer } {
  const path = url.split('?', 1)[0] ?? ''
  if (path.endsWith('/amt/assetinfo')) return { status: 200, body: bodies.asset }
  if (path.endsWith('/amt/withdraw')) return { status: 200, body: bodies.withdraw }
  return { status: 404, body: bodies.missing }
}

const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  req.resume()
  req.once('end', () => {
    const { status, body } = answerFor(req.url ?? '/')
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1')
process.once('SIGTERM', () => { server.close(); server.closeAllConnections() })
