// Some features need a newer host app (docs/ARCHITECTURE.md "Limits and constants"): older apps'
// WebViews lack what they use (a file chooser, for example). Host apps report versions loosely
// ("2.1", "v2.1.0", "2.1.0-beta.2", "2.1.0 (345)", "2.1.0.12"), so the compare is semver-like.

export interface ParsedVersion { numbers: number[], prerelease: boolean }

const VERSION = /^\s*v?(\d+(?:\.\d+)*)(-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?(?:\s*\(.*\))?\s*$/i

export function parseVersion (text: string): ParsedVersion | null {
  const m = VERSION.exec(text)
  if (m === null || m[1] === undefined) return null
  const numbers = m[1].split('.').map(Number)
  if (numbers.some(n => !Number.isSafeInteger(n))) return null
  return { numbers, prerelease: m[2] !== undefined }
}

/** -1, 0 or 1; missing parts count as 0 ("2.1" equals "2.1.0"); a pre-release sorts before its release. */
export function compareVersions (a: ParsedVersion, b: ParsedVersion): -1 | 0 | 1 {
  const length = Math.max(a.numbers.length, b.numbers.length)
  for (let i = 0; i < length; i++) {
    const x = a.numbers[i] ?? 0
    const y = b.numbers[i] ?? 0
    if (x !== y) return x < y ? -1 : 1
  }
  if (a.prerelease !== b.prerelease) return a.prerelease ? -1 : 1
  return 0
}

/**
 * True when the app's version is at least `min`. An app that reports no readable version is treated
 * as too old: only old builds omit it, and the update prompt is a safer answer than a broken feature.
 */
export function meetsMinVersion (versionName: string, min: string): boolean {
  const have = parseVersion(versionName)
  const need = parseVersion(min)
  if (need === null) throw new Error(`not a version: ${min}`)
  return have !== null && compareVersions(have, need) >= 0
}
