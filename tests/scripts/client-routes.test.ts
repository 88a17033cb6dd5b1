import t from 'tap'
import { readFileSync } from 'node:fs'
import { GENERATED, generate } from '../../scripts/client-routes.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { endpointList, requiresIdempotencyKey } from '../../shared/endpoints.js'

t.test('the client\'s route file is the table\'s, regenerated', async t => {
  t.equal(readFileSync(GENERATED, 'utf8'), generate(), 'up to date: run npm run build')
  for (const [id, e] of endpointList()) {
    t.same(endpointRoutes[id], { path: e.path, method: e.method, keyed: requiresIdempotencyKey(e), ...(e.upload === undefined ? {} : { upload: e.upload.field }) })
    t.equal('upload' in endpointRoutes[id], e.kind === 'multipart', `${id}: an upload route exactly when multipart`)
  }
})
