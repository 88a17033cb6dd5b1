// The operations files against the tools that read them and the services they watch: Prometheus' config and
// alert rules by promtool (Debian's prometheus package; .ci/run installs it), the alert rules' own unit tests,
// and the Grafana dashboard as JSON. Every metric the dashboard's queries and the alert rules name must be
// one the gateway or the mock upstream really exports, with the labels used, after real calls through both,
// so a rename cannot leave a panel blank or an alert silent.
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { projectRoot } from '../shared/node/project-root.js'
import { clientHeaders, startStack } from './helpers/stack.js'
import { metricNames, parseMetrics, scrape, type Sample } from './helpers/prometheus.js'
import { jpeg } from './helpers/pictures.js'

const root = projectRoot()
const read = (file: string): string => readFileSync(join(root, file), 'utf8')
const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool'

function promtool (args: string[]): { status: number | null, out: string } {
  const run = spawnSync(PROMTOOL, args, { cwd: root, encoding: 'utf8', timeout: 60_000 })
  if (run.error !== undefined) throw new Error(`promtool cannot run (${run.error.message}): install Debian's prometheus package (apt-get install prometheus), or set PROMTOOL`)
  return { status: run.status, out: `${run.stdout}${run.stderr}` }
}

t.test('promtool: the Prometheus config, the alert rules and their unit tests', async t => {
  const config = promtool(['check', 'config', 'deploy/prometheus/prometheus.yml'])
  t.equal(config.status, 0, config.out)
  t.match(config.out, /1 rule files found/, 'the config loads the alert rules')
  const rules = promtool(['check', 'rules', 'deploy/prometheus/alerts.yml'])
  t.equal(rules.status, 0, rules.out)
  const unit = promtool(['test', 'rules', 'deploy/prometheus/alerts.test.yml'])
  t.equal(unit.status, 0, unit.out)
})

