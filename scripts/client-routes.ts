// Writes the client's view of the endpoint table (paths, methods, whether a call is keyed, the file field of
// an upload), so the browser gets the table's routes without TypeBox, the schemas or the flags only the
// gateway reads. The client's types come from the table itself; a multipart route is the one with `upload`,
// so the client's call() and upload() can each refuse the other's endpoints. No `kind`: nothing reads it at
// run time, and the first paint has no bytes to spare.
import { join } from 'node:path'
import { endpointList, requiresIdempotencyKey } from '../shared/endpoints.js'
import { projectRoot } from '../shared/node/project-root.js'

export const GENERATED = join(projectRoot(), 'client', 'src', 'lib', 'endpoint-routes.gen.ts')

export function generate (): string {
  const lines = endpointList().map(([id, e]) => {
    if ((e.kind === 'multipart') !== (e.upload !== undefined)) throw new Error(`${id}: a multipart call, and only one, names its file field`)
    const upload = e.upload === undefined ? '' : `, upload: '${e.upload.field}'`
    return `  ${id}: { path: '${e.path}', method: '${e.method}', keyed: ${String(requiresIdempotencyKey(e))}${upload} }`
  })
  return `// Generated from shared/endpoints.ts by scripts/gen-client-routes.ts (npm run build runs it): do not edit.
import type { EndpointId } from '../../../shared/endpoints.js'

export interface ClientRoute { path: string, method: 'GET' | 'POST', keyed: boolean, upload?: string }

export const endpointRoutes = {
${lines.join(',\n')}
} as const satisfies Record<EndpointId, ClientRoute>
`
}
