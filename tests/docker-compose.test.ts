// docker-compose.yml and the two Dockerfiles against the README's Environment and package.json's scripts:
// the mock upstream, Redis, two gateway replicas sharing it, a reverse proxy publishing PORT, and Prometheus
// and Grafana watching them.
// No Docker engine is needed: the files are parsed, and `docker-compose config` validates the compose file
// (the binary must be on PATH: CI installs it; without it that test fails with the install hint).
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { parse } from 'yaml'
import { projectRoot } from '../shared/node/project-root.js'
import { endpointList } from '../shared/endpoints.js'

const root = projectRoot()
const read = (file: string): string => readFileSync(join(root, file), 'utf8')

const GATEWAY = 'gateway-1'
const REPLICA = 'gateway-2'
const MOCK = 'mock-upstream'
const REDIS = 'redis'
const PROXY = 'proxy'
const PROMETHEUS = 'prometheus'
const GRAFANA = 'grafana'
const METRICS_PORT = '9464'
const PORT = '8080'
const MOCK_PORT = '9090'
// Required from the environment: with a default, `docker compose up` would run production on a published secret.
// eslint-disable-next-line no-template-curly-in-string -- compose's own interpolation, written as compose reads it
const SIGN_SECRET = '${SIGN_SECRET:?set SIGN_SECRET to the upstream signing secret (the development one is refused in production)}'

type Dict = Record<string, unknown>

/** A YAML scalar as text; anything else (a list, a map) is not what these checks expect, and reads as ''. */
const scalar = (v: unknown): string => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : ''
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v)

const compose: unknown = parse(read('docker-compose.yml'))
const services: Dict = isDict(compose) && isDict(compose['services']) ? compose['services'] : {}

function service (name: string): Dict {
  const s = services[name]
  return isDict(s) ? s : {}
}

/** `environment` in either compose form (map or KEY=value list), values as strings. */
function environment (name: string): Record<string, string> {
  const env = service(name)['environment']
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map(String).map(line => {
      const i = line.indexOf('=')
      return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)]
    }))
  }
  if (isDict(env)) return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, scalar(v)]))
  return {}
}

/** The service's first published port mapping ('8080:8080'), '' when it publishes none. */
function firstPort (name: string): string {
  const ports = service(name)['ports']
  return Array.isArray(ports) ? scalar(ports[0]) : ''
}

function dockerfileOf (name: string): string {
  const build = service(name)['build']
  if (typeof build === 'string') return join(build, 'Dockerfile')
  if (!isDict(build)) return ''
  return join(scalar(build['context'] ?? '.'), scalar(build['dockerfile'] ?? 'Dockerfile'))
}

interface Instruction { keyword: string, args: string }

/** Dockerfile instructions of the last stage (the image that runs), comments dropped, continuations joined. */
function parseDockerfile (text: string): { all: Instruction[], final: Instruction[] } {
  const all: Instruction[] = []
  let pending = ''
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (pending === '' && (line === '' || line.startsWith('#'))) continue
    if (line.startsWith('#')) continue
    if (line.endsWith('\\')) { pending += line.slice(0, -1) + ' '; continue }
    const full = (pending + line).trim()
    pending = ''
    if (full === '') continue
    const m = /^(\w+)\s+(.*)$/s.exec(full)
    if (m !== null) all.push({ keyword: (m[1] ?? '').toUpperCase(), args: (m[2] ?? '').trim() })
  }
  const lastFrom = all.map(i => i.keyword).lastIndexOf('FROM')
  return { all, final: all.slice(Math.max(lastFrom, 0)) }
}

/** ENV values set in these instructions (`ENV A=1 B=2` and the legacy `ENV A 1`). */
function envOf (instructions: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {}
  for (const { keyword, args } of instructions) {
    if (keyword !== 'ENV') continue
    if (!/^\S+=/.test(args)) {
      const [k = '', ...rest] = args.split(/\s+/)
      env[k] = rest.join(' ')
      continue
    }
    for (const m of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) env[m[1] ?? ''] = m[3] ?? m[2] ?? ''
  }
  return env
}

