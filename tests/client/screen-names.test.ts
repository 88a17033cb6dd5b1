// One name per screen (docs/ARCHITECTURE.md "Screens and routes"): a screen's paths key, in kebab case, is the
// name of the module the router's table loads for it (its route file, or its feature file when the screen is
// one feature component), and the route table gives every screen a title that is a message.
import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../shared/node/project-root.js'
import { paths } from '../../client/src/app/paths.js'
import { screens } from '../../client/src/app/screens.js'
import { catalogue } from '../helpers/messages.js'

const app = join(projectRoot(), 'client', 'src', 'app')
const router = readFileSync(join(app, 'router.tsx'), 'utf8')
const names = Object.keys(paths).filter(name => name !== 'root')
const kebab = (name: string): string => name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`)

/** The modules the table entry of `name` imports (My Balance's loader is named `myBalance`). */
function loaded (name: string): string[] {
  const start = router.indexOf(`name: '${name}'`)
  if (start < 0) return []
  const next = router.indexOf('name: \'', start + 1)
  const entry = router.slice(start, next < 0 ? undefined : next)
  const source = entry.includes('load: myBalance') ? router.slice(router.indexOf('const myBalance')) : entry
  const first = /import\('([^']+)\.js'\)/.exec(source)?.[1]
  return first === undefined ? [] : [first]
}

t.test('the router loads each screen from the file of its one name', async t => {
  t.equal(names.length, 29, 'twenty-nine screens (and the root, which redirects to My Balance)')
  t.same(loaded('payTransCash'), ['./routes/pay-trans-cash'])
  t.same(loaded('payTransList'), ['../features/dealer/records/pay-trans-list'])
  t.same(loaded('addAgentCash'), ['../features/transfer/add-agent-cash'])
  t.same(loaded('assetDetail'), ['./routes/asset-detail-resume'])
  for (const name of names) {
    const [module] = loaded(name)
    t.ok(module !== undefined, `${name}: a table entry that loads a module`)
    if (module === undefined) continue
    t.ok(module.endsWith(`/${kebab(name)}`) || (name === 'assetDetail' && module.endsWith('/asset-detail-resume')),
      `${name}: loaded from ${module}.tsx`)
    t.ok(existsSync(join(app, `${module}.tsx`)), `${module}.tsx exists`)
  }
})

t.test('a route file is a screen\'s (or its part\'s), named for it', async t => {
  const screens = new Set(names.map(kebab))
  const files = readdirSync(join(app, 'routes')).map(f => f.replace(/\.tsx$/, ''))
  t.ok(files.includes('pay-trans-cash') && !files.includes('sell-coins'), 'the sale of coins is pay-trans-cash')
  for (const file of files) {
    const owner = file === 'not-found' || screens.has(file) || /^asset-detail-(resume|payment)$/.test(file)
    t.ok(owner, `routes/${file}.tsx is named for a screen`)
  }
})

t.test('every screen has a title that is a message in English', async t => {
  const en = catalogue('en')
  t.equal(screens.payTransCash.title, 'dealer.sell_title')
  t.equal(en[screens.payTransCash.title], 'Sell coins')
  t.match(router, /name: 'assetDetail',\s+title: 'asset\.title'/, 'My Balance\'s title is in the table')
  for (const name of names.filter(n => n !== 'assetDetail')) {
    const key = screens[name as keyof typeof screens]?.title
    t.ok(key !== undefined && en[key] !== undefined, `${name}: title ${key}`)
  }
})
