// The four regions, each on its own page host: My Balance in the region's currency and number format,
// and the withdraw screen offering that region's payout methods (and no other region's).
import t from 'tap'
import type { Region } from '../../shared/regions.js'
import { PAYOUT_TYPES, type PayoutType } from '../../shared/rules/payout.js'
import { e2eFile } from './support/fixture.js'
import { checkA11y, pageText, rawLocaleKeys, screenshot, waitForTestId } from './support/page.js'
import { catalogue, msg } from './support/actions.js'
import { myBalance } from './screens/my-balance.js'

const en = catalogue('en')

function label (type: PayoutType): RegExp {
  return new RegExp(msg(en, `withdraw.type.${type}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

const spaces = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ')

/** Each region as its players read it: the balance total written out, the host's language, the payout methods
 * its withdraw screen offers (written out here, not read from the app's own region table). */
interface Case {
  region: Region
  currency: string
  host: string
  token: string
  shown: RegExp
  exact: string
  symbol: string
  language: string
  methods: PayoutType[]
}
const cases: Case[] = [
  {
    region: 'IN', currency: 'INR', host: 'localhost', token: 'demo-in', shown: /₹25,000\.00/, exact: '₹25,000.00', symbol: '₹',
    language: 'en', methods: ['upi', 'bank', 'paytm']
  },
  {
    region: 'BD', currency: 'BDT', host: 'coin.localhost', token: 'demo-bd', shown: /৳/, exact: '৮,৫০০.০০৳', symbol: '৳',
    language: 'bn', methods: ['bkash', 'nagad']
  },
  {
    region: 'BR', currency: 'BRL', host: 'br.localhost', token: 'demo-br', shown: /R\$ 1\.200,00/, exact: 'R$ 1.200,00', symbol: 'R$',
    language: 'pt', methods: ['pix']
  },
  {
    region: 'ID', currency: 'IDR', host: 'id.localhost', token: 'demo-id', shown: /^Rp 450\.000$/, exact: 'Rp 450.000', symbol: 'Rp',
    language: 'id', methods: ['gopay', 'ovo', 'dana', 'bank']
  }
]

t.test('regions per page host', async t => {
  const { wallet } = await e2eFile(t)

  for (const c of cases) {
    t.test(`${c.region} on ${c.host}: My Balance in ${c.currency}`, async t => {
      const w = await wallet(t, { token: c.token, host: c.host })
      const total = spaces((await waitForTestId(w.page, myBalance.ids.total)).trim())
      t.match(total, c.shown, `total shown as ${total}`)
      t.ok(total.includes(c.symbol), `the ${c.symbol} symbol`)
      t.equal(total, c.exact, 'the region\'s own number format')
      if (c.region === 'ID') t.notMatch(total, /,\d/, 'no decimals in rupiah')
      t.equal(await w.page.evaluate(() => document.documentElement.lang), c.language, 'the host\'s default language')
      const text = spaces(await pageText(w.page))
      t.same(rawLocaleKeys(text), [], 'no untranslated message keys on screen')
      for (const other of cases.filter(o => o.symbol !== c.symbol && !c.symbol.includes(o.symbol))) {
        t.notOk(text.includes(other.symbol), `no ${other.symbol} on the ${c.region} page`)
      }
      t.same(w.consoleErrors, [], 'no console errors')
      await screenshot(w.page, `region-${c.region}-asset-detail`)
    })

    t.test(`${c.region} on ${c.host}: the withdraw screen offers ${c.methods.join(', ')}`, async t => {
      const w = await wallet(t, { token: c.token, host: c.host, lang: 'en', path: '/withdraw/option' })
      const text = await pageText(w.page)
      t.same(rawLocaleKeys(text), [], 'no untranslated message keys on screen')
      const offered = c.methods
      for (const type of offered) t.match(text, label(type), `${type} offered`)
      const offeredLabels = offered.map(label).map(String)
      for (const type of PAYOUT_TYPES.filter(p => !offered.includes(p) && !offeredLabels.includes(String(label(p))))) {
        t.notMatch(text, label(type), `${type} is not a ${c.region} method`)
      }
      t.same(w.consoleErrors, [], 'no console errors')
      await screenshot(w.page, `region-${c.region}-withdraw-option`)
      await checkA11y(w.page, t, `${c.region} withdraw option`)
    })
  }
})

t.test('a player keeps the currency of their account on another region\'s host', async t => {
  const { wallet } = await e2eFile(t)
  const w = await wallet(t, { token: 'demo-bd', host: 'localhost', lang: 'en' })
  const total = spaces((await waitForTestId(w.page, myBalance.ids.total)).trim())
  t.ok(total.includes('৳'), `taka on the India host: ${total}`)
  t.notOk(total.includes('₹'), 'not rupees')
  t.match(total, /8,500\.00/, 'Latin digits for a player reading English')
})

t.test('My Balance leads to transfers and agents for everyone, to the dealer centre for dealers only', async t => {
  const { wallet } = await e2eFile(t)
  const player = await wallet(t, { token: 'demo-in', lang: 'en' })
  t.ok(await player.page.$('a[href="/agent-transfer/user-transfer"]'), 'transfer link')
  t.ok(await player.page.$('a[href="/agent-transfer/add-agent-cash"]'), 'agency link')
  t.equal(await player.page.$('[data-testid=dealer-centre-link]'), null, 'no dealer centre for a player')
  const dealer = await wallet(t, { token: 'demo-dealer-in', lang: 'en' })
  await dealer.page.waitForSelector('[data-testid=dealer-centre-link]')
  await dealer.page.click('[data-testid=dealer-centre-link]')
  await dealer.page.waitForFunction(() => location.pathname === '/agent-transfer/agent-manage')
  t.equal(await dealer.page.evaluate(() => location.pathname), '/agent-transfer/agent-manage', 'the dealer reaches the manage centre from My Balance')
})