/** The file a `node <file>` npm script runs. */
function scriptFile (name: string): string {
  const pkg = JSON.parse(read('package.json')) as { scripts?: Record<string, string> }
  const script = pkg.scripts?.[name] ?? ''
  const m = /^node\s+(\S+)$/.exec(script.trim())
  return m?.[1] ?? `(package.json script ${name} is not "node <file>": ${script})`
}

function onPath (binary: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue
    const file = join(dir, binary)
    try { accessSync(file, constants.X_OK); return file } catch { /* next */ }
  }
  return undefined
}

t.test('the gateway and the mock are built from the repository with their Dockerfiles', async t => {
  t.same(Object.keys(services).sort(), [GATEWAY, REPLICA, MOCK, REDIS, PROXY, PROMETHEUS, GRAFANA].sort(), 'services: two gateway replicas, the mock upstream, Redis, the proxy, Prometheus and Grafana')
  t.same(service(REPLICA), service(GATEWAY), 'the replicas are one definition')
  t.equal(dockerfileOf(GATEWAY), join('.', 'gateway/Dockerfile'))
  t.equal(dockerfileOf(MOCK), join('.', 'mock-upstream/Dockerfile'))
  for (const name of [GATEWAY, MOCK]) {
    const build = service(name)['build']
    t.ok(isDict(build) && build['context'] === '.', `${name}: build context is the repository root`)
    t.ok(existsSync(join(root, dockerfileOf(name))), `${name}: ${dockerfileOf(name)} exists`)
  }
})

t.test('ports: the proxy publishes PORT; the replicas publish nothing, so only the proxy reaches them', async t => {
  t.same(service(PROXY)['ports'], [`${PORT}:${PORT}`])
  t.equal(service(GATEWAY)['ports'], undefined)
  t.same(service(MOCK)['ports'], [`${MOCK_PORT}:${MOCK_PORT}`])
})

t.test('the proxy: deploy/nginx.conf sends PORT to both replicas with the page host and the player address', async t => {
  t.same(service(PROXY)['volumes'], ['./deploy/nginx.conf:/etc/nginx/nginx.conf:ro'])
  const conf = read('deploy/nginx.conf')
  t.match(conf, new RegExp(`listen ${PORT};`))
  for (const replica of [GATEWAY, REPLICA]) t.match(conf, new RegExp(`server ${replica}:${PORT}\\b`), `upstream ${replica}`)
  t.match(conf, /proxy_set_header Host \$host;/)
  t.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/, 'the address as the proxy saw it, not as the player claims')
  t.same(service(PROXY)['depends_on'], { [GATEWAY]: { condition: 'service_healthy' }, [REPLICA]: { condition: 'service_healthy' } })
})

/** The text of the `location <spec> { ... }` block of deploy/nginx.conf (blocks inside it have no braces). */
function locationBlock (conf: string, spec: RegExp): { pattern: string, body: string } | undefined {
  for (const match of conf.matchAll(/location\s+(.+?)\s*\{([^}]*)\}/g)) {
    const [, pattern = '', body = ''] = match
    if (spec.test(pattern)) return { pattern, body }
  }
  return undefined
}

t.test('the proxy: uploads stream through; any other call cut before its answer goes once to the other replica', async t => {
  const conf = read('deploy/nginx.conf')
  const uploads = locationBlock(conf, /^~ /)
  const rest = locationBlock(conf, /^\/$/)
  if (uploads === undefined || rest === undefined) return t.fail('deploy/nginx.conf has an upload location (~ regex) and location /')
  // nginx's PCRE pattern, simple enough to mean the same in JavaScript.
  const uploadPath = new RegExp(uploads.pattern.replace(/^~\s+/, ''))
  const multipart = endpointList().filter(([, e]) => e.kind === 'multipart').map(([, e]) => e.path)
  t.ok(multipart.length >= 4, 'the endpoint table has its uploads')
  t.same(endpointList().map(([, e]) => e.path).filter(path => uploadPath.test(path)), multipart,
    'the upload location matches exactly the multipart endpoints of shared/endpoints.ts')
  t.match(uploads.body, /proxy_request_buffering off;/, 'uploads stream through')
  t.notMatch(uploads.body, /non_idempotent/, 'a streamed body cannot be sent again')
  t.notMatch(rest.body, /proxy_request_buffering off;/, 'other bodies are whole before they go, so they can go again')
  t.notMatch(conf.replace(uploads.body, ''), /proxy_request_buffering off;/, 'and nothing else turns it off')
  t.match(rest.body, /proxy_next_upstream error non_idempotent;/,
    'a call cut before its answer (a stopping replica closed its connection) goes to the other replica: the key makes that safe')
  t.notMatch(conf, /proxy_next_upstream[^;]*timeout/, 'a call that timed out is never sent again')
  t.match(rest.body, /proxy_next_upstream_tries 2;/)
})

