import t from 'tap'
import { readFileSync } from 'node:fs'
import { GENERATED, generate } from '../../scripts/client-routes.js'
import { endpointRoutes } from '../../client/src/lib/endpoint-routes.gen.js'
import { endpointList } from '../../shared/endpoints.js'

t.test('the client\'s route file is the table\'s, regenerated', async t => {
  t.equal(readFileSync(GENERATED, 'utf8'), generate(), 'up to date: run npm run build')
  for (const [id, e] of endpointList()) {
    t.match(endpointRoutes[id], { path: e.path, method: e.method, kind: e.kind, login: e.login, money: e.money === true })
  }
})
