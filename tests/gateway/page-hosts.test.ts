import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../../gateway/src/config/config.js'
import { isRegionHost, pageHosts } from '../../gateway/src/site/page-hosts.js'

t.test('region settings per page host from the operators\' file', async t => {
  const dir = t.testdir({})
  const file = join(dir, 'regions.json')
  writeFileSync(file, JSON.stringify({
    default: { region: 'IN' },
    hosts: [
      { match: 'coins.example.com', region: 'BD', upstream: 'https://bd-api.example.com' },
      { match: '*.example.id', region: 'ID', language: 'en', fractionDigits: 0 }
    ]
  }))
  const config = loadConfig({ REGIONS_FILE: file, UPSTREAM_URL: 'https://api.example.com' })
  const hostOf = pageHosts(config)
  const bd = hostOf('COINS.example.com').site
  t.equal(bd.region, 'BD')
  t.equal(bd.currency, 'BDT')
  t.equal(bd.language, 'bn')
  t.equal(bd.upstream, 'https://bd-api.example.com')
  const id = hostOf('play.example.id').site
  t.equal(id.region, 'ID')
  t.equal(id.language, 'en')
  t.equal(id.upstream, 'https://api.example.com')
  const other = hostOf('localhost').site
  t.equal(other.region, 'IN', 'unknown hosts get India')
  t.equal(other.currency, 'INR')
})

t.test('the shipped region file: India by default, Bangladesh on the coin domain', async t => {
  const config = loadConfig({})
  const hostOf = pageHosts(config)
  t.equal(hostOf('localhost').site.region, 'IN')
  t.equal(hostOf('coin.localhost').site.region, 'BD')
  t.equal(hostOf('br.localhost').site.region, 'BR')
  t.equal(hostOf('id.localhost').site.region, 'ID')
  t.ok(isRegionHost(config, 'shop.coin.localhost'), 'a *. pattern names subdomains')
  t.notOk(isRegionHost(config, 'localhost'), 'the default is not a named host')
  t.notOk(isRegionHost(config, 'xcoin.localhost'), 'a *. pattern needs the dot')
})

t.test('the per-request host lookup agrees with a fresh lookup and isRegionHost, whatever it has remembered', async t => {
  const config = loadConfig({})
  const hostOf = pageHosts(config)
  const hosts = ['localhost', 'coin.localhost', 'COIN.localhost.', 'shop.coin.localhost', 'xcoin.localhost', 'br.localhost:8080', 'id.localhost', 'in.localhost', 'bd.localhost', '', 'not a host']
  // Twice over, and again after more distinct hosts than are remembered: a remembered answer is the same answer.
  const strangers = Array.from({ length: 1500 }, (_, i) => `h${i}.example`)
  const disagreements: string[] = []
  for (const round of [hosts, hosts, strangers, hosts]) {
    for (const host of round) {
      const found = hostOf(host)
      if (JSON.stringify(found.site) !== JSON.stringify(pageHosts(config)(host).site)) disagreements.push(`${host}: settings`)
      if (found.named !== isRegionHost(config, host)) disagreements.push(`${host}: named`)
    }
  }
  t.same(disagreements, [], 'the same settings, named or not alike')
  t.equal(hostOf('bd.localhost').site.region, 'BD')
  t.equal(hostOf('a.coin.localhost'), hostOf('shop.coin.localhost'), 'one shared settings object per configured host')
  t.ok(Object.isFrozen(hostOf('localhost').site), 'which no request can change for the others')
})

t.test('the per-request host lookup follows a region file put in place of the old one', async t => {
  const config = loadConfig({})
  const hostOf = pageHosts(config)
  t.equal(hostOf('br.localhost').site.region, 'BR')
  t.equal(hostOf('localhost').site.region, 'IN')
  // What a reload does: the new file's settings replace config.regions as a whole.
  config.regions = { default: { region: 'ID' }, hosts: [{ match: 'br.localhost', region: 'BD' }] }
  t.equal(hostOf('br.localhost').site.region, 'BD', 'a remembered host gets the new settings')
  t.equal(hostOf('localhost').site.region, 'ID', 'and so does the default')
  t.equal(hostOf('id.localhost').named, false, 'a host the new file no longer names is not named')
})