t.test('redis', async t => {
  const healthcheck = service(REDIS)['healthcheck']
  t.ok(isDict(healthcheck) && Array.isArray(healthcheck['test']), 'has a healthcheck')
  t.match(String(service(REDIS)['image']), /^redis:7/)
})

t.test('gateway environment (README.md "Environment")', async t => {
  const env = environment(GATEWAY)
  t.same(env, {
    PORT,
    HOST: '0.0.0.0',
    UPSTREAM_URL: `http://${MOCK}:${MOCK_PORT}`,
    SIGN_SECRET,
    UPSTREAM_TIMEOUT_MS: '20000',
    UPLOAD_MAX_BYTES: '5242880',
    NODE_ENV: 'production',
    REDIS_URL: `redis://${REDIS}:6379`,
    TRUST_PROXY: '1',
    METRICS_PORT
  })
  const upstream = new URL(env['UPSTREAM_URL'] ?? 'invalid:')
  t.equal(upstream.hostname, MOCK, 'UPSTREAM_URL names the mock service')
  t.equal(upstream.port, environment(MOCK)['MOCK_PORT'], "UPSTREAM_URL uses the mock's MOCK_PORT")
  t.notOk((env['UPSTREAM_URL'] ?? '').endsWith('/'), 'UPSTREAM_URL has no trailing slash')
  t.equal(firstPort(PROXY).split(':')[1], env['PORT'], 'the published port is PORT')
})

t.test('mock-upstream environment', async t => {
  const env = environment(MOCK)
  t.same(env, { MOCK_PORT, HOST: '0.0.0.0', SIGN_SECRET, UPSTREAM_TIMEOUT_MS: '20000' })
  t.equal(env['SIGN_SECRET'], environment(GATEWAY)['SIGN_SECRET'], 'both sign with the same secret')
  t.equal(firstPort(MOCK).split(':')[1], env['MOCK_PORT'], 'the published port is MOCK_PORT')
})

t.test('the gateway waits for a healthy mock and Redis', async t => {
  const dependsOn = service(GATEWAY)['depends_on']
  t.ok(isDict(dependsOn), 'depends_on in the long form')
  t.same(dependsOn, { [MOCK]: { condition: 'service_healthy' }, [REDIS]: { condition: 'service_healthy' } })
  const healthcheck = service(MOCK)['healthcheck']
  t.ok(isDict(healthcheck) && Array.isArray(healthcheck['test']) && healthcheck['test'].length > 1, 'the mock has a healthcheck')
})

const images = [
  { name: GATEWAY, port: PORT, portVar: 'PORT', script: 'start:gateway', copies: ['locales/', 'gateway/config/'], expose: [PORT, METRICS_PORT] },
  { name: MOCK, port: MOCK_PORT, portVar: 'MOCK_PORT', script: 'start:mock', copies: ['locales/', 'fixtures/'], expose: [MOCK_PORT] }
]

