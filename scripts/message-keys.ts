// The message keys a piece of client code (source or built bundle) can ask for: quoted literals that are
// keys of the catalogue, and the fixed starts of keys built at run time (`trade.type.${type}` gives
// 'trade.type.'). Used to check that the first screen's bundles need only the catalogue's core part
// (tests/client/catalogue-parts.test.ts).
export function keysUsed (source: string, keys: ReadonlySet<string>): { keys: string[], prefixes: string[] } {
  const found = new Set<string>()
  for (const m of source.matchAll(/['"`]([a-z_]+(?:\.[a-z0-9_]+)+)['"`]/g)) {
    if (keys.has(m[1] ?? '')) found.add(m[1] ?? '')
  }
  const prefixes = new Set<string>()
  for (const m of source.matchAll(/`([a-z_]+\.(?:[a-z0-9_]+\.)*)\$\{/g)) prefixes.add(m[1] ?? '')
  return { keys: [...found], prefixes: [...prefixes] }
}
