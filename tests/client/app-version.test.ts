// Feature gates by host-app version (docs/ARCHITECTURE.md "Limits and constants"): a semver-like compare of loosely written versions.
import t from 'tap'
import { compareVersions, meetsMinVersion, parseVersion } from '../../client/src/features/support/app-version.js'

t.test('parses the spellings host apps use', async t => {
  t.same(parseVersion('2.1.0'), { numbers: [2, 1, 0], prerelease: false })
  t.same(parseVersion('v2.1'), { numbers: [2, 1], prerelease: false })
  t.same(parseVersion('2.1.0-beta.2'), { numbers: [2, 1, 0], prerelease: true })
  t.same(parseVersion('2.1.0+build.7'), { numbers: [2, 1, 0], prerelease: false })
  t.same(parseVersion('3.2.1 (345)'), { numbers: [3, 2, 1], prerelease: false })
  t.same(parseVersion(' 2.0.0.12 '), { numbers: [2, 0, 0, 12], prerelease: false })
  for (const bad of ['', 'abc', '2..1', '2.x', '.2', '2.1.', '99999999999999999999']) t.equal(parseVersion(bad), null, JSON.stringify(bad))
})

t.test('compares numerically, part by part', async t => {
  const v = (s: string) => { const p = parseVersion(s); if (p === null) throw new Error(s); return p }
  t.equal(compareVersions(v('2.10.0'), v('2.9.9')), 1, '10 > 9, not as text')
  t.equal(compareVersions(v('2.1'), v('2.1.0')), 0, 'missing parts are 0')
  t.equal(compareVersions(v('1.99'), v('2.0')), -1)
  t.equal(compareVersions(v('2.0.0-rc.1'), v('2.0.0')), -1, 'a pre-release is before its release')
  t.equal(compareVersions(v('2.0.1-rc.1'), v('2.0.0')), 1)
  t.equal(compareVersions(v('2.0.0.1'), v('2.0.0')), 1)
})

t.test('meetsMinVersion', async t => {
  t.ok(meetsMinVersion('2.0.0', '2.0.0'), 'equal meets')
  t.ok(meetsMinVersion('3.2.1', '2.0.0'))
  t.ok(meetsMinVersion('v2.0', '2.0.0'))
  t.ok(meetsMinVersion('10.0.0', '9.5.0'))
  t.notOk(meetsMinVersion('1.9.9', '2.0.0'))
  t.notOk(meetsMinVersion('2.0.0-beta', '2.0.0'))
  t.notOk(meetsMinVersion('', '2.0.0'), 'no version reported: too old')
  t.notOk(meetsMinVersion('unknown', '2.0.0'))
  t.throws(() => meetsMinVersion('2.0.0', 'latest'), 'a bad minimum is a programming error')
})