for (const image of images) {
  t.test(`${image.name} Dockerfile`, async t => {
    const file = dockerfileOf(image.name)
    const { all, final } = parseDockerfile(read(file))
    const froms = all.filter(i => i.keyword === 'FROM').map(i => i.args.split(/\s+/)[0])
    t.ok(froms.length >= 2, 'multi-stage')
    for (const from of froms) {
      t.ok(from === 'node:20-bookworm-slim' || all.some(i => i.keyword === 'FROM' && i.args.endsWith(` AS ${from ?? ''}`)),
        `FROM ${from ?? ''} is node:20-bookworm-slim or an earlier stage`)
    }
    const runs = all.filter(i => i.keyword === 'RUN').map(i => i.args)
    t.notOk(runs.some(r => /\bnpm ci\b/.test(r)), 'no npm ci (the registry mirror refuses it)')
    t.ok(runs.some(r => /\bnpm install\b.*--no-audit/.test(r) && !r.includes('--omit=dev')), 'full npm install to build')
    t.ok(runs.some(r => /\bnpm run build\b/.test(r)), 'builds')

    const expose = final.filter(i => i.keyword === 'EXPOSE').flatMap(i => i.args.split(/\s+/))
    t.same(expose, image.expose, `EXPOSE ${image.expose.join(' ')}`)
    const env = envOf(final)
    t.equal(env['HOST'], '0.0.0.0', 'HOST=0.0.0.0')
    t.equal(env[image.portVar], image.port, `${image.portVar}=${image.port}`)
    t.equal(env['NODE_ENV'], 'production', 'NODE_ENV=production')
    t.same(final.filter(i => i.keyword === 'USER').map(i => i.args), ['node'], 'runs as node')
    t.ok(final.some(i => i.keyword === 'HEALTHCHECK'), 'has a HEALTHCHECK')

    const cmds = final.filter(i => i.keyword === 'CMD')
    t.equal(cmds.length, 1, 'one CMD')
    const cmd = JSON.parse(cmds[0]?.args ?? 'null') as unknown
    t.same(cmd, ['node', scriptFile(image.script)], `CMD runs what npm run ${image.script} runs (exec form)`)

    const copied = final.filter(i => i.keyword === 'COPY' && !i.args.startsWith('--from')).map(i => i.args.split(/\s+/))
    for (const needed of ['package.json', ...image.copies]) {
      t.ok(copied.some(args => args.slice(0, -1).includes(needed)), `runtime image gets ${needed}`)
    }
    t.ok(final.some(i => i.keyword === 'COPY' && /^--from=\S+\s+\/app\/dist\s/.test(i.args)), 'runtime image gets dist/')
    // Every path copied from the build context exists (docker build would fail on a missing one).
    for (const i of all.filter(i => i.keyword === 'COPY' && !i.args.startsWith('--from'))) {
      for (const source of i.args.split(/\s+/).slice(0, -1)) {
        if (source === '.') continue
        t.ok(existsSync(join(root, source)), `COPY source ${source} exists`)
      }
    }
  })
}

t.test('read-only file systems; the gateway gets time to finish its calls on stop', async t => {
  for (const name of [GATEWAY, MOCK, REDIS, PROXY, PROMETHEUS, GRAFANA]) t.equal(service(name)['read_only'], true, `${name}: read_only`)
  for (const name of [GATEWAY, MOCK]) t.same(service(name)['tmpfs'], ['/tmp'], `${name}: only /tmp writable`)
  // SHUTDOWN_DRAIN_MS (5 s in production) + UPSTREAM_TIMEOUT_MS (20 s), with a margin.
  t.equal(service(GATEWAY)['stop_grace_period'], '35s')
})

