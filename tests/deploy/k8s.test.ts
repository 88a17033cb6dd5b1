// The Kubernetes manifests (deploy/k8s), without a cluster: each region's overlay rendered by `kubectl kustomize`
// as an operator applies it, every object checked against the Kubernetes schemas (kubernetes-models), then the
// team's rules for running the gateway: probes, the stop sequence, resources, autoscaling, disruption,
// spread, confinement, secrets, network policy, and the region's own values. Every rule is also run against
// a broken copy of a rendered overlay, to show it fails when the manifest breaks.
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { ConfigMap, Namespace, Service, ServiceAccount, type IContainer } from 'kubernetes-models/v1'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { projectRoot } from '../../shared/node/project-root.js'
import { loadRegions, type Config } from '../../gateway/src/config/config.js'
import { pageHosts } from '../../gateway/src/site/page-hosts.js'
import { KNOWN_DEVELOPMENT_SECRETS } from '../../gateway/src/config/sign-secret.js'
import { TEST_SECRET } from '../helpers/stack.js'

const root = projectRoot()
const KUBECTL = process.env.KUBECTL ?? 'kubectl'
const INSTALL = 'install kubectl 1.27 or newer, which bundles kustomize v5 (https://kubernetes.io/docs/tasks/tools/), or set KUBECTL to its path'
const REGIONS = { in: 'IN', bd: 'BD', br: 'BR', id: 'ID' } as const
type Overlay = keyof typeof REGIONS

/** What close-with-grace adds past the drain and the upstream timeout before it ends the process (gateway/src/server.ts). */
const CLOSE_MARGIN_S = 5
/** bench/RESULTS.md: resident at rest, plus the growth of 20 concurrent 5 MB uploads. */
const BENCH_RSS_MB = 126 + 41

function kubectl (args: string[]): string {
  const run = spawnSync(KUBECTL, args, { cwd: root, encoding: 'utf8', timeout: 60_000 })
  if (run.error !== undefined) throw new Error(`kubectl cannot run (${run.error.message}): ${INSTALL}`)
  if (run.status !== 0) throw new Error(`kubectl ${args.join(' ')} failed: ${run.stderr}`)
  return run.stdout
}

type Obj = Record<string, unknown> & { apiVersion: string, kind: string, metadata: { name: string, namespace?: string } }

function render (dir: string): Obj[] {
  return parseAllDocuments(kubectl(['kustomize', dir])).map(d => d.toJS() as Obj).filter(o => o !== null)
}

type ModelClass = new (data: never) => { validate: () => void }
const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/ServiceAccount': ServiceAccount,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy
}

/** The one object of a kind, typed by its model (undefined when absent or not one). */
function one<T> (objects: Obj[], kind: string, Model: new (data: never) => T, name?: string): T | undefined {
  const found = objects.filter(o => o.kind === kind && (name === undefined || o.metadata.name === name))
  return found.length === 1 ? new Model(found[0] as never) : undefined
}

const deploymentOf = (objects: Obj[]): Deployment | undefined => one(objects, 'Deployment', Deployment)
const containerOf = (objects: Obj[]): IContainer | undefined => deploymentOf(objects)?.spec?.template.spec?.containers.find(c => c.name === 'gateway')
const envOf = (objects: Obj[], name: string): string | undefined => containerOf(objects)?.env?.find(e => e.name === name)?.value
const podLabels = (objects: Obj[]): Record<string, string> => deploymentOf(objects)?.spec?.template.metadata?.labels ?? {}
const selects = (selector: { matchLabels?: Record<string, string> } | undefined, labels: Record<string, string>): boolean =>
  selector?.matchLabels !== undefined && Object.keys(selector.matchLabels).length > 0 && Object.entries(selector.matchLabels).every(([k, v]) => labels[k] === v)

/** A Kubernetes quantity in base units (cores, bytes). */
function quantity (value: string | number | undefined): number {
  if (value === undefined) return NaN
  const m = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|k|M|G)?$/.exec(String(value))
  if (m === null) return NaN
  const factor: Record<string, number> = { m: 1e-3, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1e3, M: 1e6, G: 1e9 }
  return Number(m[1]) * (m[2] === undefined ? 1 : factor[m[2]] ?? NaN)
}

