// How a test starts one of our servers as its own process, the same way the test itself runs: from the
// compiled tests (dist/test, with source maps) under `npm test`, or from the TypeScript source through tsx
// when a single test file is run with `--import=tsx`.
import { join } from 'node:path'
import { projectRoot } from '../../shared/node/project-root.js'

const compiled = import.meta.url.endsWith('.js')

/** Node's arguments to run `source` (a path from the project root without its extension, e.g. 'gateway/src/server'). */
export function nodeScript (source: string): string[] {
  return compiled
    ? ['--enable-source-maps', join(projectRoot(), 'dist', 'test', `${source}.js`)]
    : ['--import=tsx', join(projectRoot(), `${source}.ts`)]
}
