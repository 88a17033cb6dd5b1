// Every SIGN_SECRET value written in the repository's operator-facing files (docker-compose.yml, READMEs, .env
// examples) and in its development defaults is refused in production: a published secret signs nothing.
import t from 'tap'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../shared/node/project-root.js'
import { loadConfig } from '../../gateway/src/config/config.js'
import { KNOWN_DEVELOPMENT_SECRETS } from '../../gateway/src/config/sign-secret.js'
import { DEFAULT_CONFIG as MOCK_DEFAULTS } from '../../mock-upstream/src/config.js'
import { TEST_SECRET } from '../helpers/stack.js'

const root = projectRoot()

/** SIGN_SECRET values spelled out in a file: `SIGN_SECRET=x`, `SIGN_SECRET: x`, `${SIGN_SECRET:-x}`, `` `x` `` in its table row. */
function secretsIn (text: string): string[] {
  const found = new Set<string>()
  for (const m of text.matchAll(/\$\{SIGN_SECRET:?-([^}]*)\}/g)) found.add(m[1] ?? '')
  for (const m of text.matchAll(/(?<!\{)\bSIGN_SECRET\s*[=:]\s*["']?([^\s"'$`{|]+)/g)) found.add(m[1] ?? '')
  // A configuration table row of SIGN_SECRET: its last cell is the default.
  for (const line of text.split('\n').filter(l => l.startsWith('|'))) {
    const cells = line.split('|').map(c => c.trim())
    if (!(cells[1] ?? '').includes('`SIGN_SECRET`')) continue
    for (const m of (cells[cells.length - 2] ?? '').matchAll(/`([^`]+)`/g)) found.add(m[1] ?? '')
  }
  found.delete('')
  return [...found]
}

function operatorFiles (): string[] {
  const files = ['docker-compose.yml', 'README.md', 'mock-upstream/README.md']
  for (const dir of ['.', 'gateway', 'mock-upstream']) {
    for (const name of readdirSync(join(root, dir))) if (/^\.env|\.env(\.|$)/.test(name)) files.push(join(dir, name))
  }
  return files.filter(f => existsSync(join(root, f)))
}

t.test('the scanner finds secrets in the forms they are written', async t => {
  // eslint-disable-next-line no-template-curly-in-string -- a compose file's ${VAR:-default}, meant literally
  t.same(secretsIn('SIGN_SECRET: ${SIGN_SECRET:-dev-secret}'), ['dev-secret'])
  t.same(secretsIn('SIGN_SECRET=hunter2 npm start'), ['hunter2'])
  t.same(secretsIn("SIGN_SECRET: 'quoted'"), ['quoted'])
  t.same(secretsIn('| `SIGN_SECRET` | shared with the gateway | `dev-secret` |'), ['dev-secret'])
  // eslint-disable-next-line no-template-curly-in-string -- a compose file's ${VAR:?message}, meant literally
  t.same(secretsIn('SIGN_SECRET: ${SIGN_SECRET:?set it}'), [], 'a required variable has no value')
  t.same(secretsIn('| `docker compose up` | needs `SIGN_SECRET` (e.g. `SIGN_SECRET=$(openssl rand -hex 32) docker compose up`) |'), [], 'a generated one is no value either')
})

t.test('no secret written in the repository starts production', async t => {
  const written = operatorFiles().flatMap(file => secretsIn(readFileSync(join(root, file), 'utf8')).map(secret => ({ file, secret })))
  written.push({ file: 'mock-upstream/src/config.ts', secret: MOCK_DEFAULTS.signSecret }, { file: 'tests/helpers/stack.ts', secret: TEST_SECRET })
  t.ok(written.some(w => w.file === 'mock-upstream/README.md'), 'the mock\'s README documents its development default')
  for (const { file, secret } of written) {
    t.ok(KNOWN_DEVELOPMENT_SECRETS.includes(secret), `${secret} (${file}) is a known development secret`)
    t.throws(() => loadConfig({ NODE_ENV: 'production', SIGN_SECRET: secret }), /development secret/, `${secret} (${file}) is refused in production`)
  }
})