interface Rendered { overlay: Overlay, objects: Obj[] }
type Rule = (r: Rendered) => string[]

/** Each rule returns what is wrong; nothing is the pass. */
const RULES: Record<string, Rule> = {
  schema: ({ objects }) => objects.flatMap(o => {
    const Model = MODELS[`${o.apiVersion}/${o.kind}`]
    if (Model === undefined) return [`${o.apiVersion} ${o.kind} has no schema here (a CRD needs its own check)`]
    try {
      new Model(o as never).validate()
      return []
    } catch (err) {
      return [`${o.kind} ${o.metadata.name}: ${(err as Error).message}`]
    }
  }),
  namespace: ({ overlay, objects }) => {
    const ns = `wallet-${overlay}`
    return [
      ...(one(objects, 'Namespace', Namespace)?.metadata?.name === ns ? [] : [`one Namespace ${ns}`]),
      ...(one(objects, 'Namespace', Namespace)?.metadata?.labels?.['pod-security.kubernetes.io/enforce'] === 'restricted' ? [] : ['the namespace enforces the restricted pod security profile']),
      ...objects.filter(o => o.kind !== 'Namespace' && o.metadata.namespace !== ns).map(o => `${o.kind} ${o.metadata.name} is not in ${ns}`)
    ]
  },
  replicas: ({ objects }) => {
    const hpa = one(objects, 'HorizontalPodAutoscaler', HorizontalPodAutoscaler)
    const replicas = deploymentOf(objects)?.spec?.replicas
    return [
      ...((hpa?.spec?.minReplicas ?? 0) >= 2 ? [] : ['the HPA keeps at least 2 replicas']),
      ...((hpa?.spec?.maxReplicas ?? 0) > (hpa?.spec?.minReplicas ?? Infinity) ? [] : ['the HPA can scale above its minimum']),
      ...(hpa?.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === deploymentOf(objects)?.metadata?.name ? [] : ['the HPA scales the gateway Deployment']),
      ...(replicas === undefined || replicas >= 2 ? [] : [`the Deployment asks for ${replicas} replicas`]),
      ...(hpa?.spec?.metrics?.some(m => m.type === 'Resource' && m.resource?.name === 'cpu' && m.resource.target.type === 'Utilization' && (m.resource.target.averageUtilization ?? 100) <= 80) === true ? [] : ['the HPA scales on CPU utilisation, at most 80%'])
    ]
  },
  probes: ({ objects }) => {
    const c = containerOf(objects)
    const http = c?.ports?.find(p => p.name === 'http')?.containerPort
    const probe = (p: typeof c extends undefined ? never : IContainer['readinessProbe'], path: string, name: string): string[] =>
      p?.httpGet?.path === path && (p.httpGet.port === 'http' || p.httpGet.port === http) ? [] : [`${name} probe: GET ${path} on the public port`]
    const startup = c?.startupProbe
    return [
      ...(http === 8080 && envOf(objects, 'PORT') === '8080' ? [] : ['PORT is the container port named http']),
      ...probe(c?.readinessProbe, '/readyz', 'readiness'),
      ...probe(c?.livenessProbe, '/healthz', 'liveness'),
      ...probe(startup, '/healthz', 'startup'),
      // The startup probe, not the liveness probe, covers a slow start.
      ...((startup?.periodSeconds ?? 10) * (startup?.failureThreshold ?? 3) >= 30 ? [] : ['the startup probe allows at least 30 s'])
    ]
  },
  stop: ({ objects }) => {
    const command = containerOf(objects)?.lifecycle?.preStop?.exec?.command ?? []
    const pause = command.length === 2 && command[0] === 'sleep' ? Number(command[1]) : NaN
    const drain = Number(envOf(objects, 'SHUTDOWN_DRAIN_MS')) / 1000
    const upstream = Number(envOf(objects, 'UPSTREAM_TIMEOUT_MS')) / 1000
    const grace = deploymentOf(objects)?.spec?.template.spec?.terminationGracePeriodSeconds ?? 30
    const needed = pause + drain + upstream + CLOSE_MARGIN_S
    return [
      ...(pause > 0 ? [] : ['a preStop pause (sleep N)']),
      ...(drain > 0 && upstream > 0 ? [] : ['SHUTDOWN_DRAIN_MS and UPSTREAM_TIMEOUT_MS set, so the grace period can be checked']),
      ...(grace > needed ? [] : [`terminationGracePeriodSeconds ${grace} must exceed preStop ${pause} + drain ${drain} + upstream ${upstream} + ${CLOSE_MARGIN_S}`])
    ]
  },
  resources: ({ objects }) => {
    const r = containerOf(objects)?.resources
    const req = { cpu: quantity(r?.requests?.cpu), memory: quantity(r?.requests?.memory) }
    const lim = { cpu: quantity(r?.limits?.cpu), memory: quantity(r?.limits?.memory) }
    const heap = Number(/--max-old-space-size=(\d+)/.exec(envOf(objects, 'NODE_OPTIONS') ?? '')?.[1]) * 1024 ** 2
    return [
      ...(req.cpu > 0 && req.memory > 0 && lim.cpu > 0 && lim.memory > 0 ? [] : ['requests and limits of CPU and memory']),
      ...(req.cpu <= lim.cpu && req.memory <= lim.memory ? [] : ['requests within limits']),
      ...(req.memory >= BENCH_RSS_MB * 1024 ** 2 ? [] : [`the memory request covers the benchmark's ${BENCH_RSS_MB} MB resident`]),
      ...(heap > 0 && heap < lim.memory ? [] : ['NODE_OPTIONS bounds the heap below the memory limit'])
    ]
  },
  disruption: ({ objects }) => {
    const pdb = one(objects, 'PodDisruptionBudget', PodDisruptionBudget)
    const min = one(objects, 'HorizontalPodAutoscaler', HorizontalPodAutoscaler)?.spec?.minReplicas ?? 0
    const { maxUnavailable, minAvailable } = pdb?.spec ?? {}
    // A drain evicts a pod only while the budget allows one more down: it must allow at least one at the floor.
    const allows = typeof maxUnavailable === 'number' ? maxUnavailable >= 1 : typeof minAvailable === 'number' ? minAvailable < min : false
    return [
      ...(allows ? [] : ['the PDB lets a drain evict a pod (maxUnavailable >= 1, or minAvailable below the HPA minimum)']),
      ...(selects(pdb?.spec?.selector, podLabels(objects)) ? [] : ['the PDB selects the gateway pods'])
    ]
  },
  spread: ({ objects }) => {
    const spread = deploymentOf(objects)?.spec?.template.spec?.topologySpreadConstraints ?? []
    return spread.some(s => s.topologyKey === 'topology.kubernetes.io/zone' && s.maxSkew === 1 && selects(s.labelSelector, podLabels(objects))) ? [] : ['spread over zones (maxSkew 1, selecting the gateway pods)']
  },
  confinement: ({ objects }) => {
    const pod = deploymentOf(objects)?.spec?.template.spec
    const c = containerOf(objects)
    const tmp = c?.volumeMounts?.find(m => m.mountPath === '/tmp')
    return [
      ...(pod?.securityContext?.runAsNonRoot === true && (pod.securityContext.runAsUser ?? 0) > 0 ? [] : ['the pod runs as a non-root user']),
      ...(pod?.securityContext?.seccompProfile?.type === 'RuntimeDefault' ? [] : ['seccomp RuntimeDefault']),
      ...(c?.securityContext?.allowPrivilegeEscalation === false ? [] : ['no privilege escalation']),
      ...(c?.securityContext?.readOnlyRootFilesystem === true ? [] : ['a read-only root file system']),
      ...(c?.securityContext?.capabilities?.drop?.includes('ALL') === true && (c.securityContext.capabilities.add ?? []).length === 0 ? [] : ['every capability dropped, none added']),
      ...(c?.securityContext?.privileged !== true && pod?.hostNetwork !== true && pod?.hostPID !== true ? [] : ['nothing of the host']),
      ...(tmp !== undefined && pod?.volumes?.find(v => v.name === tmp.name)?.emptyDir !== undefined ? [] : ['/tmp is a writable emptyDir']),
      ...((pod?.volumes ?? []).every(v => v.hostPath === undefined) ? [] : ['no hostPath volume']),
      ...(pod?.automountServiceAccountToken === false ? [] : ['no service account token mounted'])
    ]
  },
  secrets: ({ objects }) => {
    const env = containerOf(objects)?.env ?? []
    const ref = (name: string): boolean => env.some(e => e.name === name && e.value === undefined && (e.valueFrom?.secretKeyRef?.name ?? '') !== '' && (e.valueFrom?.secretKeyRef?.key ?? '') !== '')
    const text = JSON.stringify(objects)
    return [
      ...(ref('SIGN_SECRET') ? [] : ['SIGN_SECRET from a Secret (secretKeyRef), never a value']),
      ...(ref('REDIS_PASSWORD') ? [] : ['REDIS_PASSWORD from a Secret (secretKeyRef)']),
      ...env.filter(e => /SECRET|PASSWORD|TOKEN|KEY/.test(e.name) && e.value !== undefined).map(e => `${e.name} has a value in the manifest`),
      ...objects.filter(o => o.kind === 'Secret').map(o => `a Secret (${o.metadata.name}) in the manifests: operators create it (docs/KUBERNETES.md)`),
      ...[...KNOWN_DEVELOPMENT_SECRETS, TEST_SECRET].filter(s => text.includes(s)).map(s => `a development secret (${s.slice(0, 4)}...) in the manifests`)
    ]
  },
  network: ({ objects }) => {
    const labels = podLabels(objects)
    const policies = objects.filter(o => o.kind === 'NetworkPolicy').map(o => new NetworkPolicy(o as never)).filter(p => selects(p.spec?.podSelector, labels))
    const ingress = policies.filter(p => p.spec?.policyTypes?.includes('Ingress') === true).flatMap(p => p.spec?.ingress ?? [])
    const egress = policies.filter(p => p.spec?.policyTypes?.includes('Egress') === true).flatMap(p => p.spec?.egress ?? [])
    const ports = (rule: { ports?: Array<{ port?: number | string }> }): Array<number | string | undefined> => (rule.ports ?? []).map(p => p.port)
    const namespaceOf = (peer: { namespaceSelector?: { matchLabels?: Record<string, string> } }): string | undefined => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']
    const upstream = new URL(envOf(objects, 'UPSTREAM_URL') ?? 'invalid:')
    const upstreamPort = Number(upstream.port !== '' ? upstream.port : upstream.protocol === 'https:' ? 443 : 80)
    const ipRules = egress.filter(r => (r.to ?? []).some(p => p.ipBlock !== undefined))
    return [
      ...(ingress.length > 0 && egress.length > 0 ? [] : ['policies on the gateway pods restrict both directions']),
      // A rule without `from`/`to`, or a peer without a namespace, lets anything through.
      ...ingress.filter(r => (r.from ?? []).length === 0 || (r.ports ?? []).length === 0).map(() => 'an ingress rule open to every source or port'),
      ...egress.filter(r => (r.to ?? []).length === 0 || (r.ports ?? []).length === 0).map(() => 'an egress rule open to every destination or port'),
      ...ingress.flatMap(r => (r.from ?? []).filter(p => p.ipBlock !== undefined)).map(() => 'ingress from an address range rather than the ingress controller'),
      ...(ingress.some(r => (r.from ?? []).every(p => namespaceOf(p) === 'ingress-nginx' && p.podSelector !== undefined) && ports(r).join() === '8080') ? [] : ['the ingress controller reaches port 8080']),
      ...(ingress.every(r => (ports(r).join() === '8080' && (r.from ?? []).every(p => namespaceOf(p) === 'ingress-nginx')) || (ports(r).join() === '9464' && (r.from ?? []).every(p => namespaceOf(p) === 'monitoring'))) ? [] : ['only the ingress controller (8080) and Prometheus (9464) get in']),
      ...(egress.some(r => (r.to ?? []).every(p => namespaceOf(p) === 'kube-system') && ports(r).every(p => p === 53)) ? [] : ['DNS (kube-system, port 53)']),
      ...(egress.some(r => (r.to ?? []).every(p => p.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'redis' && p.namespaceSelector === undefined) && ports(r).sort().join() === '26379,6379') ? [] : ['Redis and its Sentinels in the namespace (6379, 26379)']),
      ...(ipRules.length === 1 && ipRules[0]?.to?.length === 1 && ports(ipRules[0]).join() === String(upstreamPort) ? [] : [`one rule to the upstream's address on UPSTREAM_URL's port ${upstreamPort}`]),
      ...egress.flatMap(r => r.to ?? []).filter(p => p.ipBlock !== undefined && /\/(?:[0-9]|1[0-5])$/.test(p.ipBlock.cidr)).map(p => `egress to the wide range ${p.ipBlock?.cidr ?? ''}`)
    ]
  },
  service: ({ objects }) => {
    const svc = one(objects, 'Service', Service)
    const template = deploymentOf(objects)?.spec?.template.metadata?.annotations ?? {}
    const ingress = one(objects, 'Ingress', Ingress)
    const backend = ingress?.spec?.rules?.[0]?.http?.paths[0]?.backend.service
    return [
      ...(selects({ matchLabels: svc?.spec?.selector ?? {} }, podLabels(objects)) ? [] : ['the Service selects the gateway pods']),
      ...(svc?.spec?.ports?.some(p => p.name === 'http' && p.targetPort === 'http') === true ? [] : ['the Service forwards to the http port']),
      ...(backend?.name === svc?.metadata?.name && backend?.port?.name === 'http' ? [] : ['the Ingress reaches the Service']),
      ...(template['prometheus.io/scrape'] === 'true' && template['prometheus.io/port'] === envOf(objects, 'METRICS_PORT') && template['prometheus.io/path'] === '/metrics' ? [] : ['Prometheus scrapes METRICS_PORT (/metrics)']),
      ...(containerOf(objects)?.ports?.some(p => p.name === 'metrics' && String(p.containerPort) === envOf(objects, 'METRICS_PORT')) === true ? [] : ['METRICS_PORT is the port named metrics'])
    ]
  },
  runtime: ({ objects }) => {
    const image = containerOf(objects)?.image ?? ''
    const sentinels = envOf(objects, 'REDIS_SENTINELS') ?? ''
    return [
      ...(/^[\w.-]+(?::\d+)?\/[\w./-]+:[\w.-]+$/.test(image) && !image.endsWith(':latest') ? [] : [`an image from a registry with a pinned tag, got "${image}"`]),
      ...(envOf(objects, 'NODE_ENV') === 'production' && envOf(objects, 'HOST') === '0.0.0.0' ? [] : ['NODE_ENV=production, HOST=0.0.0.0']),
      ...(envOf(objects, 'TRUST_PROXY') === '1' ? [] : ['TRUST_PROXY=1: the ingress controller is the one hop']),
      ...(sentinels.split(',').length >= 3 && sentinels.split(',').every(s => /^[a-z0-9.-]+:\d+$/.test(s)) ? [] : ['REDIS_SENTINELS: three or more host:port']),
      ...((envOf(objects, 'REDIS_SENTINEL_NAME') ?? '') !== '' ? [] : ['REDIS_SENTINEL_NAME']),
      ...(envOf(objects, 'REDIS_URL') === undefined ? [] : ['REDIS_URL beside the Sentinels'])
    ]
  },
  region: ({ overlay, objects }) => {
    const region = REGIONS[overlay]
    const c = containerOf(objects)
    const file = envOf(objects, 'REGIONS_FILE') ?? ''
    const mount = c?.volumeMounts?.find(m => file.startsWith(`${m.mountPath}/`))
    const volume = deploymentOf(objects)?.spec?.template.spec?.volumes?.find(v => v.name === mount?.name)
    const map = one(objects, 'ConfigMap', ConfigMap, volume?.configMap?.name)
    const key = file.slice((mount?.mountPath.length ?? 0) + 1)
    const problems = [
      ...(mount !== undefined && mount.subPath === undefined && volume?.configMap !== undefined ? [] : ['REGIONS_FILE lies in a ConfigMap mounted as a directory (a subPath mount is never updated)']),
      ...(envOf(objects, 'REGIONS_WATCH') === 'true' ? [] : ['REGIONS_WATCH=true, so a ConfigMap update reloads'])
    ]
    const text = map?.data?.[key]
    if (text === undefined) return [...problems, `the ConfigMap holds ${key}`]
    const path = join(scratch, `${overlay}-regions.json`)
    writeFileSync(path, text)
    let regions
    try {
      regions = loadRegions(path)
    } catch (err) {
      return [...problems, (err as Error).message]
    }
    const config = { regions, upstreamUrl: envOf(objects, 'UPSTREAM_URL') } as unknown as Config
    const hosts = one(objects, 'Ingress', Ingress)?.spec?.rules?.map(r => r.host ?? '') ?? []
    return [
      ...problems,
      ...(regions.default.region === region ? [] : [`the default region is ${region}`]),
      // The key an operator edits to close the region's money flows (docs/OPERATIONS.md), there to be found.
      ...(regions.money?.[region] !== undefined ? [] : [`the region file names ${region}'s money mode`]),
      ...(hosts.length > 0 ? [] : ['the Ingress names the region\'s host']),
      ...hosts.filter(h => !regions.hosts.some(e => e.match === h) || pageHosts(config)(h).site.region !== region).map(h => `the region file maps ${h} to ${region}`),
      ...regions.hosts.filter(e => e.region !== region).map(e => `${e.match} belongs to ${e.region}, not ${region}`)
    ]
  }
}