t.test('Prometheus scrapes both gateways and the mock with the alert rules; Grafana has the dashboard', async t => {
  t.same(service(PROMETHEUS)['volumes'], ['./deploy/prometheus:/etc/prometheus:ro', 'prometheus-data:/prometheus'])
  t.match(String(service(PROMETHEUS)['image']), /^prom\/prometheus:v2\./)
  t.ok((service(PROMETHEUS)['command'] as string[]).includes('--config.file=/etc/prometheus/prometheus.yml'))
  const prometheus: unknown = parse(read('deploy/prometheus/prometheus.yml'))
  const jobs = isDict(prometheus) && Array.isArray(prometheus['scrape_configs']) ? prometheus['scrape_configs'] as Dict[] : []
  const targets = jobs.flatMap(j => (j['static_configs'] as Dict[]).flatMap(c => c['targets'] as string[]))
  t.same(targets.sort(), [`${GATEWAY}:${METRICS_PORT}`, `${REPLICA}:${METRICS_PORT}`, `${MOCK}:${MOCK_PORT}`].sort(), 'both gateways on METRICS_PORT, the mock on its port')
  t.same(isDict(prometheus) ? prometheus['rule_files'] : null, ['alerts.yml'], 'alert rules loaded (beside the config)')
  t.same(service(GRAFANA)['volumes'], ['./deploy/grafana/provisioning:/etc/grafana/provisioning:ro', './deploy/grafana/dashboards:/etc/grafana/dashboards:ro', 'grafana-data:/var/lib/grafana'])
  const provider: unknown = parse(read('deploy/grafana/provisioning/dashboards/wallet.yml'))
  t.match(provider, { providers: [{ type: 'file', options: { path: '/etc/grafana/dashboards' } }] }, 'the dashboards folder is provisioned')
  const datasource: unknown = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml'))
  t.match(datasource, { datasources: [{ type: 'prometheus', uid: 'prometheus', url: `http://${PROMETHEUS}:9090` }] })
  // Watching tools are for the operator's machine only, never published to the network.
  for (const name of [PROMETHEUS, GRAFANA]) {
    t.ok((service(name)['ports'] as string[]).every(p => p.startsWith('127.0.0.1:')), `${name}: published on loopback only`)
  }
  t.equal(service(GATEWAY)['ports'], undefined, 'the metrics port is not published either')
})

t.test('.dockerignore keeps local state out and the build inputs in', async t => {
  const lines = read('.dockerignore').split('\n').map(l => l.trim()).filter(l => l !== '' && !l.startsWith('#'))
  for (const pattern of ['node_modules', 'dist', '.git', '.parcel-cache', 'tests']) {
    t.ok(lines.includes(pattern), `ignores ${pattern}`)
  }
  for (const input of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', '.browserslistrc',
    'shared', 'locales', 'client', 'gateway', 'mock-upstream', 'scripts', 'fixtures']) {
    t.notOk(lines.some(l => l === input || l === `${input}/` || l === `/${input}`), `keeps ${input}`)
  }
  t.notOk(lines.some(l => l === '*' || l === '**'), 'does not ignore everything')
})

t.test('docker-compose config', async t => {
  const binary = onPath('docker-compose')
  if (binary === undefined) {
    // CI installs it: a check that cannot run its subject fails, it does not pass.
    t.fail('docker-compose config cannot run: the docker-compose binary is not on PATH ' +
      '(install it with: apt-get install -y --no-install-recommends docker-compose)')
    return
  }
  const env = { ...process.env }
  delete env['SIGN_SECRET']
  // An empty env file keeps a developer's .env out of it.
  const emptyEnv = join(t.testdir({}), 'empty.env')
  writeFileSync(emptyEnv, '')
  const run = (args: string[], secret?: string) => spawnSync(binary, ['--env-file', emptyEnv, '-f', 'docker-compose.yml', ...args],
    { cwd: root, env: secret === undefined ? env : { ...env, SIGN_SECRET: secret }, encoding: 'utf8' })

  const quiet = run(['config', '-q'], 's3cret-from-env')
  t.equal(quiet.status, 0, `docker-compose config -q exits 0 with SIGN_SECRET set${quiet.status === 0 ? '' : `: ${quiet.stderr}`}`)

  // No secret, or an empty one: compose itself stops, naming the variable, before anything runs.
  for (const secret of [undefined, '']) {
    const refused = run(['config', '-q'], secret)
    t.not(refused.status, 0, `SIGN_SECRET ${secret === undefined ? 'unset' : 'empty'}: docker-compose config fails`)
    t.match(refused.stderr, /SIGN_SECRET/, 'and says SIGN_SECRET is needed')
  }

  const out = run(['config'], 's3cret-from-env')
  t.equal(out.status, 0, `docker-compose config exits 0${out.status === 0 ? '' : `: ${out.stderr}`}`)
  const resolved: unknown = parse(out.stdout)
  const svc = isDict(resolved) && isDict(resolved['services']) ? resolved['services'] : {}
  for (const name of [GATEWAY, REPLICA, MOCK]) {
    const s = svc[name]
    const e = isDict(s) && isDict(s['environment']) ? s['environment'] : {}
    t.equal(e['SIGN_SECRET'], 's3cret-from-env', `${name}: SIGN_SECRET is the environment's`)
  }
})
