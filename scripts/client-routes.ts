// Writes the client's view of the endpoint table (paths, methods, whether a call is keyed, the file field of
// an upload), so the browser gets the table's routes without TypeBox, the schemas or the flags only the
// gateway reads. The client's types come from the table itself; a multipart route is the one with `upload`,
// so the client's call() and upload() can each refuse the other's endpoints. No `kind`: nothing reads it at
// run time, and the first paint has no bytes to spare.
import { join } from 'node:path'
import { endpointList, requiresIdempotencyKey, type EndpointId } from '../shared/endpoints.js'
import { projectRoot } from '../shared/node/project-root.js'

export const GENERATED = join(projectRoot(), 'client', 'src', 'lib', 'endpoint-routes.gen.ts')
export const FIRST_GENERATED = join(projectRoot(), 'client', 'src', 'lib', 'endpoint-routes-first.gen.ts')

/**
 * The calls the first screen (My Balance) makes at boot: only their routes are in the entry script. The whole
 * table (some 1 KB gzipped) is a chunk of its own, fetched after the first screen or at another call's need
 * (client/src/lib/api.ts), which keeps the first paint's JavaScript within its budget.
 */
export const FIRST_SCREEN_CALLS: readonly EndpointId[] = ['getUserInfo', 'assetInfo', 'tradeList']

function routeLines (ids?: readonly EndpointId[]): string[] {
  return endpointList().filter(([id]) => ids === undefined || ids.includes(id)).map(([id, e]) => {
    if ((e.kind === 'multipart') !== (e.upload !== undefined)) {
      throw new Error(`${id}: a multipart call, and only one, names its file field`)
    }
    const upload = e.upload === undefined ? '' : `, upload: '${e.upload.field}'`
    return `  ${id}: { path: '${e.path}', method: '${e.method}', keyed: ${String(requiresIdempotencyKey(e))}${upload} }`
  })
}

/** The first screen's routes (FIRST_SCREEN_CALLS), for the entry. */
export function generateFirst (): string {
  return `// Generated from shared/endpoints.ts by scripts/gen-client-routes.ts (npm run build runs it): do not edit.
// The routes of the first screen's calls only; the whole table is ./endpoint-routes.gen.ts.
import type { EndpointId } from '../../../shared/endpoints.js'
import type { ClientRoute } from './endpoint-routes.gen.js'

export const firstRoutes: Partial<Record<EndpointId, ClientRoute>> = {
${routeLines(FIRST_SCREEN_CALLS).join(',\n')}
}
`
}

export function generate (): string {
  const lines = routeLines()
  return `// Generated from shared/endpoints.ts by scripts/gen-client-routes.ts (npm run build runs it): do not edit.
import type { EndpointId } from '../../../shared/endpoints.js'

export interface ClientRoute { path: string, method: 'GET' | 'POST', keyed: boolean, upload?: string }

export const endpointRoutes = {
${lines.join(',\n')}
} as const satisfies Record<EndpointId, ClientRoute>
`
}