let scratch = ''
const rendered = {} as Record<Overlay, Obj[]>

t.before(() => {
  scratch = t.testdir({})
  const version = JSON.parse(kubectl(['version', '--client', '-o', 'json'])) as { kustomizeVersion?: string }
  const major = Number(/^v(\d+)\./.exec(version.kustomizeVersion ?? '')?.[1])
  if (!(major >= 5)) throw new Error(`kubectl bundles kustomize ${version.kustomizeVersion ?? '(none)'}, v5 or newer is needed: ${INSTALL}`)
  for (const overlay of Object.keys(REGIONS) as Overlay[]) rendered[overlay] = render(`deploy/k8s/overlays/${overlay}`)
})

t.test('one overlay per region, nothing else', async t => {
  t.same(readdirSync(join(root, 'deploy/k8s/overlays')).sort(), Object.keys(REGIONS).sort())
})

for (const overlay of Object.keys(REGIONS) as Overlay[]) {
  t.test(`overlay ${overlay}`, async t => {
    const objects = rendered[overlay]
    t.same(objects.map(o => o.kind).sort(), ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Namespace', 'NetworkPolicy', 'NetworkPolicy', 'PodDisruptionBudget', 'Service', 'ServiceAccount'], 'the objects an operator applies')
    for (const [name, rule] of Object.entries(RULES)) t.same(rule({ overlay, objects }), [], name)
  })
}

t.test('the regions differ where they must', async t => {
  const all = Object.values(rendered)
  const distinct = (values: Array<string | undefined>, what: string): void => {
    t.equal(new Set(values.filter(v => v !== undefined && v !== '')).size, all.length, `a ${what} of its own: ${values.join(', ')}`)
  }
  distinct(all.map(o => one(o, 'Namespace', Namespace)?.metadata?.name), 'namespace')
  distinct(all.map(o => one(o, 'Ingress', Ingress)?.spec?.rules?.[0]?.host), 'host')
  distinct(all.map(o => envOf(o, 'UPSTREAM_URL')), 'upstream')
  distinct(all.map(o => one(o, 'NetworkPolicy', NetworkPolicy, 'wallet-gateway-upstream')?.spec?.egress?.[0]?.to?.[0]?.ipBlock?.cidr), 'upstream address')
  distinct(all.map(o => one(o, 'ConfigMap', ConfigMap)?.data?.['regions.json']), 'region file')
})

t.test('no secret value anywhere under deploy/k8s', async t => {
  const files: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name)
      if (statSync(join(root, path)).isDirectory()) walk(path)
      else files.push(path)
    }
  }
  walk('deploy/k8s')
  t.ok(files.length > 10, `the files: ${files.length}`)
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    t.notMatch(text, /^kind:\s*Secret\b/m, `${file}: no Secret object`)
    t.notMatch(text, /SIGN_SECRET\s*[:=]\s*\S|name:\s*SIGN_SECRET\s*\n\s*value:/, `${file}: no SIGN_SECRET value`)
    for (const secret of [...KNOWN_DEVELOPMENT_SECRETS, TEST_SECRET]) t.notOk(text.includes(secret), `${file}: no development secret`)
  }
})

