import t from 'tap'
import { readFileSync } from 'node:fs'
import { FIRST_GENERATED, FIRST_SCREEN_CALLS, GENERATED, generate, generateFirst } from '../../scripts/client-routes.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { firstRoutes } from '../../client/src/lib/endpoint-routes-first.gen.js'
import { endpointList, requiresIdempotencyKey } from '../../shared/endpoints.js'

t.test('the client\'s route file is the table\'s, regenerated', async t => {
  t.equal(readFileSync(GENERATED, 'utf8'), generate(), 'up to date: run npm run build')
  for (const [id, e] of endpointList()) {
    t.same(endpointRoutes[id], { path: e.path, method: e.method, keyed: requiresIdempotencyKey(e), ...(e.upload === undefined ? {} : { upload: e.upload.field }) })
    t.equal('upload' in endpointRoutes[id], e.kind === 'multipart', `${id}: an upload route exactly when multipart`)
  }
})

t.test('the first screen\'s routes in the entry are the table\'s, and only those', async t => {
  t.equal(readFileSync(FIRST_GENERATED, 'utf8'), generateFirst(), 'up to date: run npm run build')
  t.same(Object.keys(firstRoutes).sort(), [...FIRST_SCREEN_CALLS].sort(), 'the first screen\'s calls')
  for (const id of FIRST_SCREEN_CALLS) t.same(firstRoutes[id], endpointRoutes[id], `${id} as in the table`)
})