interface Rule { alert?: string, expr: string }
const alertRules = (parse(read('deploy/prometheus/alerts.yml')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap(g => g.rules)

interface Panel { type: string, title: string, targets?: Array<{ expr: string }>, panels?: Panel[] }
const dashboard = JSON.parse(read('deploy/grafana/dashboards/wallet.json')) as { uid: string, title: string, panels: Panel[], templating: { list: Array<{ query: { query: string } }> } }

t.test('alert rules: the conditions that hurt players', async t => {
  const names = alertRules.map(r => r.alert)
  for (const alert of ['WalletUpstreamTimeouts', 'WalletServerErrors', 'WalletSlowAnswers', 'WalletGatewayNotReady']) t.ok(names.includes(alert), alert)
  const prometheus = parse(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: Array<{ job_name: string, metrics_path: string, static_configs: Array<{ targets: string[] }> }> }
  const jobs = Object.fromEntries(prometheus.scrape_configs.map(j => [j.job_name, j]))
  t.same(jobs['wallet-gateway']?.static_configs[0]?.targets, ['gateway-1:9464', 'gateway-2:9464'], 'both gateways on METRICS_PORT')
  t.equal(jobs['wallet-mock-upstream']?.metrics_path, '/__mock/metrics')
})

t.test('the dashboard: valid JSON with the panels operators need', async t => {
  t.equal(dashboard.uid, 'wallet-gateway')
  const panels = dashboard.panels.flatMap(p => [p, ...(p.panels ?? [])]).filter(p => p.type !== 'row')
  const titles = panels.map(p => p.title)
  for (const needed of ['Calls per second by region', 'Error rate per endpoint and region', 'p95 per endpoint and region', 'Upstream status codes', 'Upload bytes per second', 'Upload refusals by reason']) {
    t.ok(titles.includes(needed), needed)
  }
  t.ok(panels.every(p => (p.targets ?? []).length > 0 && (p.targets ?? []).every(q => q.expr.trim() !== '')), 'every panel has queries')
  t.equal(new Set(dashboard.panels.map(p => JSON.stringify((p as unknown as { gridPos: unknown }).gridPos))).size, dashboard.panels.length, 'no two panels on the same place')
})

/** Names and label matchers of the metrics a PromQL expression selects. */
function selectors (expr: string): Array<{ name: string, matchers: Array<{ label: string, op: string, value: string }> }> {
  const found: Array<{ name: string, matchers: Array<{ label: string, op: string, value: string }> }> = []
  for (const m of expr.matchAll(/\b((?:wallet|nodejs|process)_[a-z0-9_]+|up)\b(?:\{([^}]*)\})?/g)) {
    const matchers = [...(m[2] ?? '').matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(x => ({ label: x[1] ?? '', op: x[2] ?? '', value: x[3] ?? '' }))
    found.push({ name: m[1] ?? '', matchers })
  }
  return found
}

t.test('every metric the dashboard and the alerts use is exported, with those labels, after real calls', async t => {
  const regions = join(t.testdir({}), 'regions.json')
  // Brazil's operators have closed money coming in: a transfer there is a money-mode refusal.
  const shipped = JSON.parse(read('gateway/config/regions.json')) as { money: Record<string, string> }
  writeFileSync(regions, JSON.stringify({ ...shipped, money: { ...shipped.money, BR: 'withdraw_only' } }))
  const s = await startStack(t, { env: { REGIONS_FILE: regions, RATE_LIMIT_USER_PER_MIN: '3', UPLOAD_MAX_BYTES: '65536' } })
  const { port } = await s.gateway.listenMetrics(0, '127.0.0.1')
  // Something of every series: a success, an upstream error code, a timeout, a validation refusal, a replay,
  // a conflict, a rate-limit refusal, a money-mode refusal, an upload and a refused one, a reload that applies
  // and one that does not.
  await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-in')).send({})
  await s.api.post('/api/user/v1/amt/assetinfo').set(clientHeaders('demo-err-50301')).send({})
  await s.api.post('/api/user/v1/amt/assetinfo').set('host', 'br.localhost').set(clientHeaders('demo-slow')).send({})
  await s.api.post('/api/user/v1/amt/withdraw').set(clientHeaders('demo-in-new', { 'idempotency-key': 'k-0' })).send({ amount: 'x' })
  const gift = { user_id: '20593318', amount: 100 }
  for (const body of [gift, gift, { ...gift, amount: 200 }, gift]) await s.api.post('/api/user/v1/amt/transfer').set(clientHeaders('demo-in', { 'idempotency-key': 'k-1' })).send(body)
  const refused = await s.api.post('/api/user/v1/amt/transfer').set('host', 'br.localhost')
    .set(clientHeaders('demo-dealer-in', { 'idempotency-key': 'k-2' })).send(gift)
  t.equal((refused.body as { code: number }).code, 10032, 'a transfer in Brazil is refused by its money mode')
  await s.api.post('/api/user/v1/file/uploadfile').set(clientHeaders('demo-in')).attach('file', jpeg(2000), 'a.jpg')
  await s.api.post('/api/user/v1/file/uploadfile').set(clientHeaders('demo-in')).attach('file', Buffer.from('GIF89a'), 'a.gif')
  writeFileSync(regions, '{')
  t.notOk(s.gateway.reloadRegions())
  writeFileSync(regions, read('gateway/config/regions.json'))
  t.ok(s.gateway.reloadRegions())
  const gateway = await scrape(`http://127.0.0.1:${port}/metrics`)
  const mockText = await (await fetch(`${s.mockUrl}/__mock/metrics`)).text()
  const mock = parseMetrics(mockText)
  const exported = new Set([...metricNames(gateway.text), ...metricNames(mockText), 'up'])
  const samples: Sample[] = [...gateway.samples, ...mock]
  // Prometheus adds these to every series of a target.
  const targetLabels = new Set(['job', 'instance'])

  const queries = [
    ...alertRules.map(r => ({ where: `alert ${r.alert ?? '?'}`, expr: r.expr })),
    ...dashboard.panels.flatMap(p => (p.targets ?? []).map(q => ({ where: `panel "${p.title}"`, expr: q.expr }))),
    ...dashboard.templating.list.map(v => ({ where: 'dashboard variable', expr: v.query.query }))
  ]
  let checked = 0
  for (const { where, expr } of queries) {
    const used = selectors(expr)
    t.ok(used.length > 0, `${where} selects a metric`)
    for (const { name, matchers } of used) {
      checked++
      t.ok(exported.has(name), `${where}: ${name} is exported`)
      if (name === 'up') continue
      const base = name.replace(/_(bucket|sum|count)$/, '')
      const series = samples.filter(x => x.name === name || x.name.replace(/_(bucket|sum|count)$/, '') === base)
      for (const { label, op, value } of matchers) {
        if (targetLabels.has(label)) continue
        t.ok(series.some(x => label in x.labels), `${where}: ${name} has the label ${label}`)
        if (op === '=' && !value.startsWith('$')) t.ok(series.some(x => x.labels[label] === value), `${where}: ${name}{${label}="${value}"} occurs`)
      }
    }
  }
  t.ok(checked >= 30, `${checked} metric uses checked`)
})