/** A deep copy of the India overlay, broken by `edit`: the rule must report it. */
const BREAKS: Array<{ rule: string, why: string, edit: (o: Obj[]) => void }> = [
  { rule: 'schema', why: 'a port that is not a number', edit: o => { rawContainer(o)?.ports?.forEach(p => { (p as { containerPort: unknown }).containerPort = 'http' }) } },
  { rule: 'schema', why: 'a CRD without a schema', edit: o => { o.push({ apiVersion: 'monitoring.coreos.com/v1', kind: 'ServiceMonitor', metadata: { name: 'x', namespace: 'wallet-in' } }) } },
  { rule: 'namespace', why: 'an object outside the region', edit: o => { (o[1] as Obj).metadata.namespace = 'default' } },
  { rule: 'replicas', why: 'HPA minimum 1', edit: o => { (byKind(o, 'HorizontalPodAutoscaler').spec as { minReplicas: number }).minReplicas = 1 } },
  { rule: 'replicas', why: 'a single replica', edit: o => { (byKind(o, 'Deployment').spec as { replicas: number }).replicas = 1 } },
  { rule: 'probes', why: 'readiness on /healthz', edit: o => { const p = rawContainer(o)?.readinessProbe?.httpGet; if (p !== undefined) p.path = '/healthz' } },
  { rule: 'probes', why: 'no startup probe', edit: o => { const c = rawContainer(o); if (c !== undefined) delete c.startupProbe } },
  { rule: 'stop', why: 'a grace period the drain outlasts', edit: o => { const s = podSpec(o); if (s !== undefined) s.terminationGracePeriodSeconds = 30 } },
  { rule: 'stop', why: 'no preStop', edit: o => { const c = rawContainer(o); if (c !== undefined) delete c.lifecycle } },
  { rule: 'resources', why: 'no limits', edit: o => { const r = rawContainer(o)?.resources; if (r !== undefined) delete r.limits } },
  { rule: 'resources', why: 'a memory request below the benchmark', edit: o => { const r = rawContainer(o)?.resources?.requests; if (r !== undefined) r.memory = '64Mi' } },
  { rule: 'disruption', why: 'minAvailable at the HPA floor blocks a drain', edit: o => { byKind(o, 'PodDisruptionBudget').spec = { minAvailable: (byKind(o, 'HorizontalPodAutoscaler').spec as { minReplicas: number }).minReplicas, selector: { matchLabels: { 'app.kubernetes.io/name': 'wallet-gateway' } } } } },
  { rule: 'disruption', why: 'a budget of other pods', edit: o => { (byKind(o, 'PodDisruptionBudget').spec as { selector: unknown }).selector = { matchLabels: { 'app.kubernetes.io/name': 'redis' } } } },
  { rule: 'spread', why: 'spread over hosts only', edit: o => { const s = podSpec(o); s?.topologySpreadConstraints?.splice(0, 1) } },
  { rule: 'confinement', why: 'a writable root file system', edit: o => { const s = rawContainer(o)?.securityContext; if (s !== undefined) s.readOnlyRootFilesystem = false } },
  { rule: 'confinement', why: 'a kept capability', edit: o => { const s = rawContainer(o)?.securityContext; if (s !== undefined) s.capabilities = { drop: ['NET_RAW'] } } },
  { rule: 'confinement', why: 'no seccomp profile', edit: o => { const s = podSpec(o)?.securityContext; if (s !== undefined) delete s.seccompProfile } },
  { rule: 'secrets', why: 'SIGN_SECRET as a value', edit: o => { const e = rawContainer(o)?.env?.find(v => v.name === 'SIGN_SECRET'); if (e !== undefined) { delete e.valueFrom; e.value = 'hunter2' } } },
  { rule: 'network', why: 'ingress open to all', edit: o => { const p = byName(o, 'NetworkPolicy', 'wallet-gateway').spec as { ingress: unknown[] }; p.ingress.push({}) } },
  { rule: 'network', why: 'no DNS', edit: o => { const p = byName(o, 'NetworkPolicy', 'wallet-gateway').spec as { egress: unknown[] }; p.egress.splice(0, 1) } },
  { rule: 'network', why: 'egress to the whole internet', edit: o => { const p = byName(o, 'NetworkPolicy', 'wallet-gateway-upstream').spec as { egress: Array<{ to: Array<{ ipBlock: { cidr: string } }> }> }; const peer = p.egress[0]?.to[0]; if (peer !== undefined) peer.ipBlock.cidr = '0.0.0.0/0' } },
  { rule: 'service', why: 'metrics annotation on another port', edit: o => { const a = podTemplate(o)?.metadata?.annotations; if (a !== undefined) a['prometheus.io/port'] = '9090' } },
  { rule: 'runtime', why: 'an unpinned image', edit: o => { const c = rawContainer(o); if (c !== undefined) c.image = 'wallet-gateway' } },
  { rule: 'region', why: 'a subPath mount', edit: o => { const m = rawContainer(o)?.volumeMounts?.find(v => v.name === 'regions'); if (m !== undefined) { m.mountPath = '/etc/wallet/regions/regions.json'; m.subPath = 'regions.json' } } },
  {
    rule: 'region', why: 'the host mapped to another region', edit: o => {
      const d = byKind(o, 'ConfigMap').data as Record<string, string>
      const file = d['regions.json']
      if (file === undefined) throw new Error('the ConfigMap has no regions.json')
      const moved = file.replace('"region": "IN" }\n  ]', '"region": "BD" }\n  ]')
      // The broken copy must really differ, or the rule would be tried on the good file.
      if (moved === file) throw new Error('the India host entry was not found to move')
      d['regions.json'] = moved
    }
  },
  { rule: 'region', why: 'an invalid region file', edit: o => { (byKind(o, 'ConfigMap').data as Record<string, string>)['regions.json'] = '{ "default": { "region": "XX" }, "hosts": [] }' } }
]

