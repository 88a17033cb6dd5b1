// Writes the client's view of the endpoint table (paths, methods, kinds, whether a call is keyed), so the
// browser gets the table's routes without TypeBox, the schemas or the flags only the gateway reads. The
// client's types come from the table itself; the routes keep their literal kinds, so the client's call() and
// upload() can each refuse the other's endpoints.
import { join } from 'node:path'
import { endpointList, requiresIdempotencyKey } from '../shared/endpoints.js'
import { projectRoot } from '../shared/node/project-root.js'

export const GENERATED = join(projectRoot(), 'client', 'src', 'lib', 'endpoint-routes.gen.ts')

export function generate (): string {
  const lines = endpointList().map(([id, e]) => {
    const keyed = requiresIdempotencyKey(e)
    // Most calls are a JSON POST: written short, as the entry carries the whole table (the first-paint budget).
    if (e.method === 'POST' && e.kind === 'json' && e.upload === undefined) return `  ${id}: post('${e.path}'${keyed ? ', true' : ''})`
    const upload = e.upload === undefined ? '' : `, upload: '${e.upload.field}'`
    return `  ${id}: { path: '${e.path}', method: '${e.method}', kind: '${e.kind}', keyed: ${String(keyed)}${upload} }`
  })
  return `// Generated from shared/endpoints.ts by scripts/gen-client-routes.ts (npm run build runs it): do not edit.
import type { EndpointId } from '../../../shared/endpoints.js'

export interface ClientRoute { path: string, method: 'GET' | 'POST', kind: 'json' | 'multipart' | 'none', keyed: boolean, upload?: string }

/** A JSON POST, the common case. */
function post<const K extends boolean = false> (path: string, keyed?: K): { readonly path: string, readonly method: 'POST', readonly kind: 'json', readonly keyed: K } {
  return { path, method: 'POST', kind: 'json', keyed: (keyed ?? false) as K }
}

export const endpointRoutes = {
${lines.join(',\n')}
} as const satisfies Record<EndpointId, ClientRoute>
`
}
