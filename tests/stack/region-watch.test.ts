// REGIONS_WATCH=true: the region file mounted from a ConfigMap is read again when Kubernetes swaps its `..data`
// symlink (the layout and the swap the kubelet makes: a new timestamped directory, `..data_tmp` pointing at it,
// renamed over `..data`, the old directory removed). A valid file applies, a broken one is refused with the
// settings in use kept, and each swap is one reload.
import t from 'tap'
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { startStack, type Stack } from '../helpers/stack.js'
import { loadConfig } from '../../gateway/src/config/config.js'

const OK = 'region file reloaded'
const REFUSED = 'region file not reloaded: the previous settings stay in use'
const regions = (region: string): string => JSON.stringify({ default: { region: 'IN' }, hosts: [{ match: 'wallet.example', region }] })

/** A ConfigMap volume as the kubelet lays it out: regions.json -> ..data/regions.json, ..data -> ..<version>. */
function configMapVolume (dir: string, text: string): (text: string) => void {
  let version = 0
  const write = (body: string): string => {
    const name = `..2026_11_27_00_00_0${version++}.000000001`
    mkdirSync(join(dir, name))
    writeFileSync(join(dir, name, 'regions.json'), body)
    return name
  }
  let current = write(text)
  symlinkSync(current, join(dir, '..data'))
  symlinkSync(join('..data', 'regions.json'), join(dir, 'regions.json'))
  return body => {
    const next = write(body)
    symlinkSync(next, join(dir, '..data_tmp'))
    renameSync(join(dir, '..data_tmp'), join(dir, '..data'))
    rmSync(join(dir, current), { recursive: true })
    current = next
  }
}

const messages = (s: Stack, msg: string): Array<Record<string, unknown>> =>
  s.logs.flatMap(l => l.split('\n')).filter(l => l.startsWith('{')).map(l => JSON.parse(l) as Record<string, unknown>).filter(l => l.msg === msg)

async function waitForLog (s: Stack, msg: string, count: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (messages(s, msg).length >= count) return
    await sleep(50)
  }
  throw new Error(`no "${msg}" (${count}) in the gateway's logs`)
}

const reloads = async (s: Stack, result: string): Promise<number> =>
  (await s.gateway.metrics.reloads.get()).values.find(v => v.labels.result === result)?.value ?? 0

t.test('a ConfigMap update (the ..data symlink swap) reloads the region file; a broken one is refused', async t => {
  const dir = t.testdir({})
  const swap = configMapVolume(dir, regions('BR'))
  const s = await startStack(t, { env: { REGIONS_FILE: join(dir, 'regions.json'), REGIONS_WATCH: 'true' } })
  const regionOf = async (): Promise<string> => (await s.api.get('/api/config').set('host', 'wallet.example').expect(200)).body.data.region as string
  t.equal(await regionOf(), 'BR')
  t.equal(messages(s, 'watching the region file\'s directory').length, 1, 'the watch started')

  swap(regions('ID'))
  await waitForLog(s, OK, 1)
  t.equal(await regionOf(), 'ID', 'the new file applies without a restart or a signal')

  swap('{ "default": { "region": "IN" }, "hosts": [')
  await waitForLog(s, REFUSED, 1)
  t.equal(await regionOf(), 'ID', 'broken JSON: the settings in use stay')
  t.equal(messages(s, REFUSED)[0]?.level, 50, 'logged as an error')

  swap(regions('BD'))
  await waitForLog(s, OK, 2)
  t.equal(await regionOf(), 'BD', 'a good file after a bad one applies')
  t.equal(await reloads(s, 'ok'), 2, 'each swap one reload, however many events it made')
  t.equal(await reloads(s, 'error'), 1)
})

t.test('without REGIONS_WATCH nothing is watched, and SIGHUP\'s reload reads through the symlinks', async t => {
  const dir = t.testdir({})
  const swap = configMapVolume(dir, regions('BR'))
  const s = await startStack(t, { env: { REGIONS_FILE: join(dir, 'regions.json') } })
  t.equal(messages(s, 'watching the region file\'s directory').length, 0, 'no watch was started')
  swap(regions('ID'))
  // What server.ts does on SIGHUP.
  t.equal(s.gateway.reloadRegions(), true)
  t.equal((await s.api.get('/api/config').set('host', 'wallet.example').expect(200)).body.data.region, 'ID')
})

t.test('REGIONS_WATCH takes true or false, nothing else', async t => {
  t.equal(loadConfig({ REGIONS_WATCH: 'true' }).regionsWatch, true)
  t.equal(loadConfig({}).regionsWatch, false, 'off unless asked for')
  t.throws(() => loadConfig({ REGIONS_WATCH: 'sometimes' }), /REGIONS_WATCH must be true or false, got "sometimes"/)
})