function byKind (objects: Obj[], kind: string): Obj & { spec?: unknown, data?: unknown } {
  const found = objects.find(o => o.kind === kind)
  if (found === undefined) throw new Error(`no ${kind}`)
  return found
}
function byName (objects: Obj[], kind: string, name: string): Obj & { spec?: unknown } {
  const found = objects.find(o => o.kind === kind && o.metadata.name === name)
  if (found === undefined) throw new Error(`no ${kind} ${name}`)
  return found
}
// The raw objects (not model copies), so an edit changes what the rules read.
function rawDeployment (objects: Obj[]): Deployment {
  return byKind(objects, 'Deployment') as unknown as Deployment
}
const podTemplate = (objects: Obj[]): NonNullable<Deployment['spec']>['template'] | undefined => rawDeployment(objects).spec?.template
const podSpec = (objects: Obj[]): NonNullable<Deployment['spec']>['template']['spec'] => rawDeployment(objects).spec?.template.spec
const rawContainer = (objects: Obj[]): IContainer | undefined => podSpec(objects)?.containers.find(c => c.name === 'gateway')

t.test('every rule fails on a manifest broken for it', async t => {
  for (const { rule, why, edit } of BREAKS) {
    const objects = structuredClone(rendered.in)
    edit(objects)
    const check = RULES[rule]
    if (check === undefined) throw new Error(`no rule ${rule}`)
    const problems = check({ overlay: 'in', objects })
    t.ok(problems.length > 0, `${rule}: ${why} is reported (${problems.join('; ')})`)
  }
  t.same(new Set(BREAKS.map(b => b.rule)), new Set(Object.keys(RULES)), 'every rule has a break')
})
