// The built client is public: every file of dist/client can be read by anyone, so none may hold a signing
// secret, the upstream's address or the mock upstream's control paths.
import t from 'tap'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { projectRoot } from '../../shared/node/project-root.js'
import { KNOWN_DEVELOPMENT_SECRETS } from '../../gateway/src/config/sign-secret.js'

const dir = process.env.E2E_CLIENT_DIR !== undefined && process.env.E2E_CLIENT_DIR !== '' ? process.env.E2E_CLIENT_DIR : join(projectRoot(), 'dist', 'client')

const FORBIDDEN = [...KNOWN_DEVELOPMENT_SECRETS, 'dev-secret', 'test-secret', 'SIGN_SECRET', '127.0.0.1:9090', 'localhost:9090', 'mock-upstream', 'UPSTREAM_URL', '/__mock/']

function files (root: string): string[] {
  return readdirSync(root).flatMap(name => {
    const path = join(root, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** The text of a built file; precompressed copies are read unpacked, so a secret cannot hide in them. */
function text (path: string): string {
  const bytes = readFileSync(path)
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1')
}

t.test('the built client holds no secret, upstream address or mock path', async t => {
  if (!existsSync(join(dir, 'index.html'))) {
    t.fail(`the client is not built in ${dir}: run \`npm run build\` first (npm test does)`)
    return
  }
  const all = files(dir)
  t.ok(all.some(f => f.endsWith('.js')), `${all.length} files built, scripts among them`)
  for (const file of all) {
    const content = text(file)
    const found = FORBIDDEN.filter(word => content.includes(word))
    t.same(found, [], relative(dir, file))
  }
})
